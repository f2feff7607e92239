import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../client";
import { users, type NewUser, type User } from "../schema";

export function findUserByUsername(db: Db, username: string): User | null {
  return db.select().from(users).where(sql`lower(${users.username}) = ${username.toLowerCase()}`).get() ?? null;
}

export function findUserById(db: Db, id: number): User | null {
  return db.select().from(users).where(eq(users.id, id)).get() ?? null;
}

export function createUser(db: Db, user: NewUser): User {
  return db.insert(users).values(user).returning().get();
}

export function countUsers(db: Db): number {
  return db.get<{ n: number }>(sql`select count(*) as n from users`)?.n ?? 0;
}

export function setPasswordHash(db: Db, userId: number, passwordHash: string): void {
  db.update(users).set({ passwordHash }).where(eq(users.id, userId)).run();
}

export function setDisplayName(db: Db, userId: number, displayName: string): void {
  db.update(users).set({ displayName }).where(eq(users.id, userId)).run();
}

/**
 * First-run setup: creates the first account as teacher/admin, atomically refusing once any
 * user exists (two racing setup requests cannot both win: the count and insert share a transaction).
 */
export function createFirstAdmin(db: Db, input: { username: string; displayName: string; passwordHash: string }): User | null {
  return db.transaction((tx) => {
    const n = tx.get<{ n: number }>(sql`select count(*) as n from users`)?.n ?? 0;
    if (n > 0) return null;
    return tx.insert(users).values({ ...input, role: "teacher", isAdmin: true }).returning().get();
  });
}
