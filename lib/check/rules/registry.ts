// Every rule the engine uses, in order: explain, detect, blame. A finding names its rule by id
// (StepEvidence.ruleIds, StepFeedback.ruleIds); `npm run eval -- --rules` counts them, `npm run
// calibrate` measures them, the teacher's submission view shows their description, and
// rules.test.ts runs each rule's examples through the engine. How to add one: lib/check/README.md.
import type { RuleSpec } from "./types";
import { EXACT_RULES } from "./exact-rules";
import { REFERENCE_RULES } from "./reference-rules";
import { BLAME_RULES, EXPLAIN_RULES } from "./stage-rules";

export const RULES: readonly RuleSpec[] = [...EXPLAIN_RULES, ...EXACT_RULES, ...REFERENCE_RULES, ...BLAME_RULES];

const BY_ID = new Map(RULES.map((r) => [r.id, r]));

export function ruleById(id: string): RuleSpec | undefined {
  return BY_ID.get(id);
}

/** The teacher-readable line for a verdict's deciding rule, or null when it names none we know. */
export function ruleDescription(ruleIds: readonly string[] | null | undefined): string | null {
  const id = ruleIds?.[0];
  return (id && BY_ID.get(id)?.description) || null;
}
