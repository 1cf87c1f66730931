import { describe, expect, it } from "vitest";
import type { WinnerEntry } from "@arena/contracts";
import type { LudoPlayerView, LudoRoomView } from "../realtime";
import type { TFunction } from "i18next";
import { canRoll, completeView, didIWin, myColourIn, myMovableTokens, rematchSeats, resultRows, seatedPlayers, tokenWhere } from "./players";

const player = (over: Partial<LudoPlayerView>): LudoPlayerView => ({
  id: "u1",
  playerName: "ana",
  color: "red",
  isConnected: true,
  isCreator: false,
  isAccept: false,
  isBot: false,
  status: "ACTIVE",
  tokens: [-1, -1, -1, -1],
  missedTurns: 0,
  place: 0,
  ...over,
});

const room = (over: Partial<LudoRoomView>): LudoRoomView => ({
  roomId: "room_ab12",
  gameId: "g1",
  gameType: "Classic",
  rules: "classic",
  maxPlayers: 2,
  roomAmount: 5,
  currency: "COIN",
  boardType: "default",
  status: "waiting_for_dice",
  lastRoll: { color: "", dice: 0, nonce: -1 },
  lastMove: { serial: 0, color: "", token: 0, from: 0, to: 0, captured: [] },
  gameStatus: "active",
  turn: "red",
  dice: 0,
  turnEndsAt: 0,
  turnSeconds: 15,
  legalTokens: [],
  serverSeedHash: "",
  clientSeed: "",
  rolls: 0,
  players: {
    yellow: player({ id: "u2", playerName: "bo", color: "yellow" }),
    red: player({}),
  },
  ...over,
});

const winner = (over: Partial<WinnerEntry>): WinnerEntry => ({
  id: 1,
  nickname: "ana",
  winner: true,
  uid: "u1",
  color: "red",
  status: "FINISHED",
  winingAmount: 9,
  isBot: false,
  ...over,
});

describe("who you are", () => {
  it("lists seats round the board", () => {
    expect(seatedPlayers(room({})).map((p) => p.color)).toEqual(["red", "yellow"]);
  });
  it("finds your colour by user id", () => {
    expect(myColourIn(room({}), "u2")).toBe("yellow");
    expect(myColourIn(room({}), "nobody")).toBeNull();
  });
  it("takes the only person in a computer game when the id is unknown", () => {
    const view = room({ gameType: "Computer", players: { red: player({ id: "x" }), yellow: player({ id: "bot-yellow", isBot: true, color: "yellow" }) } });
    expect(myColourIn(view, null)).toBe("red");
  });
});

describe("what you may do", () => {
  it("rolls only on your turn while the server waits for the dice", () => {
    expect(canRoll(room({}), "red")).toBe(true);
    expect(canRoll(room({}), "yellow")).toBe(false);
    expect(canRoll(room({ status: "waiting_for_token" }), "red")).toBe(false);
    expect(canRoll(room({ gameStatus: "finished" }), "red")).toBe(false);
  });
  it("moves only the server's legal tokens, on your turn after the roll", () => {
    expect(myMovableTokens(room({ status: "waiting_for_token", legalTokens: [0, 2] }), "red")).toEqual([0, 2]);
    expect(myMovableTokens(room({ status: "waiting_for_token", legalTokens: [0, 2] }), "yellow")).toEqual([]);
    expect(myMovableTokens(room({ status: "waiting_for_dice", legalTokens: [0] }), "red")).toEqual([]);
  });
});

describe("didIWin (spec: colour in computer games, uid online)", () => {
  it("online: the winner's uid must be yours", () => {
    const winners = [winner({}), winner({ id: 2, winner: false, uid: "u2", color: "yellow" })];
    expect(didIWin(winners, "Classic", { id: "u1", color: "yellow" })).toBe(true);
    expect(didIWin(winners, "Classic", { id: "u2", color: "red" })).toBe(false);
  });
  it("computer: the winning colour must be yours", () => {
    const winners = [winner({ uid: "bot-green", color: "green", isBot: true }), winner({ id: 2, winner: false })];
    expect(didIWin(winners, "Computer", { id: "u1", color: "red" })).toBe(false);
    expect(didIWin([winner({ uid: "someone" })], "Computer", { id: "u1", color: "red" })).toBe(true);
  });
  it("is a loss without winners", () => {
    expect(didIWin([], "Classic", { id: "u1", color: "red" })).toBe(false);
  });
});

