// Roles (issue 31, finding 2: every teacher was an admin). The admin creates teacher accounts that
// are NOT admins, moves classes between teachers and removes teachers; a teacher's powers end at
// their own classes. Real route handlers on a real temp SQLite database; only the cookie jar of
// next/headers is replaced (it needs a Next request context).
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const tmp = await vi.hoisted(async () => (await import("@/lib/test/route-harness")).useTempDatabase("roles"));

vi.mock("next/headers", async () => (await import("@/lib/test/route-harness")).nextHeadersMock(tmp.jar));

const { closeDb, getDb } = await import("@/db/client");
const { migrateDb } = await import("@/db/migrate");
const schema = await import("@/db/schema");
const { createSession, findSessionUser } = await import("@/db/queries/sessions");
const { createClass, addClassMember, getClassById, isClassMember } = await import("@/db/queries/classes");
const { createUser, findUserById, findUserByUsername } = await import("@/db/queries/users");
const { recordSubmission, getSubmission } = await import("@/db/queries/submissions");
const { createAssignment, getAssignment } = await import("@/db/queries/assignments");
const { recordLoginFailure, loginLockedUntil } = await import("@/db/queries/login-attempts");
const { SKILLS } = await import("@/lib/bank/skills");

const teachersRoute = await import("./admin/teachers/route");
const teacherRoute = await import("./admin/teachers/[id]/route");
const transferRoute = await import("./admin/classes/[id]/transfer/route");
const classesRoute = await import("./classes/route");
const classRoute = await import("./classes/[id]/route");
const studentRoute = await import("./classes/[id]/students/[studentId]/route");
const passwordRoute = await import("./classes/[id]/students/[studentId]/password/route");
const unlockRoute = await import("./classes/[id]/students/[studentId]/unlock/route");
const correctionRoute = await import("./submissions/[id]/correction/route");
const submissionRoute = await import("./submissions/[id]/route");
const historyRoute = await import("./progress/history/route");
const dashboardRoute = await import("./dashboard/[classId]/route");
const drillRoute = await import("./dashboard/[classId]/submissions/route");
const correctionsExportRoute = await import("./dashboard/[classId]/corrections/route");
const exportRoute = await import("./export/route");
const assignmentsRoute = await import("./assignments/route");
const assignmentRoute = await import("./assignments/[id]/route");
const problemRoute = await import("./problems/[id]/route");

