// Assignment status per student (not started / in progress / done), edit and delete, on a real temp database.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, it, vi } from "vitest";

const tmp = await vi.hoisted(async () => (await import("@/lib/test/route-harness")).useTempDatabase("assign"));

const { migrateDb } = await import("@/db/migrate");
const { getDb, closeDb } = await import("@/db/client");
const schema = await import("@/db/schema");
const { createUser } = await import("./users");
const { createClass, addClassMember } = await import("./classes");
const { recordSubmission } = await import("./submissions");
const { createAssignment, listClassAssignments, updateAssignment, deleteAssignment, getAssignment } = await import("./assignments");
import type { CheckResult } from "@/lib/check/types";

const db = () => getDb();
let classId = 0;
let teacherId = 0;
const kids: number[] = [];

beforeAll(async () => {
  await migrateDb();
  await db().insert(schema.skills).values({ id: "linear-two-step", name: "Two-step", level: "x" });
  for (const id of ["p1", "p2"]) {
    await db().insert(schema.problems).values({ id, title: "Solve a two-step equation", statement: `Solve $${id === "p1" ? "2x+3=11" : "3x-1=5"}$.`, answer: "x = 4", referenceSteps: ["x = 4"], difficulty: 1, source: "generated" });
    await db().insert(schema.problemSkills).values({ problemId: id, skillId: "linear-two-step" });
  }
  teacherId = (await createUser(db(), { username: "t", displayName: "T", role: "teacher", passwordHash: "x" })).id;
  classId = (await createClass(db(), teacherId, "C")).id;
  for (const u of ["amy", "bo", "cy"]) {
    const id = (await createUser(db(), { username: u, displayName: u, role: "student", passwordHash: "x" })).id;
    await addClassMember(db(), classId, id);
    kids.push(id);
  }
});
afterAll(async () => {
  await closeDb();
  fs.rmSync(tmp.dir, { recursive: true, force: true });
});

const verdict = (ok: boolean): CheckResult => ({
  steps: [{ index: 0, verdict: ok ? "correct" : "incorrect", score: ok ? 1 : 0 }],
  firstErrorIndex: ok ? -1 : 0,
  answerCorrect: ok,
  checkers: ["exact"],
  model: { used: false, available: false },
});
const submit = async (userId: number, problemId: string, ok: boolean) =>
  await recordSubmission(db(), { userId, problemId, problemText: "s", steps: ["x = 4"], result: verdict(ok), durationMs: 1, createdAt: new Date(Date.now() + 1000) });

it("status is not started / in progress / done; problems carry statement and skills", async () => {
  const a = await createAssignment(db(), { classId, teacherId, title: "Two-step", dueAt: null, problemIds: ["p1", "p2"] });
  await submit(kids[1]!, "p1", false); // bo tried and got it wrong: in progress
  await submit(kids[2]!, "p1", true); // cy solved both: done
  await submit(kids[2]!, "p2", true);
  const [status] = await listClassAssignments(db(), classId);
  expect(status!.students.map((s) => [s.student.username, s.status])).toEqual([
    ["amy", "not-started"],
    ["bo", "in-progress"],
    ["cy", "done"],
  ]);
  expect(status!.completeCount).toBe(1);
  expect(status!.problems[0]).toMatchObject({ statement: "Solve $2x+3=11$.", skills: ["linear-two-step"] });

  // edit: title, due date, drop a problem; bo's and amy's status follow the remaining problem
  const updated = await updateAssignment(db(), a.id, { title: "Renamed", dueAt: new Date("2026-12-01T23:59:59.999Z"), problemIds: ["p2"] });
  expect(updated.problemIds).toEqual(["p2"]);
  const [after] = await listClassAssignments(db(), classId);
  expect(after!.assignment.title).toBe("Renamed");
  expect(after!.students.map((s) => s.status)).toEqual(["not-started", "not-started", "done"]);
  // add a problem back, in front: the order is the teacher's
  expect((await updateAssignment(db(), a.id, { problemIds: ["p1", "p2"], teacherId })).problemIds).toEqual(["p1", "p2"]);
  expect((await listClassAssignments(db(), classId))[0]!.problems.map((p) => p.id)).toEqual(["p1", "p2"]);
  await expect(updateAssignment(db(), a.id, { problemIds: ["p1", "nope"], teacherId })).rejects.toThrow(/Unknown problem: nope/);
  await expect(updateAssignment(db(), a.id, { skill: "linear-two-step" })).rejects.toThrow(/Only a practice set/);

  expect(await deleteAssignment(db(), a.id)).toBe(true);
  expect(await getAssignment(db(), a.id)).toBeNull();
  expect(await listClassAssignments(db(), classId)).toEqual([]);
});

it("a practice set changes its skill and count after creation: the same skill keeps and tops up, a new skill re-picks", async () => {
  await db().insert(schema.skills).values({ id: "fraction-add-sub", name: "Fractions", level: "x" });
  for (const id of ["p3", "f1", "f2"]) {
    await db().insert(schema.problems).values({ id, title: id, statement: id, answer: "1", referenceSteps: ["1"], difficulty: 2, source: "generated" });
    await db().insert(schema.problemSkills).values({ problemId: id, skillId: id.startsWith("f") ? "fraction-add-sub" : "linear-two-step" });
  }
  const a = await createAssignment(db(), { classId, teacherId, title: "Practice", dueAt: null, skill: "linear-two-step", count: 2 });
  expect(a.problemIds).toHaveLength(2);
  const grown = await updateAssignment(db(), a.id, { count: 3, teacherId });
  expect(grown.problemIds.slice(0, 2)).toEqual(a.problemIds);
  expect(grown.problemIds).toHaveLength(3);
  const moved = await updateAssignment(db(), a.id, { skill: "fraction-add-sub", count: 2, teacherId });
  expect(moved.skillId).toBe("fraction-add-sub");
  expect([...moved.problemIds].sort()).toEqual(["f1", "f2"]);
  expect((await listClassAssignments(db(), classId)).find((x) => x.assignment.id === a.id)!.problems.map((p) => p.id).sort()).toEqual(["f1", "f2"]);
});
