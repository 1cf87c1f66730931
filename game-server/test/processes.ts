import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Client } from "@colyseus/sdk";
import { openDatabase, postTransfers, systemAccount, userAccount, type Database } from "@arena/db";
import { createSession } from "../src/services/sessions/createSession.js";
import { platformSecret } from "../src/services/settings/platformSecret.js";
import { createUser } from "../src/services/users/createUser.js";

const here = path.dirname(fileURLToPath(import.meta.url));

/** A port nobody listens on right now (the child binds it a moment later). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  /** The platform's process id (the one named on the escrows it holds). */
  processId: string;
  /** Resolves with how the process ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
}

/**
 * Boots test/fixtures/server.ts in its own Node process on a free port, with PUBLIC_ADDRESS naming that port
 * (so a client matched through another process reaches this one), and resolves once it listens.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", path.join(here, "fixtures/server.ts")], {
    env: { ...process.env, PORT: String(port), PUBLIC_ADDRESS: `127.0.0.1:${port}`, ...env },
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  let out = "";
  child.stdout!.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (out += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal })),
  );
  const processId = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start within 60 s:\n${out}`)), 60_000);
    const check = () => {
      const m = /ready (\{.*\})/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve((JSON.parse(m[1]!) as { processId: string }).processId);
      }
    };
    child.stdout!.on("data", check);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`server exited before it was ready:\n${out}`));
    });
  });
  return { child, port, url: `http://127.0.0.1:${port}`, processId, exited, output: () => out };
}

/** Stops a server process with a signal and waits until it is gone. */
export async function stopServer(p: ServerProcess | undefined, signal: NodeJS.Signals = "SIGTERM") {
  if (!p || p.child.exitCode !== null || p.child.signalCode !== null) return;
  p.child.kill(signal);
  await p.exited;
}

/** The test's own handle on the shared database: makes players and reads the ledger. */
export async function openSharedDatabase(databaseUrl: string) {
  const database: Database = await openDatabase({ databaseUrl, maxConnections: 4 });
  await database.migrate();
  const sessionKey = await platformSecret(database.db, "session-signing-key");
  /** A signed-in player with `coins` real coins, and a Colyseus client pointed at `url`. */
  async function player(url: string, coins: number, name?: string) {
    const id = randomBytes(5).toString("hex");
    const user = await createUser(database.db, {
      email: `mp.${id}@example.com`,
      fullName: "Multi Process",
      emailVerified: true,
      refferalCodeCheck: true,
      ...(name && { userName: `${name}${id.slice(0, 4)}` }),
    });
    if (coins > 0) {
      const mint = await systemAccount(database.db, "mint", "COIN");
      const wallet = await userAccount(database.db, user.id, "COIN");
      await postTransfers(database.db, [{ key: `seed:${user.id}`, debit: mint, credit: wallet, amount: coins * 100, currency: "COIN", kind: "deposit" }]);
    }
    const token = await createSession(database.db, sessionKey, user.id);
    const client = new Client(url);
    client.auth.token = token;
    return { user, token, client };
  }
  return { database, db: database.db, player };
}

/** GET/POST against one process's REST API. */
export async function api(url: string, p: string, init: { method?: string; json?: unknown; token?: string; headers?: Record<string, string> } = {}) {
  const res = await fetch(url + p, {
    method: init.method ?? (init.json === undefined ? "GET" : "POST"),
    headers: {
      ...(init.json !== undefined && { "content-type": "application/json" }),
      ...(init.token && { token: init.token }),
      ...init.headers,
    },
    ...(init.json !== undefined && { body: JSON.stringify(init.json) }),
  });
  const text = await res.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body };
}

/**
 * Runs a fixture (test/fixtures/<name>.ts) in its own Node process and kills it with SIGKILL `ms` after it first prints
 * `startLine`, so every kill lands mid-work. Resolves with what it printed (a child that exits by itself fails).
 */
export function runAndKill(fixture: string, env: Record<string, string>, startLine: string, ms: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", path.join(here, "fixtures", fixture)], {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    let timer: NodeJS.Timeout | undefined;
    child.stdout!.on("data", (d: Buffer) => {
      out += d.toString();
      if (!timer && out.includes(startLine)) timer = setTimeout(() => child.kill("SIGKILL"), ms);
    });
    child.on("error", reject);
    child.on("exit", (_code, signal) => (signal === "SIGKILL" ? resolve(out) : reject(new Error(`child exited by itself:\n${out}`))));
  });
}
