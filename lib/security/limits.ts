import type { RateLimit } from "./rate-limit";

// Per-client (IP) limits. Sized for a school: a whole class (35 students, a few typos each)
// signs in from one NAT address at the start of a lesson, so the per-minute login budget is
// about 3× that; spraying one password over many usernames is stopped by the failure budget.

/** Sign-in requests per client IP, any outcome. */
export const LOGIN_RATE: RateLimit = { limit: 100, windowMs: 60_000 };

/** Failed sign-ins per client IP, across all usernames (password spraying). */
export const LOGIN_FAILURE_RATE: RateLimit = { limit: 50, windowMs: 15 * 60_000 };

/** New accounts (join with a code) per client IP: a class of 35 joining at once fits, a script filling the database does not. */
export const ACCOUNT_CREATION_RATE: RateLimit = { limit: 60, windowMs: 10 * 60_000 };

/** Checks without a session per client IP (they run the model; signed-in checks are not limited). */
export const ANON_CHECK_RATE: RateLimit = { limit: 20, windowMs: 60_000 };

/**
 * Lockout of one username from one client: after `freeFailures` wrong passwords, each further
 * one locks that (username, client) pair for `baseLockMs` × 2^(n − freeFailures), at most
 * `maxLockMs`. Other clients are not affected, so nobody can lock the real user out from
 * elsewhere. A correct sign-in, a password reset or a teacher's unlock clears it.
 */
export const LOGIN_LOCKOUT = {
  freeFailures: 4,
  baseLockMs: 60_000,
  maxLockMs: 60 * 60_000,
  /** Failures older than this (with no lock running) are forgotten. */
  forgetAfterMs: 60 * 60_000,
} as const;
