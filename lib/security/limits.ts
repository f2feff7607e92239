import type { RateLimit } from "./rate-limit";

// Per-client (IP) limits. Sized for a school: every student of a school (hundreds) may sit
// behind one NAT address, so one address is a crowd, not a person (issue 31). The per-address
// budgets are far above what a school's own sign-ins need; going over them does not block the
// address but puts it in "flooded" mode (app/api/auth/login/route.ts): unknown usernames are
// refused without spending a password hash, and an existing account still gets in with its
// correct password, within that account's own lockout. So a student spraying passwords from the
// school network cannot lock the school out, and the hashes a spray can cost stay bounded.

/** Sign-in requests per client IP, any outcome (a malformed body counts as one). */
export const LOGIN_RATE: RateLimit = { limit: 600, windowMs: 60_000 };

/** Failed sign-ins per client IP, across all usernames (password spraying). */
export const LOGIN_FAILURE_RATE: RateLimit = { limit: 500, windowMs: 15 * 60_000 };

/** New accounts (join with a code) per client IP: a class of 35 joining at once fits, a script filling the database does not. */
export const ACCOUNT_CREATION_RATE: RateLimit = { limit: 60, windowMs: 10 * 60_000 };

/**
 * Joins that pick a username already taken, per client IP: their own budget, so a class trying
 * names that are taken (or someone probing names) never uses up the budget for new accounts.
 */
export const TAKEN_USERNAME_RATE: RateLimit = { limit: 120, windowMs: 10 * 60_000 };

/**
 * Wrong join codes per client IP. Codes are 27^8, so guessing is hopeless anyway; the limit costs a
 * class nothing (a few typos each) and turns a guessing script into a 429 (issue 31).
 */
export const JOIN_CODE_FAILURE_RATE: RateLimit = { limit: 100, windowMs: 10 * 60_000 };

/**
 * Hint requests per student (signed in) or per client address (anonymous). A student asks for at
 * most three levels per step; 60 a minute covers a fast solver, not a script walking the bank.
 */
export const HINT_RATE: RateLimit = { limit: 60, windowMs: 60_000 };

/**
 * How checks share the machine (issue 31: 60 parallel checks from one student pushed another's
 * p95 from 22 ms to 5.5 s): a few at once (at least `concurrency`, and `perWorker` for each check
 * worker so that no worker idles between two checks), one per user (or, without a session, per
 * address), users taking turns; a user's further checks wait in their own short line, and a full
 * queue answers 503 with Retry-After at once.
 */
export const CHECK_SCHEDULING = { concurrency: 4, perWorker: 2, maxQueued: 64, maxRunningPerUser: 1, maxQueuedPerUser: 4 } as const;

/** Signed-in checks are budgeted per user in 24 hours (counts and sizes in lib/server/env.ts). */
export const USER_STORAGE_WINDOW_MS = 24 * 3600_000;

/** Checks without a session per client IP (they run the model; signed-in checks are not limited). */
export const ANON_CHECK_RATE: RateLimit = { limit: 20, windowMs: 60_000 };

export interface LockoutRule {
  readonly freeFailures: number;
  readonly baseLockMs: number;
  readonly maxLockMs: number;
  /** Failures older than this (with no lock running) are forgotten. */
  readonly forgetAfterMs: number;
}

/**
 * Lockout of one username from one client: after `freeFailures` wrong passwords, each further
 * one locks that (username, client) pair for `baseLockMs` × 2^(n − freeFailures), at most
 * `maxLockMs`. Other clients are not affected. A correct sign-in, a password reset or a
 * teacher's unlock clears it.
 */
export const LOGIN_LOCKOUT: LockoutRule = { freeFailures: 4, baseLockMs: 60_000, maxLockMs: 60 * 60_000, forgetAfterMs: 60 * 60_000 };

/**
 * Lockout of an account, counting its failures from every client (issue 31): a spray spread over
 * hundreds of addresses gets no more guesses per account than one address would, a few more
 * than one client's lock allows so that a student's own typos on another device don't trip it.
 */
export const ACCOUNT_LOCKOUT: LockoutRule = { freeFailures: 9, baseLockMs: 60_000, maxLockMs: 60 * 60_000, forgetAfterMs: 60 * 60_000 };

