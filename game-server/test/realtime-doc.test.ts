import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  BLACKJACK_HAND_FIELDS,
  BLACKJACK_MAX_MESSAGES_PER_SECOND,
  BLACKJACK_PLAYER_FIELDS,
  BLACKJACK_STATE_FIELDS,
  blackjackClientMessages,
  blackjackServerMessages,
  CHESS_MAX_MESSAGES_PER_SECOND,
  CHESS_PLAYER_FIELDS,
  CHESS_STATE_FIELDS,
  chessClientMessages,
  FLASH_MAX_MESSAGES_PER_SECOND,
  FLASH_PLAYER_FIELDS,
  FLASH_STATE_FIELDS,
  FLASH_TABLE_STATES,
  flashClientMessages,
  flashCreateOptionsSchema,
  flashJoinOptionsSchema,
  flashServerMessages,
  chessCreateOptionsSchema,
  chessServerMessages,
  LUDO_MAX_MESSAGES_PER_SECOND,
  LUDO_PLAYER_FIELDS,
  LUDO_STATE_FIELDS,
  POOLS_MAX_MESSAGES_PER_SECOND,
  POOLS_PUSH_EVERY_MS,
  poolsJoinOptionsSchema,
  poolsServerMessages,
  ludoClientMessages,
  ludoLobbyClientMessages,
  ludoLobbyServerMessages,
  ludoServerMessages,
  QUICK_PLAY_COUNTDOWN_SECONDS,
  quickPlayOptionsSchema,
  quickPlayServerMessages,
} from "@arena/contracts";
import { LudoPlayer, LudoRoomState } from "../src/rooms/ludo/state.js";
import { ChessPlayer, ChessRoomState } from "../src/rooms/chess/state.js";
import { FlashPlayer, FlashRoomState } from "../src/rooms/flash/state.js";
import { BlackjackHand, BlackjackPlayer, BlackjackRoomState } from "../src/rooms/blackjack/state.js";
import { BODY_TOO_LARGE, LOGIN_TO_PLAY, MATCHMAKE_MAX_BODY_BYTES } from "../src/rooms/hardenTransport.js";
import { LIMITS } from "../src/services/rateLimit/rateLimiter.js";

const doc = readFileSync(path.resolve(import.meta.dirname, "../../docs/realtime.md"), "utf8");

/** The backticked names in the first column of the table under a heading path ("## A" then "### B"). */
function firstColumn(section: string, sub?: string): string[] {
  const start = doc.indexOf(`\n## ${section}\n`);
  expect(start, `section ${section}`).toBeGreaterThan(-1);
  let body = doc.slice(start + 1);
  const next = body.indexOf("\n## ", 1);
  if (next > 0) body = body.slice(0, next);
  if (sub) {
    const s = body.indexOf(`\n### ${sub}\n`);
    expect(s, `${section} / ${sub}`).toBeGreaterThan(-1);
    body = body.slice(s + 1);
    const n = body.indexOf("\n### ", 1);
    if (n > 0) body = body.slice(0, n);
  }
  return [...body.matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1]!);
}

const keys = (o: object) => Object.keys(o).sort();

