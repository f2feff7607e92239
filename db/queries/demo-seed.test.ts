// The demo class history: real engine verdicts, each student's own weak spot, mastery that is
// exactly the BKT replay of the stored attempts (same writer as live submissions).
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const tmp = vi.hoisted(() => {
  const dir = require("node:fs").mkdtempSync(require("node:path").join(require("node:os").tmpdir(), "stepwise-demo-"));
  process.env.DATABASE_PATH = require("node:path").join(dir, "test.db");
  return { dir };
});

const { migrate } = await import("drizzle-orm/better-sqlite3/migrator");
const { getDb, getSqlite } = await import("@/db/client");
const { seedBank } = await import("./seed");
const { DEMO, seedDemoData } = await import("./demo-seed");
const { bktParamsFor, bktUpdate } = await import("@/lib/progress/bkt");
const { listPracticeHistory } = await import("./progress");

const db = () => getDb();
const now = new Date(Date.UTC(2026, 10, 22, 12));
let outcome = "";

beforeAll(async () => {
  migrate(db(), { migrationsFolder: path.join(process.cwd(), "db/migrations") });
  seedBank(db());
  outcome = await seedDemoData(db(), now);
}, 120_000);
afterAll(() => {
  getSqlite().close();
  fs.rmSync(tmp.dir, { recursive: true, force: true });
});

const userId = (username: string) => db().get<{ id: number }>(sql`select id from users where username = ${username}`)!.id;

describe("seedDemoData", () => {
  it("creates the class, its students and 15-40 attempts each over the last three weeks", () => {
    expect(outcome).toMatch(/^created \(\d+ attempts\)$/);
    const code = db().get<{ join_code: string }>(sql`select join_code from classes`)!.join_code;
    expect(code).toBe(DEMO.joinCode);
    for (const s of DEMO.students) {
      const r = db().get<{ n: number; first: number; last: number }>(
        sql`select count(*) n, min(created_at) first, max(created_at) last from submissions where user_id = ${userId(s.username)}`,
      )!;
      expect(r.n).toBeGreaterThanOrEqual(15);
      expect(r.n).toBeLessThanOrEqual(40);
      expect(r.first).toBeGreaterThanOrEqual(now.getTime() - 22 * 86_400_000);
      expect(r.last).toBeLessThan(now.getTime());
    }
  });

  it("every student has mistakes, and each has their own weak spot", () => {
    const errors = (u: string) =>
      new Map(
        db()
          .all<{ t: string; n: number }>(
            sql`select f.error_type t, count(*) n from step_feedback f join submissions s on s.id = f.submission_id
                where s.user_id = ${userId(u)} and f.verdict = 'incorrect' group by 1`,
          )
          .map((r) => [r.t, r.n]),
      );
    const ben = errors("ben");
    const cleo = errors("cleo");
    expect(ben.get("sign") ?? 0).toBeGreaterThan([...ben.values()].reduce((a, b) => a + b, 0) / 2);
    expect(cleo.get("fraction") ?? 0).toBeGreaterThan(0);
    for (const s of DEMO.students) expect(errors(s.username).size).toBeGreaterThan(0);
  });

  it("stored mastery equals the BKT replay of each student's stored attempts", () => {
    for (const s of DEMO.students) {
      const id = userId(s.username);
      const history = [...listPracticeHistory(db(), id)].reverse();
      const expected = new Map<string, number>();
      for (const a of history) {
        if (a.correct === null) continue;
        for (const skill of a.skills) expected.set(skill, bktUpdate(expected.get(skill) ?? bktParamsFor(skill).pInit, a.correct, bktParamsFor(skill)));
      }
      const stored = db().all<{ skill_id: string; p_known: number }>(sql`select skill_id, p_known from mastery where user_id = ${id}`);
      expect(stored.length).toBe(expected.size);
      for (const r of stored) expect(r.p_known).toBeCloseTo(expected.get(r.skill_id)!, 12);
    }
  });

  it("Ben's linear equations stay below mastery; his practice pick goes there", async () => {
    const { recommendForStudent } = await import("./progress");
    const ben = { id: userId("ben"), username: "ben", displayName: "Ben", role: "student" as const, isAdmin: false };
    const rec = recommendForStudent(db(), ben)!;
    expect(rec.skillId).toMatch(/^linear-|integer-operations/);
    expect(rec.reason).toMatch(/sign errors/);
  });

  it("never touches a database that has users", async () => {
    expect(await seedDemoData(db(), now)).toBe("already present");
  });
});
