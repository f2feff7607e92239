// Rule exact.two-letter-step-fails: an equation in two letters has no solution set to compare
// (solution-set.ts solves one letter), so "-2y = -3x + 6, so y = -(3/2)x - 3" or "x^2 = y - 1, so
// y = x^2 - 1" passed unread. When a line says the second follows from the first ("so", "⇒",
// "hence", "gives"), the second must hold on the first's curve (lib/math/curve-consequence.ts).
// Across lines only after a line that swaps x and y (an inverse function: the lines after it solve
// the swapped equation for y); elsewhere two equations on separate lines may be the two of a
// system. A swap itself, a root taken or an absolute value, or a condition on the line are moves
// that need not keep every point.
import { followsOnCurve } from "../math/curve-consequence";
import type { Equation } from "../math/solution-set";
import { equivalent } from "../math/equivalence";
import { classifyExpressionStep, termSignSlip } from "./exact-classify";
import type { ErrorType } from "./types";
import { EXACT_P, type Finding } from "./exact-findings";
import { TWO_LETTER_STEP_RULE } from "./rules/exact-line-rules";

const FOLLOWS = /(?:\bso\b|\bhence\b|\bthus\b|\btherefore\b|\bgives?\b|\bgiving\b|⇒|=>|\\Rightarrow|\\implies|\bi\s*\.\s*e\s*\.)[\s,:]*$/i;
// (an arrow is read as ";" between statements, lib/math/latex.ts: on a line that has one, ";" is it)
const ARROW = /\\(?:Rightarrow|implies|therefore)(?![A-Za-z])|⇒|=>|∴/;
const SWAPPED = /\b(?:swap|switch|interchang|exchang)/i;
const CONDITION = /[<>≤≥]|\\(?:le|ge|leq|geq|lt|gt|ne|neq)(?![A-Za-z])/;
const ROOT_OR_ABS = /sqrt|abs/;

/** Does the line say the statement after `joiner` follows from the one before it ("so", "⇒", "i.e.")? */
export function saysFollows(joiner: string, step: string): boolean {
  return FOLLOWS.test(joiner) || (/^\s*;\s*$/.test(joiner) && ARROW.test(step));
}

// a swap that names the two letters ("swap $x$ and $y$", "interchange x and y", "switch the roles of x and y"):
// "she went to exchange them" in a story is none
const LETTER = String.raw`\$?\s*[a-z]\s*\$?`;
const LETTERS_SWAPPED = new RegExp(String.raw`\b(?:swap|switch|interchang|exchang)\w*\b(?:\s+(?:the\s+)?(?:roles|places)\s+of)?\s+${LETTER}\s*(?:and|with|,)\s*${LETTER}(?![A-Za-z])`, "i");

/** Does the line swap x and y (an inverse function)? From there on its lines solve the swapped equation. */
export function swapsLetters(step: string): boolean {
  return LETTERS_SWAPPED.test(step);
}

/** The finding for `after`, which follows from `before` (the line says so, or it solves a swapped equation); null when the move holds or is not judged. */
export function twoLetterStep(before: Equation, after: Equation, follows: boolean, step: string): Finding | null {
  if (before.vars.length !== 2 || !follows || SWAPPED.test(step) || CONDITION.test(step)) return null;
  if (ROOT_OR_ABS.test(`${after.lhs.text} ${after.rhs.text} ${before.lhs.text} ${before.rhs.text}`)) return null;
  if (followsOnCurve(before, after) !== false) return null;
  return { verdict: "incorrect", pCorrect: EXACT_P.notEquivalent, errorType: slipOf(before, after), ruleId: TWO_LETTER_STEP_RULE.id, context: { subject: "equation" } };
}

/** The slip's name: one side kept and the other rewritten wrongly is named as that rewrite ("-3(x - 2)" → "-3x - 6"); else a moved term's sign, else none. */
function slipOf(before: Equation, after: Equation): ErrorType {
  const rewritten = equivalent(before.lhs, after.lhs) === true ? classifyExpressionStep(before.rhs, after.rhs) : equivalent(before.rhs, after.rhs) === true ? classifyExpressionStep(before.lhs, after.lhs) : null;
  return rewritten ?? (termSignSlip(before, after) ? "sign" : "not-equivalent");
}
