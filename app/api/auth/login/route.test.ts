// Sign-in through the real route handler and a real temp database (issue 12): the redirect check,
// lockout per (username, client) with backoff, the per-client rate limits sized for a whole class
// behind one school address, reset/unlock clearing a lock, and the bcrypt → scrypt upgrade.
import fs from "node:fs";
import bcrypt from "bcryptjs";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

const tmp = await vi.hoisted(async () => (await import("@/lib/test/route-harness")).useTempDatabase("login"));

vi.mock("next/headers", async () => (await import("@/lib/test/route-harness")).nextHeadersMock(tmp.jar));

const { closeDb, getDb } = await import("@/db/client");
const { migrateDb } = await import("@/db/migrate");
const { createClass, addClassMember } = await import("@/db/queries/classes");
const { createSession } = await import("@/db/queries/sessions");
const { createUser, findUserByUsername } = await import("@/db/queries/users");
const { hashPassword } = await import("@/lib/auth/password");
const { limiters } = await import("@/app/_server/rate-limits");
const { LOGIN_FAILURE_RATE } = await import("@/lib/security/limits");
const { CLIENT_IP_HEADER } = await import("@/lib/security/client-ip");
const login = await import("./route");
const passwordRoute = await import("@/app/api/classes/[id]/students/[studentId]/password/route");
const unlockRoute = await import("@/app/api/classes/[id]/students/[studentId]/unlock/route");

const db = () => getDb();
const PASSWORD = "right-password-1";
let classId = 0;
let teacherToken = "";
const studentIds: Record<string, number> = {};

function attempt(username: string, password: string, ip = "10.0.0.1", extra: Record<string, unknown> = {}) {
  tmp.jar.clear();
  return login.POST(
    new Request("http://localhost/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json", [CLIENT_IP_HEADER]: ip },
      body: JSON.stringify({ username, password, ...extra }),
    }),
    undefined as never,
  );
}

beforeAll(async () => {
  await migrateDb();
  const hash = await hashPassword(PASSWORD);
  const teacher = await createUser(db(), { username: "teach", displayName: "T", role: "teacher", passwordHash: hash });
  teacherToken = (await createSession(db(), teacher.id, 3600_000)).token;
  classId = (await createClass(db(), teacher.id, "7B")).id;
  for (let i = 0; i < 35; i++) {
    const u = await createUser(db(), { username: `kid${i}`, displayName: `Kid ${i}`, role: "student", passwordHash: hash });
    await addClassMember(db(), classId, u.id);
    studentIds[u.username] = u.id;
  }
  // An account from before the switch to scrypt.
  await createUser(db(), { username: "legacy", displayName: "L", role: "student", passwordHash: await bcrypt.hash(PASSWORD, 4) });
});

beforeEach(async () => {
  await limiters.login.reset();
  await limiters.loginFailures.reset();
});

afterAll(async () => {
  await closeDb();
  fs.rmSync(tmp.dir, { recursive: true, force: true });
});

describe("redirect after sign-in (issue 12 #1)", () => {
  it("never returns a redirect that leaves the site, whatever `next` says", async () => {
    for (const next of ["/.//evil.example/phish", "/a/..//evil.example", "/%2e//evil.example", "/\\evil.example", "//evil.example", "https://evil.example/"]) {
      const r = await attempt("kid0", PASSWORD, "10.0.0.1", { next });
      expect(r.status).toBe(200);
      const { redirectTo } = (await r.json()) as { redirectTo: string };
      expect(redirectTo, next).toBe("/home");
    }
    const ok = await attempt("kid0", PASSWORD, "10.0.0.1", { next: "/a/../progress" });
    expect(((await ok.json()) as { redirectTo: string }).redirectTo).toBe("/progress");
  });
});

