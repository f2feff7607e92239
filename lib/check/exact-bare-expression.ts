// A bare expression on a line (no relation sign): in an expression or computation problem it is
// the next form of the tracked value (equal to it, a side computation on a piece of it, or a
// rewrite gone wrong); while solving an equation, a side computation on one of its sides.
import { constantRatio, equivalent } from "../math/equivalence";
import { evaluate } from "../math/evaluate";
import { terms } from "../math/misconceptions";
import { parseExpr, type ParsedExpr } from "../math/parse";
import { valEquals, type Val } from "../math/rational";
import { classifyExpressionStep } from "./exact-classify";
import type { ProblemContext } from "./exact-context";
import { EXACT_P, type Finding } from "./exact-findings";
import { exprTokens } from "./exact-order";
import type { WalkState } from "./exact-steps";

export function sameValue(withVars: ParsedExpr, numeric: ParsedExpr, given: ReadonlyMap<string, Val>): boolean | null {
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
  return found || matchesLikeTerms(root, e);
}

/** "4p^2 - 9p - 2p^2 + 5p" and "4p^2": e is one kind of like terms of root added up (a side result). */
function matchesLikeTerms(root: ParsedExpr, e: ParsedExpr): boolean {
  if (!e.vars.length) return false;
  const ts = terms(root.node)
    .map((t) => ({ t, p: parseExpr(`${t.sign < 0 ? "-" : ""}(${t.node.toString()})`) }))
    .filter((x): x is { t: (typeof x)["t"]; p: ParsedExpr } => x.p !== null && x.p.vars.length > 0);
  for (const a of ts) {
    const group = ts.filter((b) => constantRatio(a.p, b.p) !== null);
    if (group.length < 2) continue;
    const sum = parseExpr(group.map((g) => `(${g.p.text})`).join(" + "));
    if (sum && equivalent(sum, e) === true) return true;
  }
  return false;
}

export function checkBareExpression(e: ParsedExpr, ctx: ProblemContext, state: WalkState, findings: Finding[], inProse: boolean): void {
  if (inProse || ctx.kind === "word") return;
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
    // "148 ÷ 4 = 37", then "answer 3.7": the worked-out value was restated wrongly at the end
    // (or stopped at a value worked out on the way: "36 × 4 = 144", then "answer: 144" where ÷ 2 was left; student-blind-65 dev)
    const closing = state.closing && !e.hasOp && !e.vars.length;
    const stated = closing ? evaluate(e.node) : null;
    const stoppedAt = stated !== null && !tracked.vars.length && state.amounts.some((v) => valEquals(v, stated));
    const restated = (closing && !tracked.hasOp && !tracked.vars.length) || stoppedAt;
    // (a wrong value of a pure computation is a slip in working it out, "30.34" for 7.4 × 0.41)
    const type = named ?? (restated ? "final-answer" : !tracked.vars.length && !e.vars.length ? "arithmetic" : "not-equivalent");
    findings.push({
      verdict: "incorrect",
      pCorrect: type === "not-equivalent" ? EXACT_P.notEquivalentExpression : EXACT_P.classifiedAlgebra,
      errorType: type,
      ruleId: "exact.expression-value-changed",
      context: { subject: "expression" },
      // (compared with the right value, not the line before: after a slip in a side computation,
      // "21.37" after ".4 + .33 = .37" carries it)
      ...(state.erred && !named ? { downstream: true } : {}),
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
