// Correct solutions of the common kinds, written for the rule examples (not dev items): every
// detect and blame rule must stay silent on them.
import type { RuleExample } from "./types";

const ex = (problem: string, steps: string[], answer?: string, reference?: string[]): RuleExample => ({
  input: { problem, steps, ...(answer !== undefined ? { answer } : {}), ...(reference ? { reference } : {}) },
  step: 0,
});

export const CORRECT_WORD = ex(
  "Tom has 5 apples and buys 3 bags with 4 apples in each bag. How many apples does he have now?",
  ["The bags hold 3 × 4 = 12 apples.", "Now he has 5 + 12 = 17 apples."],
  "17",
  ["3 * 4 = 12", "5 + 12 = 17"],
);

export const CORRECT_WORD_NO_REFERENCE = ex(
  "A pencil costs $2 and a notebook costs $5. How much do 3 pencils and 2 notebooks cost?",
  ["3 pencils cost 3 × 2 = 6 dollars.", "2 notebooks cost 2 × 5 = 10 dollars.", "Together 6 + 10 = 16 dollars."],
);

export const CORRECT_EQUATION = ex("Solve for x: 3x + 4 = 19", ["3x + 4 = 19", "3x = 15", "x = 5"], "x = 5");

export const CORRECT_EXPRESSION = ex("Evaluate 2 + 3 × 4", ["3 × 4 = 12", "2 + 12 = 14"], "14");

export const CORRECT_FRACTIONS = ex("Add 1/4 + 1/2", ["1/2 = 2/4", "1/4 + 2/4 = 3/4"], "3/4");

/** Every common correct solution: the default "silent" examples of a detect or blame rule. */
export const CORRECT_SOLUTIONS: readonly RuleExample[] = [CORRECT_WORD, CORRECT_WORD_NO_REFERENCE, CORRECT_EQUATION, CORRECT_EXPRESSION, CORRECT_FRACTIONS];

export { ex };
