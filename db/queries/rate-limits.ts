import "server-only";
import { and, count, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../client";
import { rateLimitCounters as t } from "../schema";
import type { CounterStore, WindowCount } from "@/lib/security/rate-limit";

/** Every this many counted events, a store deletes its keys whose window has passed. */
export const RATE_LIMIT_SWEEP_EVERY = 500;

/**
 * A rate limiter's counts in the database, shared by every process that uses it (issue 33). One
 * statement per event: the upsert restarts a passed window and counts at most one past the cap,
 * atomically, so two processes counting the same key at once both count.
 */
export function dbCounterStore(db: () => Db, limiter: string): CounterStore {
  let sinceSweep = 0;
  return {
    hit(key: string, now: number, windowMs: number, cap: number): WindowCount {
      const passed = sql`${now} - ${t.windowStart} >= ${windowMs}`;
      const row = db()
        .insert(t)
        .values({ limiter, key, windowStart: now, count: 1 })
        .onConflictDoUpdate({
          target: [t.limiter, t.key],
          // (SET expressions all read the row as it was)
          set: {
            count: sql`case when ${passed} then 1 when ${t.count} <= ${cap} then ${t.count} + 1 else ${t.count} end`,
            windowStart: sql`case when ${passed} then ${now} else ${t.windowStart} end`,
          },
        })
        .returning({ count: t.count, start: t.windowStart })
        .get();
      if (++sinceSweep >= RATE_LIMIT_SWEEP_EVERY) {
        sinceSweep = 0;
        db().delete(t).where(and(eq(t.limiter, limiter), lt(t.windowStart, now - windowMs))).run();
      }
      return row;
    },
    read(key: string): WindowCount | undefined {
      return db()
        .select({ count: t.count, start: t.windowStart })
        .from(t)
        .where(and(eq(t.limiter, limiter), eq(t.key, key)))
        .get();
    },
    clear(): void {
      db().delete(t).where(eq(t.limiter, limiter)).run();
    },
    get size(): number {
      return db().select({ n: count() }).from(t).where(eq(t.limiter, limiter)).get()?.n ?? 0;
    },
  };
}
