// Authorisation of the teacher-correction and assignment edit/delete routes, through the real route handlers and a
// real temp SQLite database. Only the cookie jar of next/headers is replaced (it needs a Next
// request context); sessions are real rows created by createSession.
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const tmp = await vi.hoisted(async () => (await import("@/lib/test/route-harness")).useTempDatabase("teacher-routes"));

vi.mock("next/headers", async () => (await import("@/lib/test/route-harness")).nextHeadersMock(tmp.jar));

const { closeDb, getDb } = await import("@/db/client");
const { migrateDb } = await import("@/db/migrate");
const schema = await import("@/db/schema");
const { createSession, findSessionUser } = await import("@/db/queries/sessions");
const { createClass, addClassMember, isClassMember } = await import("@/db/queries/classes");
const { createUser, findUserById } = await import("@/db/queries/users");
const { recordSubmission } = await import("@/db/queries/submissions");
const { SKILLS } = await import("@/lib/bank/skills");

const correctionRoute = await import("./submissions/[id]/correction/route");
const exportRoute = await import("./dashboard/[classId]/corrections/route");
const assignmentRoute = await import("./assignments/[id]/route");
const { createAssignment, getAssignment } = await import("@/db/queries/assignments");
const { getSubmission } = await import("@/db/queries/submissions");
const drillRoute = await import("./dashboard/[classId]/submissions/route");
const { checkSolution } = await import("@/lib/check/engine");
const { ruleById } = await import("@/lib/check/rules/registry");

type Who = "none" | "teacherA" | "teacherB" | "admin" | "s1" | "s3";
const ids = {} as Record<Exclude<Who, "none">, number>;
const tokens = {} as Record<Exclude<Who, "none">, string>;
let classA = 0;
let subS1 = 0;
let subS3 = 0;
let subAnon = 0;

const db = () => getDb();

function as(who: Who) {
  tmp.jar.clear();
  if (who !== "none") tmp.jar.set("sw_session", tokens[who]);
}

