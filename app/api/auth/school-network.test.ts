// A whole school behind one NAT address (issue 31, finding 3), through the real route handlers
// and a temp database: failed sign-ins count per account and per address with a far higher
// budget, a flooded address still lets a correct password in within the account's own limit,
// malformed bodies cost one try, the teacher's unlock and reset clear every counter blocking a
// student, taken usernames at join have their own budget, and known accounts are hashed ahead of
// unknown usernames (finding 4).
import fs from "node:fs";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

const tmp = await vi.hoisted(async () => (await import("@/lib/test/route-harness")).useTempDatabase("school-net"));

vi.mock("next/headers", async () => (await import("@/lib/test/route-harness")).nextHeadersMock(tmp.jar));

const { closeDb, getDb } = await import("@/db/client");
const { migrateDb } = await import("@/db/migrate");
const { createClass, addClassMember } = await import("@/db/queries/classes");
const { createSession } = await import("@/db/queries/sessions");
const { createUser } = await import("@/db/queries/users");
const { hashPassword } = await import("@/lib/auth/password");
const { limiters } = await import("@/app/_server/rate-limits");
const { ACCOUNT_CREATION_RATE, ACCOUNT_LOCKOUT, LOGIN_FAILURE_RATE, LOGIN_RATE, TAKEN_USERNAME_RATE } = await import("@/lib/security/limits");
const { CLIENT_IP_HEADER } = await import("@/lib/security/client-ip");
const login = await import("./login/route");
const join = await import("./join/route");
const passwordRoute = await import("@/app/api/classes/[id]/students/[studentId]/password/route");
const unlockRoute = await import("@/app/api/classes/[id]/students/[studentId]/unlock/route");

const db = () => getDb();
const PASSWORD = "Quiet-Harbor-71";
const SCHOOL = "192.0.2.1";
let classId = 0;
let joinCode = "";
let teacherToken = "";
const ids: Record<string, number> = {};

function post(route: { POST: (req: Request, ctx: never) => Promise<Response> }, url: string, body: string, ip: string) {
  tmp.jar.clear();
  return route.POST(
    new Request(`http://localhost${url}`, { method: "POST", headers: { "content-type": "application/json", [CLIENT_IP_HEADER]: ip }, body }),
    undefined as never,
  );
}
const signIn = (username: string, password: string, ip = SCHOOL) => post(login, "/api/auth/login", JSON.stringify({ username, password }), ip);

/** Uses up an address's failure budget as earlier wrong sign-ins would have (without hashing hundreds of passwords). */
async function exhaustFailures(ip: string, leave = 0) {
  for (let i = 0; i < LOGIN_FAILURE_RATE.limit - leave; i++) await limiters.loginFailures.take(ip);
}

function asTeacher(routeModule: typeof unlockRoute | typeof passwordRoute, student: string, body?: unknown) {
  tmp.jar.clear();
  tmp.jar.set("sw_session", teacherToken);
  return routeModule.POST(
    new Request("http://localhost/", { method: "POST", headers: { "content-type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) }),
    { params: Promise.resolve({ id: String(classId), studentId: String(ids[student]) }) },
  );
}

beforeAll(async () => {
  await migrateDb();
  const hash = await hashPassword(PASSWORD);
  const teacher = await createUser(db(), { username: "teach", displayName: "T", role: "teacher", passwordHash: hash });
  teacherToken = (await createSession(db(), teacher.id, 3600_000)).token;
  const cls = await createClass(db(), teacher.id, "7B");
  classId = cls.id;
  joinCode = cls.joinCode;
  for (let i = 0; i < 8; i++) {
    const u = await createUser(db(), { username: `pupil${i}`, displayName: `Pupil ${i}`, role: "student", passwordHash: hash });
    await addClassMember(db(), classId, u.id);
    ids[u.username] = u.id;
  }
});

beforeEach(async () => {
  await limiters.login.reset();
  await limiters.loginFailures.reset();
  await limiters.accounts.reset();
  await limiters.takenUsernames.reset();
});

afterAll(async () => {
  await closeDb();
  fs.rmSync(tmp.dir, { recursive: true, force: true });
});

describe("one student spraying from the school's address (issue 31 #3)", () => {
  it("the address's failure budget is far above a class's typos, and going over it does not lock the school out", async () => {
    expect(LOGIN_FAILURE_RATE.limit).toBeGreaterThanOrEqual(500);
    await exhaustFailures(SCHOOL, 2);
    // The last failures the budget allows, then the address is flooded.
    expect((await signIn("nobody-1", "Guess-Word-1")).status).toBe(401);
    expect((await signIn("nobody-2", "Guess-Word-1")).status).toBe(401);
    const flooded = await signIn("nobody-3", "Guess-Word-1");
    expect(flooded.status).toBe(429);
    expect(Number(flooded.headers.get("retry-after"))).toBeGreaterThan(0);
    // A classmate with the right password still gets in from the same address.
    expect((await signIn("pupil0", PASSWORD)).status).toBe(200);
    expect((await signIn("pupil1", PASSWORD)).status).toBe(200);
  });

  it("from a flooded address an account still has only its own limit: wrong passwords lock it", async () => {
    await exhaustFailures(SCHOOL);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await signIn("pupil2", `Wrong-Guess-${i}`)).status);
    expect(statuses.every((s) => s === 429)).toBe(true);
    // Now pupil2 is locked from here (its own lockout), while pupil3 is not.
    expect((await signIn("pupil2", PASSWORD)).status).toBe(429);
    expect((await signIn("pupil3", PASSWORD)).status).toBe(200);
  });

  it("malformed bodies cost one try each, not a lockout of the address", async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < LOGIN_RATE.limit + 20; i++) statuses.add((await post(login, "/api/auth/login", i % 2 ? "{not json" : JSON.stringify({ user: 1 }), SCHOOL)).status);
    expect([...statuses]).toEqual([400]);
    // The address is over its request budget: flooded, not blocked.
    expect((await signIn("nobody-4", "Guess-Word-1")).status).toBe(429);
    expect((await signIn("pupil4", PASSWORD)).status).toBe(200);
  });
});

