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
