import "server-only";
import type { Db } from "@/db/client";
import { getClassById, isClassMember, teacherHasStudent } from "@/db/queries/classes";
import type { SessionUser } from "@/db/queries/sessions";
import { getSubmission, type SubmissionWithFeedback } from "@/db/queries/submissions";
import { findUserById } from "@/db/queries/users";
import type { Class, User } from "@/db/schema";
import { AppError } from "@/lib/server/app-error";

// One policy for every route (no Next imports, so vitest exercises it directly):
// - no session                                  -> 401 UNAUTHENTICATED
// - wrong role for the whole endpoint           -> 403 FORBIDDEN (the endpoint is public knowledge)
// - a resource that is not yours, or not there  -> 404 NOT_FOUND, with the SAME message either way,
//   so ids of other teachers' classes, other students and their submissions leak nothing.

export function assertSignedIn(user: SessionUser | null): SessionUser {
  if (!user) throw new AppError("UNAUTHENTICATED", "Please sign in.");
  return user;
}

export function assertRole(user: SessionUser | null, role: SessionUser["role"]): SessionUser {
  const u = assertSignedIn(user);
  if (u.role !== role) throw new AppError("FORBIDDEN", "You do not have access to this.");
  return u;
}

const noClass = () => new AppError("NOT_FOUND", "No such class.");
const noStudent = () => new AppError("NOT_FOUND", "No such student.");
const noSubmission = () => new AppError("NOT_FOUND", "No such submission.");

export function assertTeacherOwnsClass(db: Db, user: SessionUser | null, classId: number): Class {
  const teacher = assertRole(user, "teacher");
  const cls = getClassById(db, classId);
  if (!cls || cls.teacherId !== teacher.id) throw noClass();
  return cls;
}

/** The class is the teacher's and the student is in it. */
export function assertTeacherManagesStudent(db: Db, user: SessionUser | null, classId: number, studentId: number): { cls: Class; student: User } {
  const cls = assertTeacherOwnsClass(db, user, classId);
  const student = findUserById(db, studentId);
  if (!student || student.role !== "student" || !isClassMember(db, classId, studentId)) throw noStudent();
  return { cls, student };
}

/** Students see themselves; teachers see the students of their own classes. */
export function assertCanViewStudent(db: Db, user: SessionUser | null, studentId: number): User {
  const viewer = assertSignedIn(user);
  if (viewer.id === studentId) {
    const self = findUserById(db, studentId);
    if (!self) throw noStudent();
    return self;
  }
  if (viewer.role !== "teacher" || !teacherHasStudent(db, viewer.id, studentId)) throw noStudent();
  const student = findUserById(db, studentId);
  if (!student) throw noStudent();
  return student;
}

/** Your own submission, or one by a student of your class. Anonymous attempts belong to no one. */
export function assertCanViewSubmission(db: Db, user: SessionUser | null, submissionId: number): SubmissionWithFeedback {
  const viewer = assertSignedIn(user);
  const sub = getSubmission(db, submissionId);
  if (!sub || sub.userId === null) throw noSubmission();
  if (sub.userId === viewer.id) return sub;
  if (viewer.role === "teacher" && teacherHasStudent(db, viewer.id, sub.userId)) return sub;
  throw noSubmission();
}

/**
 * For pages: the student whose progress/history to show. `?student=<id>` lets a teacher look at
 * a student of their class; anything not allowed is answered as not found.
 */
export function resolveViewedStudent(db: Db, viewer: SessionUser, raw: string | string[] | undefined): User | null {
  if (raw === undefined) return viewer.role === "student" ? findUserById(db, viewer.id) : null;
  const id = typeof raw === "string" && /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id)) return null;
  try {
    return assertCanViewStudent(db, viewer, id);
  } catch {
    return null;
  }
}

/**
 * Correcting a verdict: a teacher of a class the submission's student belongs to, or an admin.
 * Everyone else gets the same 404 as for a submission that does not exist.
 */
export function assertCanCorrectSubmission(db: Db, user: SessionUser | null, submissionId: number): SubmissionWithFeedback {
  const viewer = assertRole(user, "teacher");
  const sub = getSubmission(db, submissionId);
  if (!sub || sub.userId === null) throw noSubmission();
  const owner = findUserById(db, sub.userId);
  if (!owner || owner.role !== "student") throw noSubmission();
  if (viewer.isAdmin || teacherHasStudent(db, viewer.id, sub.userId)) return sub;
  throw noSubmission();
}
