import type { FairSeed } from "@arena/fair";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  answerSideshow,
  bet,
  newHand,
  pack,
  payouts,
  playerView,
  see,
  show,
  sideshow,
  timeout,
  type FlashHand,
  type FlashTransition,
  type NewHandInput,
} from "./betting.js";
import { parseCards, type Card } from "./cards.js";
import { dealHands } from "./deal.js";

const cards = (text: string): Card[] => parseCards(text)!;

/** A table of the given stacks and hands (seat 0 deals); boot 10 unless told. */
function table(stacks: number[], hands: string[], options: Partial<NewHandInput> = {}): FlashHand {
  const started = newHand({
    seats: stacks.map((stack, i) => ({ key: `p${i}`, stack })),
    hands: hands.map(cards),
    boot: 10,
    chaalLimit: 1000,
    potLimit: 100_000,
    blindLimit: 4,
    ...options,
  });
  return expectOk(started).state;
}

function expectOk(t: FlashTransition): Extract<FlashTransition, { ok: true }> {
  if (!t.ok) throw new Error(`refused: ${t.error}`);
  return t;
}

/** Applies steps in order, each must be accepted. */
function play(state: FlashHand, ...steps: ((s: FlashHand) => FlashTransition)[]): FlashHand {
  return steps.reduce((s, step) => expectOk(step(s)).state, state);
}

const chips = (s: FlashHand): number => s.pot + s.seats.reduce((sum, seat) => sum + seat.stack, 0);
const lastBet = (t: FlashTransition) => (t.ok ? t.events.find((e) => e.type === "bet") : undefined);

const THREE = ["2s 7d 9c", "As Ad Ac", "Kh Qh 4s"];

describe("newHand", () => {
  it("collects the boot from every seat, all blind, stake = boot, the seat after the dealer acts", () => {
    const s = table([100, 200, 300], THREE);
    expect(s.pot).toBe(30);
    expect(s.seats.map((x) => x.stack)).toEqual([90, 190, 290]);
    expect(s.seats.every((x) => !x.seen && x.status === "active")).toBe(true);
    expect(s.stake).toBe(10);
    expect(s.toAct).toBe(1);
  });

  it("refuses a seat that cannot pay the boot, and a table that makes no sense", () => {
    const base = { hands: THREE.map(cards), boot: 10, chaalLimit: 100, potLimit: 1000, blindLimit: 3 };
    const seats = (stacks: number[]) => stacks.map((stack, i) => ({ key: `p${i}`, stack }));
    expect(newHand({ ...base, seats: seats([100, 9, 100]) })).toEqual({ ok: false, error: "STACK_BELOW_BOOT" });
    expect(newHand({ ...base, seats: seats([100, 100]) })).toEqual({ ok: false, error: "INVALID_TABLE" });
    expect(newHand({ ...base, chaalLimit: 5, seats: seats([100, 100, 100]) })).toEqual({ ok: false, error: "INVALID_TABLE" });
    expect(newHand({ ...base, boot: 2.5, seats: seats([100, 100, 100]) })).toEqual({ ok: false, error: "INVALID_TABLE" });
    const twice = { ...base, hands: [cards("2s 7d 9c"), cards("As Ad Ac"), cards("Kh Qh 9c")] };
    expect(newHand({ ...twice, seats: seats([100, 100, 100]) })).toEqual({ ok: false, error: "INVALID_TABLE" });
  });
});

