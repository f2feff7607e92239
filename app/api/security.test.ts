// Server-wide protections from issue 12, through the real route handlers and a temp database:
// CSRF (Origin / Sec-Fetch-Site) and the exact JSON content type on state-changing routes,
// anonymous checks answered but not stored and rate-limited per client, /api/health private,
// the database files owner-only, and the response security headers.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

  // A folder that does not exist yet: we create it, so it must come out 0700.
const tmp = await vi.hoisted(async () => (await import("@/lib/test/route-harness")).useTempDatabase("sec", "data/test.db"));

vi.mock("next/headers", async () => (await import("@/lib/test/route-harness")).nextHeadersMock(tmp.jar));

const { sql } = await import("drizzle-orm");
const { closeDb, getDb, rawGet } = await import("@/db/client");
const { migrateDb } = await import("@/db/migrate");
const schema = await import("@/db/schema");
const { createSession } = await import("@/db/queries/sessions");
const { createUser } = await import("@/db/queries/users");
const { createClass } = await import("@/db/queries/classes");
const { limiters } = await import("@/app/_server/rate-limits");
const { assertSameOrigin } = await import("@/app/_server/api");
const { ANON_CHECK_RATE } = await import("@/lib/security/limits");
const { CLIENT_IP_HEADER } = await import("@/lib/security/client-ip");
const { API_CONTENT_SECURITY_POLICY, contentSecurityPolicy, securityHeaders } = await import("@/lib/security/headers");
const checkRoute = await import("./check/route");
const classesRoute = await import("./classes/route");
const classRoute = await import("./classes/[id]/route");
const loginRoute = await import("./auth/login/route");
const healthRoute = await import("./health/route");

const db = () => getDb();
let teacherToken = "";
let classId = 0;
const submissionCount = async () => (await rawGet<{ n: number }>(db(), sql`select count(*) as n from submissions`))!.n;

beforeAll(async () => {
  await migrateDb();
  const t = await createUser(db(), { username: "teach", displayName: "T", role: "teacher", passwordHash: "x" });
  teacherToken = (await createSession(db(), t.id, 3600_000)).token;
  classId = (await createClass(db(), t.id, "7B")).id;
  await db().insert(schema.problems).values({ id: "bank-1", title: "b", statement: "Compute: 2 + 3", answer: "5", referenceSteps: ["2 + 3 = 5"], difficulty: 1, source: "generated" });
  for (let i = 0; i < 3; i++) {
    await db().insert(schema.problems).values({ id: `priv-${i}`, title: "p", statement: `Compute: ${i} + 1`, answer: String(i + 1), referenceSteps: [`${i} + 1 = ${i + 1}`], difficulty: 1, source: "teacher", authorId: t.id });
  }
});

afterAll(async () => {
  await closeDb();
  fs.rmSync(tmp.dir, { recursive: true, force: true });
});

const post = (url: string, body: string, headers: Record<string, string>) =>
  new Request(`http://stepwise.school:3000${url}`, { method: "POST", headers: { host: "stepwise.school:3000", ...headers }, body });

