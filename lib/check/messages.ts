// Student-facing messages. Each names the step and what to look at, and never states the
// correct value: the point of step feedback is that the student finds the fix.
import type { ErrorType } from "./types";

export interface MessageContext {
  /** The student's own expression to point at, e.g. "9 × 2". Never a computed result. */
  focus?: string;
  /** What the step manipulates, to phrase algebra messages. */
  subject?: "equation" | "expression" | "claim";
  misconception?: string;
}

/** Readable form of a normalised expression: "((25/100)) * 80" → "25/100 × 80". */
export function prettyMath(text: string): string {
  // ("((3)/(4))" from a LaTeX fraction: a lone number needs no brackets)
  let s = text.replace(/(?<![\d.\w])\((-?\d+(?:\.\d+)?)\)/g, "$1");
  for (let i = 0; i < 3; i++) s = s.replace(/\(\(([^()]*)\)\)/g, "($1)");
  // (not after a division sign: "(-8/9) / (3/4)" is not "(-8/9) / 3/4")
  s = s.replace(/(?<!\/\s*)\((\d+(?:\.\d+)?\/\d+(?:\.\d+)?)\)/g, "$1");
  s = s.replace(/\((\d+(?:\.\d+)?)\/100\)|\b(\d+(?:\.\d+)?)\/100\b/g, (_m, a?: string, b?: string) => `${a ?? b}%`);
  return s.replace(/\s*\*\s*/g, " × ").replace(/\s+/g, " ").trim();
}

const at = (ctx?: MessageContext) => (ctx?.focus ? ` in ${prettyMath(ctx.focus)}` : "");

const TEMPLATES: Record<ErrorType, (n: number, ctx?: MessageContext) => string> = {
  arithmetic: (n, c) =>
    c?.misconception === "unequal-numbers"
      ? `Step ${n}: the two sides are different numbers, so this equation can't hold — check how it was set up from the lines before it.`
      : c?.misconception === "conversion"
      ? `Step ${n}: check the unit conversion${at(c)} — how many of the smaller unit make one of the larger, and do you multiply or divide by that?`
      : c?.focus
      ? `Step ${n}: check the calculation ${prettyMath(c.focus)} — the result written there is not right.`
      : `Step ${n}: one of the calculations in this step is not right; redo it carefully.`,
  sign: (n, c) => `Step ${n}: look at the signs${at(c)} — a plus or minus sign was lost or flipped.`,
  // (also a power of a bracket worked term by term, "(x - 3)^2" as "x^2 + 9": a bracket times itself)
  distribution: (n) =>
    `Step ${n}: when you expand the brackets, multiply every term inside by the number in front, and keep track of each term's sign (a squared bracket is the bracket times itself, not each term squared).`,
  "one-side-only": (n) => `Step ${n}: an operation was applied to only one side of the equation — whatever you do to one side, do to the other.`,
  fraction: (n, c) =>
    c?.misconception === "fraction-of"
      ? `Step ${n}: check how you took the fraction of the amount${at(c)} — the bottom number says how many equal parts to split it into, the top number how many of those parts to take.`
      : `Step ${n}: check the fraction rule${at(c)} — to add or subtract, rewrite each fraction over a common denominator, scaling its numerator too (never add the denominators); to multiply, cancel only a numerator against a denominator; to divide, flip the second fraction.`,
  "order-of-operations": (n, c) =>
    `Step ${n}: check the order of operations${at(c)} — powers first, then multiplication and division, then addition and subtraction, left to right.`,
  "wrong-operation": (n) => `Step ${n}: the arithmetic is fine, but is this the right operation for what the problem describes? Re-read the problem.`,
  "wrong-quantity": (n) => `Step ${n}: this step uses a quantity that doesn't match the problem — check which numbers this step should combine.`,
  "not-equivalent": (n, c) =>
    c?.misconception === "lost-solution"
      ? `Step ${n}: a solution was lost here — check every factor (dividing by an expression that can be zero drops a solution).`
      : c?.misconception === "variable-lost"
      ? `Step ${n}: the unknown has disappeared from the equation — an equation without the letter can't tell you its value. Check what you did to the side with the letter.`
      : c?.misconception === "identity"
      ? `Step ${n}: the unknown cancels out here, so this line says nothing about its value — check the move that led to it.`
      : c?.misconception === "invalid-move"
      ? `Step ${n}: this equation doesn't come from doing the same thing to both sides of the one before — check each term of the operation you applied.`
      : c?.subject === "expression"
      ? `Step ${n}: this expression is not equal to the one before it — compare the two lines term by term.`
      : `Step ${n}: this equation doesn't follow from the previous one (it has different solutions) — check the operation you applied.`,
  "final-answer": (n, c) =>
    c?.misconception === "wrong-variable"
      ? `Step ${n}: this answers for a different unknown than the one the question asks for — check what you are solving for.`
      : c?.misconception === "lost-solution"
      ? `Step ${n}: this answer is missing a solution — check every factor (and both square roots).`
      : c?.misconception === "wrong-unit"
      ? `Step ${n}: check the unit — is this answer in the unit the question asks for?`
      : `Step ${n}: this value doesn't lead to the expected answer — check how you got it and what the question asks for.`,
  reasoning: (n) => `Step ${n}: this step looks doubtful — re-read it and check that it follows from the previous steps.`,
  unverifiable: (n) => `Step ${n}: I couldn't check this calculation exactly (a value is too large or undefined) — check it yourself.`,
};

/** Message for a step (0-based index in, "Step n" with n 1-based out). */
export function stepMessage(type: ErrorType, index: number, ctx?: MessageContext): string {
  return TEMPLATES[type](index + 1, ctx);
}
