import "server-only";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { CheckResult } from "@/lib/check/types";
import type { Db } from "../client";
import { stepFeedback, submissions, type StepFeedbackRow, type Submission } from "../schema";

export type SubmissionWithFeedback = Submission & { feedback: StepFeedbackRow[] };

/**
 * THE outcome rule of a checked solution (stored on the submission; assignments, the dashboard
 * and history read it): an error anywhere → incorrect; a step that could not be read → unsure,
 * whatever the last line says (a right answer after unreadable work is not a correct solution);
 * otherwise unsure steps only matter when the final answer could not be confirmed.
 */
export function outcomeOf(result: Pick<CheckResult, "firstErrorIndex" | "answerCorrect" | "steps">): Submission["outcome"] {
  if (result.firstErrorIndex >= 0) return "incorrect";
  if (result.steps.some((s) => s.unreadable)) return "unsure";
  return result.steps.some((s) => s.verdict === "unsure") && result.answerCorrect !== true ? "unsure" : "correct";
}

export function recordSubmission(
  db: Db,
  input: {
    userId: number | null;
    problemId: string | null;
    problemText: string;
    steps: string[];
    result: CheckResult;
    durationMs: number;
    createdAt?: Date;
  },
): Submission {
  return db.transaction((tx) => {
    const sub = tx
      .insert(submissions)
      .values({
        userId: input.userId,
        problemId: input.problemId,
        problemText: input.problemText,
        steps: input.steps,
        firstErrorIndex: input.result.firstErrorIndex,
        outcome: outcomeOf(input.result),
        answerCorrect: input.result.answerCorrect,
        modelUsed: input.result.model.used,
        durationMs: Math.round(input.durationMs),
        ...(input.createdAt ? { createdAt: input.createdAt } : {}),
      })
      .returning()
      .get();
    for (const s of input.result.steps) {
      tx.insert(stepFeedback)
        .values({
          submissionId: sub.id,
          stepIndex: s.index,
          content: input.steps[s.index] ?? "",
          verdict: s.verdict,
          score: s.score,
          errorType: s.errorType ?? null,
          message: s.message ?? null,
          carriedFrom: s.carriedFrom ?? null,
          unreadable: s.unreadable === true,
        })
        .run();
    }
    return sub;
  });
}

function withFeedback(db: Db, subs: Submission[]): SubmissionWithFeedback[] {
  if (!subs.length) return [];
  const rows = db
    .select()
    .from(stepFeedback)
    .where(
      inArray(
        stepFeedback.submissionId,
        subs.map((s) => s.id),
      ),
    )
    .all();
  const by = new Map<number, StepFeedbackRow[]>();
  for (const r of rows) by.set(r.submissionId, [...(by.get(r.submissionId) ?? []), r]);
  return subs.map((s) => ({ ...s, feedback: (by.get(s.id) ?? []).sort((a, b) => a.stepIndex - b.stepIndex) }));
}

export function listUserAttempts(
  db: Db,
  opts: { userId: number; problemId?: string; limit?: number },
): SubmissionWithFeedback[] {
  const where = opts.problemId
    ? and(eq(submissions.userId, opts.userId), eq(submissions.problemId, opts.problemId))
    : eq(submissions.userId, opts.userId);
  const subs = db
    .select()
    .from(submissions)
    .where(where)
    .orderBy(desc(submissions.createdAt), desc(submissions.id))
    .limit(opts.limit ?? 50)
    .all();
  return withFeedback(db, subs);
}

export function getSubmission(db: Db, id: number): SubmissionWithFeedback | null {
  const sub = db.select().from(submissions).where(eq(submissions.id, id)).get();
  return sub ? withFeedback(db, [sub])[0]! : null;
}
