import "server-only";
import { and, eq, isNull, max, sql } from "drizzle-orm";
import { type Db } from "../client";
import { prepared } from "../prepared";
import { hintRequests } from "../schema";

/** Which problem a hint or an attempt is about: a bank/teacher problem by id, an own problem by its statement. */
export interface HintKey {
  userId: number;
  problemId: string | null;
  problemText: string;
}

function sameProblem(key: HintKey) {
  return and(
    eq(hintRequests.userId, key.userId),
    isNull(hintRequests.submissionId),
    key.problemId ? eq(hintRequests.problemId, key.problemId) : and(isNull(hintRequests.problemId), eq(hintRequests.problemText, key.problemText)),
  );
}

export async function recordHintRequest(db: Db, key: HintKey & { level: number }): Promise<void> {
  await db.insert(hintRequests).values({ userId: key.userId, problemId: key.problemId, problemText: key.problemText, level: key.level });
}

/** The highest hint level asked for on this problem since the student's last attempt on it (0: none). Asked on every check. */
export async function pendingHintLevel(db: Db, key: HintKey): Promise<number> {
  const build = (problem: ReturnType<typeof and>) => (d: Db) =>
    d
      .select({ level: max(hintRequests.level) })
      .from(hintRequests)
      .where(and(eq(hintRequests.userId, sql.placeholder("userId")), isNull(hintRequests.submissionId), problem));
  const query = key.problemId
    ? prepared(db, "pending_hint_level_on_problem", build(eq(hintRequests.problemId, sql.placeholder("problem"))))
    : prepared(db, "pending_hint_level_on_text", build(and(isNull(hintRequests.problemId), eq(hintRequests.problemText, sql.placeholder("problem")))));
  const [row] = await query.execute({ userId: key.userId, problem: key.problemId ?? key.problemText });
  return row?.level ?? 0;
}

/** Ties the pending hint requests to the attempt they helped; the next attempt starts unaided again. */
export async function attachHintRequests(db: Db, key: HintKey, submissionId: number): Promise<void> {
  await db.update(hintRequests).set({ submissionId }).where(sameProblem(key));
}
