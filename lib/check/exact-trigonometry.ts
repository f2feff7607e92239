// Rule exact.trig-claim-false: a line with a sine, cosine or tangent is read by no other exact check
// (usesUncheckedFunction), so "cos 60° = √3/2" or "10 · √3/2 = 5√2" passed unread. Its numeric
// links are evaluated in floating point (lib/math/trigonometry.ts) under the same policy as
// logarithms' (a stated decimal is a rounding): a link that holds vindicates the line, one that
// fails is a wrong value (a lost sign when it is the negated value).
import { linkOutcome, type LogLink } from "../math/logarithms";
import { trigLinks } from "../math/trigonometry";
import { sameNumber } from "../math/vocabulary/tolerance";
import { EXACT_P, type Finding } from "./exact-findings";
import { TRIG_CLAIM_RULE } from "./rules/exact-line-rules";

function slip(link: LogLink): Finding["errorType"] {
  const negated = link.stated ? { ...link, stated: { ...link.stated, worked: -link.stated.worked } } : { ...link, left: -link.left };
  return !sameNumber(link.right, 0) && linkOutcome(negated) === "holds" ? "sign" : "arithmetic";
}

/** Findings for the trigonometry links of a line; [] when it has none that can be read (a link near a rounding is left unsure). */
export function trigonometryFindings(step: string): Finding[] {
  return trigLinks(step).flatMap((link): Finding[] => {
    const outcome = linkOutcome(link);
    if (outcome === "holds") return [{ verdict: "correct", pCorrect: EXACT_P.trueClaim }];
    if (outcome === "unsure") return [];
    return [{ verdict: "incorrect", pCorrect: EXACT_P.falseClaim, errorType: slip(link), ruleId: TRIG_CLAIM_RULE.id, context: { subject: "claim" } }];
  });
}
