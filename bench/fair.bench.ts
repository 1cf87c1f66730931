/**
 * How fast the provably fair draws are, against node:crypto's native HMAC doing the same work, and the
 * latency of one die roll as percentiles. Prints ratios measured in this one run.
 */
import { createHmac } from "node:crypto";
import { performance } from "node:perf_hooks";
import { fairShuffle, rollDie } from "@arena/fair";

const seed = { serverSeed: "f".repeat(64), clientSeed: "bench" };
const N = 200_000;

function time(label: string, fn: () => void): number {
  for (let i = 0; i < 3; i++) fn(); // warm-up
  const t0 = performance.now();
  fn();
  const ms = performance.now() - t0;
  console.log(`${label.padEnd(34)} ${(ms).toFixed(1).padStart(8)} ms`);
  return ms;
}

const ours = time(`rollDie x ${N}`, () => {
  for (let i = 0; i < N; i++) rollDie(seed, i);
});
let sink = 0;
const native = time(`node:crypto HMAC die x ${N}`, () => {
  for (let i = 0; i < N; i++) sink += 1 + (createHmac("sha256", seed.serverSeed).update(`bench:${i}:0`).digest().readUInt32BE(0) % 6);
});
if (sink < 0) console.log(sink); // keeps the loop from being optimised away

const samples: number[] = [];
for (let i = 0; i < 50_000; i++) {
  const t0 = performance.now();
  rollDie(seed, i);
  samples.push(performance.now() - t0);
}
samples.sort((a, b) => a - b);
const pct = (p: number) => samples[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))]! * 1000;

const deck = Array.from({ length: 52 }, (_, i) => i);
const shuffle = time("fairShuffle(52 cards) x 5000", () => {
  for (let i = 0; i < 5000; i++) fairShuffle(seed, i * 52, deck);
});

console.log(`\nrolls per second: ${Math.round(N / (ours / 1000)).toLocaleString("en")}`);
console.log(`ratio pure-JS / native HMAC: ${(ours / native).toFixed(2)}x`);
console.log(`one roll latency: p50 ${pct(50).toFixed(1)} µs, p99 ${pct(99).toFixed(1)} µs`);
console.log(`52-card shuffles per second: ${Math.round(5000 / (shuffle / 1000)).toLocaleString("en")}`);
