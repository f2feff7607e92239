import "server-only";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { LOGIN_LOCKOUT } from "@/lib/security/limits";
import type { Db } from "../client";
import { loginAttempts } from "../schema";

// One row per (lower(username), client IP); the key is JSON ["user","ip"] so it can be matched
// by username alone (reset and unlock clear every client's lock on that account).

export function lockoutKey(username: string, ip: string): string {
  return JSON.stringify([username.toLowerCase(), ip]);
}

/** When this (username, client) is locked out, the moment the lock ends; otherwise null. */
export function loginLockedUntil(db: Db, username: string, ip: string, now = new Date()): Date | null {
  const row = db.select().from(loginAttempts).where(eq(loginAttempts.key, lockoutKey(username, ip))).get();
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
}

/** Lock length after `failures` consecutive failures: none up to the free ones, then doubling. */
export function lockDurationMs(failures: number): number {
  const over = failures - LOGIN_LOCKOUT.freeFailures;
  if (over <= 0) return 0;
  return Math.min(LOGIN_LOCKOUT.baseLockMs * 2 ** Math.min(over - 1, 30), LOGIN_LOCKOUT.maxLockMs);
}

/** Counts one failed sign-in of `username` from `ip`; returns the lock it caused, if any. */
export function recordLoginFailure(db: Db, username: string, ip: string, now = new Date()): { lockedUntil: Date | null } {
  const key = lockoutKey(username, ip);
  return db.transaction((tx) => {
    const row = tx.select().from(loginAttempts).where(eq(loginAttempts.key, key)).get();
    const lastActive = row ? Math.max(row.windowStart.getTime(), row.lockedUntil?.getTime() ?? 0) : 0;
    const fresh = !row || now.getTime() - lastActive > LOGIN_LOCKOUT.forgetAfterMs;
    const failures = fresh ? 1 : row.failures + 1;
    const lockMs = lockDurationMs(failures);
    const lockedUntil = lockMs ? new Date(now.getTime() + lockMs) : null;
    // Opportunistic cleanup: guessed usernames must not grow the table without bound.
    const stale = new Date(now.getTime() - LOGIN_LOCKOUT.forgetAfterMs);
    tx.delete(loginAttempts)
      .where(and(lt(loginAttempts.windowStart, stale), or(isNull(loginAttempts.lockedUntil), lt(loginAttempts.lockedUntil, stale))))
      .run();
    // window_start holds the latest failure, so "forget after" counts from the last one.
    tx.insert(loginAttempts)
      .values({ key, failures, windowStart: now, lockedUntil })
      .onConflictDoUpdate({ target: loginAttempts.key, set: { failures, windowStart: now, lockedUntil } })
      .run();
    return { lockedUntil };
  });
}

/** A correct sign-in clears the lock of that client only. */
export function clearLoginFailures(db: Db, username: string, ip: string): void {
  db.delete(loginAttempts).where(eq(loginAttempts.key, lockoutKey(username, ip))).run();
}

/** Password reset or a teacher's unlock: every client's failures for this account; returns how many locks were running. */
export function clearAccountLockouts(db: Db, username: string, now = new Date()): number {
  // CASE keeps json_extract off rows keyed the old way (plain username), which are not JSON.
  const mine = sql`(case when json_valid(${loginAttempts.key}) then json_extract(${loginAttempts.key}, '$[0]') end) = ${username.toLowerCase()}`;
  const running = db
    .select({ n: sql<number>`count(*)` })
    .from(loginAttempts)
    .where(and(mine, sql`${loginAttempts.lockedUntil} > ${now.getTime()}`))
    .get()?.n ?? 0;
  db.delete(loginAttempts).where(mine).run();
  return running;
}