const tints = { red: "#f00", green: "#0f0", yellow: "#ff0", blue: "#00f" } as const;
/** A t() that shows which text was asked for. */
const keyT = ((key: string) => key) as unknown as TFunction;

describe("rematchSeats", () => {
  it("lists people still at the table, you marked", () => {
    const view = room({
      players: {
        red: player({}),
        green: player({ id: "bot", color: "green", isBot: true }),
        yellow: player({ id: "u2", color: "yellow", status: "LEFT" }),
        blue: player({ id: "u3", color: "blue", status: "FINISHED", isAccept: true }),
      },
    });
    expect(rematchSeats(view, "blue", tints)).toEqual([
      { seat: "red", name: "ana", isMe: false, isAccept: false, isConnected: true, tint: "#f00" },
      { seat: "blue", name: "ana", isMe: true, isAccept: true, isConnected: true, tint: "#00f" },
    ]);
  });
});

describe("resultRows", () => {
  it("marks your row by user id online and by colour for a person, never a bot of your colour", () => {
    const winners = [winner({}), winner({ id: 2, uid: "bot-1", color: "green", isBot: true, winner: false, winingAmount: 0 })];
    expect(resultRows(winners, { id: "u1", color: null }, tints, keyT).map((r) => r.isMe)).toEqual([true, false]);
    expect(resultRows(winners, { id: null, color: "red" }, tints, keyT).map((r) => r.isMe)).toEqual([true, false]);
    expect(resultRows(winners, { id: null, color: "green" }, tints, keyT).map((r) => r.isMe)).toEqual([false, false]);
  });

  it("says under the name the colour, a bot, and a player who left or ran out of turns", () => {
    const rows = resultRows(
      [
        winner({}),
        winner({ id: 2, color: "green", isBot: true, status: "FINISHED" }),
        winner({ id: 3, color: "yellow", status: "LEFT" }),
        winner({ id: 4, color: "blue", status: "OUT" }),
      ],
      { id: "u1", color: "red" },
      tints,
      keyT,
    );
    expect(rows.map((r) => r.detail)).toEqual([
      "ludoGame.colour.red",
      "ludoGame.colour.green · ludoGame.players.bot",
      "ludoGame.colour.yellow · ludoGame.players.status.LEFT",
      "ludoGame.colour.blue · ludoGame.players.status.OUT",
    ]);
    expect(rows.map((r) => [r.rank, r.amount, r.tint])).toEqual([
      [1, 9, "#f00"],
      [2, 9, "#0f0"],
      [3, 9, "#ff0"],
      [4, 9, "#00f"],
    ]);
  });
});

describe("tokenWhere", () => {
  it("reads yard, steps from 1, and home", () => {
    expect(tokenWhere(-1)).toEqual({ kind: "yard" });
    expect(tokenWhere(0)).toEqual({ kind: "track", step: 1 });
    expect(tokenWhere(55)).toEqual({ kind: "track", step: 56 });
    expect(tokenWhere(56)).toEqual({ kind: "home" });
  });
});

describe("completeView", () => {
  it("fills what the first snapshot after a join may lack", () => {
    const view = completeView({ roomId: "room_ab12", players: { red: { color: "red", playerName: "ana" } as LudoPlayerView } });
    expect(view?.players.red?.tokens).toEqual([-1, -1, -1, -1]);
    expect(view?.legalTokens).toEqual([]);
    expect(completeView({})?.players).toEqual({});
    expect(completeView(null)).toBeNull();
  });
});
