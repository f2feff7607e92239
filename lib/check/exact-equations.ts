// Equation-to-equation steps: the solution set must stay the same (cases of a factored
// equation and rounded roots are fine); a changed set is classified by misconception.
import { evaluate } from "../math/evaluate";
import { constantRatio, equivalent } from "../math/equivalence";
import { parseExpr, type ParsedExpr } from "../math/parse";
import { toNumber, valEquals } from "../math/rational";
import { roundingIn } from "../math/rounding";
import { sameNumber } from "../math/vocabulary/tolerance";
import { compareSets, residual, type Equation, type SolutionSet } from "../math/solution-set";
import { classifyEquationStep } from "./exact-classify";
import { EXACT_P, type Finding } from "./exact-findings";

const isNumeric = (e: ParsedExpr) => e.vars.length === 0;

export interface EqState {
  equations: Equation[];
  set: SolutionSet;
  /** The line stating it was pure math (no prose that might have hidden part of it). */
  pure?: boolean;
}

export interface EqStatement {
  eq: Equation;
  joiner: string;
}

export function isAssignment(eq: Equation): boolean {
  return eq.vars.length === 1 && !eq.lhs.hasOp && eq.lhs.vars.length === 1 && isNumeric(eq.rhs);
}

/** The statements' equations grouped (cases joined by "or", values listed for one letter); `startsCase`: see newCaseAfter; `joiner`: the prose before the group's first. */
export function groupEquations(stmts: EqStatement[]): Array<Equation[] & { startsCase?: boolean; joiner: string }> {
  const groups: Array<Equation[] & { startsCase?: boolean; joiner: string }> = [];
  stmts.forEach((s, i) => {
    const prev = groups[groups.length - 1];
    const j = s.joiner.toLowerCase();
    const union =
      i > 0 &&
      (/\bor\b/.test(j) ||
        ((/^[\s,;]*$/.test(j) || /^\s*,?\s*and\s*$/.test(j)) && isAssignment(s.eq) && isAssignment(stmts[i - 1].eq) && s.eq.vars[0] === stmts[i - 1].eq.vars[0]));
    if (union && prev) prev.push(s.eq);
    else groups.push(Object.assign([s.eq], { joiner: s.joiner }, newCaseAfter(stmts, i) ? { startsCase: true } : {}));
  });
  return groups;
}

/**
 * "2^x = 1 ⇒ x = 0, and 2^x = 8 ⇒ x = 3": after a value found (an assignment), "and" or ";"
 * before an equation that is none starts the next case of a split made earlier; it follows from
 * what the line started from, not from the value just found.
 */
function newCaseAfter(stmts: EqStatement[], i: number): boolean {
  return i > 0 && /^\s*[,;]?\s*(?:and\b|;)/i.test(stmts[i].joiner) && isAssignment(stmts[i - 1].eq) && !isAssignment(stmts[i].eq);
}

function literalDecimals(eqs: Equation[]): number | null {
  let d: number | null = null;
  for (const e of eqs) {
    const lit = isAssignment(e) ? e.rhs.literalDecimals : null;
    if (lit === null || lit === 0) return null;
    d = Math.max(d ?? 0, lit);
  }
  return d;
}

function roundedMatch(prev: SolutionSet, cur: SolutionSet, decimals: number | null): boolean {
  if (decimals === null || prev.kind !== "finite" || cur.kind !== "finite" || prev.values.length !== cur.values.length) return false;
  const tol = 10 ** -decimals;
  return cur.values.every((c) => prev.values.some((p) => Math.abs(toNumber(p) - toNumber(c)) < tol));
}

/** Substitution check when one side could not be solved in closed form. */
function substitutionCheck(unsolved: Equation[], known: SolutionSet, roundedBy = 0): Finding | null {
  if (known.kind !== "finite" || unsolved.length !== 1) return null;
  const eq = unsolved[0];
  if (eq.vars.length !== 1 || eq.vars[0] !== known.variable) return null;
  let checked = 0;
  for (const v of known.values) {
    const r = residual(eq, known.variable, v);
    if (r === null) continue;
    // ("(4/3)π r^3 = (4/3)π(216)" at r = 6: sides worked out in floating point agree to its precision)
    const scope = new Map([[known.variable, v]]);
    const [l, rr] = [evaluate(eq.lhs.node, scope), evaluate(eq.rhs.node, scope)];
    // (a value worked out from rounded decimals, "h ≈ 5/0.5146", agrees to their precision)
    const [a, b] = l !== null && rr !== null ? [toNumber(l), toNumber(rr)] : [NaN, NaN];
    const agree = sameNumber(a, b) || Math.abs(a - b) <= roundedBy * Math.max(Math.abs(a), Math.abs(b));
    if (!valEquals(r, 0) && !agree) return { verdict: "incorrect", pCorrect: EXACT_P.notEquivalentExpression, errorType: "not-equivalent", ruleId: "exact.substitution-fails", context: { subject: "equation" } };
    checked++;
  }
  return checked ? { verdict: "correct", pCorrect: EXACT_P.partialEquivalence } : null;
}

