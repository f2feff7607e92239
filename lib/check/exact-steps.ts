// Walks a solution line by line and verifies what can be verified exactly: numeric claims,
// equation-to-equation steps (same solution set), expression-to-expression steps (same value
// everywhere) and continuation lines ("= ..." continues the previous right-hand side).
import { analyzeLine, type Chain, type Part } from "../math/claims";
import { evaluate } from "../math/evaluate";
import { constantRatio, equivalent } from "../math/equivalence";
import { parseExpr, type ParsedExpr } from "../math/parse";
import { div, frac, mul, toNumber, valEquals, type Val } from "../math/rational";
import { compareClaim, type ClaimOutcome } from "../math/rounding";
import { compareSets, makeEquation, residual, solve, unionSets, type Equation, type SolutionSet } from "../math/solution-set";
import { classifyClaim, classifyEquationStep, classifyExpressionStep } from "./exact-classify";
import type { ProblemContext } from "./exact-context";
import { EXACT_P, type Finding } from "./exact-findings";
import { exprTokens, negativeBaseSlip, sideComputation } from "./exact-order";
import type { ErrorType } from "./types";

interface EqState {
  equations: Equation[];
  set: SolutionSet;
}

interface WalkState {
  eq: EqState | null;
  /** Tracked expression in expression/numeric problems. */
  value: ParsedExpr | null;
  /** Last value written, for continuation lines. */
  last: ParsedExpr | null;
  /** Tracked expression as tokens, reduced by side computations (numeric problems). */
  seq: string[] | null;
}

const isNumeric = (e: ParsedExpr) => e.vars.length === 0;

function checkNumericClaim(left: Part, right: Part, approx: boolean, prose: boolean, inProse: boolean, problemNumbers: readonly Val[] = []): Finding | null {
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
  if (value === null || claimed === null) return null;
  let outcome = compareClaim(value, claimed, result.literalDecimals, approx);
  if (outcome === "false") {
    const alt = percentReading(calc, result, value, approx, inProse, prose, problemNumbers);
    if (alt === "skip") return null;
    if (alt) outcome = alt;
  }
  if (outcome === "equal") return { verdict: "correct", pCorrect: inProse ? EXACT_P.trueClaimInProse : EXACT_P.trueClaim };
  if (outcome === "rounded") return { verdict: "correct", pCorrect: EXACT_P.rounded };
  if (outcome === "unsure") return { verdict: "unsure", pCorrect: EXACT_P.unsure };
  let type: ErrorType = "arithmetic";
  try {
    type = classifyClaim(calc, claimed);
  } catch {
    // classification is a refinement; the claim is false either way
  }
  return {
    verdict: "incorrect",
    pCorrect: type === "arithmetic" ? EXACT_P.falseClaim : EXACT_P.misconceptionClaim,
    errorType: type,
    context: { focus: calc.text, subject: "claim" },
  };
}

const PERCENT = /^\(*(\d+(?:\.\d+)?)\/100\)*$/;
const CONVERSIONS = [100, 60, 1000, 12, 24, 7];

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
  const times100 = /\(100\/100\)/.test(compact(calc)) ? mul(value, frac(100)) : null;
  for (const [claimed, decimals] of candidates.length ? candidates : [[evaluate(result.node)!, result.literalDecimals] as [Val, number | null]]) {
    for (const v of [value, times100]) {
      if (v === null || claimed === null) continue;
      const o = compareClaim(v, claimed, decimals, approx);
      if (o !== "false") return o;
    }
  }
  // "30% = 3 × 6" and "40% is 4 times that" name a percent of the problem's quantity; "30% = 3"
  // and "20% = 0.02" are conversions, and wrong
  const pctSide = PERCENT.test(compact(calc)) ? result : PERCENT.test(compact(result)) ? calc : null;
  if (pctSide && (proseRel || pctSide.hasOp)) return "skip";
  if (pctSide) {
    // "5% = 3" in a problem about 60: shorthand for "5% of 60 = 3"
    const pctExpr = pctSide === result ? calc : result;
    const rate = evaluate(pctExpr.node);
    const amount = evaluate(pctSide.node);
    if (rate !== null && amount !== null && problemNumbers.some((n) => valEquals(mul(rate, n) ?? rate, amount))) return "skip";
  }
  if (!inProse) return null;
  if (!calc.hasOp) return "skip"; // "$.50 = $45"
  const proper = /^\(*(\d+)\/(\d+)\)*$/.exec(compact(calc));
  const claimedValue = evaluate(result.node);
  // "3/4 is equal to $15": a fraction of a quantity, not a division
  if (proper && Number(proper[1]) < Number(proper[2]) && claimedValue !== null && toNumber(claimedValue) > 1) return "skip";
  const claimed = evaluate(result.node);
  if (claimed !== null) {
    for (const f of CONVERSIONS) {
      if (valEquals(mul(value, frac(f)) ?? value, claimed) || valEquals(div(value, frac(f)) ?? value, claimed)) return "skip";
    }
  }
  return null;
}

