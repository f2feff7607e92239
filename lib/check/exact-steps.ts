// Walks a solution line by line and verifies what can be verified exactly: numeric claims,
// equation-to-equation steps (same solution set), expression-to-expression steps (same value
// everywhere) and continuation lines ("= ..." continues the previous right-hand side).
import { falseConversions } from "../math/conversions";
import { analyzeLine, declaredLetters, namedSum, plainProduct, TRIAL_LINE, type Chain, type Part } from "../math/claims";
import { evaluate } from "../math/evaluate";
import { equivalent } from "../math/equivalence";
import { terms } from "../math/misconceptions";
import type { ParsedExpr } from "../math/parse";
import { neg, type Val } from "../math/rational";
import { compareSets, makeEquation, solve, type Equation } from "../math/solution-set";
import { addedAcross } from "./exact-across";
import { dividesByPercent } from "./exact-percent";
import { narratedMisconception } from "./exact-narrated";
import { neverEqualLinks } from "./exact-never-equal";
import { misworkedCase } from "./exact-case-ordinal";
import { continuedValue, endsOn, type FloatValue } from "./exact-continued-value";
import { logEquationFindings, type LogEquationState } from "./exact-log-equation";
import { logarithmFindings } from "./exact-logarithm";
import { trigonometryFindings } from "./exact-trigonometry";
import { wrongRoots } from "./exact-roots";
import { wrongVertex } from "./exact-vertex";
import { wrongIntegerList } from "./exact-integers-listed";
import { checkNumericClaim } from "./exact-claim-check";
import { classifyExpressionStep, fractionRewriteSlip } from "./exact-classify";
import { checkBareExpression, sameValue } from "./exact-bare-expression";
import type { ProblemContext } from "./exact-context";
import type { EqState, EqStatement } from "./exact-equations";
import { contains, flushPending, judgeEquationGroups } from "./exact-step-equations";
import { EXACT_P, type Finding } from "./exact-findings";
import { exprTokens, negativeBaseSlip, regroupedWhole, sideComputation } from "./exact-order";
import { logger } from "../log";
import { conditionedComparisons, conditionRange, statesCase, statesOwnCondition, usesUncheckedFunction, type ConditionRange } from "./exact-conditioned";
import { linkIdentity, underRange } from "./exact-conditional-identity";
import { lostVariable } from "./exact-variable-lost";
import { checkInequalities, statesInequality, type InequalitySet } from "./exact-inequality";
import { isUnreadable } from "../math/readable";
import { WRITTEN_PERCENT } from "../math/normalize";

export interface WalkState extends LogEquationState {
  /** A line swapped x and y (an inverse function): the lines after it solve the swapped equation (exact-two-letter-step.ts). */
  swapped?: boolean;
  /** The value the line before ended on, read in floating point (a logarithm or an angle's function), for a continuation. */
  floatLast?: FloatValue | null;
  eq: EqState | null;
  /** Tracked expression in expression/numeric problems. */
  value: ParsedExpr | null;
  /** Last value written, for continuation lines. */
  last: ParsedExpr | null;
  /** Tracked expression as tokens, reduced by side computations (numeric problems). */
  seq: string[] | null;
  /** A line that lost a root, judged once the lines after it are known (`last`: it is the solution's last line). */
  pending: { findings: Finding[]; finding: Finding; expected: Val[]; covered: Val[]; last: boolean } | null;
  /** The step being read is the last one (its bare value is the stated answer). */
  closing?: boolean;
  /** An earlier step was found wrong: a value that differs from the right one may carry that error. */
  erred?: boolean;
  /** Values the earlier lines wrote: amounts a later "20% = 240" may take its percent of. */
  amounts: Val[];
  /** The inequality the last line stated (or the problem's): the next one must keep its solutions. */
  inequality: InequalitySet | null;
  /** The bounds the last case line (or the problem) gave its letter: "for x < 1", then "|x - 1| + 2x = x + 1". */
  range: ConditionRange | null;
  /** The solution of a 2×2 linear system a line of the solution set up ("a + c = 150 and 12a + 8c = 1480"). */
  system?: ReadonlyMap<string, Val> | null;
  /** The last line of one unknown that held at that system's solution ("6 = 2m"): the move after it is named against it. */
  held?: Equation | null;
}

