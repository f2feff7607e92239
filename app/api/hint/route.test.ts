// POST /api/hint through the real handler and a temp database: the ladder for a bank problem and
// an own one, validation, the rate limit, and hint use stored with the next attempt (and its
// weaker mastery evidence).
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const tmp = await vi.hoisted(async () => {
  process.env.PRM_DISABLED = "1";
  return (await import("@/lib/test/route-harness")).useTempDatabase("hint");
});

vi.mock("next/headers", async () => (await import("@/lib/test/route-harness")).nextHeadersMock(tmp.jar));

const { eq } = await import("drizzle-orm");
const { closeDb, first, getDb } = await import("@/db/client");
const { migrateDb } = await import("@/db/migrate");
const schema = await import("@/db/schema");
const { createSession } = await import("@/db/queries/sessions");
const { createUser } = await import("@/db/queries/users");
const { limiters } = await import("@/app/_server/rate-limits");
const { HINT_RATE } = await import("@/lib/security/limits");
const { CLIENT_IP_HEADER } = await import("@/lib/security/client-ip");
const { NO_HINT } = await import("@/lib/hints/ladder");
const hintRoute = await import("./route");
const checkRoute = await import("../check/route");

const db = () => getDb();
const tokens: Record<string, string> = {};

beforeAll(async () => {
  await migrateDb();
  for (const name of ["ana", "bo", "cy"]) {
    const u = await createUser(db(), { username: name, displayName: name, role: "student", passwordHash: "x" });
    tokens[name] = (await createSession(db(), u.id, 3600_000)).token;
  }
  await db().insert(schema.skills).values({ id: "linear-two-step", name: "Two-step equations", level: "equations" });
  await db()
    .insert(schema.problems)
    .values({ id: "lin2-x", title: "Solve 2y + 3 = 19", statement: "Solve for y: 2y + 3 = 19", answer: "y = 8", referenceSteps: ["2y + 3 = 19", "2y = 19 - 3", "2y = 16", "y = 8"], difficulty: 2, source: "generated" });
  await db().insert(schema.problemSkills).values({ problemId: "lin2-x", skillId: "linear-two-step" });
});

afterAll(async () => {
  await closeDb();
  fs.rmSync(tmp.dir, { recursive: true, force: true });
});

const json = { "content-type": "application/json" };
const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`http://stepwise.school:3000${url}`, { method: "POST", headers: { host: "stepwise.school:3000", ...json, ...headers }, body: JSON.stringify(body) });
const as = (name: string | null) => {
  tmp.jar.clear();
  if (name) tmp.jar.set("sw_session", tokens[name]);
};
const hint = async (body: unknown, headers?: Record<string, string>) => {
  const r = await hintRoute.POST(post("/api/hint", body, headers), undefined as never);
  return { status: r.status, body: (await r.json()) as { level: number; hint: string; source: string; error?: { code: string } } };
};
const check = async (body: unknown) => (await (await checkRoute.POST(post("/api/check", body), undefined as never)).json()) as { submissionId: number; outcome: string };
const submission = async (id: number) => (await first(db().select().from(schema.submissions).where(eq(schema.submissions.id, id))))!;

describe("POST /api/hint", () => {
  it("answers each level for a bank problem, never with the answer, and stores each request", async () => {
    as("ana");
    const texts: string[] = [];
    for (const level of [1, 2, 3]) {
      const r = await hint({ problemId: "lin2-x", steps: [], level });
      expect(r.status).toBe(200);
      expect(r.body.level).toBe(level);
      expect(r.body.source).toBe("algebra");
      expect(r.body.hint).not.toMatch(/(?<![\d.])8(?![\d.])/);
      texts.push(r.body.hint);
    }
    expect(texts[1]).toBe("Subtract $3$ from both sides.");
    expect(new Set(texts).size).toBe(3);
    expect((await db().select().from(schema.hintRequests)).map((h) => h.level)).toEqual([1, 2, 3]);
  });

  it("records the highest level with the next attempt only, and counts the hinted solve as weaker evidence", async () => {
    as("ana");
    const hinted = await check({ problemId: "lin2-x", steps: ["2y = 16", "y = 8"] });
    expect(hinted.outcome).toBe("correct");
    expect((await submission(hinted.submissionId)).hintLevel).toBe(3);
    expect((await db().select().from(schema.hintRequests)).every((h) => h.submissionId === hinted.submissionId)).toBe(true);
    // (the same steps again would be answered from the stored attempt: different ones)
    const again = await check({ problemId: "lin2-x", steps: ["2y + 3 = 19", "2y = 16", "y = 8"] });
    expect((await submission(again.submissionId)).hintLevel).toBe(0);

    as("bo");
    const unaided = await check({ problemId: "lin2-x", steps: ["2y = 16", "y = 8"] });
    expect((await submission(unaided.submissionId)).hintLevel).toBe(0);
    const firstEvent = async (sub: number) => (await first(db().select().from(schema.masteryEvents).where(eq(schema.masteryEvents.submissionId, sub))))!.pKnown;
    expect(await firstEvent(hinted.submissionId)).toBeLessThan(await firstEvent(unaided.submissionId));
  });

  it("hints on an own equation, says honestly when an own word problem has none, and works without a session", async () => {
    as(null);
    const eq1 = await hint({ problem: "3x - 4 = 11", steps: ["3x = 15"], level: 2 });
    expect(eq1.body).toEqual({ level: 2, hint: "Divide both sides by $3$.", source: "algebra" });
    const word = await hint({ problem: "Tom has some marbles and loses a few. How many are left?", steps: [], level: 1 });
    expect(word.body).toEqual({ level: 1, hint: NO_HINT, source: "none" });
    as("cy");
    await hint({ problem: "Tom has some marbles and loses a few. How many are left?", steps: [], level: 1 });
    await hint({ problem: "3x - 4 = 11", steps: [], level: 1 });
    const own = await check({ problem: "3x - 4 = 11", steps: ["3x = 15", "x = 5"] });
    expect((await submission(own.submissionId)).hintLevel).toBe(1);
    // the "no hint" answer helped nobody and is not stored
    expect((await db().select().from(schema.hintRequests)).filter((h) => h.problemText.startsWith("Tom"))).toEqual([]);
  });

  it("refuses bad requests and unknown problems", async () => {
    as("ana");
    expect((await hint({ problemId: "lin2-x", steps: [], level: 4 })).status).toBe(400);
    expect((await hint({ problemId: "lin2-x", problem: "1 + 1", steps: [], level: 1 })).status).toBe(400);
    expect((await hint({ steps: [], level: 1 })).status).toBe(400);
    expect((await hint({ problemId: "nope", steps: [], level: 1 })).status).toBe(404);
    expect((await hint({ problem: "3x = 6", steps: [], level: 1, expectSignedIn: true }, {})).status).toBe(200);
    as(null);
    expect((await hint({ problem: "3x = 6", steps: [], level: 1, expectSignedIn: true })).status).toBe(401);
  });

  it("is rate limited per client (HINT_RATE)", async () => {
    as(null);
    await limiters.hint.reset();
    const statuses: number[] = [];
    for (let i = 0; i < HINT_RATE.limit + 2; i++) statuses.push((await hint({ problem: "3x = 6", steps: [], level: 1 }, { [CLIENT_IP_HEADER]: "203.0.113.9" })).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(HINT_RATE.limit);
    expect(statuses.at(-1)).toBe(429);
    expect((await hint({ problem: "3x = 6", steps: [], level: 1 }, { [CLIENT_IP_HEADER]: "203.0.113.10" })).status).toBe(200);
  });
});
