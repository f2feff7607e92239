// Stage 3 of the word-problem check (wrong final answer): which step the blame falls on. Each
// rule that moves the blame gets the lines read so far and returns the next state; nothing here
// changes the state it is given.
import { NumberSet, mentionedNumbers, sameNumber } from "./quantities";
import { REF_P } from "./reference-confidence";
import { contradictedStatement, givenAsTotal, misattributedGiven, rateAsTotal, restatedOperand, swappedGivens } from "./reference-restated";
import { forgottenGiven } from "./reference-forgotten";
import { partAsWhole, partialSum } from "./reference-part";
import { wrongPartner } from "./reference-operand";
import { APPLY } from "./reference-replay";
import { shiftedAge } from "./reference-age";
import { formulaBehind } from "./reference-formula";
import { setKey } from "./reference-word-provenance";
import type { FinalValue } from "./reference-word-final";
import type { NewQuantity, StepInfo, WordContext } from "./reference-word-context";
import { OPS } from "./reference-word-tables";
import { otherNumber } from "./reference-word-kinds";
import type { Suspicion } from "./reference-word-vindicate";

/** Where the blame stands: the lines with every new quantity found so far, and the step blamed (-1: none). */
export interface Blame {
  readonly infos: readonly StepInfo[];
  readonly flagged: number;
  readonly confidence: number;
}

/** The lines with one more new quantity at step `index`. */
export function withNews(infos: readonly StepInfo[], index: number, n: NewQuantity): StepInfo[] {
  return infos.map((info, i) => (i === index ? { ...info, news: [...info.news, n] } : info));
}

/** Runs every blame rule in order, from the quantities the scan found to the step blamed. */
export function placeBlame(ctx: WordContext, scanned: readonly StepInfo[], suspicious: Suspicion, final: FinalValue): Blame {
  const infos = ctx.opts.referenceFree ? scanned : withSentences(ctx, scanned, final);
  let blame = firstFlag(ctx, infos, suspicious, final);
  if (ctx.opts.referenceFree) return blame;
  blame = moveToOwnNumber(ctx, blame, suspicious);
  blame = moveToFormula(ctx, blame, suspicious);
  return moveToForgotten(ctx, blame, final);
}

/**
 * A sentence that gives a value the solution computed to the quantity a reference line computes
 * FROM that value ("So now Faye has $40 to spend" where the reference's line on what Faye has adds
 * her $20 to the $40): the wrong quantity starts there, not where it is used. (And a sentence that
 * swaps two given numbers, or gives one item's price as all of theirs.)
 */
function withSentences(ctx: WordContext, scanned: readonly StepInfo[], final: FinalValue): readonly StepInfo[] {
  const { problem, steps, stepQs, reference, problemNums } = ctx;
  const sentences = [
    { rule: "ref.restated-operand", r: restatedOperand(problem, steps, stepQs, reference, final.index) },
    { rule: "ref.swapped-givens", r: swappedGivens(problem, steps, stepQs, final.index) },
    { rule: "ref.rate-as-total", r: rateAsTotal(steps, stepQs, reference, problemNums, final.index) },
    { rule: "ref.misattributed-given", r: misattributedGiven(problem, steps, stepQs, reference, final.index, final.value) },
    { rule: "ref.given-as-total", r: givenAsTotal(problem, steps, stepQs, reference, problemNums, final.index, final.value) },
    { rule: "ref.contradicted-statement", r: contradictedStatement(steps, stepQs, reference, final.index, final.value) },
  ];
  let infos = scanned;
  for (const { rule, r } of sentences) if (r) infos = withNews(infos, r.index, { value: r.value, kind: "wrong-quantity", trivial: false, strong: false, proven: true, rule });
  return infos;
}

/**
 * Strong evidence first: an earlier unexplained quantity may be a valid path of its own. A
 * proven miscombination (the reference's own operands combined another way) is blamed even after
 * an earlier unexplained quantity, which may be a valid detour ("50 - 12 = 38" before the
 * notebooks). Otherwise the first unexplained non-trivial quantity is blamed: in real solutions
 * the first error is where the first wrong value appears. Strong evidence sets the confidence.
 */
