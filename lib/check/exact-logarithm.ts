// Rule exact.log-claim-false: a line with a logarithm is read by no other exact check (its command
// is dropped when a line is normalized), so "log_3 (1/9) = 2" or "log 50 + log 2 = log(50 + 2)"
// passed unread. Its numeric links are evaluated in floating point (lib/math/logarithms.ts): a
// link that holds vindicates the line, one that fails is a wrong value (a lost sign when it is the
// negated value) or, between two sides with logarithms, a law of logarithms misused.
import { linkHolds, logLinks, type LogLink } from "../math/logarithms";
import { sameNumber } from "../math/vocabulary/tolerance";
import { EXACT_P, type Finding } from "./exact-findings";
import { LOG_CLAIM_RULE } from "./rules/exact-rules";

function slip(link: LogLink): Finding["errorType"] {
  if (!sameNumber(link.right, 0) && linkHolds({ ...link, right: -link.right, rounded: link.rounded && [-link.rounded[0], link.rounded[1], link.rounded[2]] })) return "sign";
  return link.rewrite ? "not-equivalent" : "arithmetic";
}

/** Findings for the logarithm links of a line; [] when it has none that can be read. */
export function logarithmFindings(step: string): Finding[] {
  return logLinks(step).map((link): Finding => {
    if (linkHolds(link)) return { verdict: "correct", pCorrect: EXACT_P.trueClaim };
    const errorType = slip(link);
    return { verdict: "incorrect", pCorrect: errorType === "not-equivalent" ? EXACT_P.notEquivalentExpression : EXACT_P.falseClaim, errorType, ruleId: LOG_CLAIM_RULE.id, context: { subject: link.rewrite ? "expression" : "claim" } };
  });
}