describe("CSRF (issue 12 #6)", () => {
  const json = { "content-type": "application/json" };
  const signedIn = () => {
    tmp.jar.clear();
    tmp.jar.set("sw_session", teacherToken);
  };

  it("a cross-site Origin or Sec-Fetch-Site is refused with 403 JSON and nothing is written", async () => {
    signedIn();
    const before = (await db().select().from(schema.classes)).length;
    for (const headers of [
      { ...json, origin: "http://evil.example" },
      { ...json, origin: "null" },
      { ...json, "sec-fetch-site": "cross-site" },
      { ...json, "sec-fetch-site": "same-site", origin: "http://stepwise.school:3000" },
      { ...json, origin: "http://stepwise.school:3001" },
    ]) {
      const r = await classesRoute.POST(post("/api/classes", JSON.stringify({ name: "Hijacked" }), headers), undefined as never);
      expect(r.status, JSON.stringify(headers)).toBe(403);
      expect(((await r.json()) as { error: { message: string } }).error.message).toMatch(/cross-site/i);
    }
    const patch = await classRoute.PATCH(
      new Request(`http://stepwise.school:3000/api/classes/${classId}`, { method: "PATCH", headers: { ...json, origin: "http://evil.example" }, body: JSON.stringify({ name: "x" }) }),
      { params: Promise.resolve({ id: String(classId) }) },
    );
    expect(patch.status).toBe(403);
    expect((await db().select().from(schema.classes)).length).toBe(before);
  });

  it("the same origin (a browser's own fetch) and header-less clients are accepted", async () => {
    signedIn();
    for (const headers of [
      { ...json, origin: "http://stepwise.school:3000", "sec-fetch-site": "same-origin" },
      { ...json, "sec-fetch-site": "same-origin" },
      json,
    ]) {
      const r = await classesRoute.POST(post("/api/classes", JSON.stringify({ name: "Period 1" }), headers), undefined as never);
      expect(r.status, JSON.stringify(headers)).toBe(201);
    }
    // Behind a reverse proxy (TRUST_PROXY=1) the public host arrives as X-Forwarded-Host; without
    // one, that header is the client's own word and does not count (issue 31; app/api/hardening.test.ts).
    const proxied = () =>
      post("/api/classes", JSON.stringify({ name: "Period 2" }), { ...json, host: "127.0.0.1:3000", "x-forwarded-host": "maths.school.example", origin: "https://maths.school.example" });
    expect(() => assertSameOrigin(proxied(), true)).not.toThrow();
    expect((await classesRoute.POST(proxied(), undefined as never)).status).toBe(403);
    // Host names are case-insensitive.
    const upper = await classesRoute.POST(post("/api/classes", JSON.stringify({ name: "Period 3" }), { ...json, host: "StepWise.School:3000", origin: "http://stepwise.school:3000" }), undefined as never);
    expect(upper.status).toBe(201);
  });

  it("only an exact JSON content type is accepted (text/plain; x=application/json is 415)", async () => {
    signedIn();
    for (const type of ["text/plain; x=application/json", "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/jsonx", "application/json; x=1"]) {
      const r = await classesRoute.POST(post("/api/classes", JSON.stringify({ name: "Sneaky" }), { "content-type": type }), undefined as never);
      expect(r.status, type).toBe(415);
    }
    const untyped = await classesRoute.POST(new Request("http://localhost/api/classes", { method: "POST", body: new Blob([JSON.stringify({ name: "Blob" })]) }), undefined as never);
    expect(untyped.status).toBe(415);
    for (const type of ["application/json", "application/json; charset=utf-8", "Application/JSON;charset=UTF-8"]) {
      const r = await classesRoute.POST(post("/api/classes", JSON.stringify({ name: "Fine" }), { "content-type": type }), undefined as never);
      expect(r.status, type).toBe(201);
    }
    expect((await db().select().from(schema.classes)).some((c) => c.name === "Sneaky" || c.name === "Blob")).toBe(false);
  });

  it("sign-in is protected too (login CSRF)", async () => {
    tmp.jar.clear();
    const r = await loginRoute.POST(post("/api/auth/login", JSON.stringify({ username: "teach", password: "whatever-1" }), { ...json, origin: "http://evil.example" }), undefined as never);
    expect(r.status).toBe(403);
  });
});

