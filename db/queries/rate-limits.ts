import "server-only";
import { and, count, eq, lt, sql } from "drizzle-orm";
import { first, type Db } from "../client";
import { prepared } from "../prepared";
import { rateLimitCounters as t } from "../schema";
import type { CounterStore, WindowCount } from "@/lib/security/rate-limit";

/** Every this many counted events, a store deletes its keys whose window has passed. */
export const RATE_LIMIT_SWEEP_EVERY = 500;

/** The upsert of one event; its values are placeholders, so it is built once (db/prepared.ts). */
function countHit(db: Db) {
  const now = sql.placeholder("now");
  const cap = sql.placeholder("cap");
  const passed = sql`${now} - ${t.windowStart} >= ${sql.placeholder("windowMs")}`;
  return db
    .insert(t)
    .values({ limiter: sql.placeholder("limiter"), key: sql.placeholder("key"), windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: [t.limiter, t.key],
      // (SET expressions all read the row as it was)
      set: {
        count: sql`case when ${passed} then 1 when ${t.count} <= ${cap} then ${t.count} + 1 else ${t.count} end`,
        windowStart: sql`case when ${passed} then ${now} else ${t.windowStart} end`,
      },
    })
    .returning({ count: t.count, start: t.windowStart });
}

/**
 * A rate limiter's counts in the database, shared by every process that uses it (issue 33). One
 * statement per event: the upsert restarts a passed window and counts at most one past the cap,
 * atomically, so two processes counting the same key at once both count.
 */
export function dbCounterStore(db: () => Db, limiter: string): CounterStore {
  let sinceSweep = 0;
  return {
    async hit(key: string, now: number, windowMs: number, cap: number): Promise<WindowCount> {
      const [row] = await prepared(db(), "rate_limit_hit", countHit).execute({ limiter, key, now, windowMs, cap });
      if (++sinceSweep >= RATE_LIMIT_SWEEP_EVERY) {
        sinceSweep = 0;
        await db().delete(t).where(and(eq(t.limiter, limiter), lt(t.windowStart, now - windowMs)));
      }
      return row!;
    },
    async read(key: string): Promise<WindowCount | undefined> {
      return first(
        db()
          .select({ count: t.count, start: t.windowStart })
          .from(t)
          .where(and(eq(t.limiter, limiter), eq(t.key, key))),
      );
    },
    async clear(): Promise<void> {
      await db().delete(t).where(eq(t.limiter, limiter));
    },
    get size(): Promise<number> {
      return first(db().select({ n: count() }).from(t).where(eq(t.limiter, limiter))).then((r) => r?.n ?? 0);
    },
  };
}
