// The dashboard's numbers against independent counts: a temp database seeded like production
// (bank + demo class), plus fixture history so the test means something whatever the demo holds.
// Expected values are computed in plain TypeScript from raw table rows, not with the queries under test.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const tmp = await vi.hoisted(async () => (await import("@/lib/test/route-harness")).useTempDatabase("dashboard"));

const { migrateDb } = await import("@/db/migrate");
const { getDb, closeDb, rawAll, rawGet, rawRun } = await import("@/db/client");
const { sql } = await import("drizzle-orm");
const schema = await import("@/db/schema");
const { seedBank } = await import("./seed");
const { seedDemoData, DEMO } = await import("./demo-seed");
const { createUser, findUserByUsername } = await import("./users");
const { recordSubmission } = await import("./submissions");
const dash = await import("./dashboard");
const { createAssignment, listClassAssignments, listStudentAssignments } = await import("./assignments");
const { submissionCsvRows, masteryCsvRows, SUBMISSION_CSV_HEADER } = await import("./export");
const { toCsv, parseCsv } = await import("@/lib/dashboard/csv");
const { weekStart, UNTYPED_ERROR } = await import("@/lib/dashboard/aggregate");
import type { CheckResult, ErrorType } from "@/lib/check/types";

const db = () => getDb();

let classId = 0;
let teacherId = 0;
let otherTeacherId = 0;
const student: Record<string, number> = {};

function result(nSteps: number, firstError: number, errorType?: ErrorType): CheckResult {
  return {
    steps: Array.from({ length: nSteps }, (_, i) => ({
      index: i,
      verdict: firstError >= 0 && i === firstError ? ("incorrect" as const) : firstError >= 0 && i > firstError ? ("unsure" as const) : ("correct" as const),
      score: i === firstError ? 0.05 : 0.9,
      ...(i === firstError && errorType ? { errorType, message: `Check step ${i + 1}.` } : {}),
    })),
    firstErrorIndex: firstError,
    answerCorrect: firstError < 0,
    checkers: ["exact"],
    model: { used: false, available: false },
  };
}

async function submit(userId: number, problemId: string | null, firstError: number, errorType: ErrorType | undefined, at: Date) {
  const steps = ["3x + 2 = 14", "3x = 12", "x = 4", "=HYPERLINK(\"x\")"].slice(0, 3);
  return await recordSubmission(db(), {
    userId,
    problemId,
    problemText: problemId ? `statement of ${problemId}` : "a pasted problem",
    steps,
    result: result(steps.length, firstError, errorType),
    durationMs: 3,
    createdAt: at,
  });
}

const day = (d: number, h = 12) => new Date(Date.UTC(2026, 9, 1 + d, h));

