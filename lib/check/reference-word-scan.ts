// Stage 1 of the word-problem check: read each student line in order and list the new quantities
// it brings in (NewQuantity). What the lines before have produced is the Trail, passed forward
// explicitly from step to step; the per-request context is frozen (reference-word-context.ts).
import { NumberSet, sameNumber, type StepQuantities } from "./quantities";
import { undoesEarlierCheck } from "./reference-check-line";
import { shiftedAge } from "./reference-age";
import { Provenance } from "./reference-word-provenance";
import type { NewQuantity, StepInfo, WordContext } from "./reference-word-context";
import { combos, nearGiven, ofTwoGiven, operationOrQuantity, otherNumber } from "./reference-word-kinds";
import { judgeClaim } from "./reference-word-claim";
import { isTrivial, known, type ClaimAt, type Trail } from "./reference-word-trail";

/** Reads every line in order; the trail each line leaves is the next line's input. */
export function scanSteps(ctx: WordContext): StepInfo[] {
  let trail: Trail = { produced: new NumberSet(), computed: new NumberSet(), prov: Provenance.empty(ctx.problemNums) };
  return ctx.steps.map((_text, i) => {
    const { info, next } = scanStep(ctx, trail, i);
    trail = next;
    return info;
  });
}

function scanStep(ctx: WordContext, trail: Trail, i: number): { info: StepInfo; next: Trail } {
  const q = ctx.stepQs[i];
  const news: NewQuantity[] = [];
  const claimNums = new NumberSet();
  /** Operands of claims accepted for their result alone. */
  const unexplained = new NumberSet();
  let prov = trail.prov;
  for (const c of q.claims) {
    for (const l of c.lhs.leaves) claimNums.add(Math.abs(l));
    for (const l of c.rhs.leaves) claimNums.add(Math.abs(l));
    claimNums.add(c.result);
    if (!c.holds) {
      news.push({ value: c.result, kind: "arithmetic", trivial: false, strong: true, rule: "ref.false-computation" });
      continue;
    }
    // ("Check: 180 + 320 = 500" after "500 − 320 = 180": an earlier computation undone on a line
    // that says it checks; unmarked, "30 / 10 = 3" after "10 * 3 = 30" may be the error itself)
    if (undoesEarlierCheck(ctx.steps[i], c, ctx.stepQs.slice(0, i))) continue;
    const operandsKnown = c.lhs.leaves.every((l) => known(ctx, trail, l) || known(ctx, trail, Math.abs(l)));
    const at: ClaimAt = { c, i, operandsKnown, prov: prov.expand(c.lhs.leaves), computedProv: prov.expandComputed(c.lhs.leaves) };
    prov = prov.plus(c.result, at.prov);
    const verdict = judgeClaim(ctx, { ...trail, prov }, at);
    if (verdict.news) news.push(verdict.news);
    for (const l of verdict.unexplained) unexplained.add(l);
  }
  news.push(...percentsOfNothing(ctx, trail, q), ...strayNumbers(ctx, trail, i, claimNums, unexplained));
  const next: Trail = {
    produced: new NumberSet([...trail.produced.list(), ...q.numbers, ...q.claims.map((c) => c.result)]),
    computed: new NumberSet([...trail.computed.list(), ...q.claims.map((c) => c.result)]),
    prov,
  };
  return { info: { q, news, unexplained }, next };
}

/**
 * "35% = 36 + 12" (30% and 10% of 120 for 35%): a percent label whose value is that percent of no
 * amount at hand, neither given, nor the reference's, nor the solution's own.
 */
function percentsOfNothing(ctx: WordContext, trail: Trail, q: StepQuantities): NewQuantity[] {
  const news: NewQuantity[] = [];
  for (const p of q.percentLabels ?? []) {
    const amounts = [...ctx.problemNums.list(), ...ctx.refResults.list(), ...ctx.refAll.list(), ...trail.produced.list()];
    if (amounts.some((b) => sameNumber(p.rate * b, p.value))) continue;
    const parts = !!p.op && p.leaves.every((l) => known(ctx, trail, Math.abs(l)));
    news.push({ value: p.value, kind: parts ? "wrong-quantity" : "arithmetic", trivial: false, strong: true, proven: true, rule: "ref.percent-of-nothing" });
  }
  return news;
}

/** Numbers a line states that nothing at hand explains (not its claims' own, unless accepted for their result alone). */
function strayNumbers(ctx: WordContext, trail: Trail, i: number, claimNums: NumberSet, unexplained: NumberSet): NewQuantity[] {
  const news: NewQuantity[] = [];
  const isKnown = (v: number) => known(ctx, trail, v);
  for (const n of ctx.stepQs[i].numbers) {
    if ((claimNums.has(n) && !unexplained.has(n)) || isKnown(n)) continue;
    if (shiftedAge(ctx.problem, ctx.steps[i], n, isKnown)) continue;
    // "30% = 36": a percent written as a label of a building block of the reference's percent
    if (ctx.percentParts.list().length && Number.isInteger(n / 5) && n <= 100 && new RegExp(`(?<![\\d.])${n}\\s*%`).test(ctx.steps[i])) continue;
    const pool = [...ctx.avail.list(), ...trail.produced.list()];
    // A stated number near a given one is most likely misread; otherwise a miscombination.
    // (not a number one operation on two given whole numbers gives: "cargo 8" for "4 cruise
    // ships and twice as many" is worked out in the head, not 7 misread)
    const near = nearGiven(ctx, n) && !ofTwoGiven(ctx.problemNums.list().filter(Number.isInteger), n);
    // (a stated result of two numbers at hand: a wrong operation, unless the same operation
    // with another number in place of one of them is on the reference's path, "20% of $800 is
    // $160" where the reference takes 20% of 1200)
    const how = near ? null : combos(pool, n);
    news.push({
      value: n,
      kind: how ? operationOrQuantity(ctx, how.leaves, how.op, otherNumber(ctx, how.leaves, how.op) < 0) : "wrong-quantity",
      trivial: isTrivial(ctx, trail, n),
      strong: near,
      misread: near,
      rule: near ? "ref.misread-given" : "ref.unexplained-number",
    });
  }
  return news;
}

