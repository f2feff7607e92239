// Equation-to-equation steps of exact-steps.ts: each group of equations a line states is compared
// with the equations before it (same solution set), or with the system's solution; roots stated
// one per line are judged once the list is complete.
import { evaluate } from "../math/evaluate";
import { parseExpr, type ParsedExpr } from "../math/parse";
import { neg, toNumber, valEquals, type Val } from "../math/rational";
import { holdsAt, solveLinearSystem } from "../math/linear-system";
import { makeEquation, solve, unionSets, type Equation, type SolutionSet } from "../math/solution-set";
import type { ErrorType } from "./types";
import { classifyClaim, classifyExpressionStep, signFlips } from "./exact-classify";
import { equivalent } from "../math/equivalence";
import type { ProblemContext } from "./exact-context";
import { compareEquationGroups, groupEquations, isAssignment, type EqStatement } from "./exact-equations";
import { EXACT_P, type Finding } from "./exact-findings";
import { reachedIdentity } from "./exact-identity";
import { invalidMove } from "./exact-invalid-move";
import { saysFollows, swapsLetters, twoLetterStep } from "./exact-two-letter-step";
import type { WalkState } from "./exact-steps";

/** The equations a line states, group by group, against the state the lines before left (which they move on). */
export function judgeEquationGroups(eqStmts: EqStatement[], ctx: ProblemContext, state: WalkState, findings: Finding[], inProse: boolean, step: string): void {
  // values the line itself assigns ("x = 4, and both x + 3 = 7 and 2x - 1 = 7 are positive")
  const assigned = new Map<string, Val>();
  // (the equations the line starts from: a new case is compared with them, exact-equations.ts newCaseAfter)
  const lineStart = state.eq;
  for (const group of groupEquations(eqStmts)) {
    if (group.startsCase) state.eq = lineStart;
    if (continuesRootList(state, group, findings)) continue;
    // ("y-intercept: set x = 0, so -3y = 24": a value supposed, not worked out, is no step; what
    // follows is compared with the problem's equation at that value)
    if (group.length === 1 && isAssignment(group[0]!) && SUPPOSED.test(group.joiner)) {
      const eq = ctx.equation ? atValue(ctx.equation, group[0]!) : null;
      if (eq) state.eq = { equations: [eq], set: solve(eq), pure: true };
      continue;
    }
    // (an equation that holds at a value the same line just assigned checks it; it is no new step)
    if (assigned.size && group.every((g) => holdsAt(g, assigned) === true)) {
      findings.push({ verdict: "correct", pCorrect: EXACT_P.partialEquivalence });
      continue;
    }
    if (group.length === 1 && isAssignment(group[0])) {
      const v = evaluate(group[0].rhs.node);
      if (v !== null) assigned.set(group[0].vars[0], v);
    }
    // ("-2y = -3x + 6, so y = -(3/2)x - 3": a move in two letters the line says follows; exact-two-letter-step.ts)
    const follows = state.eq !== lineStart ? saysFollows(group.joiner, step) : !!state.swapped;
    const inTwo = state.eq && state.eq.equations.length === 1 && group.length === 1 ? twoLetterStep(state.eq.equations[0]!, group[0]!, follows, step) : null;
    if (inTwo) {
      findings.push(inTwo);
      state.eq = { equations: group, set: { kind: "unknown" }, pure: !inProse };
      continue;
    }
    const system = ctx.system ?? state.system ?? null;
    if (system && group.length === 1 && group[0].vars.every((v) => system.has(v))) {
      // a line derived from a linear system (the problem's, or one a line of the solution set up)
      // must hold at the system's solution
      const holds = holdsAt(group[0], system);
      if (holds === true) findings.push({ verdict: "correct", pCorrect: EXACT_P.partialEquivalence });
      if (holds === false) findings.push({ verdict: "incorrect", pCorrect: EXACT_P.notEquivalent, errorType: systemSlip(group[0], system, state.held), ruleId: "exact.system-line-fails", context: { subject: "equation" } });
      state.held = holds === true && group[0].vars.length === 1 ? group[0] : null;
      continue;
    }
    const set = unionSets(group.map(solve));
    if (set.kind === "all" && group.length === 1) {
      // a side identity, e.g. 3(x + 2) = 3x + 6, unless the unknown cancelled out of the equation
      // being solved ("x = x"; exact-identity.ts)
      const reached = ctx.kind === "equation" && state.eq ? reachedIdentity(state.eq, group[0]) : null;
      findings.push(reached ?? { verdict: "correct", pCorrect: EXACT_P.trueClaim });
      continue;
    }
    if (state.eq) {
      const prev = state.eq.equations;
      let f = compareEquationGroups(state.eq, group, set) ?? (ctx.rewritesForm ? rewritesFunction(ctx.equation, prev, group) : null);
      // ("4x + 7 = 27" → "x + 7 = 12": the same root, but no valid move; exact-invalid-move.ts)
      if (f?.verdict === "correct" && !f.caseOf && ctx.kind === "equation" && prev.length === 1 && group.length === 1) f = invalidMove(prev[0], group[0]) ?? f;
      // in a word problem a new equation may state a new fact: disagreement only counts when
      // it rewrites the previous one-variable equation (not a definition like "B = 45")
      // (prose around the rewrite of an equation in a letter the solution declared is commentary:
      // "Let c be Carmen's money", then "Subtracting 7: c + 7 - 7 = 40")
      const declared = ctx.kind === "word" && prev.length === 1 && prev[0].vars.length === 1 && !!ctx.extract.letters?.includes(prev[0].vars[0]);
      const rewrite =
        (!inProse || declared) &&
        (!!state.eq.pure || declared) &&
        prev.length === 1 &&
        !isAssignment(prev[0]) &&
        prev[0].vars.length === 1 &&
        group.every((g) => g.vars.length === 1 && g.vars[0] === prev[0].vars[0]);
      // a dropped negative root is expected in a story about lengths or counts
      const lostOnly = f?.context?.misconception === "lost-solution";
      // ("4πr² = 144π ⇒ r² = 36 ⇒ r = 6 cm": in a problem measured in units, only negative roots dropped is no loss)
      if (lostOnly && ctx.measured && onlyNegativesLost(state.eq.set, set)) {
        findings.push({ verdict: "correct", pCorrect: EXACT_P.partialEquivalence });
        state.eq = { equations: group, set, pure: !inProse };
        continue;
      }
      if (f && lostOnly && ctx.kind !== "word" && group.every(isAssignment) && set.kind === "finite" && state.eq.set.kind === "finite") {
        state.pending = { findings, finding: f, expected: [...state.eq.set.values], covered: [...set.values], last: !!state.closing };
        continue; // judged once the following lines are known
      }
      // "x = 15000/0.4" then "x = 3750": the new line only evaluates the previous right-hand side,
      // so it must agree even in a story and even around prose ("Dividing both sides by 0.4: …")
      const evaluates =
        prev.length === 1 &&
        isAssignment(prev[0]) &&
        prev[0].rhs.hasOp &&
        group.length === 1 &&
        isAssignment(group[0]) &&
        !group[0].rhs.hasOp &&
        group[0].vars[0] === prev[0].vars[0];
      // "n = -6", a check, then "ans n = -13": the solved value restated wrongly in the answer line
      const restatesSolved =
        state.closing && prev.length === 1 && isAssignment(prev[0]) && !prev[0].rhs.hasOp && group.length === 1 && isAssignment(group[0]) && !group[0].rhs.hasOp && group[0].vars[0] === prev[0].vars[0];
      if (f && evaluates && f.verdict === "incorrect") findings.push({ ...f, errorType: evaluationSlip(prev[0].rhs, group[0].rhs) });
      else if (f && restatesSolved && f.verdict === "incorrect") findings.push({ ...f, errorType: "final-answer" });
      else if (f && (ctx.kind !== "word" || f.verdict === "correct" || (rewrite && !lostOnly))) findings.push(f);
      if (f?.caseOf) continue;
    }
    state.eq = { equations: group, set, pure: !inProse };
  }
  // ("a + c = 150 and 12a + 8c = 1480": two linear equations in two letters set up a system the
  // following lines are derived from)
  if (!ctx.system && !state.system && eqStmts.length === 2) state.system = solveLinearSystem(eqStmts.map((st) => st.eq));
  if (swapsLetters(step)) state.swapped = true;
}

