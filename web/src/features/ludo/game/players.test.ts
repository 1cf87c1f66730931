import { describe, expect, it } from "vitest";
import type { WinnerEntry } from "@arena/contracts";
import type { LudoPlayerView, LudoRoomView } from "../realtime";
import { canRoll, completeView, didIWin, myColourIn, myMovableTokens, rematchPlayers, seatedPlayers, tokenWhere } from "./players";

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

describe("rematchPlayers", () => {
  it("lists people still at the table", () => {
    const view = room({
      players: {
        red: player({}),
        green: player({ id: "bot", color: "green", isBot: true }),
        yellow: player({ id: "u2", color: "yellow", status: "LEFT" }),
        blue: player({ id: "u3", color: "blue", status: "FINISHED" }),
      },
    });
    expect(rematchPlayers(view).map((p) => p.color)).toEqual(["red", "blue"]);
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
