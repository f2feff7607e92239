// The mastery writer against a real temp database: same numbers as lib/progress/bkt.test.ts.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, it, vi } from "vitest";

const tmp = await vi.hoisted(async () => (await import("@/lib/test/route-harness")).useTempDatabase("mastery"));

const { migrateDb } = await import("@/db/migrate");
const { getDb, closeDb } = await import("@/db/client");
const schema = await import("@/db/schema");
const { createUser } = await import("./users");
const { recordSubmission } = await import("./submissions");
const { applySubmissionToMastery, getUserMastery, listMasteryEvents } = await import("./mastery");
const { listPracticeHistory } = await import("./progress");
import type { CheckResult } from "@/lib/check/types";

const db = () => getDb();
let userId = 0;

beforeAll(async () => {
  await migrateDb();
  for (const id of ["linear-two-step", "integer-operations"]) await db().insert(schema.skills).values({ id, name: id, level: "x" });
  await db().insert(schema.problems).values({ id: "lin2-001", title: "t", statement: "s", answer: "x = 4", referenceSteps: ["x = 4"], difficulty: 1, source: "generated" });
  userId = (await createUser(db(), { username: "ben", displayName: "Ben", role: "student", passwordHash: "x" })).id;
});
afterAll(async () => {
  await closeDb();
  fs.rmSync(tmp.dir, { recursive: true, force: true });
});

const result = (ok: boolean, unsure = false): CheckResult => ({
  steps: [{ index: 0, verdict: ok ? (unsure ? "unsure" : "correct") : "incorrect", score: ok ? 1 : 0, ...(ok ? {} : { errorType: "sign" as const }) }],
  firstErrorIndex: ok ? -1 : 0,
  answerCorrect: unsure ? null : ok,
  checkers: ["exact"],
  model: { used: false, available: false },
});

async function attempt(ok: boolean, minute: number, unsure = false) {
  const sub = await recordSubmission(db(), {
    userId,
    problemId: "lin2-001",
    problemText: "s",
    steps: [ok ? "x = 4" : "x = -4"],
    result: result(ok, unsure),
    durationMs: 1,
    createdAt: new Date(Date.UTC(2026, 10, 1, 10, minute)),
  });
  return await applySubmissionToMastery(db(), { userId, skillIds: ["linear-two-step", "integer-operations"], submission: sub });
}

it("one observation per submission per skill; right then wrong: 0.2 -> 0.6 -> 0.284211", async () => {
  const first = await attempt(true, 0);
  expect(first.map((c) => [c.skillId, c.before, c.after])).toEqual([
    ["linear-two-step", 0.2, expect.closeTo(0.6, 12)],
    ["integer-operations", 0.2, expect.closeTo(0.6, 12)],
  ]);
  await attempt(false, 5);
  const rows = new Map((await getUserMastery(db(), userId)).map((m) => [m.skillId, m]));
  expect(rows.get("linear-two-step")!.pKnown).toBeCloseTo(0.284211, 6);
  expect(rows.get("linear-two-step")!.opportunities).toBe(2);
  expect((await listMasteryEvents(db(), userId)).filter((e) => e.skillId === "linear-two-step").map((e) => e.pKnown)).toEqual([
    expect.closeTo(0.6, 12),
    expect.closeTo(0.284211, 6),
  ]);
});

it("an undecided attempt changes nothing", async () => {
  expect(await attempt(true, 10, true)).toEqual([]);
  expect((await getUserMastery(db(), userId)).find((m) => m.skillId === "linear-two-step")!.opportunities).toBe(2);
});

it("the recommender's history carries the first error type", async () => {
  const h = await listPracticeHistory(db(), userId);
  expect(h.map((a) => [a.correct, a.errorType])).toEqual([
    [null, null],
    [false, "sign"],
    [true, null],
  ]);
});

