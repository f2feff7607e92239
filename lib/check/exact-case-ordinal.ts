// Rule exact.case-misworked: after a line splits into cases ("x^2 - 4 = 5 or x^2 - 4 = -5"), a line
// that names the case it works out ("The first gives x^2 = 1") must keep that case's solutions. A
// case line is otherwise only compared with the whole split, where a wrong case looks like one
// conditioned comparison (exact-conditioned.ts) and proves nothing.
import { solve } from "../math/solution-set";
import { CASE_ORDINALS, CASE_ORDINAL_LEAD } from "../math/vocabulary/case-ordinals";
import { compareEquationGroups, type EqState, type EqStatement } from "./exact-equations";
import type { Finding } from "./exact-findings";
import { CASE_MISWORKED_RULE } from "./rules/exact-line-rules";

/** "The first gives", "From the second,", "The last case:", "Case 2:". */
const NAMED_CASE = new RegExp(String.raw`${CASE_ORDINAL_LEAD}(?=\s*(?:,|:|gives|case|equation|one))|^\s*case\s+([1-4])\s*[:.,)]`, "i");

/** Which of the split's equations the line names: its index, or null. */
export function namedCase(step: string, count: number): number | null {
  const m = step.match(NAMED_CASE);
  if (!m) return null;
  const k = m[2] ? Number(m[2]) - 1 : m[1].toLowerCase() === "last" ? count - 1 : (CASE_ORDINALS as readonly string[]).indexOf(m[1].toLowerCase());
  return k >= 0 && k < count ? k : null;
}

/** The named case worked out into an equation with other solutions; null when it holds or nothing is named. */
export function misworkedCase(split: EqState | null, stmts: readonly EqStatement[], step: string): Finding | null {
  if (!split || split.equations.length < 2 || !stmts.length) return null;
  const k = namedCase(step, split.equations.length);
  if (k === null) return null;
  const ref = split.equations[k];
  const cur = stmts[0].eq;
  const f = compareEquationGroups({ equations: [ref], set: solve(ref) }, [cur], solve(cur));
  if (f?.verdict !== "incorrect") return null;
  // (judged inside the case the line names: the line's condition is what was compared)
  return { ...f, ruleId: CASE_MISWORKED_RULE.id, underCondition: true };
}
