import "server-only";
import { eq, sql } from "drizzle-orm";
import { first, rawGet, type Db } from "../client";
import { users, type NewUser, type User } from "../schema";

export async function findUserByUsername(db: Db, username: string): Promise<User | null> {
  return (await first(db.select().from(users).where(sql`lower(${users.username}) = ${username.toLowerCase()}`).limit(1))) ?? null;
}

export async function findUserById(db: Db, id: number): Promise<User | null> {
  return (await first(db.select().from(users).where(eq(users.id, id)))) ?? null;
}

export async function createUser(db: Db, user: NewUser): Promise<User> {
  return (await db.insert(users).values(user).returning())[0]!;
}

export async function countUsers(db: Db): Promise<number> {
  return (await rawGet<{ n: number }>(db, sql`select count(*) as n from users`))?.n ?? 0;
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export async function setDisplayName(db: Db, userId: number, displayName: string): Promise<void> {
  await db.update(users).set({ displayName }).where(eq(users.id, userId));
}

/**
 * First-run setup: creates the first account as teacher/admin, atomically refusing once any
 * user exists (two racing setup requests cannot both win: the count and insert share a transaction).
 */
export async function createFirstAdmin(db: Db, input: { username: string; displayName: string; passwordHash: string }): Promise<User | null> {
  return db.transaction(async (tx) => {
    if ((await countUsers(tx as unknown as Db)) > 0) return null;
    return (await tx.insert(users).values({ ...input, role: "teacher", isAdmin: true }).returning())[0]!;
  });
}