describe("lockout per (username, client) with backoff (issue 12 #3)", () => {
  it("an attacker elsewhere cannot lock the real user out", async () => {
    for (let i = 0; i < 10; i++) await attempt("kid1", "wrong-guess", "203.0.113.66");
    expect((await attempt("kid1", PASSWORD, "203.0.113.66")).status).toBe(429);
    // The real user, from the school's address, gets in.
    expect((await attempt("kid1", PASSWORD, "10.0.0.1")).status).toBe(200);
  });

  it("locks after the free failures, and each further failure doubles the lock", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await attempt("kid2", "nope", "10.0.0.2")).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const first = await attempt("kid2", PASSWORD, "10.0.0.2");
    expect(first.status).toBe(429);
    expect(Number(first.headers.get("retry-after"))).toBeGreaterThan(50);
    expect(Number(first.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    const { lockDurationMs } = await import("@/db/queries/login-attempts");
    expect([4, 5, 6, 7, 20].map((n) => lockDurationMs(n))).toEqual([0, 60_000, 120_000, 240_000, 3_600_000]);
  });

  it("a teacher's password reset clears the lock: the new password works at once", async () => {
    for (let i = 0; i < 5; i++) await attempt("kid3", "nope", "10.0.0.3");
    expect((await attempt("kid3", PASSWORD, "10.0.0.3")).status).toBe(429);
    tmp.jar.set("sw_session", teacherToken);
    const reset = await passwordRoute.POST(
      new Request("http://localhost/", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ password: "brand-new-pass" }) }),
      { params: Promise.resolve({ id: String(classId), studentId: String(studentIds.kid3) }) },
    );
    expect(reset.status).toBe(200);
    expect((await attempt("kid3", "brand-new-pass", "10.0.0.3")).status).toBe(200);
  });

  it("a teacher's unlock clears the lock", async () => {
    for (let i = 0; i < 5; i++) await attempt("kid4", "nope", "10.0.0.4");
    expect((await attempt("kid4", PASSWORD, "10.0.0.4")).status).toBe(429);
    tmp.jar.set("sw_session", teacherToken);
    const r = await unlockRoute.POST(new Request("http://localhost/", { method: "POST" }), {
      params: Promise.resolve({ id: String(classId), studentId: String(studentIds.kid4) }),
    });
    expect(r.status).toBe(200);
    expect(((await r.json()) as { cleared: number }).cleared).toBe(1);
    expect((await attempt("kid4", PASSWORD, "10.0.0.4")).status).toBe(200);
  });
});

describe("per-client rate limits (issue 12 #4)", () => {
  it("a whole class of 35 signs in from one school address, typos included", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++) {
      if (i % 5 === 0) statuses.push((await attempt(`kid${i}`, "typo-password", "192.0.2.10")).status);
      // kid3's password was reset by the teacher above.
      statuses.push((await attempt(`kid${i}`, i === 3 ? "brand-new-pass" : PASSWORD, "192.0.2.10")).status);
    }
    expect(statuses.filter((s) => s === 429)).toEqual([]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(35);
  });

  it("spraying one password over many usernames from one client is stopped once its failure budget is spent", async () => {
    // The budget is in the hundreds (issue 31); fill it as earlier failures would have, then spray.
    for (let i = 0; i < LOGIN_FAILURE_RATE.limit - 3; i++) await limiters.loginFailures.take("198.51.100.7");
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await attempt(`nobody${i}`, "Password1", "198.51.100.7")).status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.slice(3).every((s) => s === 429)).toBe(true);
    // Another client is unaffected.
    expect((await attempt("kid5", PASSWORD, "192.0.2.99")).status).toBe(200);
  });
});

describe("password hashing (issue 12 #4)", () => {
  it("new hashes are scrypt; a legacy bcrypt hash still signs in and is upgraded on the way", async () => {
    expect((await findUserByUsername(db(), "kid0"))!.passwordHash.startsWith("scrypt$")).toBe(true);
    expect((await findUserByUsername(db(), "legacy"))!.passwordHash.startsWith("$2")).toBe(true);
    expect((await attempt("legacy", "not-it", "10.0.0.8")).status).toBe(401);
    expect((await findUserByUsername(db(), "legacy"))!.passwordHash.startsWith("$2")).toBe(true);
    expect((await attempt("legacy", PASSWORD, "10.0.0.8")).status).toBe(200);
    expect((await findUserByUsername(db(), "legacy"))!.passwordHash.startsWith("scrypt$")).toBe(true);
    expect((await attempt("legacy", PASSWORD, "10.0.0.8")).status).toBe(200);
  });
});
