// What a named rule declares about itself: a stable id, the stage it belongs to, the error type
// it names, a line a teacher can read, and general examples that must fire and must stay silent
// (lib/check/own-rules.test.ts runs them through the exact checker and the engine).
import type { ErrorType } from "./types";

export type RuleStage = "explain" | "detect" | "blame";

export interface RuleExample {
  problem: string;
  steps: string[];
  /** 0-based step the rule is about. */
  step: number;
  answer?: string;
}

export interface RuleSpec {
  id: string;
  stage: RuleStage;
  errorType: ErrorType | null;
  description: string;
  fires: RuleExample[];
  silent: RuleExample[];
}
