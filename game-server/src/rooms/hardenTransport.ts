import type { IncomingMessage, Server as HttpServer, ServerResponse } from "node:http";
import { format } from "node:util";
import { matchMaker } from "@colyseus/core";
import type { WebSocketTransport } from "@colyseus/ws-transport";
import type { WebSocket, WebSocketServer } from "ws";
import { messages, POOLS_ROOM, SUPPORT_ROOM } from "@arena/contracts";
import type { AppContext } from "../context.js";
import { DomainError } from "../services/errors.js";
import type { Logger } from "../logger.js";
import { LIMITS } from "../services/rateLimit/rateLimiter.js";
import { authenticate, tokenFromHeaders } from "../services/sessions/authenticate.js";

/**
 * Matchmaking options are a few hundred bytes (the largest, a create, is under 1 KB): 4 KB, the same as the
 * WebSocket frame limit. Colyseus's matchmaking route streams the body into `Request.json()` with no limit.
 */
export const MATCHMAKE_MAX_BODY_BYTES = 4 * 1024;
export const LOGIN_TO_PLAY = "Please login to play.";
export const BODY_TOO_LARGE = "Request body is too large.";

/**
 * Matchmaking calls allowed without a session: joining Colyseus's public realtime room listing. Everything
 * else (every table, the Ludo lobby, the Quick Play queue, any join by room id, creating any room) needs a
 * signed-in account.
 */
// Live support too: a visitor has no session; the room's own onAuth checks the join token (or an admin's session)
// before any room is created or seat reserved. And the pool games' live figures, which the public pages show.
const ANONYMOUS: Readonly<Record<string, readonly string[]>> = { lobby: ["joinOrCreate", "join"], [SUPPORT_ROOM]: ["joinOrCreate"], [POOLS_ROOM]: ["joinOrCreate"] };

interface MatchmakeCall {
  method: string;
  roomName: string;
}

/**
 * The matchmaking call a request makes, read loosely on purpose (empty segments, any letter case, a trailing
 * segment): whatever Colyseus's router might take for its route is guarded; a shape that is not exactly a call
 * on a public room simply needs a session.
 */
function matchmakeCall(req: IncomingMessage): MatchmakeCall | null {
  if (req.method !== "POST") return null;
  const segments = (req.url ?? "").split("?")[0]!.split("/").filter(Boolean);
  if (segments[0]?.toLowerCase() !== matchMaker.controller.matchmakeRoute.toLowerCase()) return null;
  return segments.length === 3 ? { method: segments[1]!, roomName: segments[2]! } : { method: "", roomName: "" };
}

/** Answers like Colyseus's own matchmaking errors (`{ code, error }`, read by @colyseus/sdk), with its CORS headers. */
function refuse(req: IncomingMessage, res: ServerResponse, status: number, error: string, closeConnection: boolean) {
  if (res.headersSent) return;
  const origin = typeof req.headers.origin === "string" ? req.headers.origin : "";
  const body = JSON.stringify({ code: status, error });
  res.writeHead(status, {
    ...matchMaker.controller.DEFAULT_CORS_HEADERS,
    ...matchMaker.controller.getCorsHeaders(new Headers(origin ? { origin } : {})),
    "content-type": "application/json",
    "content-length": Buffer.byteLength(body),
    ...(closeConnection && { connection: "close" }),
  });
  res.end(body);
}

/**
 * Puts a guard in front of Colyseus's HTTP matchmaking (`POST /matchmake/:method/:roomName`), which runs before
 * Express and reads bodies itself without a limit: a body over 4 KB is refused with 413 from its Content-Length,
 * before a byte of it is read (a chunked body, which has none, gets 411); a call that needs a session (see
 * ANONYMOUS) without a valid one is refused with 401 before Colyseus creates a room or reserves a seat; joins by
 * room id (a private table's code seats whoever has it) are rate limited per account, so codes cannot be scanned.
 * Works on the HTTP server's `emit`, so it runs before every `request` listener whatever their order.
 */
export function guardMatchmaking(server: HttpServer, ctx: AppContext): void {
  const emit = server.emit.bind(server) as (event: string | symbol, ...args: unknown[]) => boolean;
  server.emit = function guardedEmit(event: string | symbol, ...args: unknown[]): boolean {
    if (event !== "request") return emit(event, ...args);
    const [req, res] = args as [IncomingMessage, ServerResponse];
    const call = matchmakeCall(req);
    if (!call) return emit(event, ...args);
    if (req.headers["transfer-encoding"] !== undefined) {
      refuse(req, res, 411, "Content-Length required.", true);
      return true;
    }
    if (Number(req.headers["content-length"] ?? 0) > MATCHMAKE_MAX_BODY_BYTES) {
      refuse(req, res, 413, BODY_TOO_LARGE, true);
      return true;
    }
    // Own keys only: a room named "constructor" or "__proto__" must not find Object's members.
    if (Object.hasOwn(ANONYMOUS, call.roomName) && ANONYMOUS[call.roomName]!.includes(call.method)) return emit(event, ...args);
    void admit(ctx, req, call).then(
      (refusal) => {
        if (refusal) return refuse(req, res, refusal.status, refusal.error, false);
        answerMatchmakingFailuresAs4xx(res);
        try {
          emit(event, ...args);
        } catch (err) {
          ctx.logger.error({ err }, "matchmaking request failed");
          refuse(req, res, 500, messages.somethingWentWrong, false);
        }
      },
      (err: unknown) => {
        ctx.logger.error({ err }, "matchmaking session check failed");
        refuse(req, res, 500, messages.somethingWentWrong, false);
      },
    );
    return true;
  } as HttpServer["emit"];
}