/** Every value of `before` missing from `after` is negative (and `after` keeps the rest). */
function onlyNegativesLost(before: SolutionSet, after: SolutionSet): boolean {
  if (before.kind !== "finite" || after.kind !== "finite") return false;
  const lost = before.values.filter((v) => !contains(after.values, v));
  return lost.length > 0 && lost.every((v) => toNumber(v) < 0) && after.values.every((v) => contains(before.values, v));
}

export function flushPending(state: WalkState): void {
  if (state.pending) state.pending.findings.push(state.pending.finding);
  state.pending = null;
}

export const contains = (vs: Val[], v: Val) => vs.some((w) => valEquals(v, w));

/** Roots stated one per line: true when this group continues a pending list of roots. */
function continuesRootList(state: WalkState, group: ReturnType<typeof groupEquations>[number], findings: Finding[]): boolean {
  const p = state.pending;
  if (!p) return false;
  const set = unionSets(group.map(solve));
  if (!group.every(isAssignment) || set.kind !== "finite" || !set.values.every((v) => contains(p.expected, v))) {
    flushPending(state);
    return false;
  }
  for (const v of set.values) if (!contains(p.covered, v)) p.covered.push(v);
  findings.push({ verdict: "correct", pCorrect: EXACT_P.partialEquivalence });
  if (p.covered.length >= p.expected.length) {
    p.findings.push({ verdict: "correct", pCorrect: EXACT_P.partialEquivalence });
    state.pending = null;
  }
  return true;
}

