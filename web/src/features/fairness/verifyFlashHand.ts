/**
 * Checks a Flash hand in the browser, from its public record (GET /api/v1/flash/hand/{id}): the revealed server seed
 * must hash to the commitment published before the deal; the deck shuffled here from the seeds with the rules' own
 * deal (@arena/rules-flash dealHands, the function the server dealt with) must be the recorded deck, card for card,
 * and so must every seat's three cards; then the recorded actions, replayed through the rules from that deal
 * (replayHand), must reach the recorded result: the same winners and the same change of every stack.
 */
import { hashServerSeed } from "@arena/fair";
import { toMinor, type FlashHandRecord } from "@arena/contracts";
import { cardName, dealHands, payouts, replayHand, type FlashAction } from "@arena/rules-flash";

export interface CheckedHand {
  seat: string;
  playerName: string;
  recorded: string[];
  /** Dealt here from the seeds. */
  expected: string[];
  ok: boolean;
}

export interface CheckedResult {
  seat: string;
  playerName: string;
  /** Won a pot (or a share) in the record / in the replay. */
  recordedWinner: boolean;
  replayedWinner: boolean;
  /** The stack's change before the house's cut (coins), as recorded (net + commission) and as replayed. */
  recordedChange: number;
  replayedChange: number;
  ok: boolean;
}

export type FlashVerdict =
  /** The hand is being played: the seed is revealed at its end. */
  | { state: "pending" }
  | {
      state: "verified" | "failed";
      computedHash: string;
      commitmentMatches: boolean;
      /** The whole shuffled deck is the recorded one. */
      deckMatches: boolean;
      /** Recomputed deck (card names). */
      deck: string[];
      hands: CheckedHand[];
      /** The replay of the actions: "ok", refused at action `at` (-1: the deal itself), or "void" (a void hand has no result). */
      replay: { state: "ok" } | { state: "refused"; at: number; error: string } | { state: "void" };
      results: CheckedResult[];
    };

/** Seat keys of the recorded actions, turned into the rules' seat indexes (the record's players are the hand's order). */
export function actionsOf(record: Pick<FlashHandRecord, "players" | "actions">): FlashAction[] | null {
  const index = new Map(record.players.map((p, i) => [p.seat, i]));
  const out: FlashAction[] = [];
  for (const a of record.actions) {
    const seat = index.get(a.seat);
    if (seat === undefined) return null;
    if (a.type === "bet") out.push({ type: "bet", seat, double: a.double === true });
    else if (a.type === "answerSideshow") out.push({ type: "answerSideshow", seat, accept: a.accept === true });
    else out.push({ type: a.type, seat });
  }
  return out;
}

const same = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

export function verifyFlashHand(record: FlashHandRecord): FlashVerdict {
  const { serverSeed, clientSeed } = record;
  if (serverSeed === null || record.status === "active") return { state: "pending" };
  const computedHash = hashServerSeed(serverSeed);
  const commitmentMatches = computedHash === record.serverSeedHash.toLowerCase();
  const seed = { serverSeed, clientSeed };
  const n = record.players.length;
  const deal = n >= 2 ? dealHands(seed, record.nonce, n) : { deck: [], hands: [] };
  const deck = deal.deck.map(cardName);
  const deckMatches = deck.length > 0 && same(deck, record.deck);
  const hands: CheckedHand[] = record.players.map((p, i) => {
    const expected = (deal.hands[i] ?? []).map(cardName);
    const recorded = record.hands[i] ?? [];
    return { seat: p.seat, playerName: p.playerName, recorded, expected, ok: same(expected, recorded) };
  });

  let replay: Extract<FlashVerdict, { state: "verified" | "failed" }>["replay"];
  let results: CheckedResult[] = [];
  const actions = actionsOf(record);
  if (record.status === "aborted" || record.result.length === 0) {
    replay = { state: "void" };
  } else if (!actions) {
    replay = { state: "refused", at: -1, error: "UNKNOWN_SEAT" };
  } else {
    const replayed = replayHand({
      table: {
        boot: toMinor(record.terms.boot),
        chaalLimit: toMinor(record.terms.chaalLimit),
        potLimit: toMinor(record.terms.potLimit),
        blindLimit: record.terms.blindLimit,
        a23: record.terms.a23,
      },
      seats: record.players.map((p) => ({ key: p.seat, stack: toMinor(p.stack) })),
      seed,
      nonce: record.nonce,
      actions,
    });
    if (!replayed.ok) replay = { state: "refused", at: replayed.at, error: replayed.error };
    else if (!replayed.state.result) replay = { state: "refused", at: actions.length, error: "NOT_FINISHED" };
    else {
      replay = { state: "ok" };
      const hand = replayed.state;
      const winners = new Set(hand.result!.pots.flatMap((pot) => pot.winners.map((w) => hand.seats[w.seat]!.key)));
      const change = new Map(payouts(hand).map((p) => [p.key, p.net]));
      results = record.players.map((p) => {
        const line = record.result.find((r) => r.seat === p.seat);
        const recordedChange = line ? toMinor(line.net + line.commission) : NaN;
        const replayedChange = change.get(p.seat) ?? NaN;
        const recordedWinner = line?.winner === true;
        const replayedWinner = winners.has(p.seat);
        return {
          seat: p.seat,
          playerName: p.playerName,
          recordedWinner,
          replayedWinner,
          recordedChange: recordedChange / 100,
          replayedChange: replayedChange / 100,
          ok: recordedWinner === replayedWinner && recordedChange === replayedChange,
        };
      });
    }
  }

  const ok = commitmentMatches && deckMatches && hands.every((h) => h.ok) && replay.state !== "refused" && results.every((r) => r.ok);
  return { state: ok ? "verified" : "failed", computedHash, commitmentMatches, deckMatches, deck, hands, replay, results };
}