/**
 * Colyseus answers a matchmaking failure with its error code as the HTTP status (522 for a room id nobody holds), so
 * a made-up room or code showed in the browser as a server error. What the player got wrong is a 4xx here: the
 * body, with Colyseus's own code, is unchanged; @colyseus/sdk reports the HTTP status as the error's code.
 */
export const MATCHMAKE_STATUS: Readonly<Record<number, number>> = {
  520: 404, // no such room type
  521: 400, // invalid criteria
  522: 404, // no room with that id (a made-up or finished table)
  524: 409, // the seat reservation expired
  525: 401, // authentication failed
};

function answerMatchmakingFailuresAs4xx(res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => ServerResponse;
  res.writeHead = function writeHeadAs4xx(status: number, ...rest: unknown[]) {
    return writeHead(MATCHMAKE_STATUS[status] ?? status, ...rest);
  } as ServerResponse["writeHead"];
}

const isLoopback = (address: string) => address === "127.0.0.1" || address === "::1" || address.startsWith("::ffff:127.") || address.startsWith("127.");

/**
 * The client's address as Express reads it (trust proxy "loopback"): while the nearest hop is a proxy on this machine,
 * the next address to the left in X-Forwarded-For. Colyseus takes the header's first entry, which the client writes
 * itself; rooms decide by country (jurisdictions), so the guard hands them this one instead (x-real-ip).
 */
export function trustedClientIp(req: IncomingMessage): string {
  let address = req.socket.remoteAddress ?? "";
  const header = req.headers["x-forwarded-for"];
  const hops = (Array.isArray(header) ? header.join(",") : (header ?? "")).split(",").map((h) => h.trim()).filter(Boolean);
  while (isLoopback(address) && hops.length > 0) address = hops.pop()!;
  return address;
}

async function admit(ctx: AppContext, req: IncomingMessage, call: MatchmakeCall): Promise<{ status: number; error: string } | null> {
  req.headers["x-real-ip"] = trustedClientIp(req);
  const token = tokenFromHeaders(req.headers);
  const auth = token ? await authenticate(ctx.db, ctx.sessionKey, token) : null;
  if (!auth) return { status: 401, error: LOGIN_TO_PLAY };
  if (call.method === "joinById") {
    try {
      await ctx.limiter.consume(LIMITS.roomJoinsByIdPerUser, auth.userId);
    } catch (err) {
      if (err instanceof DomainError) return { status: err.status, error: err.message };
      throw err;
    }
  }
  return null;
}

// ---- log hygiene for client frames ---------------------------------------------------------------------------

/** The connection whose frame (or WebSocket protocol error) is being handled right now, if any. */
let frameSource: WebSocket | null = null;
const warned = new WeakSet<WebSocket>();
const addresses = new WeakMap<WebSocket, string>();

/**
 * Marks every frame and WebSocket error of a connection as coming from that client. Colyseus logs what a client
 * gets wrong (a frame that is not MessagePack, a frame over the size limit, a protocol violation) as an error with
 * its stack, once per frame; inside this mark `colyseusLogger` turns that into one short warning per connection.
 * The protocol's answers do not change: the same close codes and `error` messages go back to the client.
 */
export function markClientFrames(transport: WebSocketTransport): void {
  const wss = (transport as unknown as { wss: WebSocketServer }).wss;
  wss.on("connection", (ws: WebSocket, req: IncomingMessage) => {
    const forwarded = req.headers["x-forwarded-for"];
    addresses.set(ws, (typeof forwarded === "string" && forwarded.split(",")[0]?.trim()) || req.socket.remoteAddress || "");
    const emit = ws.emit.bind(ws) as (event: string | symbol, ...args: unknown[]) => boolean;
    ws.emit = function markedEmit(event: string | symbol, ...args: unknown[]): boolean {
      if (event !== "message" && event !== "error") return emit(event, ...args);
      const outer = frameSource;
      frameSource = ws;
      try {
        return emit(event, ...args);
      } finally {
        frameSource = outer;
      }
    } as WebSocket["emit"];
  });
}

/** One printable line of at most 160 characters: the text may quote the client's own bytes. */
const oneLine = (text: string) =>
  (text.split("\n")[0] ?? "")
    .replace(/[^\x20-\x7e]/g, "?")
    .slice(0, 160);

/**
 * Colyseus's logger (`defineServer({ logger })`) on the platform's pino logger. Errors caused by a client's frame
 * become one short warning per connection, without a stack (a client cannot flood the log); everything else keeps
 * its level and text.
 */
export function colyseusLogger(log: Logger) {
  const text = (args: unknown[]) => format(...args);
  return {
    error(...args: unknown[]) {
      const source = frameSource;
      if (!source) return log.error(text(args));
      if (warned.has(source)) return;
      warned.add(source);
      log.warn({ ip: addresses.get(source) }, `refused a malformed realtime frame: ${oneLine(text(args))}`);
    },
    warn: (...args: unknown[]) => log.warn(text(args)),
    info: (...args: unknown[]) => log.info(text(args)),
    debug: (...args: unknown[]) => log.debug(text(args)),
    trace: (...args: unknown[]) => log.trace(text(args)),
  };
}
