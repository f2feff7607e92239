// The checkers the engine can run. Each entry builds its checker lazily (the PRM loads a
// model) and may report a status for CheckResult.model. Adding a checker is one entry here.
import type { Checker, CheckerName } from "./types";
import { createExactChecker } from "./exact-checker";
import { createReferenceChecker } from "./reference-checker";

export interface ModelStatus {
  available: boolean;
  name?: string;
  reason?: string;
}

export interface CheckerEntry {
  create: () => Checker;
  /** Only model-backed checkers have a status. */
  status?: () => ModelStatus | Promise<ModelStatus>;
}

export const CHECKER_REGISTRY: Partial<Record<CheckerName, CheckerEntry>> = {
  exact: { create: createExactChecker },
  reference: { create: createReferenceChecker },
};
