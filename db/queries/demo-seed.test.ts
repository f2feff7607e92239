// The demo class history: real engine verdicts, each student's own weak spot, mastery that is
// exactly the BKT replay of the stored attempts (same writer as live submissions).
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const tmp = await vi.hoisted(async () => (await import("@/lib/test/route-harness")).useTempDatabase("demo"));

const { migrateDb } = await import("@/db/migrate");
const { getDb, closeDb, rawAll, rawGet } = await import("@/db/client");
const { seedBank } = await import("./seed");
const { DEMO, seedDemoData } = await import("./demo-seed");
const { bktParamsFor, bktUpdate } = await import("@/lib/progress/bkt");
const { listPracticeHistory } = await import("./progress");

const db = () => getDb();
const now = new Date(Date.UTC(2026, 10, 22, 12));
let outcome = "";

beforeAll(async () => {
  await migrateDb();
  await seedBank(db());
  outcome = await seedDemoData(db(), now);
}, 120_000);
afterAll(async () => {
  await closeDb();
  fs.rmSync(tmp.dir, { recursive: true, force: true });
});

const userId = async (username: string) => (await rawGet<{ id: number }>(db(), sql`select id from users where username = ${username}`))!.id;

describe("seedDemoData", () => {
  it("creates the class, its students and 15-40 attempts each over the last three weeks", async () => {
    expect(outcome).toMatch(/^created \(\d+ attempts\)$/);
    const code = (await rawGet<{ join_code: string }>(db(), sql`select join_code from classes`))!.join_code;
    expect(code).toBe(DEMO.joinCode);
    for (const s of DEMO.students) {
      const r = (await rawGet<{ n: number; first: number; last: number }>(
        db(),
        sql`select count(*) n, min(created_at) first, max(created_at) last from submissions where user_id = ${await userId(s.username)}`,
      ))!;
      expect(r.n).toBeGreaterThanOrEqual(15);
      expect(r.n).toBeLessThanOrEqual(40);
      expect(r.first).toBeGreaterThanOrEqual(now.getTime() - 22 * 86_400_000);
      expect(r.last).toBeLessThan(now.getTime());
    }
  });

  it("every student has mistakes, and each has their own weak spot", async () => {
    const errors = async (u: string) =>
      new Map(
        (
          await rawAll<{ t: string; n: number }>(
            db(),
            sql`select f.error_type t, count(*) n from step_feedback f join submissions s on s.id = f.submission_id
                where s.user_id = ${await userId(u)} and f.verdict = 'incorrect' group by 1`,
          )
        ).map((r) => [r.t, r.n]),
      );
    const ben = await errors("ben");
    const cleo = await errors("cleo");
    expect(ben.get("sign") ?? 0).toBeGreaterThan([...ben.values()].reduce((a, b) => a + b, 0) / 2);
    expect(cleo.get("fraction") ?? 0).toBeGreaterThan(0);
    for (const s of DEMO.students) expect((await errors(s.username)).size).toBeGreaterThan(0);
  });

  it("stored mastery equals the BKT replay of each student's stored attempts", async () => {
    for (const s of DEMO.students) {
      const id = await userId(s.username);
      const history = [...(await listPracticeHistory(db(), id))].reverse();
      const expected = new Map<string, number>();
      for (const a of history) {
        if (a.correct === null) continue;
        for (const skill of a.skills) expected.set(skill, bktUpdate(expected.get(skill) ?? bktParamsFor(skill).pInit, a.correct, bktParamsFor(skill)));
      }
      const stored = await rawAll<{ skill_id: string; p_known: number }>(db(), sql`select skill_id, p_known from mastery where user_id = ${id}`);
      expect(stored.length).toBe(expected.size);
      for (const r of stored) expect(r.p_known).toBeCloseTo(expected.get(r.skill_id)!, 12);
    }
  });

  it("Ben's linear equations stay below mastery; his practice pick goes there", async () => {
    const { recommendForStudent } = await import("./progress");
    const ben = { id: await userId("ben"), username: "ben", displayName: "Ben", role: "student" as const, isAdmin: false };
    const rec = (await recommendForStudent(db(), ben))!;
    expect(rec.skillId).toMatch(/^linear-|integer-operations/);
    expect(rec.reason).toMatch(/sign errors/);
  });

  it("never touches a database that has users", async () => {
    expect(await seedDemoData(db(), now)).toBe("already present");
  });
});
