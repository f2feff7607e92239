// Sign-in lockouts in the database, on SQLite and (TEST_DATABASE_URL) PostgreSQL: clearing one
// account's lockouts finds every client's row by its key's prefix, not with SQLite's JSON functions.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { LOGIN_LOCKOUT } from "@/lib/security/limits";

await vi.hoisted(async () => (await import("@/lib/test/route-harness")).useTempDatabase("lockouts"));

const { getDb, closeDb } = await import("../client");
const { migrateDb } = await import("../migrate");
const { recordLoginFailure, loginLockedUntil, clearAccountLockouts, clearLoginFailures } = await import("./login-attempts");

const now = new Date(Date.UTC(2026, 10, 1, 9));
const failUntilLocked = async (username: string, ip: string) => {
  for (let i = 0; i <= LOGIN_LOCKOUT.freeFailures; i++) await recordLoginFailure(getDb(), username, ip, now);
};

beforeAll(async () => {
  await migrateDb();
});
afterAll(async () => {
  await closeDb();
});

describe("login lockouts", () => {
  it("lock one (username, client) pair after the free failures, whatever the username's case", async () => {
    await failUntilLocked("Ada", "10.0.0.1");
    expect(await loginLockedUntil(getDb(), "ada", "10.0.0.1", now)).toEqual(new Date(now.getTime() + LOGIN_LOCKOUT.baseLockMs));
    expect(await loginLockedUntil(getDb(), "ada", "10.0.0.2", now)).toBeNull();
    await clearLoginFailures(getDb(), "ADA", "10.0.0.1");
    expect(await loginLockedUntil(getDb(), "ada", "10.0.0.1", now)).toBeNull();
  });

  it("clearing an account's lockouts clears every client's, counts the running ones, and leaves look-alike usernames alone", async () => {
    await failUntilLocked("bo", "10.0.0.1");
    await failUntilLocked("bo", "::1");
    await recordLoginFailure(getDb(), "bo", "10.0.0.3", now);
    // a username that is a prefix of another, and ones with LIKE wildcards and JSON escapes
    for (const other of ["b", "bob", "b_", "b%", 'b"o\\']) await failUntilLocked(other, "10.0.0.1");
    // two locked clients, and the account itself (11 failures from anywhere)
    expect(await clearAccountLockouts(getDb(), "Bo", now)).toBe(3);
    for (const ip of ["10.0.0.1", "::1", "10.0.0.3"]) expect(await loginLockedUntil(getDb(), "bo", ip, now)).toBeNull();
    expect(await clearAccountLockouts(getDb(), "bo", now)).toBe(0);
    for (const other of ["b", "bob", "b_", "b%", 'b"o\\']) expect(await loginLockedUntil(getDb(), other, "10.0.0.1", now)).not.toBeNull();
    expect(await clearAccountLockouts(getDb(), 'B"O\\', now)).toBe(1);
    expect(await loginLockedUntil(getDb(), 'b"o\\', "10.0.0.1", now)).toBeNull();
  });

  it("counts a lock that has run out as cleared but not running", async () => {
    await failUntilLocked("cy", "10.0.0.1");
    const later = new Date(now.getTime() + LOGIN_LOCKOUT.baseLockMs + 1);
    expect(await clearAccountLockouts(getDb(), "cy", later)).toBe(0);
    expect(await loginLockedUntil(getDb(), "cy", "10.0.0.1", now)).toBeNull();
  });
});