describe("anonymous checks (issue 12 #5)", () => {
  it("are answered but not stored; signed-in checks are stored", async () => {
    tmp.jar.clear();
    await limiters.anonCheck.reset();
    const before = await submissionCount();
    const r = await checkRoute.POST(post("/api/check", JSON.stringify({ problemId: "bank-1", steps: ["2 + 3 = 6"] }), { "content-type": "application/json" }), undefined as never);
    expect(r.status).toBe(200);
    const body = (await r.json()) as { submissionId: number | null; outcome: string; firstErrorIndex: number };
    expect(body.submissionId).toBeNull();
    expect(body.outcome).toBe("incorrect");
    expect(body.firstErrorIndex).toBe(0);
    expect(await submissionCount()).toBe(before);
    tmp.jar.set("sw_session", teacherToken);
    const mine = await checkRoute.POST(post("/api/check", JSON.stringify({ problemId: "bank-1", steps: ["2 + 3 = 5"] }), { "content-type": "application/json" }), undefined as never);
    expect(((await mine.json()) as { submissionId: number }).submissionId).toBeGreaterThan(0);
    expect(await submissionCount()).toBe(before + 1);
  });

  it("are rate-limited per client; another client and signed-in users are not affected", async () => {
    tmp.jar.clear();
    await limiters.anonCheck.reset();
    const statuses: number[] = [];
    for (let i = 0; i < ANON_CHECK_RATE.limit + 5; i++) {
      const r = await checkRoute.POST(post("/api/check", JSON.stringify({ problemId: "bank-1", steps: ["2 + 3 = 5"] }), { "content-type": "application/json", [CLIENT_IP_HEADER]: "203.0.113.5" }), undefined as never);
      statuses.push(r.status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(ANON_CHECK_RATE.limit);
    expect(statuses.at(-1)).toBe(429);
    const other = await checkRoute.POST(post("/api/check", JSON.stringify({ problemId: "bank-1", steps: ["2 + 3 = 5"] }), { "content-type": "application/json", [CLIENT_IP_HEADER]: "203.0.113.6" }), undefined as never);
    expect(other.status).toBe(200);
    tmp.jar.set("sw_session", teacherToken);
    const signed = await checkRoute.POST(post("/api/check", JSON.stringify({ problemId: "bank-1", steps: ["2 + 3 = 5"] }), { "content-type": "application/json", [CLIENT_IP_HEADER]: "203.0.113.5" }), undefined as never);
    expect(signed.status).toBe(200);
  });
});

describe("account creation", () => {
  it("joining with a code is limited per client: a class of 35 fits, a script does not", async () => {
    const { ACCOUNT_CREATION_RATE } = await import("@/lib/security/limits");
    const joinRoute = await import("./auth/join/route");
    const code = (await db().select().from(schema.classes)).find((c) => c.id === classId)!.joinCode;
    await limiters.accounts.reset();
    const statuses: number[] = [];
    for (let i = 0; i < ACCOUNT_CREATION_RATE.limit + 3; i++) {
      tmp.jar.clear();
      const r = await joinRoute.POST(post("/api/auth/join", JSON.stringify({ code, username: `pupil${i}`, password: "pupil-password" }), { "content-type": "application/json", [CLIENT_IP_HEADER]: "192.0.2.50" }), undefined as never);
      statuses.push(r.status);
    }
    expect(statuses.slice(0, 35).every((s) => s === 201)).toBe(true);
    expect(statuses.filter((s) => s === 201)).toHaveLength(ACCOUNT_CREATION_RATE.limit);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("health and files (issue 12 #7)", () => {
  it("/api/health does not reveal how many private problems teachers wrote", async () => {
    tmp.jar.clear();
    const body = (await (await healthRoute.GET(new Request("http://localhost/api/health"), undefined as never)).json()) as { db: { problems: number } };
    expect(body.db.problems).toBe(1);
    await db().insert(schema.problems).values({ id: "priv-9", title: "p", statement: "Compute: 9 + 1", answer: "10", referenceSteps: ["9 + 1 = 10"], difficulty: 1, source: "teacher", authorId: 1 });
    const again = (await (await healthRoute.GET(new Request("http://localhost/api/health"), undefined as never)).json()) as { db: { problems: number } };
    expect(again.db.problems).toBe(1);
  });

  // (SQLite's files; a PostgreSQL server keeps its own)
  it.skipIf(process.env.TEST_DATABASE_URL)("the database, its WAL files and the folder we created are owner-only", () => {
    const file = process.env.DATABASE_PATH!;
    const mode = (p: string) => fs.statSync(p).mode & 0o777;
    expect(mode(path.dirname(file))).toBe(0o700);
    for (const f of [file, `${file}-wal`, `${file}-shm`]) expect(mode(f), f).toBe(0o600);
  });
});

describe("security headers (issue 12 #7)", () => {
  it("CSP is nonce-based with no unsafe-inline scripts; upgrade and HSTS only over https", () => {
    const csp = contentSecurityPolicy("abc123", { dev: false, https: false });
    expect(csp).toMatch(/script-src 'self' 'nonce-abc123' 'strict-dynamic'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("upgrade-insecure-requests");
    expect(contentSecurityPolicy("n", { dev: false, https: true })).toContain("upgrade-insecure-requests");
    expect(securityHeaders({ https: false })["Strict-Transport-Security"]).toBeUndefined();
    expect(securityHeaders({ https: true })["Strict-Transport-Security"]).toMatch(/^max-age=\d{8}/);
    expect(securityHeaders({ https: false })["X-Content-Type-Options"]).toBe("nosniff");
  });

  it("every API answer carries them itself, errors too (proxy.ts leaves /api alone, issue 33)", async () => {
    tmp.jar.clear();
    const answers = [
      await checkRoute.POST(post("/api/check", JSON.stringify({ problemId: "bank-1", steps: ["2 + 3 = 5"] }), { "content-type": "application/json", [CLIENT_IP_HEADER]: "198.51.100.7" }), undefined as never),
      await classesRoute.POST(post("/api/classes", "{}", { "content-type": "application/json", origin: "http://evil.example" }), undefined as never),
      await healthRoute.GET(new Request("http://stepwise.school:3000/api/health"), undefined as never),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 403, 200]);
    for (const r of answers) {
      expect(r.headers.get("content-security-policy")).toBe(API_CONTENT_SECURITY_POLICY);
      expect(r.headers.get("x-content-type-options")).toBe("nosniff");
      expect(r.headers.get("x-frame-options")).toBe("DENY");
      expect(r.headers.get("cache-control")).toBe("no-store");
      expect(r.headers.get("strict-transport-security")).toBeNull();
    }
    // Over https (as a trusted proxy says; serve.mjs drops the header otherwise): HSTS as on pages.
    const secure = await healthRoute.GET(new Request("http://stepwise.school:3000/api/health", { headers: { "x-forwarded-proto": "https" } }), undefined as never);
    expect(secure.headers.get("strict-transport-security")).toBe(securityHeaders({ https: true })["Strict-Transport-Security"]);
  });
});
