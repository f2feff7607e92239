// Authorisation and behaviour of the teacher routes (dashboard, drill-down, assignments, export,
// problem authoring) through the real handlers and a real temp database. Only next/headers' cookie
// jar is replaced (it needs a Next request context); sessions are real rows.
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const tmp = await vi.hoisted(async () => (await import("@/lib/test/route-harness")).useTempDatabase("teacher-routes"));

vi.mock("next/headers", async () => (await import("@/lib/test/route-harness")).nextHeadersMock(tmp.jar));

const { closeDb, first, getDb } = await import("@/db/client");
const { migrateDb } = await import("@/db/migrate");
const schema = await import("@/db/schema");
const { createSession } = await import("@/db/queries/sessions");
const { createUser } = await import("@/db/queries/users");
const { recordSubmission } = await import("@/db/queries/submissions");
const { getProblem } = await import("@/db/queries/problems");
const { SKILLS } = await import("@/lib/bank/skills");
const { parseCsv } = await import("@/lib/dashboard/csv");

const overviewRoute = await import("./[classId]/route");
const drillRoute = await import("./[classId]/submissions/route");
const assignmentsRoute = await import("../assignments/route");
const exportRoute = await import("../export/route");
const problemsRoute = await import("../problems/route");

type Who = "none" | "teacherA" | "teacherB" | "s1" | "s2";
const ids = {} as Record<Exclude<Who, "none">, number>;
const tokens = {} as Record<Exclude<Who, "none">, string>;
let classA = 0;
let classB = 0;
const db = () => getDb();