beforeAll(async () => {
  await migrateDb();
  await seedBank(db());
  await seedDemoData(db());
  const teacher = (await findUserByUsername(db(), DEMO.teacher.username))!;
  teacherId = teacher.id;
  classId = (await db().select().from(schema.classes)).find((c) => c.teacherId === teacherId)!.id;
  for (const s of DEMO.students) student[s.username] = (await findUserByUsername(db(), s.username))!.id;
  otherTeacherId = (await createUser(db(), { username: "other-teacher", displayName: "Other", role: "teacher", passwordHash: "x" })).id;
  const outsider = (await createUser(db(), { username: "outsider", displayName: "Outsider", role: "student", passwordHash: "x" })).id;

  // The fixed-date history below predates the demo seed's join date; a teacher only sees work from
  // joining on, so the members are taken to have joined before it.
  await db().update(schema.classMembers).set({ joinedAt: new Date(0) });

  const bySkill = async (skill: string) =>
    (await db().select().from(schema.problemSkills)).filter((r) => r.skillId === skill).map((r) => r.problemId).sort();
  const lin = await bySkill("linear-two-step");
  const frac = await bySkill("fraction-add-sub");
  const word = await bySkill("word-problems");
  expect(lin.length).toBeGreaterThan(2);

  // Ben keeps losing signs on two-step equations (a repeated-error pattern).
  for (let i = 0; i < 4; i++) await submit(student.ben!, lin[i % 2]!, 1, "sign", day(i * 3));
  // Ada: mixed work, one correct per week, a fraction slip, an untyped flagged step.
  for (let w = 0; w < 5; w++) await submit(student.ada!, lin[0]!, -1, undefined, day(w * 7 + 1));
  await submit(student.ada!, frac[0]!, 0, "fraction", day(9));
  await submit(student.ada!, frac[0]!, 2, undefined, day(16));
  await submit(student.cleo!, lin[0]!, 1, "arithmetic", day(2));
  await submit(student.cleo!, lin[1]!, 2, "sign", day(20));
  await submit(student.cleo!, word[0]!, 1, "wrong-quantity", day(22));
  await submit(student.cleo!, null, 0, "arithmetic", day(22)); // a pasted problem: never counted
  // Outside the class and anonymous: never counted.
  for (let i = 0; i < 3; i++) await submit(outsider, lin[0]!, 1, "sign", day(i));
  await submit(null as unknown as number, lin[0]!, 1, "sign", day(3));

  const now = new Date();
  const setMastery = (userId: number, skillId: string, pKnown: number, opportunities: number) =>
    db()
      .insert(schema.mastery)
      .values({ userId, skillId, pKnown, opportunities, updatedAt: now })
      .onConflictDoUpdate({ target: [schema.mastery.userId, schema.mastery.skillId], set: { pKnown, opportunities, updatedAt: now } });
  await setMastery(student.dev!, "fraction-add-sub", 0.18, 4);
  await setMastery(student.dev!, "decimals", 0.1, 1);
  await setMastery(student.ada!, "linear-two-step", 0.92, 5);
});

afterAll(async () => {
  await closeDb();
  fs.rmSync(tmp.dir, { recursive: true, force: true });
});

/** Everything the dashboard should count, straight from the tables. */
async function rawClassSubmissions(filter: { fromMs?: number; toMs?: number; skill?: string } = {}) {
  const members = new Set(
    (await rawAll<{ id: number }>(db(), sql`select student_id as id from class_members where class_id = ${classId}`)).map((r) => r.id),
  );
  const skillsOf = new Map<string, string[]>();
  for (const r of await rawAll<{ p: string; s: string }>(db(), sql`select problem_id as p, skill_id as s from problem_skills`)) {
    skillsOf.set(r.p, [...(skillsOf.get(r.p) ?? []), r.s]);
  }
  const feedback = new Map<string, string | null>();
  for (const r of await rawAll<{ id: number; i: number; t: string | null }>(db(), sql`select submission_id as id, step_index as i, error_type as t from step_feedback`)) {
    feedback.set(`${r.id}:${r.i}`, r.t);
  }
  const subs = await rawAll<{
    id: number;
    userId: number | null;
    problemId: string | null;
    fe: number;
    at: number;
  }>(db(), sql`select id, user_id as "userId", problem_id as "problemId", first_error_index as fe, created_at as at from submissions`);
  return subs
    .filter((s) => s.userId !== null && members.has(s.userId) && s.problemId !== null)
    .filter((s) => (filter.fromMs === undefined || s.at >= filter.fromMs) && (filter.toMs === undefined || s.at < filter.toMs))
    .filter((s) => !filter.skill || (skillsOf.get(s.problemId!) ?? []).includes(filter.skill))
    .map((s) => ({
      ...s,
      skills: skillsOf.get(s.problemId!) ?? [],
      et: s.fe < 0 ? null : (feedback.get(`${s.id}:${s.fe}`) ?? UNTYPED_ERROR),
    }));
}

function expectedHeatmap(subs: Awaited<ReturnType<typeof rawClassSubmissions>>, onlySkill?: string) {
  const totals = new Map<string, number>();
  const cells = new Map<string, number>();
  for (const s of subs) {
    for (const sk of s.skills) {
      if (onlySkill && sk !== onlySkill) continue;
      totals.set(sk, (totals.get(sk) ?? 0) + 1);
      if (s.et) cells.set(`${sk}|${s.et}`, (cells.get(`${sk}|${s.et}`) ?? 0) + 1);
    }
  }
  return { totals, cells };
}