function firstFlag(ctx: WordContext, infos: readonly StepInfo[], suspicious: Suspicion, final: FinalValue): Blame {
  const free = !!ctx.opts.referenceFree;
  const firstWhere = (test: (n: NewQuantity, i: number) => boolean, after = -1) => infos.findIndex((info, i) => i > after && info.news.some((n) => suspicious(n, i) && test(n, i)));
  let flagged = free ? firstWhere((n) => !!n.misread) : firstWhere((n) => !!n.proven);
  if (flagged < 0 && !free) {
    flagged = firstWhere((n) => !n.trivial);
    const next = flagged >= 0 ? firstWhere((n) => !n.trivial, flagged) : -1;
    if (next > 0 && answerByOtherOperation(ctx, infos, suspicious, next, flagged)) flagged = next;
  }
  // (a proven miscombination computed from an earlier unexplained value is no sign that value
  // was a detour: "150 − 3 = 147" then "147 − 40 − 44 = 63", "63 + 3 = 66", where 63 − 3 would
  // give the reference's 60 by cancellation; the first wrong value is the 147)
  else if (flagged > 0 && !free) {
    const earlier = infos.findIndex((info, i) => i < flagged && info.news.some((n) => suspicious(n, i) && !n.trivial && n.claim));
    if (earlier >= 0 && dependsOn(ctx, infos, suspicious, flagged, earlier)) flagged = earlier;
  }
  let confidence: number = flagged >= 0 && infos[flagged].news.some((n) => suspicious(n, flagged) && n.strong) ? REF_P.strongQuantity : REF_P.quantity;
  // (every unexplained value explained as a unit change, and the answer is the right one in
  // another unit ("7.5" cm for 75 mm): the work is right, the answer's unit is not)
  const unit = ctx.unitFactorsInText.find((f) => sameNumber(final.value * f, ctx.answerValue) || sameNumber(final.value / f, ctx.answerValue));
  if (flagged < 0 && !free && unit === undefined) {
    flagged = firstWhere(() => true);
    confidence = REF_P.weakQuantity;
  }
  if (free) confidence = REF_P.referenceFreeQuantity;
  if (flagged >= 0 && !free && stopsShortOfAnswer(ctx, infos, suspicious, final, flagged)) flagged = -1;
  if (flagged >= 0 && unit !== undefined && rightInOtherUnit(ctx, infos[flagged], final, unit)) flagged = -1;
  return { infos, flagged, confidence };
}

/**
 * The right answer in another unit, "5.5 + 0.5 = 6 feet" where inches are asked: the work before
 * it is right unless a computation is false; the answer's unit is what went wrong. (Each of that
 * step's new values is then a reference quantity or a given in that unit too; a "10 × 10 = 100"
 * liters for seconds times minutes is where the unit went wrong.)
 */
function rightInOtherUnit(ctx: WordContext, info: StepInfo, final: FinalValue, f: number): boolean {
  const scale = sameNumber(final.value * f, ctx.answerValue) ? f : 1 / f;
  const inOtherUnit = (v: number) => ctx.refAll.has(v * scale) || ctx.problemNums.has(v * scale);
  return info.news.every((n) => n.kind !== "arithmetic" && inOtherUnit(n.value));
}

/** A computation at step `later` works from a value step `earlier` brought in, directly or through other claims. */
function dependsOn(ctx: WordContext, infos: readonly StepInfo[], suspicious: Suspicion, later: number, earlier: number): boolean {
  const derived = new NumberSet(infos[earlier].news.filter((n) => suspicious(n, earlier)).map((n) => n.value));
  for (let j = earlier + 1; j < later; j++) for (const c of ctx.stepQs[j].claims) if (c.lhs.leaves.some((l) => derived.has(Math.abs(l)))) derived.add(c.result);
  return ctx.stepQs[later].claims.some((c) => c.lhs.leaves.some((l) => derived.has(Math.abs(l))));
}

/**
 * "24 ÷ 4 = 6 hours to carry all of it", then "6 + 3 = 9 more hours" where 6 − 3 is the answer:
 * the later line combines the earlier value with a given by the wrong operation; the earlier
 * value was a true total on the way (student-blind-65 dev), so the blame stays on the later line.
 */
