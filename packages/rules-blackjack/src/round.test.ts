import { describe, expect, it } from "vitest";
import { cardName, handTotal, parseCards, type Card } from "./cards.js";
import {
  apply,
  deal,
  legalActions,
  playOut,
  replayRound,
  type BlackjackAction,
  type BlackjackContext,
  type BlackjackEvent,
  type BlackjackRound,
  type BlackjackTransition,
} from "./round.js";
import { fairShoe, SHOE_NONCES, shoeOrder, stackedShoe } from "./shoe.js";
import { basicStrategy } from "./strategy.js";
import { playerView } from "./view.js";

/** A shoe in dealing order: player, dealer up, player, dealer hole, then every card drawn after. */
const shoe = (text: string): BlackjackContext => ({ shoe: stackedShoe(parseCards(text)!) });
const names = (cards: readonly Card[]): string => cards.map(cardName).join(" ");

function ok(t: BlackjackTransition): BlackjackRound {
  if (!t.ok) throw new Error(`refused: ${t.error}`);
  return t.state;
}

/** Deals `bet` from the shoe and applies the actions in order. */
function play(cards: string, bet: number, ...actions: BlackjackAction["type"][]): BlackjackRound {
  const ctx = shoe(cards);
  let state = ok(deal(bet, ctx));
  for (const type of actions) state = ok(apply(state, { type }, ctx));
  return state;
}

const heldOf = (events: BlackjackEvent[]) => events.flatMap((e) => (e.type === "held" ? [[e.reason, e.amount]] : []));

describe("the deal", () => {
  it("deals player, dealer up, player, dealer hole, and holds the bet", () => {
    const ctx = shoe("9s 7h 5d Kc");
    const t = deal(100, ctx);
    expect(t.ok && heldOf(t.events)).toEqual([["bet", 100]]);
    const s = ok(t);
    expect(names(s.hands[0]!.cards)).toBe("9s 5d");
    expect(names(s.dealer)).toBe("7h Kc");
    expect(s.phase).toBe("playing");
    expect(s.drawn).toBe(4);
    expect(legalActions(s)).toEqual(["hit", "stand", "double"]);
  });

  it("refuses a bet that is not a positive whole number of minor units", () => {
    for (const bet of [0, -100, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60]) {
      expect(deal(bet, shoe("9s 7h 5d Kc"))).toEqual({ ok: false, error: "INVALID_BET" });
    }
  });
});

describe("naturals and the dealer's peek", () => {
  it("a player blackjack against a dealer blackjack is a push", () => {
    const s = play("As Ah Kd Qc", 100, "noInsurance");
    expect(s.phase).toBe("over");
    expect(s.result!.hands[0]).toMatchObject({ outcome: "push", staked: 100, paid: 100 });
    expect(s.result!.dealer.blackjack).toBe(true);
  });

  it("a player blackjack pays 3:2 at once when the dealer cannot have one", () => {
    const s = play("As 7h Kd Qc", 100);
    expect(s.phase).toBe("over");
    expect(s.dealer).toHaveLength(2); // the dealer does not draw against a natural
    expect(s.result!.hands[0]).toMatchObject({ outcome: "blackjack", staked: 100, paid: 250 });
    expect(s.result!.net).toBe(150);
  });

  it("3:2 on an odd bet is rounded down to the minor unit: the half unit stays with the house", () => {
    expect(play("As 7h Kd Qc", 5).result!.hands[0]!.paid).toBe(5 + 7);
    expect(play("As 7h Kd Qc", 1).result!.hands[0]!.paid).toBe(1 + 1);
    expect(play("As 7h Kd Qc", 101).result!.hands[0]!.paid).toBe(101 + 151);
  });

  it("with a ten up the dealer peeks: a dealer blackjack ends the round, no insurance is offered", () => {
    const s = play("9s Kh 9d Ac", 100);
    expect(s.phase).toBe("over");
    expect(s.insurance).toBeNull();
    expect(s.result!.hands[0]).toMatchObject({ outcome: "lose", paid: 0 });
    expect(s.result!.net).toBe(-100);
  });

  it("with a ten up and no dealer blackjack the player plays on, the hole card still hidden", () => {
    const ctx = shoe("9s Kh 9d 7c");
    const t = deal(100, ctx);
    expect(t.ok && t.events).toContainEqual({ type: "dealerPeeked", blackjack: false });
    const s = ok(t);
    expect(s.phase).toBe("playing");
    expect(playerView(s).dealer).toEqual([s.dealer[0], null]);
  });
});

