/**
 * Checks a Black Jack round in the browser, from its public record (GET /api/v1/blackjack/round/{gameId}): the revealed
 * server seed must hash to the commitment shown before the deal; the shoe is dealt again here from the seeds with the
 * rules' own shoe (@arena/rules-blackjack fairShoe at nonce 0, what the server dealt from), and the recorded bet and
 * actions, replayed through the rules (replayRound), must give the recorded round: every hand's cards, outcome and
 * payout, the dealer's cards, the insurance and the totals.
 */
import { hashServerSeed } from "@arena/fair";
import { toCoins, toMinor, type BlackjackRoundRecord } from "@arena/contracts";
import { cardName, fairShoe, replayRound, type BlackjackRound } from "@arena/rules-blackjack";

/** One line of the comparison: what the record says and what the replay gives. */
export interface CheckedLine {
  /** "hand" i (0-based), the dealer, the insurance or the round's totals. */
  kind: "hand" | "dealer" | "insurance" | "totals";
  index: number;
  recorded: { cards: string[]; outcome: string; total: number; staked: number; paid: number } | null;
  replayed: { cards: string[]; outcome: string; total: number; staked: number; paid: number } | null;
  ok: boolean;
}

export type BlackjackVerdict =
  /** The round is being played: the seed is revealed at its end. */
  | { state: "pending" }
  | {
      state: "verified" | "failed";
      computedHash: string;
      commitmentMatches: boolean;
      /** The cards the round took from the top of the shoe, dealt here from the seeds (in order). */
      dealt: string[];
      /** The replay: "ok", refused at action `at` (-1: the deal), or "void" (an aborted round was refunded, not played). */
      replay: { state: "ok" } | { state: "refused"; at: number; error: string } | { state: "void" };
      lines: CheckedLine[];
    };

type Side = NonNullable<CheckedLine["recorded"]>;

const same = (a: Side | null, b: Side | null): boolean =>
  a !== null &&
  b !== null &&
  a.outcome === b.outcome &&
  a.total === b.total &&
  a.staked === b.staked &&
  a.paid === b.paid &&
  a.cards.length === b.cards.length &&
  a.cards.every((c, i) => c === b.cards[i]);

/** The replayed round as lines of the comparison (coins, card names). */
function replayedSides(round: BlackjackRound) {
  const r = round.result!;
  const hands: Side[] = round.hands.map((h, i) => ({
    cards: h.cards.map(cardName),
    outcome: r.hands[i]!.outcome,
    total: r.hands[i]!.total,
    staked: toCoins(r.hands[i]!.staked),
    paid: toCoins(r.hands[i]!.paid),
  }));
  const dealer: Side = {
    cards: round.dealer.map(cardName),
    outcome: r.dealer.blackjack ? "blackjack" : r.dealer.bust ? "bust" : "",
    total: r.dealer.total,
    staked: 0,
    paid: 0,
  };
  const insurance: Side | null = r.insurance ? { cards: [], outcome: "", total: 0, staked: toCoins(r.insurance.staked), paid: toCoins(r.insurance.paid) } : null;
  const totals: Side = { cards: [], outcome: "", total: 0, staked: toCoins(r.staked), paid: toCoins(r.paid) };
  return { hands, dealer, insurance, totals, net: toCoins(r.net) };
}

export function verifyBlackjackRound(record: BlackjackRoundRecord): BlackjackVerdict {
  const { serverSeed, clientSeed } = record;
  if (serverSeed === null || record.status === "active") return { state: "pending" };
  const computedHash = hashServerSeed(serverSeed);
  const commitmentMatches = computedHash === record.serverSeedHash.toLowerCase();
  const entry = record.result[0];
  if (record.status === "aborted" || !entry) {
    return { state: commitmentMatches ? "verified" : "failed", computedHash, commitmentMatches, dealt: [], replay: { state: "void" }, lines: [] };
  }

  const shoe = fairShoe({ serverSeed, clientSeed }, 0);
  const replayed = replayRound(
    toMinor(record.bet),
    record.actions.map((type) => ({ type })),
    { shoe },
  );
  let replay: Extract<BlackjackVerdict, { state: "verified" | "failed" }>["replay"];
  let round: BlackjackRound | null = null;
  if (!replayed.ok) replay = { state: "refused", at: replayed.at, error: replayed.error };
  else if (replayed.state.phase !== "over" || !replayed.state.result) replay = { state: "refused", at: record.actions.length, error: "NOT_FINISHED" };
  else {
    replay = { state: "ok" };
    round = replayed.state;
  }
  const dealt = round ? Array.from({ length: round.drawn }, (_, i) => cardName(shoe.card(i))) : [];
  const mine = round ? replayedSides(round) : null;

  const lines: CheckedLine[] = [];
  const handCount = Math.max(entry.hands.length, mine?.hands.length ?? 0);
  for (let i = 0; i < handCount; i++) {
    const h = entry.hands[i];
    const recorded: Side | null = h ? { cards: h.cards, outcome: h.outcome, total: h.total, staked: h.staked, paid: h.paid } : null;
    const other = mine?.hands[i] ?? null;
    lines.push({ kind: "hand", index: i, recorded, replayed: other, ok: same(recorded, other) });
  }
  const dealerRecorded: Side = {
    cards: entry.dealer.cards,
    outcome: entry.dealer.blackjack ? "blackjack" : entry.dealer.bust ? "bust" : "",
    total: entry.dealer.total,
    staked: 0,
    paid: 0,
  };
  lines.push({ kind: "dealer", index: 0, recorded: dealerRecorded, replayed: mine?.dealer ?? null, ok: same(dealerRecorded, mine?.dealer ?? null) });
  if (entry.insurance || mine?.insurance) {
    const recorded: Side | null = entry.insurance ? { cards: [], outcome: "", total: 0, staked: entry.insurance.staked, paid: entry.insurance.paid } : null;
    lines.push({ kind: "insurance", index: 0, recorded, replayed: mine?.insurance ?? null, ok: same(recorded, mine?.insurance ?? null) });
  }
  const totalsRecorded: Side = { cards: [], outcome: "", total: 0, staked: entry.staked, paid: entry.paid };
  const totalsOk = same(totalsRecorded, mine?.totals ?? null) && mine !== null && mine.net === entry.net;
  lines.push({ kind: "totals", index: 0, recorded: totalsRecorded, replayed: mine?.totals ?? null, ok: totalsOk });

  const ok = commitmentMatches && replay.state === "ok" && lines.every((l) => l.ok);
  return { state: ok ? "verified" : "failed", computedHash, commitmentMatches, dealt, replay, lines };
}