/** "(x + 2)(x + 4) = 0": a product of factors with the variable, equal to zero. */
function isFactoredZero(eq: Equation): boolean {
  for (const [side, other] of [[eq.lhs, eq.rhs], [eq.rhs, eq.lhs]] as const) {
    const zero = !other.vars.length && evaluate(other.node);
    if (!zero || !valEquals(zero, 0)) continue;
    let n = side.node;
    while (n.type === "ParenthesisNode") n = (n as unknown as { content: typeof n }).content;
    const op = n as unknown as { type: string; fn?: string; args?: Array<typeof n> };
    if (op.type === "OperatorNode" && op.fn === "multiply" && (op.args ?? []).filter((a) => a.toString().match(/[a-z]/i)).length >= 2) return true;
  }
  return false;
}

function difference(eq: Equation): ParsedExpr | null {
  return parseExpr(`(${eq.lhs.text}) - (${eq.rhs.text})`);
}

/**
 * "6n + 8 = 14", then "14n = 14": one side kept as it was and the other rewritten into an
 * expression that is not equal to it. The solutions may agree by luck (n = 1 both times); the
 * step does not follow (student-blind-62 dev).
 */
function oneSideMiswritten(prev: Equation, cur: Equation): boolean {
  // (a side of 0 kept while the other is divided through, "x^2 - x - 2 = 0" for -2x^2 + 2x + 4 = 0, is a valid move)
  const zero = parseExpr("0")!;
  const same = (a: ParsedExpr, b: ParsedExpr) => equivalent(a, b) === true && equivalent(a, zero) !== true;
  const differs = (a: ParsedExpr, b: ParsedExpr) => equivalent(a, b) === false;
  return (
    (same(cur.rhs, prev.rhs) && differs(cur.lhs, prev.lhs)) ||
    (same(cur.lhs, prev.lhs) && differs(cur.rhs, prev.rhs)) ||
    (same(cur.lhs, prev.rhs) && differs(cur.rhs, prev.lhs)) ||
    (same(cur.rhs, prev.lhs) && differs(cur.lhs, prev.rhs))
  );
}

export function compareEquationGroups(prev: EqState, cur: Equation[], curSet: SolutionSet): Finding | null {
  const cmp = compareSets(prev.set, curSet);
  if (cmp === "same" && prev.equations.length === 1 && cur.length === 1 && oneSideMiswritten(prev.equations[0], cur[0])) {
    return { verdict: "incorrect", pCorrect: EXACT_P.notEquivalent, errorType: "not-equivalent", ruleId: "exact.one-side-miswritten", context: { subject: "equation" } };
  }
  if (cmp === "same") return { verdict: "correct", pCorrect: EXACT_P.equivalentEquation };
  if (cmp === "different") {
    if (roundedMatch(prev.set, curSet, literalDecimals(cur))) return { verdict: "correct", pCorrect: EXACT_P.rounded };
    // "(x + 2)(x + 4) = 0" then "x + 2 = 0, so x = -2": one case per line; a missing root in
    // the final answer is the final-answer check's business
    const p = prev.set;
    const caseSplit = prev.equations.length > 1 || isFactoredZero(prev.equations[0]);
    if (caseSplit && cur.length === 1 && p.kind === "finite" && p.values.length > 1 && curSet.kind === "finite" && curSet.values.length > 0 && curSet.values.every((v) => p.values.some((w) => valEquals(v, w)))) {
      return { verdict: "correct", pCorrect: EXACT_P.partialEquivalence, caseOf: true };
    }
    const prevEq = prev.equations.length === 1 ? prev.equations[0] : null;
    const type = prevEq ? classifyEquationStep(prevEq, prev.set, cur.length === 1 ? cur[0] : null, curSet) : "not-equivalent";
    const lost = prev.set.kind === "finite" && curSet.kind === "finite" && curSet.values.length < prev.set.values.length && curSet.values.every((v) => prev.set.kind === "finite" && prev.set.values.some((p) => valEquals(p, v)));
    return {
      verdict: "incorrect",
      pCorrect: type === "not-equivalent" ? EXACT_P.notEquivalent : EXACT_P.classifiedAlgebra,
      errorType: type,
      ruleId: "exact.solution-set-changed",
      context: { subject: "equation", ...(lost && type === "not-equivalent" ? { misconception: "lost-solution" } : {}) },
    };
  }
  // unknown: one side unsolvable in closed form, or several variables
  if (prev.set.kind === "unknown" && curSet.kind === "finite") return substitutionCheck(prev.equations, curSet, roundingIn(cur.map((e) => `${e.lhs.text} ${e.rhs.text}`).join(" ")));
  if (curSet.kind === "unknown" && prev.set.kind === "finite") return substitutionCheck(cur, prev.set);
  if (prev.equations.length === 1 && cur.length === 1) {
    const a = difference(prev.equations[0]);
    const b = difference(cur[0]);
    if (a && b && constantRatio(a, b) !== null) return { verdict: "correct", pCorrect: EXACT_P.equivalentEquation };
  }
  return null;
}

