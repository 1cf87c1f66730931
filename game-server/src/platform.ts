import { createRequire } from "node:module";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { defineRoom, defineServer, matchMaker, type Server } from "@colyseus/core";
import { monitor } from "@colyseus/monitor";
import { RedisDriver } from "@colyseus/redis-driver";
import { RedisPresence } from "@colyseus/redis-presence";
import { WebSocketTransport } from "@colyseus/ws-transport";
import { openDatabase, seedDemoContent, type Database } from "@arena/db";
import { BLACKJACK_ROOM, CHESS_ROOM, FLASH_ROOM, LUDO_LOBBY_ROOM, LUDO_ROOM, POOLS_ROOM, QUICK_PLAY_ROOM, SUPPORT_ROOM } from "@arena/contracts";
import { blackjackDefinition } from "./rooms/blackjack/definition.js";
import { chessDefinitionFor } from "./rooms/chess/definition.js";
import { flashDefinition } from "./rooms/flash/definition.js";
import { createChessEnginePool } from "./services/chess/engine.js";
import { ludoLobbyRoomFor } from "./rooms/ludo/LudoLobbyRoom.js";
import { colyseusLogger, guardMatchmaking, markClientFrames } from "./rooms/hardenTransport.js";
import { quickPlayRoomFor } from "./rooms/quickplay/QuickPlayRoom.js";
import { PlatformLobbyRoom } from "./rooms/shutdown.js";
import { ludoDefinition } from "./rooms/ludo/definition.js";
import { tableRoomFor } from "./rooms/table/tableRoomFor.js";
import { poolsRoomFor } from "./rooms/pools/PoolsRoom.js";
import { supportRoomFor } from "./rooms/support/SupportRoom.js";
import type { Config } from "./config.js";
import type { AppContext } from "./context.js";
import { configureHttp } from "./http/app.js";
import { securityOptions } from "./http/security.js";
import { apiRoutes } from "./http/routes/index.js";
import type { Logger } from "./logger.js";
import { randomUUID } from "node:crypto";
import { WebSocket } from "ws";
import { Redis } from "ioredis";
import { recoverEscrows, startEscrowKeeper } from "./services/coins/recovery.js";
import { createMailer } from "./services/mail/mailer.js";
import { memoryStore, RateLimiter, redisStore } from "./services/rateLimit/rateLimiter.js";
import { authenticate, tokenFromHeaders } from "./services/sessions/authenticate.js";
import { authenticateMonitorPass, monitorPassFromCookie } from "./services/sessions/monitorPass.js";
import { platformSecret } from "./services/settings/platformSecret.js";
import { ensureAdmin } from "./services/users/ensureAdmin.js";
import { createIpLocator } from "./services/geo/ipLocator.js";
import { Jurisdictions } from "./services/jurisdiction/rules.js";
import { startFraudJob } from "./services/fraud/job.js";
import { startReferralJob } from "./services/referral/job.js";
import { httpDrandBeacon } from "./services/lottery/beacon.js";
import { startLotteryJob } from "./services/lottery/draws.js";
import { startDerbyJob } from "./services/derby/events.js";
import { startH2hJob } from "./services/h2h/questions.js";
import { startReminderJob } from "./services/reminders/reminders.js";

export const VERSION = "0.1.0";

// @colyseus/core 0.18 compares a reconnecting client's readyState with the global WebSocket, which Node 20 lacks
// (Node 22 has it): without this every reconnection fails with "WebSocket is not defined".
const globals = globalThis as { WebSocket?: unknown };
globals.WebSocket ??= WebSocket;

export interface Platform {
  server: Server;
  database: Database;
  ctx: AppContext;
  /** Starts listening; resolves with the bound port (useful with PORT=0 in tests). */
  listen(): Promise<number>;
  /** Stops rooms, the HTTP server and the database. */
  close(): Promise<void>;
}

function defaultWebDist(): string | undefined {
  try {
    return path.join(path.dirname(createRequire(import.meta.url).resolve("@arena/web/package.json")), "dist");
  } catch {
    return undefined;
  }
}

