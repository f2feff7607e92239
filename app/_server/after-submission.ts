import "server-only";
import { userTransaction, type Db } from "@/db/client";
import { attachHintRequests, pendingHintLevel } from "@/db/queries/hints";
import { applySubmissionToMastery, type MasteryChange } from "@/db/queries/mastery";
import type { SessionUser } from "@/db/queries/sessions";
import { recordSubmission } from "@/db/queries/submissions";
import type { Submission } from "@/db/schema";
import type { CheckResult } from "@/lib/check/types";

/**
 * THE write of a checked attempt: the submission, its step feedback and everything it drives
 * (mastery) in ONE transaction, from the in-memory result, with the one outcome rule
 * (attemptOutcome). Either all of it is stored or none: a failing mastery update can no longer
 * leave a stored attempt behind a 500. Awaited before the check response is sent, so /progress and
 * /practice already reflect it.
 */
export async function recordAttempt(
  db: Db,
  input: {
    user: Pick<SessionUser, "id" | "role">;
    problem: { id: string; statement: string; skills: readonly string[] } | null;
    problemText: string;
    steps: string[];
    result: CheckResult;
    durationMs: number;
  },
): Promise<{ submission: Submission; mastery: MasteryChange[] }> {
  // Scoped to the student: other students' attempts are written beside it (PostgreSQL).
  return await userTransaction(db, input.user.id, async (tx) => {
    const txDb = tx;
    const hintKey = { userId: input.user.id, problemId: input.problem?.id ?? null, problemText: input.problem?.statement ?? input.problemText };
    const submission = await recordSubmission(txDb, {
      userId: input.user.id,
      problemId: hintKey.problemId,
      problemText: hintKey.problemText,
      steps: input.steps,
      result: input.result,
      durationMs: input.durationMs,
      // hint use is stored with the attempt it helped (and makes it weaker evidence of mastery)
      hintLevel: await pendingHintLevel(txDb, hintKey),
    });
    await attachHintRequests(txDb, hintKey, submission.id);
    // Mastery is a student measure; a teacher trying a problem out should not grow a profile.
    const skills = input.problem?.skills ?? [];
    const changes =
      input.user.role === "student" && skills.length ? await applySubmissionToMastery(txDb, { userId: input.user.id, skillIds: skills, submission }) : [];
    return { submission, mastery: changes };
  });
}