function actualHeatmap(h: Awaited<ReturnType<typeof dash.classHeatmap>>) {
  const totals = new Map<string, number>();
  const cells = new Map<string, number>();
  for (const row of h.rows) {
    totals.set(row.skillId, row.total);
    for (const [t, c] of Object.entries(row.cells)) {
      cells.set(`${row.skillId}|${t}`, c.count);
      expect(c.rate).toBeCloseTo(c.count / row.total, 12);
    }
  }
  return { totals, cells };
}

describe("class overview numbers equal direct counts", () => {
  it("totals", async () => {
    const raw = await rawClassSubmissions();
    expect(raw.length).toBeGreaterThan(10);
    expect(await dash.classTotals(db(), { classId })).toEqual({
      submissions: raw.length,
      wrong: raw.filter((s) => s.fe >= 0).length,
      activeStudents: new Set(raw.map((s) => s.userId)).size,
    });
  });

  it("heatmap: counts and rates per skill and first-error type", async () => {
    const expected = expectedHeatmap(await rawClassSubmissions());
    expect(actualHeatmap(await dash.classHeatmap(db(), { classId }))).toEqual(expected);
    expect(expected.cells.get("linear-two-step|sign")).toBeGreaterThanOrEqual(5);
    expect(expected.cells.get(`fraction-add-sub|${UNTYPED_ERROR}`)).toBeGreaterThanOrEqual(1);
  });

  it("heatmap with date range and skill filters", async () => {
    const fromMs = Date.UTC(2026, 9, 5);
    const toMs = Date.UTC(2026, 9, 21); // exclusive end of 2026-10-20
    const filter = { classId, from: "2026-10-05", to: "2026-10-20", skill: "linear-two-step" };
    const expected = expectedHeatmap(await rawClassSubmissions({ fromMs, toMs, skill: "linear-two-step" }), "linear-two-step");
    expect(actualHeatmap(await dash.classHeatmap(db(), filter))).toEqual(expected);
    expect((await dash.classTotals(db(), filter)).submissions).toBe((await rawClassSubmissions({ fromMs, toMs, skill: "linear-two-step" })).length);
  });

  it("weekly trend", async () => {
    const raw = await rawClassSubmissions();
    const weeks = new Map<string, { total: number; wrong: number }>();
    for (const s of raw) {
      const w = weekStart(new Date(s.at));
      const e = weeks.get(w) ?? { total: 0, wrong: 0 };
      e.total++;
      if (s.fe >= 0) e.wrong++;
      weeks.set(w, e);
    }
    const trend = await dash.weeklyTrend(db(), { classId });
    const nonEmpty = trend.filter((p) => p.total > 0);
    expect(new Map(nonEmpty.map((p) => [p.week, { total: p.total, wrong: p.wrong }]))).toEqual(weeks);
    expect(trend.reduce((a, p) => a + p.total, 0)).toBe(raw.length);
  });

  it("problems most often wrong, with their most common first-error step", async () => {
    const raw = await rawClassSubmissions();
    const wrong = new Map<string, number>();
    const steps = new Map<string, Map<number, number>>();
    for (const s of raw.filter((x) => x.fe >= 0)) {
      wrong.set(s.problemId!, (wrong.get(s.problemId!) ?? 0) + 1);
      const m = steps.get(s.problemId!) ?? new Map<number, number>();
      m.set(s.fe, (m.get(s.fe) ?? 0) + 1);
      steps.set(s.problemId!, m);
    }
    const top = await dash.troubleProblems(db(), { classId });
    expect(top.length).toBe(Math.min(10, wrong.size));
    for (const p of top) {
      expect(p.wrong).toBe(wrong.get(p.problemId));
      const counts = steps.get(p.problemId)!;
      expect(p.firstError!.count).toBe(Math.max(...counts.values()));
      expect(counts.get(p.firstError!.stepIndex)).toBe(p.firstError!.count);
    }
    for (let i = 1; i < top.length; i++) expect(top[i - 1]!.wrong).toBeGreaterThanOrEqual(top[i]!.wrong);
  });

  it("students needing attention, with reasons", async () => {
    const list = await dash.attentionList(db(), { classId });
    const ben = list.find((e) => e.student.username === "ben");
    expect(ben?.reasons.some((r) => r.kind === "repeated-error" && r.errorType === "sign")).toBe(true);
    const dev = list.find((e) => e.student.username === "dev");
    expect(dev?.reasons.map((r) => r.skillId)).toContain("fraction-add-sub");
    expect(dev?.reasons.map((r) => r.skillId)).not.toContain("decimals"); // one attempt is too few
    expect(list.find((e) => e.student.username === "outsider")).toBeUndefined();
  });

  it("drill-down lists exactly the submissions behind a heatmap cell", async () => {
    const h = await dash.classHeatmap(db(), { classId });
    for (const row of h.rows) {
      for (const [errorType, cell] of Object.entries(row.cells)) {
        const { total, items } = await dash.listClassSubmissions(db(), { classId, skill: row.skillId, errorType }, 1, 100);
        expect(total).toBe(cell.count);
        expect(items.length).toBe(cell.count);
        for (const it of items) {
          expect(it.firstErrorType).toBe(errorType);
          const flagged = it.feedback.find((f) => f.stepIndex === it.firstErrorIndex)!;
          expect(flagged.verdict).toBe("incorrect");
        }
      }
    }
    const byStudent = await dash.listClassSubmissions(db(), { classId, studentId: student.ben! });
    expect(byStudent.total).toBe((await rawClassSubmissions()).filter((s) => s.userId === student.ben).length);
    const page2 = await dash.listClassSubmissions(db(), { classId }, 2, 5);
    expect(page2.items.length).toBe(5);
  });

  it("own-problem work reaches the submissions list and the CSV while the class shares it", async () => {
    const { setShareOwnWork } = await import("./classes");
    const cleos = async () => (await dash.listClassSubmissions(db(), { classId, studentId: student.cleo! }, 1, 100)).items;
    const own = (await cleos()).filter((i) => i.problemId === null);
    expect(own.map((i) => i.problemTitle)).toEqual(["Own problem: a pasted problem"]);
    // never in an aggregate: it has no skill to place it under
    expect((await dash.classSubmissionRows(db(), { classId })).some((r) => r.id === own[0]!.id)).toBe(false);
    expect((await dash.listClassSubmissions(db(), { classId, skill: "linear-two-step" }, 1, 100)).items.some((i) => i.problemId === null)).toBe(false);
    await setShareOwnWork(db(), classId, false);
    try {
      expect((await cleos()).some((i) => i.problemId === null)).toBe(false);
      expect([...await submissionCsvRows(db(), { classId })].some((r) => r[SUBMISSION_CSV_HEADER.indexOf("own_work")] === true)).toBe(false);
    } finally {
      await setShareOwnWork(db(), classId, true);
    }
  });

  it("another teacher does not own the class", async () => {
    expect((await dash.getOwnedClass(db(), teacherId, classId))?.id).toBe(classId);
    expect(await dash.getOwnedClass(db(), otherTeacherId, classId)).toBeNull();
    expect(await dash.listTeacherClasses(db(), otherTeacherId)).toEqual([]);
  });
});

