// Teacher corrections against a real temp database: the corrected verdict reaches the class
// aggregates, drill-down, CSV, assignment status and mastery; undo restores the checker's verdicts;
// the export reads back as eval data.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, it, vi } from "vitest";

const tmp = await vi.hoisted(async () => (await import("@/lib/test/route-harness")).useTempDatabase("corrections"));

const { migrateDb } = await import("@/db/migrate");
const { getDb, closeDb } = await import("@/db/client");
const schema = await import("@/db/schema");
const { createUser } = await import("./users");
const { createClass, addClassMember } = await import("./classes");
const { recordSubmission, getSubmission } = await import("./submissions");
const { applySubmissionToMastery, getUserMastery } = await import("./mastery");
const { correctSubmission, undoCorrection, correctionsFor, classCorrectionsForEval } = await import("./corrections");
const dash = await import("./dashboard");
const { createAssignment, listClassAssignments } = await import("./assignments");
const { submissionCsvRows } = await import("./export");
const { parseDataset } = await import("@/lib/eval/dataset");
const { bktTrace } = await import("@/lib/progress/bkt");
import type { CheckResult } from "@/lib/check/types";

const db = () => getDb();
let classId = 0;
let teacherId = 0;
let studentId = 0;

beforeAll(async () => {
  await migrateDb();
  await db().insert(schema.skills).values({ id: "linear-two-step", name: "Two-step", level: "x" });
  await db().insert(schema.problems).values({ id: "lin2-001", title: "Solve", statement: "Solve $3x + 2 = 14$.", answer: "x = 4", referenceSteps: ["3x = 12", "x = 4"], difficulty: 1, source: "generated" });
  await db().insert(schema.problemSkills).values({ problemId: "lin2-001", skillId: "linear-two-step" });
  teacherId = (await createUser(db(), { username: "t", displayName: "Ms T", role: "teacher", passwordHash: "x" })).id;
  studentId = (await createUser(db(), { username: "s", displayName: "Sam", role: "student", passwordHash: "x" })).id;
  classId = (await createClass(db(), teacherId, "Class")).id;
  await addClassMember(db(), classId, studentId);
});
afterAll(async () => {
  await closeDb();
  fs.rmSync(tmp.dir, { recursive: true, force: true });
});

// The checker flags step 2 ("x = 5" is really fine here, in the story of the test) as an arithmetic slip.
const flagged: CheckResult = {
  steps: [
    { index: 0, verdict: "correct", score: 0.9 },
    { index: 1, verdict: "incorrect", score: 0.1, errorType: "arithmetic", message: "Check the division." },
  ],
  firstErrorIndex: 1,
  answerCorrect: false,
  checkers: ["exact"],
  model: { used: false, available: false },
};

async function submitFlagged(minute: number) {
  const sub = await recordSubmission(db(), {
    userId: studentId,
    problemId: "lin2-001",
    problemText: "Solve $3x + 2 = 14$.",
    steps: ["3x = 12", "x = 4"],
    result: flagged,
    durationMs: 1,
    createdAt: new Date(Date.now() + minute * 1000), // after the assignment: it counts toward it
  });
  await applySubmissionToMastery(db(), { userId: studentId, skillIds: ["linear-two-step"], submission: sub });
  return sub;
}

const rowsOf = async () => await dash.classSubmissionRows(db(), { classId });

it("'this step is fine' clears the first error everywhere, replays mastery; undo restores the checker's", async () => {
  const assignment = await createAssignment(db(), { classId, teacherId, title: "A", dueAt: null, problemIds: ["lin2-001"] });
  expect(assignment.problemIds).toEqual(["lin2-001"]);
  const a = await submitFlagged(1);
  const b = await submitFlagged(2);
  expect((await rowsOf()).filter((r) => r.et === "arithmetic")).toHaveLength(2);
  expect((await getUserMastery(db(), studentId))[0]!.pKnown).toBeCloseTo(bktTrace([false, false]).at(-1)!, 10);
  expect((await listClassAssignments(db(), classId))[0]!.students[0]!.solved).toBe(0);

  const state = await correctSubmission(db(), { submissionId: a.id, teacherId, kind: "fine", stepIndex: 1 });
  expect(state.firstErrorIndex).toBe(-1);

  const sub = (await getSubmission(db(), a.id))!;
  expect(sub.outcome).toBe("correct");
  expect(sub.firstErrorIndex).toBe(-1);
  expect(sub.feedback.map((f) => f.verdict)).toEqual(["correct", "correct"]);
  expect(sub.feedback[1]!.errorType).toBeNull();
  // class views: heatmap rows, drill-down, CSV, assignment status
  expect((await rowsOf()).filter((r) => r.et === "arithmetic").map((r) => r.id)).toEqual([b.id]);
  expect((await dash.classHeatmap(db(), { classId })).rows[0]!.cells.arithmetic!.count).toBe(1);
  expect((await dash.listClassSubmissions(db(), { classId, outcome: "correct" })).items.map((i) => i.id)).toEqual([a.id]);
  const csv = [...await submissionCsvRows(db(), { classId })].filter((r) => r[4] === a.id);
  expect(csv.map((r) => r[9])).toEqual(["correct", "correct"]);
  expect((await listClassAssignments(db(), classId))[0]!.students[0]!.solved).toBe(1);
  // mastery as if the checker had said "correct" then "incorrect"
  expect((await getUserMastery(db(), studentId))[0]!.pKnown).toBeCloseTo(bktTrace([true, false]).at(-1)!, 10);
  expect((await correctionsFor(db(), [a.id, b.id])).get(a.id)).toMatchObject({ kind: "fine", firstErrorIndex: -1, teacherName: "Ms T" });
  expect((await correctionsFor(db(), [b.id])).size).toBe(0);

  expect(await undoCorrection(db(), a.id)).toBe(true);
  const back = (await getSubmission(db(), a.id))!;
  expect([back.outcome, back.firstErrorIndex, back.answerCorrect]).toEqual(["incorrect", 1, false]);
  expect(back.feedback[1]).toMatchObject({ verdict: "incorrect", errorType: "arithmetic", message: "Check the division." });
  expect((await getUserMastery(db(), studentId))[0]!.pKnown).toBeCloseTo(bktTrace([false, false]).at(-1)!, 10);
  expect(await undoCorrection(db(), a.id)).toBe(false);
});

