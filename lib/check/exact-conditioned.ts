// Rule exact.conditioned-comparison: a line that states its own condition, case or definitions
// ("for x < 1: |x - 1| = -(x - 1) = -x + 1", "(a + b)^2 = a^2 + 2ab + b^2, with a = x and b = 5",
// "f(2) = 8a + 4b + 2c + d = 4", "substituting y = 2x: ...") compares expressions that are only
// equal under what the line says. An unconditional comparison of them proves nothing either
// way: the step is "unsure", not "not-equivalent". A false calculation in numbers stays wrong.
import { EXACT_P, type Finding } from "./exact-findings";
import type { RuleSpec } from "./rules/types";
import { CORRECT_SOLUTIONS, ex } from "./rules/examples";

export const CONDITIONED_RULE: RuleSpec = {
  id: "exact.conditioned-comparison",
  stage: "explain",
  errorTypes: [],
  description: "The line states its own condition, case or definitions, so an unconditional comparison is left unsure.",
  fires: [
    { ...ex("Find a, b, c and d for f(x) = ax^3 + bx^2 + cx + d through (2, 4), (1, 1), (0, 1) and (-1, 3)", ["f(2) = 8a + 4b + 2c + d = 4"]), step: 0 },
    { ...ex("Simplify (x + 3)^2 - 9", ["with a = x and b = 3: (a + b)^2 - 9 = a^2 + 2ab + b^2 - 9 = a^2 + 2ab", "= x^2 + 6x"]), step: 0 },
  ],
  silent: CORRECT_SOLUTIONS,
};

/** "for x < 1", "if x >= 0", "when x ≤ 2", "case 1", "with a = x", "where u = ...", "let u = ...", "substituting", "f(2)", "g(x)" (function notation, not a product). */
const CONDITIONED =
  /\b(?:for|if|when|whenever)\s+[a-z]\s*(?:<|>|≤|≥|<=|>=|=|≠|!=|is)|\bcase\b|\b(?:with|where|let|put|set|letting|setting)\s+[a-z]\s*=|\bsubstitut\w*|\bplug\w*\s+in|(?<![A-Za-z0-9])[fgh]\((?:-?\d+(?:\.\d+)?|[a-z])\)/i;

export function statesOwnCondition(step: string): boolean {
  return CONDITIONED.test(step);
}

/** The line's failed comparisons of expressions or equations become "unsure" (mutates `findings`). */
export function conditionedComparisons(step: string, findings: Finding[]): void {
  if (!statesOwnCondition(step)) return;
  for (let i = 0; i < findings.length; i++) {
    const f = findings[i];
    if (f.verdict !== "incorrect" || f.errorType !== "not-equivalent") continue;
    findings[i] = { verdict: "unsure", pCorrect: EXACT_P.unsure, ruleId: CONDITIONED_RULE.id };
  }
}
