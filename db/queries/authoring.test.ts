// Teacher-authored problems on a real temp database: one problem per form key, edit keeps attempts,
// archive hides from students and lists but keeps attempts; only the author may change it.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, it, vi } from "vitest";

const tmp = await vi.hoisted(async () => (await import("@/lib/test/route-harness")).useTempDatabase("authoring"));

const { migrateDb } = await import("@/db/migrate");
const { getDb, closeDb } = await import("@/db/client");
const schema = await import("@/db/schema");
const { createUser } = await import("./users");
const { createClass, addClassMember } = await import("./classes");
const { recordSubmission } = await import("./submissions");
const { createTeacherProblem, listAuthoredProblems, updateTeacherProblem, setProblemArchived, getAuthoredProblem } = await import("./authoring");
const { findProblemByStatement, getProblem, listProblems } = await import("./problems");
const { createAssignment, listStudentAssignments } = await import("./assignments");

const db = () => getDb();
let teacherId = 0;
let otherId = 0;
let studentId = 0;
const as = (id: number, role: "teacher" | "student") => ({ id, role, username: "u", displayName: "U", isAdmin: false }) as never;

beforeAll(async () => {
  await migrateDb();
  await db().insert(schema.skills).values({ id: "linear-two-step", name: "Two-step", level: "x" });
  teacherId = (await createUser(db(), { username: "t", displayName: "T", role: "teacher", passwordHash: "x" })).id;
  otherId = (await createUser(db(), { username: "o", displayName: "O", role: "teacher", passwordHash: "x" })).id;
  studentId = (await createUser(db(), { username: "s", displayName: "S", role: "student", passwordHash: "x" })).id;
  await addClassMember(db(), (await createClass(db(), teacherId, "C")).id, studentId);
});
afterAll(async () => {
  await closeDb();
  fs.rmSync(tmp.dir, { recursive: true, force: true });
});

const content = { title: "Fence", statement: "Solve $2x + 1 = 9$.", answer: "x = 4", referenceSteps: ["2x = 8", "x = 4"], skills: ["linear-two-step"], difficulty: 2 };

it("saving the same form twice makes one problem", async () => {
  const a = await createTeacherProblem(db(), teacherId, { ...content, clientKey: "form-key-0001" });
  const b = await createTeacherProblem(db(), teacherId, { ...content, clientKey: "form-key-0001" });
  expect(a.created).toBe(true);
  expect(b.created).toBe(false);
  expect(b.id).toBe(a.id);
  expect(await listAuthoredProblems(db(), teacherId)).toHaveLength(1);
  // another fill of the form (a new key) is a new problem; another teacher's key space is their own
  expect((await createTeacherProblem(db(), teacherId, { ...content, clientKey: "form-key-0002" })).created).toBe(true);
  expect((await createTeacherProblem(db(), otherId, { ...content, clientKey: "form-key-0001" })).created).toBe(true);
  expect(await listAuthoredProblems(db(), teacherId)).toHaveLength(2);
});

it("edit keeps attempts; archive hides from students and lists, keeps attempts; restore brings it back", async () => {
  const p = await createTeacherProblem(db(), teacherId, { ...content, title: "To edit", clientKey: "form-key-0003" });
  await recordSubmission(db(), {
    userId: studentId,
    problemId: p.id,
    problemText: p.statement,
    steps: ["x = 4"],
    result: { steps: [{ index: 0, verdict: "correct", score: 1 }], firstErrorIndex: -1, answerCorrect: true, checkers: ["exact"], model: { used: false, available: false } },
    durationMs: 1,
  });
  expect(await updateTeacherProblem(db(), otherId, p.id, content)).toBeNull();
  const edited = (await updateTeacherProblem(db(), teacherId, p.id, { ...content, title: "Edited", statement: "Solve $2x + 3 = 11$.", referenceSteps: ["2x = 8", "x = 4"] }))!;
  expect(edited.title).toBe("Edited");
  expect((await listAuthoredProblems(db(), teacherId)).find((x) => x.id === p.id)).toMatchObject({ title: "Edited", attempts: 1, archivedAt: null });
  await createAssignment(db(), { classId: 1, teacherId, title: "HW", dueAt: null, problemIds: [p.id] });

  expect(await setProblemArchived(db(), otherId, p.id, true)).toBe(false);
  expect(await setProblemArchived(db(), teacherId, p.id, true)).toBe(true);
  expect(await getProblem(db(), p.id, as(studentId, "student"))).toBeNull();
  expect((await listProblems(db(), { viewer: as(studentId, "student") })).some((x) => x.id === p.id)).toBe(false);
  expect((await listStudentAssignments(db(), studentId))[0]!.problems.some((x) => x.id === p.id)).toBe(false);
  expect((await getProblem(db(), p.id, as(teacherId, "teacher")))?.id).toBe(p.id);
  const mine = await listAuthoredProblems(db(), teacherId);
  expect(mine.at(-1)).toMatchObject({ id: p.id, attempts: 1 });
  expect(mine.at(-1)!.archivedAt).toBeInstanceOf(Date);
  expect((await db().select().from(schema.submissions)).filter((s) => s.problemId === p.id)).toHaveLength(1);

  await setProblemArchived(db(), teacherId, p.id, false);
  expect((await getProblem(db(), p.id, as(studentId, "student")))?.id).toBe(p.id);
  expect(await getAuthoredProblem(db(), otherId, p.id)).toBeNull();
});

it("a teacher's problem is seen by its author and their students only, whoever asked before (one prepared query per kind of viewer)", async () => {
  const p = await createTeacherProblem(db(), teacherId, { ...content, title: "Private", clientKey: "form-key-0004" });
  const outsider = (await createUser(db(), { username: "x", displayName: "X", role: "student", passwordHash: "x" })).id;
  // Asked in turn, so a value kept from one call would show in the next.
  const seen = [];
  for (const viewer of [as(teacherId, "teacher"), as(otherId, "teacher"), as(studentId, "student"), as(outsider, "student"), null, as(teacherId, "teacher"), as(outsider, "student")]) {
    seen.push((await getProblem(db(), p.id, viewer))?.id === p.id);
  }
  expect(seen).toEqual([true, false, true, false, false, true, false]);
  expect((await getProblem(db(), p.id, as(studentId, "student")))?.skills).toEqual(["linear-two-step"]);
});

it("a pasted statement that several problems share finds the bank's own, every time", async () => {
  const statement = "Solve $5x = 20$.";
  // A teacher's copy, stored first and with an id that sorts first
  await createTeacherProblem(db(), teacherId, { ...content, statement, clientKey: "form-key-0005" });
  await db().insert(schema.problems).values({ id: "zz-bank", title: "b", statement, answer: "x = 4", referenceSteps: ["x = 4"], difficulty: 1, source: "generated" });
  for (const viewer of [as(teacherId, "teacher"), as(studentId, "student"), null]) {
    expect((await findProblemByStatement(db(), ` ${statement} `, viewer))?.id).toBe("zz-bank");
  }
});
