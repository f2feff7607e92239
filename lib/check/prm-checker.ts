import "server-only";

// The PRM checker: the process reward model's P(correct) for every step, turned into
// evidence. It only says "incorrect" below the calibrated threshold (models/<name>/prm.json),
// "unsure" in a band above it, and never explains the error beyond pointing at the step:
// the model has no exact evidence, and the hint must not give the answer away.
import { calibrateP, type PlattParams } from "../prm/calibration";
import { getPrm, getPrmStatus, PrmUnavailableError, type PrmStatus } from "../prm/model";
import { scorePrmDetailed } from "../prm/score";
import type { CheckInput, Checker, StepEvidence } from "./types";

export { PrmUnavailableError };

export interface PrmCheckerOptions {
  /** Override the calibrated threshold (P below it => "incorrect"). */
  threshold?: number;
  /** Override the upper edge of the "unsure" band. */
  unsureBelow?: number;
  /** When the model is unavailable: throw PrmUnavailableError (default) or return []. */
  onUnavailable?: "throw" | "empty";
}

export function prmMessage(index: number): string {
  return `Step ${index + 1}: this step looks doubtful — re-check the reasoning and the quantities it uses.`;
}

/** Verdicts come from the raw model probability; pCorrect is the calibrated probability. */
export function prmEvidence(raw: number[], threshold: number, unsureBelow: number, platt?: PlattParams): StepEvidence[] {
  return raw.map((p, index) => {
    const pCorrect = calibrateP(p, platt);
    if (p < threshold) {
      return { index, source: "prm", verdict: "incorrect", pCorrect, errorType: "reasoning", message: prmMessage(index), ruleIds: ["prm.doubt"] };
    }
    return { index, source: "prm", verdict: p < unsureBelow ? "unsure" : "correct", pCorrect };
  });
}

export interface PrmChecker extends Checker {
  status(): PrmStatus;
}

export function createPrmChecker(opts: PrmCheckerOptions = {}): PrmChecker {
  return {
    name: "prm",
    status: getPrmStatus,
    async check(input: CheckInput): Promise<StepEvidence[]> {
      if (input.steps.length === 0) return [];
      let spec;
      try {
        spec = (await getPrm()).spec;
      } catch (err) {
        if (opts.onUnavailable === "empty") return [];
        throw err;
      }
      const { pCorrect, usedReference } = await scorePrmDetailed(input.problem, input.steps, input.reference);
      // A reference-aware model reading the reference has its own calibrated thresholds.
      const cond = usedReference && spec.reference ? spec.reference : spec;
      const threshold = opts.threshold ?? cond.threshold;
      const unsureBelow = Math.max(threshold, opts.unsureBelow ?? cond.unsureBelow);
      // Steps that did not fit in the model's context get no evidence at all.
      return prmEvidence(pCorrect, threshold, unsureBelow, cond.platt);
    },
  };
}

/** Availability for the engine/UI ("model unavailable, exact checks only"). */
export function getPrmAvailability(): PrmStatus {
  return getPrmStatus();
}
