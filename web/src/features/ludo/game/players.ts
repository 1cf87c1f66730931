/**
 * Pure readings of the room state and results for the page: who you are, who may act, whether you won. None
 * of them decides anything the server decides; they only read what it sent.
 */
import type { TFunction } from "i18next";
import type { PawnColour, WinnerEntry } from "@arena/contracts";
import { COLORS } from "@arena/rules-ludo";
import type { RematchSeat } from "../../table/RematchDialog";
import type { ResultRow } from "../../table/ResultDialog";
import type { LudoPlayerView, LudoRoomView } from "../realtime";

const DEFAULT_PLAYER: Omit<LudoPlayerView, "color"> = {
  id: "",
  playerName: "",
  isConnected: false,
  isCreator: false,
  isAccept: false,
  isBot: false,
  status: "ACTIVE",
  tokens: [-1, -1, -1, -1],
  missedTurns: 0,
  place: 0,
};

/**
 * The room state as the page reads it: every field present, whatever part of the schema has arrived yet (the
 * first snapshot after a join can lack the players map or a player's tokens).
 */
export function completeView(raw: Partial<LudoRoomView> | null): LudoRoomView | null {
  if (!raw) return null;
  const players: Record<string, LudoPlayerView> = {};
  for (const [key, p] of Object.entries(raw.players ?? {})) {
    if (!p) continue;
    const tokens = Array.from({ length: 4 }, (_, i) => p.tokens?.[i] ?? -1);
    players[key] = { ...DEFAULT_PLAYER, ...p, color: (p.color || key) as PawnColour, tokens };
  }
  return {
    roomId: "",
    gameId: "",
    gameType: "",
    rules: "classic",
    maxPlayers: 4,
    roomAmount: 0,
    currency: "COIN",
    boardType: "default",
    status: "",
    gameStatus: "not_started",
    turn: "",
    dice: 0,
    turnEndsAt: 0,
    turnSeconds: 15,
    serverSeedHash: "",
    clientSeed: "",
    rolls: 0,
    ...raw,
    lastRoll: { color: "", dice: 0, nonce: -1, ...raw.lastRoll },
    lastMove: { serial: 0, color: "", token: 0, from: 0, to: 0, ...raw.lastMove, captured: [...(raw.lastMove?.captured ?? [])] },
    legalTokens: [...(raw.legalTokens ?? [])],
    players,
  };
}

/** Players in seat order round the board (red, green, yellow, blue). */
export function seatedPlayers(view: LudoRoomView): LudoPlayerView[] {
  return COLORS.flatMap((c) => {
    const p = view.players[c];
    return p ? [p] : [];
  });
}

/** Your colour: the seat carrying your user id; in a computer game, the only seat that is not a bot. */
export function myColourIn(view: LudoRoomView, myId: string | null): PawnColour | null {
  const players = seatedPlayers(view);
  const mine = myId ? players.find((p) => !p.isBot && p.id === myId) : undefined;
  if (mine) return mine.color;
  const humans = players.filter((p) => !p.isBot);
  return view.gameType === "Computer" && humans.length === 1 ? humans[0]!.color : null;
}

/** The tokens you may move now: the server's legal tokens, only on your turn while it waits for a token. */
export function myMovableTokens(view: LudoRoomView, myColor: PawnColour | null): number[] {
  if (!myColor || view.gameStatus !== "active" || view.turn !== myColor || view.status !== "waiting_for_token") return [];
  return [...view.legalTokens];
}

export const canRoll = (view: LudoRoomView, myColor: PawnColour | null): boolean =>
  myColor !== null && view.gameStatus === "active" && view.turn === myColor && view.status === "waiting_for_dice";

export const isOnline = (view: Pick<LudoRoomView, "gameType">): boolean => view.gameType !== "Computer";

/**
 * The spec's win test: in a computer game you win when the winning colour is yours; online when the winner's
 * uid is your id.
 */
export function didIWin(winners: WinnerEntry[], gameType: string, me: { color: PawnColour | null; id: string | null }): boolean {
  const winner = winners.find((w) => w.winner) ?? winners.find((w) => w.id === 1);
  if (!winner) return false;
  return gameType === "Computer" ? winner.color === me.color : me.id !== null && winner.uid === me.id;
}

/** The seats shown in the rematch modal: people (not bots) still at the table, in seat order. */
export const rematchSeats = (view: LudoRoomView, myColor: PawnColour | null, tints: Record<PawnColour, string>): RematchSeat[] =>
  seatedPlayers(view)
    .filter((p) => !p.isBot && p.status !== "LEFT")
    .map((p) => ({ seat: p.color, name: p.playerName, isMe: p.color === myColor, isAccept: p.isAccept, isConnected: p.isConnected, tint: tints[p.color] }));

/**
 * The result's rows: rank, nickname, amount won, and under the name the colour, 'Computer' for a bot and whether
 * the player left or ran out of turns. Yours by your user id, or by your colour for a person (computer games).
 */
export function resultRows(winners: WinnerEntry[], me: { id: string | null; color: PawnColour | null }, tints: Record<PawnColour, string>, t: TFunction): ResultRow[] {
  return winners.map((w) => ({
    key: `${w.id}-${w.color}`,
    rank: w.id,
    name: w.nickname,
    isMe: (me.id !== null && w.uid === me.id) || (!w.isBot && w.color === me.color),
    isBot: w.isBot,
    detail: [
      t(`ludoGame.colour.${w.color}`),
      ...(w.isBot ? [t("ludoGame.players.bot")] : []),
      ...(w.status === "LEFT" || w.status === "OUT" ? [t(`ludoGame.players.status.${w.status}`)] : []),
    ].join(" · "),
    amount: w.winingAmount,
    tint: tints[w.color],
  }));
}

/** How a token's progress reads for people: yard, a step on the way, or home. */
export function tokenWhere(progress: number): { kind: "yard" } | { kind: "track"; step: number } | { kind: "home" } {
  if (progress < 0) return { kind: "yard" };
  if (progress >= 56) return { kind: "home" };
  return { kind: "track", step: progress + 1 };
}
