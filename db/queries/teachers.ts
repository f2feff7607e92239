import "server-only";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "../client";
import { assignments, classMembers, classes, problems, users, type Class, type User } from "../schema";
import { findUserByUsername } from "./users";

export interface TeacherClass {
  id: number;
  name: string;
  studentCount: number;
}

export interface TeacherSummary {
  id: number;
  username: string;
  displayName: string;
  isAdmin: boolean;
  createdAt: Date;
  classes: TeacherClass[];
}

/** Every teacher account with the classes it owns (the admin page: who teaches what). */
export function listTeachers(db: Db): TeacherSummary[] {
  const teachers = db
    .select({ id: users.id, username: users.username, displayName: users.displayName, isAdmin: users.isAdmin, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.role, "teacher"))
    .orderBy(asc(sql`lower(${users.displayName})`), asc(users.id))
    .all();
  const owned = db
    .select({ id: classes.id, name: classes.name, teacherId: classes.teacherId, studentCount: count(classMembers.studentId) })
    .from(classes)
    .leftJoin(classMembers, eq(classMembers.classId, classes.id))
    .groupBy(classes.id)
    .orderBy(asc(classes.name), asc(classes.id))
    .all();
  return teachers.map((t) => ({
    ...t,
    classes: owned.filter((c) => c.teacherId === t.id).map(({ id, name, studentCount }) => ({ id, name, studentCount })),
  }));
}

export function findTeacherById(db: Db, id: number): User | null {
  return db.select().from(users).where(and(eq(users.id, id), eq(users.role, "teacher"))).get() ?? null;
}

/**
 * A new teacher account; null when the username is taken (checked inside the transaction, so two
 * racing requests cannot both win; the unique index on lower(username) would also refuse).
 */
export function createTeacher(db: Db, input: { username: string; displayName: string; passwordHash: string; isAdmin: boolean }): User | null {
  return db.transaction((tx) => {
    if (findUserByUsername(tx as typeof db, input.username)) return null;
    return tx.insert(users).values({ ...input, role: "teacher" }).returning().get();
  });
}

export function countOwnedClasses(db: Db, teacherId: number): number {
  return db.select({ n: count() }).from(classes).where(eq(classes.teacherId, teacherId)).get()?.n ?? 0;
}

/**
 * Removes a teacher who owns no class (the caller refuses otherwise: classes are transferred
 * first, so no student loses their class). Their authored problems and the assignments they
 * wrote pass to `heirId`, since both would otherwise vanish or turn authorless with the account
 * (assignments cascade on their creator); sessions end with the row.
 */
export function removeTeacher(db: Db, teacherId: number, heirId: number): boolean {
  return db.transaction((tx) => {
    if (countOwnedClasses(tx as typeof db, teacherId) > 0) return false;
    tx.update(problems).set({ authorId: heirId }).where(eq(problems.authorId, teacherId)).run();
    tx.update(assignments).set({ createdBy: heirId }).where(eq(assignments.createdBy, teacherId)).run();
    return tx.delete(users).where(and(eq(users.id, teacherId), eq(users.role, "teacher"))).run().changes > 0;
  });
}

export function transferClass(db: Db, classId: number, teacherId: number): Class | null {
  return db.update(classes).set({ teacherId }).where(eq(classes.id, classId)).returning().get() ?? null;
}
