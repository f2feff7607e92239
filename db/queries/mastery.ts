import "server-only";
import { and, asc, eq, gte } from "drizzle-orm";
import { bktParamsFor, bktUpdate, observationOf } from "@/lib/progress/bkt";
import type { Db } from "../client";
import { mastery, masteryEvents, stepFeedback, type Mastery, type MasteryEvent, type Submission } from "../schema";

export interface MasteryChange {
  skillId: string;
  before: number;
  after: number;
  correct: boolean;
}

/**
 * Applies one stored submission to the student's mastery of each of the problem's skills:
 * one BKT observation per skill (see observationOf in lib/progress/bkt.ts), the new p(L) in
 * `mastery` and a point in `mastery_events`. The ONLY writer of mastery: live attempts
 * (after-submission) and the demo seed both come through here. Runs in one transaction.
 */
export function applySubmissionToMastery(
  db: Db,
  input: { userId: number; skillIds: readonly string[]; submission: Pick<Submission, "id" | "firstErrorIndex" | "answerCorrect" | "createdAt"> },
): MasteryChange[] {
  return db.transaction((tx) => {
    const anyUnsure = tx
      .select({ v: stepFeedback.verdict })
      .from(stepFeedback)
      .where(and(eq(stepFeedback.submissionId, input.submission.id), eq(stepFeedback.verdict, "unsure")))
      .get();
    const anyUnreadable = tx
      .select({ v: stepFeedback.unreadable })
      .from(stepFeedback)
      .where(and(eq(stepFeedback.submissionId, input.submission.id), eq(stepFeedback.unreadable, true)))
      .get();
    const correct = observationOf({
      firstErrorIndex: input.submission.firstErrorIndex,
      answerCorrect: input.submission.answerCorrect,
      anyUnsure: !!anyUnsure,
      anyUnreadable: !!anyUnreadable,
    });
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
  });
}

export function getUserMastery(db: Db, userId: number): Mastery[] {
  return db.select().from(mastery).where(eq(mastery.userId, userId)).all();
}

export function masteryMap(db: Db, userId: number): Map<string, number> {
  return new Map(getUserMastery(db, userId).map((m) => [m.skillId, m.pKnown]));
}

export function listMasteryEvents(db: Db, userId: number, since?: Date): MasteryEvent[] {
  const where = since ? and(eq(masteryEvents.userId, userId), gte(masteryEvents.createdAt, since)) : eq(masteryEvents.userId, userId);
  return db.select().from(masteryEvents).where(where).orderBy(asc(masteryEvents.createdAt), asc(masteryEvents.id)).all();
}
