import "server-only";
import { randomBytes } from "node:crypto";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import type { Db } from "../client";
import { findClassByJoinCode, regenerateJoinCode } from "./classes";
import { DEMO } from "./demo-seed";
import { deleteUserSessions } from "./sessions";
import { findUserByUsername, setPasswordHash } from "./users";

export interface LiveDemoCredentials {
  /** Demo accounts that still sign in with the password printed in the README. */
  accounts: string[];
  /** The demo class's published join code, when a class still answers to it. */
  joinCode: string | null;
}

const DEMO_ACCOUNTS = [
  { username: DEMO.teacher.username, password: DEMO.teacher.password },
  ...DEMO.students.map((s) => ({ username: s.username, password: DEMO.studentPassword })),
];

/**
 * What of the published demo credentials still works in this database. Checked by hash, not by
 * username: an account called "teacher" whose owner chose their own password is not a demo login.
 */
export async function findLiveDemoCredentials(db: Db): Promise<LiveDemoCredentials> {
  const accounts: string[] = [];
  // The seed gives every demo student the same hash: verify each distinct hash once (~100 ms each).
  const verdicts = new Map<string, Promise<boolean>>();
  for (const { username, password } of DEMO_ACCOUNTS) {
    const user = await findUserByUsername(db, username);
    if (!user) continue;
    const key = `${password}\u0000${user.passwordHash}`;
    if (!verdicts.has(key)) verdicts.set(key, verifyPassword(password, user.passwordHash));
    if (await verdicts.get(key)) accounts.push(user.username);
  }
  return { accounts, joinCode: (await findClassByJoinCode(db, DEMO.joinCode)) ? DEMO.joinCode : null };
}

export const hasLiveDemoCredentials = (live: LiveDemoCredentials) => live.accounts.length > 0 || live.joinCode !== null;

/**
 * `npm run demo:lock`: every demo account that still has its published password gets a random one
 * nobody knows (and is signed out everywhere), and the demo class gets a fresh join code. The
 * accounts and their history stay, so a school that tried the demo loses nothing; the teacher
 * sets a real password with `npm run admin:create -- --username teacher --reset`.
 */
export async function lockDemoCredentials(db: Db): Promise<LiveDemoCredentials & { newJoinCode: string | null }> {
  const live = await findLiveDemoCredentials(db);
  const hashes = await Promise.all(live.accounts.map(() => hashPassword(randomBytes(24).toString("base64url"))));
  const newJoinCode = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    for (const [i, username] of live.accounts.entries()) {
      const user = (await findUserByUsername(t, username))!;
      await setPasswordHash(t, user.id, hashes[i]!);
      await deleteUserSessions(t, user.id);
    }
    const cls = live.joinCode ? await findClassByJoinCode(t, live.joinCode) : null;
    return cls ? regenerateJoinCode(t, cls.id) : null;
  });
  return { ...live, newJoinCode };
}
