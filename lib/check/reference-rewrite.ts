// A word problem solved with letters: "c + 7 = 2j = 40", then "c = 40 + 7 = 47". The reference
// sees a wrong operation (40 + 7 where it has 40 − 7), but the student rewrote their own
// equation and moved the 7 without changing its sign. When a line restates a letter's equation
// (or value) from an earlier line and a known misconception turns the earlier one into it, that
// misconception names the error.
import type { ErrorType } from "./types";
import { analyzeLine, declaredLetters, type Chain } from "../math/claims";
import type { ParsedExpr } from "../math/parse";
import { compareSets, makeEquation, solve, type Equation } from "../math/solution-set";
import { classifyEquationStep, classifyExpressionStep } from "./exact-classify";

/**
 * Only a named misconception re-types a step: "arithmetic", "one-side-only" and "not-equivalent"
 * between two lines of a story can also be a letter updated on purpose ("m = 20 + 40 = 60",
 * then "m = 60 − 30").
 */
const NAMED: ReadonlySet<ErrorType> = new Set<ErrorType>(["sign", "distribution", "order-of-operations", "fraction"]);

interface LetterEquation {
  letter: string;
  /** The side with the letter ("c + 7", or "c" alone). */
  side: ParsedExpr;
  /** A numeric side: the earlier line's last ("= 40"), the rewritten line's first ("40 + 7" of "= 40 + 7 = 47"). */
  value: ParsedExpr;
}

function letterEquation(chain: Chain, letters: string, numeric: "first" | "last"): LetterEquation | null {
  const withLetter = chain.parts.filter((p) => p.expr.vars.length > 0);
  const numbers = chain.parts.filter((p) => p.expr.vars.length === 0);
  if (chain.continuation || withLetter.length === 0 || !numbers.length) return null;
  const side = withLetter[0].expr;
  if (side.vars.length !== 1 || !letters.includes(side.vars[0])) return null;
  // (every lettered side is the same letter's: "c + 7 = 2j = 40" reads j as already known)
  const value = (numeric === "first" ? numbers[0] : numbers[numbers.length - 1]).expr;
  return { letter: side.vars[0], side, value };
}

function equationsOf(line: string, letters: string, numeric: "first" | "last"): LetterEquation[] {
  return analyzeLine(line, { variables: "common", letters })
    .chains.map((c) => letterEquation(c, letters, numeric))
    .filter((e): e is LetterEquation => e !== null);
}

const isBare = (e: LetterEquation) => !e.side.hasOp;

function slipBetween(prev: LetterEquation, cur: LetterEquation): ErrorType | null {
  const before: Equation = makeEquation(prev.side, prev.value);
  const after: Equation = makeEquation(cur.side, cur.value);
  const beforeSet = solve(before);
  const afterSet = solve(after);
  if (compareSets(beforeSet, afterSet) === "same") return null;
  // "e = 10(20 - 2)" → "e = 200 - 2": the same letter's value, rewritten
  if (isBare(prev) && isBare(cur) && prev.value.hasOp) {
    const t = classifyExpressionStep(prev.value, cur.value);
    if (t && NAMED.has(t)) return t;
  }
  const t = classifyEquationStep(before, beforeSet, after, afterSet);
  return NAMED.has(t) ? t : null;
}

/**
 * The misconception that turns the nearest earlier equation of a letter into the one step
 * `index` states for it, or null (no such pair, or no named misconception explains it).
 */
export function rewriteSlip(steps: readonly string[], index: number): ErrorType | null {
  const letters = declaredLetters(steps);
  if (!letters || index <= 0 || index >= steps.length) return null;
  for (const cur of equationsOf(steps[index], letters, "first")) {
    for (let j = index - 1; j >= 0; j--) {
      const prev = equationsOf(steps[j], letters, "last").filter((e) => e.letter === cur.letter).at(-1);
      if (!prev) continue;
      const t = slipBetween(prev, cur);
      if (t) return t;
      break;
    }
  }
  return null;
}
