import "server-only";
import type { Db } from "@/db/client";
import type { ProblemDetail } from "@/db/queries/problems";
import type { SessionUser } from "@/db/queries/sessions";
import type { Submission } from "@/db/schema";
import type { CheckResult } from "@/lib/check/types";

/**
 * Hook for everything a stored attempt drives (mastery, assignment completion).
 * Kept separate so the check route stays about checking.
 */
export function onSubmissionRecorded(
  _db: Db,
  _ctx: { user: SessionUser; problem: ProblemDetail; submission: Submission; result: CheckResult },
): void {}
