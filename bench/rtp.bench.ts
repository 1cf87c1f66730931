/**
 * The RTP of the house games, measured by simulating them with the rules packages the server runs, and compared
 * with the published figure for the same rules: PASS when the published figure lies inside the simulation's 95%
 * confidence interval. Each game is one section; `RTP_GAMES=blackjack` runs only the sections named.
 *
 *   pnpm bench:rtp                          # every section at full size (blackjack: 10 million rounds, ~8 min)
 *   BJ_HANDS=200000 pnpm bench:rtp          # a quick look (the interval is then about ±0.5%)
 *   RTP_GAMES=wheel pnpm bench:rtp          # the wheel only (10 million spins, WHEEL_SPINS to change)
 *
 * Blackjack's interval at 10 million rounds is about ±0.07% (one round's sd is 1.15 bets): enough to tell the
 * rules' 0.4% edge from a rule misread (a 6:5 payout costs 1.4%, hitting soft 17 0.2%), not to pin the second
 * decimal, which would take about two billion rounds. Each round costs ~6 HMACs (one per card) and the rules.
 */
import { createHmac } from "node:crypto";
import { performance } from "node:perf_hooks";
import type { HmacSha256 } from "@arena/fair";
import { BLACKJACK_RULES, SHOE_NONCES, simulate } from "@arena/rules-blackjack";
import { DEFAULT_WHEEL, prizeOdds, simulateWheel, wheelRtp } from "@arena/rules-wheel";

const nativeHmac: HmacSha256 = (key, message) => createHmac("sha256", key).update(message).digest();

interface SectionReport {
  lines: string[];
  pass: boolean;
}

interface Section {
  game: string;
  run(): SectionReport;
}

const pct = (x: number, digits = 3): string => `${(100 * x).toFixed(digits)}%`;

/**
 * Blackjack: 6 decks, S17, 3:2, double any two, DAS, split to three hands (aces once, one card), peek, no surrender,
 * every round from a fresh shoe (the "off the top" figure published tables give; no cut-card effect), basic strategy.
 *
 * The published figure, house edge 0.42% (RTP 99.58%), is derived from combinatorial analyses of these rules:
 * - Wizard of Odds, Blackjack Appendix 9 (exact combinatorial, dealer peeks, resplit to four hands except aces, one
 *   card to split aces): 5 decks, S17, DAS: expected return −0.380%.
 * - Going from 5 to 6 decks: about −0.02% (the decks row of the standard rule-effect table: 4 decks −0.48%,
 *   6 decks −0.53%, 8 decks −0.55% against a single-deck baseline), so 6 decks, S17, DAS, split to four ≈ −0.40%.
 * - Split to three hands instead of four: about −0.01% (forbidding every resplit costs about 0.03%).
 * - A total-dependent chart instead of the appendix's best play for each two-card hand: about −0.01%.
 * That gives 0.42%; published estimates for "6 decks, S17, DAS, no surrender" range from 0.40% to 0.44%
 * (blackjackinfo's engine: 0.44%), and NetEnt's Classic Blackjack (dealer stands on 17) publishes 99.59%.
 */
