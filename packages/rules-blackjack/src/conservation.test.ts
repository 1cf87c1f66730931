/**
 * Money is conserved over many random rounds: every coin the player stakes is held by an event as it is staked, the
 * settlement pays back only what the rules allow for those stakes, and a ledger of player, escrow and house ends
 * each round with the escrow empty and the three summing to what they held before. No coin is created or lost.
 *
 * The suite plays 20,000 rounds; the million runs with `BJ_HANDS=1000000 pnpm exec vitest run --project
 * packages packages/rules-blackjack/src/conservation.test.ts` (a few minutes).
 */
import { createHmac } from "node:crypto";
import type { HmacSha256 } from "@arena/fair";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cardName, handTotal, isBust } from "./cards.js";
import { apply, deal, legalActions, playOut, replayRound, type BlackjackEvent, type BlackjackRound } from "./round.js";
import { blackjackWin } from "./settle.js";
import { fairShoe, SHOE_NONCES } from "./shoe.js";
import { simulate } from "./simulate.js";

const ROUNDS = Number(process.env.BJ_HANDS ?? 20_000);
const mac: HmacSha256 = (key, message) => createHmac("sha256", key).update(message).digest();
// About 0.1 ms a round with the replay check; generous for a loaded machine.
const TIMEOUT = Math.max(60_000, ROUNDS * 2);

/** A failed check throws, which fast-check shrinks; far cheaper than expect() a million times. */
function check(condition: boolean, what: string): void {
  if (!condition) throw new Error(`broken: ${what}`);
}

/** A ledger of three accounts that only moves coins between them, as the server's does. */
class Ledger {
  player = 10_000_000;
  escrow = 0;
  house = 10_000_000;
  total = () => this.player + this.escrow + this.house;
  move(from: "player" | "escrow" | "house", to: "player" | "escrow" | "house", amount: number): void {
    check(Number.isSafeInteger(amount) && amount >= 0, `a move of ${amount}`);
    this[from] -= amount;
    this[to] += amount;
  }
}

/** Plays one round choosing among the legal actions by `choices`; when they run out the player leaves (playOut). */
function playRandomRound(serverSeed: string, nonce: number, bet: number, choices: number[]) {
  const ctx = { shoe: fairShoe({ serverSeed, clientSeed: "conservation" }, nonce, mac) };
  const events: BlackjackEvent[] = [];
  const dealt = deal(bet, ctx);
  if (!dealt.ok) throw new Error(dealt.error);
  events.push(...dealt.events);
  let state: BlackjackRound = dealt.state;
  for (const choice of choices) {
    if (state.phase === "over") break;
    const legal = legalActions(state);
    const next = apply(state, { type: legal[choice % legal.length]! }, ctx);
    if (!next.ok) throw new Error(`a legal action was refused: ${next.error}`);
    events.push(...next.events);
    state = next.state;
  }
  const left = playOut(state, ctx);
  if (!left.ok) throw new Error(left.error);
  events.push(...left.events);
  return { state: left.state, events, ctx };
}

