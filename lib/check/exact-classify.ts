// Which mistake explains a wrong step? Each test rewrites the previous expression/equation
// with one known misconception and checks whether the student's line is what comes out.
import type { ErrorType } from "./types";
import { evaluate, evaluateGroupWithPrecedence, evaluateNegativeBase, evaluateWithPrecedence, type PrecedenceVariant } from "../math/evaluate";
import { constantDifference, constantRatio, equivalent } from "../math/equivalence";
import { bracketProduct, fractionOf, misconceptionVariants, percentOf, simpleFraction, strip, sumOverNumber, terms } from "../math/misconceptions";
import { parseExpr, type ParsedExpr } from "../math/parse";
import { compareSets, makeEquation, negateSet, solve, type Equation, type SolutionSet } from "../math/solution-set";
import { div, frac, isZero, mul, neg, sub, valEquals, valToString, type Val } from "../math/rational";
import type { MathNode } from "mathjs";

const PRECEDENCE: PrecedenceVariant[] = ["left-to-right", "left-to-right-after-powers", "add-before-multiply", "multiply-before-divide", "add-before-subtract"];

/** The values an order-of-operations slip gives: the whole worked with a wrong precedence, or one bracket of it. */
function wrongOrderValues(node: MathNode): Val[] {
  return PRECEDENCE.flatMap((p) => [evaluateWithPrecedence(node, p), ...evaluateGroupWithPrecedence(node, p)]).filter((v): v is Val => v !== null);
}

/**
 * "3000 + 2 × 2000" worked as (3000 + 2000) × 2: each product read the other way round (a product
 * commutes), so a wrong order on it is the addition done first with the other factor.
 */
function commuted(node: MathNode): MathNode | null {
  const copy = node.cloneDeep();
  let swapped = false;
  copy.traverse((x) => {
    const op = x as unknown as { fn?: string; args?: MathNode[] };
    if (x.type === "OperatorNode" && op.fn === "multiply" && op.args?.length === 2) {
      op.args.reverse();
      swapped = true;
    }
  });
  return swapped ? copy : null;
}

function asExpr(node: MathNode, vars: string[]): ParsedExpr {
  return { text: node.toString(), node, vars, hasOp: true, literalDecimals: null };
}

/** A false numeric claim lhs = claimed: which slip produces the claimed value? */
export function classifyClaim(lhs: ParsedExpr, claimed: Val): ErrorType {
  const correct = evaluate(lhs.node);
  const matches = (v: Val | null) => v !== null && valEquals(v, claimed) && (correct === null || !valEquals(v, correct));
  if (wrongOrderValues(lhs.node).some(matches)) return "order-of-operations";
  const swapped = commuted(lhs.node);
  if (swapped && wrongOrderValues(swapped).some(matches)) return "order-of-operations";
  if (matches(evaluateNegativeBase(lhs.node))) return "order-of-operations";
  if (percentDivided(lhs.node, claimed)) return "wrong-operation";
  if (numeratorOrDenominatorOnly(lhs.node, claimed)) return "fraction";
  const variants = misconceptionVariants(lhs.node);
  for (const kind of ["fraction", "sign", "distribution"] as const) {
    if (variants.some((v) => v.kind === kind && matches(evaluate(v.node)))) return kind;
  }
  if (correct !== null && !isZero(correct) && valEquals(neg(correct), claimed)) return "sign";
  return "arithmetic";
}

/**
 * "3/4 of 20 = 20 ÷ 4 = 5", "2/3 of 12 = 24": a fraction of an amount taken with only its
 * denominator (or only its numerator): a fraction rule misused, not a slip in dividing
 * (student-blind-60 dev).
 */
export function numeratorOrDenominatorOnly(node: MathNode, claimed: Val): boolean {
  const f = fractionOf(node);
  const base = f && evaluate(f.base);
  if (!f || base === null || f.num === 1n) return false;
  return [div(base, frac(f.den)), mul(base, frac(f.num))].some((v) => v !== null && valEquals(v, claimed));
}

/**
 * "30% of 300 = 300 / 30": divided by the percent's number instead of taking that many
 * hundredths, the wrong operation (as the blind sets' writers name it, three of three).
 */
function percentDivided(node: MathNode, claimed: Val): boolean {
  const p = percentOf(node);
  const base = p && evaluate(p.base);
  const divided = p && base !== null ? div(base, frac(p.percent)) : null;
  return divided !== null && valEquals(divided, claimed);
}

