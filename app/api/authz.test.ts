// Authorisation over every data route this module owns, through the real route handlers and a
// real temp SQLite database. Only the cookie jar of next/headers is replaced (it needs a Next
// request context); sessions are real rows created by createSession.
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const tmp = await vi.hoisted(async () => (await import("@/lib/test/route-harness")).useTempDatabase("authz"));

vi.mock("next/headers", async () => (await import("@/lib/test/route-harness")).nextHeadersMock(tmp.jar));

const { closeDb, getDb } = await import("@/db/client");
const { migrateDb } = await import("@/db/migrate");
const schema = await import("@/db/schema");
const { createSession, findSessionUser } = await import("@/db/queries/sessions");
const { createClass, addClassMember, isClassMember } = await import("@/db/queries/classes");
const { createUser, findUserById } = await import("@/db/queries/users");
const { recordSubmission } = await import("@/db/queries/submissions");
const { SKILLS } = await import("@/lib/bank/skills");

const classesRoute = await import("./classes/route");
const classRoute = await import("./classes/[id]/route");
const joinCodeRoute = await import("./classes/[id]/join-code/route");
const studentRoute = await import("./classes/[id]/students/[studentId]/route");
const passwordRoute = await import("./classes/[id]/students/[studentId]/password/route");
const progressRoute = await import("./progress/route");
const historyRoute = await import("./progress/history/route");
const practiceRoute = await import("./practice/next/route");
const submissionRoute = await import("./submissions/[id]/route");
const setupRoute = await import("./auth/setup/route");
const joinRoute = await import("./auth/join/route");
const logoutRoute = await import("./auth/logout/route");
const unlockRoute = await import("./classes/[id]/students/[studentId]/unlock/route");
const dashboardRoute = await import("./dashboard/[classId]/route");
const drillRoute = await import("./dashboard/[classId]/submissions/route");
const exportRoute = await import("./export/route");
const assignmentsRoute = await import("./assignments/route");
const attemptsRoute = await import("./attempts/route");
const problemsRoute = await import("./problems/route");
const problemRoute = await import("./problems/[id]/route");
const checkRoute = await import("./check/route");
const correctionRoute = await import("./submissions/[id]/correction/route");
const correctionsExportRoute = await import("./dashboard/[classId]/corrections/route");
const assignmentRoute = await import("./assignments/[id]/route");
const adminTeachersRoute = await import("./admin/teachers/route");
const adminTeacherRoute = await import("./admin/teachers/[id]/route");
const transferRoute = await import("./admin/classes/[id]/transfer/route");
const { createAssignment } = await import("@/db/queries/assignments");
const healthRoute = await import("./health/route");
const { recordLoginFailure, loginLockedUntil } = await import("@/db/queries/login-attempts");

type Who = "none" | "teacherA" | "teacherB" | "s1" | "s2" | "s3";
const ids = {} as Record<Exclude<Who, "none">, number>;
const tokens = {} as Record<Exclude<Who, "none">, string>;
let classA = 0;
let classB = 0;
let subS1 = 0;
let subAnon = 0;

const db = () => getDb();

function as(who: Who) {
  tmp.jar.clear();
  if (who !== "none") tmp.jar.set("sw_session", tokens[who]);
}

