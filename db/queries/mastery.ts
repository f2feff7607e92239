import "server-only";
import { and, asc, desc, eq, gte, inArray, lt, lte, ne, or, sql, type Column, type SQL } from "drizzle-orm";
import { REVIEW_STREAK, applyRepeatedErrorRule, bktParamsFor, bktUpdate, needsReview, withHints } from "@/lib/progress/bkt";
import { type Db } from "../client";
import { prepared, valueOf, valuesOf } from "../prepared";
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
    const key = { userId: input.userId, skillId };
    const [row] = await masteryOf(tx).execute(key);
    const before = row?.pKnown ?? params.pInit;
    // a solve helped by hints is weaker evidence (HINTED_GUESS)
    const updated = bktUpdate(before, correct, withHints(params, input.submission.hintLevel ?? 0, correct));
    // Only a wrong attempt can complete a run of errors; skip the look-back on correct ones.
    const after = correct ? updated : applyRepeatedErrorRule(updated, await recentObservations(tx, input.userId, skillId, input.submission));
    await upsertMastery(tx).execute({ ...key, pKnown: after, opportunities: (row?.opportunities ?? 0) + 1, at });
    await insertMasteryEvent(tx).execute({ ...key, submissionId: input.submission.id, pKnown: after, at });
    changes.push({ skillId, before, after, correct });
  }
  return changes;
}

// Each observation's reads and writes, built once per database handle (db/prepared.ts, issue 33).
function masteryOf(db: Db) {
  return prepared(db, "mastery_of_skill", (d) =>
    d.select().from(mastery).where(and(eq(mastery.userId, sql.placeholder("userId")), eq(mastery.skillId, sql.placeholder("skillId")))),
  );
}

function upsertMastery(db: Db) {
  return prepared(db, "upsert_mastery", (d) =>
    d
      .insert(mastery)
      .values({ ...valuesOf(mastery, ["userId", "skillId", "pKnown", "opportunities"]), updatedAt: valueOf(mastery.updatedAt, "at") })
      // the row it would have inserted (`excluded`, on both dialects) holds this call's values
      .onConflictDoUpdate({
        target: [mastery.userId, mastery.skillId],
        set: { pKnown: excluded(mastery.pKnown), opportunities: excluded(mastery.opportunities), updatedAt: excluded(mastery.updatedAt) },
      }),
  );
}

function excluded(column: Column): SQL {
  return sql`excluded.${sql.identifier(column.name)}`;
}

function insertMasteryEvent(db: Db) {
  return prepared(db, "insert_mastery_event", (d) =>
    d.insert(masteryEvents).values({ ...valuesOf(masteryEvents, ["userId", "skillId", "submissionId", "pKnown"]), createdAt: valueOf(masteryEvents.createdAt, "at") }),
  );
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
  const query = prepared(tx, upTo ? "recent_observations_up_to" : "recent_observations", (d) => {
    const at = valueOf(submissions.createdAt, "at");
    return d
      .select({ outcome: submissions.outcome })
      .from(submissions)
      .innerJoin(problemSkills, and(eq(problemSkills.problemId, submissions.problemId), eq(problemSkills.skillId, sql.placeholder("skillId"))))
      .where(
        and(
          eq(submissions.userId, sql.placeholder("userId")),
          ne(submissions.outcome, "unsure"),
          upTo ? or(lt(submissions.createdAt, at), and(eq(submissions.createdAt, at), lte(submissions.id, sql.placeholder("id")))) : undefined,
        ),
      )
      .orderBy(desc(submissions.createdAt), desc(submissions.id))
      .limit(REVIEW_STREAK);
  });
  const rows = await query.execute({ userId, skillId, at: upTo?.createdAt, id: upTo?.id });
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