describe("bet (chaal)", () => {
  it("a blind player bets the stake (1×) or doubles it (2×, and the stake doubles)", () => {
    const s = table([1000, 1000, 1000], THREE);
    const single = bet(s, 1, { double: false });
    expect(lastBet(single)).toMatchObject({ seat: 1, amount: 10 });
    expect(expectOk(single).state.stake).toBe(10);
    const doubled = bet(s, 1, { double: true });
    expect(lastBet(doubled)).toMatchObject({ seat: 1, amount: 20 });
    expect(expectOk(doubled).state.stake).toBe(20);
    expect(expectOk(doubled).state.toAct).toBe(2);
  });

  it("a seen player bets 2× the stake or 4× (doubling the stake)", () => {
    const s = play(table([1000, 1000, 1000], THREE), (x) => see(x, 1));
    expect(lastBet(bet(s, 1, { double: false }))).toMatchObject({ amount: 20 });
    const doubled = bet(s, 1, { double: true });
    expect(lastBet(doubled)).toMatchObject({ amount: 40 });
    expect(expectOk(doubled).state.stake).toBe(20);
  });

  it("after a doubling, the next blind player pays the new stake and a seen one twice it", () => {
    const s = play(table([1000, 1000, 1000], THREE), (x) => bet(x, 1, { double: true }), (x) => see(x, 2));
    expect(lastBet(bet(s, 2, { double: false }))).toMatchObject({ amount: 40 });
    const after = play(s, (x) => bet(x, 2, { double: false }));
    expect(lastBet(bet(after, 0, { double: false }))).toMatchObject({ amount: 20 });
  });

  it("the chaal limit caps a normal bet and refuses a doubling above it", () => {
    const s = play(table([1000, 1000, 1000], THREE, { chaalLimit: 30 }), (x) => bet(x, 1, { double: true }), (x) => see(x, 2));
    // Stake 20: a seen bet would be 40, the limit makes it 30.
    expect(lastBet(bet(s, 2, { double: false }))).toMatchObject({ amount: 30 });
    expect(bet(s, 2, { double: true })).toEqual({ ok: false, error: "CHAAL_LIMIT" });
    expect(bet(s, 2, { double: false }).ok).toBe(true);
  });

  it("after blindLimit blind bets the player must see before betting again", () => {
    let s = table([1000, 1000], ["2s 7d 9c", "As Ad Ac"], { blindLimit: 2 });
    s = play(s, (x) => bet(x, 1, { double: false }), (x) => bet(x, 0, { double: false }));
    s = play(s, (x) => bet(x, 1, { double: false }), (x) => bet(x, 0, { double: false }));
    expect(bet(s, 1, { double: false })).toEqual({ ok: false, error: "BLIND_LIMIT" });
    const seen = play(s, (x) => see(x, 1));
    expect(lastBet(bet(seen, 1, { double: false }))).toMatchObject({ amount: 20 });
  });

  it("only the seat to act may bet; a finished hand takes no more actions", () => {
    const s = table([1000, 1000, 1000], THREE);
    expect(bet(s, 2, { double: false })).toEqual({ ok: false, error: "NOT_YOUR_TURN" });
    const over = play(table([100, 100], ["2s 7d 9c", "As Ad Ac"]), (x) => pack(x, 1));
    expect(bet(over, 0, { double: false })).toEqual({ ok: false, error: "HAND_OVER" });
    expect(timeout(over)).toEqual({ ok: false, error: "HAND_OVER" });
  });

  it("never changes the state it is given", () => {
    const s = table([1000, 1000, 1000], THREE);
    const before = structuredClone(s);
    play(s, (x) => see(x, 1), (x) => bet(x, 1, { double: true }), (x) => pack(x, 2));
    expect(s).toEqual(before);
  });
});

describe("pack and timeout", () => {
  it("the last player left wins the pot without showing, and payouts net to zero", () => {
    const s = play(table([100, 100], ["2s 7d 9c", "As Ad Ac"]), (x) => bet(x, 1, { double: false }), (x) => pack(x, 0));
    expect(s.result).toEqual({ reason: "lastStanding", pots: [{ amount: 30, eligible: [1], winners: [{ seat: 1, amount: 30 }] }] });
    expect(payouts(s)).toEqual([
      { key: "p0", net: -10 },
      { key: "p1", net: 10 },
    ]);
    expect(s.seats.some((x) => x.shown)).toBe(false);
    expect(playerView(s, 1).seats[0]!.cards).toBeNull();
  });

  it("a timeout packs the seat to act and play moves on", () => {
    const t = expectOk(timeout(table([100, 100, 100], THREE)));
    expect(t.state.seats[1]!.status).toBe("packed");
    expect(t.events).toContainEqual({ type: "packed", seat: 1, why: "timeout" });
    expect(t.state.toAct).toBe(2);
  });
});

describe("show", () => {
  const twoLeft = (hands: string[]) => play(table([1000, 1000, 1000], hands), (x) => pack(x, 1), (x) => see(x, 2));

  it("is only for two players; the asker pays their bet and the higher hand wins the pot", () => {
    expect(show(table([1000, 1000, 1000], THREE), 1)).toEqual({ ok: false, error: "SHOW_NEEDS_TWO" });
    const t = expectOk(show(twoLeft(["2s 7d 9c", "As Ad Ac", "Kh Qh 4s"]), 2));
    expect(lastBet(t)).toMatchObject({ seat: 2, amount: 20 });
    expect(t.state.result).toEqual({ reason: "show", pots: [{ amount: 50, eligible: [0, 2], winners: [{ seat: 2, amount: 50 }] }] });
    expect(payouts(t.state).map((p) => p.net)).toEqual([-10, -10, 20]);
  });

  it("a tie loses for the player who asked", () => {
    const t = expectOk(show(twoLeft(["Ks Qs 4d", "As Ad Ac", "Kh Qh 4s"]), 2));
    expect(t.state.result!.pots[0]!.winners).toEqual([{ seat: 0, amount: 50 }]);
  });

  it("shows both hands to the whole table, the packed seat's hand stays hidden", () => {
    const s = expectOk(show(twoLeft(THREE), 2)).state;
    const view = playerView(s, 1);
    expect(view.seats[0]!.cards).toEqual(cards("2s 7d 9c"));
    expect(view.seats[2]!.cards).toEqual(cards("Kh Qh 4s"));
    expect(view.seats[1]!.cards).toBeNull();
  });
});

