// The editor's limits are the API's (lib/validation/check.ts), so the browser stops input where the server would refuse it.
import { LIMITS } from "@/lib/validation/check";
import type { SolverLimits } from "./solver";

export const SOLVER_LIMITS: SolverLimits = {
  maxSteps: LIMITS.maxSteps,
  maxStepChars: LIMITS.maxStepChars,
  maxProblemChars: LIMITS.maxProblemChars,
  maxAnswerChars: LIMITS.maxAnswerChars,
};