function answerByOtherOperation(ctx: WordContext, infos: readonly StepInfo[], suspicious: Suspicion, later: number, earlier: number): boolean {
  const { problemNums } = ctx;
  const values = infos[earlier].news.filter((n) => suspicious(n, earlier) && n.claim).map((n) => n.value);
  return ctx.stepQs[later].claims.some((c) => {
    if (c.lhs.leaves.length !== 2) return false;
    const [a, b] = c.lhs.leaves.map(Math.abs);
    const pair = values.some((v) => sameNumber(v, a)) && problemNums.has(b) ? [a, b] : values.some((v) => sameNumber(v, b)) && problemNums.has(a) ? [b, a] : null;
    return !!pair && OPS.some((op) => !sameNumber(op(pair[0], pair[1]), c.result) && sameNumber(op(pair[0], pair[1]), ctx.answerValue));
  });
}

/**
 * One operation with a given number turns the computed value into the answer, from the same
 * given numbers. Not the same operation once more ("8 x 4 weeks = 32" where 32 x 5 is the
 * answer: a number left out of that computation), unless a line after it brings that number up
 * before the answer ("in one day he makes 20 x 8 = $160", "He does this 4 days in a week.", "So
 * he makes $160 a week.": the day's pay was right, the week's is not); and not with one of its
 * own operands ("12 / 2 = 6", then 6 - 2): those are no step not yet taken.
 */
function oneStepFromAnswer(ctx: WordContext, final: FinalValue, v: number, how: NonNullable<NewQuantity["computation"]>, i: number): boolean {
  const { answerValue } = ctx;
  const answers = ctx.refProv.entries().filter((e) => sameNumber(e.value, answerValue));
  const again = how.op ? APPLY[how.op] : undefined;
  const partners = ctx.problemNums.list().filter((x) => !how.leaves.some((l) => sameNumber(l, Math.abs(x))));
  const broughtUpAfter = (x: number) => ctx.stepQs.slice(i + 1, final.index).some((q) => q.numbers.some((n) => sameNumber(Math.abs(n), x)));
  const reaches = (x: number) => OPS.some((op) => sameNumber(op(v, x), answerValue)) && !(again && sameNumber(again(v, x), answerValue) && !broughtUpAfter(x));
  return answers.some((a) => partners.some((x) => setKey([...how.prov, x]) === setKey(a.prov) && reaches(x)));
}

/**
 * Stopped one step short: the blamed value is the one the answer line states, from a true
 * computation one operation away from the answer ("24 ÷ 4 = 6 hours to move it all", "Answer:
 * 6 hours" where the answer is 6 - 3). The work is right and the answer names the wrong
 * quantity, so only the answer line is wrong (as the blind sets' writers label it).
 */
function stopsShortOfAnswer(ctx: WordContext, infos: readonly StepInfo[], suspicious: Suspicion, final: FinalValue, i: number): boolean {
  const n = infos[i].news.find((x) => suspicious(x, i));
  const stated = final.index === i || !infos[final.index].q.claims.length;
  return !!n?.computation && !n.proven && !n.computation.omitted && n.kind !== "arithmetic" && stated && sameNumber(n.value, final.value) && oneStepFromAnswer(ctx, final, n.value, n.computation, i);
}

/**
 * "He irons every day of the week, so 7 days.", then "8 x 7 = 56" where the problem says 5
 * days: a number of the solution's own that replaced the right one was brought in by that
 * sentence, and the wrong quantity starts there.
 */
function moveToOwnNumber(ctx: WordContext, blame: Blame, suspicious: Suspicion): Blame {
  if (blame.flagged <= 0) return blame;
  const own = ownNumberIntroduced(ctx, blame, suspicious);
  if (!own) return blame;
  const from = blame.infos[blame.flagged].news.find((x) => suspicious(x, blame.flagged) && x.computation)?.rule;
  const n: NewQuantity = { value: own.value, kind: "wrong-quantity", trivial: false, strong: true, proven: true, rule: "blame.own-number-introduced", ...(from ? { detectedBy: from } : {}) };
  return { ...blame, infos: withNews(blame.infos, own.index, n), flagged: own.index };
}

