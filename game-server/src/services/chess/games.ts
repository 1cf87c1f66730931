import { CHESS_GAME, toCoins, type ChessGameRecord, type ChessGameType, type ChessResultEntry } from "@arena/contracts";
import type { AppContext } from "../../context.js";
import { findGame, type GameRecordRow } from "../games/records.js";

type PlayRecord = [{ type: "colour"; nonce: number; value: number; white: string }?, { type: "moves"; moves: string[]; pgn: string }?];

const PGN_RESULT = (r: ChessResultEntry[]): string => {
  const white = r.find((e) => e.color === "white");
  if (!white || white.outcome === "aborted") return "*";
  return white.outcome === "win" ? "1-0" : white.outcome === "loss" ? "0-1" : "1/2-1/2";
};

/** The game's PGN: the record's players and result as headers, the moves (with clock comments) as the rules wrote them. */
function pgnOf(row: GameRecordRow, players: ChessGameRecord["players"], result: ChessResultEntry[], movetext: string): string {
  const name = (colour: "white" | "black") => players.find((p) => p.color === colour)?.playerName ?? "?";
  const minutes = Number(row.details.minutes ?? -1);
  const headers: [string, string][] = [
    ["Event", `${row.mode} game`],
    ["Site", "Arena"],
    ["Date", row.startedAt.toISOString().slice(0, 10).replaceAll("-", ".")],
    ["White", name("white")],
    ["Black", name("black")],
    ["Result", PGN_RESULT(result)],
    ["TimeControl", minutes < 0 ? "-" : `${minutes * 60}+${Number(row.details.increment ?? 0)}`],
  ];
  // The rules' movetext without its own headers or result token: the record's result is the one that counts.
  const body = movetext.replace(/^\[.*\]\s*$/gm, "").trim().replace(/\s*(1-0|0-1|1\/2-1\/2|\*)$/, "");
  const tags = headers.map(([k, v]) => `[${k} "${v.replaceAll('"', "'")}"]`).join("\n");
  return `${tags}\n\n${body ? `${body} ` : ""}${PGN_RESULT(result)}\n`;
}

/** A chess game as anyone may see it: the server seed only once the game is over. */
export function toChessGameRecord(row: GameRecordRow): ChessGameRecord {
  const [colour, play] = row.draws as PlayRecord;
  const players = row.players as ChessGameRecord["players"];
  const result = row.result as ChessResultEntry[];
  return {
    gameId: row.id,
    roomId: row.roomId,
    gameType: row.mode as ChessGameType,
    currency: row.currency,
    roomAmount: toCoins(row.fee),
    status: row.status,
    minutes: Number(row.details.minutes ?? -1),
    increment: Number(row.details.increment ?? 0),
    players,
    result,
    colourDraw: colour && colour.nonce >= 0 ? { nonce: colour.nonce, value: colour.value } : null,
    moves: play?.moves ?? [],
    pgn: pgnOf(row, players, result, play?.pgn ?? ""),
    serverSeedHash: row.serverSeedHash,
    serverSeed: row.status === "active" ? null : row.serverSeed,
    clientSeed: row.clientSeed,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
  };
}

export const findChessGame = async (ctx: AppContext, gameId: string): Promise<ChessGameRecord> => toChessGameRecord(await findGame(ctx, CHESS_GAME, gameId));