const isNumeric = (e: ParsedExpr) => e.vars.length === 0;

function checkIdentity(left: ParsedExpr, right: ParsedExpr): Finding | null {
  const eq = equivalent(left, right);
  if (eq === true) return { verdict: "correct", pCorrect: EXACT_P.trueClaim };
  if (eq === null) return null;
  const type = classifyExpressionStep(left, right) ?? "not-equivalent";
  return { verdict: "incorrect", pCorrect: type === "not-equivalent" ? EXACT_P.notEquivalentExpression : EXACT_P.classifiedAlgebra, errorType: type, ruleId: "exact.identity-fails", context: { subject: "expression" } };
}

export interface StepFindings {
  findings: Finding[];
  /** Numeric values written in the step (parts of its statements), for answer tracing. */
  values: Val[];
  hasMath: boolean;
}

export function walkSteps(steps: string[], problemCtx: ProblemContext): StepFindings[] {
  const declared = declaredLetters(steps);
  const ctx = declared ? { ...problemCtx, extract: { ...problemCtx.extract, letters: (problemCtx.extract.letters ?? "") + declared } } : problemCtx;
  const state: WalkState = {
    eq: ctx.equation ? { equations: [ctx.equation], set: solve(ctx.equation) } : null,
    value: ctx.expression,
    last: ctx.expression,
    seq: ctx.kind === "numeric" && ctx.expression ? exprTokens(ctx.expression.text) : null,
    pending: null,
    amounts: [],
    inequality: ctx.inequality,
    range: ctx.range,
  };
  const out = steps.map((step, i) => {
    state.closing = i === steps.length - 1;
    // a line that can't be read ("x=\frac{20}{") says nothing: it must not become the equation
    // or value the next line is compared with (nor one with a logarithm: "\log 50 + \log 2" is not "50 + 2")
    if (isUnreadable(step)) return { findings: [], values: [], hasMath: false };
    if (usesUncheckedFunction(step)) {
      // (only its logarithms' and angles' values are read, in floating point: exact-logarithm.ts, exact-trigonometry.ts)
      const findings = [...logarithmFindings(step), ...trigonometryFindings(step), ...logEquationFindings(step, state, true)];
      if (findings.some((f) => f.verdict === "incorrect")) state.erred = true;
      // (the value it ends on, for a next line "= …" that continues it: exact-continued-value.ts)
      state.floatLast = endsOn(step);
      return { findings, values: [], hasMath: findings.length > 0 };
    }
    try {
      // (a case line's equation is not the one next lines are compared with; an inequality keeps the one before's solutions)
      const eqBefore = state.eq;
      state.range = conditionRange(step) ?? state.range;
      const found = checkStep(step, ctx, state);
      state.floatLast = null;
      // ("\log_2(x(x - 2)) = 3", then "x(x - 2) = 6": the move from a logarithm's equation, exact-log-equation.ts)
      found.findings.push(...logEquationFindings(step, state));
      if (statesCase(step)) state.eq = eqBefore;
      if (!statesOwnCondition(step, ctx.functions)) state.inequality = checkInequalities(step, state.inequality, found.findings);
      // ("for x < 1: |x - 1| = -(x - 1)": what the line assumes decides its comparisons; exact-conditioned.ts)
      conditionedComparisons(step, found.findings, ctx.functions);
      // ("500 cents is $50": a conversion stated wrongly, with no computation written)
      for (const c of falseConversions(step)) found.findings.push({ verdict: "incorrect", pCorrect: EXACT_P.falseClaim, errorType: "arithmetic", ruleId: "exact.false-conversion", context: { focus: c.text, misconception: "conversion" } });
      if (found.findings.some((f) => f.verdict === "incorrect")) state.erred = true;
      state.amounts.push(...found.values);
      return found;
    } catch (err) {
      logger.warn("exact: step check failed", { error: err instanceof Error ? err.message : String(err) });
      return { findings: [], values: [], hasMath: false };
    }
  });
  // only the positive (or negative) square root kept to the end ("x^2 = 16", "x = 4"): the answer
  // misses a root, as the blind sets' writers label it (dividing by x is still a wrong step);
  // with lines after it ("x = 4", "so x = 4") the step that lost it is not equivalent, as they
  // label that
  const p = state.pending;
  if (p && p.last && p.covered.every((v) => contains(p.expected, neg(v)) && !contains(p.covered, neg(v))))
    p.finding = { ...p.finding, errorType: "final-answer" };
  flushPending(state);
  return out;
}

