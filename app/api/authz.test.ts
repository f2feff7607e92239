// Authorisation over every data route this module owns, through the real route handlers and a
// real temp SQLite database. Only the cookie jar of next/headers is replaced (it needs a Next
// request context); sessions are real rows created by createSession.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const tmp = vi.hoisted(() => {
  const dir = require("node:fs").mkdtempSync(require("node:path").join(require("node:os").tmpdir(), "stepwise-authz-"));
  process.env.DATABASE_PATH = require("node:path").join(dir, "test.db");
  return { dir, jar: new Map<string, string>() };
});

vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => (tmp.jar.has(name) ? { name, value: tmp.jar.get(name)! } : undefined),
    set: (name: string, value: string) => void tmp.jar.set(name, value),
    delete: (name: string) => void tmp.jar.delete(name),
  }),
  headers: async () => new Headers(),
}));

const { migrate } = await import("drizzle-orm/better-sqlite3/migrator");
const { getDb, getSqlite } = await import("@/db/client");
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
  return { status: r.status, body: text ? JSON.parse(text) : {}, text };
}

beforeAll(() => {
  migrate(db(), { migrationsFolder: path.join(process.cwd(), "db/migrations") });
  SKILLS.forEach((s, i) => db().insert(schema.skills).values({ id: s.id, name: s.name, level: s.level, description: s.description, sortOrder: i }).run());
  for (const [id, skill, difficulty] of [
    ["lin2-001", "linear-two-step", 1],
    ["lin2-002", "linear-two-step", 2],
    ["frac-001", "fraction-add-sub", 1],
  ] as const) {
    db().insert(schema.problems).values({ id, title: id, statement: `Solve ${id}`, answer: "x = 1", referenceSteps: ["x = 1"], difficulty, source: "generated" }).run();
    db().insert(schema.problemSkills).values({ problemId: id, skillId: skill }).run();
  }
  const mk = (who: Exclude<Who, "none">, role: "teacher" | "student") => {
    ids[who] = createUser(db(), { username: who, displayName: who, role, passwordHash: "x" }).id;
    tokens[who] = createSession(db(), ids[who], 3600_000).token;
  };
  mk("teacherA", "teacher");
  mk("teacherB", "teacher");
  mk("s1", "student");
  mk("s2", "student");
  mk("s3", "student");
  classA = createClass(db(), ids.teacherA, "A").id;
  classB = createClass(db(), ids.teacherB, "B").id;
  addClassMember(db(), classA, ids.s1);
  addClassMember(db(), classA, ids.s2);
  addClassMember(db(), classB, ids.s3);
  const result = { steps: [{ index: 0, verdict: "incorrect" as const, score: 0, errorType: "sign" as const, message: "look at the sign" }], firstErrorIndex: 0, answerCorrect: false, checkers: ["exact" as const], model: { used: false, available: false } };
  subS1 = recordSubmission(db(), { userId: ids.s1, problemId: "lin2-001", problemText: "Solve lin2-001", steps: ["x = -1"], result, durationMs: 1 }).id;
  subAnon = recordSubmission(db(), { userId: null, problemId: "lin2-001", problemText: "Solve lin2-001", steps: ["x = -1"], result, durationMs: 1 }).id;
});

afterAll(() => {
  getSqlite().close();
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
    expect(isClassMember(db(), classA, ids.s1)).toBe(true);
    expect(findSessionUser(db(), tokens.s1)?.id).toBe(ids.s1);
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
    expect(isClassMember(db(), classB, ids.s3)).toBe(true);
  });

  it("the owning teacher renames, regenerates the code, and resets a password (sessions end)", async () => {
    as("teacherA");
    expect((await call(classRoute.PATCH(send("PATCH", "/", { name: "Algebra 1" }), params({ id: String(classA) })))).status).toBe(200);
    const code = await call(joinCodeRoute.POST(send("POST", "/"), params({ id: String(classA) })));
    expect(code.body.joinCode).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    const rename = await call(studentRoute.PATCH(send("PATCH", "/", { displayName: "Sam One" }), params({ id: String(classA), studentId: String(ids.s1) })));
    expect(rename.status).toBe(200);
    expect(findUserById(db(), ids.s1)?.displayName).toBe("Sam One");
    const reset = await call(passwordRoute.POST(send("POST", "/", {}), params({ id: String(classA), studentId: String(ids.s2) })));
    expect(reset.status).toBe(200);
    expect(reset.body.password).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/);
    expect(findSessionUser(db(), tokens.s2)).toBeNull();
    tokens.s2 = createSession(db(), ids.s2, 3600_000).token;
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
    expect((await call(joinRoute.POST(send("POST", "/", { code: "ZZZZ-ZZZZ", username: "newkid", password: "password123" }), undefined as never))).status).toBe(404);
    const cls = db().select().from(schema.classes).all().find((c) => c.id === classB)!;
    expect((await call(joinRoute.POST(send("POST", "/", { code: cls.joinCode, username: "TEACHERa", password: "password123" }), undefined as never))).status).toBe(409);
    expect((await call(joinRoute.POST(send("POST", "/", { code: cls.joinCode, username: "a b", password: "password123" }), undefined as never))).status).toBe(400);
    expect((await call(joinRoute.POST(send("POST", "/", { code: cls.joinCode, username: "newkid", password: "short" }), undefined as never))).status).toBe(400);
    const ok = await call(joinRoute.POST(send("POST", "/", { code: cls.joinCode.toLowerCase().replace("-", ""), username: "newkid", password: "password123" }), undefined as never));
    expect(ok.status).toBe(201);
    const token = tmp.jar.get("sw_session")!;
    const user = findSessionUser(db(), token)!;
    expect(user.username).toBe("newkid");
    expect(user.role).toBe("student");
    expect(isClassMember(db(), classB, user.id)).toBe(true);
    expect(ok.text).not.toContain("passwordHash");
  });

  it("a signed-in teacher cannot join a class as a student", async () => {
    as("teacherA");
    const cls = db().select().from(schema.classes).all().find((c) => c.id === classB)!;
    expect((await call(joinRoute.POST(send("POST", "/", { code: cls.joinCode }), undefined as never))).status).toBe(403);
  });
});


