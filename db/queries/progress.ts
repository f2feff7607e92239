import "server-only";
import { and, desc, eq, gte, inArray, lt, or, sql } from "drizzle-orm";
import { recommendNext, type PastAttempt, type Recommendation } from "@/lib/progress/recommend";
import { observationOf } from "@/lib/progress/bkt";
import { rawAll, type Db } from "../client";
import type { CorrectionInfo } from "@/lib/check/correction";
import { masteryMap } from "./mastery";
import { correctionsFor } from "./submissions";
import { listProblems, type ProblemSummary } from "./problems";
import type { SessionUser } from "./sessions";
import { problemSkills, problems, stepFeedback, submissions, type StepFeedbackRow, type Submission } from "../schema";

export type HistoryEntry = Pick<
  Submission,
  "id" | "problemId" | "problemText" | "steps" | "firstErrorIndex" | "outcome" | "answerCorrect" | "createdAt"
> & { problemTitle: string | null; skills: string[]; feedback: StepFeedbackRow[]; correction: CorrectionInfo | null };

async function skillsOf(db: Db, problemIds: string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>();
  if (!problemIds.length) return map;
  for (const r of await db.select().from(problemSkills).where(inArray(problemSkills.problemId, problemIds))) {
    map.set(r.problemId, [...(map.get(r.problemId) ?? []), r.skillId]);
  }
  return map;
}

/** A student's attempts, newest first, with step feedback; filtered by problem or skill. */
export async function listHistory(
  db: Db,
  opts: { userId: number; problemId?: string; skillId?: string; limit?: number; before?: number; since?: Date | null },
): Promise<HistoryEntry[]> {
  const conds = [eq(submissions.userId, opts.userId)];
  if (opts.since) conds.push(gte(submissions.createdAt, opts.since));
  if (opts.problemId) conds.push(eq(submissions.problemId, opts.problemId));
  if (opts.skillId) {
    conds.push(
      inArray(submissions.problemId, db.select({ id: problemSkills.problemId }).from(problemSkills).where(eq(problemSkills.skillId, opts.skillId))),
    );
  }
  if (opts.before) conds.push(lt(submissions.id, opts.before));
  const rows = await db
    .select({
      id: submissions.id,
      problemId: submissions.problemId,
      problemText: submissions.problemText,
      steps: submissions.steps,
      firstErrorIndex: submissions.firstErrorIndex,
      outcome: submissions.outcome,
      answerCorrect: submissions.answerCorrect,
      createdAt: submissions.createdAt,
      problemTitle: problems.title,
    })
    .from(submissions)
    .leftJoin(problems, eq(problems.id, submissions.problemId))
    .where(and(...conds))
    .orderBy(desc(submissions.createdAt), desc(submissions.id))
    .limit(Math.min(opts.limit ?? 50, 200));
  if (!rows.length) return [];
  const skills = await skillsOf(db, [...new Set(rows.flatMap((r) => (r.problemId ? [r.problemId] : [])))]);
  const fb = await db.select().from(stepFeedback).where(inArray(stepFeedback.submissionId, rows.map((r) => r.id)));
  const by = new Map<number, StepFeedbackRow[]>();
  for (const f of fb) by.set(f.submissionId, [...(by.get(f.submissionId) ?? []), f]);
  const corrections = await correctionsFor(db, rows.map((r) => r.id));
  return rows.map((r) => ({
    ...r,
    correction: corrections.get(r.id) ?? null,
    skills: r.problemId ? (skills.get(r.problemId) ?? []) : [],
    feedback: (by.get(r.id) ?? []).sort((a, b) => a.stepIndex - b.stepIndex),
  }));
}

/** Problems the student has attempted, for the history filter. */
export async function listAttemptedProblems(db: Db, userId: number, since?: Date | null): Promise<{ id: string; title: string; attempts: number }[]> {
  const rows = await db
    .select({ id: problems.id, title: problems.title, attempts: sql<number>`count(*)` })
    .from(submissions)
    .innerJoin(problems, eq(problems.id, submissions.problemId))
    .where(since ? and(eq(submissions.userId, userId), gte(submissions.createdAt, since)) : eq(submissions.userId, userId))
    .groupBy(problems.id)
    .orderBy(problems.title);
  return rows.map((r) => ({ ...r, attempts: Number(r.attempts) }));
}

