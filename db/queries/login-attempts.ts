import "server-only";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../client";
import { loginAttempts } from "../schema";

export const LOGIN_THROTTLE = {
  maxFailures: 5,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
} as const;

/** When the key is locked out, the moment the lock ends; otherwise null. */
export function loginLockedUntil(db: Db, key: string, now = new Date()): Date | null {
  const row = db.select().from(loginAttempts).where(eq(loginAttempts.key, key)).get();
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
}

/**
 * Counts one failed sign-in. Failures are counted in a fixed window; reaching the limit
 * locks the key, and the count starts over once the window or the lock has passed.
 */
export function recordLoginFailure(db: Db, key: string, now = new Date()): { lockedUntil: Date | null } {
  return db.transaction((tx) => {
    const row = tx.select().from(loginAttempts).where(eq(loginAttempts.key, key)).get();
    const fresh =
      !row ||
      now.getTime() - row.windowStart.getTime() > LOGIN_THROTTLE.windowMs ||
      (row.lockedUntil !== null && row.lockedUntil <= now);
    const failures = fresh ? 1 : row.failures + 1;
    const windowStart = fresh ? now : row.windowStart;
    const lockedUntil = failures >= LOGIN_THROTTLE.maxFailures ? new Date(now.getTime() + LOGIN_THROTTLE.lockMs) : null;
    // Opportunistic cleanup: guessed usernames must not grow the table without bound.
    const stale = new Date(now.getTime() - LOGIN_THROTTLE.windowMs);
    tx.delete(loginAttempts)
      .where(and(lt(loginAttempts.windowStart, stale), or(isNull(loginAttempts.lockedUntil), lt(loginAttempts.lockedUntil, now))))
      .run();
    tx.insert(loginAttempts)
      .values({ key, failures, windowStart, lockedUntil })
      .onConflictDoUpdate({ target: loginAttempts.key, set: { failures, windowStart, lockedUntil } })
      .run();
    return { lockedUntil };
  });
}

export function clearLoginFailures(db: Db, key: string) {
  db.delete(loginAttempts).where(eq(loginAttempts.key, key)).run();
}
