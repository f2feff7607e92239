// recordAttempt: one transaction (submission + step feedback + mastery) and one outcome rule.
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const tmp = await vi.hoisted(async () => (await import("@/lib/test/route-harness")).useTempDatabase("attempt"));

const { sql } = await import("drizzle-orm");
const { closeDb, getDb, rawGet } = await import("@/db/client");
const { migrateDb } = await import("@/db/migrate");
const schema = await import("@/db/schema");
const { createUser } = await import("@/db/queries/users");
const { getUserMastery } = await import("@/db/queries/mastery");
const { outcomeOf } = await import("@/db/queries/submissions");
const { observationOf, bktParamsFor } = await import("@/lib/progress/bkt");
const { SKILLS } = await import("@/lib/bank/skills");
const { recordAttempt } = await import("./after-submission");
type CheckResult = import("@/lib/check/types").CheckResult;

const db = () => getDb();
let student = 0;
const problem = { id: "lin2-001", statement: "Solve: 2x + 1 = 7", skills: ["linear-two-step"] };
const count = async (table: string) => (await rawGet<{ n: number }>(db(), sql.raw(`select count(*) as n from ${table}`)))!.n;

const resultOf = (firstErrorIndex: number, answerCorrect: boolean | null, unsure = false): CheckResult => ({
  steps: [
    { index: 0, verdict: firstErrorIndex === 0 ? "incorrect" : unsure ? "unsure" : "correct", score: 0.5 },
    { index: 1, verdict: firstErrorIndex === 0 ? "unsure" : "correct", score: 0.9 },
  ],
  firstErrorIndex,
  answerCorrect,
  checkers: ["exact"],
  model: { used: false, available: false },
});

beforeAll(async () => {
  await migrateDb();
  await db().insert(schema.skills).values(SKILLS.map((s, i) => ({ id: s.id, name: s.name, level: s.level, description: s.description, sortOrder: i })));
  await db().insert(schema.problems).values({ id: problem.id, title: "t", statement: problem.statement, answer: "x = 3", referenceSteps: ["2x = 6", "x = 3"], difficulty: 1, source: "generated" });
  student = (await createUser(db(), { username: "kid", displayName: "Kid", role: "student", passwordHash: "x" })).id;
});

afterAll(async () => {
  await closeDb();
  fs.rmSync(tmp.dir, { recursive: true, force: true });
});

describe("one outcome rule", () => {
  it("a wrong final answer with no flagged step is incorrect for the submission AND for mastery", async () => {
    const before = bktParamsFor("linear-two-step").pInit;
    const { submission, mastery } = await recordAttempt(db(), { user: { id: student, role: "student" }, problem, problemText: "", steps: ["2x = 6", "x = 4"], result: resultOf(-1, false), durationMs: 1 });
    expect(submission.outcome).toBe("incorrect");
    expect(mastery).toHaveLength(1);
    expect(mastery[0]!.correct).toBe(false);
    expect(mastery[0]!.after).toBeLessThan(before);
  });

  it("the stored outcome and the mastery observation agree on every kind of evidence", () => {
    for (const fe of [-1, 0]) {
      for (const ans of [true, false, null]) {
        for (const unsure of [false, true]) {
          const r = resultOf(fe, ans, unsure);
          const outcome = outcomeOf(r);
          const obs = observationOf({ firstErrorIndex: fe, answerCorrect: ans, anyUnsure: r.steps.some((s) => s.verdict === "unsure") });
          expect(outcome === "unsure" ? null : outcome === "correct", `fe=${fe} answer=${ans} unsure=${unsure}`).toBe(obs);
        }
      }
    }
  });
});

describe("one transaction", () => {
  it("stores submission, feedback and mastery together", async () => {
    const subs = await count("submissions");
    const fb = await count("step_feedback");
    const events = await count("mastery_events");
    await recordAttempt(db(), { user: { id: student, role: "student" }, problem, problemText: "", steps: ["2x = 6", "x = 3"], result: resultOf(-1, true), durationMs: 1 });
    expect([await count("submissions"), await count("step_feedback"), await count("mastery_events")]).toEqual([subs + 1, fb + 2, events + 1]);
  });

  it("a failing mastery write leaves nothing stored (no acknowledged-looking half attempt)", async () => {
    const subs = await count("submissions");
    const fb = await count("step_feedback");
    const before = await getUserMastery(db(), student);
    const broken = { ...problem, skills: ["no-such-skill"] }; // violates the mastery → skills foreign key
    await expect(
      recordAttempt(db(), { user: { id: student, role: "student" }, problem: broken, problemText: "", steps: ["2x = 6", "x = 3"], result: resultOf(-1, true), durationMs: 1 }),
    ).rejects.toThrow();
    expect([await count("submissions"), await count("step_feedback")]).toEqual([subs, fb]);
    expect(await getUserMastery(db(), student)).toEqual(before);
  });

  it("a teacher's attempt is stored without touching mastery", async () => {
    const teacher = (await createUser(db(), { username: "t", displayName: "T", role: "teacher", passwordHash: "x" })).id;
    const { submission, mastery } = await recordAttempt(db(), { user: { id: teacher, role: "teacher" }, problem, problemText: "", steps: ["x = 3"], result: resultOf(-1, true), durationMs: 1 });
    expect(submission.id).toBeGreaterThan(0);
    expect(mastery).toEqual([]);
    expect(await getUserMastery(db(), teacher)).toEqual([]);
  });
});