it("unreadable work with the right last line is stored unsure and never counts for mastery", async () => {
  const { outcomeOf } = await import("./submissions");
  const unreadable: CheckResult = {
    steps: [
      { index: 0, verdict: "unsure", score: 0.5, message: "I couldn't read this as math", unreadable: true },
      { index: 1, verdict: "correct", score: 0.98 },
    ],
    firstErrorIndex: -1,
    answerCorrect: true,
    checkers: ["exact"],
    model: { used: false, available: false },
  };
  expect(outcomeOf(unreadable)).toBe("unsure");
  const sub = await recordSubmission(db(), { userId, problemId: "lin2-001", problemText: "s", steps: ["<script>alert(1)</script>", "x = 4"], result: unreadable, durationMs: 1 });
  expect(sub.outcome).toBe("unsure");
  const before = (await getUserMastery(db(), userId)).find((m) => m.skillId === "linear-two-step")!;
  expect(await applySubmissionToMastery(db(), { userId, skillIds: ["linear-two-step"], submission: sub })).toEqual([]);
  expect((await getUserMastery(db(), userId)).find((m) => m.skillId === "linear-two-step")!.opportunities).toBe(before.opportunities);
  expect((await listPracticeHistory(db(), userId))[0].correct).toBeNull();
});

it("work whose arithmetic alone could be checked is stored unsure, not correct", async () => {
  const { outcomeOf } = await import("./submissions");
  const arithmeticOnly: CheckResult = {
    steps: [{ index: 0, verdict: "correct", score: 0.97 }],
    firstErrorIndex: -1,
    answerCorrect: null,
    scope: "arithmetic-only",
    checkers: ["exact"],
    model: { used: false, available: false },
  };
  expect(outcomeOf(arithmeticOnly)).toBe("unsure");
  expect(outcomeOf({ ...arithmeticOnly, scope: "full" })).toBe("correct");
});

it("a carried step is stored with the first error it follows from", async () => {
  const { getSubmission } = await import("./submissions");
  const carried: CheckResult = {
    steps: [
      { index: 0, verdict: "incorrect", score: 0.06, errorType: "arithmetic" },
      { index: 1, verdict: "carried", score: 0.98, carriedFrom: 0 },
    ],
    firstErrorIndex: 0,
    answerCorrect: false,
    checkers: ["exact"],
    model: { used: false, available: false },
  };
  const sub = await recordSubmission(db(), { userId, problemId: "lin2-001", problemText: "s", steps: ["5x = 50", "x = 10"], result: carried, durationMs: 1 });
  const back = (await getSubmission(db(), sub.id))!;
  expect(back.feedback.map((f) => [f.verdict, f.carriedFrom, f.unreadable])).toEqual([
    ["incorrect", null, false],
    ["carried", 0, false],
  ]);
});

it("three wrong attempts in a row on a mastered skill show it needs review (capped at 0.6), live and after a replay", async () => {
  const { rebuildMastery, skillsNeedingReview } = await import("./mastery");
  const { REVIEW_CAP, isMastered } = await import("@/lib/progress/bkt");
  await db().insert(schema.skills).values({ id: "word-problems", name: "Word problems", level: "x" });
  await db().insert(schema.problems).values({ id: "wp-001", title: "t", statement: "s", answer: "12", referenceSteps: ["12"], difficulty: 1, source: "generated" });
  await db().insert(schema.problemSkills).values({ problemId: "wp-001", skillId: "word-problems" });
  const ann = (await createUser(db(), { username: "ann", displayName: "Ann", role: "student", passwordHash: "x" })).id;
  const go = async (ok: boolean, minute: number) => {
    const sub = await recordSubmission(db(), { userId: ann, problemId: "wp-001", problemText: "s", steps: ["12"], result: result(ok), durationMs: 1, createdAt: new Date(Date.UTC(2026, 10, 2, 10, minute)) });
    return (await applySubmissionToMastery(db(), { userId: ann, skillIds: ["word-problems"], submission: sub }))[0]!;
  };
  for (let m = 0; m < 6; m++) await go(true, m);
  const p = async () => (await getUserMastery(db(), ann)).find((r) => r.skillId === "word-problems")!.pKnown;
  expect(isMastered(await p())).toBe(true);
  await go(false, 10);
  expect((await go(false, 11)).after).toBeGreaterThan(0.95);
  expect((await skillsNeedingReview(db(), ann, ["word-problems"])).size).toBe(0);
  expect((await go(false, 12)).after).toBe(REVIEW_CAP);
  expect(await skillsNeedingReview(db(), ann, ["word-problems"])).toEqual(new Set(["word-problems"]));
  await rebuildMastery(db(), ann, ["word-problems"]);
  expect(await p()).toBe(REVIEW_CAP);
  expect((await go(true, 13)).after).toBeGreaterThan(REVIEW_CAP);
  expect((await skillsNeedingReview(db(), ann, ["word-problems"])).size).toBe(0);
});