describe("failed sign-ins count per account (issue 31 #3, #4)", () => {
  it("a spray over many addresses locks the account, not just each address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= ACCOUNT_LOCKOUT.freeFailures; i++) statuses.push((await signIn("pupil5", `Wrong-Guess-${i}`, `198.51.100.${i + 1}`)).status);
    expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Yet another address gets no fresh guesses at this account.
    expect((await signIn("pupil5", PASSWORD, "203.0.113.200")).status).toBe(429);
  });

  it("the teacher's unlock clears every counter blocking the student: the account's, the address's, the flood", async () => {
    for (let i = 0; i <= ACCOUNT_LOCKOUT.freeFailures; i++) await signIn("pupil6", `Wrong-Guess-${i}`, i < 5 ? SCHOOL : `198.51.100.${i + 1}`);
    await exhaustFailures(SCHOOL);
    expect((await signIn("pupil6", PASSWORD)).status).toBe(429);
    const r = await asTeacher(unlockRoute, "pupil6");
    expect(r.status).toBe(200);
    expect(((await r.json()) as { cleared: number }).cleared).toBe(2);
    expect((await signIn("pupil6", PASSWORD)).status).toBe(200);
  });

  it("a password reset clears them too: the new password works at once from the school", async () => {
    for (let i = 0; i <= ACCOUNT_LOCKOUT.freeFailures; i++) await signIn("pupil7", `Wrong-Guess-${i}`, `198.51.100.${i + 1}`);
    await exhaustFailures(SCHOOL);
    expect((await signIn("pupil7", PASSWORD)).status).toBe(429);
    expect((await asTeacher(passwordRoute, "pupil7", { password: "Fresh-Lantern-58" })).status).toBe(200);
    expect((await signIn("pupil7", "Fresh-Lantern-58")).status).toBe(200);
  });
});

describe("joining from the school's address (issue 31 #3)", () => {
  const joinAs = (username: string) => post(join, "/api/auth/join", JSON.stringify({ code: joinCode, username, password: PASSWORD }), SCHOOL);

  it("tries with a taken username do not use up the budget for new accounts", async () => {
    for (let i = 0; i < ACCOUNT_CREATION_RATE.limit + 1; i++) expect((await joinAs("pupil0")).status).toBe(409);
    expect((await joinAs("newcomer-1")).status).toBe(201);
  });

  it("taken usernames have a budget of their own", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < TAKEN_USERNAME_RATE.limit + 1; i++) statuses.push((await joinAs("pupil1")).status);
    expect(statuses.filter((s) => s === 409)).toHaveLength(TAKEN_USERNAME_RATE.limit);
    expect(statuses.at(-1)).toBe(429);
    expect((await joinAs("newcomer-2")).status).toBe(201);
  });
});

describe("hashing is shared fairly (issue 31 #4)", () => {
  it("a known account's sign-in is hashed ahead of a spray of unknown usernames from many addresses", async () => {
    // The throwaway hash unknown usernames are compared with is made once, on first use.
    expect((await signIn("nobody-warm", "Guess-Word-1", "203.0.113.99")).status).toBe(401);
    const done: string[] = [];
    const track = (name: string, p: Promise<Response>) => p.then((r) => (done.push(name), r.status));
    const spray = Array.from({ length: 12 }, (_, i) => track(`spray${i}`, signIn(`nobody-x${i}`, "Guess-Word-1", `203.0.113.${i + 1}`)));
    // Let the spray reach the line first (one hash takes far longer than this).
    await new Promise((r) => setTimeout(r, 100));
    const real = track("real", signIn("pupil3", PASSWORD, "192.0.2.77"));
    const statuses = await Promise.all([...spray, real]);
    expect(statuses.at(-1)).toBe(200);
    // Only the spray hash already running (or two, on a slow machine) finished before it; in arrival order it would be last.
    expect(done.indexOf("real")).toBeLessThanOrEqual(2);
  });
});
