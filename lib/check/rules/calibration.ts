// Written by `npm run calibrate` (scripts/calibrate.ts): each rule's precision as the first flag of
// a solution, measured on the dev halves only. Do not edit by hand; re-run the script.
export interface RuleCalibration {
  /** Solutions where the rule's first "incorrect" verdict is on the first faulty step. */
  right: number;
  /** ... before it (a correct step blamed), or on a correct solution. */
  early: number;
  /** ... after it. */
  late: number;
  /** right / (right + early); null when the rule never made a first flag. */
  precision: number | null;
  /** Measured on the dev halves: gating this rule keeps every bound (scripts/calibrate.ts). */
  gate: boolean;
}

export const CALIBRATION: { sets: string[]; rules: Record<string, RuleCalibration> } = { sets: [], rules: {} };
