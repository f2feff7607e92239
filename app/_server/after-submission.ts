import "server-only";
import type { Db } from "@/db/client";
import { applySubmissionToMastery } from "@/db/queries/mastery";
import type { ProblemDetail } from "@/db/queries/problems";
import type { SessionUser } from "@/db/queries/sessions";
import type { Submission } from "@/db/schema";
import type { CheckResult } from "@/lib/check/types";

/**
 * Hook for everything a stored attempt drives (mastery, assignment completion).
 * Kept separate so the check route stays about checking. Synchronous and transactional:
 * by the time the check response is sent, /progress and /practice already reflect it.
 */
export function onSubmissionRecorded(
  db: Db,
  ctx: { user: SessionUser; problem: ProblemDetail; submission: Submission; result: CheckResult },
): void {
  // Mastery is a student measure; a teacher trying a problem out should not grow a profile.
  if (ctx.user.role !== "student" || !ctx.problem.skills.length) return;
  applySubmissionToMastery(db, { userId: ctx.user.id, skillIds: ctx.problem.skills, submission: ctx.submission });
}
