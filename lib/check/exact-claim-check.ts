// Numeric claims ("16 - 3 = 13", "20% of 50 is 10") with the readings students intend:
// rounding to the precision shown, percentage points, unit changes, fractions of a quantity.
import type { Part } from "../math/claims";
import { evaluate } from "../math/evaluate";
import { log10LowerBound } from "../math/magnitude";
import { parseExpr, type ParsedExpr } from "../math/parse";
import { runningTotal } from "../math/running-total";
import { div, frac, mul, toNumber, valEquals, type Val } from "../math/rational";
import { compareClaim, type ClaimOutcome } from "../math/rounding";
import { classifyClaim, fractionRewriteSlip, numeratorOrDenominatorOnly, unscaledNumeratorSlip } from "./exact-classify";
import { outOfOrderRewrite } from "./exact-order";
import { EXACT_P, type Finding } from "./exact-findings";
import { UNIT_FACTORS } from "../math/units";
import type { ErrorType } from "./types";

export function checkNumericClaim(left: Part, right: Part, approx: boolean, prose: boolean, inProse: boolean, problemNumbers: readonly Val[] = []): Finding | null {
  const l = left.expr;
  const r = right.expr;
  if (!l.hasOp && !r.hasOp && (prose || left.unit || right.unit)) return null; // "5 boxes = 60 pencils"
  if (prose && !l.hasOp) return null; // "in 2018 is 100 + 10": "is" claims compute on the left
  // the written result is the literal side (usually the right)
  const swapped = r.literalDecimals === null && l.literalDecimals !== null;
  if (swapped && left.unit) return null; // "1 hour 20 minutes = (60 + 20) minutes": a compound quantity
  const [calc, result] = swapped ? [r, l] : [l, r];
  const value = evaluate(calc.node);
  const claimed = evaluate(result.node);
  if (value === null && claimed !== null) return tooBigClaim(calc, claimed);
  if (value === null || claimed === null) return null;
  let outcome = compareClaim(value, claimed, result.literalDecimals, approx);
  if (outcome === "false" && runningTotal(value, result.node)) return null;
  if (outcome === "false") {
    const alt = percentReading(calc, result, value, approx, inProse, prose, problemNumbers);
    if (alt === "skip") return null;
    if (alt) outcome = alt;
  }
  if (outcome === "equal") return { verdict: "correct", pCorrect: inProse ? EXACT_P.trueClaimInProse : EXACT_P.trueClaim };
  if (outcome === "rounded") return { verdict: "correct", pCorrect: EXACT_P.rounded };
  if (outcome === "unsure") return { verdict: "unsure", pCorrect: EXACT_P.unsure };
  // "so we can write: 180000 = 330000": two numbers set equal, no calculation; where the work
  // that led to it went wrong is for the lines before to say (lib/check/fuse.ts)
  if (!l.hasOp && !r.hasOp) return { verdict: "incorrect", pCorrect: EXACT_P.falseClaim, errorType: "arithmetic", ruleId: "exact.numbers-unequal", context: { subject: "claim", misconception: "unequal-numbers" } };
  let type: ErrorType = "arithmetic";
  try {
    type = r.hasOp && outOfOrderRewrite(l, r) ? "order-of-operations" : r.hasOp && (fractionRewriteSlip(l, r) || unscaledNumeratorSlip(l, r)) ? "fraction" : classifyClaim(calc, claimed);
  } catch {
    // classification is a refinement; the claim is false either way
  }
  // ("3/4 of 20 = 20 ÷ 4": the hint says what a fraction of an amount means, not how to add fractions)
  const fractionOf = type === "fraction" && numeratorOrDenominatorOnly(calc.node, claimed);
  return {
    verdict: "incorrect",
    pCorrect: type === "arithmetic" ? EXACT_P.falseClaim : EXACT_P.misconceptionClaim,
    errorType: type,
    ruleId: type === "arithmetic" ? "exact.false-claim" : type === "order-of-operations" ? "exact.claim-out-of-order" : type === "fraction" ? "exact.claim-fraction-slip" : "exact.claim-misconception",
    context: { focus: calc.text, subject: "claim", ...(fractionOf ? { misconception: "fraction-of" } : {}) },
  };
}

/**
 * "10^10000 = 10", "9^9^9^9 = 1": the computed side is too big to hold exactly. A lower bound
 * still proves the claim false when the written result is far below it; otherwise the step is
 * left "unsure" (never judged from a float that may have lost the digits that matter).
 */
