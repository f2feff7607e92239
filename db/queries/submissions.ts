import "server-only";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { CorrectionInfo } from "@/lib/check/correction";
import type { CheckResult } from "@/lib/check/types";
import { attemptOutcome } from "@/lib/progress/bkt";
import type { Db } from "../client";
import { stepFeedback, submissions, users, verdictCorrections, type StepFeedbackRow, type Submission } from "../schema";

export type SubmissionWithFeedback = Submission & { feedback: StepFeedbackRow[]; correction: CorrectionInfo | null };

/**
 * The outcome of a check result, by the one rule in lib/progress/bkt.ts (attemptOutcome): stored on
 * the submission; assignments, the dashboard, history and mastery all read it.
 */
export function outcomeOf(result: Pick<CheckResult, "firstErrorIndex" | "answerCorrect" | "steps">): Submission["outcome"] {
  return attemptOutcome({
    firstErrorIndex: result.firstErrorIndex,
    answerCorrect: result.answerCorrect,
    anyUnsure: result.steps.some((s) => s.verdict === "unsure"),
    anyUnreadable: result.steps.some((s) => s.unreadable),
  });
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
    /** The highest hint level asked for before this attempt (0 or absent: unaided). */
    hintLevel?: number;
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
        hintLevel: input.hintLevel ?? 0,
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
  const corrections = correctionsFor(db, subs.map((s) => s.id));
  return subs.map((s) => ({
    ...s,
    feedback: (by.get(s.id) ?? []).sort((a, b) => a.stepIndex - b.stepIndex),
    correction: corrections.get(s.id) ?? null,
  }));
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

/** The corrections on these submissions, with the correcting teacher's name. */
export function correctionsFor(db: Db, submissionIds: readonly number[]): Map<number, CorrectionInfo> {
  if (!submissionIds.length) return new Map();
  const rows = db
    .select({
      submissionId: verdictCorrections.submissionId,
      kind: verdictCorrections.kind,
      stepIndex: verdictCorrections.stepIndex,
      firstErrorIndex: verdictCorrections.firstErrorIndex,
      errorType: verdictCorrections.errorType,
      teacherName: users.displayName,
      note: verdictCorrections.note,
      updatedAt: verdictCorrections.updatedAt,
    })
    .from(verdictCorrections)
    .leftJoin(users, eq(users.id, verdictCorrections.teacherId))
    .where(inArray(verdictCorrections.submissionId, [...submissionIds]))
    .all();
  return new Map(rows.map(({ submissionId, ...c }) => [submissionId, c]));
}