/** Opens the database, migrates, seeds, and wires REST and Colyseus on one port. */
export async function createPlatform(config: Config, logger: Logger): Promise<Platform> {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.NODE_ENV === "test" && !config.DATABASE_URL ? "memory://" : path.join(config.dataDir, "db"),
  });
  await database.migrate();
  logger.info({ database: database.kind }, "database migrated");
  const admin = await ensureAdmin(database.db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD, config.DEFAULT_REFERRAL_CODE);
  if (admin.generatedPassword) {
    logger.warn(
      { email: config.ADMIN_EMAIL, password: admin.generatedPassword },
      "admin account created with a generated password: note it now, it is shown only once (set ADMIN_PASSWORD to choose it)",
    );
  }
  if (config.SEED_DEMO) await seedDemoContent(database.db);

  const presence = config.REDIS_URL ? "redis" : "local";
  const geo = createIpLocator();
  const ctx: AppContext = {
    config,
    logger,
    database,
    db: database.db,
    sessionKey: await platformSecret(database.db, "session-signing-key"),
    otpKey: await platformSecret(database.db, "otp-hash-key"),
    paymentSecret:
      config.PAYMENT_WEBHOOK_SECRET ??
      Buffer.from(await platformSecret(database.db, "payment-webhook-secret")).toString("base64url"),
    mailer: createMailer(database.db, config.SMTP_URL, config.MAIL_FROM),
    limiter: new RateLimiter(config.REDIS_URL ? redisStore(config.REDIS_URL) : memoryStore()),
    presence,
    processId: randomUUID(),
    geo,
    jurisdictions: new Jurisdictions(database.db, geo),
    beacon:
      config.DRAND_URL && config.DRAND_CHAIN_HASH && config.DRAND_PUBLIC_KEY
        ? httpDrandBeacon(config.DRAND_URL, config.DRAND_CHAIN_HASH, config.DRAND_PUBLIC_KEY)
        : null,
    version: VERSION,
    startedAt: Date.now(),
  };
  // Games left open by a process that is gone (crash, kill) are settled or refunded before anything starts.
  // The embedded database serves one process only, so at boot every open game is one that died with it.
  await recoverEscrows(ctx, database.kind === "pglite" ? { staleMs: 0, tableOpen: async () => false } : {});
  const stopEscrowKeeper = startEscrowKeeper(ctx, ctx.processId, async (roomId) => Boolean(await matchMaker.getRoomById(roomId)));
  // Game-play reminders: every process runs the job; each sending is claimed by one (services/reminders).
  const stopReminderJob = startReminderJob(ctx, ctx.processId);
  // Fraud signals: hourly in every process; a database lock lets one look at a time (services/fraud).
  const stopFraudJob = startFraudJob(ctx);
  // Referral earnings: accrued from the commission and credited hourly; a database lock lets one process run it.
  const stopReferralJob = startReferralJob(ctx);
  // Lottery draws: every process closes and draws what is due; each step happens once under the draw's lock.
  const stopLotteryJob = startLotteryJob(ctx);
  // Derby races: closed at post time, drawn and settled once; virtual races scheduled when the admin turned them on.
  const stopDerbyJob = startDerbyJob(ctx);
  // H2H questions: closed at their time (unmatched stakes back), once under the question's lock.
  const stopH2hJob = startH2hJob(ctx);
  const authenticateRequest = (req: { headers: Record<string, string | string[] | undefined> }) => {
    const token = tokenFromHeaders(req.headers);
    return token ? authenticate(ctx.db, ctx.sessionKey, token) : Promise.resolve(null);
  };
  // The monitor is opened in a browser tab: it takes the admin's token header, or the pass cookie the admin menu buys.
  const authenticateMonitor = (req: { headers: Record<string, string | string[] | undefined> }) => {
    const pass = tokenFromHeaders(req.headers) ? undefined : monitorPassFromCookie(req.headers.cookie as string | undefined);
    return pass ? authenticateMonitorPass(ctx, pass) : authenticateRequest(req);
  };
  // Computer chess: engine processes started on first use, stopped with the server.
  const chessEngines = createChessEnginePool({ size: config.CHESS_ENGINES, logger });
  const chessDefinition = chessDefinitionFor(chessEngines);
  const transport = new WebSocketTransport({ pingInterval: 10_000, pingMaxRetries: 3 });
  // Matchmaking bodies capped and sessions checked before Colyseus reserves a seat; client frame errors logged once.
  guardMatchmaking(transport.server!, ctx);
  markClientFrames(transport);
  const server = defineServer({
    transport,
    greet: false,
    logger: colyseusLogger(logger),
    ...(config.PUBLIC_ADDRESS && { publicAddress: config.PUBLIC_ADDRESS }),
    // Auto-pipelining sends the commands issued in one tick as one write: a join issues several.
    ...(config.REDIS_URL && {
      presence: new RedisPresence(new Redis(config.REDIS_URL, { enableAutoPipelining: true })),
      driver: new RedisDriver(new Redis(config.REDIS_URL, { enableAutoPipelining: true })),
    }),
    rooms: {
      // Realtime room listing for lobbies (games register their rooms beside it).
      lobby: defineRoom(PlatformLobbyRoom),
      // Tables are made by `create` and joined by id; the filter keeps a stray joinOrCreate off a table on other terms.
      [LUDO_ROOM]: defineRoom(tableRoomFor(ctx, ludoDefinition, { fixedServerSeed: config.LUDO_FIXED_SERVER_SEED })).filterBy(["gameType", "roomAmount", "maxPlayers", "currency"]).enableRealtimeListing(),
      // Quick Play for every game: one queue room per game, fee, player count and currency (found through the
      // driver, so with Redis one room per queue across all processes); games register as targets.
      [CHESS_ROOM]: defineRoom(tableRoomFor(ctx, chessDefinition)),
      // Flash tables play hand after hand: Quick Play is joinOrCreate on a tier (a public table with a free seat).
      [FLASH_ROOM]: defineRoom(tableRoomFor(ctx, flashDefinition)).filterBy(["gameType", "boot", "currency"]),
      // Black Jack: each player's own table against the house (create; joinById to come back), never matched.
      [BLACKJACK_ROOM]: defineRoom(tableRoomFor(ctx, blackjackDefinition)),
      [QUICK_PLAY_ROOM]: defineRoom(
        quickPlayRoomFor(ctx, [
          { room: LUDO_ROOM, definition: ludoDefinition },
          { room: CHESS_ROOM, definition: chessDefinition },
        ]),
      ).filterBy(["game", "roomAmount", "maxPlayers", "currency"]),
      [LUDO_LOBBY_ROOM]: defineRoom(ludoLobbyRoomFor(ctx)),
      // Live support: one room per conversation, found by its id on any process (joinOrCreate through the driver).
      [SUPPORT_ROOM]: defineRoom(supportRoomFor(ctx)).filterBy(["conversationId"]),
      // The pool games' live figures (Derby odds, H2H stakes): one room per watched topic, no session needed.
      [POOLS_ROOM]: defineRoom(poolsRoomFor(ctx)).filterBy(["topic"]),
    },
    express: (app) =>
      configureHttp(app, {
        routes: apiRoutes(ctx),
        version: VERSION,
        logger,
        webDist: config.WEB_DIST ?? defaultWebDist(),
        monitor: monitor(),
        authenticate: authenticateRequest,
        authenticateMonitor,
        uploadsDir: path.join(config.dataDir, "uploads"),
        security: securityOptions(config),
      }),
  });
  server.onShutdown(async () => {
    stopEscrowKeeper();
    stopReminderJob();
    stopFraudJob();
    stopReferralJob();
    stopLotteryJob();
    stopDerbyJob();
    stopH2hJob();
    await chessEngines.close();
    // Graceful stop: whatever this process still holds goes back to the players before it exits.
    await recoverEscrows(ctx, { processId: ctx.processId });
    logger.info("shutting down: closing database");
    ctx.mailer.close();
    await ctx.limiter.store.close();
    await database.close();
  });

  return {
    server,
    database,
    ctx,
    async listen() {
      await server.listen(config.PORT, config.HOST);
      const address = server.transport.server?.address() as AddressInfo | null;
      return address?.port ?? config.PORT;
    },
    async close() {
      await server.gracefullyShutdown(false);
    },
  };
}
