// The checkers the engine can run. Each entry builds its checker lazily (the PRM loads a
// model) and may report a status for CheckResult.model. Adding a checker is one entry here.
import type { Checker, CheckerName } from "./types";
import { createExactChecker } from "./exact-checker";
import { createPrmChecker, getPrmAvailability } from "./prm-checker";
import { createReferenceChecker } from "./reference-checker";
import { env } from "../server/env";

export interface ModelStatus {
  available: boolean;
  name?: string;
  reason?: string;
}

export interface CheckerEntry {
  create: () => Checker;
  /** Only model-backed checkers have a status. */
  status?: () => ModelStatus | Promise<ModelStatus>;
  /** False when configuration switched the checker off: not run, and not a failure. */
  enabled?: () => boolean;
}

function prmStatus(): ModelStatus {
  const s = getPrmAvailability();
  if (s.available) return { available: true, name: s.name };
  return { available: false, reason: s.reason ?? (s.loading ? "model is loading" : "model not loaded") };
}

export const CHECKER_REGISTRY: Partial<Record<CheckerName, CheckerEntry>> = {
  exact: { create: createExactChecker },
  reference: { create: createReferenceChecker },
  prm: { create: () => createPrmChecker(), status: prmStatus, enabled: () => !env.prmDisabled },
};
