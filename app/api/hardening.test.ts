// Issue 31, finding 6 (the lows), through the real route handlers and a temp database: private JSON
// is never cached, a new sign-in ends the session it replaces, names lose bidi and control
// characters, X-Forwarded-Host counts only behind a trusted proxy, wrong join codes are limited,
// and no route or script sets a guessable password.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const tmp = await vi.hoisted(async () => (await import("@/lib/test/route-harness")).useTempDatabase("hardening"));
vi.mock("next/headers", async () => (await import("@/lib/test/route-harness")).nextHeadersMock(tmp.jar));

const { closeDb, getDb } = await import("@/db/client");
const { migrateDb } = await import("@/db/migrate");
const { createClass } = await import("@/db/queries/classes");
const { createSession, findSessionUser } = await import("@/db/queries/sessions");
const { createUser, findUserByUsername } = await import("@/db/queries/users");
const { hashPassword } = await import("@/lib/auth/password");
const { assertSameOrigin } = await import("@/app/_server/api");
const { limiters } = await import("@/app/_server/rate-limits");
const { JOIN_CODE_FAILURE_RATE } = await import("@/lib/security/limits");
const { CLIENT_IP_HEADER } = await import("@/lib/security/client-ip");
const { visibleText } = await import("@/lib/validation/visible-text");
const progressRoute = await import("./progress/route");
const historyRoute = await import("./progress/history/route");
const attemptsRoute = await import("./attempts/route");
const loginRoute = await import("./auth/login/route");
const joinRoute = await import("./auth/join/route");
const classesRoute = await import("./classes/route");
const setupRoute = await import("./auth/setup/route");
const resetRoute = await import("./classes/[id]/students/[studentId]/password/route");
const teachersRoute = await import("./admin/teachers/route");
const { WEAK_PASSWORD_MESSAGE } = await import("@/lib/auth/password-policy");

const db = () => getDb();
const PASSWORD = "quiet lantern 7 orchard";
let studentToken = "";
let joinCode = "";

beforeAll(async () => {
  await migrateDb();
  const hash = await hashPassword(PASSWORD);
  const teacher = await createUser(db(), { username: "rivera", displayName: "Ms. Rivera", role: "teacher", passwordHash: hash });
  joinCode = (await createClass(db(), teacher.id, "7B")).joinCode;
  const student = await createUser(db(), { username: "ada", displayName: "Ada", role: "student", passwordHash: hash });
  await createUser(db(), { username: "ben", displayName: "Ben", role: "student", passwordHash: hash });
  studentToken = (await createSession(db(), student.id, 3600_000)).token;
});

afterAll(async () => {
  await closeDb();
  fs.rmSync(tmp.dir, { recursive: true, force: true });
});

