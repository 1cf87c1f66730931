import { matchMaker } from "@colyseus/core";
import { describe, expect, it } from "vitest";
import { enter, fundedPlayer, sleep } from "./ludoPlayers.js";
import { startTestPlatform } from "./platform.js";

const table = { gameType: "Classic", roomId: "room_Sd01", roomAmount: 1, maxPlayers: 2, color: "green", playerName: "First" };

describe("a graceful shutdown", () => {
  // A seat reserved just before the signal can be taken after it: that player must be turned away, or the table
  // waits for them forever and the process never exits (found by the SIGTERM crash test on CI).
  it("turns away a player who takes a seat reserved before it began, and still ends", { timeout: 30_000 }, async () => {
    const t = await startTestPlatform();
    const [p1, p2] = await Promise.all([fundedPlayer(t, 10), fundedPlayer(t, 10)]);
    const [first] = await enter(p1.client.create("ludo", table));
    // Options a first seat would pass too: by the time it is taken the shutdown has emptied the table.
    const reservation = await matchMaker.joinById(first.roomId, { ...table, color: "blue", playerName: "Late" });
    expect(reservation.roomId).toBe(first.roomId);
    // The lobbies' listings too: a watcher who comes in late would hold them open just the same.
    await Promise.all(["ludo_lobby", "lobby"].map((name) => p1.client.joinOrCreate(name)));
    const lobbies = await Promise.all(["ludo_lobby", "lobby"].map((name) => matchMaker.joinOrCreate(name, {})));

    const closing = t.platform.close();
    await sleep(100);
    expect(matchMaker.state).toBe(matchMaker.MatchMakerState.SHUTTING_DOWN);
    const late = p2.client.consumeSeatReservation(reservation).then(
      (room) => ({ joined: true, room }),
      (err: Error) => ({ joined: false, message: err.message }),
    );

    const lateWatchers = lobbies.map((seat) => p2.client.consumeSeatReservation(seat).then(() => "joined", (err: Error) => err.message));

    const ended = await Promise.race([closing.then(() => "ended"), sleep(10_000).then(() => "still running after 10 s")]);
    expect(ended).toBe("ended");
    const outcome = await late;
    expect(outcome).toMatchObject({ joined: false, message: "The server is restarting: please join again in a moment." });
    expect(await Promise.all(lateWatchers)).toEqual(Array(2).fill("The server is restarting: please join again in a moment."));
  });
});
