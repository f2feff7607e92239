import "server-only";
import { and, asc, count, eq, sql } from "drizzle-orm";
import { first, type Db } from "../client";
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
export async function listTeachers(db: Db): Promise<TeacherSummary[]> {
  const teachers = await db
    .select({ id: users.id, username: users.username, displayName: users.displayName, isAdmin: users.isAdmin, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.role, "teacher"))
    .orderBy(asc(sql`lower(${users.displayName})`), asc(users.id));
  const owned = await db
    .select({ id: classes.id, name: classes.name, teacherId: classes.teacherId, studentCount: count(classMembers.studentId) })
    .from(classes)
    .leftJoin(classMembers, eq(classMembers.classId, classes.id))
    .groupBy(classes.id)
    .orderBy(asc(classes.name), asc(classes.id));
  return teachers.map((t) => ({
    ...t,
    classes: owned.filter((c) => c.teacherId === t.id).map(({ id, name, studentCount }) => ({ id, name, studentCount })),
  }));
}

export async function findTeacherById(db: Db, id: number): Promise<User | null> {
  return (await first(db.select().from(users).where(and(eq(users.id, id), eq(users.role, "teacher"))))) ?? null;
}

/**
 * A new teacher account; null when the username is taken (checked inside the transaction, so two
 * racing requests cannot both win; the unique index on lower(username) would also refuse).
 */
export async function createTeacher(db: Db, input: { username: string; displayName: string; passwordHash: string; isAdmin: boolean }): Promise<User | null> {
  return db.transaction(async (tx) => {
    if (await findUserByUsername(tx as unknown as Db, input.username)) return null;
    return (await tx.insert(users).values({ ...input, role: "teacher" }).returning())[0]!;
  });
}

export async function countOwnedClasses(db: Db, teacherId: number): Promise<number> {
  return (await first(db.select({ n: count() }).from(classes).where(eq(classes.teacherId, teacherId))))?.n ?? 0;
}

/**
 * Removes a teacher who owns no class (the caller refuses otherwise: classes are transferred
 * first, so no student loses their class). Their authored problems and the assignments they
 * wrote pass to `heirId`, since both would otherwise vanish or turn authorless with the account
 * (assignments cascade on their creator); sessions end with the row.
 */
export async function removeTeacher(db: Db, teacherId: number, heirId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    if ((await countOwnedClasses(tx as unknown as Db, teacherId)) > 0) return false;
    await tx.update(problems).set({ authorId: heirId }).where(eq(problems.authorId, teacherId));
    await tx.update(assignments).set({ createdBy: heirId }).where(eq(assignments.createdBy, teacherId));
    const gone = await tx.delete(users).where(and(eq(users.id, teacherId), eq(users.role, "teacher"))).returning({ id: users.id });
    return gone.length > 0;
  });
}

export async function transferClass(db: Db, classId: number, teacherId: number): Promise<Class | null> {
  return (await db.update(classes).set({ teacherId }).where(eq(classes.id, classId)).returning())[0] ?? null;
}