/**
 * The claim-free sentence that first states the number a flagged computation used in place of
 * the reference's (a number neither given nor worked out by the reference), before any claim uses it.
 */
function ownNumberIntroduced(ctx: WordContext, { infos, flagged: k }: Blame, suspicious: Suspicion): { index: number; value: number } | null {
  const how = infos[k].news.find((n) => suspicious(n, k) && n.computation)?.computation;
  if (!how) return null;
  const at = otherNumber(ctx, how.leaves, how.op);
  const x = at >= 0 ? how.leaves[at] : null;
  if (x === null || ctx.problemNums.has(x) || ctx.refResults.has(x) || ctx.refAll.has(x)) return null;
  const first = ctx.steps.findIndex((text, i) => i < k && mentionedNumbers(text).some((n) => sameNumber(Math.abs(n), x)));
  // (not an age the sentence moves by the problem's span: "In five years Rahim will be six plus
  // five, which is eleven", then "2 × 11" is where the wrong age is taken, llm-p dev; known here
  // is anything at hand or stated anywhere in the solution)
  const produced = new NumberSet(infos.flatMap((info) => [...info.q.numbers, ...info.q.claims.map((c) => c.result)]));
  const known = (v: number) => ctx.avail.has(v) || produced.has(v) || ctx.avail.has(-v);
  if (first >= 0 && shiftedAge(ctx.problem, ctx.steps[first], x, known)) return null;
  return first >= 0 && !ctx.stepQs[first].claims.length ? { index: first, value: x } : null;
}

/** "G = 2(B − 4)", then "G = 2(6 − 4) = 2 × 2 = 4": the value went wrong where the formula that gives it was written, not where it was filled in. */
function moveToFormula(ctx: WordContext, blame: Blame, suspicious: Suspicion): Blame {
  const { infos, flagged } = blame;
  if (flagged <= 0) return blame;
  const n = infos[flagged].news.find((x) => suspicious(x, flagged) && !x.trivial && x.kind !== "arithmetic");
  const at = n ? formulaBehind(ctx.steps, flagged, n.value) : null;
  if (!n || at === null) return blame;
  return { ...blame, infos: withNews(infos, at, { ...n, proven: true, rule: "blame.formula-behind", detectedBy: n.detectedBy ?? n.rule }), flagged: at };
}

/**
 * "52 × 75 = 3900 toothpicks" and never the 16 of "all but 16": a given the reference needs
 * once and the solution never uses was forgotten where its partners were first computed with
 * ("chips = 75% of 4 = $3", then "2 chips = 6", where the reference adds the $3 to the $4: a
 * part taken for the whole where the solution last states it; "8 + 16 + 32 = 56" for the
 * reference's 4 + 8 + 16 + 32: a number left out of the sum there). And "36 ÷ 3 = 12" candies in
 * a packet, where the reference divides by the 2 packets: the reference's computation with
 * another partner, the answer exactly its route from there.
 */
function moveToForgotten(ctx: WordContext, blame: Blame, final: FinalValue): Blame {
  const { problem, steps, stepQs, reference } = ctx;
  const tag = <T,>(r: T | null, rule: string) => (r ? { ...r, rule } : null);
  const found =
    tag(forgottenGiven(problem, steps, stepQs, reference, final.index), "ref.forgotten-given") ??
    tag(partAsWhole(problem, steps, stepQs, reference, final.index, final.value), "ref.part-as-whole") ??
    tag(partialSum(steps, stepQs, reference, final.index, final.value), "ref.partial-sum");
  let { infos, flagged } = blame;
  if (found && (flagged < 0 || found.index < flagged)) {
    infos = withNews(infos, found.index, { value: found.value, kind: "wrong-quantity", trivial: false, strong: true, proven: true, rule: found.rule });
    flagged = found.index;
  }
  const partner = wrongPartner(problem, steps, stepQs, reference, final.index, final.value);
  if (partner && (flagged < 0 || partner.index < flagged)) {
    infos = withNews(infos, partner.index, { value: partner.value, kind: partner.operation ? "wrong-operation" : "wrong-quantity", trivial: false, strong: true, proven: true, rule: "ref.wrong-partner" });
    flagged = partner.index;
  }
  return { ...blame, infos, flagged };
}
