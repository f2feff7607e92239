import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { type Db } from "../client";
import { prepared, valueOf } from "../prepared";
import { sessions, users, type User } from "../schema";

export type SessionUser = Pick<User, "id" | "username" | "displayName" | "role" | "isAdmin">;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export async function createSession(db: Db, userId: number, ttlMs: number): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + ttlMs);
  await db.insert(sessions).values({ id: hashToken(token), userId, expiresAt });
  // Opportunistic cleanup keeps the table small without a scheduler.
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  return { token, expiresAt };
}

/** Every signed-in request asks this first. */
export async function findSessionUser(db: Db, token: string): Promise<SessionUser | null> {
  const query = prepared(db, "find_session_user", (d) =>
    d
      .select({ id: users.id, username: users.username, displayName: users.displayName, role: users.role, isAdmin: users.isAdmin })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, sql.placeholder("id")), gt(sessions.expiresAt, valueOf(sessions.expiresAt, "now")))),
  );
  return (await query.execute({ id: hashToken(token), now: new Date() }))[0] ?? null;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

export async function deleteUserSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
