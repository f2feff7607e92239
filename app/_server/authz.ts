import "server-only";
import type { Db } from "@/db/client";
import { getClassById, isClassMember, managingTeacherId, teacherSeesOwnWork, teacherSeesStudentSince } from "@/db/queries/classes";
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

/**
 * Managing teacher accounts and moving classes between teachers: the admin only. Everyone else
 * (other teachers included) gets 403: the admin endpoints are public knowledge, their data is not.
 */
export function assertAdmin(user: SessionUser | null): SessionUser {
  const u = assertRole(user, "teacher");
  if (!u.isAdmin) throw new AppError("FORBIDDEN", "Only an admin can do this.");
  return u;
}

const noClass = () => new AppError("NOT_FOUND", "No such class.");
const noStudent = () => new AppError("NOT_FOUND", "No such student.");
const noSubmission = () => new AppError("NOT_FOUND", "No such submission.");

export async function assertTeacherOwnsClass(db: Db, user: SessionUser | null, classId: number): Promise<Class> {
  const teacher = assertRole(user, "teacher");
  const cls = await getClassById(db, classId);
  if (!cls || cls.teacherId !== teacher.id) throw noClass();
  return cls;
}

/** The class is the teacher's and the student is in it (enough to list or remove them from the class). */
export async function assertTeacherManagesStudent(db: Db, user: SessionUser | null, classId: number, studentId: number): Promise<{ cls: Class; student: User }> {
  const cls = await assertTeacherOwnsClass(db, user, classId);
  const student = await findUserById(db, studentId);
  if (!student || student.role !== "student" || !await isClassMember(db, classId, studentId)) throw noStudent();
  return { cls, student };
}

/**
 * Renaming a student or resetting their password: the teacher who manages the account (see
 * managingTeacherId) through one of their classes, or an admin through any class the student is
 * in. Another teacher of a shared student gets 403 with the reason: they can see the student in
 * their class, so there is nothing to hide, but they must not be able to take the account over.
 */
export async function assertCanManageAccount(db: Db, user: SessionUser | null, classId: number, studentId: number): Promise<{ cls: Class; student: User }> {
  const { teacher, cls, student } = await classStudent(db, user, classId, studentId);
  if (!teacher.isAdmin && await managingTeacherId(db, studentId) !== teacher.id) {
    throw new AppError("FORBIDDEN", "This account is managed by the teacher of the class the student joined first. Ask them or an admin.");
  }
  return { cls, student };
}

/** A student of a class that is the teacher's own (or any class, for an admin). */
async function classStudent(db: Db, user: SessionUser | null, classId: number, studentId: number): Promise<{ teacher: SessionUser; cls: Class; student: User }> {
  const teacher = assertRole(user, "teacher");
  const cls = await getClassById(db, classId);
  if (!cls || (cls.teacherId !== teacher.id && !teacher.isAdmin)) throw noClass();
  const student = await findUserById(db, studentId);
  if (!student || student.role !== "student" || !await isClassMember(db, classId, studentId)) throw noStudent();
  return { teacher, cls, student };
}

/** Lifting a sign-in lockout: a teacher of this class (it gives nobody the account), or an admin. */
export async function assertCanUnlockStudent(db: Db, user: SessionUser | null, classId: number, studentId: number): Promise<{ cls: Class; student: User }> {
  const { cls, student } = await classStudent(db, user, classId, studentId);
  return { cls, student };
}

export interface StudentView {
  student: User;
  /** Work before this moment is not shown (a teacher sees a student from their class membership on); null = all. */
  since: Date | null;
}

/** Students see themselves; teachers see the students of their own classes, from when they joined. */
export async function assertCanViewStudent(db: Db, user: SessionUser | null, studentId: number): Promise<StudentView> {
  const viewer = assertSignedIn(user);
  if (viewer.id === studentId) {
    const self = await findUserById(db, studentId);
    if (!self) throw noStudent();
    return { student: self, since: null };
  }
  const since = viewer.role === "teacher" ? await teacherSeesStudentSince(db, viewer.id, studentId) : null;
  if (!since) throw noStudent();
  const student = await findUserById(db, studentId);
  if (!student) throw noStudent();
  return { student, since };
}

/**
 * Your own submission, or one by a student of your class made after they joined it.
 * Anonymous attempts belong to no one.
 */
export async function assertCanViewSubmission(db: Db, user: SessionUser | null, submissionId: number): Promise<SubmissionWithFeedback> {
  const viewer = assertSignedIn(user);
  const sub = await getSubmission(db, submissionId);
  if (!sub || sub.userId === null) throw noSubmission();
  if (sub.userId === viewer.id) return sub;
  const since = viewer.role === "teacher" ? await teacherSeesStudentSince(db, viewer.id, sub.userId) : null;
  if (since && sub.createdAt >= since) return sub;
  throw noSubmission();
}

/**
 * For pages: the student whose progress/history to show. `?student=<id>` lets a teacher look at
 * a student of their class; anything not allowed is answered as not found.
 */
export async function resolveViewedStudent(db: Db, viewer: SessionUser, raw: string | string[] | undefined): Promise<StudentView | null> {
  if (raw === undefined) {
    const self = viewer.role === "student" ? await findUserById(db, viewer.id) : null;
    return self ? { student: self, since: null } : null;
  }
  const id = typeof raw === "string" && /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id)) return null;
  try {
    return await assertCanViewStudent(db, viewer, id);
  } catch {
    return null;
  }
}

/**
 * Correcting a verdict: a teacher of a class the submission's student belongs to, or an admin.
 * Everyone else gets the same 404 as for a submission that does not exist.
 */
export async function assertCanCorrectSubmission(db: Db, user: SessionUser | null, submissionId: number): Promise<SubmissionWithFeedback> {
  const viewer = assertRole(user, "teacher");
  const sub = await getSubmission(db, submissionId);
  if (!sub || sub.userId === null) throw noSubmission();
  const owner = await findUserById(db, sub.userId);
  if (!owner || owner.role !== "student") throw noSubmission();
  if (viewer.isAdmin) return sub;
  // The same window as viewing: a teacher who shares the student corrects only work from their class.
  const since = await teacherSeesStudentSince(db, viewer.id, sub.userId);
  // Own-problem work only where a class of this teacher shares it (the class setting).
  const visible = sub.problemId !== null || await teacherSeesOwnWork(db, viewer.id, sub.userId);
  if (since && sub.createdAt >= since && visible) return sub;
  throw noSubmission();
}
