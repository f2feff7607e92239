import "server-only";
import { and, desc, eq, gte, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { CorrectionInfo } from "@/lib/check/correction";
import type { CheckResult } from "@/lib/check/types";
import { attemptOutcome } from "@/lib/progress/bkt";
import { first, type Db } from "../client";
import { prepared, valueOf, valuesOf } from "../prepared";
import { stepFeedback, submissions, users, verdictCorrections, type StepFeedbackRow, type Submission } from "../schema";

export type SubmissionWithFeedback = Submission & { feedback: StepFeedbackRow[]; correction: CorrectionInfo | null };

/**
 * The outcome of a check result, by the one rule in lib/progress/bkt.ts (attemptOutcome): stored on
 * the submission; assignments, the dashboard, history and mastery all read it.
 */
export function outcomeOf(result: Pick<CheckResult, "firstErrorIndex" | "answerCorrect" | "steps" | "scope">): Submission["outcome"] {
  return attemptOutcome({
    firstErrorIndex: result.firstErrorIndex,
    answerCorrect: result.answerCorrect,
    // (only the arithmetic could be checked: true computations alone don't make a solution correct)
    anyUnsure: result.steps.some((s) => s.verdict === "unsure") || result.scope === "arithmetic-only",
    anyUnreadable: result.steps.some((s) => s.unreadable),
  });
}

export async function recordSubmission(
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
): Promise<Submission> {
  return db.transaction(async (tx) => {
    const row = {
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
      // absent: the database's clock (one clock for every process and machine)
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    };
    const [sub] = await insertSubmission(tx, input.createdAt !== undefined).execute(row);
    const feedback = input.result.steps.map((s) => ({
      stepIndex: s.index,
      content: input.steps[s.index] ?? "",
      verdict: s.verdict,
      score: s.score,
      errorType: s.errorType ?? null,
      message: s.message ?? null,
      carriedFrom: s.carriedFrom ?? null,
      unreadable: s.unreadable === true,
      ruleIds: s.ruleIds ?? [],
    }));
    if (feedback.length) {
      // step i's values are named `${i}:${field}` (insertStepFeedback)
      const values = Object.fromEntries(feedback.flatMap((f, i) => Object.entries(f).map(([field, v]) => [`${i}:${field}`, v])));
      await insertStepFeedback(tx, feedback.length).execute({ ...values, submissionId: sub!.id });
    }
    return sub!;
  });
}

// The write of every check, built once per database handle (db/prepared.ts): drizzle otherwise
// rebuilds each insert's SQL text per call (issue 33).
const SUBMISSION_FIELDS = ["userId", "problemId", "problemText", "steps", "firstErrorIndex", "outcome", "answerCorrect", "modelUsed", "durationMs", "hintLevel"] as const;

function insertSubmission(db: Db, withCreatedAt: boolean) {
  const fields = withCreatedAt ? [...SUBMISSION_FIELDS, "createdAt" as const] : SUBMISSION_FIELDS;
  return prepared(db, withCreatedAt ? "insert_submission_at" : "insert_submission", (d) =>
    d
      .insert(submissions)
      .values(valuesOf(submissions, fields))
      .returning(),
  );
}

const STEP_FEEDBACK_FIELDS = ["stepIndex", "content", "verdict", "score", "errorType", "message", "carriedFrom", "unreadable", "ruleIds"] as const satisfies readonly (keyof typeof stepFeedback.$inferInsert)[];

/** One statement per number of steps (at most LIMITS.maxSteps of them): `${i}:${field}` names step i's values. */
function insertStepFeedback(db: Db, count: number) {
  return prepared(db, `insert_step_feedback_${count}`, (d) =>
    d.insert(stepFeedback).values(
      Array.from({ length: count }, (_, i) => ({
        submissionId: valueOf(stepFeedback.submissionId, "submissionId"),
        ...valuesOf(stepFeedback, STEP_FEEDBACK_FIELDS, `${i}:`),
      })),
    ),
  );
}

/**
 * The user's latest attempt since `since` at the same problem (bank id, or the text of their own
 * problem) with exactly these steps: a resubmission answered from it is not stored again.
 */
export async function findIdenticalAttempt(
  db: Db,
  input: { userId: number; problemId: string | null; problemText: string; steps: string[]; since: Date },
): Promise<SubmissionWithFeedback | null> {
  const build = (sameProblem: SQL | undefined) => (d: Db) =>
    d
      .select()
      .from(submissions)
      // The steps column holds JSON.stringify(steps) (drizzle's json mode), so equal text is equal steps.
      .where(and(eq(submissions.userId, sql.placeholder("userId")), gte(submissions.createdAt, valueOf(submissions.createdAt, "since")), sameProblem, sql`${submissions.steps} = ${sql.placeholder("steps")}`))
      .orderBy(desc(submissions.createdAt), desc(submissions.id))
      .limit(1);
  const query = input.problemId
    ? prepared(db, "identical_attempt_on_problem", build(eq(submissions.problemId, sql.placeholder("problem"))))
    : prepared(db, "identical_attempt_on_text", build(and(isNull(submissions.problemId), eq(submissions.problemText, sql.placeholder("problem")))));
  const [sub] = await query.execute({ userId: input.userId, since: input.since, problem: input.problemId ?? input.problemText, steps: JSON.stringify(input.steps) });
  return sub ? (await withFeedback(db, [sub]))[0]! : null;
}

/** What a user stored since `since`: attempts, bytes of problem text and steps, and when the oldest was made. */
export async function storedSince(db: Db, userId: number, since: Date): Promise<{ count: number; bytes: number; oldest: Date | null }> {
  const query = prepared(db, "stored_since", (d) =>
    d
      .select({
        count: sql<number>`count(*)`,
        // octet_length: bytes of the UTF-8 text on both dialects (what storedBytes counts)
        bytes: sql<number>`coalesce(sum(octet_length(${submissions.problemText}) + octet_length(${submissions.steps})), 0)`,
        oldest: sql<number | null>`min(${submissions.createdAt})`,
      })
      .from(submissions)
      .where(and(eq(submissions.userId, sql.placeholder("userId")), gte(submissions.createdAt, valueOf(submissions.createdAt, "since")))),
  );
  const [row] = await query.execute({ userId, since });
  return { count: Number(row?.count ?? 0), bytes: Number(row?.bytes ?? 0), oldest: row?.oldest == null ? null : new Date(Number(row.oldest)) };
}

/** The bytes `storedSince` counts for one attempt. */
export function storedBytes(problemText: string, steps: string[]): number {
  return Buffer.byteLength(problemText) + Buffer.byteLength(JSON.stringify(steps));
}

async function withFeedback(db: Db, subs: Submission[]): Promise<SubmissionWithFeedback[]> {
  if (!subs.length) return [];
  const rows = await db
    .select()
    .from(stepFeedback)
    .where(
      inArray(
        stepFeedback.submissionId,
        subs.map((s) => s.id),
      ),
    );
  const by = new Map<number, StepFeedbackRow[]>();
  for (const r of rows) by.set(r.submissionId, [...(by.get(r.submissionId) ?? []), r]);
  const corrections = await correctionsFor(db, subs.map((s) => s.id));
  return subs.map((s) => ({
    ...s,
    feedback: (by.get(s.id) ?? []).sort((a, b) => a.stepIndex - b.stepIndex),
    correction: corrections.get(s.id) ?? null,
  }));
}

export async function listUserAttempts(
  db: Db,
  opts: { userId: number; problemId?: string; limit?: number },
): Promise<SubmissionWithFeedback[]> {
  const where = opts.problemId
    ? and(eq(submissions.userId, opts.userId), eq(submissions.problemId, opts.problemId))
    : eq(submissions.userId, opts.userId);
  const subs = await db
    .select()
    .from(submissions)
    .where(where)
    .orderBy(desc(submissions.createdAt), desc(submissions.id))
    .limit(opts.limit ?? 50);
  return withFeedback(db, subs);
}

export async function getSubmission(db: Db, id: number): Promise<SubmissionWithFeedback | null> {
  const sub = await first(db.select().from(submissions).where(eq(submissions.id, id)));
  return sub ? (await withFeedback(db, [sub]))[0]! : null;
}

/** The corrections on these submissions, with the correcting teacher's name. */
export async function correctionsFor(db: Db, submissionIds: readonly number[]): Promise<Map<number, CorrectionInfo>> {
  if (!submissionIds.length) return new Map();
  const rows = await db
    .select({
      submissionId: verdictCorrections.submissionId,
      kind: verdictCorrections.kind,
      stepIndex: verdictCorrections.stepIndex,
      firstErrorIndex: verdictCorrections.firstErrorIndex,
      errorType: verdictCorrections.errorType,
      teacherName: users.displayName,
      note: verdictCorrections.note,
      updatedAt: verdictCorrections.updatedAt,
      ruleId: verdictCorrections.ruleId,
    })
    .from(verdictCorrections)
    .leftJoin(users, eq(users.id, verdictCorrections.teacherId))
    .where(inArray(verdictCorrections.submissionId, [...submissionIds]));
  return new Map(rows.map(({ submissionId, ...c }) => [submissionId, c]));
}