describe("insurance", () => {
  it("is offered when the dealer shows an ace, and nothing else may be done until it is answered", () => {
    const s = play("Ts Ah 9d 6c", 100);
    expect(s.phase).toBe("insurance");
    expect(legalActions(s)).toEqual(["insurance", "noInsurance"]);
    expect(apply(s, { type: "hit" }, shoe("Ts Ah 9d 6c"))).toEqual({ ok: false, error: "INSURANCE_PENDING" });
  });

  it("pays 2:1 when the dealer has blackjack: the main bet is lost, the insurance wins it back", () => {
    const ctx = shoe("Ts Ah 9d Kc");
    const t = apply(ok(deal(100, ctx)), { type: "insurance" }, ctx);
    expect(t.ok && heldOf(t.events)).toEqual([["insurance", 50]]);
    const s = ok(t);
    expect(s.phase).toBe("over");
    expect(s.result!.insurance).toEqual({ staked: 50, paid: 150 });
    expect(s.result!.hands[0]).toMatchObject({ outcome: "lose", paid: 0 });
    expect(s.result).toMatchObject({ staked: 150, paid: 150, net: 0 });
  });

  it("is lost when the dealer has no blackjack, and the hand is played on", () => {
    const s = play("Ts Ah 9d 6c 5h", 100, "insurance", "stand");
    // Dealer A-6 is a soft 17: stands. Player 19 wins 100; insurance lost 50.
    expect(s.result!.insurance).toEqual({ staked: 50, paid: 0 });
    expect(s.result!.hands[0]).toMatchObject({ outcome: "win", paid: 200 });
    expect(s.result).toMatchObject({ staked: 150, paid: 200, net: 50 });
  });

  it("is half the bet rounded down; a player blackjack may take it (even money)", () => {
    const s = play("As Ah Kd Qc", 101, "insurance");
    expect(s.insurance).toBe(50);
    // Blackjack pushes against blackjack, insurance pays 2:1: even money on the bet.
    expect(s.result).toMatchObject({ staked: 151, paid: 101 + 150, net: 100 });
    const declined = play("As Ah Kd 7c", 100, "noInsurance");
    expect(declined.result!.hands[0]).toMatchObject({ outcome: "blackjack", paid: 250 });
  });

  it("is not offered on a bet too small to halve", () => {
    expect(play("Ts Ah 9d 6c", 1).phase).toBe("playing");
  });

  it("cannot be asked for once play has started", () => {
    const ctx = shoe("9s 7h 5d Kc");
    expect(apply(ok(deal(100, ctx)), { type: "insurance" }, ctx)).toEqual({ ok: false, error: "NO_INSURANCE_OFFERED" });
  });
});

