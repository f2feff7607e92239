import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import type { Db } from "../client";
import { sessions, users, type User } from "../schema";

export type SessionUser = Pick<User, "id" | "username" | "displayName" | "role" | "isAdmin">;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export function createSession(db: Db, userId: number, ttlMs: number): { token: string; expiresAt: Date } {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + ttlMs);
  db.insert(sessions).values({ id: hashToken(token), userId, expiresAt }).run();
  // Opportunistic cleanup keeps the table small without a scheduler.
  db.delete(sessions).where(lt(sessions.expiresAt, new Date())).run();
  return { token, expiresAt };
}

export function findSessionUser(db: Db, token: string): SessionUser | null {
  const row = db
    .select({ id: users.id, username: users.username, displayName: users.displayName, role: users.role, isAdmin: users.isAdmin })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, hashToken(token)), gt(sessions.expiresAt, new Date())))
    .get();
  return row ?? null;
}

export function deleteSession(db: Db, token: string) {
  db.delete(sessions).where(eq(sessions.id, hashToken(token))).run();
}

export function deleteUserSessions(db: Db, userId: number) {
  db.delete(sessions).where(eq(sessions.userId, userId)).run();
}
