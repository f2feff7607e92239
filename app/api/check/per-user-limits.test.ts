// A signed-in student's checks are limited (issue 31, finding 5), through the real route and a temp
// database: a per-user rate, a per-user budget of stored checks and bytes per 24 hours (both
// named settings, set low here), identical resubmissions answered from the stored attempt and not
// stored again, and checks taking turns: one in flight per user, a bounded queue answering 503.
import fs from "node:fs";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

const tmp = await vi.hoisted(async () => {
  Object.assign(process.env, { USER_CHECKS_PER_MIN: "5", USER_CHECKS_PER_DAY: "8", USER_STORAGE_KB_PER_DAY: "4", PRM_DISABLED: "1" });
  return (await import("@/lib/test/route-harness")).useTempDatabase("per-user");
});

vi.mock("next/headers", async () => (await import("@/lib/test/route-harness")).nextHeadersMock(tmp.jar));

const { sql } = await import("drizzle-orm");
const { closeDb, getDb, rawGet } = await import("@/db/client");
const { migrateDb } = await import("@/db/migrate");
const schema = await import("@/db/schema");
const { createSession } = await import("@/db/queries/sessions");
const { createUser } = await import("@/db/queries/users");
const { limiters } = await import("@/app/_server/rate-limits");
const { checkInTurn } = await import("@/app/_server/check-turns");
const { CHECK_SCHEDULING } = await import("@/lib/security/limits");
const { env } = await import("@/lib/server/env");
const checkRoute = await import("./route");

const db = () => getDb();
const tokens: Record<string, string> = {};
const stored = async (username: string) =>
  (await rawGet<{ n: number }>(db(), sql`select count(*) as n from submissions s join users u on u.id = s.user_id where u.username = ${username}`))!.n;

interface CheckReply {
  submissionId: number | null;
  outcome: string;
  firstErrorIndex: number;
  steps: { index: number; verdict: string; errorType?: string }[];
  duplicate?: boolean;
  error?: { message: string };
}

async function checkAs(username: string, body: Record<string, unknown>): Promise<{ status: number; retryAfter: number; json: CheckReply }> {
  tmp.jar.clear();
  tmp.jar.set("sw_session", tokens[username]!);
  const r = await checkRoute.POST(
    new Request("http://localhost/api/check", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
    undefined as never,
  );
  return { status: r.status, retryAfter: Number(r.headers.get("retry-after") ?? 0), json: (await r.json()) as CheckReply };
}

/** A different solution each time (a different slip), so none is a resubmission. */
const attempt = (i: number) => ({ problemId: "bank-1", steps: [`12 + 30 = ${42 + i}`] });

beforeAll(async () => {
  await migrateDb();
  await db().insert(schema.problems).values({ id: "bank-1", title: "b", statement: "Compute: 12 + 30", answer: "42", referenceSteps: ["12 + 30 = 42"], difficulty: 1, source: "generated" });
  for (const name of ["rate", "other", "daily", "bytes", "dup"]) {
    const u = await createUser(db(), { username: name, displayName: name, role: "student", passwordHash: "x" });
    tokens[name] = (await createSession(db(), u.id, 3600_000)).token;
  }
});

beforeEach(async () => await limiters.userChecks.reset());

afterAll(async () => {
  await closeDb();
  fs.rmSync(tmp.dir, { recursive: true, force: true });
});

describe("per-user limits on signed-in checks (issue 31 #5)", () => {
  it("the limits are named settings", () => {
    expect([env.userChecksPerMin, env.userChecksPerDay, env.userStorageBytesPerDay]).toEqual([5, 8, 4 * 1024]);
  });

  it("a student's checks a minute are limited; another student is not affected", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await checkAs("rate", attempt(i))).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const refused = await checkAs("rate", attempt(9));
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect(refused.retryAfter).toBeLessThanOrEqual(60);
    expect(await stored("rate")).toBe(5);
    expect((await checkAs("other", attempt(0))).status).toBe(200);
  });

  it("a student stores at most so many checks in 24 hours", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      await limiters.userChecks.reset(); // the per-minute limit is not what this is about
      statuses.push((await checkAs("daily", attempt(i))).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429, 429]);
    expect(await stored("daily")).toBe(8);
    const refused = await checkAs("daily", attempt(20));
    // Room comes back when the oldest stored check is a day old.
    expect(refused.retryAfter).toBeGreaterThan(23 * 3600);
    expect(refused.retryAfter).toBeLessThanOrEqual(24 * 3600);
  });

  it("and at most so many bytes of work", async () => {
    // About 1.5 KB each against a 4 KB budget.
    const long = `${"(1 + 1) + ".repeat(48)}(1 + 1) = ${2 * 49}`;
    const big = (i: number) => ({ problemId: "bank-1", steps: [long, long, long, `12 + 30 = ${42 + i}`] });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await checkAs("bytes", big(i))).status);
    expect(statuses).toEqual([200, 200, 429, 429]);
    expect(await stored("bytes")).toBe(2);
  });

  it("the same steps for the same problem again are answered from the stored attempt, not stored twice", async () => {
    // The per-minute limit is not what this is about.
    const check = async (username: string, body: Record<string, unknown>) => (await limiters.userChecks.reset(), checkAs(username, body));
    const first = await check("dup", attempt(1));
    expect(first.status).toBe(200);
    expect(first.json.duplicate).toBeUndefined();
    const again = await check("dup", attempt(1));
    expect(again.status).toBe(200);
    expect(again.json.duplicate).toBe(true);
    expect(again.json.submissionId).toBe(first.json.submissionId);
    for (const k of ["outcome", "firstErrorIndex"] as const) expect(again.json[k]).toBe(first.json[k]);
    expect(again.json.steps.map((s) => [s.verdict, s.errorType])).toEqual(first.json.steps.map((s) => [s.verdict, s.errorType]));
    expect(await stored("dup")).toBe(1);
    // A problem of their own is matched on its text.
    const own = { problem: "What is 7 * 6?", steps: ["7 * 6 = 42"] };
    expect((await check("dup", own)).json.duplicate).toBeUndefined();
    expect((await check("dup", own)).json.duplicate).toBe(true);
    expect((await check("dup", { ...own, problem: "What is 6 * 7?" })).json.duplicate).toBeUndefined();
    // Different steps are a new attempt.
    expect((await check("dup", attempt(2))).json.duplicate).toBeUndefined();
    expect(await stored("dup")).toBe(4);
  });
});

describe("checks take turns (issue 31 #4, #5)", () => {
  it("one check per user at a time; a user's full line answers 503 with Retry-After", async () => {
    const started: string[] = [];
    const releases: Array<() => void> = [];
    const gated = (name: string) => () =>
      new Promise<string>((resolve) => {
        started.push(name);
        releases.push(() => resolve(name));
      });
    const mine = Array.from({ length: CHECK_SCHEDULING.maxQueuedPerUser + 1 }, (_, i) => checkInTurn("user:flood", gated(`flood${i}`)));
    const refused = await checkInTurn("user:flood", gated("one too many")).catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: "UNAVAILABLE", details: { retryAfterSeconds: expect.any(Number) } });
    const quiet = checkInTurn("user:quiet", gated("quiet"));
    await new Promise((r) => setTimeout(r, 0));
    // The flooding user has one check running; the other user's check did not wait behind the rest.
    expect(started).toEqual(["flood0", "quiet"]);
    while (releases.length) {
      releases.shift()!();
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(await quiet).toBe("quiet");
    expect(await Promise.all(mine)).toEqual(mine.map((_, i) => `flood${i}`));
  });
});