describe("assignments", () => {
  it("a practice set fixes concrete problems and completion follows correct work after creation", async () => {
    const a = await createAssignment(db(), { classId, teacherId, title: "Fractions", dueAt: null, skill: "fraction-add-sub", count: 2 });
    expect(a.problemIds.length).toBe(2);
    let status = (await listClassAssignments(db(), classId)).find((x) => x.assignment.id === a.id)!;
    expect(status.completeCount).toBe(0);
    expect(status.studentCount).toBe(DEMO.students.length);

    // Correct work before the assignment existed does not count; after, it does.
    const later = new Date(a.createdAt.getTime() + 60_000);
    for (const p of a.problemIds) await submit(student.ada!, p, -1, undefined, later);
    await submit(student.ben!, a.problemIds[0]!, -1, undefined, later);
    await submit(student.cleo!, a.problemIds[0]!, 0, "fraction", later);
    status = (await listClassAssignments(db(), classId)).find((x) => x.assignment.id === a.id)!;
    expect(status.completeCount).toBe(1);
    expect(status.students.find((s) => s.student.username === "ben")!.solved).toBe(1);

    const ada = (await listStudentAssignments(db(), student.ada!)).find((x) => x.id === a.id)!;
    expect(ada.complete).toBe(true);
    const ben = (await listStudentAssignments(db(), student.ben!)).find((x) => x.id === a.id)!;
    expect(ben.problems.map((p) => p.solved)).toEqual([true, false]);
  });

  it("refuses problems the teacher cannot see", async () => {
    await db().insert(schema.problems).values({ id: "t-secret", title: "x", statement: "x", answer: "1", referenceSteps: ["1"], difficulty: 1, source: "teacher", authorId: otherTeacherId });
    await expect(createAssignment(db(), { classId, teacherId, title: "x", dueAt: null, problemIds: ["t-secret"] })).rejects.toThrow(/Unknown problem/);
  });
});

