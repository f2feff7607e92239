import "server-only";
import { and, asc, eq, gte, inArray } from "drizzle-orm";
import { bktParamsFor, bktUpdate } from "@/lib/progress/bkt";
import type { Db } from "../client";
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
export function applySubmissionToMastery(
  db: Db,
  input: { userId: number; skillIds: readonly string[]; submission: Pick<Submission, "id" | "outcome" | "createdAt"> },
): MasteryChange[] {
  return db.transaction((tx) => observe(tx, input));
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

function observe(
  tx: Tx,
  input: { userId: number; skillIds: readonly string[]; submission: Pick<Submission, "id" | "outcome" | "createdAt"> },
): MasteryChange[] {
  // The stored outcome already applied the one outcome rule (attemptOutcome); mastery observes the same.
  const correct = input.submission.outcome === "unsure" ? null : input.submission.outcome === "correct";
  if (correct === null) return [];
  const at = input.submission.createdAt;
  const changes: MasteryChange[] = [];
  for (const skillId of new Set(input.skillIds)) {
    const params = bktParamsFor(skillId);
    const row = tx.select().from(mastery).where(and(eq(mastery.userId, input.userId), eq(mastery.skillId, skillId))).get();
    const before = row?.pKnown ?? params.pInit;
    const after = bktUpdate(before, correct, params);
    tx.insert(mastery)
      .values({ userId: input.userId, skillId, pKnown: after, opportunities: 1, updatedAt: at })
      .onConflictDoUpdate({
        target: [mastery.userId, mastery.skillId],
        set: { pKnown: after, opportunities: (row?.opportunities ?? 0) + 1, updatedAt: at },
      })
      .run();
    tx.insert(masteryEvents).values({ userId: input.userId, skillId, submissionId: input.submission.id, pKnown: after, createdAt: at }).run();
    changes.push({ skillId, before, after, correct });
  }
  return changes;
}

/**
 * Replays the student's submissions on problems of these skills, oldest first, through the same
 * update: used when a teacher corrects (or un-corrects) a past verdict, since BKT is a sequence and
 * one changed observation moves every later estimate.
 */
export function rebuildMastery(db: Db, userId: number, skillIds: readonly string[]): void {
  const wanted = [...new Set(skillIds)];
  if (!wanted.length) return;
  db.transaction((tx) => {
    tx.delete(masteryEvents).where(and(eq(masteryEvents.userId, userId), inArray(masteryEvents.skillId, wanted))).run();
    tx.delete(mastery).where(and(eq(mastery.userId, userId), inArray(mastery.skillId, wanted))).run();
    const rows = tx
      .select({ id: submissions.id, outcome: submissions.outcome, createdAt: submissions.createdAt, skillId: problemSkills.skillId })
      .from(submissions)
      .innerJoin(problemSkills, eq(problemSkills.problemId, submissions.problemId))
      .where(and(eq(submissions.userId, userId), inArray(problemSkills.skillId, wanted)))
      .orderBy(asc(submissions.createdAt), asc(submissions.id))
      .all();
    for (const r of rows) observe(tx, { userId, skillIds: [r.skillId], submission: r });
  });
}

export function getUserMastery(db: Db, userId: number): Mastery[] {
  return db.select().from(mastery).where(eq(mastery.userId, userId)).all();
}

export function masteryMap(db: Db, userId: number): Map<string, number> {
  return new Map(getUserMastery(db, userId).map((m) => [m.skillId, m.pKnown]));
}

export function listMasteryEvents(db: Db, userId: number, since?: Date | null): MasteryEvent[] {
  const where = since ? and(eq(masteryEvents.userId, userId), gte(masteryEvents.createdAt, since)) : eq(masteryEvents.userId, userId);
  return db.select().from(masteryEvents).where(where).orderBy(asc(masteryEvents.createdAt), asc(masteryEvents.id)).all();
}