function checkIdentity(left: ParsedExpr, right: ParsedExpr): Finding | null {
  const eq = equivalent(left, right);
  if (eq === true) return { verdict: "correct", pCorrect: EXACT_P.trueClaim };
  if (eq === null) return null;
  const type = classifyExpressionStep(left, right) ?? "not-equivalent";
  return { verdict: "incorrect", pCorrect: type === "not-equivalent" ? EXACT_P.notEquivalentExpression : EXACT_P.classifiedAlgebra, errorType: type, context: { subject: "expression" } };
}

function sameValue(withVars: ParsedExpr, numeric: ParsedExpr, given: ReadonlyMap<string, Val>): boolean | null {
  const a = evaluate(withVars.node, given);
  const b = evaluate(numeric.node);
  return a === null || b === null ? null : valEquals(a, b);
}

/** Is e equivalent to some subexpression of root (a side computation)? */
function matchesSubexpression(root: ParsedExpr, e: ParsedExpr): boolean {
  let found = false;
  root.node.traverse((n) => {
    if (found || n === root.node || n.type === "ConstantNode" || n.type === "SymbolNode") return;
    const sub = parseExpr(n.toString());
    // copying a piece unchanged is dropping the rest, not computing on the side
    const same = (x: string) => x.replace(/[\s*()]/g, "");
    if (sub && sub.hasOp && same(sub.text) !== same(e.text) && equivalent(sub, e) === true) found = true;
  });
  return found;
}

interface EqStatement {
  eq: Equation;
  joiner: string;
}

function isAssignment(eq: Equation): boolean {
  return eq.vars.length === 1 && !eq.lhs.hasOp && eq.lhs.vars.length === 1 && isNumeric(eq.rhs);
}