const url = (p: string) => `http://localhost${p}`;
const get = (p: string) => new Request(url(p));
const send = (method: string, p: string, body?: unknown) =>
  new Request(url(p), { method, headers: { "content-type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });
const params = <T extends Record<string, string>>(p: T) => ({ params: Promise.resolve(p) });

async function call(res: Promise<Response>): Promise<{ status: number; body: Record<string, unknown>; text: string }> {
  const r = await res;
  const text = await r.text();
  const json = (r.headers.get("content-type") ?? "").includes("application/json");
  return { status: r.status, body: text && json ? JSON.parse(text) : {}, text };
}

beforeAll(async () => {
  await migrateDb();
  await db().insert(schema.skills).values(SKILLS.map((s, i) => ({ id: s.id, name: s.name, level: s.level, description: s.description, sortOrder: i })));
  for (const [id, skill, difficulty] of [
    ["lin2-001", "linear-two-step", 1],
    ["lin2-002", "linear-two-step", 2],
    ["frac-001", "fraction-add-sub", 1],
  ] as const) {
    await db().insert(schema.problems).values({ id, title: id, statement: `Solve ${id}`, answer: "x = 1", referenceSteps: ["x = 1"], difficulty, source: "generated" });
    await db().insert(schema.problemSkills).values({ problemId: id, skillId: skill });
  }
  const mk = async (who: Exclude<Who, "none">, role: "teacher" | "student") => {
    ids[who] = (await createUser(db(), { username: who, displayName: who, role, passwordHash: "x" })).id;
    tokens[who] = (await createSession(db(), ids[who], 3600_000)).token;
  };
  await mk("teacherA", "teacher");
  await mk("teacherB", "teacher");
  await mk("s1", "student");
  await mk("s2", "student");
  await mk("s3", "student");
  classA = (await createClass(db(), ids.teacherA, "A")).id;
  classB = (await createClass(db(), ids.teacherB, "B")).id;
  await addClassMember(db(), classA, ids.s1);
  await addClassMember(db(), classA, ids.s2);
  await addClassMember(db(), classB, ids.s3);
  const result = { steps: [{ index: 0, verdict: "incorrect" as const, score: 0, errorType: "sign" as const, message: "look at the sign" }], firstErrorIndex: 0, answerCorrect: false, checkers: ["exact" as const], model: { used: false, available: false } };
  subS1 = (await recordSubmission(db(), { userId: ids.s1, problemId: "lin2-001", problemText: "Solve lin2-001", steps: ["x = -1"], result, durationMs: 1 })).id;
  subAnon = (await recordSubmission(db(), { userId: null, problemId: "lin2-001", problemText: "Solve lin2-001", steps: ["x = -1"], result, durationMs: 1 })).id;
});

afterAll(async () => {
  await closeDb();
  fs.rmSync(tmp.dir, { recursive: true, force: true });
});

describe("classes", () => {
  it("GET /api/classes: 401 without a session, 403 for a student, only own classes for a teacher", async () => {
    as("none");
    expect((await call(classesRoute.GET(get("/api/classes"), undefined as never))).status).toBe(401);
    as("s1");
    expect((await call(classesRoute.GET(get("/api/classes"), undefined as never))).status).toBe(403);
    as("teacherA");
    const r = await call(classesRoute.GET(get("/api/classes"), undefined as never));
    expect(r.status).toBe(200);
    expect((r.body.classes as { id: number }[]).map((c) => c.id)).toEqual([classA]);
    expect(r.text).not.toContain('"B"');
  });

  it("POST /api/classes: denied to no session and students", async () => {
    as("none");
    expect((await call(classesRoute.POST(send("POST", "/api/classes", { name: "X" }), undefined as never))).status).toBe(401);
    as("s1");
    expect((await call(classesRoute.POST(send("POST", "/api/classes", { name: "X" }), undefined as never))).status).toBe(403);
    as("teacherB");
    const r = await call(classesRoute.POST(send("POST", "/api/classes", { name: "Period 5" }), undefined as never));
    expect(r.status).toBe(201);
    expect((r.body.class as { joinCode: string }).joinCode).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  });

  it("another teacher's class is indistinguishable from a missing one", async () => {
    as("teacherB");
    const other = await call(classRoute.GET(get(`/api/classes/${classA}`), params({ id: String(classA) })));
    const missing = await call(classRoute.GET(get("/api/classes/99999"), params({ id: "99999" })));
    expect(other.status).toBe(404);
    expect(other.body).toEqual(missing.body);
    expect(other.text).not.toContain("s1");
    for (const res of [
      classRoute.PATCH(send("PATCH", `/api/classes/${classA}`, { name: "mine now" }), params({ id: String(classA) })),
      joinCodeRoute.POST(send("POST", `/api/classes/${classA}/join-code`), params({ id: String(classA) })),
      studentRoute.PATCH(send("PATCH", "/", { displayName: "x" }), params({ id: String(classA), studentId: String(ids.s1) })),
      studentRoute.DELETE(send("DELETE", "/"), params({ id: String(classA), studentId: String(ids.s1) })),
      passwordRoute.POST(send("POST", "/", {}), params({ id: String(classA), studentId: String(ids.s1) })),
    ]) {
      const r = await call(res);
      expect(r.status).toBe(404);
      expect(r.text).not.toMatch(/password"|joinCode/);
    }
    expect(await isClassMember(db(), classA, ids.s1)).toBe(true);
    expect((await findSessionUser(db(), tokens.s1))?.id).toBe(ids.s1);
  });

  it("class routes: 401 without a session, 403 for students", async () => {
    for (const who of ["none", "s1"] as const) {
      as(who);
      const expected = who === "none" ? 401 : 403;
      expect((await call(classRoute.GET(get("/"), params({ id: String(classA) })))).status).toBe(expected);
      expect((await call(classRoute.PATCH(send("PATCH", "/", { name: "n" }), params({ id: String(classA) })))).status).toBe(expected);
      expect((await call(joinCodeRoute.POST(send("POST", "/"), params({ id: String(classA) })))).status).toBe(expected);
      expect((await call(studentRoute.PATCH(send("PATCH", "/", { displayName: "x" }), params({ id: String(classA), studentId: String(ids.s2) })))).status).toBe(expected);
      expect((await call(studentRoute.DELETE(send("DELETE", "/"), params({ id: String(classA), studentId: String(ids.s2) })))).status).toBe(expected);
      expect((await call(passwordRoute.POST(send("POST", "/", {}), params({ id: String(classA), studentId: String(ids.s2) })))).status).toBe(expected);
    }
  });

  it("a teacher cannot manage a student of someone else's class through their own class id", async () => {
    as("teacherA");
    const r = await call(passwordRoute.POST(send("POST", "/", {}), params({ id: String(classA), studentId: String(ids.s3) })));
    expect(r.status).toBe(404);
    expect((await call(studentRoute.DELETE(send("DELETE", "/"), params({ id: String(classA), studentId: String(ids.s3) })))).status).toBe(404);
    expect(await isClassMember(db(), classB, ids.s3)).toBe(true);
  });

  it("the owning teacher renames, regenerates the code, and resets a password (sessions end)", async () => {
    as("teacherA");
    expect((await call(classRoute.PATCH(send("PATCH", "/", { name: "Algebra 1" }), params({ id: String(classA) })))).status).toBe(200);
    const code = await call(joinCodeRoute.POST(send("POST", "/"), params({ id: String(classA) })));
    expect(code.body.joinCode).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    const rename = await call(studentRoute.PATCH(send("PATCH", "/", { displayName: "Sam One" }), params({ id: String(classA), studentId: String(ids.s1) })));
    expect(rename.status).toBe(200);
    expect((await findUserById(db(), ids.s1))?.displayName).toBe("Sam One");
    const reset = await call(passwordRoute.POST(send("POST", "/", {}), params({ id: String(classA), studentId: String(ids.s2) })));
    expect(reset.status).toBe(200);
    expect(reset.body.password).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/);
    expect(await findSessionUser(db(), tokens.s2)).toBeNull();
    tokens.s2 = (await createSession(db(), ids.s2, 3600_000)).token;
  });
});

describe("progress, history, practice, submissions", () => {
  it("without a session every data route answers 401", async () => {
    as("none");
    expect((await call(progressRoute.GET(get("/api/progress"), undefined as never))).status).toBe(401);
    expect((await call(historyRoute.GET(get("/api/progress/history"), undefined as never))).status).toBe(401);
    expect((await call(practiceRoute.GET(get("/api/practice/next"), undefined as never))).status).toBe(401);
    expect((await call(submissionRoute.GET(get("/"), params({ id: String(subS1) })))).status).toBe(401);
  });

  it("a student sees only their own progress and history", async () => {
    as("s2");
    for (const route of [progressRoute, historyRoute]) {
      const other = await call(route.GET(get(`/api/x?studentId=${ids.s1}`), undefined as never));
      const missing = await call(route.GET(get("/api/x?studentId=99999"), undefined as never));
      expect(other.status).toBe(404);
      expect(other.body).toEqual(missing.body);
    }
    const own = await call(historyRoute.GET(get("/api/progress/history"), undefined as never));
    expect(own.status).toBe(200);
    expect(own.body.attempts).toEqual([]);
  });

  it("a teacher sees students of their classes only", async () => {
    as("teacherB");
    expect((await call(progressRoute.GET(get(`/api/progress?studentId=${ids.s1}`), undefined as never))).status).toBe(404);
    expect((await call(historyRoute.GET(get(`/api/progress/history?studentId=${ids.s1}`), undefined as never))).status).toBe(404);
    as("teacherA");
    const h = await call(historyRoute.GET(get(`/api/progress/history?studentId=${ids.s1}`), undefined as never));
    expect(h.status).toBe(200);
    expect((h.body.attempts as { id: number }[]).map((a) => a.id)).toEqual([subS1]);
    const p = await call(progressRoute.GET(get(`/api/progress?studentId=${ids.s1}`), undefined as never));
    expect(p.status).toBe(200);
  });

  it("submissions: owner and their teacher only; anonymous attempts belong to no one", async () => {
    const at = (who: Who, id: number) => {
      as(who);
      return call(submissionRoute.GET(get("/"), params({ id: String(id) })));
    };
    expect((await at("s1", subS1)).status).toBe(200);
    expect((await at("teacherA", subS1)).status).toBe(200);
    const other = await at("s2", subS1);
    const missing = await at("s2", 99999);
    expect(other.status).toBe(404);
    expect(other.body).toEqual(missing.body);
    expect(other.text).not.toContain("x = -1");
    expect((await at("teacherB", subS1)).status).toBe(404);
    expect((await at("s3", subS1)).status).toBe(404);
    expect((await at("s1", subAnon)).status).toBe(404);
    expect((await at("teacherA", subAnon)).status).toBe(404);
  });

  it("practice is for students; it names its reason", async () => {
    as("teacherA");
    expect((await call(practiceRoute.GET(get("/api/practice/next"), undefined as never))).status).toBe(403);
    as("s1");
    const r = await call(practiceRoute.GET(get("/api/practice/next"), undefined as never));
    expect(r.status).toBe(200);
    // s1's only attempt was a sign error on lin2-001: practice targets linear-two-step, not the same problem
    expect(r.body.skillId).toBe("linear-two-step");
    expect((r.body.problem as { id: string }).id).toBe("lin2-002");
    expect(r.body.reason).toMatch(/sign errors/);
    expect(r.text).not.toContain("referenceSteps");
  });

  it("bad ids are rejected before anything is looked up", async () => {
    as("s1");
    expect((await call(submissionRoute.GET(get("/"), params({ id: "1 or 1=1" })))).status).toBe(400);
    expect((await call(historyRoute.GET(get("/api/progress/history?studentId=abc"), undefined as never))).status).toBe(400);
  });
});

describe("accounts", () => {
  it("setup is refused once any user exists", async () => {
    as("none");
    const r = await call(setupRoute.POST(send("POST", "/api/auth/setup", { username: "root", password: "long-enough-pw" }), undefined as never));
    expect(r.status).toBe(409);
  });

  it("join: unknown code 404, taken username 409, new student is signed in and in the class", async () => {
    as("none");
    expect((await call(joinRoute.POST(send("POST", "/", { code: "ZZZZ-ZZZZ", username: "newkid", password: "maple-river-31" }), undefined as never))).status).toBe(404);
    const cls = (await db().select().from(schema.classes)).find((c) => c.id === classB)!;
    expect((await call(joinRoute.POST(send("POST", "/", { code: cls.joinCode, username: "TEACHERa", password: "maple-river-31" }), undefined as never))).status).toBe(409);
    expect((await call(joinRoute.POST(send("POST", "/", { code: cls.joinCode, username: "a b", password: "maple-river-31" }), undefined as never))).status).toBe(400);
    expect((await call(joinRoute.POST(send("POST", "/", { code: cls.joinCode, username: "newkid", password: "short" }), undefined as never))).status).toBe(400);
    const ok = await call(joinRoute.POST(send("POST", "/", { code: cls.joinCode.toLowerCase().replace("-", ""), username: "newkid", password: "maple-river-31" }), undefined as never));
    expect(ok.status).toBe(201);
    const token = tmp.jar.get("sw_session")!;
    const user = (await findSessionUser(db(), token))!;
    expect(user.username).toBe("newkid");
    expect(user.role).toBe("student");
    expect(await isClassMember(db(), classB, user.id)).toBe(true);
    expect(ok.text).not.toContain("passwordHash");
  });

  it("a signed-in teacher cannot join a class as a student", async () => {
    as("teacherA");
    const cls = (await db().select().from(schema.classes)).find((c) => c.id === classB)!;
    expect((await call(joinRoute.POST(send("POST", "/", { code: cls.joinCode }), undefined as never))).status).toBe(403);
  });
});



// ---------------------------------------------------------------------------------------------
// Every route × every role (issue 12). Roles, relative to class A (teacher A's):
//   none      anonymous
//   s1        a student of class A
//   s3        a student of another class (B)
//   shared    a student who made their account in class A and later joined class B too
//   teacherB  a teacher (not an admin) who does not own class A (but has the shared student in class B)
//   teacherA  the owning teacher (not an admin either), who also manages the shared student's account
//   admin     the admin, with no classes of their own (issue 31: teachers are no longer admins)
describe("route × role matrix (issue 12)", () => {
  type Role = "none" | "s1" | "s3" | "shared" | "teacherB" | "teacherA" | "admin";
  const ROLES: Role[] = ["none", "s1", "s3", "shared", "teacherB", "teacherA", "admin"];
  const extra = {} as Record<"shared" | "admin" | "s5" | "leaver" | "assignmentA", number>;
  const extraTokens = {} as Record<"shared" | "admin", string>;
  let subSharedBefore = 0;
  let subSharedAfter = 0;
  let classC = 0;
  const T = (d: number) => new Date(Date.UTC(2026, 0, 1 + d));

  async function asRole(r: Role) {
    tmp.jar.clear();
    if (r === "none") return;
    // An admin's password reset (a cell below) ends the shared student's sessions: sign in again.
    if (r === "shared" && !await findSessionUser(db(), extraTokens.shared)) extraTokens.shared = (await createSession(db(), extra.shared, 3600_000)).token;
    const token = r === "shared" || r === "admin" ? extraTokens[r] : tokens[r as Exclude<Who, "none">];
    tmp.jar.set("sw_session", token);
  }

  beforeAll(async () => {
    const result = { steps: [{ index: 0, verdict: "incorrect" as const, score: 0, errorType: "sign" as const, message: "look at the sign" }], firstErrorIndex: 0, answerCorrect: false, checkers: ["exact" as const], model: { used: false, available: false } };
    extra.shared = (await createUser(db(), { username: "shared", displayName: "Shared Kid", role: "student", passwordHash: "x" })).id;
    extraTokens.shared = (await createSession(db(), extra.shared, 3600_000)).token;
    extra.admin = (await createUser(db(), { username: "admin", displayName: "Admin", role: "teacher", isAdmin: true, passwordHash: "x" })).id;
    extraTokens.admin = (await createSession(db(), extra.admin, 3600_000)).token;
    extra.s5 = (await createUser(db(), { username: "s5", displayName: "s5", role: "student", passwordHash: "x" })).id;
    // The shared student's account came with class A; class B was joined later.
    await db().insert(schema.classMembers).values({ classId: classA, studentId: extra.shared, joinedAt: T(0) });
    subSharedBefore = (await recordSubmission(db(), { userId: extra.shared, problemId: "lin2-002", problemText: "before B", steps: ["x = 7"], result, durationMs: 1, createdAt: T(1) })).id;
    await db().insert(schema.classMembers).values({ classId: classB, studentId: extra.shared, joinedAt: T(2) });
    subSharedAfter = (await recordSubmission(db(), { userId: extra.shared, problemId: "lin2-002", problemText: "after B", steps: ["x = 8"], result, durationMs: 1, createdAt: T(3) })).id;
    await addClassMember(db(), classA, extra.s5);
    classC = (await createClass(db(), extra.admin, "C")).id;
    extra.leaver = (await createUser(db(), { username: "leaver", displayName: "Leaving Teacher", role: "teacher", passwordHash: "x" })).id;
    extra.assignmentA = (await createAssignment(db(), { classId: classA, teacherId: ids.teacherA, title: "HW A", dueAt: null, problemIds: ["lin2-001"] })).id;
    // Teacher A's private problem: visible to teacher A and the students of A's classes only.
    await db().insert(schema.problems).values({ id: "priv-a-001", title: "Private A", statement: "Solve 2x = 4 (private)", answer: "x = 2", referenceSteps: ["x = 2"], difficulty: 1, source: "teacher", authorId: ids.teacherA });
    await db().insert(schema.problemSkills).values({ problemId: "priv-a-001", skillId: "linear-two-step" });
  });

  const A = () => String(classA);
  type Cell = { name: string; call: () => Promise<Response>; expect: Record<Role, number> };
  const guest = { none: 401, s1: 403, s3: 403, shared: 403 } as const;
  const cells = (): Cell[] => [
    { name: "GET /api/classes", call: () => classesRoute.GET(get("/api/classes"), undefined as never), expect: { ...guest, teacherB: 200, teacherA: 200, admin: 200 } },
    { name: "GET /api/classes/A", call: () => classRoute.GET(get("/"), params({ id: A() })), expect: { ...guest, teacherB: 404, teacherA: 200, admin: 404 } },
    { name: "PATCH /api/classes/A", call: () => classRoute.PATCH(send("PATCH", "/", { name: "Algebra 1" }), params({ id: A() })), expect: { ...guest, teacherB: 404, teacherA: 200, admin: 404 } },
    { name: "POST /api/classes/A/join-code", call: () => joinCodeRoute.POST(send("POST", "/"), params({ id: A() })), expect: { ...guest, teacherB: 404, teacherA: 200, admin: 404 } },
    { name: "GET /api/dashboard/A", call: () => dashboardRoute.GET(get("/api/dashboard/x"), params({ classId: A() })), expect: { ...guest, teacherB: 404, teacherA: 200, admin: 404 } },
    { name: "GET /api/dashboard/A/submissions", call: () => drillRoute.GET(get("/api/dashboard/x/submissions"), params({ classId: A() })), expect: { ...guest, teacherB: 404, teacherA: 200, admin: 404 } },
    { name: "GET /api/export", call: () => exportRoute.GET(get(`/api/export?classId=${A()}&kind=submissions`), undefined as never), expect: { ...guest, teacherB: 404, teacherA: 200, admin: 404 } },
    { name: "GET /api/assignments?classId=A", call: () => assignmentsRoute.GET(get(`/api/assignments?classId=${A()}`), undefined as never), expect: { none: 401, s1: 403, s3: 403, shared: 403, teacherB: 404, teacherA: 200, admin: 404 } },
    { name: "POST /api/assignments", call: () => assignmentsRoute.POST(send("POST", "/api/assignments", { classId: classA, title: "HW", problemIds: ["lin2-001"] }), undefined as never), expect: { ...guest, teacherB: 404, teacherA: 201, admin: 404 } },
    { name: "GET /api/progress?studentId=s1", call: () => progressRoute.GET(get(`/api/progress?studentId=${ids.s1}`), undefined as never), expect: { none: 401, s1: 200, s3: 404, shared: 404, teacherB: 404, teacherA: 200, admin: 404 } },
    { name: "GET /api/progress/history?studentId=s1", call: () => historyRoute.GET(get(`/api/progress/history?studentId=${ids.s1}`), undefined as never), expect: { none: 401, s1: 200, s3: 404, shared: 404, teacherB: 404, teacherA: 200, admin: 404 } },
    { name: "GET /api/progress/history?studentId=shared", call: () => historyRoute.GET(get(`/api/progress/history?studentId=${extra.shared}`), undefined as never), expect: { none: 401, s1: 404, s3: 404, shared: 200, teacherB: 200, teacherA: 200, admin: 404 } },
    { name: "GET /api/submissions/s1's", call: () => submissionRoute.GET(get("/"), params({ id: String(subS1) })), expect: { none: 401, s1: 200, s3: 404, shared: 404, teacherB: 404, teacherA: 200, admin: 404 } },
    { name: "GET /api/submissions/shared's before joining B", call: () => submissionRoute.GET(get("/"), params({ id: String(subSharedBefore) })), expect: { none: 401, s1: 404, s3: 404, shared: 200, teacherB: 404, teacherA: 200, admin: 404 } },
    { name: "GET /api/submissions/shared's after joining B", call: () => submissionRoute.GET(get("/"), params({ id: String(subSharedAfter) })), expect: { none: 401, s1: 404, s3: 404, shared: 200, teacherB: 200, teacherA: 200, admin: 404 } },
    { name: "GET /api/attempts", call: () => attemptsRoute.GET(get("/api/attempts"), undefined as never), expect: { none: 401, s1: 200, s3: 200, shared: 200, teacherB: 200, teacherA: 200, admin: 200 } },
    { name: "GET /api/practice/next", call: () => practiceRoute.GET(get("/api/practice/next"), undefined as never), expect: { none: 401, s1: 200, s3: 200, shared: 200, teacherB: 403, teacherA: 403, admin: 403 } },
    { name: "GET /api/problems/priv-a-001", call: () => problemRoute.GET(get("/"), params({ id: "priv-a-001" })), expect: { none: 404, s1: 200, s3: 404, shared: 200, teacherB: 404, teacherA: 200, admin: 404 } },
    { name: "POST /api/check on A's private problem", call: () => checkRoute.POST(send("POST", "/api/check", { problemId: "priv-a-001", steps: ["x = 2"] }), undefined as never), expect: { none: 404, s1: 200, s3: 404, shared: 200, teacherB: 404, teacherA: 200, admin: 404 } },
    { name: "POST /api/problems (author)", call: () => problemsRoute.POST(send("POST", "/api/problems", { statement: "Solve: x + 1 = 3", answer: "x = 2", referenceSteps: ["x = 3 - 1", "x = 2"], skills: ["linear-one-step"], difficulty: 1 }), undefined as never), expect: { none: 401, s1: 403, s3: 403, shared: 403, teacherB: 201, teacherA: 201, admin: 201 } },
    { name: "GET /api/health", call: () => healthRoute.GET(get("/api/health"), undefined as never), expect: { none: 200, s1: 200, s3: 200, shared: 200, teacherB: 200, teacherA: 200, admin: 200 } },
    { name: "POST /api/auth/setup", call: () => setupRoute.POST(send("POST", "/", { username: "root", password: "long-enough-pw" }), undefined as never), expect: { none: 409, s1: 409, s3: 409, shared: 409, teacherB: 409, teacherA: 409, admin: 409 } },
    // Account management of the SHARED student through class A (teacher A manages the account).
    { name: "PATCH rename shared via A", call: () => studentRoute.PATCH(send("PATCH", "/", { displayName: "Shared Kid" }), params({ id: A(), studentId: String(extra.shared) })), expect: { ...guest, teacherB: 404, teacherA: 200, admin: 200 } },
    { name: "POST unlock shared via A", call: () => unlockRoute.POST(send("POST", "/"), params({ id: A(), studentId: String(extra.shared) })), expect: { ...guest, teacherB: 404, teacherA: 200, admin: 200 } },
    // ... and through class B, teacher B's own class: B sees the student but may not take the account over.
    { name: "PATCH rename shared via B", call: () => studentRoute.PATCH(send("PATCH", "/", { displayName: "Renamed by B" }), params({ id: String(classB), studentId: String(extra.shared) })), expect: { ...guest, teacherB: 403, teacherA: 404, admin: 200 } },
    { name: "POST password shared via B", call: () => passwordRoute.POST(send("POST", "/", { password: "taken-over-123" }), params({ id: String(classB), studentId: String(extra.shared) })), expect: { ...guest, teacherB: 403, teacherA: 404, admin: 200 } },
    { name: "POST unlock shared via B", call: () => unlockRoute.POST(send("POST", "/"), params({ id: String(classB), studentId: String(extra.shared) })), expect: { ...guest, teacherB: 200, teacherA: 404, admin: 200 } },
    // Corrections, the corrections export and assignment edits: the class's own teacher (corrections: also the admin).
    { name: "PUT correction on s1's", call: () => correctionRoute.PUT(send("PUT", "/", { kind: "fine", stepIndex: 0 }), params({ id: String(subS1) })), expect: { ...guest, teacherB: 404, teacherA: 200, admin: 200 } },
    { name: "PUT correction on shared's before joining B", call: () => correctionRoute.PUT(send("PUT", "/", { kind: "fine", stepIndex: 0 }), params({ id: String(subSharedBefore) })), expect: { ...guest, teacherB: 404, teacherA: 200, admin: 200 } },
    { name: "PUT correction on shared's after joining B", call: () => correctionRoute.PUT(send("PUT", "/", { kind: "fine", stepIndex: 0 }), params({ id: String(subSharedAfter) })), expect: { ...guest, teacherB: 200, teacherA: 200, admin: 200 } },
    { name: "GET /api/dashboard/A/corrections", call: () => correctionsExportRoute.GET(get("/"), params({ classId: A() })), expect: { ...guest, teacherB: 404, teacherA: 200, admin: 404 } },
    { name: "PATCH /api/assignments/A's", call: () => assignmentRoute.PATCH(send("PATCH", "/", { title: "HW A" }), params({ id: String(extra.assignmentA) })), expect: { ...guest, teacherB: 404, teacherA: 200, admin: 404 } },
    { name: "POST unlock s1 via A", call: () => unlockRoute.POST(send("POST", "/"), params({ id: A(), studentId: String(ids.s1) })), expect: { ...guest, teacherB: 404, teacherA: 200, admin: 200 } },
    { name: "PATCH /api/problems/priv-a-001 (archive: the author only)", call: () => problemRoute.PATCH(send("PATCH", "/", { archived: false }), params({ id: "priv-a-001" })), expect: { ...guest, teacherB: 404, teacherA: 200, admin: 404 } },
    // Teacher accounts and class transfers: the admin's alone (403 for every other role, the endpoint is no secret).
    { name: "GET /api/admin/teachers", call: () => adminTeachersRoute.GET(get("/"), undefined as never), expect: { ...guest, teacherB: 403, teacherA: 403, admin: 200 } },
    { name: "POST /api/admin/teachers", call: () => adminTeachersRoute.POST(send("POST", "/", { username: "newteacher", password: "long-enough-pw" }), undefined as never), expect: { ...guest, teacherB: 403, teacherA: 403, admin: 201 } },
    { name: "POST /api/admin/classes/C/transfer", call: () => transferRoute.POST(send("POST", "/", { teacherId: extra.admin }), params({ id: String(classC) })), expect: { ...guest, teacherB: 403, teacherA: 403, admin: 200 } },
    { name: "DELETE /api/admin/teachers/leaver", call: () => adminTeacherRoute.DELETE(send("DELETE", "/"), params({ id: String(extra.leaver) })), expect: { ...guest, teacherB: 403, teacherA: 403, admin: 200 } },
    // Destructive cells last, on s5 (a student of class A only).
    { name: "POST password s5 via A", call: () => passwordRoute.POST(send("POST", "/", {}), params({ id: A(), studentId: String(extra.s5) })), expect: { ...guest, teacherB: 404, teacherA: 200, admin: 200 } },
    { name: "DELETE s5 from A", call: () => studentRoute.DELETE(send("DELETE", "/"), params({ id: A(), studentId: String(extra.s5) })), expect: { ...guest, teacherB: 404, teacherA: 200, admin: 404 } },
  ];

  it("every cell answers as the policy says", async () => {
    const got: string[] = [];
    const want: string[] = [];
    for (const cell of cells()) {
      for (const role of ROLES) {
        // DELETE is last for a reason: once teacher A removed s5, the admin's cell sees no such student.
        await asRole(role);
        const r = await call(cell.call());
        got.push(`${cell.name} as ${role}: ${r.status}`);
        want.push(`${cell.name} as ${role}: ${cell.expect[role]}`);
        if (r.status >= 400) expect(typeof (r.body.error as { message?: string })?.message, `${cell.name} as ${role}`).toBe("string");
      }
    }
    expect(got).toEqual(want);
  });

  it("the second teacher sees the shared student's work from their class membership on, and cannot take the account over", async () => {
    await asRole("teacherB");
    const h = await call(historyRoute.GET(get(`/api/progress/history?studentId=${extra.shared}`), undefined as never));
    const seen = (h.body.attempts as { id: number }[]).map((a) => a.id);
    expect(seen).toContain(subSharedAfter);
    expect(seen).not.toContain(subSharedBefore);
    expect(h.text).not.toContain("before B");
    const drill = await call(drillRoute.GET(get(`/api/dashboard/x/submissions?studentId=${extra.shared}`), params({ classId: String(classB) })));
    expect(drill.status).toBe(200);
    expect(drill.text).toContain("after B");
    expect(drill.text).not.toContain("before B");
    const csv = await (await exportRoute.GET(get(`/api/export?classId=${classB}&kind=submissions`), undefined as never)).text();
    expect(csv).toContain("x = 8");
    expect(csv).not.toContain("x = 7");
    // The takeover chain of issue 12 is closed: name and password unchanged, the student's session alive.
    const before = (await findUserById(db(), extra.shared))!;
    const sessionToken = (await createSession(db(), extra.shared, 3600_000)).token;
    await asRole("teacherB");
    expect((await call(studentRoute.PATCH(send("PATCH", "/", { displayName: "Mine now" }), params({ id: String(classB), studentId: String(extra.shared) })))).status).toBe(403);
    const reset = await call(passwordRoute.POST(send("POST", "/", {}), params({ id: String(classB), studentId: String(extra.shared) })));
    expect(reset.status).toBe(403);
    expect(reset.body.password).toBeUndefined();
    const after = (await findUserById(db(), extra.shared))!;
    expect(after.displayName).toBe(before.displayName);
    expect(after.passwordHash).toBe(before.passwordHash);
    expect((await findSessionUser(db(), sessionToken))?.id).toBe(extra.shared);
    await asRole("teacherA");
    const hA = await call(historyRoute.GET(get(`/api/progress/history?studentId=${extra.shared}`), undefined as never));
    const seenA = (hA.body.attempts as { id: number }[]).map((a) => a.id);
    expect(seenA).toContain(subSharedBefore);
    expect(seenA).toContain(subSharedAfter);
  });

  it("unlock lifts every client's lockout on the account; a student cannot", async () => {
    for (let i = 0; i < 5; i++) await recordLoginFailure(db(), "shared", "10.0.0.9");
    expect(await loginLockedUntil(db(), "shared", "10.0.0.9")).not.toBeNull();
    await asRole("shared");
    expect((await call(unlockRoute.POST(send("POST", "/"), params({ id: A(), studentId: String(extra.shared) })))).status).toBe(403);
    expect(await loginLockedUntil(db(), "shared", "10.0.0.9")).not.toBeNull();
    await asRole("teacherB");
    const r = await call(unlockRoute.POST(send("POST", "/"), params({ id: String(classB), studentId: String(extra.shared) })));
    expect(r.status).toBe(200);
    expect(r.body.cleared).toBe(1);
    expect(await loginLockedUntil(db(), "shared", "10.0.0.9")).toBeNull();
  });

  it("join with a code: anonymous without credentials 400, students join, teachers 403", async () => {
    const code = (await db().select().from(schema.classes)).find((c) => c.id === classC)!.joinCode;
    const expected: Record<Role, number> = { none: 400, s1: 200, s3: 200, shared: 200, teacherB: 403, teacherA: 403, admin: 403 };
    for (const role of ROLES) {
      await asRole(role);
      expect((await call(joinRoute.POST(send("POST", "/", { code }), undefined as never))).status, role).toBe(expected[role]);
    }
  });

  it("logout works for everyone and ends only that session", async () => {
    for (const role of ROLES) {
      await asRole(role);
      expect((await call(logoutRoute.POST(send("POST", "/api/auth/logout"), undefined as never))).status).toBe(200);
    }
  });

  it("logout from a plain form post (before the page's script loaded) redirects home", async () => {
    await asRole("s1");
    const form = new Request(url("/api/auth/logout"), { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "" });
    const res = await logoutRoute.POST(form, undefined as never);
    expect(res.status).toBe(303);
    expect(new URL(res.headers.get("location")!).pathname).toBe("/");
  });
});