it("'the first error is here' moves the first error and its type; the export is valid eval data", async () => {
  const c = await submitFlagged(3);
  await correctSubmission(db(), { submissionId: c.id, teacherId, kind: "first-error", stepIndex: 0, errorType: "sign" });
  const sub = (await getSubmission(db(), c.id))!;
  expect([sub.outcome, sub.firstErrorIndex]).toEqual(["incorrect", 0]);
  expect(sub.feedback[0]).toMatchObject({ verdict: "incorrect", errorType: "sign", message: null });
  expect((await rowsOf()).find((r) => r.id === c.id)).toMatchObject({ firstErrorIndex: 0, et: "sign" });

  // a second correction starts from what the teacher sees; the checker's verdict stays the original
  await correctSubmission(db(), { submissionId: c.id, teacherId, kind: "first-error", stepIndex: 1, errorType: "final-answer" });
  const items = await classCorrectionsForEval(db(), classId);
  const item = items.find((i) => i.id === `correction-${c.id}`)!;
  expect(item).toMatchObject({ problem: "Solve $3x + 2 = 14$.", steps: ["3x = 12", "x = 4"], label: 1, errorType: "final-answer", reference: ["3x = 12", "x = 4"], checkerLabel: 1 });
  const parsed = parseDataset(JSON.parse(JSON.stringify(items)));
  expect(parsed.map((p) => p.label)).toEqual(items.map((i) => i.label));
  // a class the student is not in exports nothing
  expect(await classCorrectionsForEval(db(), classId + 1000)).toEqual([]);
});

it("a correction carries the teacher's note to the student's attempt; a new correction replaces it", async () => {
  const sub = await submitFlagged(30);
  await correctSubmission(db(), { submissionId: sub.id, teacherId, kind: "fine", stepIndex: 1, note: "Your division was right: 12 ÷ 3 = 4." });
  expect((await getSubmission(db(), sub.id))!.correction).toMatchObject({ kind: "fine", note: "Your division was right: 12 ÷ 3 = 4.", teacherName: "Ms T" });
  await correctSubmission(db(), { submissionId: sub.id, teacherId, kind: "first-error", stepIndex: 0, errorType: "arithmetic" });
  expect((await correctionsFor(db(), [sub.id])).get(sub.id)!.note).toBe("");
});

it("step feedback keeps the rules behind each verdict; a correction stores the rule it overrides, and the export names it", async () => {
  const ruled: CheckResult = {
    ...flagged,
    steps: [
      { index: 0, verdict: "correct", score: 0.9, ruleIds: ["exact.verified"] },
      { index: 1, verdict: "incorrect", score: 0.1, errorType: "arithmetic", message: "Check the division.", ruleIds: ["exact.false-claim", "ref.false-computation"] },
    ],
  };
  const sub = await recordSubmission(db(), { userId: studentId, problemId: "lin2-001", problemText: "", steps: ["3x = 12", "x = 5"], result: ruled, durationMs: 1 });
  expect((await getSubmission(db(), sub.id))!.feedback.map((f) => f.ruleIds)).toEqual([["exact.verified"], ["exact.false-claim", "ref.false-computation"]]);
  await correctSubmission(db(), { submissionId: sub.id, teacherId, kind: "fine", stepIndex: 1 });
  expect((await correctionsFor(db(), [sub.id])).get(sub.id)?.ruleId).toBe("exact.false-claim");
  // a second correction keeps the rule the first one overrode (the checker's verdict is gone by then)
  await correctSubmission(db(), { submissionId: sub.id, teacherId, kind: "first-error", stepIndex: 0, errorType: "sign" });
  const item = (await classCorrectionsForEval(db(), classId)).find((i) => i.id === `correction-${sub.id}`);
  expect(item?.ruleId).toBe("exact.false-claim");
  // a checker that found nothing overrides no rule
  const clean = await recordSubmission(db(), { userId: studentId, problemId: "lin2-001", problemText: "", steps: ["3x = 12", "x = 4"], result: { ...ruled, steps: [ruled.steps[0], { index: 1, verdict: "correct", score: 0.9 }], firstErrorIndex: -1 }, durationMs: 1 });
  await correctSubmission(db(), { submissionId: clean.id, teacherId, kind: "first-error", stepIndex: 1, errorType: "arithmetic" });
  expect((await classCorrectionsForEval(db(), classId)).find((i) => i.id === `correction-${clean.id}`)?.ruleId).toBeNull();
});