function groupEquations(stmts: EqStatement[]): Equation[][] {
  const groups: Equation[][] = [];
  stmts.forEach((s, i) => {
    const prev = groups[groups.length - 1];
    const j = s.joiner.toLowerCase();
    const union =
      i > 0 &&
      (/\bor\b/.test(j) ||
        ((/^[\s,]*$/.test(j) || /^\s*,?\s*and\s*$/.test(j)) && isAssignment(s.eq) && isAssignment(stmts[i - 1].eq) && s.eq.vars[0] === stmts[i - 1].eq.vars[0]));
    if (union && prev) prev.push(s.eq);
    else groups.push([s.eq]);
  });
  return groups;
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
function substitutionCheck(unsolved: Equation[], known: SolutionSet): Finding | null {
  if (known.kind !== "finite" || unsolved.length !== 1) return null;
  const eq = unsolved[0];
  if (eq.vars.length !== 1 || eq.vars[0] !== known.variable) return null;
  let checked = 0;
  for (const v of known.values) {
    const r = residual(eq, known.variable, v);
    if (r === null) continue;
    if (!valEquals(r, 0)) return { verdict: "incorrect", pCorrect: EXACT_P.notEquivalentExpression, errorType: "not-equivalent", context: { subject: "equation" } };
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

function compareEquationGroups(prev: EqState, cur: Equation[], curSet: SolutionSet): Finding | null {
  const cmp = compareSets(prev.set, curSet);
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
      context: { subject: "equation", ...(lost && type === "not-equivalent" ? { misconception: "lost-solution" } : {}) },
    };
  }
  // unknown: one side unsolvable in closed form, or several variables
  if (prev.set.kind === "unknown" && curSet.kind === "finite") return substitutionCheck(prev.equations, curSet);
  if (curSet.kind === "unknown" && prev.set.kind === "finite") return substitutionCheck(cur, prev.set);
  if (prev.equations.length === 1 && cur.length === 1) {
    const a = difference(prev.equations[0]);
    const b = difference(cur[0]);
    if (a && b && constantRatio(a, b) !== null) return { verdict: "correct", pCorrect: EXACT_P.equivalentEquation };
  }
  return null;
}

export interface StepFindings {
  findings: Finding[];
  /** Numeric values written in the step (parts of its statements), for answer tracing. */
  values: Val[];
  hasMath: boolean;
}

export function walkSteps(steps: string[], ctx: ProblemContext): StepFindings[] {
  const state: WalkState = {
    eq: ctx.equation ? { equations: [ctx.equation], set: solve(ctx.equation) } : null,
    value: ctx.expression,
    last: ctx.expression,
    seq: ctx.kind === "numeric" && ctx.expression ? exprTokens(ctx.expression.text) : null,
  };
  return steps.map((step) => {
    try {
      return checkStep(step, ctx, state);
    } catch {
      return { findings: [], values: [], hasMath: false };
    }
  });
}

function checkStep(step: string, ctx: ProblemContext, state: WalkState): StepFindings {
  const line = analyzeLine(step, ctx.extract);
  const findings: Finding[] = [];
  const values: Val[] = [];
  const eqStmts: EqStatement[] = [];
  const inProse = line.proseWords.filter((w) => !/^(so|then|answer|thus|hence|therefore|the|is|step|final)$/.test(w)).length > 0;
  const algebraic = ctx.kind === "equation" || ctx.kind === "expression";

  for (const chain of line.chains) {
    const parts: Part[] = [...chain.parts];
    const rels = [...chain.rels];
    const prose = [...chain.prose];
    if (chain.continuation && state.last) {
      parts.unshift({ expr: state.last, unit: false });
      rels.unshift("=");
      prose.unshift(false);
    }
    for (const p of parts) {
      if (isNumeric(p.expr)) {
        const v = evaluate(p.expr.node);
        if (v !== null) values.push(v);
      }
    }
    if (parts.length === 1) {
      checkBareExpression(parts[0].expr, ctx, state, findings, inProse);
      state.last = parts[0].expr;
      continue;
    }
    checkChain(chain, parts, rels, prose, ctx, findings, eqStmts, inProse);
    if (ctx.kind === "numeric" && state.seq && !chain.continuation) checkOrder(parts, state, findings);
    // expression tracking: a chain that starts from the tracked value moves it forward
    if (!algebraic || ctx.kind === "expression") {
      const v = state.value;
      if (v && (chain.continuation || equivalent(parts[0].expr, v) === true || (!parts[0].expr.vars.length && v.vars.length > 0 && sameValue(v, parts[0].expr, ctx.given) === true))) {
        state.value = parts[parts.length - 1].expr;
        if (state.seq) state.seq = exprTokens(state.value.text);
      }
    }
    state.last = parts[parts.length - 1].expr;
  }

  for (const group of groupEquations(eqStmts)) {
    const set = unionSets(group.map(solve));
    if (set.kind === "all" && group.length === 1) {
      findings.push({ verdict: "correct", pCorrect: EXACT_P.trueClaim }); // a side identity, e.g. 3(x + 2) = 3x + 6
      continue;
    }
    if (state.eq) {
      const f = compareEquationGroups(state.eq, group, set);
      // in a word problem a new equation may state a new fact: disagreement only counts when
      // it rewrites the previous one-variable equation (not a definition like "B = 45")
      const prev = state.eq.equations;
      const rewrite = prev.length === 1 && !isAssignment(prev[0]) && prev[0].vars.length === 1 && group.every((g) => g.vars.length === 1 && g.vars[0] === prev[0].vars[0]);
      // a dropped negative root is expected in a story about lengths or counts
      const lostOnly = f?.context?.misconception === "lost-solution";
      if (f && (ctx.kind !== "word" || f.verdict === "correct" || (rewrite && !lostOnly))) findings.push(f);
      if (f?.caseOf) continue;
    }
    state.eq = { equations: group, set };
  }
  return { findings, values, hasMath: line.chains.length > 0 };
}

/** A side computation in a pure computation problem must respect the order of operations. */
function checkOrder(parts: Part[], state: WalkState, findings: Finding[]): void {
  const lhs = parts[0].expr;
  if (lhs.vars.length || !lhs.hasOp || !state.seq || !state.value) return;
  if (equivalent(lhs, state.value) === true) return; // a restatement of the whole expression
  const wrongOrder = () => {
    findings.push({ verdict: "incorrect", pCorrect: EXACT_P.misconceptionClaim, errorType: "order-of-operations", context: { focus: lhs.text, subject: "claim" } });
    state.seq = null; // the student's path has left the expression; stop judging the order
  };
  if (negativeBaseSlip(state.seq, lhs)) return wrongOrder();
  const sc = sideComputation(state.seq, lhs, parts[1].expr);
  if (sc.kind === "wrong-order") return wrongOrder();
  if (sc.kind === "reduced") state.seq = sc.tokens;
}

function checkChain(
  chain: Chain,
  parts: Part[],
  rels: string[],
  prose: boolean[],
  ctx: ProblemContext,
  findings: Finding[],
  eqStmts: EqStatement[],
  inProse: boolean,
): void {
  // the equation of a chain: the first pair with a numeric side, else the last pair with variables
  let eqPair = -1;
  if (ctx.kind !== "expression") {
    for (let j = 0; j < parts.length - 1; j++) {
      const a = parts[j].expr;
      const b = parts[j + 1].expr;
      if ((a.vars.length > 0) !== (b.vars.length > 0)) {
        eqPair = j;
        break;
      }
      if (a.vars.length && b.vars.length) eqPair = j;
    }
  }
  for (let j = 0; j < parts.length - 1; j++) {
    const a = parts[j];
    const b = parts[j + 1];
    if (isNumeric(a.expr) && isNumeric(b.expr)) {
      const f = checkNumericClaim(a, b, rels[j] === "≈", prose[j], inProse, ctx.numbers);
      if (f) findings.push(f);
    } else if (j === eqPair) {
      eqStmts.push({ eq: makeEquation(a.expr, b.expr), joiner: chain.joiner });
    } else if (a.expr.vars.length && b.expr.vars.length) {
      const f = checkIdentity(a.expr, b.expr);
      // in word problems "C = 2C + C" may be an equation, not a rewrite: only agreement counts
      if (f && (ctx.kind !== "word" || f.verdict === "correct")) findings.push(f);
    }
  }
}

function checkBareExpression(e: ParsedExpr, ctx: ProblemContext, state: WalkState, findings: Finding[], inProse: boolean): void {
  if (inProse || !e.hasOp && ctx.kind === "word") return;
  if (ctx.kind === "expression" || ctx.kind === "numeric") {
    const tracked = state.value;
    if (!tracked) {
      state.value = e;
      return;
    }
    // substituting the given values: "Evaluate 2x + 3 when x = 4" → "2(4) + 3"
    const substituted = !e.vars.length && tracked.vars.length > 0;
    if (substituted && !tracked.vars.every((v) => ctx.given.has(v))) return;
    const eq = substituted ? sameValue(tracked, e, ctx.given) : equivalent(tracked, e);
    if (eq === true) {
      findings.push({ verdict: "correct", pCorrect: EXACT_P.trueClaim });
      state.value = e;
      if (state.seq) state.seq = exprTokens(e.text);
      return;
    }
    if (eq === null || !e.vars.every((v) => tracked.vars.includes(v))) return;
    // a named misconception is checked before "side computation" (a rewrite of one piece)
    const named = substituted ? null : classifyExpressionStep(tracked, e);
    if (!named && matchesSubexpression(tracked, e)) {
      findings.push({ verdict: "correct", pCorrect: EXACT_P.partialEquivalence });
      return;
    }
    const type = named ?? "not-equivalent";
    findings.push({
      verdict: "incorrect",
      pCorrect: type === "not-equivalent" ? EXACT_P.notEquivalentExpression : EXACT_P.classifiedAlgebra,
      errorType: type,
      context: { subject: "expression" },
    });
    state.value = e;
    return;
  }
  if (ctx.kind === "equation" && state.eq && e.hasOp) {
    // a side computation while solving: fine when it rewrites part of the current equation
    for (const eqn of state.eq.equations) {
      for (const side of [eqn.lhs, eqn.rhs]) {
        if (equivalent(side, e) === true || matchesSubexpression(side, e)) {
          findings.push({ verdict: "correct", pCorrect: EXACT_P.partialEquivalence });
          return;
        }
      }
    }
  }
}
