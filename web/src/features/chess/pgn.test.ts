import { describe, expect, it } from "vitest";
import type { ChessRoomView } from "@arena/contracts";
import { buildPgn, pgnFileName, pgnOfRoom, pgnResult, pgnTermination } from "./pgn";
import { completeChessView } from "./view";

const SCHOLARS_MATE = ["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"];

describe("buildPgn", () => {
  it("writes the seven tag roster, the clock and the numbered moves ending in the result", () => {
    const pgn = buildPgn({
      white: "ana",
      black: "bruno",
      date: new Date("2025-03-07T23:30:00Z"),
      result: "1-0",
      minutes: 10,
      increment: 5,
      moves: SCHOLARS_MATE,
      event: "Private game",
      site: "https://arena.example",
      termination: "Normal",
    });
    expect(pgn).toBe(
      [
        '[Event "Private game"]',
        '[Site "https://arena.example"]',
        '[Date "2025.03.07"]',
        '[Round "-"]',
        '[White "ana"]',
        '[Black "bruno"]',
        '[Result "1-0"]',
        '[TimeControl "600+5"]',
        '[Termination "Normal"]',
        "",
        "1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0",
        "",
      ].join("\n"),
    );
  });

  it("marks an untimed game's clock with '-', a game without moves with the result alone, unknown names with '?'", () => {
    const pgn = buildPgn({ white: "", black: "Computer level 3", date: new Date(0), result: "*", minutes: -1, increment: 0, moves: [] });
    expect(pgn).toContain('[TimeControl "-"]');
    expect(pgn).toContain('[White "?"]');
    expect(pgn).not.toContain("Termination");
    expect(pgn.trimEnd().split("\n").at(-1)).toBe("*");
  });

  it("escapes quotes and backslashes in names so the header stays one value", () => {
    const pgn = buildPgn({ white: 'the "rook"', black: "back\\slash", date: new Date(0), result: "*", minutes: 3, increment: 2, moves: [] });
    expect(pgn).toContain('[White "the \\"rook\\""]');
    expect(pgn).toContain('[Black "back\\\\slash"]');
  });

  it("keeps every movetext line under 80 characters and numbers black's moves in pairs", () => {
    const moves = Array.from({ length: 120 }, (_, i) => (i % 2 === 0 ? "Nf3" : "Nf6"));
    const pgn = buildPgn({ white: "a", black: "b", date: new Date(0), result: "1/2-1/2", minutes: 5, increment: 0, moves });
    const movetext = pgn.split("\n\n")[1]!.trimEnd().split("\n");
    expect(movetext.length).toBeGreaterThan(1);
    for (const line of movetext) expect(line.length).toBeLessThan(80);
    expect(movetext.join(" ")).toMatch(/^1\. Nf3 Nf6 2\. Nf3 Nf6 .* 60\. Nf3 Nf6 1\/2-1\/2$/);
  });
});

describe("the result and termination from the room's end", () => {
  const end = (over: Partial<ChessRoomView>) => completeChessView({ gameStatus: "finished", ...over })!;
  it("gives the winner's score, a draw when a finished game has no winner, and '*' for an abort or a game on", () => {
    expect(pgnResult(end({ winner: "white", status: "checkmate" }))).toBe("1-0");
    expect(pgnResult(end({ winner: "black", status: "resign" }))).toBe("0-1");
    expect(pgnResult(end({ winner: "", status: "threefold" }))).toBe("1/2-1/2");
    expect(pgnResult(end({ winner: "", status: "aborted" }))).toBe("*");
    expect(pgnResult(end({ winner: "", status: "noStart" }))).toBe("*");
    expect(pgnResult(completeChessView({ gameStatus: "active", status: "started" })!)).toBe("*");
  });

  it("names a flag fall a time forfeit and a player who left an abandoned game", () => {
    expect(pgnTermination("timeout")).toBe("Time forfeit");
    expect(pgnTermination("left")).toBe("Abandoned");
    expect(pgnTermination("checkmate")).toBe("Normal");
    expect(pgnTermination("started")).toBeUndefined();
  });

  it("takes the players' names by the colour they played, whatever their seat", () => {
    const view = completeChessView({
      gameStatus: "finished",
      gameType: "Private",
      status: "resign",
      winner: "black",
      minutes: 3,
      increment: 2,
      moves: ["d4"],
      players: {
        p1: { id: "u1", playerName: "ana", color: "black" } as ChessRoomView["players"][string],
        p2: { id: "u2", playerName: "bruno", color: "white" } as ChessRoomView["players"][string],
      },
    })!;
    const pgn = pgnOfRoom(view, new Date("2025-01-02T00:00:00Z"), "arena");
    expect(pgn).toContain('[White "bruno"]');
    expect(pgn).toContain('[Black "ana"]');
    expect(pgn).toContain('[Event "Private game"]');
    expect(pgn).toContain('[Termination "Normal"]');
    expect(pgn).toContain("1. d4 0-1");
  });

  it("names the download after the game id, without characters a file system refuses", () => {
    expect(pgnFileName("3f2a-77")).toBe("chess-3f2a-77.pgn");
    expect(pgnFileName("../x")).toBe("chess-x.pgn");
  });
});
