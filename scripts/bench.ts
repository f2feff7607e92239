// npm run bench: model load time and latency of checking one 6-step solution, through the full
// engine (all checkers, PRM included) and with the PRM alone. Last line: one JSON object.
import "server-only";

import { performance } from "node:perf_hooks";

import type { CheckInput } from "../lib/check/types";

const PROBLEM =
  "A bakery sells muffins for $3 each and cookies for $2 each. On Monday it sold 48 muffins and " +
  "twice as many cookies. A quarter of the money goes to pay for ingredients. How much money is left?";
const STEPS = [
  "The bakery sold 48 * 2 = 96 cookies.",
  "The muffins earned 48 * 3 = $144.",
  "The cookies earned 96 * 2 = $192.",
  "In total the bakery earned 144 + 192 = $336.",
  "Ingredients cost 336 / 4 = $84.",
  "The money left is 336 - 84 = $252.",
];
const INPUT: CheckInput = { problem: PROBLEM, steps: STEPS, answer: "252" };
// A bank problem carries its reference solution: a reference-aware PRM reads it too (longer input).
const REFERENCE = [
  "Cookies sold: 48 * 2 = 96.",
  "Money from muffins: 48 * 3 = $144; from cookies: 96 * 2 = $192.",
  "Total: 144 + 192 = $336. Ingredients: 336 / 4 = $84.",
  "Left: 336 - 84 = $252.",
];
const TUTOR_INPUT: CheckInput = { ...INPUT, reference: REFERENCE };
const WARMUP = 5;
const RUNS = Number.parseInt(process.env.BENCH_RUNS ?? "60", 10);

function pct(sorted: number[], q: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i];
}

async function time(fn: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < WARMUP; i++) await fn();
  const xs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await fn();
    xs.push(performance.now() - t0);
  }
  xs.sort((a, b) => a - b);
  return { p50: pct(xs, 0.5), p95: pct(xs, 0.95) };
}

const r1 = (x: number) => Math.round(x * 10) / 10;

async function main() {
  const t0 = performance.now();
  const model = await import("../lib/prm/model");
  const { scorePrm } = await import("../lib/prm/score");
  const tImport = performance.now() - t0;
  const t1 = performance.now();
  const prm = await model.getPrm();
  const loadMs = performance.now() - t1;
  console.log(`model: ${prm.dir}`);
  console.log(`library import: ${r1(tImport)} ms; model+tokenizer load: ${r1(loadMs)} ms`);
  const p = await scorePrm(PROBLEM, STEPS);
  console.log(`PRM P(correct) per step: ${p.map((v) => v.toFixed(3)).join(", ")}`);

  const prmAlone = await time(() => scorePrm(PROBLEM, STEPS));
  console.log(`PRM alone (6 steps, one forward pass): p50 ${r1(prmAlone.p50)} ms, p95 ${r1(prmAlone.p95)} ms`);

  const { checkSolution } = await import("../lib/check/engine");
  const res = await checkSolution(INPUT, {});
  console.log(
    `engine checkers: ${res.checkers.join(", ")}; model used: ${res.model.used}; firstErrorIndex: ${res.firstErrorIndex}`,
  );
  const full = await time(() => checkSolution(INPUT, {}));
  console.log(`full engine (6 steps, PRM included): p50 ${r1(full.p50)} ms, p95 ${r1(full.p95)} ms`);
  const tutor = await time(() => checkSolution(TUTOR_INPUT, {}));
  console.log(`full engine with the reference solution: p50 ${r1(tutor.p50)} ms, p95 ${r1(tutor.p95)} ms`);

  console.log(
    JSON.stringify({
      loadMs: r1(loadMs),
      p50Ms: r1(full.p50),
      p95Ms: r1(full.p95),
      prmP50Ms: r1(prmAlone.p50),
      prmP95Ms: r1(prmAlone.p95),
      referenceP50Ms: r1(tutor.p50),
      referenceP95Ms: r1(tutor.p95),
    }),
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
