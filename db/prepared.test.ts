// Prepared hot queries (db/prepared.ts) on either dialect (npm run test:pg runs this file on
// PostgreSQL): built once per handle, run with each call's own values, instants mapped by their
// column, and inside a transaction run on the transaction's own connection.
import { eq, gt, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

await vi.hoisted(async () => (await import("@/lib/test/route-harness")).useTempDatabase("prepared"));

const { getDb, closeDb } = await import("./client");
const { migrateDb } = await import("./migrate");
const { prepared, valueOf, valuesOf } = await import("./prepared");
const { sessions, skills, submissions, users } = await import("./schema");

beforeAll(async () => {
  await migrateDb();
  await getDb().insert(skills).values([1, 2, 3].map((i) => ({ id: `p-skill-${i}`, name: `Skill ${i}`, level: "arithmetic" })));
});
afterAll(async () => {
  await closeDb();
});

const skillNamed = (db: ReturnType<typeof getDb>) =>
  prepared(db, "test_skill_by_id", (d) => d.select({ name: skills.name }).from(skills).where(eq(skills.id, sql.placeholder("id"))));

describe("prepared queries", () => {
  it("are built once per handle and answer each call with its own values", async () => {
    const db = getDb();
    const query = skillNamed(db);
    expect(skillNamed(db)).toBe(query);
    const names = [];
    for (const id of ["p-skill-2", "p-skill-1", "missing", "p-skill-3"]) names.push((await query.execute({ id }))[0]?.name ?? null);
    expect(names).toEqual(["Skill 2", "Skill 1", null, "Skill 3"]);
  });

  it("map a value through its column (an instant given as a Date)", async () => {
    const db = getDb();
    const [user] = await db.insert(users).values({ username: "prep", displayName: "P", role: "student", passwordHash: "x" }).returning();
    const expiresAt = new Date(Date.now() + 60_000);
    await db.insert(sessions).values({ id: "prepared-session", userId: user!.id, expiresAt });
    const live = prepared(db, "test_live_sessions", (d) => d.select({ id: sessions.id }).from(sessions).where(gt(sessions.expiresAt, valueOf(sessions.expiresAt, "now"))));
    expect((await live.execute({ now: new Date(expiresAt.getTime() - 1) })).map((r) => r.id)).toContain("prepared-session");
    expect((await live.execute({ now: expiresAt })).map((r) => r.id)).not.toContain("prepared-session");
  });

  it("keep a null value null, whatever its column maps (a boolean, JSON)", async () => {
    const db = getDb();
    const insert = prepared(db, "test_insert_submission", (d) =>
      d
        .insert(submissions)
        .values({ ...valuesOf(submissions, ["problemText", "steps", "firstErrorIndex", "outcome", "answerCorrect"]) })
        .returning({ answerCorrect: submissions.answerCorrect, steps: submissions.steps }),
    );
    const row = { problemText: "prepared nulls", steps: ["x = 1"], firstErrorIndex: -1, outcome: "unsure" };
    expect(await insert.execute({ ...row, answerCorrect: null })).toEqual([{ answerCorrect: null, steps: ["x = 1"] }]);
    expect(await insert.execute({ ...row, answerCorrect: false })).toEqual([{ answerCorrect: false, steps: ["x = 1"] }]);
    expect(await insert.execute({ ...row, answerCorrect: true })).toEqual([{ answerCorrect: true, steps: ["x = 1"] }]);
  });

  it("run inside the transaction that asked: they see its own uncommitted writes", async () => {
    const seen = await getDb()
      .transaction(async (tx) => {
        await tx.insert(skills).values({ id: "p-skill-tx", name: "In tx", level: "arithmetic" });
        const inside = (await skillNamed(tx).execute({ id: "p-skill-tx" }))[0]?.name ?? null;
        throw Object.assign(new Error("roll back"), { inside });
      })
      .catch((err: { inside?: string | null }) => err.inside);
    expect(seen).toBe("In tx");
    expect(await skillNamed(getDb()).execute({ id: "p-skill-tx" })).toEqual([]);
  });
});