const blackjack: Section = {
  game: "blackjack",
  run() {
    const hands = Number(process.env.BJ_HANDS ?? 10_000_000);
    const published = { rtp: 1 - 0.0042, low: 1 - 0.0044, high: 1 - 0.004 };
    const seed = { serverSeed: process.env.BJ_SEED ?? "rtp-bench-server-seed", clientSeed: "rtp-bench" };
    const t0 = performance.now();
    // One server seed, each round SHOE_NONCES on: the way a table draws its rounds.
    const sim = simulate(hands, (i) => ({ seed, nonce: i * SHOE_NONCES }), {
      mac: nativeHmac,
      onRound: (_, i) => {
        if ((i + 1) % 1_000_000 === 0) process.stderr.write(`  … ${((i + 1) / 1e6).toFixed(0)} million rounds\n`);
      },
    });
    const seconds = (performance.now() - t0) / 1000;
    const [low, high] = sim.ci95;
    const playerHands = Object.values(sim.outcomes).reduce((a, b) => a + b, 0);
    const pass = low <= published.rtp && published.rtp <= high;
    const r = BLACKJACK_RULES;
    return {
      pass,
      lines: [
        `rules: ${r.decks} decks, dealer ${r.dealerStandsOnSoft17 ? "stands" : "hits"} on soft 17, blackjack ${r.blackjackPays.join(":")}, ` +
          `double any two, DAS, split to ${r.maxHands} hands (aces once), peek, surrender: ${r.surrender}; basic strategy`,
        `rounds: ${hands.toLocaleString("en")} in ${seconds.toFixed(1)} s (${Math.round(hands / seconds).toLocaleString("en")} rounds/s, ` +
          `${Math.round(playerHands / seconds).toLocaleString("en")} player hands/s counting split hands)`,
        `RTP: ${pct(sim.rtp)}  95% CI [${pct(low)}, ${pct(high)}]  house edge ${pct(1 - sim.rtp)}  (sd per round ${sim.sd.toFixed(3)} bets)`,
        `per hand: ${Object.entries(sim.outcomes).map(([k, v]) => `${k} ${v.toLocaleString("en")}`).join(", ")}`,
        `staked per round: ${(sim.staked / sim.wagered).toFixed(4)} bets; return per coin staked ${pct(sim.paid / sim.staked)}`,
        `published: RTP ${pct(published.rtp, 2)} (house edge 0.42%; estimates 0.40–0.44%)` +
          `${low <= published.high && published.low <= high ? "; the interval meets the published range" : "; the interval misses the published range"}`,
      ],
    };
  },
};

/**
 * The wheel: the default table's published RTP (`wheelRtp`: the mean coin prize, the pot's share of each purchase,
 * and the house's seed times the chance of a drop) against purchased spins drawn from the fair stream and judged by
 * `judgeSpin`, as the server judges them. One draw a spin, so 10 million spins take well under a minute.
 */
const wheel: Section = {
  game: "wheel",
  run() {
    const spins = Number(process.env.WHEEL_SPINS ?? 10_000_000);
    const seed = { serverSeed: process.env.WHEEL_SEED ?? "rtp-bench-wheel-seed", clientSeed: "rtp-bench" };
    const published = wheelRtp(DEFAULT_WHEEL);
    const t0 = performance.now();
    const sim = simulateWheel(DEFAULT_WHEEL, spins, seed, nativeHmac);
    const seconds = (performance.now() - t0) / 1000;
    const [low, high] = sim.ci95;
    const odds = prizeOdds(DEFAULT_WHEEL)
      .map((o) => `${o.prize.kind === "coins" ? `${o.prize.multiplier / 100}×` : o.prize.kind} ${o.segments}`)
      .join(", ");
    return {
      pass: low <= published.total && published.total <= high,
      lines: [
        `table v${DEFAULT_WHEEL.version}: ${DEFAULT_WHEEL.segments.length} equal segments (${odds}), price ${DEFAULT_WHEEL.price / 100} coin, ` +
          `${DEFAULT_WHEEL.jackpotShareBps / 100}% of each purchase to the pot, seed ${DEFAULT_WHEEL.jackpotSeed / 100} coins`,
        `spins: ${spins.toLocaleString("en")} in ${seconds.toFixed(1)} s (${Math.round(spins / seconds).toLocaleString("en")} spins/s); pot drops ${sim.drops.toLocaleString("en")}`,
        `RTP: ${pct(sim.rtp)}  95% CI [${pct(low)}, ${pct(high)}]`,
        `published: RTP ${pct(published.total, 2)} (coins ${pct(published.coins, 2)} + pot share ${pct(published.jackpotShare, 2)} + seeds ${pct(published.jackpotSeed, 2)})`,
      ],
    };
  },
};

const sections: Section[] = [blackjack, wheel];

const wanted = process.env.RTP_GAMES?.split(",").map((s) => s.trim());
let failed = 0;
for (const section of sections) {
  if (wanted && !wanted.includes(section.game)) continue;
  console.log(`\n== ${section.game}`);
  const report = section.run();
  for (const line of report.lines) console.log(`  ${line}`);
  console.log(`  ${report.pass ? "PASS" : "MISS"}: the published figure ${report.pass ? "lies" : "does not lie"} inside the 95% interval`);
  if (!report.pass) failed++;
}
process.exitCode = failed > 0 ? 1 : 0;