describe("export", () => {
  it("one CSV row per step of every class submission, parseable", async () => {
    const raw = await rawClassSubmissions();
    const ids = new Set(raw.map((s) => s.id));
    const stepRows = (await rawAll<{ id: number }>(db(), sql`select submission_id as id from step_feedback`)).filter((r) => ids.has(r.id)).length;
    const csv = toCsv(SUBMISSION_CSV_HEADER, await submissionCsvRows(db(), { classId }));
    const parsed = parseCsv(csv);
    expect(parsed[0]).toEqual([...SUBMISSION_CSV_HEADER]);
    // plus Cleo's pasted problem (3 steps): the class shares own work by default, marked as such
    const own = parsed.slice(1).filter((r) => r[SUBMISSION_CSV_HEADER.indexOf("own_work")] === "true");
    expect(own.map((r) => [r[0], r[2], r[3]])).toEqual(Array(3).fill(["cleo", "", "Own problem: a pasted problem"]));
    expect(parsed.length - 1).toBe(stepRows + 3);
    expect(parsed.slice(1).every((r) => r.length === SUBMISSION_CSV_HEADER.length)).toBe(true);
    const mastery = [...await masteryCsvRows(db(), { classId })];
    const rawMastery = (await rawGet<{ n: number }>(db(), sql`select count(*) as n from mastery where user_id in (select student_id from class_members where class_id = ${classId})`))!;
    expect(mastery.length).toBe(rawMastery.n);
    expect(mastery.length).toBeGreaterThanOrEqual(3);
  });

  it("shows hint use per attempt: a hint_level column, a badge's level in the list, a count per problem", async () => {
    const raw = await rawClassSubmissions();
    const hinted = raw[0]!;
    await rawRun(db(), sql`update submissions set hint_level = 2 where id = ${hinted.id}`);
    try {
      const parsed = parseCsv(toCsv(SUBMISSION_CSV_HEADER, await submissionCsvRows(db(), { classId })));
      const col = SUBMISSION_CSV_HEADER.indexOf("hint_level");
      const idCol = SUBMISSION_CSV_HEADER.indexOf("submission_id");
      for (const r of parsed.slice(1)) expect(r[col]).toBe(r[idCol] === String(hinted.id) ? "2" : "0");
      const items = (await dash.listClassSubmissions(db(), { classId, problemId: hinted.problemId! }, 1, 100)).items;
      expect(items.find((i) => i.id === hinted.id)!.hintLevel).toBe(2);
      expect(items.filter((i) => i.id !== hinted.id).every((i) => i.hintLevel === 0)).toBe(true);
      const trouble = (await dash.troubleProblems(db(), { classId }, 100)).find((t) => t.problemId === hinted.problemId);
      if (trouble) expect(trouble.hinted).toBe(1);
    } finally {
      await rawRun(db(), sql`update submissions set hint_level = 0 where id = ${hinted.id}`);
    }
  });
});