describe("docs/realtime.md agrees with the contracts", () => {
  it("lists every ludo message, both ways, and no other", () => {
    expect(firstColumn("`ludo` messages", "Client → server").sort()).toEqual(keys(ludoClientMessages));
    expect(firstColumn("`ludo` messages", "Server → client").sort()).toEqual(keys(ludoServerMessages));
  });

  it("lists every lobby message, both ways", () => {
    expect(firstColumn("`ludo_lobby` messages", "Client → server").sort()).toEqual(keys(ludoLobbyClientMessages));
    expect(firstColumn("`ludo_lobby` messages", "Server → client").sort()).toEqual(keys(ludoLobbyServerMessages));
  });

  it("lists every quickplay option and message, and its countdown", () => {
    const section = "`quickplay`: Quick Play for every game";
    expect(firstColumn(section, 'Options (`joinOrCreate("quickplay", …)`)').sort()).toEqual(keys(quickPlayOptionsSchema.shape));
    expect(firstColumn(section, "Server → client").sort()).toEqual(keys(quickPlayServerMessages));
    expect(doc).toContain(`on entry (\`secondsLeft\` ${QUICK_PLAY_COUNTDOWN_SECONDS})`);
  });

  it("describes every state field the room synchronises", () => {
    const documented = firstColumn("`ludo` messages", "State");
    expect(documented.sort()).toEqual([...LUDO_STATE_FIELDS, ...LUDO_PLAYER_FIELDS].sort());
    // …and the contracts' field lists are the schema the room really sends.
    expect(Object.keys(new LudoRoomState().toJSON()).sort()).toEqual([...LUDO_STATE_FIELDS].sort());
    expect(Object.keys(new LudoPlayer().toJSON()).sort()).toEqual([...LUDO_PLAYER_FIELDS].sort());
  });

  it("lists every chess message both ways, every create option, and the state the chess room sends", () => {
    expect(firstColumn("`chess` messages", "Client → server").sort()).toEqual(keys(chessClientMessages));
    expect(firstColumn("`chess` messages", "Server → client").sort()).toEqual(keys(chessServerMessages));
    const options = new Set(chessCreateOptionsSchema.options.flatMap((o) => Object.keys(o.shape)));
    const section = doc.slice(doc.indexOf("### Create options (`create(\"chess\", …)`)"));
    for (const option of options) expect(section, option).toContain(`\`${option}\``);
    expect(firstColumn("`chess` messages", "State").sort()).toEqual([...CHESS_STATE_FIELDS, ...CHESS_PLAYER_FIELDS].sort());
    expect(Object.keys(new ChessRoomState().toJSON()).sort()).toEqual([...CHESS_STATE_FIELDS].sort());
    expect(Object.keys(new ChessPlayer().toJSON()).sort()).toEqual([...CHESS_PLAYER_FIELDS].sort());
    expect(doc).toContain(`at most ${CHESS_MAX_MESSAGES_PER_SECOND} messages a second from one client (\`CHESS_MAX_MESSAGES_PER_SECOND\`)`);
  });

  it("lists every flash message both ways, every create and join option, every table state and the state the room sends", () => {
    expect(firstColumn("`flash` messages", "Client → server").sort()).toEqual(keys(flashClientMessages));
    expect(firstColumn("`flash` messages", "Server → client").sort()).toEqual(keys(flashServerMessages));
    const section = doc.slice(doc.indexOf('### Create options (`create("flash", …)`)'));
    const options = new Set([...flashCreateOptionsSchema.options.flatMap((o) => Object.keys(o.shape)), ...Object.keys(flashJoinOptionsSchema.shape)]);
    for (const option of options) expect(section, option).toContain(`\`${option}\``);
    expect(firstColumn("`flash` messages", "State").sort()).toEqual([...FLASH_STATE_FIELDS, ...FLASH_PLAYER_FIELDS].sort());
    expect(Object.keys(new FlashRoomState().toJSON()).sort()).toEqual([...FLASH_STATE_FIELDS].sort());
    expect(Object.keys(new FlashPlayer().toJSON()).sort()).toEqual([...FLASH_PLAYER_FIELDS].sort());
    for (const status of FLASH_TABLE_STATES) expect(section, status).toContain(status);
    expect(doc).toContain(`At\nmost ${FLASH_MAX_MESSAGES_PER_SECOND} messages a second from one client (\`FLASH_MAX_MESSAGES_PER_SECOND\`)`);
  });

  it("lists every blackjack message both ways and the state the room sends (round, hands, player)", () => {
    expect(firstColumn("`blackjack` messages", "Client → server").sort()).toEqual(keys(blackjackClientMessages));
    expect(firstColumn("`blackjack` messages", "Server → client").sort()).toEqual(keys(blackjackServerMessages));
    const documented = [...new Set(firstColumn("`blackjack` messages", "State"))].sort();
    expect(documented).toEqual([...new Set([...BLACKJACK_STATE_FIELDS, ...BLACKJACK_HAND_FIELDS, ...BLACKJACK_PLAYER_FIELDS])].sort());
    expect(Object.keys(new BlackjackRoomState().toJSON()).sort()).toEqual([...BLACKJACK_STATE_FIELDS].sort());
    expect(Object.keys(new BlackjackHand().toJSON()).sort()).toEqual([...BLACKJACK_HAND_FIELDS].sort());
    expect(Object.keys(new BlackjackPlayer().toJSON()).sort()).toEqual([...BLACKJACK_PLAYER_FIELDS].sort());
    expect(doc).toContain(`At most ${BLACKJACK_MAX_MESSAGES_PER_SECOND} messages a second from one client (\`BLACKJACK_MAX_MESSAGES_PER_SECOND\`)`);
  });

  it("lists every pools option and message, its push interval and flood limit", () => {
    const section = "`pools`: live figures of the Derby and H2H";
    expect(firstColumn(section, 'Join options (`joinOrCreate("pools", …)`)').sort()).toEqual(keys(poolsJoinOptionsSchema.shape));
    expect(firstColumn(section, "Server → client").sort()).toEqual(keys(poolsServerMessages));
    expect(doc).toContain(`at most one message per topic every ${POOLS_PUSH_EVERY_MS} ms`);
    expect(doc).toContain(`more than ${POOLS_MAX_MESSAGES_PER_SECOND} messages a second\n(\`POOLS_MAX_MESSAGES_PER_SECOND\`)`);
  });

  it("states the flood limit the rooms use", () => {
    expect(doc).toContain(`at most ${LUDO_MAX_MESSAGES_PER_SECOND} messages a second`);
  });

  it("states the matchmaking guard and the lookup limits the server uses", () => {
    expect(doc).toContain(`refused with 401 \`${LOGIN_TO_PLAY}\``);
    expect(doc).toContain(`at most ${MATCHMAKE_MAX_BODY_BYTES / 1024} KB (${MATCHMAKE_MAX_BODY_BYTES.toLocaleString("en")} bytes`);
    expect(doc).toContain(`413 \`${BODY_TOO_LARGE}\``);
    const minutes = (ms: number) => `${ms / 60_000} minutes`;
    expect(doc).toContain(`at most ${LIMITS.roomJoinsByIdPerUser.max} in ${minutes(LIMITS.roomJoinsByIdPerUser.windowMs)}`);
    expect(doc).toContain(`at most ${LIMITS.ludoLookupsPerUser.max} in ${minutes(LIMITS.ludoLookupsPerUser.windowMs)}`);
  });
});