function tooBigClaim(calc: ParsedExpr, claimed: Val): Finding | null {
  const bound = log10LowerBound(calc.node);
  if (bound === null) return { verdict: "unsure", pCorrect: EXACT_P.unsure, errorType: "unverifiable" };
  const c = Math.abs(toNumber(claimed));
  if (toNumber(claimed) <= 0 || bound > Math.log10(c) + 1) {
    return { verdict: "incorrect", pCorrect: EXACT_P.falseClaim, errorType: "arithmetic", ruleId: "exact.false-claim-bound", context: { focus: calc.text, subject: "claim" } };
  }
  return { verdict: "unsure", pCorrect: EXACT_P.unsure, errorType: "unverifiable" };
}

const PERCENT = /^\(*(\d+(?:\.\d+)?)\/100\)*$/;


/**
 * Second readings of a false-looking claim that students mean differently: "100 - 5 = 95%"
 * (percentage points), "x / y * 100% = 33.3%", "$1 / 2 = 50 cents" (a unit change), "3/4 is
 * equal to $15" (a fraction of a quantity). "skip" means: not a claim we can judge.
 */
function percentReading(
  calc: ParsedExpr,
  result: ParsedExpr,
  value: Val,
  approx: boolean,
  inProse: boolean,
  proseRel: boolean,
  problemNumbers: readonly Val[],
): ClaimOutcome | "skip" | null {
  const compact = (e: ParsedExpr) => e.text.replace(/\s/g, "");
  const pct = PERCENT.exec(compact(result));
  const candidates: Array<[Val, number | null]> = [];
  if (pct) candidates.push([evaluate(parseExpr(pct[1])!.node)!, pct[1].split(".")[1]?.length ?? 0]);
  // "x / y * 100% = 8.3%" and "20 / 240 = 8.33%": the value read in percentage points
  const times100 = /\(100\/100\)/.test(compact(calc)) || pct ? mul(value, frac(100)) : null;
  for (const [claimed, decimals] of candidates.length ? candidates : [[evaluate(result.node)!, result.literalDecimals] as [Val, number | null]]) {
    for (const v of [value, times100]) {
      if (v === null || claimed === null) continue;
      const o = compareClaim(v, claimed, decimals, approx);
      if (o !== "false") return o;
    }
  }
  // "30% = 3 × 6" and "40% is 4 times that" name a percent of the problem's quantity; "30% = 3"
  // and "20% = 0.02" are conversions, and wrong
  // (a computed value "= 76%" is checked as percentage points above, not skipped)
  const pctSide = PERCENT.test(compact(calc)) ? result : PERCENT.test(compact(result)) && !calc.hasOp ? calc : null;
  if (pctSide && (proseRel || pctSide.hasOp)) return "skip";
  if (pctSide) {
    // "5% = 3" in a problem about 60: shorthand for "5% of 60 = 3"
    const pctExpr = pctSide === result ? calc : result;
    const rate = evaluate(pctExpr.node);
    const amount = evaluate(pctSide.node);
    if (rate !== null && amount !== null && problemNumbers.some((n) => valEquals(mul(rate, n) ?? rate, amount))) return "skip";
  }
  // "35% = 30% + 5% = 36 + 6", "5% = half of 10% = 6": percents worked out, then the same percent
  // of the problem's amount, as "5% = 3" is
  // (percents only, with small counts and halves: "30% of 300 = 300 × 30" computes with the amount)
  const rest = compact(calc).replace(/\(\d+(?:\.\d+)?\/100\)/g, "");
  const percentsOnly = rest !== compact(calc) && (rest.match(/\d+(?:\.\d+)?/g) ?? []).every((n) => Number(n) <= 10);
  if (!pct && percentsOnly) {
    const amount = evaluate(result.node);
    if (amount !== null && problemNumbers.some((n) => valEquals(mul(value, n) ?? value, amount))) return "skip";
  }
  const proper = /^\(*(\d+)\/(\d+)\)*$/.exec(compact(calc));
  const claimedValue = evaluate(result.node);
  // "3/4 is equal to $15", "so 2/5 is 60": a fraction of a quantity, not a division (the word
  // "is" says so even when no other prose surrounds it)
  if (proseRel && proper && Number(proper[1]) < Number(proper[2]) && claimedValue !== null && toNumber(claimedValue) > 1) return "skip";
  if (!inProse) return null;
  if (!calc.hasOp) return "skip"; // "$.50 = $45"
  const claimed = evaluate(result.node);
  if (claimed !== null) {
    for (const f of UNIT_FACTORS) {
      if (valEquals(mul(value, frac(f)) ?? value, claimed) || valEquals(div(value, frac(f)) ?? value, claimed)) return "skip";
    }
  }
  return null;
}

