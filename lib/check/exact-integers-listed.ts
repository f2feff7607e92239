// Rule exact.integers-listed-wrong: after an inequality in one letter ("2 < n ≤ 6"), a line that
// lists the integers it allows ("The integers are 2, 3, 4, 5, 6") must list exactly those: an
// included end of a strict bound, or one left out, is the slip. The list is the bare numbers the
// line ends with (lib/math/claims.ts listedNumbers, as the final-answer check reads it).
import { listedNumbers, type LineAnalysis } from "../math/claims";
import { evaluate } from "../math/evaluate";
import { toNumber } from "../math/rational";
import { allowedIntegers, type InequalitySet } from "./exact-inequality";
import { EXACT_P, type Finding } from "./exact-findings";
import { INTEGERS_LISTED_RULE } from "./rules/exact-line-rules";

const NAMES_INTEGERS = /\b(?:integers?|whole numbers?|integer (?:values?|solutions?))\b/i;

/** The line lists other integers than the inequality before it allows; null when it lists none or the right ones. */
export function wrongIntegerList(line: LineAnalysis, before: InequalitySet | null, closing: boolean): Finding | null {
  if (!before || !NAMES_INTEGERS.test(line.raw)) return null;
  const values = listedNumbers(line)?.map((e) => evaluate(e.node));
  if (!values || values.some((v) => v === null)) return null;
  const stated = values.map((v) => toNumber(v!));
  const allowed = allowedIntegers(before);
  if (!allowed) return null;
  const same = stated.length === new Set(stated).size && stated.length === allowed.length && stated.every((k) => allowed.includes(k));
  if (same) return null;
  return { verdict: "incorrect", pCorrect: EXACT_P.falseClaim, errorType: closing ? "final-answer" : "not-equivalent", ruleId: INTEGERS_LISTED_RULE.id, context: { subject: "claim" } };
}
