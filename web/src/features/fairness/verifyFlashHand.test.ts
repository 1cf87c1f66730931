import { describe, expect, it } from "vitest";
import { hashServerSeed } from "@arena/fair";
import { flashTableTerms, toCoins, toMinor, type FlashHandRecord, type FlashResultEntry } from "@arena/contracts";
import { applyAction, cardName, dealHands, newHand, type FlashAction, type FlashHand } from "@arena/rules-flash";
import { actionsOf, verifyFlashHand } from "./verifyFlashHand";

const SEED = { serverSeed: "flash-test-server-seed", clientSeed: "client-7" };
const SEATS = [
  { key: "4", stack: 50, name: "Dee" },
  { key: "1", stack: 80, name: "Ann" },
  { key: "2", stack: 35.5, name: "Bob" },
];
const terms = flashTableTerms(1);

/** A hand played through the rules themselves, recorded as the server records it (5% of winnings to the house). */
function playedHand(actions: (hand: FlashHand) => FlashAction | null): FlashHandRecord {
  const deal = dealHands(SEED, 0, SEATS.length);
  const started = newHand({
    boot: toMinor(terms.boot),
    chaalLimit: toMinor(terms.chaalLimit),
    potLimit: toMinor(terms.potLimit),
    blindLimit: terms.blindLimit,
    seats: SEATS.map((s) => ({ key: s.key, stack: toMinor(s.stack) })),
    hands: deal.hands,
  });
  if (!started.ok) throw new Error(started.error);
  let hand = started.state;
  for (let i = 0; i < 100 && !hand.result; i++) {
    const action = actions(hand);
    if (!action) break;
    const next = applyAction(hand, action);
    if (!next.ok) throw new Error(`${action.type}: ${next.error}`);
    hand = next.state;
  }
  if (!hand.result) throw new Error("the hand did not end");
  const won = new Set(hand.result.pots.flatMap((p) => p.winners.map((w) => w.seat)));
  const result: FlashResultEntry[] = hand.seats.map((seat, i) => {
    const gross = seat.stack - seat.startStack;
    const cut = gross > 0 ? Math.round(gross * 0.05) : 0;
    const net = toCoins(gross - cut);
    return {
      uid: `u${seat.key}`,
      nickname: SEATS[i]!.name,
      seat: seat.key,
      isBot: false,
      winner: won.has(i),
      net,
      winingAmount: Math.max(0, net),
      commission: toCoins(cut),
      outcome: seat.status === "packed" ? "packed" : won.has(i) ? "won" : "lost",
      cards: seat.shown ? seat.cards!.map(cardName) : [],
      hand: "",
      reason: hand.result!.reason,
    };
  });
  return {
    gameId: "00000000-0000-4000-8000-000000000001",
    roomId: "123456",
    gameType: "Private",
    currency: "COIN",
    status: "finished",
    terms: { boot: terms.boot, blindLimit: terms.blindLimit, chaalLimit: terms.chaalLimit, potLimit: terms.potLimit, a23: "second" },
    players: SEATS.map((s) => ({ userId: `u${s.key}`, playerName: s.name, seat: s.key, isBot: false, stack: s.stack })),
    nonce: 0,
    deck: deal.deck.map(cardName),
    hands: deal.hands.map((h) => h.map(cardName)),
    actions: hand.actions.map((a) => ({ ...a, seat: hand.seats[a.seat]!.key })),
    result,
    serverSeedHash: hashServerSeed(SEED.serverSeed),
    serverSeed: SEED.serverSeed,
    clientSeed: SEED.clientSeed,
    startedAt: "2026-01-01T00:00:00.000Z",
    endedAt: "2026-01-01T00:01:00.000Z",
  };
}

/** Everyone bets blind twice, the third player packs, then the next player asks for the show. */
const toShow = (hand: FlashHand): FlashAction => {
  const seat = hand.toAct;
  if (hand.seats.filter((s) => s.status === "active").length === 2) return { type: "show", seat };
  if (hand.actions.length >= 4 && seat === 2) return { type: "pack", seat };
  return { type: "bet", seat, double: hand.actions.length === 1 };
};