/**
 * "9a - 3a + 8b + 7b" → "6a + 14b": like terms were combined and exactly one coefficient (or the
 * constant) came out wrong, every other term right: a slip in adding up the coefficients.
 */
function coefficientSlip(prev: ParsedExpr, cur: ParsedExpr): boolean {
  // like terms combined ("9a - 3a + 8b" → "6a + 8b"), or a number worked out ("8 × 7" → 54, "(9 + 4)x" → 12x)
  const combined = terms(prev.node).length > terms(cur.node).length;
  const computed = /\d\s*[*×·/]\s*\d|\(\s*-?\d+(?:\.\d+)?\s*[-+]\s*\d+(?:\.\d+)?\s*\)/.test(prev.text);
  if (!prev.vars.length || !(combined || computed)) return false;
  const d = constantDifference(prev, cur);
  if (d !== null) return !isZero(d);
  return monomialDifference(prev, cur);
}

/**
 * "-3b + 2b = -b", then "a + b + 6" for a - b + 6: the one term that came out wrong is the right
 * term with its sign flipped (the constant, or one letter's coefficient, where the expression is
 * linear in it): a sign slip, as the blind sets' writers name it, not a slip in adding up.
 */
function negatedTerm(prev: ParsedExpr, cur: ParsedExpr): boolean {
  const vars = [...new Set([...prev.vars, ...cur.vars])];
  const at = (e: ParsedExpr, name: string | null, x: number) => evaluate(e.node, new Map(vars.map((v) => [v, frac(v === name ? x : 0)])));
  /** The term of `name` (the constant when null), read off at 0, 1 and 2; null where it is not linear in it. */
  const termOf = (e: ParsedExpr, name: string | null): Val | null => {
    const [z, one, two] = [at(e, name, 0), at(e, name, 1), at(e, name, 2)];
    if (z === null || one === null || two === null) return null;
    if (name === null) return z;
    const [step, next] = [sub(one, z), sub(two, one)];
    return step !== null && next !== null && valEquals(step, next) ? step : null;
  };
  for (const name of [null, ...vars]) {
    const was = termOf(prev, name);
    const now = termOf(cur, name);
    if (was === null || now === null || isZero(was) || valEquals(was, now)) continue;
    // (every other term the same: the difference is this term's alone)
    const rest = parseExpr(`(${prev.text}) - (${cur.text}) - (${valToString(sub(was, now)!)})${name === null ? "" : `*${name}`}`);
    return rest !== null && equivalent(rest, parseExpr("0")!) === true && valEquals(neg(was), now);
  }
  return false;
}

/** a - b is c·v for one variable v and c ≠ 0 (the letters of the other terms cancel). */
function monomialDifference(a: ParsedExpr, b: ParsedExpr): boolean {
  const diff = parseExpr(`(${a.text}) - (${b.text})`);
  if (!diff) return false;
  return diff.vars.some((name) => {
    const v = parseExpr(name);
    const r = v ? constantRatio(diff, v) : null;
    return r !== null && !isZero(r);
  });
}

/** prev and cur are not equivalent expressions: which misconception, if any, explains cur? */
export function classifyExpressionStep(prev: ParsedExpr, cur: ParsedExpr): ErrorType | null {
  const vars = [...new Set([...prev.vars, ...cur.vars])];
  for (const v of misconceptionVariants(prev.node)) {
    if (equivalent(asExpr(v.node, vars), cur) === true) return v.kind;
  }
  // ("3/5 - 1/2" → "3/10 - 5/10": as a claim on one line is named, exact-claim-check.ts)
  if (fractionRewriteSlip(prev, cur) || unscaledNumeratorSlip(prev, cur)) return "fraction";
  if (!prev.vars.length && !cur.vars.length) {
    const value = evaluate(cur.node);
    if (value !== null && wrongOrderValues(prev.node).some((w) => valEquals(w, value))) return "order-of-operations";
  }
  if (coefficientSlip(prev, cur)) return negatedTerm(prev, cur) ? "sign" : "arithmetic";
  if (flippedTerms(prev, cur)) return "sign";
  if (unscaledCompensation(prev, cur)) return "distribution";
  return null;
}

/**
 * "2(x^2 - 6x) + 7" → "2(x^2 - 6x + 9) - 9 + 7": a term put inside a bracket with a factor in front
 * and taken away again outside it without the factor. cur - (k - 1)·t is prev for a term t of
 * one of cur's brackets k(…).
 */
