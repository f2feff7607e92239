import "server-only";
import { randomInt } from "node:crypto";
import { and, asc, count, desc, eq, gte, inArray, max, min, sql } from "drizzle-orm";
import { first, type Db } from "../client";
import { classMembers, classes, submissions, users, type Class } from "../schema";

// No 0/O, 1/I/L, 5/S or 8/B look-alikes: codes are read aloud and copied from a board.
export const JOIN_CODE_ALPHABET = "ACDEFGHJKMNPQRTUVWXYZ234679";
const JOIN_CODE_HALF = 4;

/** "ABCD-2345": 27^8 ≈ 2.8e11 codes from a CSPRNG, so guessing one is hopeless. */
export function generateJoinCode(): string {
  const pick = () => Array.from({ length: JOIN_CODE_HALF }, () => JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)]).join("");
  return `${pick()}-${pick()}`;
}

/** Accepts what people type: lower case, spaces, a missing dash. */
export function normalizeJoinCode(input: string): string {
  const raw = input.toUpperCase().replace(/[^A-Z0-9]/g, "");
  return raw.length === 8 ? `${raw.slice(0, 4)}-${raw.slice(4)}` : raw;
}

async function uniqueCode(db: Db): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const code = generateJoinCode();
    if (!(await first(db.select({ id: classes.id }).from(classes).where(eq(classes.joinCode, code))))) return code;
  }
  throw new Error("could not find a free join code");
}

export async function createClass(db: Db, teacherId: number, name: string): Promise<Class> {
  return (await db.insert(classes).values({ name, teacherId, joinCode: await uniqueCode(db) }).returning())[0]!;
}

export async function getClassById(db: Db, id: number): Promise<Class | null> {
  return (await first(db.select().from(classes).where(eq(classes.id, id)))) ?? null;
}

export async function findClassByJoinCode(db: Db, code: string): Promise<Class | null> {
  return (await first(db.select().from(classes).where(eq(classes.joinCode, normalizeJoinCode(code))))) ?? null;
}

export type ClassSummary = Class & { studentCount: number };

export async function listTeacherClasses(db: Db, teacherId: number): Promise<ClassSummary[]> {
  const rows = await db
    .select({ cls: classes, studentCount: count(classMembers.studentId) })
    .from(classes)
    .leftJoin(classMembers, eq(classMembers.classId, classes.id))
    .where(eq(classes.teacherId, teacherId))
    .groupBy(classes.id)
    .orderBy(asc(classes.name), asc(classes.id));
  return rows.map((r) => ({ ...r.cls, studentCount: r.studentCount }));
}

export async function renameClass(db: Db, id: number, name: string): Promise<void> {
  await db.update(classes).set({ name }).where(eq(classes.id, id));
}

export async function setShareOwnWork(db: Db, id: number, shareOwnWork: boolean): Promise<void> {
  await db.update(classes).set({ shareOwnWork }).where(eq(classes.id, id));
}

/** The student's classes that show their own-problem work to the teacher (the line on /own says so). */
export async function classesSharingOwnWork(db: Db, studentId: number): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: classes.id, name: classes.name })
    .from(classMembers)
    .innerJoin(classes, eq(classes.id, classMembers.classId))
    .where(and(eq(classMembers.studentId, studentId), eq(classes.shareOwnWork, true)))
    .orderBy(asc(classes.name), asc(classes.id));
}

/** Whether one of the teacher's classes with this student shares own-problem work. */
export async function teacherSeesOwnWork(db: Db, teacherId: number, studentId: number): Promise<boolean> {
  return !!(await first(
    db
      .select({ id: classes.id })
      .from(classMembers)
      .innerJoin(classes, eq(classes.id, classMembers.classId))
      .where(and(eq(classes.teacherId, teacherId), eq(classMembers.studentId, studentId), eq(classes.shareOwnWork, true)))
      .limit(1),
  ));
}

export async function regenerateJoinCode(db: Db, id: number): Promise<string> {
  const joinCode = await uniqueCode(db);
  await db.update(classes).set({ joinCode }).where(eq(classes.id, id));
  return joinCode;
}

export async function addClassMember(db: Db, classId: number, studentId: number): Promise<void> {
  await db.insert(classMembers).values({ classId, studentId }).onConflictDoNothing();
}

export async function removeClassMember(db: Db, classId: number, studentId: number): Promise<boolean> {
  const gone = await db
    .delete(classMembers)
    .where(and(eq(classMembers.classId, classId), eq(classMembers.studentId, studentId)))
    .returning({ studentId: classMembers.studentId });
  return gone.length > 0;
}

export async function isClassMember(db: Db, classId: number, studentId: number): Promise<boolean> {
  return !!(await first(
    db
      .select({ s: classMembers.studentId })
      .from(classMembers)
      .where(and(eq(classMembers.classId, classId), eq(classMembers.studentId, studentId))),
  ));
}

/**
 * From when the teacher may see the student's work: the moment the student first joined one of
 * the teacher's classes; null when the student is in none of them. A student shared between
 * classes does not open their earlier history to the second teacher.
 */
export async function teacherSeesStudentSince(db: Db, teacherId: number, studentId: number): Promise<Date | null> {
  const row = await first(
    db
      .select({ since: min(classMembers.joinedAt) })
      .from(classMembers)
      .innerJoin(classes, eq(classes.id, classMembers.classId))
      .where(and(eq(classes.teacherId, teacherId), eq(classMembers.studentId, studentId))),
  );
  return row?.since ? new Date(row.since as unknown as number) : null;
}

/**
 * The teacher who manages a student account: the owner of the class the student joined first
 * (accounts are created by joining a class with its code, so this is the teacher whose class
 * made the account). Only they (or an admin) may rename it or reset its password; a teacher
 * whose class the student joined later may not, or they could sign in as the student.
 */
export async function managingTeacherId(db: Db, studentId: number): Promise<number | null> {
  const row = await first(
    db
      .select({ teacherId: classes.teacherId })
      .from(classMembers)
      .innerJoin(classes, eq(classes.id, classMembers.classId))
      .where(eq(classMembers.studentId, studentId))
      .orderBy(asc(classMembers.joinedAt), asc(classMembers.classId))
      .limit(1),
  );
  return row?.teacherId ?? null;
}

export interface ClassStudent {
  id: number;
  username: string;
  displayName: string;
  joinedAt: Date;
  attempts: number;
  lastActiveAt: Date | null;
}

export async function listClassStudents(db: Db, classId: number): Promise<ClassStudent[]> {
  const members = await db
    .select({ id: users.id, username: users.username, displayName: users.displayName, joinedAt: classMembers.joinedAt })
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.studentId))
    .where(eq(classMembers.classId, classId))
    .orderBy(asc(sql`lower(${users.displayName})`), asc(users.id));
  if (!members.length) return [];
  // Counted since each student joined THIS class, like everything else a teacher sees of them.
  const stats = await db
    .select({ userId: submissions.userId, n: count(submissions.id), last: max(submissions.createdAt) })
    .from(submissions)
    .innerJoin(classMembers, and(eq(classMembers.studentId, submissions.userId), eq(classMembers.classId, classId)))
    .where(and(inArray(submissions.userId, members.map((m) => m.id)), gte(submissions.createdAt, classMembers.joinedAt)))
    .groupBy(submissions.userId)
    .orderBy(desc(submissions.userId));
  const by = new Map(stats.map((s) => [s.userId, s]));
  return members.map((m) => {
    const s = by.get(m.id);
    return { ...m, attempts: s?.n ?? 0, lastActiveAt: s?.last ? new Date(s.last as unknown as number) : null };
  });
}