/** The recommender's view of the history: recent bank attempts with their first error type. */
export async function listPracticeHistory(db: Db, userId: number, limit = 200): Promise<PastAttempt[]> {
  const rows = await db
    .select({
      id: submissions.id,
      problemId: submissions.problemId,
      firstErrorIndex: submissions.firstErrorIndex,
      answerCorrect: submissions.answerCorrect,
      createdAt: submissions.createdAt,
    })
    .from(submissions)
    .where(and(eq(submissions.userId, userId), sql`${submissions.problemId} is not null`))
    .orderBy(desc(submissions.createdAt), desc(submissions.id))
    .limit(limit);
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const notable = await db
    .select({ submissionId: stepFeedback.submissionId, stepIndex: stepFeedback.stepIndex, verdict: stepFeedback.verdict, errorType: stepFeedback.errorType, unreadable: stepFeedback.unreadable })
    .from(stepFeedback)
    .where(and(inArray(stepFeedback.submissionId, ids), or(eq(stepFeedback.verdict, "incorrect"), eq(stepFeedback.verdict, "unsure"))));
  const unsure = new Set(notable.filter((n) => n.verdict === "unsure").map((n) => n.submissionId));
  const unreadable = new Set(notable.filter((n) => n.unreadable).map((n) => n.submissionId));
  const errorType = new Map<number, string | null>();
  for (const n of notable.filter((x) => x.verdict === "incorrect").sort((a, b) => a.stepIndex - b.stepIndex)) {
    if (!errorType.has(n.submissionId)) errorType.set(n.submissionId, n.errorType);
  }
  const skills = await skillsOf(db, [...new Set(rows.map((r) => r.problemId!))]);
  return rows.map((r) => ({
    problemId: r.problemId,
    skills: skills.get(r.problemId!) ?? [],
    createdAt: r.createdAt.getTime(),
    correct: observationOf({ firstErrorIndex: r.firstErrorIndex, answerCorrect: r.answerCorrect, anyUnsure: unsure.has(r.id), anyUnreadable: unreadable.has(r.id) }),
    errorType: errorType.get(r.id) ?? null,
  }));
}

/** The next practice problem for a student: bank problems they can see, their mastery and history. */
export async function recommendForStudent(
  db: Db,
  viewer: SessionUser,
  opts: { skillId?: string; skip?: readonly string[] } = {},
): Promise<(Recommendation & { problem: ProblemSummary }) | null> {
  const candidates = await listProblems(db, { viewer, skillId: opts.skillId });
  const rec = recommendNext({
    problems: candidates,
    mastery: await masteryMap(db, viewer.id),
    history: await listPracticeHistory(db, viewer.id),
    skillId: opts.skillId,
    exclude: opts.skip,
  });
  if (!rec) return null;
  return { ...rec, problem: candidates.find((c) => c.id === rec.problemId)! };
}

export type ProblemMark = "solved" | "tried";

/** Per problem the student has worked on: solved (a correct attempt) or tried (attempts, none correct). */
export async function problemMarks(db: Db, userId: number): Promise<Map<string, ProblemMark>> {
  // (max over a case, not over a comparison: PostgreSQL has no max(boolean))
  const rows = await rawAll<{ problemId: string; solved: number }>(db, sql`
    select problem_id as "problemId", max(case when outcome = 'correct' then 1 else 0 end) as solved
    from submissions where user_id = ${userId} and problem_id is not null
    group by problem_id`);
  return new Map(rows.map((r) => [r.problemId, r.solved ? "solved" : "tried"]));
}

/** Problems tried but not solved yet, most recent first: "continue where you left off". */
export async function unfinishedProblems(db: Db, userId: number, limit = 5): Promise<{ id: string; title: string; lastAt: Date }[]> {
  const rows = await rawAll<{ id: string; title: string; lastAt: number }>(db, sql`
    select p.id, p.title, max(s.created_at) as "lastAt"
    from submissions s join problems p on p.id = s.problem_id
    where s.user_id = ${userId} and p.archived_at is null
    group by p.id
    having max(case when s.outcome = 'correct' then 1 else 0 end) = 0
    order by "lastAt" desc, p.id
    limit ${limit}`);
  return rows.map((r) => ({ ...r, lastAt: new Date(Number(r.lastAt)) }));
}