describe("verifying a Flash hand", () => {
  it("passes a hand played by the rules: seed, deck, every hand, and the replayed result", () => {
    const record = playedHand(toShow);
    expect(record.result.find((r) => r.winner)).toBeDefined();
    const verdict = verifyFlashHand(record);
    expect(verdict.state).toBe("verified");
    if (verdict.state === "pending") return;
    expect(verdict.commitmentMatches).toBe(true);
    expect(verdict.deckMatches).toBe(true);
    expect(verdict.deck).toHaveLength(52);
    expect(verdict.hands.map((h) => h.ok)).toEqual([true, true, true]);
    expect(verdict.replay).toEqual({ state: "ok" });
    expect(verdict.results.every((r) => r.ok)).toBe(true);
    expect(verdict.results.map((r) => r.recordedChange).reduce((a, b) => a + b, 0)).toBeCloseTo(0, 6);
  });

  it("passes a hand everyone else packed, with its actions mapped from seat keys to the hand's order", () => {
    const record = playedHand((hand) => ({ type: "pack", seat: hand.toAct }));
    expect(actionsOf(record)).toEqual(record.actions.map((a) => ({ type: "pack", seat: record.players.findIndex((p) => p.seat === a.seat) })));
    expect(verifyFlashHand(record).state).toBe("verified");
  });

  it("waits for the seed while the hand is played", () => {
    expect(verifyFlashHand({ ...playedHand(toShow), status: "active", serverSeed: null }).state).toBe("pending");
  });

  it("fails a seed that is not the committed one", () => {
    const verdict = verifyFlashHand({ ...playedHand(toShow), serverSeedHash: hashServerSeed("another seed") });
    expect(verdict.state).toBe("failed");
    if (verdict.state !== "pending") expect(verdict.commitmentMatches).toBe(false);
  });

  it("fails a recorded deck or hand that the seeds do not deal", () => {
    const record = playedHand(toShow);
    const deck = [...record.deck];
    [deck[0], deck[51]] = [deck[51]!, deck[0]!];
    const hands = record.hands.map((h) => [...h]);
    hands[1] = [hands[1]![1]!, hands[1]![0]!, hands[1]![2]!];
    const verdict = verifyFlashHand({ ...record, deck, hands });
    expect(verdict.state).toBe("failed");
    if (verdict.state === "pending") return;
    expect(verdict.deckMatches).toBe(false);
    expect(verdict.hands.map((h) => h.ok)).toEqual([true, false, true]);
  });

  it("fails a result the actions do not lead to", () => {
    const record = playedHand(toShow);
    const result = record.result.map((r) => ({ ...r, winner: !r.winner }));
    const verdict = verifyFlashHand({ ...record, result });
    expect(verdict.state).toBe("failed");
    if (verdict.state !== "pending") expect(verdict.results.some((r) => !r.ok)).toBe(true);
  });

  it("fails actions the rules refuse, saying which one", () => {
    const record = playedHand(toShow);
    const actions = [record.actions[1]!, ...record.actions];
    const verdict = verifyFlashHand({ ...record, actions });
    expect(verdict.state).toBe("failed");
    if (verdict.state !== "pending") expect(verdict.replay).toMatchObject({ state: "refused", at: 0 });
  });

  it("checks a void hand's deal and says it has no result to replay", () => {
    const verdict = verifyFlashHand({ ...playedHand(toShow), status: "aborted", result: [] });
    expect(verdict.state).toBe("verified");
    if (verdict.state !== "pending") expect(verdict.replay).toEqual({ state: "void" });
  });

  it("builds records whose stacks' changes (net plus commission) sum to zero, as the server's do", () => {
    const record = playedHand(toShow);
    expect(record.result.reduce((sum, r) => sum + toMinor(r.net + r.commission), 0)).toBe(0);
  });
});
