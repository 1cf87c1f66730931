/**
 * A finished (or running) game as PGN text, built here from the room's moves and the table's terms: the board gets
 * its legal moves from the server, so the web needs no chess library for this. Export format as the PGN standard
 * describes it: the Seven Tag Roster, then TimeControl and Termination, then the movetext wrapped under 80 columns.
 */
import type { ChessRoomView } from "@arena/contracts";

export type PgnResult = "1-0" | "0-1" | "1/2-1/2" | "*";

export interface PgnGame {
  white: string;
  black: string;
  /** When the game was played (the UTC date is written). */
  date: Date;
  result: PgnResult;
  /** Minutes per side (-1: untimed) and seconds added per move. */
  minutes: number;
  increment: number;
  /** Moves in SAN, in order. */
  moves: readonly string[];
  event?: string;
  site?: string;
  /** Why it ended, in words (PGN's Termination tag), when it did. */
  termination?: string;
}

/** PGN header values are quoted: a quote or backslash inside is escaped (PGN standard 8.1.1). */
const quoted = (value: string): string => `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

const pad = (n: number): string => String(n).padStart(2, "0");
export const pgnDate = (date: Date): string => `${date.getUTCFullYear()}.${pad(date.getUTCMonth() + 1)}.${pad(date.getUTCDate())}`;

/** PGN's TimeControl: "600+5" (seconds + increment), "-" for a game without a clock. */
export const pgnTimeControl = (minutes: number, increment: number): string => (minutes < 0 ? "-" : `${minutes * 60}+${increment}`);

/** The result from the room's end: a winner's colour, no winner after a real end (a draw), else unfinished. */
export function pgnResult(view: Pick<ChessRoomView, "gameStatus" | "winner" | "status">): PgnResult {
  if (view.gameStatus !== "finished") return "*";
  if (view.winner === "white") return "1-0";
  if (view.winner === "black") return "0-1";
  return view.status === "aborted" || view.status === "noStart" ? "*" : "1/2-1/2";
}

/** Tokens joined with spaces into lines of at most `width` characters. */
function wrap(tokens: readonly string[], width = 79): string[] {
  const lines: string[] = [];
  let line = "";
  for (const token of tokens) {
    if (line && line.length + 1 + token.length > width) {
      lines.push(line);
      line = token;
    } else line = line ? `${line} ${token}` : token;
  }
  if (line) lines.push(line);
  return lines;
}

export function buildPgn(game: PgnGame): string {
  const tags: [string, string][] = [
    ["Event", game.event ?? "Casual game"],
    ["Site", game.site ?? "?"],
    ["Date", pgnDate(game.date)],
    ["Round", "-"],
    ["White", game.white || "?"],
    ["Black", game.black || "?"],
    ["Result", game.result],
    ["TimeControl", pgnTimeControl(game.minutes, game.increment)],
  ];
  if (game.termination) tags.push(["Termination", game.termination]);
  const tokens = game.moves.flatMap((san, i) => (i % 2 === 0 ? [`${i / 2 + 1}.`, san] : [san]));
  const movetext = wrap([...tokens, game.result]);
  return `${tags.map(([name, value]) => `[${name} ${quoted(value)}]`).join("\n")}\n\n${movetext.join("\n")}\n`;
}

/** A file name for the download: the game id, safe for any file system. */
export const pgnFileName = (gameId: string): string => `chess-${gameId.replace(/[^\w-]/g, "") || "game"}.pgn`;

/** PGN's Termination for the room's end reason (the standard's words, as lichess writes them); none while playing. */
export function pgnTermination(reason: string): string | undefined {
  if (reason === "timeout" || reason === "timeoutDraw") return "Time forfeit";
  if (reason === "left" || reason === "claim" || reason === "aborted" || reason === "noStart") return "Abandoned";
  if (reason === "started" || reason === "Not Started" || reason === "") return undefined;
  return "Normal";
}

/** The PGN of the game at a table, with the names of the seats that played each colour. */
export function pgnOfRoom(view: ChessRoomView, date: Date, site: string): string {
  const named = (colour: "white" | "black") => Object.values(view.players).find((p) => p.color === colour)?.playerName ?? "";
  return buildPgn({
    white: named("white"),
    black: named("black"),
    date,
    result: pgnResult(view),
    minutes: view.minutes,
    increment: view.increment,
    moves: view.moves,
    event: `${view.gameType || "Casual"} game`,
    site,
    termination: view.gameStatus === "finished" ? pgnTermination(view.status) : undefined,
  });
}
