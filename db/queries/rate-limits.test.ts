// The rate limits' counts in the database: fixed windows per key, and one budget for every process
// that opens the database (issue 33). The second process is a second connection (pool). Runs on
// SQLite and, with TEST_DATABASE_URL, on PostgreSQL. The limiter's decisions on top of a store are
// lib/security/rate-limit.test.ts's.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

await vi.hoisted(async () => (await import("@/lib/test/route-harness")).useTempDatabase("rate-limits"));

const { getDb, closeDb } = await import("../client");
const { migrateDb } = await import("../migrate");
const { dialect } = await import("../dialect");
const { dbCounterStore, RATE_LIMIT_SWEEP_EVERY } = await import("./rate-limits");
import type { Db } from "../client";

const others: (() => Promise<void>)[] = [];

/** Another server process's connection to the same database. */
async function otherProcess(): Promise<Db> {
  if (dialect === "postgres") {
    const pg = (await import("pg")).default;
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
    others.push(() => pool.end());
    return drizzle(pool, { schema: await import("../schema-pg") }) as unknown as Db;
  }
  const Database = (await import("better-sqlite3")).default;
  const { drizzle } = await import("drizzle-orm/better-sqlite3");
  const sqlite = new Database(process.env.DATABASE_PATH!);
  others.push(async () => void sqlite.close());
  return drizzle(sqlite, { schema: await import("../schema-sqlite") }) as unknown as Db;
}

beforeAll(async () => {
  await migrateDb();
});
afterAll(async () => {
  for (const close of others) await close();
  await closeDb();
});

describe("rate limit counts in the database", () => {
  it("counts per key within a window, at most one past the cap, and restarts a passed window", async () => {
    const store = dbCounterStore(getDb, "a");
    const counts = [];
    for (const t of [0, 1, 2, 3, 4]) counts.push((await store.hit("x", t, 1000, 3)).count);
    expect(counts).toEqual([1, 2, 3, 4, 4]);
    expect(await store.hit("y", 500, 1000, 3)).toEqual({ count: 1, start: 500 });
    expect(await store.read("x")).toEqual({ count: 4, start: 0 });
    expect(await store.hit("x", 1000, 1000, 3)).toEqual({ count: 1, start: 1000 });
    expect(await store.read("nobody")).toBeUndefined();
  });

  it("keeps limiters apart, and clear empties only its own", async () => {
    const one = dbCounterStore(getDb, "one");
    const two = dbCounterStore(getDb, "two");
    await one.hit("k", 0, 1000, 1);
    await two.hit("k", 0, 1000, 1);
    expect(await one.size).toBe(1);
    await one.clear();
    expect(await one.size).toBe(0);
    expect(await one.read("k")).toBeUndefined();
    expect(await two.read("k")).toEqual({ count: 1, start: 0 });
  });

  it("counts every process against one budget", async () => {
    const other = await otherProcess();
    const here = dbCounterStore(getDb, "shared");
    const there = dbCounterStore(() => other, "shared");
    const counts = [];
    for (const store of [here, there, here, there, here, there]) counts.push((await store.hit("student-7", 10, 1000, 4)).count);
    expect(counts).toEqual([1, 2, 3, 4, 5, 5]);
    expect(await there.read("student-7")).toEqual({ count: 5, start: 10 });
  });

  it("counts two processes' simultaneous hits on one key both", async () => {
    const other = await otherProcess();
    const here = dbCounterStore(getDb, "race");
    const there = dbCounterStore(() => other, "race");
    await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? here : there).hit("k", 0, 1000, 100)));
    expect(await here.read("k")).toEqual({ count: 10, start: 0 });
  });

  it("drops keys whose window has passed as new ones come", async () => {
    const store = dbCounterStore(getDb, "sweep");
    for (let t = 0; t < RATE_LIMIT_SWEEP_EVERY * 3; t++) await store.hit(`10.0.${t >> 8}.${t & 255}`, t * 10, 1000, 5);
    // one new address every 10 ms: only the last second's (and those since the last sweep) remain
    expect(await store.size).toBeLessThanOrEqual(RATE_LIMIT_SWEEP_EVERY + 100);
  });
});
