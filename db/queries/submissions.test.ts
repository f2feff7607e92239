// Storing attempts on SQLite and (TEST_DATABASE_URL) PostgreSQL: the bytes a user stored are the
// UTF-8 bytes storedBytes counts (octet_length on both), and an identical resubmission is found.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { CheckResult } from "@/lib/check/types";

await vi.hoisted(async () => (await import("@/lib/test/route-harness")).useTempDatabase("submissions"));

const { getDb, getSqlite, closeDb } = await import("../client");
const { dialect } = await import("../dialect");
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
// Every SQL text this file's queries compile on SQLite, to read their plans.
const compiled: string[] = [];

beforeAll(async () => {
  await migrateDb();
  if (dialect === "sqlite") {
    const sqlite = getSqlite();
    const compile = sqlite.prepare.bind(sqlite);
    sqlite.prepare = ((source: string) => (compiled.push(source), compile(source))) as typeof sqlite.prepare;
  }
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

  // Both run on every check; a user's rows of the day grow with use (bench:load: the budget's cost
  // grew tenfold over a run while it read each row). The index holds the budget's expression.
  it.skipIf(dialect !== "sqlite")("read the storage budget from the index alone, the identical attempt by user and problem, a history in index order", async () => {
    await findIdenticalAttempt(getDb(), { userId, problemId: "no-such-problem", problemText: "", steps: [], since: new Date(0) });
    const plan = (start: string, also: (source: string) => boolean = () => true) => {
      const source = compiled.find((s) => s.startsWith(start) && also(s));
      if (!source) throw new Error(`no query starting ${start}`);
      const params = Array.from(source.matchAll(/\?/g), () => 0);
      return getSqlite().prepare(`explain query plan ${source}`).all(...params).map((r) => (r as { detail: string }).detail).join("; ");
    };
    expect(plan("select count(*)")).toMatch(/USING COVERING INDEX submissions_user_idx/);
    expect(plan('select "id", "user_id", "problem_id"')).toMatch(/USING INDEX submissions_user_problem_idx \(user_id=\? AND problem_id=\? AND created_at>\?\)/);
    // a user's attempts newest first (created_at, then id) without sorting them
    const history = plan('select "id", "user_id", "problem_id"', (s) => s.includes("order by") && !s.includes('"steps" ='));
    expect(history).toMatch(/USING INDEX submissions_user_idx \(user_id=\?\)/);
    expect(history).not.toMatch(/TEMP B-TREE/);
  });
});
