import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHESS_ROOM } from "@arena/contracts";
import { createChessEnginePool, type ChessEnginePool } from "../src/services/chess/engine.js";
import { chessSnapshot, play } from "./chessPlayers.js";
import { balanceOf, fundedPlayer, Inbox, ready, until } from "./ludoPlayers.js";
import { startTestPlatform, type TestPlatform } from "./platform.js";

let t: TestPlatform;
/** The person's side is played by an engine too (level 5), so the game reaches mate quickly. */
let coach: ChessEnginePool;
beforeAll(async () => {
  t = await startTestPlatform();
  coach = createChessEnginePool({ size: 1 });
});
afterAll(async () => {
  await coach.close();
  await t.platform.close();
});

describe("chess against the computer", () => {
  it("level 1 plays legal moves from the engine process until a mate, for free", async () => {
    const p = await fundedPlayer(t, 5);
    const room = await ready(p.client.create(CHESS_ROOM, { gameType: "Computer", level: 1, color: "white", playerName: "Me" }));
    const inbox = new Inbox(room);
    let s = await until(room, (st) => st.gameStatus === "active");
    expect(chessSnapshot(room)).toMatchObject({ gameType: "Computer", level: 1, currency: "FREE", roomAmount: 0 });
    const players = [...s.players.values()];
    expect(players.find((x: any) => x.isBot)).toMatchObject({ color: "black", playerName: "Computer level 1" });

    for (let i = 0; i < 200 && room.state.gameStatus !== "finished"; i++) {
      s = await until(room, (st) => st.gameStatus === "finished" || st.turn === "white", 15_000);
      if (s.gameStatus === "finished") break;
      const uci = await coach.bestMove(s.fen, 5, 0.5);
      await play(room, uci);
      // The computer answers by itself (or the game is over).
      await until(room, (st) => st.gameStatus === "finished" || st.turn === "white", 15_000);
    }
    const end = chessSnapshot(room);
    expect(end).toMatchObject({ gameStatus: "finished", status: "checkmate", winner: "white" });
    const result = await inbox.wait("game:result");
    expect(result.winners.find((w: any) => w.color === "white")).toMatchObject({ outcome: "win", reason: "checkmate", isBot: false, winingAmount: 0 });
    expect(await balanceOf(t, p.token)).toBe(5);
    await room.leave();
  }, 180_000);

  it("grants a takeback at once and declines a draw offer", async () => {
    const p = await fundedPlayer(t, 0);
    const room = await ready(p.client.create(CHESS_ROOM, { gameType: "Computer", level: 2, color: "white", playerName: "Me" }));
    const inbox = new Inbox(room);
    await until(room, (st) => st.gameStatus === "active" && st.turn === "white");
    await play(room, "e2e4");
    await until(room, (st) => st.moves.length === 2, 15_000);
    await play(room, "d2d4");
    await until(room, (st) => st.moves.length === 4, 15_000);
    // Takeback on my turn: my move and the computer's reply go back.
    room.send("takeBack");
    await until(room, (st) => st.moves.length === 2 && st.turn === "white" && st.takebackOffer === "");
    room.send("offerDraw");
    await until(room, (st) => st.drawOffer === "" && st.players.get("p1").canOfferDraw === false);
    expect(room.state.gameStatus).toBe("active");
    expect(inbox.all("error")).toEqual([]);
    await room.leave();
  }, 60_000);
});