describe("sideshow", () => {
  // Four seats: seat 1 sees and bets, seat 2 sees and asks seat 1, the previous player, for a sideshow.
  const asked = (hands: string[]) =>
    play(
      table([1000, 1000, 1000, 1000], hands),
      (x) => see(x, 1),
      (x) => bet(x, 1, { double: false }),
      (x) => see(x, 2),
      (x) => sideshow(x, 2),
    );
  const HANDS = ["2s 7d 9c", "Kh Qh 4s", "As Ad Ac", "3s 5d 8h"];

  it("costs the asker their seen bet and waits for the previous player's answer", () => {
    const s = asked(HANDS);
    expect(s.pot).toBe(80);
    expect(s.sideshow).toEqual({ asker: 2, target: 1 });
    expect(s.toAct).toBe(1);
    expect(bet(s, 1, { double: false })).toEqual({ ok: false, error: "SIDESHOW_PENDING" });
    expect(answerSideshow(s, 3, true)).toEqual({ ok: false, error: "NOT_YOUR_TURN" });
  });

  it("accepted: the lower hand packs, play goes on after the asker, the two see each other's cards only", () => {
    const s = expectOk(answerSideshow(asked(HANDS), 1, true)).state;
    expect(s.seats[1]!.status).toBe("packed");
    expect(s.seats[2]!.status).toBe("active");
    expect(s.toAct).toBe(3);
    expect(playerView(s, 1).seats[2]!.cards).toEqual(cards("As Ad Ac"));
    expect(playerView(s, 2).seats[1]!.cards).toEqual(cards("Kh Qh 4s"));
    expect(playerView(s, 3).seats[1]!.cards).toBeNull();
    expect(playerView(s, 3).seats[2]!.cards).toBeNull();
  });

  it("accepted with equal hands: the asker packs", () => {
    const s = expectOk(answerSideshow(asked(["2s 7d 9c", "Kh Qh 4s", "Ks Qd 4c", "3s 5d 8h"]), 1, true)).state;
    expect(s.seats[2]!.status).toBe("packed");
    expect(s.seats[1]!.status).toBe("active");
    expect(s.toAct).toBe(3);
  });

  it("rejected (or timed out): nobody packs, nothing is shown, the seat after the asker acts", () => {
    for (const answered of [answerSideshow(asked(HANDS), 1, false), timeout(asked(HANDS))]) {
      const s = expectOk(answered).state;
      expect(s.seats.map((x) => x.status)).toEqual(["active", "active", "active", "active"]);
      expect(s.sideshow).toBeNull();
      expect(s.toAct).toBe(3);
      expect(playerView(s, 1).seats[2]!.cards).toBeNull();
    }
  });

  it("needs a seen asker, a seen previous player and more than two players", () => {
    const s = table([1000, 1000, 1000], THREE);
    expect(sideshow(play(s, (x) => see(x, 1)), 1)).toEqual({ ok: false, error: "SIDESHOW_NEEDS_SEEN" });
    expect(sideshow(s, 1)).toEqual({ ok: false, error: "SIDESHOW_NEEDS_SEEN" });
    const two = play(s, (x) => pack(x, 1), (x) => see(x, 2));
    expect(sideshow(two, 2)).toEqual({ ok: false, error: "SIDESHOW_NEEDS_THREE" });
    expect(answerSideshow(s, 1, true)).toEqual({ ok: false, error: "NO_SIDESHOW_PENDING" });
  });
});

describe("pot limit", () => {
  it("forces a show when the pot reaches it; a tie splits, the odd unit to the first seat after the dealer", () => {
    // Seats 0 and 2 hold the same ranks (suits never rank a hand); pot 9 + 6 = 15 reaches the limit.
    const s = table([100, 100, 100], ["As Kd 9c", "2s 3d 5c", "Ah Ks 9d"], { boot: 3, potLimit: 15 });
    const t = expectOk(bet(s, 1, { double: true }));
    expect(t.state.result!.reason).toBe("potLimit");
    expect(t.state.result!.pots).toEqual([
      { amount: 15, eligible: [0, 1, 2], winners: [{ seat: 2, amount: 8 }, { seat: 0, amount: 7 }] },
    ]);
    expect(payouts(t.state).map((p) => p.net)).toEqual([4, -9, 5]);
    expect(playerView(t.state, 1).seats.every((x) => x.cards !== null)).toBe(true);
  });
});