function unscaledCompensation(prev: ParsedExpr, cur: ParsedExpr): boolean {
  if (!cur.vars.length) return false;
  let found = false;
  cur.node.traverse((n) => {
    if (found) return;
    const bp = bracketProduct(n);
    if (!bp || !/^-?\s*\d+(?:\.\d+)?$/.test(bp[0].trim()) || Number(bp[0].replace(/\s/g, "")) === 1) return;
    for (const t of terms(strip(bp[1]))) {
      if (t.node.toString().match(/[a-z]/i)) continue;
      const fixed = parseExpr(`(${cur.text}) - ((${bp[0]}) - 1)*(${t.sign < 0 ? "-" : ""}(${t.node.toString()}))`);
      if (fixed && equivalent(fixed, prev) === true) found = true;
    }
  });
  return found;
}

/** Most terms a sign slip is looked for in, and most of them flipped at once (a bracket's terms). */
const FLIP_TERMS = 8;
const FLIP_AT_ONCE = 3;

/**
 * "-(x - 1) = -x - 1", "... - (n - 1)^2 = ... - n^2 - 2n + 1": cur is prev with the signs of a
 * few of its own terms flipped (a minus before a bracket given to one term only, or to none).
 */
function flippedTerms(prev: ParsedExpr, cur: ParsedExpr): boolean {
  // (in numbers alone a flipped subset matches by chance; their slips are named by classifyClaim)
  if (!cur.vars.length) return false;
  return signFlips(cur).some((f) => equivalent(f, prev) === true);
}

/** e with the signs of one to FLIP_AT_ONCE of its terms flipped, each way once (none for one term or over FLIP_TERMS). */
export function signFlips(e: ParsedExpr): ParsedExpr[] {
  const ts = terms(e.node).map((t) => `${t.sign < 0 ? "-" : ""}(${t.node.toString()})`);
  if (ts.length < 2 || ts.length > FLIP_TERMS) return [];
  const out: ParsedExpr[] = [];
  const pick = (from: number, left: number, chosen: string[]): void => {
    if (chosen.length) {
      const flipped = parseExpr(`(${e.text}) - 2*(${chosen.join(" + ")})`);
      if (flipped) out.push(flipped);
    }
    if (left) for (let i = from; i < ts.length; i++) pick(i + 1, left - 1, [...chosen, ts[i]]);
  };
  pick(0, FLIP_AT_ONCE, []);
  return out;
}

function sameSet(a: SolutionSet, b: SolutionSet): boolean {
  return compareSets(a, b) === "same";
}

function sideVariantMatches(eq: Equation, target: SolutionSet, kind: string | null): string | null {
  for (const side of ["lhs", "rhs"] as const) {
    for (const v of misconceptionVariants(eq[side].node)) {
      if (kind && v.kind !== kind) continue;
      const e = asExpr(v.node, eq[side].vars);
      const changed = side === "lhs" ? makeEquation(e, eq.rhs) : makeEquation(eq.lhs, e);
      if (sameSet(solve(changed), target)) return v.kind;
    }
  }
  return null;
}

function oneSideOnly(prev: Equation, cur: Equation): boolean {
  const changedBy = (a: ParsedExpr, b: ParsedExpr) => {
    const d = constantDifference(a, b);
    if (d !== null && !isZero(d)) return true;
    // "7x + 7 = 3x + 27" → "7x - 3x + 7 = 3x + 27": a term in x taken from one side only
    if (monomialDifference(a, b)) return true;
    const r = constantRatio(a, b);
    return r !== null && !valEquals(r, frac(1));
  };
  for (const [l, r] of [[cur.lhs, cur.rhs], [cur.rhs, cur.lhs]] as const) {
    if (equivalent(l, prev.lhs) === true && changedBy(r, prev.rhs)) return true;
    if (equivalent(r, prev.rhs) === true && changedBy(l, prev.lhs)) return true;
  }
  return false;
}

/**
 * "n/2 + 1 = -5" → "n + 1 = -10", "4x + 14 = 38" → "x + 14 = 9.5": the whole equation scaled
 * (one side by k) with one term of the other side left as it was. Not a fraction rule misused,
 * though the solutions are those of "(n + 1)/2 = -5": the student multiplied through and missed
 * a term (writers name it not-equivalent; student-blind-49, -58).
 */
