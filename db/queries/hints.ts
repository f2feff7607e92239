import "server-only";
import { and, eq, isNull, max, sql, type Placeholder } from "drizzle-orm";
import { type Db } from "../client";
import { prepared, valueOf } from "../prepared";
import { hintRequests } from "../schema";

/** Which problem a hint or an attempt is about: a bank/teacher problem by id, an own problem by its statement. */
export interface HintKey {
  userId: number;
  problemId: string | null;
  problemText: string;
}

/** The key's pending requests; its values may be placeholders, filled when a prepared query runs (db/prepared.ts). */
function sameProblem(key: { userId: number | Placeholder; problemId: string | Placeholder | null; problemText: string | Placeholder }) {
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
  const problem = sql.placeholder("problem");
  const query = prepared(db, key.problemId ? "pending_hint_level_on_problem" : "pending_hint_level_on_text", (d) =>
    d
      .select({ level: max(hintRequests.level) })
      .from(hintRequests)
      .where(sameProblem({ userId: sql.placeholder("userId"), problemId: key.problemId ? problem : null, problemText: problem })),
  );
  const [row] = await query.execute({ userId: key.userId, problem: key.problemId ?? key.problemText });
  return row?.level ?? 0;
}

/** Ties the pending hint requests to the attempt they helped; the next attempt starts unaided again. Run on every stored check. */
export async function attachHintRequests(db: Db, key: HintKey, submissionId: number): Promise<void> {
  const problem = sql.placeholder("problem");
  const query = prepared(db, key.problemId ? "attach_hint_requests_on_problem" : "attach_hint_requests_on_text", (d) =>
    d
      .update(hintRequests)
      .set({ submissionId: valueOf(hintRequests.submissionId, "submissionId") })
      .where(sameProblem({ userId: sql.placeholder("userId"), problemId: key.problemId ? problem : null, problemText: problem })),
  );
  await query.execute({ userId: key.userId, problem: key.problemId ?? key.problemText, submissionId });
}
