// A line that continues with "= …" the value a line with a logarithm or an angle's function ended
// on ("c^2 = 5^2 + 8^2 - 2(5)(8)\cos 60^\circ", then "= 25 + 64 + 80 \cdot \frac{1}{2}"): that value
// is read in floating point (lib/math/trigonometry.ts, lib/math/logarithms.ts), so the
// continuation's first side is compared with it under the same policy, as the rule of the line it
// continues.
import { evaluate } from "../math/evaluate";
import { terms } from "../math/misconceptions";
import { linkOutcome, logLastValue, statedValue } from "../math/logarithms";
import type { ParsedExpr } from "../math/parse";
import { toNumber } from "../math/rational";
import { trigLastValue } from "../math/trigonometry";
import { sameNumber } from "../math/vocabulary/tolerance";
import { EXACT_P, type Finding } from "./exact-findings";
import { LOG_CLAIM_RULE, TRIG_CLAIM_RULE } from "./rules/exact-line-rules";

export interface FloatValue {
  value: number;
  ruleId: string;
}

/** The value a line with an angle's function or a logarithm ends on; null when it ends on none. */
export function endsOn(step: string): FloatValue | null {
  const trig = trigLastValue(step);
  if (trig !== null) return { value: trig, ruleId: TRIG_CLAIM_RULE.id };
  const log = logLastValue(step);
  return log === null ? null : { value: log, ruleId: LOG_CLAIM_RULE.id };
}

/** The finding for a continuation whose first side is `first`: correct, false (a sign or arithmetic slip), or null when it cannot be read. */
export function continuedValue(before: FloatValue, first: ParsedExpr | undefined): Finding | null {
  if (!first || first.vars.length) return null;
  const v = evaluate(first.node);
  if (v === null) return null;
  const right = toNumber(v);
  const outcome = linkOutcome({ left: before.value, right, stated: statedValue(first.text, right, before.value), approx: false });
  if (outcome === "holds") return { verdict: "correct", pCorrect: EXACT_P.trueClaim };
  if (outcome === "unsure") return null;
  const sign = (!sameNumber(right, 0) && sameNumber(-before.value, right)) || oneTermFlipped(first, right, before.value);
  return { verdict: "incorrect", pCorrect: EXACT_P.falseClaim, errorType: sign ? "sign" : "arithmetic", ruleId: before.ruleId, context: { subject: "claim" } };
}

/** "25 + 64 + 80 · 1/2" for 49: one term's sign flipped gives the value ("- 2ab cos C" added). */
function oneTermFlipped(first: ParsedExpr, value: number, target: number): boolean {
  const ts = terms(first.node);
  if (ts.length < 2) return false;
  return ts.some((t) => {
    const v = evaluate(t.node);
    return v !== null && sameNumber(value - 2 * t.sign * toNumber(v), target);
  });
}