function checkStep(step: string, ctx: ProblemContext, state: WalkState): StepFindings {
  const line = analyzeLine(step, ctx.extract);
  const inequality = statesInequality(step);
  const findings: Finding[] = [];
  const values: Val[] = [];
  const eqStmts: EqStatement[] = [];
  // ("so it's 6/6": a lead-in that only says the value follows; not "half of that = 9")
  const inProse = line.proseWords.filter((w) => !/^(so|then|answer|thus|hence|therefore|the|is|step|final|it|it's|its|s)$/.test(w)).length > 0;
  const algebraic = ctx.kind === "equation" || ctx.kind === "expression";
  // ("cell phone = $1200", "10% of 1200 = 120", then "20% = 240": the percent of an amount the
  // solution worked out is the same shorthand as of one the problem gives)
  const withAmounts: ProblemContext = { ...ctx, numbers: [...ctx.numbers, ...state.amounts] };

  for (const chain of line.chains) {
    const parts: Part[] = [...chain.parts];
    const rels = [...chain.rels];
    const prose = [...chain.prose];
    // ("= 25 + 64 + 80 · 1/2" after "c^2 = 5^2 + 8^2 - 2(5)(8)cos 60°": it continues a value read in floating point)
    const afterFloat = chain.continuation && chain === line.chains[0] && state.floatLast != null ? continuedValue(state.floatLast, parts[0]?.expr) : null;
    if (afterFloat) findings.push(afterFloat);
    if (chain.continuation && state.last && !afterFloat && state.floatLast == null) {
      // after side computations ("9+2 = 11 carry the 1", "5+8+1 = 14"), "= 141" may continue the
      // expression being worked out rather than the last side result
      const tracked = state.value;
      const first = parts[0]?.expr;
      const fromTracked = (ctx.kind === "numeric" || ctx.kind === "expression") && !!tracked && !!first && tracked !== state.last && equivalent(state.last, first) !== true && equivalent(tracked, first) === true;
      parts.unshift({ expr: fromTracked ? tracked! : state.last, unit: false });
      rels.unshift(chain.lead ?? "=");
      prose.unshift(false);
    }
    for (const p of parts) {
      if (isNumeric(p.expr)) {
        const v = evaluate(p.expr.node);
        if (v !== null) values.push(v);
      }
    }
    if (parts.length === 1) {
      // "2 decimal places so 0.51", "the 7s cancel", "p^2 terms: ...": a number or term with a
      // word attached labels it; it is no rewrite of the expression
      if (parts[0].unit && !chain.continuation && ctx.kind !== "word") continue;
      // ("-4 < x/2 <= 3": the sides of an inequality are bounds, not values of the expression)
      if (inequality) continue;
      checkBareExpression(parts[0].expr, ctx, state, findings, inProse);
      // "LCD is 24": a labelled side fact, not the value a following "= ..." line continues
      // (nor a percent in a remark, "the 2nd 25% is of a bigger number": written, not worked out)
      const literal = !parts[0].expr.hasOp || WRITTEN_PERCENT.test(parts[0].expr.text);
      if (!(inProse && literal && !chain.continuation)) state.last = parts[0].expr;
      continue;
    }
    checkChain(chain, parts, rels, prose, withAmounts, findings, eqStmts, inProse, state.range, chain === line.chains[0] && opensWithFunctionValue(step, ctx.functions), state.eq);
    if (ctx.kind === "numeric" && state.seq && !chain.continuation) checkOrder(parts, state, findings);
    // expression tracking: a chain that starts from the tracked value moves it forward
    if (!algebraic || ctx.kind === "expression") {
      const v = state.value;
      if (v && (chain.continuation || equivalent(parts[0].expr, v) === true || (!parts[0].expr.vars.length && v.vars.length > 0 && sameValue(v, parts[0].expr, ctx.given) === true))) {
        state.value = parts[parts.length - 1].expr;
        if (state.seq) state.seq = exprTokens(state.value.text);
      }
    }
    // "add the tops and the bottoms: 1+1 = 2 and 3+4 = 7": side computations in prose are not
    // the value a following "= ..." line continues
    if (!inProse || chain.continuation || line.chains.length === 1) state.last = parts[parts.length - 1].expr;
  }

  // (true computations that add across the problem's two fractions, exact-across.ts, or divide
  // the amount by the percent's number, exact-percent.ts)
  if ((ctx.kind === "numeric" || ctx.kind === "expression") && !state.erred && addedAcross(ctx.expression, line.chains))
    findings.push({ verdict: "incorrect", pCorrect: EXACT_P.misconceptionClaim, errorType: "fraction", ruleId: "exact.added-across-fractions", context: { subject: "claim" } });
  else if (ctx.kind === "numeric" && !state.erred && dividesByPercent(ctx.expression, line.chains))
    findings.push({ verdict: "incorrect", pCorrect: EXACT_P.misconceptionClaim, errorType: "wrong-operation", ruleId: "exact.divided-by-percent", context: { subject: "claim" } });
  // (roots of the problem's inequality or expression, its parabola's vertex, or the integers an
  // inequality allows, named wrongly: exact-roots.ts, exact-vertex.ts, exact-integers-listed.ts)
  const aboutProblem = state.erred ? null : (wrongRoots(step, line.chains, ctx) ?? wrongVertex(step, ctx) ?? wrongIntegerList(line, state.inequality, !!state.closing));
  if (aboutProblem) findings.push(aboutProblem);
  // (a word problem's line setting equal two expressions that never agree, exact-never-equal.ts)
  if (ctx.kind === "word" && !state.erred) findings.push(...neverEqualLinks(line.chains, step));
  // (a misconception told in words, exact-narrated.ts)
  const narrated = state.erred ? null : narratedMisconception(step, ctx);
  if (narrated) findings.push({ verdict: "incorrect", pCorrect: EXACT_P.misconceptionClaim, errorType: narrated, ruleId: "exact.narrated-misconception", context: { subject: ctx.kind === "equation" ? "equation" : "claim" } });

  // "try x=4: 7(4)+7 = 35, ... no": a value tried out is a guess, not a step of the solution
  // (its arithmetic is still checked above)
  const trial = TRIAL_LINE.test(step);
  // ("-8 = 8 - y/3 - 8" → "-8 = 0 - 8": one side kept, the unknown gone; exact-variable-lost.ts)
  if (ctx.kind === "equation" && !inProse && !trial && line.chains.length === 1 && !line.chains[0].continuation) {
    const lost = lostVariable(state.eq, line.chains[0].parts);
    // (the line is no computation gone wrong, "1 = 7/3": the lost unknown is what to point at)
    if (lost) findings.splice(0, findings.length, ...findings.filter((f) => f.verdict !== "incorrect"), lost);
  }
  // (a line naming the case of a split it works out is compared with that case, exact-case-ordinal.ts)
  const misworked = trial ? null : misworkedCase(state.eq, eqStmts, step);
  if (misworked) findings.push(misworked);
  if (!trial) judgeEquationGroups(eqStmts, ctx, state, findings, inProse, step);
  return { findings, values, hasMath: line.chains.length > 0 };
}

/**
 * "1 chips + 1 pretzels = 7 + 4 = 11": a first side in words and numbers, then the computation
 * with the values and its result. The words name the quantities; the first "=" is no claim.
 */
function labelledFirstSide(parts: ReadonlyArray<{ expr: { hasOp: boolean; text: string }; unit: boolean }>, j: number): boolean {
  return j === 0 && parts.length > 2 && parts[0].unit && parts[0].expr.hasOp && parts[1].expr.hasOp && !parts[1].unit && !plainProduct(parts[0]);
}

/** "1 chips + 1 pretzels = 11$", "2 chips + 2 pretzels = 2 x (7 + 4)": a first side that names what is bought together (lib/math/claims.ts namedSum). */
function namedQuantitiesSum(parts: readonly Part[]): boolean {
  return parts.length === 2 && namedSum(parts[0], parts[1]);
}

/**
 * "week 2 = 4x2 = 8", "day 3 = 8 x 2 = 16": a number after a word names the quantity (the week),
 * and the computation of its value follows. The first "=" is no claim.
 */
function numberLabel(chain: { afterWord?: boolean; continuation: boolean }, parts: ReadonlyArray<{ expr: { hasOp: boolean } }>): boolean {
  return !!chain.afterWord && !chain.continuation && parts.length > 2 && !parts[0].expr.hasOp && parts[1].expr.hasOp;
}

/** The same numbers, each as often, in both expressions (a rewrite of the whole, not a piece of it). */
function sameNumbers(a: ParsedExpr, b: ParsedExpr): boolean {
  const nums = (e: ParsedExpr) => (exprTokens(e.text) ?? []).filter((t) => /^[\d.]+$/.test(t)).map(Number).sort((x, y) => x - y);
  const x = nums(a);
  const y = nums(b);
  return x.length >= 2 && x.length === y.length && x.every((n, k) => n === y[k]);
}

/** A side computation in a pure computation problem must respect the order of operations, and a rewrite of the whole the fraction rules. */
function checkOrder(parts: Part[], state: WalkState, findings: Finding[]): void {
  const lhs = parts[0].expr;
  if (lhs.vars.length || !lhs.hasOp || !state.seq || !state.value) return;
  if (equivalent(lhs, state.value) === true) return; // a restatement of the whole expression
  const wrongOrder = () => {
    findings.push({ verdict: "incorrect", pCorrect: EXACT_P.misconceptionClaim, errorType: "order-of-operations", ruleId: "exact.worked-out-of-order", context: { focus: lhs.text, subject: "claim" } });
    state.seq = null; // the student's path has left the expression; stop judging the order
  };
  // (its value differs, as the line above checked: the brackets are where it went wrong)
  if (negativeBaseSlip(state.seq, lhs) || regroupedWhole(state.seq, lhs)) return wrongOrder();
  // ("3/15 + 2/15" for 3/5 + 2/15: the whole sum of fractions rewritten with a numerator left
  // unscaled, before anything else went wrong; "280 ÷ 2" in 280 ÷ 8 is a step of another route)
  if (!state.erred && terms(state.value.node).length >= 2 && fractionRewriteSlip(state.value, lhs)) {
    findings.push({ verdict: "incorrect", pCorrect: EXACT_P.misconceptionClaim, errorType: "fraction", ruleId: "exact.fraction-rewrite-slip", context: { focus: lhs.text, subject: "claim" } });
    state.seq = null;
    return;
  }
  // ("1/4 ÷ 2/3" worked as "4/1 × 2/3": the whole expression rewritten with its own numbers by a
  // known misconception, before anything else went wrong; student-blind-64 dev)
  if (!state.erred && sameNumbers(state.value, lhs)) {
    const named = classifyExpressionStep(state.value, lhs);
    if (named && named !== "arithmetic") {
      findings.push({ verdict: "incorrect", pCorrect: EXACT_P.misconceptionClaim, errorType: named, ruleId: "exact.expression-misconception", context: { focus: lhs.text, subject: "claim" } });
      state.seq = null;
      return;
    }
  }
  const sc = sideComputation(state.seq, lhs, parts[1].expr);
  if (sc.kind === "wrong-order") return wrongOrder();
  if (sc.kind === "reduced") state.seq = sc.tokens;
}

/** Prose that announces the equation after it: "we can write:", "we get", "this gives". */
const ANNOUNCED = /\b(?:write|get|obtain|gives?)\s*:?\s*$/i;

/**
 * The one link of a chain, both sides in letters, whose sides are not the same expression (inside
 * the line's bounds, if it has them); with several, the one link with the solutions of the equation
 * before ("x + 6 = 9(x - 2) = 9x - 2" after "(x + 6)/(x - 2) = 9": the other link rewrites a side,
 * wrongly), or else the one link some value satisfies; null when none, or when that does not single
 * one out.
 */
function theOneEquation(parts: readonly Part[], range: ConditionRange | null, from: number, before: EqState | null): number | null {
  const links = parts.slice(0, -1).map((p, j) => j).filter((j) => j >= from && parts[j].expr.vars.length && parts[j + 1].expr.vars.length);
  const identity = (j: number) => {
    const [a, b] = [parts[j].expr, parts[j + 1].expr];
    const inRange = range ? underRange(a, b, range) : null;
    return inRange ? inRange.verdict === "correct" : equivalent(a, b) === true;
  };
  const equations = links.filter((j) => !identity(j));
  if (equations.length === 1) return equations[0];
  const sets = equations.map((j) => solve(makeEquation(parts[j].expr, parts[j + 1].expr)));
  // (with the solutions before unknown, a link that no value satisfies is the slip, not the equation)
  const same = before?.set.kind === "finite" ? equations.filter((j, k) => compareSets(sets[k]!, before.set) === "same") : equations.filter((j, k) => sets[k]!.kind !== "none");
  return same.length === 1 ? same[0] : null;
}

/**
 * Does the line open with a function's value, "g(f(x)) = …", "f^{-1}(x) = …"? What follows rewrites
 * that value. The name is one the problem defines or a usual one (f, g, h): "x(x - 2) = 6" is a product.
 */
function opensWithFunctionValue(step: string, functions: readonly string[]): boolean {
  const m = /^\s*(?:\$|\\\(|\\\[)?\s*([A-Za-z])(?:\^\{?-1\}?)?\s*\((?:[^()=]|\([^()=]*\))*\)\s*=/.exec(step);
  return !!m && (functions.includes(m[1]) || "fgh".includes(m[1]));
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
  range: ConditionRange | null,
  ofFunctionValue: boolean,
  before: EqState | null,
): void {
  // the equation of a chain: the first pair with a numeric side, else the last pair with variables
  let eqPair = -1;
  if (ctx.kind !== "expression") {
    // ("= 2^x + 2^3" after "f(x + 3) = 2^(x + 3)": a continuation rewrites the value it continues)
    const from = chain.continuation && ctx.kind !== "word" ? 1 : 0;
    for (let j = from; j < parts.length - 1; j++) {
      const a = parts[j].expr;
      const b = parts[j + 1].expr;
      if ((a.vars.length > 0) !== (b.vars.length > 0)) {
        eqPair = j;
        break;
      }
      // ("p(x) = x(x^2 - 4) = x(x - 2)^2": a chain from a function the problem defines rewrites its value)
      // (so does one that opens with a function's value the reader could not keep, "g(f(x)) = …")
      if (a.vars.length && b.vars.length && !ofFunctionValue && !parts[0].expr.vars.some((v) => ctx.functions.includes(v))) eqPair = j;
    }
    // ("square both sides: x + 5 = (√x + 1)^2 = x + 2√x + 1": the one link in letters that is no
    // identity is the equation, the others rewrite one of its sides)
    if (eqPair >= 0 && parts[eqPair].expr.vars.length && parts[eqPair + 1].expr.vars.length) eqPair = theOneEquation(parts, range, from, before) ?? eqPair;
  }
  for (let j = 0; j < parts.length - 1; j++) {
    const a = parts[j];
    const b = parts[j + 1];
    if (isNumeric(a.expr) && isNumeric(b.expr)) {
      if (labelledFirstSide(parts, j) || (j === 0 && numberLabel(chain, parts))) continue;
      // ("…, so we can write: 180000 = 330000", "we get 12 = 15": an equation announced as one is a
      // claim, whatever prose the line has before it)
      const announced = j === 0 && ANNOUNCED.test(chain.joiner);
      const f = checkNumericClaim(a, b, rels[j] === "≈", prose[j], inProse && !announced, ctx.numbers);
      if (f && !(f.verdict === "incorrect" && j === 0 && namedQuantitiesSum(parts))) findings.push(f);
    } else if (j === eqPair) {
      eqStmts.push({ eq: makeEquation(a.expr, b.expr), joiner: chain.joiner });
    } else if (a.expr.vars.length && b.expr.vars.length) {
      // (judged inside a case's bounds, or left unsure between different letters; exact-conditional-identity.ts)
      const f = linkIdentity(a.expr, b.expr, range, ctx.functions, checkIdentity);
      // in word problems "C = 2C + C" may be an equation, not a rewrite: only agreement counts
      if (f && (ctx.kind !== "word" || f.verdict === "correct")) findings.push(f);
    }
  }
}