function as(who: Who) {
  tmp.jar.clear();
  if (who !== "none") tmp.jar.set("sw_session", tokens[who]);
}
const url = (p: string) => `http://localhost${p}`;
const get = (p: string) => new Request(url(p));
const post = (p: string, body: unknown) =>
  new Request(url(p), { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
const params = (classId: number | string) => ({ params: Promise.resolve({ classId: String(classId) }) });
const none = undefined as never;

async function call(res: Promise<Response>) {
  const r = await res;
  const text = await r.text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    /* CSV */
  }
  return { status: r.status, headers: r.headers, body, text };
}

beforeAll(async () => {
  await migrateDb();
  await db().insert(schema.skills).values(SKILLS.map((s, i) => ({ id: s.id, name: s.name, level: s.level, description: s.description, sortOrder: i })));
  for (const [id, skill] of [
    ["lin2-001", "linear-two-step"],
    ["lin2-002", "linear-two-step"],
  ] as const) {
    await db().insert(schema.problems).values({ id, title: id, statement: `Solve ${id}`, answer: "x = 1", referenceSteps: ["x = 1"], difficulty: 1, source: "generated" });
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
  classA = (await first(db().insert(schema.classes).values({ name: "A", teacherId: ids.teacherA, joinCode: "AAAA-AAAA" }).returning()))!.id;
  classB = (await first(db().insert(schema.classes).values({ name: "B", teacherId: ids.teacherB, joinCode: "BBBB-BBBB" }).returning()))!.id;
  // Joined before the (backdated) submissions below: a teacher sees work from joining on.
  await db().insert(schema.classMembers).values({ classId: classA, studentId: ids.s1, joinedAt: new Date(0) });
  await db().insert(schema.classMembers).values({ classId: classB, studentId: ids.s2, joinedAt: new Date(0) });
  const result = {
    steps: [
      { index: 0, verdict: "correct" as const, score: 1 },
      { index: 1, verdict: "incorrect" as const, score: 0, errorType: "sign" as const, message: "=look at the sign, please" },
    ],
    firstErrorIndex: 1,
    answerCorrect: false,
    checkers: ["exact" as const],
    model: { used: false, available: false },
  };
  await recordSubmission(db(), { userId: ids.s1, problemId: "lin2-001", problemText: "Solve lin2-001", steps: ["2x = 2", "x = -1"], result, durationMs: 1 });
  await recordSubmission(db(), { userId: ids.s2, problemId: "lin2-001", problemText: "Solve lin2-001", steps: ["2x = 2", "x = -1"], result, durationMs: 1 });
});

afterAll(async () => {
  await closeDb();
  fs.rmSync(tmp.dir, { recursive: true, force: true });
});

describe("who may see a class's dashboard", () => {
  const routes = () => [
    (c: number) => overviewRoute.GET(get(`/api/dashboard/${c}`), params(c)),
    (c: number) => drillRoute.GET(get(`/api/dashboard/${c}/submissions`), params(c)),
    (c: number) => assignmentsRoute.GET(get(`/api/assignments?classId=${c}`), none),
    (c: number) => exportRoute.GET(get(`/api/export?classId=${c}&kind=submissions`), none),
    (c: number) => assignmentsRoute.POST(post("/api/assignments", { classId: c, title: "x", skill: "linear-two-step", count: 1 }), none),
  ];

  it("401 signed out, 403 for a student, 404 for another teacher's class (same as a missing one)", async () => {
    for (const r of routes()) {
      as("none");
      expect((await call(r(classA))).status).toBe(401);
      as("s1");
      expect((await call(r(classA))).status).toBe(403);
      as("teacherB");
      const other = await call(r(classA));
      const missing = await call(r(99_999));
      expect(other.status).toBe(404);
      expect(other.body).toEqual(missing.body);
    }
  });

  it("the owner sees only their class's numbers", async () => {
    as("teacherA");
    const r = await call(overviewRoute.GET(get(`/api/dashboard/${classA}`), params(classA)));
    expect(r.status).toBe(200);
    expect((r.body.totals as { submissions: number }).submissions).toBe(1); // s2's attempt is class B's
    const d = await call(drillRoute.GET(get(`/api/dashboard/${classA}/submissions?errorType=sign`), params(classA)));
    expect(d.body.total).toBe(1);
    expect(JSON.stringify(d.body)).not.toContain('"s2"');
  });

  it("bad filters are a 400 before anything else", async () => {
    as("teacherA");
    expect((await call(overviewRoute.GET(get(`/api/dashboard/${classA}?from=2026-13-01`), params(classA)))).status).toBe(400);
    expect((await call(overviewRoute.GET(get(`/api/dashboard/abc`), params("abc")))).status).toBe(400);
    expect((await call(exportRoute.GET(get(`/api/export?classId=${classA}&kind=passwords`), none))).status).toBe(400);
  });
});

describe("export", () => {
  it("is an attachment, CSV-escaped and safe against formula injection", async () => {
    as("teacherA");
    const r = await call(exportRoute.GET(get(`/api/export?classId=${classA}&kind=submissions`), none));
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(r.headers.get("content-disposition")).toMatch(/^attachment; filename="stepwise-class-\d+-submissions-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = parseCsv(r.text);
    expect(rows.length).toBe(3); // header + two steps
    expect(rows[2]![11]).toBe("'=look at the sign, please");
    const m = await call(exportRoute.GET(get(`/api/export?classId=${classA}&kind=mastery`), none));
    expect(parseCsv(m.text)[0]).toEqual(["student", "student_name", "skill", "p_known", "opportunities", "updated_at"]);
  });
});

describe("assignments", () => {
  it("a teacher assigns to their class; the student lists it; another class's student does not", async () => {
    as("teacherA");
    const created = await call(assignmentsRoute.POST(post("/api/assignments", { classId: classA, title: "Practice", skill: "linear-two-step", count: 2, dueDate: "2026-12-01" }), none));
    expect(created.status).toBe(201);
    expect((created.body.assignment as { problemIds: string[] }).problemIds).toHaveLength(2);
    as("s1");
    const mine = await call(assignmentsRoute.GET(get("/api/assignments"), none));
    expect((mine.body.assignments as { title: string }[]).map((a) => a.title)).toEqual(["Practice"]);
    as("s2");
    expect((await call(assignmentsRoute.GET(get("/api/assignments"), none))).body.assignments).toEqual([]);
  });
});

describe("problem authoring (real engine)", () => {
  const body = { statement: "Solve 2x + 3 = 11", answer: "x = 4", skills: ["linear-two-step"], difficulty: 2 };

  it("refuses a reference solution the engine flags, naming the step", async () => {
    as("teacherA");
    const r = await call(problemsRoute.POST(post("/api/problems", { ...body, referenceSteps: ["2x = 14", "x = 7"] }), none));
    expect(r.status).toBe(422);
    const details = (r.body.error as { details: { stepIndex: number; message: string } }).details;
    expect(details.stepIndex).toBe(0);
    expect(details.message.length).toBeGreaterThan(0);
  });

  it("refuses a reference that does not reach the given answer", async () => {
    as("teacherA");
    const r = await call(problemsRoute.POST(post("/api/problems", { ...body, answer: "x = 5", referenceSteps: ["2x = 8", "x = 4"] }), none));
    expect(r.status).toBe(422);
  });

  it("stores a correct one as the teacher's, visible to their class only; students cannot author", async () => {
    as("s1");
    expect((await call(problemsRoute.POST(post("/api/problems", { ...body, referenceSteps: ["2x = 8", "x = 4"] }), none))).status).toBe(403);
    as("teacherA");
    const r = await call(problemsRoute.POST(post("/api/problems", { ...body, referenceSteps: ["2x = 8", "x = 4"] }), none));
    expect(r.status).toBe(201);
    const p = r.body.problem as { id: string; source: string; authorId: number };
    expect(p.source).toBe("teacher");
    expect(p.authorId).toBe(ids.teacherA);
    const viewer = (who: "s1" | "s2") => ({ id: ids[who], username: who, displayName: who, role: "student" as const, isAdmin: false });
    expect((await getProblem(db(), p.id, viewer("s1")))?.id).toBe(p.id);
    expect(await getProblem(db(), p.id, viewer("s2"))).toBeNull();
  });
});
