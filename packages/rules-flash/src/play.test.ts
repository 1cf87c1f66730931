import type { FairSeed } from "@arena/fair";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { answerSideshow, bet, leave, newHand, payouts, see, show, sideshow, type FlashAction, type FlashHand, type FlashTransition } from "./betting.js";
import { botAction } from "./bots.js";
import { parseCards, type Card } from "./cards.js";
import { choicesOf } from "./choices.js";
import { dealHands } from "./deal.js";
import { applyAction, replayHand, type FlashReplay } from "./play.js";

const SEED: FairSeed = { serverSeed: "flash-play-test", clientSeed: "p0:a|p1:b|p2:c" };
const cards = (text: string): Card[] => parseCards(text)!;
const TABLE = { boot: 10, chaalLimit: 1280, potLimit: 10_240, blindLimit: 4 };

function ok(t: FlashTransition): FlashHand {
  if (!t.ok) throw new Error(`refused: ${t.error}`);
  return t.state;
}

function hand(stacks: number[], hands: string[]): FlashHand {
  return ok(newHand({ ...TABLE, seats: stacks.map((stack, i) => ({ key: `p${i}`, stack })), hands: hands.map(cards) }));
}

const THREE = ["2s 7d 9c", "As Ad Ac", "Kh Qh 4s"];

describe("leave", () => {
  it("packs a seat out of turn; the chips it bet stay in the pot and the turn does not move", () => {
    const s = ok(bet(hand([100, 100, 100], THREE), 1, { double: false }));
    expect(s.toAct).toBe(2);
    const left = ok(leave(s, 1));
    expect(left.seats[1]!.status).toBe("packed");
    expect(left.toAct).toBe(2);
    expect(left.pot).toBe(40);
    expect(left.lastAction).toEqual({ type: "leave", seat: 1 });
  });

  it("the seat to act leaving passes the turn on; the last one left wins the pot", () => {
    const s = hand([100, 100, 100], THREE);
    const a = ok(leave(s, 1));
    expect(a.toAct).toBe(2);
    const b = ok(leave(a, 2));
    expect(b.result?.reason).toBe("lastStanding");
    expect(payouts(b)).toEqual([
      { key: "p0", net: 20 },
      { key: "p1", net: -10 },
      { key: "p2", net: -10 },
    ]);
  });

  it("an all-in seat stays in the hand; a packed one cannot leave again", () => {
    const s = hand([100, 10, 100, 100], [...THREE, "5c 5d 8h"]); // p1 is all-in with the boot
    expect(leave(s, 1)).toEqual({ ok: false, error: "NOT_IN_HAND" });
    const three = ok(leave(s, 3));
    expect(leave(three, 3)).toEqual({ ok: false, error: "NOT_IN_HAND" });
    const a = ok(leave(three, 2));
    // p0 and the all-in p1 are left; nobody else can bet, so the hands are shown.
    expect(a.result?.reason).toBe("allIn");
    expect(a.result!.pots.flatMap((p) => p.winners.map((w) => w.seat))).toContain(1);
  });

  it("leaving while a sideshow waits: the asked seat packs and the asker goes on; the asker leaving withdraws it", () => {
    const four = ["2s 7d 9c", "As Ad Ac", "Kh Qh 4s", "5c 5d 8h"];
    const seen = (s: FlashHand, seat: number) => ok(see(s, seat));
    // p1 and p2 see and bet; p3 sees and asks p2 for a sideshow.
    let s = hand([500, 500, 500, 500], four);
    s = ok(bet(seen(s, 1), 1, { double: false }));
    s = ok(bet(seen(s, 2), 2, { double: false }));
    s = ok(sideshow(seen(s, 3), 3));
    expect(s.sideshow).toEqual({ asker: 3, target: 2 });
    const targetLeft = ok(leave(s, 2));
    expect(targetLeft.sideshow).toBeNull();
    expect(targetLeft.toAct).toBe(0);
    const askerLeft = ok(leave(s, 3));
    expect(askerLeft.sideshow).toBeNull();
    expect(askerLeft.seats[2]!.status).toBe("active");
    expect(askerLeft.toAct).toBe(0);
  });
});

describe("choices", () => {
  it("a blind player's bar: chaal 1×, raise 2×, see, pack; no show or sideshow with three in", () => {
    expect(choicesOf(hand([100, 100, 100], THREE), 1)).toEqual({
      bet: { amount: 10, allIn: false },
      double: { amount: 20 },
      see: true,
      pack: true,
      show: null,
      sideshow: null,
      answerSideshow: null,
    });
    // Not this seat's turn: nothing.
    expect(choicesOf(hand([100, 100, 100], THREE), 2).pack).toBe(false);
  });

  it("a short seen stack: the chaal is all-in, no raise; heads up the show costs the same", () => {
    let s = hand([100, 30, 100], THREE);
    s = ok(leave(s, 2));
    s = ok(see(s, 1));
    expect(choicesOf(s, 1)).toMatchObject({ bet: { amount: 20, allIn: true }, double: null, see: false, show: { amount: 20, allIn: true } });
  });
});

