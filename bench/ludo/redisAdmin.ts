/**
 * The few Redis commands `pnpm bench:scale` sends itself (FLUSHDB on its own database number, DBSIZE, INFO cpu),
 * over one short RESP connection each, so the bench needs no Redis client package of its own.
 */
import { connect } from "node:net";

type Reply = string | number | null | Error;

/** Parses one RESP reply (simple, error, integer, bulk) at `at`; null when the buffer does not hold it all yet. */
function parse(buf: Buffer, at: number): [Reply, number] | null {
  const eol = buf.indexOf("\r\n", at);
  if (eol < 0) return null;
  const head = buf.toString("utf8", at + 1, eol);
  switch (String.fromCharCode(buf[at]!)) {
    case "+":
      return [head, eol + 2];
    case "-":
      return [new Error(head), eol + 2];
    case ":":
      return [Number(head), eol + 2];
    case "$": {
      const len = Number(head);
      if (len < 0) return [null, eol + 2];
      if (buf.length < eol + 2 + len + 2) return null;
      return [buf.toString("utf8", eol + 2, eol + 2 + len), eol + 2 + len + 2];
    }
    default:
      throw new Error(`unexpected Redis reply: ${head}`);
  }
}

/** Sends `command` to the database named by the URL's path (redis://host:port/13); answers its reply. */
export function redisCommand(url: string, ...command: string[]): Promise<string | number | null> {
  const u = new URL(url);
  const db = u.pathname.slice(1) || "0";
  const commands = [
    ...(u.password ? [u.username ? ["AUTH", decodeURIComponent(u.username), decodeURIComponent(u.password)] : ["AUTH", decodeURIComponent(u.password)]] : []),
    ["SELECT", db],
    command,
  ];
  const encode = (args: string[]) => `*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join("")}`;
  return new Promise((resolve, reject) => {
    const socket = connect({ host: u.hostname, port: Number(u.port || 6379) });
    let buf = Buffer.alloc(0);
    const replies: Reply[] = [];
    socket.setTimeout(5000, () => socket.destroy(new Error(`Redis at ${u.host} did not answer`)));
    socket.on("error", reject);
    socket.on("connect", () => socket.write(commands.map(encode).join("")));
    socket.on("data", (chunk) => {
      buf = Buffer.concat([buf, chunk]);
      for (let r = parse(buf, 0); r; r = parse(buf, 0)) {
        replies.push(r[0]);
        buf = buf.subarray(r[1]);
      }
      if (replies.length < commands.length) return;
      socket.end();
      const failed = replies.find((x): x is Error => x instanceof Error);
      if (failed) reject(failed);
      else resolve(replies.at(-1) as string | number | null);
    });
  });
}

/** CPU seconds Redis has used so far (INFO cpu: the server's user + system time). */
export async function redisCpuSeconds(url: string): Promise<number> {
  const info = String(await redisCommand(url, "INFO", "cpu"));
  const field = (name: string) => Number(new RegExp(`^${name}:([\\d.]+)`, "m").exec(info)?.[1] ?? 0);
  return field("used_cpu_user") + field("used_cpu_sys");
}