function auditRound(state: BlackjackRound, events: BlackjackEvent[], bet: number): void {
  const result = state.result!;
  check(state.phase === "over", "the round is over");
  // Every stake was held as it was made, and nothing else was.
  const held = events.reduce((sum, e) => sum + (e.type === "held" ? e.amount : 0), 0);
  check(held === result.staked, `held ${held}, staked ${result.staked}`);
  check(events.filter((e) => e.type === "settled").length === 1, "settled once");

  // The ledger: holds go player → escrow; the settlement pays the player from escrow, the house covering what the
  // escrow lacks and taking what is left. The escrow ends empty and nothing is created.
  const ledger = new Ledger();
  const before = ledger.total();
  for (const e of events) if (e.type === "held") ledger.move("player", "escrow", e.amount);
  if (result.paid > ledger.escrow) ledger.move("house", "escrow", result.paid - ledger.escrow);
  ledger.move("escrow", "player", result.paid);
  ledger.move("escrow", "house", ledger.escrow);
  check(ledger.escrow === 0, "the escrow ends empty");
  check(ledger.total() === before, "no coin created or lost");
  check(ledger.player - 10_000_000 === result.net, "the player's balance moved by the net");
  check(result.net === result.paid - result.staked, "net = paid - staked");

  // Each stake is paid only what the rules allow: lose, push, even money, or 3:2 on an unsplit two-card 21.
  for (const [i, h] of result.hands.entries()) {
    const hand = state.hands[i]!;
    check(h.staked === (hand.doubled ? 2 * bet : bet), `hand ${i} staked ${h.staked}`);
    const allowed = [0, h.staked, 2 * h.staked];
    if (h.outcome === "blackjack") {
      check(state.hands.length === 1 && hand.cards.length === 2, "a blackjack is an unsplit two-card hand");
      check(h.paid === bet + blackjackWin(bet), `blackjack paid ${h.paid}`);
    } else {
      check(allowed.includes(h.paid), `hand ${i} paid ${h.paid} on ${h.staked}`);
    }
    if (h.bust) check(h.paid === 0, "a bust hand is paid nothing");
  }
  if (result.insurance) check([0, 3 * result.insurance.staked].includes(result.insurance.paid), "insurance pays 2:1 or nothing");
  check(result.hands.length <= 3, "three hands at most");

  // Cards: every card dealt is on the table, and the shoe's six decks hold no seventh copy of any.
  const onTable = [...state.hands.flatMap((h) => h.cards), ...state.dealer];
  check(onTable.length === state.drawn, "every dealt card is on the table");
  const copies = new Map<string, number>();
  for (const c of onTable) copies.set(cardName(c), (copies.get(cardName(c)) ?? 0) + 1);
  check(Math.max(...copies.values()) <= 6, "six decks");

  // The dealer drew to 17 and stood on every 17, unless a natural or all-bust hands ended the round first.
  const dealerDrew = state.dealer.length > 2;
  if (dealerDrew) {
    check(handTotal(state.dealer.slice(0, -1)).total < 17, "the dealer stood on 17");
    check(handTotal(state.dealer).total >= 17, "the dealer drew to 17");
  }
  const played = !result.dealer.blackjack && !(result.hands[0]!.outcome === "blackjack") && !state.hands.every((h) => isBust(h.cards));
  if (played) check(handTotal(state.dealer).total >= 17, "the dealer played to 17");
}

describe("money is conserved", () => {
  it(
    `over ${ROUNDS.toLocaleString("en")} random rounds with random legal actions (and leaving mid-round)`,
    () => {
      fc.assert(
        fc.property(
          fc.string({ minLength: 1, maxLength: 16 }),
          fc.nat({ max: 1_000_000 }),
          fc.oneof(fc.integer({ min: 1, max: 1_000 }), fc.constantFrom(100, 500, 1_000, 10_000)),
          fc.array(fc.nat(), { maxLength: 12 }),
          (serverSeed, nonce, bet, choices) => {
            const { state, events, ctx } = playRandomRound(serverSeed, nonce, bet, choices);
            auditRound(state, events, bet);
            // Deterministic given the shoe: the recorded actions replay to the same round.
            const replay = replayRound(bet, state.actions, ctx);
            check(replay.ok && JSON.stringify(replay.state) === JSON.stringify(state), "the replay reaches the same round");
          },
        ),
        { numRuns: ROUNDS, seed: 19 },
      );
    },
    TIMEOUT,
  );

  it("in the basic-strategy simulation too, whose totals add up", () => {
    const seed = { serverSeed: "simulation-test", clientSeed: "conservation" };
    let rounds = 0;
    const sim = simulate(20_000, (i) => ({ seed, nonce: i * SHOE_NONCES }), {
      mac,
      onRound: (state) => {
        rounds++;
        expect(state.result!.net).toBe(state.result!.paid - state.result!.staked);
      },
    });
    expect(rounds).toBe(20_000);
    expect(sim.wagered).toBe(100 * 20_000);
    expect(sim.net).toBe(sim.paid - sim.staked);
    expect(sim.staked).toBeGreaterThan(sim.wagered); // doubles and splits
    // 20,000 rounds give about ±1.6%: a sanity bound, not the RTP check (that is `pnpm bench:rtp`).
    expect(sim.rtp).toBeGreaterThan(0.97);
    expect(sim.rtp).toBeLessThan(1.025);
    expect(sim.ci95[0]).toBeLessThan(sim.rtp);
    expect(sim.ci95[1]).toBeGreaterThan(sim.rtp);
    expect(sim.sd).toBeGreaterThan(1);
    expect(sim.sd).toBeLessThan(1.3);
    // The same seeds give the same figures.
    expect(simulate(500, (i) => ({ seed, nonce: i * SHOE_NONCES }), { mac })).toEqual(
      simulate(500, (i) => ({ seed, nonce: i * SHOE_NONCES })),
    );
  }, 60_000);
});
