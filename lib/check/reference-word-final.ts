// The student's closing value in a word problem, and the values a line rounds.
import { NumberSet, extractStepQuantities, mentionedNumbers, parseNumericAnswer } from "./quantities";
import { normalizeSurface, normalizeText } from "../math/normalize";
import { analyzeLine } from "../math/claims";
import { evaluate } from "../math/evaluate";
import { toNumber } from "../math/rational";
import { compareClaim } from "../math/rounding";
import { statesNone } from "../math/vocabulary/number-words";

/** Where the student's closing value is stated; whether it is right is the engine's verdict, not read from here. */
export interface FinalValue {
  index: number;
  value: number;
}

/**
 * The values a line works out and rounds with "≈" ("40 ÷ 760 ≈ 0.0526"): the computation before
 * the sign gives the value after it to the places written (lib/math/rounding.ts).
 */
export function roundedResults(text: string): number[] {
  const out: number[] = [];
  for (const chain of analyzeLine(text, { variables: "common" }).chains)
    chain.rels.forEach((rel, k) => {
      const [l, r] = [chain.parts[k], chain.parts[k + 1]];
      if (rel !== "≈" || !l.expr.hasOp || r.expr.hasOp) return;
      const [a, b] = [evaluate(l.expr.node), evaluate(r.expr.node)];
      const places = r.expr.text.match(/\.(\d+)/)?.[1].length ?? 0;
      if (a !== null && b !== null && compareClaim(a, b, places, false) !== "false") out.push(toNumber(b));
    });
  return out;
}

/** "The answer is $1,200.", "#### 72": the value named as the answer (read on the surface text, so "25%" is still 25). */
function explicitAnswer(text: string): number | null {
  const m = normalizeSurface(text).match(/(?:answer\s*(?:is|:|=)|####)\s*:?\s*(?:approximately|about)?\s*([^=]*?)\s*\.?\s*$/i);
  if (!m) return null;
  const direct = parseNumericAnswer(m[1]);
  if (direct !== null) return direct;
  const first = normalizeText(m[1]).match(/-?\d*\.?\d+/);
  return first ? parseFloat(first[0]) : null;
}

/** The student's final stated number: "The answer is 42", \boxed{42}, "#### 42", the last claim, or the one new number. */
export function finalStatedValue(steps: string[], problemNumbers: NumberSet): FinalValue | null {
  for (let i = steps.length - 1; i >= 0; i--) {
    const text = steps[i];
    if (i === steps.length - 1 && statesNone(text)) return { index: i, value: 0 };
    if (!mentionedNumbers(text).length) continue;
    const explicit = explicitAnswer(text);
    if (explicit !== null) return { index: i, value: explicit };
    const q = extractStepQuantities(text);
    if (q.claims.length) return { index: i, value: q.claims[q.claims.length - 1].result };
    const plain = q.numbers;
    if (plain.length === 1) return { index: i, value: plain[0] };
    const fresh = plain.filter((n) => !problemNumbers.has(n));
    if (fresh.length) return { index: i, value: fresh[0] };
    if (plain.length) return { index: i, value: plain[plain.length - 1] };
  }
  return null;
}