const url = (p: string) => `http://localhost${p}`;
const send = (method: string, p: string, body?: unknown) =>
  new Request(url(p), { method, headers: { "content-type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });
const params = <T extends Record<string, string>>(p: T) => ({ params: Promise.resolve(p) });
const status = async (res: Promise<Response>) => (await res).status;

beforeAll(async () => {
  await migrateDb();
  await db().insert(schema.skills).values(SKILLS.map((s, i) => ({ id: s.id, name: s.name, level: s.level, description: s.description, sortOrder: i })));
  await db().insert(schema.problems).values({ id: "lin2-001", title: "t", statement: "Solve", answer: "x = 1", referenceSteps: ["x = 1"], difficulty: 1, source: "generated" });
  await db().insert(schema.problemSkills).values({ problemId: "lin2-001", skillId: "linear-two-step" });
  const mk = async (who: Exclude<Who, "none">, role: "teacher" | "student", isAdmin = false) => {
    ids[who] = (await createUser(db(), { username: who, displayName: who, role, isAdmin, passwordHash: "x" })).id;
    tokens[who] = (await createSession(db(), ids[who], 3600_000)).token;
  };
  await mk("teacherA", "teacher");
  await mk("teacherB", "teacher");
  await mk("admin", "teacher", true);
  await mk("s1", "student");
  await mk("s3", "student");
  classA = (await createClass(db(), ids.teacherA, "A")).id;
  const classB = (await createClass(db(), ids.teacherB, "B")).id;
  await addClassMember(db(), classA, ids.s1);
  await addClassMember(db(), classB, ids.s3);
  const result = { steps: [{ index: 0, verdict: "incorrect" as const, score: 0, errorType: "sign" as const }], firstErrorIndex: 0, answerCorrect: false, checkers: ["exact" as const], model: { used: false, available: false } };
  const rec = async (userId: number | null) => (await recordSubmission(db(), { userId, problemId: "lin2-001", problemText: "Solve", steps: ["x = -1"], result, durationMs: 1 })).id;
  subS1 = await rec(ids.s1);
  subS3 = await rec(ids.s3);
  subAnon = await rec(null);
});

afterAll(async () => {
  await closeDb();
  fs.rmSync(tmp.dir, { recursive: true, force: true });
});

const correct = (id: number, body: unknown = { kind: "fine", stepIndex: 0 }) =>
  status(correctionRoute.PUT(send("PUT", `/api/submissions/${id}/correction`, body), params({ id: String(id) })));

describe("PUT/DELETE /api/submissions/[id]/correction", () => {
  it("only a teacher of the student's class, or an admin, may correct; others get 401/403/404", async () => {
    as("none");
    expect(await correct(subS1)).toBe(401);
    as("s1");
    expect(await correct(subS1)).toBe(403);
    as("teacherB");
    expect(await correct(subS1)).toBe(404);
    as("teacherA");
    expect(await correct(subS3)).toBe(404);
    expect(await correct(subAnon)).toBe(404);
    expect(await correct(999999)).toBe(404);
    expect((await getSubmission(db(), subS1))!.outcome).toBe("incorrect");
    expect(await correct(subS1)).toBe(200);
    expect((await getSubmission(db(), subS1))!.outcome).toBe("correct");
    as("admin");
    expect(await correct(subS3, { kind: "first-error", stepIndex: 0, errorType: "arithmetic" })).toBe(200);
  });

  it("bad bodies are 400 with a message", async () => {
    as("teacherA");
    expect(await correct(subS1, { kind: "first-error", stepIndex: 0 })).toBe(400); // no error type
    expect(await correct(subS1, { kind: "fine", stepIndex: 0, errorType: "sign" })).toBe(400);
    expect(await correct(subS1, { kind: "fine", stepIndex: 5 })).toBe(400); // no such step
    expect(await correct(subS1, { kind: "maybe", stepIndex: 0 })).toBe(400);
    const r = await correctionRoute.PUT(send("PUT", "/", "not json{"), params({ id: String(subS1) }));
    expect(r.status).toBe(400);
  });

  it("undo: the checker's verdict comes back; a second undo is 404; the export is the owner's only", async () => {
    as("teacherB");
    expect(await status(correctionRoute.DELETE(send("DELETE", "/"), params({ id: String(subS1) })))).toBe(404);
    expect(await status(exportRoute.GET(send("GET", "/"), params({ classId: String(classA) })))).toBe(404);
    as("teacherA");
    const exp = await exportRoute.GET(send("GET", "/"), params({ classId: String(classA) }));
    expect(exp.status).toBe(200);
    expect(exp.headers.get("content-disposition")).toMatch(/attachment; filename=".*corrections.*\.json"/);
    expect((await exp.json()).map((i: { id: string }) => i.id)).toEqual([`correction-${subS1}`]);
    expect(await status(correctionRoute.DELETE(send("DELETE", "/"), params({ id: String(subS1) })))).toBe(200);
    expect((await getSubmission(db(), subS1))!.outcome).toBe("incorrect");
    expect(await status(correctionRoute.DELETE(send("DELETE", "/"), params({ id: String(subS1) })))).toBe(404);
  });
});

describe("PATCH/DELETE /api/assignments/[id]", () => {
  it("the class's teacher may edit and delete; another teacher sees 404, a student 403", async () => {
    const a = await createAssignment(db(), { classId: classA, teacherId: ids.teacherA, title: "A", dueAt: null, problemIds: ["lin2-001"] });
    const patch = (body: unknown) => status(assignmentRoute.PATCH(send("PATCH", "/", body), params({ id: String(a.id) })));
    const del = () => status(assignmentRoute.DELETE(send("DELETE", "/"), params({ id: String(a.id) })));
    as("none");
    expect(await patch({ title: "x" })).toBe(401);
    as("s1");
    expect(await patch({ title: "x" })).toBe(403);
    expect(await del()).toBe(403);
    as("teacherB");
    expect(await patch({ title: "x" })).toBe(404);
    expect(await del()).toBe(404);
    as("teacherA");
    expect(await patch({})).toBe(400);
    expect(await patch({ title: "" })).toBe(400);
    expect(await patch({ dueDate: "2026-02-30" })).toBe(400);
    expect(await patch({ problemIds: [] })).toBe(400);
    expect(await patch({ title: "B", dueDate: "2030-01-31" })).toBe(200);
    expect(await getAssignment(db(), a.id)).toMatchObject({ title: "B", dueAt: new Date("2030-01-31T23:59:59.999Z") });
    expect(await patch({ dueDate: null })).toBe(200);
    expect((await getAssignment(db(), a.id))!.dueAt).toBeNull();
    expect(await del()).toBe(200);
    expect(await del()).toBe(404);
  });
});

describe("GET /api/dashboard/[classId]/submissions", () => {
  it("gives each step the rules behind its verdict and the teacher the deciding rule's description", async () => {
    const problemText = "Sam has 16 eggs and uses 3. How many are left?";
    const steps = ["16 - 3 = 12 eggs are left."];
    const result = await checkSolution({ problem: problemText, steps, answer: "13" }, { checkers: ["exact", "reference"] });
    const id = (await recordSubmission(db(), { userId: ids.s1, problemId: null, problemText, steps, result, durationMs: 1 })).id;
    as("teacherA");
    const res = await drillRoute.GET(new Request(url(`/api/dashboard/${classA}/submissions`)), params({ classId: String(classA) }));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { submissions: Array<{ id: number; feedback: Array<{ ruleIds: string[]; why: string | null }> }> };
    const step = body.submissions.find((s) => s.id === id)!.feedback[0];
    expect(step.ruleIds[0]).toBe("exact.false-claim");
    expect(step.why).toBe(ruleById("exact.false-claim")!.description);
  });
});