describe("all-in", () => {
  it("a short stack goes all-in and wins only what it matched from each player (side pot)", () => {
    // Seat 1 has 25: boot 10, then 15 of a 20 seen bet.
    let s = table([1000, 25, 1000], ["Kh Qh 4s", "As Ad Ac", "2s 7d 9c"]);
    s = play(s, (x) => see(x, 1));
    const allIn = expectOk(bet(s, 1, { double: false }));
    expect(lastBet(allIn)).toMatchObject({ seat: 1, amount: 15, allIn: true });
    s = play(allIn.state, (x) => see(x, 2), (x) => bet(x, 2, { double: false }), (x) => see(x, 0), (x) => bet(x, 0, { double: false }));
    expect(s.toAct).toBe(2);
    s = play(s, (x) => pack(x, 2));
    expect(s.result).toEqual({
      reason: "allIn",
      pots: [
        { amount: 75, eligible: [0, 1], winners: [{ seat: 1, amount: 75 }] },
        { amount: 10, eligible: [0], winners: [{ seat: 0, amount: 10 }] },
      ],
    });
    expect(payouts(s).map((p) => p.net)).toEqual([-20, 50, -30]);
  });

  it("two all-ins of different sizes: each wins only its own layer, the rest goes to the player still betting", () => {
    const seen = (seat: number) => (x: FlashHand) => see(x, seat);
    const chaal = (seat: number) => (x: FlashHand) => bet(x, seat, { double: false });
    let s = table([1000, 25, 45, 1000], ["2s 7d 9c", "As Ad Ac", "Ks Kd Kc", "3s 5d 8h"]);
    s = play(s, seen(1), chaal(1), seen(2), chaal(2), seen(3), chaal(3), seen(0), chaal(0));
    // Seat 1 is all-in at 25; seat 2 goes all-in at 45 with its second bet.
    s = play(s, chaal(2), chaal(3), chaal(0), (x) => pack(x, 3));
    expect(s.result).toEqual({
      reason: "allIn",
      pots: [
        { amount: 100, eligible: [0, 1, 2], winners: [{ seat: 1, amount: 100 }] },
        { amount: 60, eligible: [0, 2], winners: [{ seat: 2, amount: 60 }] },
        { amount: 10, eligible: [0], winners: [{ seat: 0, amount: 10 }] },
      ],
    });
    expect(payouts(s).map((p) => p.net)).toEqual([-40, 75, 15, -50]);
  });

  it("a short stack may not double", () => {
    const s = play(table([1000, 25, 1000], THREE), (x) => see(x, 1));
    expect(bet(s, 1, { double: true })).toEqual({ ok: false, error: "STACK_TOO_SMALL" });
  });
});

describe("playerView", () => {
  it("hides every other seat's cards, and one's own until one has seen them", () => {
    const s = table([100, 100, 100], THREE);
    expect(playerView(s, 1).seats.map((x) => x.cards)).toEqual([null, null, null]);
    const seen = play(s, (x) => see(x, 1));
    expect(playerView(seen, 1).seats.map((x) => x.cards)).toEqual([null, cards("As Ad Ac"), null]);
    expect(seen.seats[0]!.cards).toEqual(cards("2s 7d 9c"));
  });
});

const SEED: FairSeed = { serverSeed: "flash-golden-server-seed", clientSeed: "player-chosen" };

describe("a hand from the fair deal", () => {
  it("plays the golden deal to a show: seat 2's pair of kings beats seat 0's king high", () => {
    // dealHands(SEED, 0, 3): "Td Ks 9h", "Qd Qs Ts", "3h Kd Kc" (golden in deal.test.ts).
    const { hands } = dealHands(SEED, 0, 3);
    const s = expectOk(
      newHand({ seats: ["a", "b", "c"].map((key) => ({ key, stack: 500 })), hands, boot: 10, chaalLimit: 200, potLimit: 5000, blindLimit: 3 }),
    ).state;
    const end = play(s, (x) => pack(x, 1), (x) => bet(x, 2, { double: true }), (x) => bet(x, 0, { double: false }), (x) => show(x, 2));
    expect(end.result!.pots[0]!.winners).toEqual([{ seat: 2, amount: 90 }]);
    expect(payouts(end)).toEqual([
      { key: "a", net: -30 },
      { key: "b", net: -10 },
      { key: "c", net: 40 },
    ]);
  });
});

