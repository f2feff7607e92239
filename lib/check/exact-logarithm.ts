// Rule exact.log-claim-false: a line with a logarithm is read by no other exact check (its command
// is dropped when a line is normalized), so "log_3 (1/9) = 2" or "log 50 + log 2 = log(50 + 2)"
// passed unread. Its numeric links are evaluated in floating point (lib/math/logarithms.ts): a
// link that holds vindicates the line, one that fails is a wrong value (a lost sign when it is the
// negated value) or, between two sides with logarithms, a law of logarithms misused.
import { linkOutcome, logLinks, type LogLink } from "../math/logarithms";
import { sameNumber } from "../math/vocabulary/tolerance";
import { EXACT_P, type Finding } from "./exact-findings";
import { LOG_CLAIM_RULE } from "./rules/exact-line-rules";

function slip(link: LogLink): Finding["errorType"] {
  // (the worked-out side negated: "log_3 (1/9) = 2" is the value with its sign lost)
  const negated = link.stated ? { ...link, stated: { ...link.stated, worked: -link.stated.worked } } : { ...link, left: -link.left };
  if (!sameNumber(link.right, 0) && linkOutcome(negated) === "holds") return "sign";
  return link.rewrite ? "not-equivalent" : "arithmetic";
}

/** Findings for the logarithm links of a line; [] when it has none that can be read (a link near a rounding is left unsure). */
export function logarithmFindings(step: string): Finding[] {
  return logLinks(step).flatMap((link): Finding[] => {
    const outcome = linkOutcome(link);
    if (outcome === "holds") return [{ verdict: "correct", pCorrect: EXACT_P.trueClaim }];
    if (outcome === "unsure") return [];
    const errorType = slip(link);
    return [{ verdict: "incorrect", pCorrect: errorType === "not-equivalent" ? EXACT_P.notEquivalentExpression : EXACT_P.falseClaim, errorType, ruleId: LOG_CLAIM_RULE.id, context: { subject: link.rewrite ? "expression" : "claim" } }];
  });
}
