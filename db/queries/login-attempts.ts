import "server-only";
import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { ACCOUNT_LOCKOUT, LOGIN_LOCKOUT, type LockoutRule } from "@/lib/security/limits";
import { first, type Db } from "../client";
import { loginAttempts } from "../schema";

// Two rows per failing username: one per (lower(username), client IP), keyed JSON ["user","ip"],
// and one for the account from every client, keyed ["user","*"] (issue 31: a spray over many
// addresses must not get a fresh set of guesses per address). Both match on the username alone,
// so a reset or a teacher's unlock clears all of them.

const ANY_CLIENT = "*";

export function lockoutKey(username: string, ip: string): string {
  return JSON.stringify([username.toLowerCase(), ip]);
}

const accountKey = (username: string) => lockoutKey(username, ANY_CLIENT);

/** When this username is locked out for this client (its own lock or the account's), the moment the lock ends; otherwise null. */
export async function loginLockedUntil(db: Db, username: string, ip: string, now = new Date()): Promise<Date | null> {
  const rows = await db
    .select()
    .from(loginAttempts)
    .where(inArray(loginAttempts.key, [lockoutKey(username, ip), accountKey(username)]));
  const until = Math.max(0, ...rows.map((r) => r.lockedUntil?.getTime() ?? 0));
  return until > now.getTime() ? new Date(until) : null;
}

/** Lock length after `failures` consecutive failures: none up to the free ones, then doubling. */
export function lockDurationMs(failures: number, rule: LockoutRule = LOGIN_LOCKOUT): number {
  const over = failures - rule.freeFailures;
  if (over <= 0) return 0;
  return Math.min(rule.baseLockMs * 2 ** Math.min(over - 1, 30), rule.maxLockMs);
}

async function countFailure(tx: Db, key: string, rule: LockoutRule, now: Date): Promise<Date | null> {
  const row = await first(tx.select().from(loginAttempts).where(eq(loginAttempts.key, key)));
  const lastActive = row ? Math.max(row.windowStart.getTime(), row.lockedUntil?.getTime() ?? 0) : 0;
  const fresh = !row || now.getTime() - lastActive > rule.forgetAfterMs;
  const failures = fresh ? 1 : row.failures + 1;
  const lockMs = lockDurationMs(failures, rule);
  const lockedUntil = lockMs ? new Date(now.getTime() + lockMs) : null;
  // window_start holds the latest failure, so "forget after" counts from the last one.
  await tx
    .insert(loginAttempts)
    .values({ key, failures, windowStart: now, lockedUntil })
    .onConflictDoUpdate({ target: loginAttempts.key, set: { failures, windowStart: now, lockedUntil } });
  return lockedUntil;
}

/** Counts one failed sign-in of `username` from `ip` (for that client and for the account); returns the lock it caused, if any. */
export async function recordLoginFailure(db: Db, username: string, ip: string, now = new Date()): Promise<{ lockedUntil: Date | null }> {
  return db.transaction(async (tx) => {
    // Opportunistic cleanup: guessed usernames must not grow the table without bound.
    const stale = new Date(now.getTime() - Math.max(LOGIN_LOCKOUT.forgetAfterMs, ACCOUNT_LOCKOUT.forgetAfterMs));
    await tx
      .delete(loginAttempts)
      .where(and(lt(loginAttempts.windowStart, stale), or(isNull(loginAttempts.lockedUntil), lt(loginAttempts.lockedUntil, stale))));
    const t = tx as unknown as Db;
    const locks = [await countFailure(t, lockoutKey(username, ip), LOGIN_LOCKOUT, now), await countFailure(t, accountKey(username), ACCOUNT_LOCKOUT, now)];
    const until = Math.max(0, ...locks.map((d) => d?.getTime() ?? 0));
    return { lockedUntil: until ? new Date(until) : null };
  });
}

/** A correct sign-in clears that client's failures and the account's (the owner proved it is theirs). */
export async function clearLoginFailures(db: Db, username: string, ip: string): Promise<void> {
  await db.delete(loginAttempts).where(inArray(loginAttempts.key, [lockoutKey(username, ip), accountKey(username)]));
}

/**
 * The rows of every client of this username: their keys all begin `["<username>",` (lockoutKey),
 * so a prefix compared by characters finds them on SQLite and PostgreSQL alike (no JSON functions;
 * rows keyed the old way, by the plain username, never match, as they did not before).
 */
function keysOfUsername(username: string) {
  const prefix = `[${JSON.stringify(username.toLowerCase())},`;
  return sql`substr(${loginAttempts.key}, 1, ${[...prefix].length}) = ${prefix}`;
}

/** Password reset or a teacher's unlock: every client's failures for this account and the account's own; returns how many locks were running. */
export async function clearAccountLockouts(db: Db, username: string, now = new Date()): Promise<number> {
  const removed = await db.delete(loginAttempts).where(keysOfUsername(username)).returning({ lockedUntil: loginAttempts.lockedUntil });
  return removed.filter((r) => r.lockedUntil !== null && r.lockedUntil.getTime() > now.getTime()).length;
}