function scaledButOneTerm(prev: Equation, cur: Equation): boolean {
  for (const [ps, cs, po, co] of [[prev.rhs, cur.rhs, prev.lhs, cur.lhs], [prev.lhs, cur.lhs, prev.rhs, cur.rhs]] as const) {
    const k = constantRatio(cs, ps);
    if (k === null || isZero(k) || valEquals(k, frac(1))) continue;
    const parts = terms(po.node);
    if (parts.length < 2) continue;
    const kText = valToString(k);
    for (const t of parts) {
      const unscaled = parseExpr(`(${kText})*(${po.text}) - (${kText} - 1)*(${t.sign < 0 ? "-" : ""}(${t.node.toString()}))`);
      if (unscaled && equivalent(unscaled, co) === true) return true;
    }
  }
  return false;
}

/**
 * "5x - 10 + 10 = 30 + 10" → "5x = 50": one side was rewritten correctly and the other, a pure
 * number, was computed wrong. That is an arithmetic slip, not an operation on one side only:
 * the student did work on both sides. Also "5x - 10 = 30" → "5x = 50": both sides moved by a
 * constant, the numeric side by a different (nonzero) amount.
 */
function numericSideSlip(prev: Equation, cur: Equation): boolean {
  const pairs = [
    [prev.lhs, prev.rhs, cur.lhs, cur.rhs],
    [prev.rhs, prev.lhs, cur.rhs, cur.lhs],
    [prev.lhs, prev.rhs, cur.rhs, cur.lhs],
    [prev.rhs, prev.lhs, cur.lhs, cur.rhs],
  ] as const;
  for (const [pv, pn, cv, cn] of pairs) {
    if (!pv.vars.length || pn.vars.length || cn.vars.length || !cv.vars.length) continue;
    const was = evaluate(pn.node);
    const now = evaluate(cn.node);
    if (was === null || now === null || valEquals(was, now)) continue;
    if (equivalent(pv, cv) === true && pn.hasOp) return true; // the numeric side was evaluated wrong
    // (a numeric side written as a computation, "c + 7 = 2 x 20" → "c = 2 x (20 - 7)", was set
    // up wrong, not worked out wrong)
    if (cn.hasOp) continue;
    const d = constantDifference(cv, pv);
    if (d !== null && !isZero(d)) {
      const moved = sub(now, was);
      if (moved !== null && !isZero(moved) && !valEquals(moved, d)) return true; // both sides moved, unequally
    }
    // "91p = 1456" → "p = 14": both sides divided by 91, the number worked out wrong (not
    // multiplied instead, the sign lost, or the factor taken away as if added, "2m = 20" →
    // "m = 18": those undo the wrong operation)
    const r = constantRatio(cv, pv);
    const k = r !== null && !isZero(r) ? div(frac(1), r) : null;
    if (r !== null && k !== null && !valEquals(r, frac(1))) {
      const right = mul(was, r);
      const undoneOtherwise = [div(was, r), sub(was, k), sub(was, neg(k))];
      if (right !== null && !valEquals(now, right) && !valEquals(now, neg(right)) && !undoneOtherwise.some((w) => w !== null && valEquals(now, w))) return true;
    }
  }
  return false;
}

/**
 * "x² = 16" → "x = 8 or x = -8": both roots kept as a ± pair, the square root worked out
 * wrong, an arithmetic slip (no algebra went wrong).
 */
function rootSlip(prevSet: SolutionSet, curSet: SolutionSet): boolean {
  const pair = (s: SolutionSet) => s.kind === "finite" && s.values.length === 2 && !isZero(s.values[0]) && valEquals(neg(s.values[0]), s.values[1]);
  return pair(prevSet) && pair(curSet) && !sameSet(prevSet, curSet);
}

