// The rate limits' counts in the database: the same fixed windows as in memory, and one budget for
// every process that opens the database (issue 33). The second process is a second connection.
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { beforeAll, describe, expect, it, vi } from "vitest";

await vi.hoisted(async () => (await import("@/lib/test/route-harness")).useTempDatabase("rate-limits"));

const { migrate } = await import("drizzle-orm/better-sqlite3/migrator");
const { getDb } = await import("../client");
const schema = await import("../schema");
const { dbCounterStore, RATE_LIMIT_SWEEP_EVERY } = await import("./rate-limits");
const { RateLimiter } = await import("@/lib/security/rate-limit");

beforeAll(() => migrate(getDb(), { migrationsFolder: path.join(process.cwd(), "db/migrations") }));

const limiter = (name: string, limit: number, windowMs = 1000, db = getDb) => new RateLimiter({ limit, windowMs }, dbCounterStore(db, name));

describe("rate limits in the database", () => {
  it("allows `limit` events per window per key, then says when to retry", () => {
    const r = limiter("a", 3);
    expect([0, 1, 2, 3].map((t) => r.take("x", t).ok)).toEqual([true, true, true, false]);
    expect(r.take("x", 500).retryAfterMs).toBe(500);
    expect(r.take("y", 500).ok).toBe(true);
    expect(r.take("x", 1000)).toEqual({ ok: true, remaining: 2, retryAfterMs: 0 });
  });

  it("peek does not count; a zero limit refuses everything", () => {
    const r = limiter("b", 1);
    expect(r.peek("x", 0).ok).toBe(true);
    expect(r.peek("x", 0).ok).toBe(true);
    expect(r.take("x", 0).ok).toBe(true);
    expect(r.peek("x", 1).ok).toBe(false);
    expect(limiter("b0", 0).take("x", 0).ok).toBe(false);
  });

  it("keeps limiters apart, and reset clears only its own", () => {
    const one = limiter("one", 1);
    const two = limiter("two", 1);
    expect(one.take("k", 0).ok).toBe(true);
    expect(two.take("k", 0).ok).toBe(true);
    one.reset();
    expect(one.take("k", 1).ok).toBe(true);
    expect(two.take("k", 1).ok).toBe(false);
  });

  it("counts every process against one budget", () => {
    const other = drizzle(new Database(process.env.DATABASE_PATH!), { schema });
    const here = limiter("shared", 4);
    const there = limiter("shared", 4, 1000, () => other);
    const answers = [here, there, here, there, here, there].map((r) => r.take("student-7", 10).ok);
    expect(answers).toEqual([true, true, true, true, false, false]);
    expect(there.peek("student-7", 20).retryAfterMs).toBe(990);
  });

  it("drops keys whose window has passed as new ones come", () => {
    const r = limiter("sweep", 5, 1000);
    for (let t = 0; t < RATE_LIMIT_SWEEP_EVERY * 3; t++) r.take(`10.0.${t >> 8}.${t & 255}`, t * 10);
    // one new address every 10 ms: only the last second's (and those since the last sweep) remain
    expect(r.size).toBeLessThanOrEqual(RATE_LIMIT_SWEEP_EVERY + 100);
  });
});
