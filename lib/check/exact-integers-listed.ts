// Rule exact.integers-listed-wrong: after an inequality in one letter ("2 < n ≤ 6"), a line that
// lists the integers it allows ("The integers are 2, 3, 4, 5, 6") must list exactly those: an
// included end of a strict bound, or one left out, is the slip. The list is what follows the
// line's last "are", ":" or "=".
import { allowedIntegers, type InequalitySet } from "./exact-inequality";
import { EXACT_P, type Finding } from "./exact-findings";
import { INTEGERS_LISTED_RULE } from "./rules/exact-line-rules";

const NAMES_INTEGERS = /\b(?:integers?|whole numbers?|integer (?:values?|solutions?))\b/i;
const MAX_LISTED = 50;

/** The integers listed after the line's last "are", ":" or "="; null when that is no plain list of at least two. */
function listed(step: string): number[] | null {
  const text = step.replace(/\$|\\[()]/g, " ").replace(/−/g, "-").replace(/\\ldots|\\dots|…/g, " ... ");
  const tail = text.split(/\bare\b|:|=/i).pop() ?? "";
  if (/\.\.\.|\b(?:to|through)\b/.test(tail)) return null; // "3, 4, …, 9": a range, not a list
  const items = tail.replace(/\.\s*$/, "").split(/,|\band\b/).map((t) => t.trim()).filter(Boolean);
  if (items.length < 2 || items.length > MAX_LISTED || !items.every((t) => /^-?\s*\d+$/.test(t))) return null;
  return items.map((t) => Number(t.replace(/\s+/g, "")));
}

/** The line lists other integers than the inequality before it allows; null when it lists none or the right ones. */
export function wrongIntegerList(step: string, before: InequalitySet | null, closing: boolean): Finding | null {
  if (!before || !NAMES_INTEGERS.test(step)) return null;
  const stated = listed(step);
  const allowed = stated && allowedIntegers(before);
  if (!stated || !allowed) return null;
  const same = stated.length === new Set(stated).size && stated.length === allowed.length && stated.every((k) => allowed.includes(k));
  if (same) return null;
  return { verdict: "incorrect", pCorrect: EXACT_P.falseClaim, errorType: closing ? "final-answer" : "not-equivalent", ruleId: INTEGERS_LISTED_RULE.id, context: { subject: "claim" } };
}
