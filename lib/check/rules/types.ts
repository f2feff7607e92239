// What a named rule is: the unit the engine's findings, the eval's --rules counts, the calibration
// table and a teacher's "why this was flagged" all refer to.
import type { CheckInput, ErrorType } from "../types";

/**
 * explain: a value or line is vindicated; detect: a step is suspected; blame: deciding which step
 * carries the error (moving or renaming what a detect rule found).
 */
export type RuleStage = "explain" | "detect" | "blame";

/** A solution to check and the step (0-based) the rule must name, or must not. */
export interface RuleExample {
  input: Pick<CheckInput, "problem" | "steps" | "answer" | "reference">;
  step: number;
  /** The example needs the process reward model (its rule is the model's). */
  needsModel?: boolean;
}

export interface RuleSpec {
  /** Stable: stored with teacher corrections and step feedback; never reuse one for another rule. */
  id: string;
  stage: RuleStage;
  /** The error types its findings name (none for explain rules). */
  errorTypes: readonly ErrorType[];
  /** One line a teacher can read: why this step was flagged (or vindicated). */
  description: string;
  /** General cases (not dev items) where the rule must name `step`, at least two. */
  fires: readonly RuleExample[];
  /** General cases where it must stay silent on every step, at least two. */
  silent: readonly RuleExample[];
}