describe("the dealer's play", () => {
  it("stands on soft 17", () => {
    const s = play("Ts 6h 8d Ac", 100, "stand");
    expect(s.dealer).toHaveLength(2);
    expect(s.result!.dealer).toEqual({ total: 17, blackjack: false, bust: false });
    expect(s.result!.hands[0]!.outcome).toBe("win");
  });

  it("stands on a soft 17 made by drawing, and draws on soft 16 and hard 16", () => {
    const soft = play("Ts 2h 8d 4c Ac", 100, "stand"); // 2-4 = 6, draws an ace: soft 17
    expect(names(soft.dealer)).toBe("2h 4c Ac");
    expect(soft.result!.dealer.total).toBe(17);
    const hard = play("Ts Th 8d 6c 5c", 100, "stand"); // 16 draws a 5: 21
    expect(hard.result!.dealer.total).toBe(21);
    expect(hard.result!.hands[0]!.outcome).toBe("lose");
    const soft16 = play("Ts 5h 8d Ac 2d", 100, "stand"); // A-5 soft 16 draws: 18
    expect(soft16.result!.dealer.total).toBe(18);
    expect(soft16.result!.hands[0]!.outcome).toBe("push");
  });

  it("busts over 21: every standing hand wins", () => {
    const s = play("Ts 6h 2d Tc 9h", 100, "stand");
    expect(s.result!.dealer).toMatchObject({ total: 25, bust: true });
    expect(s.result!.hands[0]).toMatchObject({ outcome: "win", total: 12, paid: 200 });
  });
});

describe("hitting and busting", () => {
  it("a bust hand loses, and the dealer does not draw when every hand is bust", () => {
    const s = play("Ts 6h 6d Tc 9h 4d", 100, "hit");
    expect(s.result!.hands[0]).toMatchObject({ outcome: "lose", bust: true, total: 25, paid: 0 });
    expect(s.dealer).toHaveLength(2);
  });

  it("a hand reaching 21 stands by itself", () => {
    const s = play("5s 7h 6d Tc Th 9h", 100, "hit");
    expect(handTotal(s.hands[0]!.cards).total).toBe(21);
    expect(s.phase).toBe("over");
    expect(s.result!.hands[0]!.outcome).toBe("win");
  });

  it("doubling takes exactly one card for twice the stake", () => {
    const ctx = shoe("6s 7h 5d Tc 9h 8c");
    const t = apply(ok(deal(100, ctx)), { type: "double" }, ctx);
    expect(t.ok && heldOf(t.events)).toEqual([["double", 100]]);
    const s = ok(t);
    expect(names(s.hands[0]!.cards)).toBe("6s 5d 9h");
    expect(s.hands[0]).toMatchObject({ doubled: true, bet: 200 });
    expect(s.result!.hands[0]).toMatchObject({ outcome: "win", staked: 200, paid: 400 }); // 20 against 17 + 8 = 25
  });

  it("doubling is only on the first two cards", () => {
    const ctx = shoe("2s 7h 3d Tc 2h");
    const s = ok(apply(ok(deal(100, ctx)), { type: "hit" }, ctx));
    expect(legalActions(s)).toEqual(["hit", "stand"]);
    expect(apply(s, { type: "double" }, ctx)).toEqual({ ok: false, error: "CANNOT_DOUBLE" });
  });
});