/** "y = 35/-7" then "y = 5": the value worked out wrongly, named by the slip that gives it (a lost sign). */
function evaluationSlip(expr: ParsedExpr, stated: ParsedExpr): ErrorType {
  const v = evaluate(stated.node);
  if (v === null) return "arithmetic";
  try {
    return classifyClaim(expr, v);
  } catch {
    return "arithmetic"; // naming is a refinement: the value is wrong either way
  }
}

/**
 * A line of a system's solution that fails at its solution: a move on the one-unknown line before
 * it is named as that move; otherwise with one unknown left ("4a = 380") the numbers were worked
 * out wrongly (a lost sign when it gives the negated value); with more, the line is no
 * consequence of the system at all.
 */
function systemSlip(eq: Equation, system: ReadonlyMap<string, Val>, held: Equation | null | undefined): ErrorType {
  // ("b = 5 - 3a" from 3a - b = 5: the line holds once a few of its terms change sign)
  const flips = [...signFlips(eq.rhs).map((r) => makeEquation(eq.lhs, r)), ...signFlips(eq.lhs).map((l) => makeEquation(l, eq.rhs))];
  if (flips.some((f) => holdsAt(f, system) === true)) return "sign";
  if (eq.vars.length !== 1) return "not-equivalent";
  // ("6 + y = 10", then "y = 16": a move on the line before that held, named as any such move)
  if (held && held.vars.length === 1 && held.vars[0] === eq.vars[0]) {
    const f = compareEquationGroups({ equations: [held], set: solve(held) }, [eq], solve(eq));
    if (f?.verdict === "incorrect" && f.errorType) return f.errorType;
  }
  const set = solve(eq);
  const right = system.get(eq.vars[0]);
  if (set.kind !== "finite" || set.values.length !== 1 || !right) return "arithmetic";
  return !valEquals(right, 0) && valEquals(set.values[0], neg(right)) ? "sign" : "arithmetic";
}

// the words that suppose a value ("set", "let", "when", "substituting", "plug in", "at")
const SUPPOSED = /\b(?:set(?:ting)?|let(?:ting)?|put(?:ting)?|tak(?:e|ing)|when|if|substitut\w*|plug\w*(?:\s+in)?|at)\s*:?\s*$/i;

/** The equation with the assigned letter's value put in ("4x - 3y = 24" at x = 0: "4(0) - 3y = 24"); null when it leaves no letter or cannot be read. */
function atValue(eq: Equation, assignment: Equation): Equation | null {
  const v = assignment.vars[0]!;
  if (!eq.vars.includes(v) || eq.vars.length < 2) return null;
  const put = (e: ParsedExpr) => parseExpr(e.text.replace(new RegExp(`(?<![A-Za-z_])${v}(?![A-Za-z_])`, "g"), `(${assignment.rhs.text})`));
  const [l, r] = [put(eq.lhs), put(eq.rhs)];
  return l && r ? makeEquation(l, r) : null;
}

/** "y" in "y = 2x^2 + 12x + 7": an equation that gives one letter as an expression in others. */
function givenLetter(eq: Equation): string | null {
  return eq.lhs.node.type === "SymbolNode" && eq.lhs.vars.length === 1 && eq.rhs.vars.length > 0 && !eq.rhs.vars.includes(eq.lhs.vars[0]!) ? eq.lhs.vars[0]! : null;
}

/**
 * "Write y = 2x^2 + 12x + 7 in vertex form": the problem gives y as an expression in x and asks to
 * rewrite it (exact-context.ts rewritesForm), so each line "y = …" after one rewrites it, and its
 * right side must be the same expression (a wrong one named by its slip). Not for a problem with
 * several equations (two lines to intersect), nor one that asks for a new line or graph
 * (parallel, shifted, inverse).
 */
function rewritesFunction(problemEq: Equation | null, prev: readonly Equation[], cur: readonly Equation[]): Finding | null {
  const y = problemEq ? givenLetter(problemEq) : null;
  if (!y || prev.length !== 1 || cur.length !== 1 || givenLetter(prev[0]!) !== y || givenLetter(cur[0]!) !== y) return null;
  const [a, b] = [prev[0]!.rhs, cur[0]!.rhs];
  if ([...a.vars, ...b.vars].some((v) => !problemEq!.rhs.vars.includes(v))) return null;
  const same = equivalent(a, b);
  if (same === null) return null;
  if (same) return { verdict: "correct", pCorrect: EXACT_P.equivalentEquation };
  const type = classifyExpressionStep(a, b) ?? "not-equivalent";
  return { verdict: "incorrect", pCorrect: type === "not-equivalent" ? EXACT_P.notEquivalentExpression : EXACT_P.classifiedAlgebra, errorType: type, ruleId: "exact.identity-fails", context: { subject: "expression" } };
}