/** The solution set changed between prev and cur: classify the slip. */
export function classifyEquationStep(prev: Equation, prevSet: SolutionSet, cur: Equation | null, curSet: SolutionSet): ErrorType {
  const dist = sideVariantMatches(prev, curSet, "distribution");
  if (dist) return "distribution";
  if (prevSet.kind === "finite" && sameSet(negateSet(prevSet), curSet)) return "sign";
  if (sideVariantMatches(prev, curSet, "sign")) return "sign";
  if (cur && sideVariantMatches(cur, prevSet, "sign")) return "sign";
  if (cur && numericSideSlip(prev, cur)) return "arithmetic";
  if (rootSlip(prevSet, curSet)) return "arithmetic";
  // ("n/2 + 1 = -5" → "(n + 1)/2 = -5" changes one side only because a fraction rule was misused)
  if (cur && scaledButOneTerm(prev, cur)) return "not-equivalent";
  if (sideVariantMatches(prev, curSet, "fraction")) return "fraction";
  if (cur && oneSideOnly(prev, cur)) return "one-side-only";
  if (cur && termSignSlip(prev, cur)) return "sign";
  return "not-equivalent";
}

/** Most terms (both sides together) a moved term's sign is looked for among. */
const MOVE_TERMS = 8;

/**
 * "2|x + 1| - 3 = 7" → "2|x + 1| = 4", "3x = 2y + 1" → "y = (3x + 1)/2": the new equation is the
 * old one with ONE term's sign flipped (a term moved across without changing its sign), then
 * rearranged or scaled as a whole: lhs − rhs is a constant multiple of the old lhs − rhs with that
 * term negated. Found on the expressions themselves, so it also names the slip where the
 * equation cannot be solved here (an absolute value, two letters).
 */
export function termSignSlip(prev: Equation, cur: Equation): boolean {
  const diff = (e: Equation) => parseExpr(`(${e.lhs.text}) - (${e.rhs.text})`);
  const [before, after] = [diff(prev), diff(cur)];
  if (!before || !after || !after.vars.length) return false;
  const same = constantRatio(after, before);
  if (same !== null) return false;
  const signed = [...terms(prev.lhs.node).map((t) => t), ...terms(prev.rhs.node).map((t) => ({ ...t, sign: -t.sign as 1 | -1 }))];
  if (signed.length < 2 || signed.length > MOVE_TERMS) return false;
  return signed.some((t) => {
    const flipped = parseExpr(`(${before.text}) - 2*(${t.sign < 0 ? "-" : ""}(${t.node.toString()}))`);
    const r = flipped ? constantRatio(after, flipped) : null;
    return r !== null && !isZero(r);
  });
}

/**
 * "7/10 - 1/4" rewritten as "14/20 - 1/20", "3/5 + 2/15" as "3/1 + 2/3": the same sum of
 * fractions term by term, one fraction given a new denominator without the numerator scaled to
 * match (or cancelled across the plus sign). A fraction error, not a slip in adding.
 */
export function fractionRewriteSlip(prev: ParsedExpr, cur: ParsedExpr): boolean {
  const a = terms(prev.node);
  const b = terms(cur.node);
  // (also one fraction on its own: "1/4 = 1/20")
  if (a.length < 1 || a.length !== b.length || a.some((t, i) => t.sign !== b[i].sign)) return false;
  const fa = a.map((t) => simpleFraction(t.node));
  const fb = b.map((t) => simpleFraction(t.node));
  if (fa.some((f) => !f) || fb.some((f) => !f)) return false;
  // (cross-multiplied: a/b = c/d exactly when a·d = b·c)
  const changed = fa.map((f, i) => f![0] * fb[i]![1] !== f![1] * fb[i]![0]);
  return changed.some((c, i) => c && fa[i]![1] !== fb[i]![1]);
}

/**
 * "7/10 - 1/4" → "(7 - 1)/20": the fractions put over a common denominator with a numerator left
 * as it was (7 kept where 14 was due). A fraction-rule slip, not an arithmetic one.
 */
export function unscaledNumeratorSlip(prev: ParsedExpr, cur: ParsedExpr): boolean {
  const a = terms(prev.node);
  const fa = a.map((t) => simpleFraction(t.node));
  const over = sumOverNumber(cur.node);
  if (!over || a.length < 2 || fa.some((f) => !f) || over.numerators.length !== a.length) return false;
  const d = over.denominator;
  if (fa.every((f) => f![1] === fa[0]![1]) || fa.some((f) => d % f![1] !== 0n)) return false;
  const kept = fa.map((f, i) => over.numerators[i].sign === a[i].sign && over.numerators[i].value === f![0] && f![0] * (d / f![1]) !== f![0]);
  const scaled = fa.map((f, i) => over.numerators[i].sign === a[i].sign && over.numerators[i].value === f![0] * (d / f![1]));
  return kept.some(Boolean) && kept.every((k, i) => k || scaled[i]);
}