/** Every action a seat could try now; the rules refuse the illegal ones. */
function tries(s: FlashHand): ((x: FlashHand) => FlashTransition)[] {
  const seat = s.toAct;
  return [
    (x) => bet(x, seat, { double: false }),
    (x) => bet(x, seat, { double: true }),
    (x) => see(x, seat),
    (x) => pack(x, seat),
    (x) => show(x, seat),
    (x) => sideshow(x, seat),
    (x) => answerSideshow(x, seat, true),
    (x) => answerSideshow(x, seat, false),
    (x) => timeout(x),
  ];
}

describe("random hands (property)", () => {
  it("conserve chips to the unit, end with a winner, and never leak another seat's cards", () => {
    const tableArb = fc.record({
      stacks: fc.array(fc.integer({ min: 1, max: 200 }), { minLength: 2, maxLength: 7 }),
      boot: fc.integer({ min: 1, max: 50 }),
      chaalTimes: fc.integer({ min: 1, max: 64 }),
      potTimes: fc.integer({ min: 2, max: 2000 }),
      blindLimit: fc.integer({ min: 0, max: 4 }),
      nonce: fc.nat({ max: 10_000 }),
      // Indexes into `tries`, weighted like real play: mostly bets, seeing and sideshows, sometimes the rest.
      picks: fc.array(
        fc.oneof(
          { arbitrary: fc.constant(0), weight: 4 },
          { arbitrary: fc.constant(1), weight: 2 },
          { arbitrary: fc.constant(2), weight: 3 },
          { arbitrary: fc.constant(3), weight: 1 },
          { arbitrary: fc.constant(4), weight: 1 },
          { arbitrary: fc.constant(5), weight: 3 },
          { arbitrary: fc.constant(6), weight: 2 },
          { arbitrary: fc.constant(7), weight: 2 },
          { arbitrary: fc.constant(8), weight: 1 },
        ),
        { minLength: 60, maxLength: 400 },
      ),
    });
    // What the random hands reached, so the property is known to cover every ending and both sideshow answers.
    const reached = new Set<string>();
    fc.assert(
      fc.property(tableArb, (t) => {
        const started = newHand({
          seats: t.stacks.map((k, i) => ({ key: `s${i}`, stack: k * t.boot })),
          hands: dealHands(SEED, t.nonce * 51, t.stacks.length).hands,
          boot: t.boot,
          chaalLimit: t.boot * t.chaalTimes,
          potLimit: t.boot * t.potTimes,
          blindLimit: t.blindLimit,
        });
        let s = expectOk(started).state;
        const total = t.stacks.reduce((a, k) => a + k * t.boot, 0);
        const check = (x: FlashHand) => {
          expect(chips(x)).toBe(total);
          if (x.result) return;
          x.seats.forEach((_, viewer) => {
            playerView(x, viewer).seats.forEach((seat, i) => {
              const allowed = i === viewer ? x.seats[viewer]!.seen : x.seats[viewer]!.sawCardsOf.includes(i);
              if (!allowed) expect(seat.cards).toBeNull();
            });
          });
        };
        check(s);
        // The random picks play first; then timeouts (which always move the hand on) finish it.
        for (let i = 0; !s.result; i++) {
          const pick = i < t.picks.length ? t.picks[i]! : 8;
          const next = tries(s)[pick]!(s);
          if (next.ok) s = next.state;
          if (next.ok && s.lastAction?.type === "answerSideshow") reached.add(`sideshow ${s.lastAction.accept}`);
          if (next.ok && next.events.some((e) => e.type === "bet" && e.allIn)) reached.add("all-in bet");
          check(s);
        }
        expect(s.pot).toBe(0);
        expect(s.result!.pots.length).toBeGreaterThan(0);
        for (const pot of s.result!.pots) {
          expect(pot.winners.length).toBeGreaterThan(0);
          expect(pot.winners.reduce((a, w) => a + w.amount, 0)).toBe(pot.amount);
        }
        expect(payouts(s).reduce((a, p) => a + p.net, 0)).toBe(0);
        reached.add(s.result!.reason);
        if (s.result!.pots.length > 1) reached.add("side pot");
      }),
      { numRuns: Number(process.env.FLASH_PROPERTY_RUNS ?? 1500), seed: 20261125 },
    );
    expect([...reached].sort()).toEqual(
      ["all-in bet", "allIn", "lastStanding", "potLimit", "show", "side pot", "sideshow false", "sideshow true"].sort(),
    );
  }, 30_000);
});
