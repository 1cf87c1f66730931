import { describe, expect, it } from "vitest";
import { hashServerSeed } from "@arena/fair";
import { toCoins, type BlackjackRoundRecord } from "@arena/contracts";
import { apply, basicStrategy, canSplit, cardName, deal, fairShoe, legalActions, type BlackjackRound } from "@arena/rules-blackjack";
import { verifyBlackjackRound } from "./verifyBlackjackRound";

const GAME = "00000000-0000-4000-8000-0000000000b1";

/** A round played through the rules from a seed and recorded as the server records it (definition.ts result()). */
function playedRound(serverSeed: string, clientSeed: string, bet: number, choose: (round: BlackjackRound) => BlackjackRound["actions"][number]): BlackjackRoundRecord {
  const shoe = fairShoe({ serverSeed, clientSeed }, 0);
  const dealt = deal(bet, { shoe });
  if (!dealt.ok) throw new Error(dealt.error);
  let round = dealt.state;
  for (let i = 0; i < 40 && round.phase !== "over"; i++) {
    const next = apply(round, choose(round), { shoe });
    if (!next.ok) throw new Error(next.error);
    round = next.state;
  }
  const r = round.result!;
  return {
    gameId: GAME,
    status: "finished",
    playerName: "Ann",
    bet: toCoins(bet),
    actions: round.actions.map((a) => a.type),
    playedOut: false,
    result: [
      {
        uid: "u1",
        nickname: "Ann",
        hands: round.hands.map((h, i) => ({
          cards: h.cards.map(cardName),
          outcome: r.hands[i]!.outcome,
          total: r.hands[i]!.total,
          staked: toCoins(r.hands[i]!.staked),
          paid: toCoins(r.hands[i]!.paid),
        })),
        insurance: r.insurance ? { staked: toCoins(r.insurance.staked), paid: toCoins(r.insurance.paid) } : null,
        dealer: { cards: round.dealer.map(cardName), total: r.dealer.total, blackjack: r.dealer.blackjack, bust: r.dealer.bust },
        staked: toCoins(r.staked),
        paid: toCoins(r.paid),
        net: toCoins(r.net),
        winingAmount: toCoins(Math.max(0, r.net)),
        playedOut: false,
      },
    ],
    serverSeedHash: hashServerSeed(serverSeed),
    serverSeed,
    clientSeed,
    startedAt: "2026-01-01T00:00:00.000Z",
    endedAt: "2026-01-01T00:01:00.000Z",
  };
}

/** Basic strategy, declining insurance (what most players do). */
const byChart = (round: BlackjackRound) => (round.phase === "insurance" ? { type: "noInsurance" as const } : basicStrategy(round)!);

/** The first seed (of a fixed list) whose deal lets the player split: a round with several hands. */
function splittingSeed(): string {
  for (let n = 0; n < 2000; n++) {
    const seed = `bj-split-${n}`;
    const dealt = deal(500, { shoe: fairShoe({ serverSeed: seed, clientSeed: "c" }, 0) });
    if (dealt.ok && dealt.state.phase === "playing" && canSplit(dealt.state)) return seed;
  }
  throw new Error("no splitting seed found");
}

describe("verifyBlackjackRound", () => {
  it("verifies a round played by the rules from its seeds: the commitment, every card dealt and every payout", () => {
    const record = playedRound("bj-server-seed-1", "client-1", 1000, byChart);
    const verdict = verifyBlackjackRound(record);
    expect(verdict.state).toBe("verified");
    if (verdict.state === "pending") throw new Error("pending");
    expect(verdict.commitmentMatches).toBe(true);
    expect(verdict.replay).toEqual({ state: "ok" });
    // Player, dealer up, player, dealer hole: the deal's four cards are the shoe's first four.
    const hand = record.result[0]!.hands[0]!.cards;
    expect(verdict.dealt.slice(0, 4)).toEqual([hand[0], record.result[0]!.dealer.cards[0], hand[1], record.result[0]!.dealer.cards[1]]);
    expect(verdict.lines.map((l) => l.kind)).toEqual([...record.result[0]!.hands.map(() => "hand"), "dealer", "totals"]);
    expect(verdict.lines.every((l) => l.ok)).toBe(true);
  });

  it("verifies a split round, hand by hand", () => {
    const seed = splittingSeed();
    let split = false;
    const record = playedRound(seed, "c", 500, (round) => {
      if (!split && legalActions(round).includes("split")) {
        split = true;
        return { type: "split" };
      }
      return byChart(round);
    });
    expect(record.actions).toContain("split");
    const verdict = verifyBlackjackRound(record);
    expect(verdict.state).toBe("verified");
    if (verdict.state === "pending") throw new Error("pending");
    expect(verdict.lines.filter((l) => l.kind === "hand").length).toBeGreaterThanOrEqual(2);
  });

  it("is pending while the round is played (the seed is still secret)", () => {
    const record = playedRound("bj-server-seed-2", "client-2", 100, byChart);
    expect(verifyBlackjackRound({ ...record, status: "active", serverSeed: null })).toEqual({ state: "pending" });
  });

  it("fails a seed that does not hash to the commitment", () => {
    const record = playedRound("bj-server-seed-3", "client-3", 100, byChart);
    const verdict = verifyBlackjackRound({ ...record, serverSeedHash: hashServerSeed("another seed") });
    expect(verdict.state).toBe("failed");
    if (verdict.state === "pending") throw new Error("pending");
    expect(verdict.commitmentMatches).toBe(false);
  });

  it("fails a recorded card, payout or total the replay does not give", () => {
    const record = playedRound("bj-server-seed-4", "client-4", 100, byChart);
    const entry = record.result[0]!;
    const otherCard = entry.hands[0]!.cards[0] === "2c" ? "3c" : "2c";
    const cases: BlackjackRoundRecord[] = [
      { ...record, result: [{ ...entry, hands: entry.hands.map((h, i) => (i === 0 ? { ...h, cards: [otherCard, ...h.cards.slice(1)] } : h)) }] },
      { ...record, result: [{ ...entry, hands: entry.hands.map((h, i) => (i === 0 ? { ...h, paid: h.paid + 1 } : h)) }] },
      { ...record, result: [{ ...entry, net: entry.net + 1 }] },
      { ...record, result: [{ ...entry, dealer: { ...entry.dealer, total: entry.dealer.total + 1 } }] },
    ];
    for (const tampered of cases) expect(verifyBlackjackRound(tampered).state).toBe("failed");
  });

  it("fails a record whose actions the rules refuse, naming where", () => {
    const record = playedRound("bj-server-seed-5", "client-5", 100, byChart);
    const verdict = verifyBlackjackRound({ ...record, actions: [...record.actions, "hit"] });
    expect(verdict.state).toBe("failed");
    if (verdict.state === "pending") throw new Error("pending");
    expect(verdict.replay).toEqual({ state: "refused", at: record.actions.length, error: "ROUND_OVER" });
  });

  it("checks only the commitment of an aborted round (its stakes were refunded, nothing was played out)", () => {
    const record = playedRound("bj-server-seed-6", "client-6", 100, byChart);
    const verdict = verifyBlackjackRound({ ...record, status: "aborted", result: [] });
    expect(verdict.state).toBe("verified");
    if (verdict.state === "pending") throw new Error("pending");
    expect(verdict.replay).toEqual({ state: "void" });
  });
});
