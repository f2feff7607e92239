// Rule exact.sides-never-equal: in a word problem "C = 2C + C" may be an equation of the story, so
// a chain between two expressions in letters is only trusted when it agrees (exact-steps.ts). One
// that no value of its letter satisfies ("n + (n + 1) + (n + 2) = 3n + 2") is no equation to
// solve: one side was worked out wrongly. A line that says the sides cannot agree ("impossible",
// "a contradiction") argues with it and is left alone.
import type { Chain } from "../math/claims";
import { equivalent } from "../math/equivalence";
import { makeEquation, solve } from "../math/solution-set";
import { classifyExpressionStep } from "./exact-classify";
import { EXACT_P, type Finding } from "./exact-findings";
import { NEVER_EQUAL_RULE } from "./rules/exact-line-rules";

const REFUTES = /\b(?:impossible|contradict\w*|cannot|can't|never|no (?:solution|value|such)|absurd|not possible)\b/i;

/** Findings for the links of a word problem's line whose two sides in one letter never agree. */
export function neverEqualLinks(chains: readonly Chain[], step: string): Finding[] {
  if (REFUTES.test(step)) return [];
  const out: Finding[] = [];
  for (const chain of chains) {
    if (chain.continuation) continue;
    for (let j = 0; j + 1 < chain.parts.length; j++) {
      const a = chain.parts[j].expr;
      const b = chain.parts[j + 1].expr;
      const letters = new Set([...a.vars, ...b.vars]);
      if (letters.size !== 1 || !a.vars.length || !b.vars.length || equivalent(a, b) !== false) continue;
      if (solve(makeEquation(a, b)).kind !== "none") continue;
      const type = classifyExpressionStep(a, b) ?? "not-equivalent";
      out.push({ verdict: "incorrect", pCorrect: EXACT_P.notEquivalentExpression, errorType: type, ruleId: NEVER_EQUAL_RULE.id, context: { subject: "expression" } });
    }
  }
  return out;
}
