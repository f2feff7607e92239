// Per-rule counts over an evaluation: how often each named rule decided a verdict, and whether it
// was right. A detect or blame rule is judged by the first step it calls "incorrect" in a
// solution (right: the first faulty step; early: a step before it, or any step of a correct
// solution; late: a step after it). An explain rule is judged by the steps it vindicates (right:
// all before the first faulty step; early: it vindicated the faulty step itself).
import { fuse } from "../check/fuse";
import { markUnreadable } from "../check/after-fusion";
import type { StepEvidence, StepFeedback } from "../check/types";
import { decidingContext, inContext } from "../check/rules/gate";

export interface RuleCount {
  fired: number;
  right: number;
  early: number;
  late: number;
  /** Steps the rule found alone while gated: "unsure" ("have a look") instead of "incorrect". */
  amber: number;
}

/** What one checked item gives a measurement: its label and the evidence the engine fused. */
export interface FusedItem {
  label: number;
  errorType?: string;
  evidence: StepEvidence[];
  fusion: { steps: string[]; answerCorrect: boolean | null; referenced: boolean };
}

export const emptyCount = (): RuleCount => ({ fired: 0, right: 0, early: 0, late: 0, amber: 0 });

/** The item's steps fused again, with the given rules gated (no carried marking: every verdict is kept). */
export function refuse(item: FusedItem, gated: ReadonlySet<string>): StepFeedback[] {
  const { steps, answerCorrect, referenced } = item.fusion;
  return markUnreadable(fuse(steps.length, item.evidence, { answerCorrect, referenced, gated }).steps, steps);
}

export function countRules(items: readonly FusedItem[], gated: ReadonlySet<string> = new Set()): Map<string, RuleCount> {
  const counts = new Map<string, RuleCount>();
  const at = (id: string) => counts.get(id) ?? counts.set(id, emptyCount()).get(id)!;
  for (const item of items) {
    const steps = refuse(item, gated);
    const flagged = new Map<string, number>();
    const vindicated = new Map<string, number[]>();
    for (const s of steps) {
      // (the lead rule in its context, "rule@context", is counted as one more id: lib/check/rules/gate.ts)
      const context = decidingContext(s, item.evidence.filter((e) => e.index === s.index));
      const lead = s.ruleIds?.[0];
      const ids = [...(s.ruleIds ?? []), ...(lead && context && s.verdict !== "correct" ? [inContext(lead, context)] : [])];
      for (const id of ids) {
        if (s.verdict === "incorrect" && !flagged.has(id)) flagged.set(id, s.index);
        if (s.verdict === "unsure" && s.gated && (lead === id || id.startsWith(`${lead}@`))) at(id).amber++;
        if (s.verdict === "correct") vindicated.set(id, [...(vindicated.get(id) ?? []), s.index]);
      }
    }
    for (const [id, i] of flagged) {
      const c = at(id);
      c.fired++;
      if (item.label === -1 || i < item.label) c.early++;
      else if (i === item.label) c.right++;
      else c.late++;
    }
    for (const [id, idx] of vindicated) {
      const c = at(id);
      c.fired++;
      if (item.label !== -1 && idx.includes(item.label)) c.early++;
      else c.right++;
    }
  }
  return counts;
}

/** right / (right + early): how often the rule's first flag is where the error is. */
export function precisionOf(c: RuleCount): number | null {
  return c.right + c.early ? c.right / (c.right + c.early) : null;
}
