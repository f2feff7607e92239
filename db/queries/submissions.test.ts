// Storing attempts on SQLite and (TEST_DATABASE_URL) PostgreSQL: the bytes a user stored are the
// UTF-8 bytes storedBytes counts (octet_length on both), and an identical resubmission is found.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { CheckResult } from "@/lib/check/types";

await vi.hoisted(async () => (await import("@/lib/test/route-harness")).useTempDatabase("submissions"));

const { getDb, closeDb } = await import("../client");
const { migrateDb } = await import("../migrate");
const { createUser } = await import("./users");
const { recordSubmission, storedSince, storedBytes, findIdenticalAttempt, listUserAttempts } = await import("./submissions");

const result: CheckResult = {
  steps: [
    { index: 0, verdict: "correct", score: 0.9 },
    { index: 1, verdict: "incorrect", score: 0.1, errorType: "arithmetic", message: "Check it.", ruleIds: ["exact.arith"] },
  ],
  firstErrorIndex: 1,
  answerCorrect: false,
  checkers: ["exact"],
  model: { used: false, available: false },
};
let userId = 0;

beforeAll(async () => {
  await migrateDb();
  userId = (await createUser(getDb(), { username: "zoë", displayName: "Zoë", role: "student", passwordHash: "x" })).id;
});
afterAll(async () => {
  await closeDb();
});

describe("submissions", () => {
  it("count the UTF-8 bytes of problem text and steps, as storedBytes does", async () => {
    const since = new Date(Date.UTC(2026, 0, 1));
    expect(await storedSince(getDb(), userId, since)).toEqual({ count: 0, bytes: 0, oldest: null });
    const text = "Löse ½x + 3 = 5 — für x ∈ ℝ 🙂";
    const steps = ["½x = 2", "x = 4 ✓"];
    const at = new Date(Date.UTC(2026, 1, 1));
    await recordSubmission(getDb(), { userId, problemId: null, problemText: text, steps, result, durationMs: 5, createdAt: at });
    await recordSubmission(getDb(), { userId, problemId: null, problemText: "2+2", steps: ["4", "5"], result, durationMs: 5, createdAt: new Date(at.getTime() + 1) });
    expect(storedBytes(text, steps)).toBeGreaterThan(text.length + JSON.stringify(steps).length);
    expect(await storedSince(getDb(), userId, since)).toEqual({ count: 2, bytes: storedBytes(text, steps) + storedBytes("2+2", ["4", "5"]), oldest: at });
  });

  it("find an identical attempt at the same own problem, with its feedback in step order", async () => {
    const since = new Date(Date.UTC(2026, 0, 1));
    const same = await findIdenticalAttempt(getDb(), { userId, problemId: null, problemText: "2+2", steps: ["4", "5"], since });
    expect(same?.steps).toEqual(["4", "5"]);
    expect(same?.feedback.map((f) => [f.stepIndex, f.verdict, f.unreadable, f.ruleIds])).toEqual([
      [0, "correct", false, []],
      [1, "incorrect", false, ["exact.arith"]],
    ]);
    expect(await findIdenticalAttempt(getDb(), { userId, problemId: null, problemText: "2+2", steps: ["4"], since })).toBeNull();
    expect((await listUserAttempts(getDb(), { userId })).map((s) => s.problemText)).toEqual(["2+2", "Löse ½x + 3 = 5 — für x ∈ ℝ 🙂"]);
  });
});