const json = (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
  new Request(`http://localhost${url}`, {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const get = (url: string) => new Request(`http://localhost${url}`);

describe("Cache-Control: no-store on every API answer", () => {
  it("private JSON, errors included, may not be cached", async () => {
    tmp.jar.clear();
    tmp.jar.set("sw_session", studentToken);
    for (const [name, res] of [
      ["progress", await progressRoute.GET(get("/api/progress"), undefined as never)],
      ["history", await historyRoute.GET(get("/api/progress/history"), undefined as never)],
      ["attempts", await attemptsRoute.GET(get("/api/attempts"), undefined as never)],
      ["bad query", await progressRoute.GET(get("/api/progress?bogus=1"), undefined as never)],
    ] as const) {
      expect(res.headers.get("cache-control"), name).toBe("no-store");
    }
    tmp.jar.clear();
    const anonymous = await progressRoute.GET(get("/api/progress"), undefined as never);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("cache-control")).toBe("no-store");
  });
});

describe("a new sign-in ends the session it replaces", () => {
  it("the old token stops working on the server, not only in the cookie jar", async () => {
    const login = (username: string) => loginRoute.POST(json("POST", "/api/auth/login", { username, password: PASSWORD }, { [CLIENT_IP_HEADER]: "10.9.0.1" }), undefined as never);
    tmp.jar.clear();
    expect((await login("ada")).status).toBe(200);
    const adaToken = tmp.jar.get("sw_session")!;
    expect((await findSessionUser(db(), adaToken))?.username).toBe("ada");

    // Ben signs in on the same (shared) computer: Ada's session is over, even for a copy of her cookie.
    const res = await login("ben");
    expect(res.status).toBe(200);
    expect((await findSessionUser(db(), tmp.jar.get("sw_session")!))?.username).toBe("ben");
    expect(await findSessionUser(db(), adaToken)).toBeNull();
  });
});

describe("display names keep only visible text", () => {
  it("strips bidi overrides and control characters, keeps letters, accents and emoji", () => {
    expect(visibleText("Ada\u202Egnp.exe")).toBe("Adagnp.exe");
    expect(visibleText("\u2067Zoë\u2069 \u200B👩\u200D🔬")).toBe("Zoë 👩\u200D🔬");
    expect(visibleText("a\u0000b\u0007c\u009b")).toBe("abc");
  });

  it("a student joining with U+202E in the name gets the name without it", async () => {
    tmp.jar.clear();
    const res = await joinRoute.POST(
      json("POST", "/api/auth/join", { code: joinCode, username: "cleo", password: PASSWORD, displayName: "Cleo\u202Etxt.exe" }, { [CLIENT_IP_HEADER]: "10.9.0.2" }),
      undefined as never,
    );
    expect(res.status).toBe(201);
    expect((await findUserByUsername(db(), "cleo"))?.displayName).toBe("Cleotxt.exe");
    // Nothing left once the invisible characters are gone: refused like an empty name.
    tmp.jar.clear();
    const empty = await joinRoute.POST(
      json("POST", "/api/auth/join", { code: joinCode, username: "dev", password: PASSWORD, displayName: "\u202E\u200B" }, { [CLIENT_IP_HEADER]: "10.9.0.2" }),
      undefined as never,
    );
    expect(empty.status).toBe(400);
  });
});

describe("Origin check and X-Forwarded-Host", () => {
  const forged = () =>
    new Request("http://stepwise.school/api/classes", {
      method: "POST",
      headers: { host: "stepwise.school", origin: "http://evil.example", "x-forwarded-host": "evil.example", "content-type": "application/json" },
      body: JSON.stringify({ name: "Hijacked" }),
    });

  it("with TRUST_PROXY=0 (the default) a client's X-Forwarded-Host does not make its Origin same-site", async () => {
    tmp.jar.clear();
    tmp.jar.set("sw_session", studentToken);
    const res = await classesRoute.POST(forged(), undefined as never);
    expect(res.status).toBe(403);
    expect(() => assertSameOrigin(forged(), false)).toThrow(/cross-site/i);
  });

  it("behind a trusted proxy the forwarded public host is the one that counts", () => {
    expect(() => assertSameOrigin(forged(), true)).not.toThrow();
  });
});

describe("join-code attempts are limited per client", () => {
  it(`after ${JOIN_CODE_FAILURE_RATE.limit} wrong codes: 429 with Retry-After, even for a right code; other clients unaffected`, async () => {
    await limiters.joinCodeFailures.reset();
    tmp.jar.clear();
    tmp.jar.set("sw_session", studentToken);
    const attempt = (code: string, ip: string) => joinRoute.POST(json("POST", "/api/auth/join", { code }, { [CLIENT_IP_HEADER]: ip }), undefined as never);
    for (let i = 0; i < JOIN_CODE_FAILURE_RATE.limit; i++) expect((await attempt("ZZZZ-ZZZZ", "10.9.0.3")).status).toBe(404);
    const blocked = await attempt(joinCode, "10.9.0.3");
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await attempt(joinCode, "10.9.0.4")).status).toBe(200);
  });
});

describe("every way of setting a password refuses guessable ones", () => {
  const WEAK = ["12345678", "password", "        "];
  const routes = {
    setup: (password: string) => setupRoute.POST(json("POST", "/api/auth/setup", { username: "newadmin", password }), undefined as never),
    join: (password: string) =>
      joinRoute.POST(json("POST", "/api/auth/join", { code: joinCode, username: "newkid", password }, { [CLIENT_IP_HEADER]: "10.9.0.5" }), undefined as never),
    "teacher reset": (password: string) =>
      resetRoute.POST(json("POST", "/api/classes/1/students/2/password", { password }), { params: Promise.resolve({ id: "1", studentId: "2" }) }),
    "admin creates a teacher": (password: string) => teachersRoute.POST(json("POST", "/api/admin/teachers", { username: "newteacher", password }), undefined as never),
  };

  it.each(Object.keys(routes))("%s: 400 with a message that says why", async (name) => {
    tmp.jar.clear();
    for (const password of WEAK) {
      const res = await routes[name as keyof typeof routes](password);
      expect(res.status, JSON.stringify(password)).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toContain(WEAK_PASSWORD_MESSAGE);
    }
    expect(await findUserByUsername(db(), "newkid")).toBeNull();
  });

  it("npm run admin:create refuses one too", () => {
    const tsx = path.join(process.cwd(), "node_modules", ".bin", "tsx");
    const run = spawnSync(tsx, ["--conditions=react-server", "scripts/create-admin.ts", "--username", "headteacher", "--password", "password"], {
      encoding: "utf8",
      timeout: 50_000,
      env: { ...process.env, DATABASE_PATH: path.join(tmp.dir, "cli.db") },
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(WEAK_PASSWORD_MESSAGE);
  }, 60_000);
});