describe("splits", () => {
  it("split aces get one card each and no more; an ace and a ten after a split is 21, not blackjack", () => {
    const ctx = shoe("As 9h Ad 8c Kh Qd");
    const start = ok(deal(100, ctx));
    expect(legalActions(start)).toEqual(["hit", "stand", "double", "split"]);
    const t = apply(start, { type: "split" }, ctx);
    expect(t.ok && heldOf(t.events)).toEqual([["split", 100]]);
    const s = ok(t);
    expect(s.hands.map((h) => names(h.cards))).toEqual(["As Kh", "Ad Qd"]);
    expect(s.hands.every((h) => h.splitAces && h.fromSplit)).toBe(true);
    expect(s.phase).toBe("over"); // nothing to decide on split aces
    expect(s.result!.hands.map((h) => [h.outcome, h.total, h.paid])).toEqual([
      ["win", 21, 200],
      ["win", 21, 200],
    ]);
  });

  it("aces are split once: a third ace on a split ace stays on that hand", () => {
    const s = play("As 9h Ad 8c Ah 5d", 100, "split");
    expect(s.hands).toHaveLength(2);
    expect(names(s.hands[0]!.cards)).toBe("As Ah");
    expect(s.hands[0]!.cards).toHaveLength(2);
    expect(s.phase).toBe("over");
  });

  it("re-splits up to three hands, then plays the pair as a total", () => {
    const ctx = shoe("8s 6h 8d Tc 8h 8c 3d 2s 9c 5h");
    let s = ok(apply(ok(deal(100, ctx)), { type: "split" }, ctx));
    expect(names(s.hands[0]!.cards)).toBe("8s 8h"); // the first hand gets its card at once
    expect(names(s.hands[1]!.cards)).toBe("8d"); // the second when its turn comes
    expect(legalActions(s)).toContain("split");
    s = ok(apply(s, { type: "split" }, ctx));
    expect(s.hands).toHaveLength(3);
    expect(names(s.hands[0]!.cards)).toBe("8s 8c");
    expect(legalActions(s)).toEqual(["hit", "stand", "double"]); // three hands is the limit
    expect(apply(s, { type: "split" }, ctx)).toEqual({ ok: false, error: "CANNOT_SPLIT" });
    s = ok(apply(s, { type: "stand" }, ctx)); // 16
    expect(s.active).toBe(1);
    expect(names(s.hands[1]!.cards)).toBe("8h 3d");
    s = ok(apply(s, { type: "stand" }, ctx)); // 11
    expect(names(s.hands[2]!.cards)).toBe("8d 2s");
    s = ok(apply(s, { type: "stand" }, ctx)); // 10
    expect(names(s.dealer)).toBe("6h Tc 9c"); // 16 draws a 9: bust
    expect(s.result!.hands.map((h) => h.outcome)).toEqual(["win", "win", "win"]);
    expect(s.result).toMatchObject({ staked: 300, paid: 600, net: 300 });
  });

  it("allows a double after a split, and settles each hand on its own stake", () => {
    const ctx = shoe("9s 6h 9d Tc 2h Th 8c 7s");
    let t = apply(ok(deal(100, ctx)), { type: "split" }, ctx);
    let s = ok(t);
    expect(names(s.hands[0]!.cards)).toBe("9s 2h");
    expect(legalActions(s)).toContain("double");
    t = apply(s, { type: "double" }, ctx);
    expect(t.ok && heldOf(t.events)).toEqual([["double", 100]]);
    s = ok(t);
    expect(names(s.hands[0]!.cards)).toBe("9s 2h Th"); // 21 on a doubled split hand
    expect(names(s.hands[1]!.cards)).toBe("9d 8c"); // 17
    s = ok(apply(s, { type: "stand" }, ctx));
    expect(names(s.dealer)).toBe("6h Tc 7s"); // 16 draws a 7: 23
    expect(s.result!.hands.map((h) => [h.outcome, h.staked, h.paid])).toEqual([
      ["win", 200, 400],
      ["win", 100, 200],
    ]);
    expect(s.result).toMatchObject({ staked: 300, paid: 600, net: 300 });
  });

  it("any two ten-value cards split; only pairs of the same value do", () => {
    expect(legalActions(play("Ks 6h Jd Tc", 100))).toContain("split");
    const s = play("Ks 6h 9d Tc", 100);
    expect(legalActions(s)).not.toContain("split");
    expect(apply(s, { type: "split" }, shoe("Ks 6h 9d Tc"))).toEqual({ ok: false, error: "CANNOT_SPLIT" });
  });

  it("a split hand that busts loses while the other is played out against the dealer", () => {
    const s = play("8s 7h 8d Tc 5h Kd 3c", 100, "split", "hit", "stand");
    // Hand 1: 8-5 hits a K: 23, bust. Hand 2: 8-3 = 11 stands. Dealer 17.
    expect(s.result!.hands.map((h) => [h.outcome, h.bust, h.total])).toEqual([
      ["lose", true, 23],
      ["lose", false, 11],
    ]);
    expect(s.result!.dealer.total).toBe(17);
  });

  it("an ace and a ten after splitting tens is 21, not a blackjack, and pays even money", () => {
    const s = play("Ks 9h Kd 8c As 7d", 100, "split", "stand");
    expect(s.hands[0]!.done).toBe(true);
    expect(s.result!.hands[0]).toMatchObject({ outcome: "win", total: 21, paid: 200 });
  });
});

