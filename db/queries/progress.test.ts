// A student's progress on SQLite and (TEST_DATABASE_URL) PostgreSQL: solved/tried marks and
// "continue where you left off" (max over a case: PostgreSQL has no max of a comparison).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { CheckResult } from "@/lib/check/types";

await vi.hoisted(async () => (await import("@/lib/test/route-harness")).useTempDatabase("progress"));

const { getDb, closeDb } = await import("../client");
const { migrateDb } = await import("../migrate");
const schema = await import("../schema");
const { createUser } = await import("./users");
const { recordSubmission } = await import("./submissions");
const { problemMarks, unfinishedProblems, listAttemptedProblems, listHistory } = await import("./progress");

const verdict = (ok: boolean): CheckResult => ({
  steps: [{ index: 0, verdict: ok ? "correct" : "incorrect", score: ok ? 1 : 0 }],
  firstErrorIndex: ok ? -1 : 0,
  answerCorrect: ok,
  checkers: ["exact"],
  model: { used: false, available: false },
});
let userId = 0;
const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 10, minute));
const attempt = (problemId: string, ok: boolean, minute: number) =>
  recordSubmission(getDb(), { userId, problemId, problemText: problemId, steps: ["x"], result: verdict(ok), durationMs: 1, createdAt: at(minute) });

beforeAll(async () => {
  await migrateDb();
  for (const id of ["p-solved", "p-tried", "p-later", "p-archived"]) {
    await getDb().insert(schema.problems).values({ id, title: `Title ${id}`, statement: id, answer: "1", referenceSteps: ["1"], difficulty: 1, source: "generated" });
  }
  await getDb().update(schema.problems).set({ archivedAt: at(0) }).where(eq(schema.problems.id, "p-archived"));
  userId = (await createUser(getDb(), { username: "sam", displayName: "Sam", role: "student", passwordHash: "x" })).id;
  await attempt("p-solved", false, 1);
  await attempt("p-solved", true, 2);
  await attempt("p-tried", false, 3);
  await attempt("p-tried", false, 4);
  await attempt("p-later", false, 5);
  await attempt("p-archived", false, 6);
});
afterAll(async () => {
  await closeDb();
});

describe("progress", () => {
  it("marks a problem solved once any attempt was correct, tried otherwise", async () => {
    expect(Object.fromEntries(await problemMarks(getDb(), userId))).toEqual({
      "p-solved": "solved",
      "p-tried": "tried",
      "p-later": "tried",
      "p-archived": "tried",
    });
  });

  it("lists unfinished problems, last worked on first, without archived ones", async () => {
    expect(await unfinishedProblems(getDb(), userId)).toEqual([
      { id: "p-later", title: "Title p-later", lastAt: at(5) },
      { id: "p-tried", title: "Title p-tried", lastAt: at(4) },
    ]);
    expect(await unfinishedProblems(getDb(), userId, 1)).toHaveLength(1);
  });

  it("counts attempts per problem and pages the history", async () => {
    expect(await listAttemptedProblems(getDb(), userId)).toEqual([
      { id: "p-archived", title: "Title p-archived", attempts: 1 },
      { id: "p-later", title: "Title p-later", attempts: 1 },
      { id: "p-solved", title: "Title p-solved", attempts: 2 },
      { id: "p-tried", title: "Title p-tried", attempts: 2 },
    ]);
    const page = await listHistory(getDb(), { userId, limit: 2 });
    expect(page.map((h) => h.problemId)).toEqual(["p-archived", "p-later"]);
    expect((await listHistory(getDb(), { userId, before: page[1]!.id })).map((h) => h.problemId)).toEqual(["p-tried", "p-tried", "p-solved", "p-solved"]);
  });
});
