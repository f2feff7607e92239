import "server-only";
import { and, asc, eq, gte, inArray, sql } from "drizzle-orm";
import { REVIEW_STREAK, applyRepeatedErrorRule, bktParamsFor, bktUpdate, needsReview, withHints } from "@/lib/progress/bkt";
import { first, rawAll, type Db } from "../client";
import { mastery, masteryEvents, problemSkills, submissions, type Mastery, type MasteryEvent, type Submission } from "../schema";

export interface MasteryChange {
  skillId: string;
  before: number;
  after: number;
  correct: boolean;
}

/**
 * Applies one stored submission to the student's mastery of each of the problem's skills:
 * one BKT observation per skill (the stored outcome: attemptOutcome in lib/progress/bkt.ts), the new p(L) in
 * `mastery` and a point in `mastery_events`. The ONLY writer of mastery: live attempts
 * (after-submission) and the demo seed both come through here. Runs in one transaction.
 */
export async function applySubmissionToMastery(
  db: Db,
  input: { userId: number; skillIds: readonly string[]; submission: Pick<Submission, "id" | "outcome" | "createdAt"> & { hintLevel?: number } },
): Promise<MasteryChange[]> {
  return db.transaction((tx) => observe(tx as unknown as Db, input));
}

async function observe(
  tx: Db,
  input: { userId: number; skillIds: readonly string[]; submission: Pick<Submission, "id" | "outcome" | "createdAt"> & { hintLevel?: number } },
): Promise<MasteryChange[]> {
  // The stored outcome already applied the one outcome rule (attemptOutcome); mastery observes the same.
  const correct = input.submission.outcome === "unsure" ? null : input.submission.outcome === "correct";
  if (correct === null) return [];
  const at = input.submission.createdAt;
  const changes: MasteryChange[] = [];
  for (const skillId of new Set(input.skillIds)) {
    const params = bktParamsFor(skillId);
    const row = await first(tx.select().from(mastery).where(and(eq(mastery.userId, input.userId), eq(mastery.skillId, skillId))));
    const before = row?.pKnown ?? params.pInit;
    // a solve helped by hints is weaker evidence (HINTED_GUESS)
    const updated = bktUpdate(before, correct, withHints(params, input.submission.hintLevel ?? 0, correct));
    // Only a wrong attempt can complete a run of errors; skip the look-back on correct ones.
    const after = correct ? updated : applyRepeatedErrorRule(updated, await recentObservations(tx, input.userId, skillId, input.submission));
    await tx
      .insert(mastery)
      .values({ userId: input.userId, skillId, pKnown: after, opportunities: 1, updatedAt: at })
      .onConflictDoUpdate({
        target: [mastery.userId, mastery.skillId],
        set: { pKnown: after, opportunities: (row?.opportunities ?? 0) + 1, updatedAt: at },
      });
    await tx.insert(masteryEvents).values({ userId: input.userId, skillId, submissionId: input.submission.id, pKnown: after, createdAt: at });
    changes.push({ skillId, before, after, correct });
  }
  return changes;
}

/**
 * Replays the student's submissions on problems of these skills, oldest first, through the same
 * update: used when a teacher corrects (or un-corrects) a past verdict, since BKT is a sequence and
 * one changed observation moves every later estimate.
 */
export async function rebuildMastery(db: Db, userId: number, skillIds: readonly string[]): Promise<void> {
  const wanted = [...new Set(skillIds)];
  if (!wanted.length) return;
  await db.transaction(async (tx) => {
    await tx.delete(masteryEvents).where(and(eq(masteryEvents.userId, userId), inArray(masteryEvents.skillId, wanted)));
    await tx.delete(mastery).where(and(eq(mastery.userId, userId), inArray(mastery.skillId, wanted)));
    const rows = await tx
      .select({ id: submissions.id, outcome: submissions.outcome, createdAt: submissions.createdAt, hintLevel: submissions.hintLevel, skillId: problemSkills.skillId })
      .from(submissions)
      .innerJoin(problemSkills, eq(problemSkills.problemId, submissions.problemId))
      .where(and(eq(submissions.userId, userId), inArray(problemSkills.skillId, wanted)))
      .orderBy(asc(submissions.createdAt), asc(submissions.id));
    for (const r of rows) await observe(tx as unknown as Db, { userId, skillIds: [r.skillId], submission: r });
  });
}

/**
 * The student's newest decided observations on a skill (newest first), up to and including `upTo`
 * when given: the input of the repeated-error rule. Reads the stored outcomes, so a live attempt and
 * a replay after a teacher's correction see the same run of errors.
 */
async function recentObservations(tx: Db, userId: number, skillId: string, upTo?: Pick<Submission, "id" | "createdAt">): Promise<boolean[]> {
  const at = upTo ? upTo.createdAt.getTime() : null;
  const rows = await rawAll<{ outcome: string }>(tx, sql`
    select s.outcome from submissions s
    join problem_skills ps on ps.problem_id = s.problem_id and ps.skill_id = ${skillId}
    where s.user_id = ${userId} and s.outcome != 'unsure'
      ${upTo ? sql`and (s.created_at < ${at} or (s.created_at = ${at} and s.id <= ${upTo.id}))` : sql``}
    order by s.created_at desc, s.id desc
    limit ${REVIEW_STREAK}`);
  return rows.map((r) => r.outcome === "correct");
}

/** Skills whose last attempts tripped the repeated-error rule: shown as "needs review". */
export async function skillsNeedingReview(db: Db, userId: number, skillIds: readonly string[]): Promise<Set<string>> {
  const flags = await Promise.all(skillIds.map(async (s) => needsReview(await recentObservations(db, userId, s))));
  return new Set(skillIds.filter((_, i) => flags[i]));
}

export async function getUserMastery(db: Db, userId: number): Promise<Mastery[]> {
  return db.select().from(mastery).where(eq(mastery.userId, userId));
}

export async function masteryMap(db: Db, userId: number): Promise<Map<string, number>> {
  return new Map((await getUserMastery(db, userId)).map((m) => [m.skillId, m.pKnown]));
}

export async function listMasteryEvents(db: Db, userId: number, since?: Date | null): Promise<MasteryEvent[]> {
  const where = since ? and(eq(masteryEvents.userId, userId), gte(masteryEvents.createdAt, since)) : eq(masteryEvents.userId, userId);
  return db.select().from(masteryEvents).where(where).orderBy(asc(masteryEvents.createdAt), asc(masteryEvents.id));
}