const db = () => getDb();
const url = (p: string) => `http://localhost${p}`;
const get = (p: string) => new Request(url(p));
const send = (method: string, p: string, body?: unknown) =>
  new Request(url(p), { method, headers: { "content-type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });
const params = <T extends Record<string, string>>(p: T) => ({ params: Promise.resolve(p) });
const none = undefined as never;

async function call(res: Promise<Response>): Promise<{ status: number; body: Record<string, unknown>; text: string }> {
  const r = await res;
  const text = await r.text();
  const json = (r.headers.get("content-type") ?? "").includes("application/json");
  return { status: r.status, body: text && json ? JSON.parse(text) : {}, text };
}

const tokens = new Map<number, string>();
async function as(userId: number | null) {
  tmp.jar.clear();
  if (userId === null) return;
  if (!tokens.has(userId) || !await findSessionUser(db(), tokens.get(userId)!)) tokens.set(userId, (await createSession(db(), userId, 3600_000)).token);
  tmp.jar.set("sw_session", tokens.get(userId)!);
}

let admin = 0;
let teacherA = 0;
let s1 = 0;
let classA = 0;
let subS1 = 0;
let assignmentA = 0;

beforeAll(async () => {
  await migrateDb();
  await db().insert(schema.skills).values(SKILLS.map((s, i) => ({ id: s.id, name: s.name, level: s.level, description: s.description, sortOrder: i })));
  await db().insert(schema.problems).values({ id: "lin2-001", title: "t", statement: "Solve", answer: "x = 1", referenceSteps: ["x = 1"], difficulty: 1, source: "generated" });
  await db().insert(schema.problemSkills).values({ problemId: "lin2-001", skillId: "linear-two-step" });
  admin = (await createUser(db(), { username: "root", displayName: "Root", role: "teacher", isAdmin: true, passwordHash: "x" })).id;
  teacherA = (await createUser(db(), { username: "rivera", displayName: "Ms Rivera", role: "teacher", passwordHash: "x" })).id;
  s1 = (await createUser(db(), { username: "s1", displayName: "Sam", role: "student", passwordHash: "original-hash" })).id;
  classA = (await createClass(db(), teacherA, "Rivera P3")).id;
  await addClassMember(db(), classA, s1);
  const result = { steps: [{ index: 0, verdict: "incorrect" as const, score: 0, errorType: "sign" as const }], firstErrorIndex: 0, answerCorrect: false, checkers: ["exact" as const], model: { used: false, available: false } };
  subS1 = (await recordSubmission(db(), { userId: s1, problemId: "lin2-001", problemText: "Solve", steps: ["x = -1"], result, durationMs: 1 })).id;
  assignmentA = (await createAssignment(db(), { classId: classA, teacherId: teacherA, title: "HW", dueAt: null, problemIds: ["lin2-001"] })).id;
});

afterAll(async () => {
  await closeDb();
  fs.rmSync(tmp.dir, { recursive: true, force: true });
});

async function createTeacherAsAdmin(body: Record<string, unknown>) {
  await as(admin);
  return call(teachersRoute.POST(send("POST", "/api/admin/teachers", body), none));
}

describe("a second teacher cannot touch another class (issue 31, finding 2)", () => {
  let second = 0;

  it("the admin creates the second teacher, who is not an admin", async () => {
    const r = await createTeacherAsAdmin({ username: "lee", displayName: "Mr Lee", password: "a long initial pw" });
    expect(r.status).toBe(201);
    second = (r.body.teacher as { id: number }).id;
    expect(await findUserById(db(), second)).toMatchObject({ role: "teacher", isAdmin: false, displayName: "Mr Lee" });
    expect(r.text).not.toContain("passwordHash");
  });

  it("their class-bound powers are refused for a class that is not theirs, exactly like a missing one", async () => {
    const A = String(classA);
    const S = String(s1);
    const cells: [string, () => Promise<Response>, () => Promise<Response>][] = [
      ["reset s1's password", () => passwordRoute.POST(send("POST", "/", { password: "taken-over-123" }), params({ id: A, studentId: S })), () => passwordRoute.POST(send("POST", "/", { password: "taken-over-123" }), params({ id: "99999", studentId: S }))],
      ["rename s1", () => studentRoute.PATCH(send("PATCH", "/", { displayName: "pwned" }), params({ id: A, studentId: S })), () => studentRoute.PATCH(send("PATCH", "/", { displayName: "pwned" }), params({ id: "99999", studentId: S }))],
      ["remove s1", () => studentRoute.DELETE(send("DELETE", "/"), params({ id: A, studentId: S })), () => studentRoute.DELETE(send("DELETE", "/"), params({ id: "99999", studentId: S }))],
      ["unlock s1", () => unlockRoute.POST(send("POST", "/"), params({ id: A, studentId: S })), () => unlockRoute.POST(send("POST", "/"), params({ id: "99999", studentId: S }))],
      ["correct s1's verdict", () => correctionRoute.PUT(send("PUT", "/", { kind: "fine", stepIndex: 0 }), params({ id: String(subS1) })), () => correctionRoute.PUT(send("PUT", "/", { kind: "fine", stepIndex: 0 }), params({ id: "99999" }))],
      ["read s1's submission", () => submissionRoute.GET(get("/"), params({ id: String(subS1) })), () => submissionRoute.GET(get("/"), params({ id: "99999" }))],
      ["read s1's history", () => historyRoute.GET(get(`/api/progress/history?studentId=${s1}`), none), () => historyRoute.GET(get("/api/progress/history?studentId=99999"), none)],
      ["open class A", () => classRoute.GET(get("/"), params({ id: A })), () => classRoute.GET(get("/"), params({ id: "99999" }))],
      ["rename class A", () => classRoute.PATCH(send("PATCH", "/", { name: "mine" }), params({ id: A })), () => classRoute.PATCH(send("PATCH", "/", { name: "mine" }), params({ id: "99999" }))],
      ["class A's dashboard", () => dashboardRoute.GET(get("/api/dashboard/x"), params({ classId: A })), () => dashboardRoute.GET(get("/api/dashboard/x"), params({ classId: "99999" }))],
      ["class A's submissions", () => drillRoute.GET(get("/api/dashboard/x/submissions"), params({ classId: A })), () => drillRoute.GET(get("/api/dashboard/x/submissions"), params({ classId: "99999" }))],
      ["class A's corrections", () => correctionsExportRoute.GET(get("/"), params({ classId: A })), () => correctionsExportRoute.GET(get("/"), params({ classId: "99999" }))],
      ["class A's CSV", () => exportRoute.GET(get(`/api/export?classId=${A}&kind=submissions`), none), () => exportRoute.GET(get("/api/export?classId=99999&kind=submissions"), none)],
      ["class A's assignments", () => assignmentsRoute.GET(get(`/api/assignments?classId=${A}`), none), () => assignmentsRoute.GET(get("/api/assignments?classId=99999"), none)],
      ["assign to class A", () => assignmentsRoute.POST(send("POST", "/", { classId: classA, title: "x", problemIds: ["lin2-001"] }), none), () => assignmentsRoute.POST(send("POST", "/", { classId: 99999, title: "x", problemIds: ["lin2-001"] }), none)],
      ["edit A's assignment", () => assignmentRoute.PATCH(send("PATCH", "/", { title: "x" }), params({ id: String(assignmentA) })), () => assignmentRoute.PATCH(send("PATCH", "/", { title: "x" }), params({ id: "99999" }))],
      ["delete A's assignment", () => assignmentRoute.DELETE(send("DELETE", "/"), params({ id: String(assignmentA) })), () => assignmentRoute.DELETE(send("DELETE", "/"), params({ id: "99999" }))],
    ];
    const sessionOfS1 = (await createSession(db(), s1, 3600_000)).token;
    for (let i = 0; i < 5; i++) await recordLoginFailure(db(), "s1", "10.0.0.7");
    await as(second);
    const got: string[] = [];
    for (const [name, other, missing] of cells) {
      const o = await call(other());
      const m = await call(missing());
      got.push(`${name}: ${o.status}${JSON.stringify(o.body) === JSON.stringify(m.body) ? "" : " (differs from a missing one)"}`);
    }
    expect(got).toEqual(cells.map(([name]) => `${name}: 404`));
    // Nothing changed hands: same password, same name, still in the class, still signed in, still locked.
    expect(await findUserById(db(), s1)).toMatchObject({ passwordHash: "original-hash", displayName: "Sam" });
    expect(await isClassMember(db(), classA, s1)).toBe(true);
    expect((await findSessionUser(db(), sessionOfS1))?.id).toBe(s1);
    expect(await loginLockedUntil(db(), "s1", "10.0.0.7")).not.toBeNull();
    expect((await getSubmission(db(), subS1))!.outcome).toBe("incorrect");
    expect((await getClassById(db(), classA))!.name).toBe("Rivera P3");
    expect((await getAssignment(db(), assignmentA))!.title).toBe("HW");
  });

  it("through a class of their own they still cannot reach a student who is not in it", async () => {
    await as(second);
    const own = await call(classesRoute.POST(send("POST", "/api/classes", { name: "Lee P1" }), none));
    expect(own.status).toBe(201);
    const ownId = String((own.body.class as { id: number }).id);
    expect((await call(passwordRoute.POST(send("POST", "/", {}), params({ id: ownId, studentId: String(s1) })))).status).toBe(404);
    expect((await call(studentRoute.PATCH(send("PATCH", "/", { displayName: "x" }), params({ id: ownId, studentId: String(s1) })))).status).toBe(404);
    const list = await call(classesRoute.GET(get("/api/classes"), none));
    expect((list.body.classes as { name: string }[]).map((c) => c.name)).toEqual(["Lee P1"]);
    // and the admin endpoints are the admin's alone
    expect((await call(teachersRoute.GET(get("/api/admin/teachers"), none))).status).toBe(403);
    expect((await call(teachersRoute.POST(send("POST", "/", { username: "mole", password: "another long pw" }), none))).status).toBe(403);
    expect((await call(transferRoute.POST(send("POST", "/", { teacherId: second }), params({ id: String(classA) })))).status).toBe(403);
    expect((await call(teacherRoute.DELETE(send("DELETE", "/"), params({ id: String(teacherA) })))).status).toBe(403);
    expect(await findUserByUsername(db(), "mole")).toBeNull();
    expect((await getClassById(db(), classA))!.teacherId).toBe(teacherA);
    expect(await findUserById(db(), teacherA)).not.toBeNull();
  });

  it("the owning teacher, not being an admin either, keeps every power over their own class", async () => {
    await as(teacherA);
    expect((await call(studentRoute.PATCH(send("PATCH", "/", { displayName: "Sam R" }), params({ id: String(classA), studentId: String(s1) })))).status).toBe(200);
    expect((await call(unlockRoute.POST(send("POST", "/"), params({ id: String(classA), studentId: String(s1) })))).status).toBe(200);
    expect((await call(correctionRoute.PUT(send("PUT", "/", { kind: "fine", stepIndex: 0 }), params({ id: String(subS1) })))).status).toBe(200);
    expect((await call(correctionRoute.DELETE(send("DELETE", "/"), params({ id: String(subS1) })))).status).toBe(200);
    expect((await call(teachersRoute.GET(get("/api/admin/teachers"), none))).status).toBe(403);
  });
});

describe("the admin manages teacher accounts", () => {
  it("GET /api/admin/teachers: 401 signed out, 403 for students and teachers, every teacher and their classes for the admin", async () => {
    await as(null);
    expect((await call(teachersRoute.GET(get("/"), none))).status).toBe(401);
    await as(s1);
    expect((await call(teachersRoute.GET(get("/"), none))).status).toBe(403);
    await as(admin);
    const r = await call(teachersRoute.GET(get("/"), none));
    expect(r.status).toBe(200);
    const teachers = r.body.teachers as { username: string; isAdmin: boolean; classes: { id: number; studentCount: number }[] }[];
    expect(teachers.map((t) => t.username).sort()).toEqual(["lee", "rivera", "root"]);
    expect(teachers.find((t) => t.username === "rivera")).toMatchObject({ isAdmin: false, classes: [{ id: classA, studentCount: 1 }] });
    expect(r.text).not.toContain("s1");
    expect(r.text).not.toContain("passwordHash");
  });

  it("POST refuses a taken username (any case), a short or guessable password, and a request to make an admin", async () => {
    expect((await createTeacherAsAdmin({ username: "LEE", password: "a long initial pw" })).status).toBe(409);
    expect((await createTeacherAsAdmin({ username: "Rivera", password: "a long initial pw" })).status).toBe(409);
    expect((await createTeacherAsAdmin({ username: "kim", password: "short" })).status).toBe(400);
    expect((await createTeacherAsAdmin({ username: "kim", password: "12345678" })).status).toBe(400); // newPasswordSchema: guessable
    expect((await createTeacherAsAdmin({ username: "kim", password: "a long initial pw", isAdmin: true })).status).toBe(400);
    expect(await findUserByUsername(db(), "kim")).toBeNull();
    await as(null);
    expect((await call(teachersRoute.POST(send("POST", "/", { username: "kim", password: "a long initial pw" }), none))).status).toBe(401);
  });

  it("after a transfer the class's assignments still work: the students and the new teacher see the old teacher's assigned problem", async () => {
    await db().insert(schema.problems).values({ id: "t-riv-1", title: "Rivera's", statement: "Solve 3x = 9", answer: "x = 3", referenceSteps: ["x = 3"], difficulty: 1, source: "teacher", authorId: teacherA });
    await db().insert(schema.problems).values({ id: "t-riv-2", title: "Rivera's other", statement: "Solve 4x = 8", answer: "x = 2", referenceSteps: ["x = 2"], difficulty: 1, source: "teacher", authorId: teacherA });
    await createAssignment(db(), { classId: classA, teacherId: teacherA, title: "Private HW", dueAt: null, problemIds: ["t-riv-1"] });
    const outsider = (await createUser(db(), { username: "outsider", displayName: "Out", role: "student", passwordHash: "x" })).id;
    const mover = (await createTeacherAsAdmin({ username: "mover", password: "a long initial pw" })).body.teacher as { id: number };
    const seen = async (who: number, id: string) => {
      await as(who);
      return (await call(problemRoute.GET(get("/"), params({ id })))).status;
    };
    expect(await seen(s1, "t-riv-1")).toBe(200);
    expect(await seen(mover.id, "t-riv-1")).toBe(404);
    await as(admin);
    expect((await call(transferRoute.POST(send("POST", "/", { teacherId: mover.id }), params({ id: String(classA) })))).status).toBe(200);
    expect(await seen(s1, "t-riv-1")).toBe(200); // still assigned to s1's class
    expect(await seen(mover.id, "t-riv-1")).toBe(200); // assigned in the class mover now owns
    expect(await seen(s1, "t-riv-2")).toBe(404); // never assigned: Rivera's own
    expect(await seen(mover.id, "t-riv-2")).toBe(404);
    expect(await seen(outsider, "t-riv-1")).toBe(404);
    await as(admin);
    expect((await call(transferRoute.POST(send("POST", "/", { teacherId: teacherA }), params({ id: String(classA) })))).status).toBe(200);
    expect((await call(teacherRoute.DELETE(send("DELETE", "/"), params({ id: String(mover.id) })))).status).toBe(200);
  });

  it("a class moves to another teacher: the new one has it, the old one no longer", async () => {
    const kim = (await createTeacherAsAdmin({ username: "kim", password: "a long initial pw" })).body.teacher as { id: number };
    await as(admin);
    const transfer = (classId: number | string, teacherId: number) => call(transferRoute.POST(send("POST", "/", { teacherId }), params({ id: String(classId) })));
    expect((await transfer(classA, s1)).status).toBe(404); // a student cannot own a class
    expect((await transfer(classA, 99999)).status).toBe(404);
    expect((await transfer(99999, kim.id)).status).toBe(404);
    const r = await transfer(classA, kim.id);
    expect(r.status).toBe(200);
    expect(r.body.class).toMatchObject({ id: classA, teacherId: kim.id });
    await as(kim.id);
    expect((await call(classRoute.GET(get("/"), params({ id: String(classA) })))).status).toBe(200);
    expect((await call(historyRoute.GET(get(`/api/progress/history?studentId=${s1}`), none))).status).toBe(200);
    await as(teacherA);
    expect((await call(classRoute.GET(get("/"), params({ id: String(classA) })))).status).toBe(404);
    expect((await call(passwordRoute.POST(send("POST", "/", {}), params({ id: String(classA), studentId: String(s1) })))).status).toBe(404);
  });

  it("a teacher who still owns a class is not removed; once transferred, they are: problems and assignments pass to the admin, sessions end", async () => {
    const kim = (await findUserByUsername(db(), "kim"))!;
    await as(kim.id);
    const kimSession = tokens.get(kim.id)!;
    await db().insert(schema.problems).values({ id: "t-kim-1", title: "Kim's", statement: "Solve 2x = 4", answer: "x = 2", referenceSteps: ["x = 2"], difficulty: 1, source: "teacher", authorId: kim.id });
    const kimsAssignment = (await createAssignment(db(), { classId: classA, teacherId: kim.id, title: "Kim HW", dueAt: null, problemIds: ["lin2-001"] })).id;
    for (let i = 0; i < 5; i++) await recordLoginFailure(db(), "kim", "10.0.0.8");
    await as(admin);
    const del = (id: number) => call(teacherRoute.DELETE(send("DELETE", "/"), params({ id: String(id) })));
    const refused = await del(kim.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ message: expect.stringMatching(/transfer/i) });
    expect(await findUserById(db(), kim.id)).not.toBeNull();
    expect((await call(transferRoute.POST(send("POST", "/", { teacherId: teacherA }), params({ id: String(classA) })))).status).toBe(200);
    const ok = await del(kim.id);
    expect(ok.status).toBe(200);
    expect(await findUserById(db(), kim.id)).toBeNull();
    expect(await findSessionUser(db(), kimSession)).toBeNull();
    expect(await loginLockedUntil(db(), "kim", "10.0.0.8")).toBeNull();
    expect((await db().select().from(schema.problems)).find((p) => p.id === "t-kim-1")?.authorId).toBe(admin);
    expect(await getAssignment(db(), kimsAssignment)).toMatchObject({ title: "Kim HW", createdBy: admin });
    expect(await isClassMember(db(), classA, s1)).toBe(true);
    expect((await del(kim.id)).status).toBe(404);
  });

  it("students, admins and the admin themself are not removed here", async () => {
    await as(admin);
    const del = (id: number) => call(teacherRoute.DELETE(send("DELETE", "/"), params({ id: String(id) })));
    expect((await del(s1)).status).toBe(404);
    expect((await del(admin)).status).toBe(403);
    const other = (await createUser(db(), { username: "root2", displayName: "Root 2", role: "teacher", isAdmin: true, passwordHash: "x" })).id;
    expect((await del(other)).status).toBe(403);
    expect(await findUserById(db(), s1)).not.toBeNull();
    expect(await findUserById(db(), admin)).not.toBeNull();
    expect(await findUserById(db(), other)).not.toBeNull();
  });
});