/** Every choice the bar offers is accepted by the rules, at the price shown; everything it withholds is refused. */
function checkChoices(s: FlashHand): void {
  const seat = s.sideshow ? s.sideshow.target : s.toAct;
  const c = choicesOf(s, seat);
  const paid = (t: FlashTransition) => (t.ok ? t.events.find((e) => e.type === "bet")?.amount : undefined);
  const tryBet = bet(s, seat, { double: false });
  expect(tryBet.ok).toBe(c.bet !== null);
  if (c.bet) expect(paid(tryBet)).toBe(c.bet.amount);
  const tryDouble = bet(s, seat, { double: true });
  expect(tryDouble.ok).toBe(c.double !== null);
  if (c.double) expect(paid(tryDouble)).toBe(c.double.amount);
  expect(see(s, seat).ok).toBe(c.see);
  const tryShow = show(s, seat);
  expect(tryShow.ok).toBe(c.show !== null);
  if (c.show) expect(paid(tryShow)).toBe(c.show.amount);
  const trySideshow = sideshow(s, seat);
  expect(trySideshow.ok).toBe(c.sideshow !== null);
  if (c.sideshow) expect(paid(trySideshow)).toBe(c.sideshow.amount);
  expect(answerSideshow(s, seat, true).ok).toBe(c.answerSideshow !== null);
}

/** A bot's view with every other seat's cards swapped for different ones (what it must not be able to tell apart). */
function withOtherHands(s: FlashHand, seat: number, nonce: number): FlashHand {
  const other = dealHands({ serverSeed: "someone else's deal", clientSeed: "x" }, nonce, s.seats.length).hands;
  const copy = structuredClone(s);
  copy.seats.forEach((x, i) => {
    if (i !== seat) x.cards = other[i]!;
  });
  return copy;
}

describe("bots and replay (property)", () => {
  it("bots play legal hands to the end from their own view only, the bar is the rules, and every hand replays", () => {
    const reached = new Set<string>();
    fc.assert(
      fc.property(
        fc.record({
          stacks: fc.array(fc.integer({ min: 1, max: 300 }), { minLength: 2, maxLength: 7 }),
          nonce: fc.nat({ max: 100_000 }),
          draws: fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 200, maxLength: 200 }),
          leaver: fc.option(fc.nat({ max: 6 })),
        }),
        ({ stacks, nonce, draws, leaver }) => {
          const seats = stacks.map((k, i) => ({ key: `s${i}`, stack: k * TABLE.boot }));
          const nonceOfDeal = nonce * 51;
          let s = ok(newHand({ ...TABLE, seats, hands: dealHands(SEED, nonceOfDeal, seats.length).hands }));
          for (let i = 0; !s.result; i++) {
            expect(i).toBeLessThan(1000);
            const seat = s.sideshow ? s.sideshow.target : s.toAct;
            checkChoices(s);
            const random = draws[i % draws.length]!;
            const action = botAction(s, seat, random);
            expect(action).not.toBeNull();
            // Nothing the bot may not see changes its choice.
            expect(botAction(withOtherHands(s, seat, i), seat, random)).toEqual(action);
            // Someone walks away halfway through.
            const step: FlashAction = leaver !== null && i === 3 && s.seats[leaver % s.seats.length]?.status === "active"
              ? { type: "leave", seat: leaver % s.seats.length }
              : action!;
            s = ok(applyAction(s, step));
            reached.add(step.type);
          }
          reached.add(s.result.reason);
          const record: FlashReplay = { table: TABLE, seats, seed: SEED, nonce: nonceOfDeal, actions: s.actions };
          const replayed = replayHand(record);
          expect(replayed.ok && replayed.state).toEqual(s);
        },
      ),
      { numRuns: 200, seed: 20261127 },
    );
    for (const what of ["bet", "see", "pack", "show", "sideshow", "answerSideshow", "leave", "lastStanding", "show"]) expect(reached).toContain(what);
  }, 60_000);

  it("a replay with a tampered action is refused where the rules refuse it", () => {
    const seats = [
      { key: "a", stack: 100 },
      { key: "b", stack: 100 },
    ];
    const record: FlashReplay = { table: TABLE, seats, seed: SEED, nonce: 0, actions: [{ type: "bet", seat: 1, double: false }, { type: "bet", seat: 1, double: false }] };
    expect(replayHand(record)).toEqual({ ok: false, error: "NOT_YOUR_TURN", at: 1 });
  });
});
