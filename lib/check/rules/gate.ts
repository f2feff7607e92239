// Measured confidence decides red vs amber: a rule whose precision on the dev halves is below
// the bar cannot make a step "incorrect" on its own. The step becomes "unsure" ("have a look at
// this step") unless a second, independent rule agrees on it. Which rules are gated is decided by
// `npm run calibrate` on the dev halves (gating every rule below the bar cost more than it saved).
import type { StepEvidence, StepFeedback } from "../types";
import { CALIBRATION } from "./calibration";

/** A rule right less often than this, as a solution's first flag, is below the bar. */
export const PRECISION_BAR = 0.95;

/** A rule in one context (StepEvidence.context), as the calibration names it: "rule@context". */
export const inContext = (ruleId: string, context: string) => `${ruleId}@${context}`;

/** The gated rules, and the gated rule@context pairs, of the committed calibration. */
export const DEFAULT_GATED_RULES: ReadonlySet<string> = new Set(
  [...Object.entries(CALIBRATION.rules), ...Object.entries(CALIBRATION.contexts)]
    .filter(([, r]) => r.gate)
    .map(([id]) => id),
);

/** The context of the evidence that decided a step: the incorrect opinion its lead rule gave. */
export function decidingContext(step: StepFeedback, evidence: readonly StepEvidence[]): string | undefined {
  const lead = step.ruleIds?.[0];
  return lead ? evidence.find((e) => e.verdict === "incorrect" && e.ruleIds?.[0] === lead && e.context)?.context : undefined;
}

/** Blame-stage rules move or rename a finding; they are not a second opinion on it. */
const detectors = (ids: readonly string[]) => new Set(ids.filter((id) => !id.startsWith("blame.")));

/**
 * An "incorrect" step decided by a gated rule alone becomes "unsure"; so does one decided by a
 * rule in a gated context (`context`: the deciding evidence's, decidingContext).
 */
export function gateLoneRule(step: StepFeedback, gated: ReadonlySet<string>, context?: string): StepFeedback {
  const lead = step.ruleIds?.[0];
  if (step.verdict !== "incorrect" || !lead || detectors(step.ruleIds!).size >= 2) return step;
  if (!gated.has(lead) && !(context && gated.has(inContext(lead, context)))) return step;
  const out: StepFeedback = { index: step.index, verdict: "unsure", score: step.score, ruleIds: step.ruleIds, gated: true };
  if (step.message) out.message = `Have a look at this step. ${step.message}`;
  return out;
}