describe("after the round", () => {
  it("refuses every action once the round is over", () => {
    const s = play("As 7h Kd Qc", 100);
    for (const type of ["hit", "stand", "double", "split", "insurance", "noInsurance"] as const) {
      expect(apply(s, { type }, shoe("As 7h Kd Qc"))).toEqual({ ok: false, error: "ROUND_OVER" });
    }
    expect(legalActions(s)).toEqual([]);
  });

  it("never changes the state it is given", () => {
    const ctx = shoe("8s 6h 8d Tc 8h 8c 3d 2s 9c 5h");
    const s = ok(deal(100, ctx));
    const before = structuredClone(s);
    ok(apply(s, { type: "split" }, ctx));
    expect(s).toEqual(before);
  });

  it("replays a recorded round to the same state", () => {
    const s = play("8s 6h 8d Tc 8h 8c 3d 2s 9c 5h", 100, "split", "split", "stand", "double", "stand");
    const replay = replayRound(100, s.actions, shoe("8s 6h 8d Tc 8h 8c 3d 2s 9c 5h"));
    expect(replay).toEqual({ ok: true, state: s });
    const refused = replayRound(100, [{ type: "insurance" }], shoe("8s 6h 8d Tc"));
    expect(refused).toEqual({ ok: false, error: "NO_INSURANCE_OFFERED", at: 0 });
  });
});

describe("from a fair shoe", () => {
  it("every card on the table is one of the top cards of the whole shuffle a verifier recomputes", () => {
    const seed = { serverSeed: "verifier-server-seed", clientSeed: "player" };
    for (let round = 0; round < 50; round++) {
      const nonce = round * SHOE_NONCES;
      const ctx = { shoe: fairShoe(seed, nonce) };
      let s = ok(deal(100, ctx));
      for (let a = basicStrategy(s); a !== null; a = basicStrategy(s)) s = ok(apply(s, a, ctx));
      const onTable = [...s.hands.flatMap((h) => h.cards), ...s.dealer].map(cardName).sort();
      expect(onTable).toEqual(shoeOrder(seed, nonce).slice(0, s.drawn).map(cardName).sort());
      expect(s.hands[0]!.cards[0]).toEqual(shoeOrder(seed, nonce)[0]);
      expect(s.dealer[1]).toEqual(shoeOrder(seed, nonce)[3]);
    }
  });
});

describe("leaving mid-round (playOut)", () => {
  it("stands on every hand still to play, the dealer plays, and the round is settled", () => {
    const ctx = shoe("8s 6h 8d Tc 3h 2c 9c");
    const split = ok(apply(ok(deal(100, ctx)), { type: "split" }, ctx));
    const t = playOut(split, ctx);
    const s = ok(t);
    expect(s.phase).toBe("over");
    expect(s.hands.map((h) => names(h.cards))).toEqual(["8s 3h", "8d 2c"]);
    expect(s.actions.slice(-2)).toEqual([{ type: "stand" }, { type: "stand" }]);
    expect(names(s.dealer)).toBe("6h Tc 9c");
    expect(s.result).toMatchObject({ staked: 200, paid: 400 });
    expect(t.ok && t.events.at(-1)?.type).toBe("settled");
  });

  it("declines insurance for a player who left while it was offered", () => {
    const s = ok(playOut(play("Ts Ah 9d Kc", 100), shoe("Ts Ah 9d Kc")));
    expect(s.insurance).toBeNull();
    expect(s.result).toMatchObject({ staked: 100, paid: 0 });
  });

  it("leaves a finished round as it is", () => {
    const done = play("As 7h Kd Qc", 100);
    expect(playOut(done, shoe("As 7h Kd Qc"))).toEqual({ ok: true, state: done, events: [] });
  });
});
