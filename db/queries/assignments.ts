import "server-only";
import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { AppError } from "@/lib/server/app-error";
import { first, rawAll, type Db } from "../client";
import { assignmentProblems, assignments, problemSkills, problems, type Assignment } from "../schema";
import { listClassStudents } from "./dashboard";
import type { StudentRef } from "@/lib/dashboard/aggregate";

export interface NewAssignment {
  classId: number;
  teacherId: number;
  title: string;
  dueAt: Date | null;
  problemIds?: string[];
  skill?: string;
  count?: number;
}

/** Bank problems and the teacher's own: the problems a teacher may assign. */
const assignableBy = (teacherId: number) => and(or(isNull(problems.authorId), eq(problems.authorId, teacherId)), isNull(problems.archivedAt));

/**
 * Picks `count` problems of a skill for a practice set: problems the class has solved least often
 * first (fresh practice), then easier before harder, so the set is concrete and stable once created.
 */
export async function pickPracticeProblems(db: Db, opts: { classId: number; teacherId: number; skill: string; count: number }): Promise<string[]> {
  const rows = await rawAll<{ id: string }>(db, sql`
    select p.id from problems p
    join problem_skills ps on ps.problem_id = p.id and ps.skill_id = ${opts.skill}
    where (p.author_id is null or p.author_id = ${opts.teacherId}) and p.archived_at is null
    order by (
      select count(*) from submissions s join class_members m on m.student_id = s.user_id and m.class_id = ${opts.classId}
      where s.problem_id = p.id and s.outcome = 'correct'
    ), p.difficulty, p.id
    limit ${opts.count}`);
  return rows.map((r) => r.id);
}

export async function createAssignment(db: Db, input: NewAssignment): Promise<Assignment & { problemIds: string[] }> {
  let ids: string[];
  if (input.problemIds?.length) {
    ids = [...new Set(input.problemIds)];
    const found = await db
      .select({ id: problems.id })
      .from(problems)
      .where(and(inArray(problems.id, ids), assignableBy(input.teacherId)));
    if (found.length !== ids.length) {
      const known = new Set(found.map((f) => f.id));
      throw new AppError("BAD_REQUEST", `Unknown problem: ${ids.find((id) => !known.has(id))}.`);
    }
  } else {
    ids = await pickPracticeProblems(db, { classId: input.classId, teacherId: input.teacherId, skill: input.skill!, count: input.count! });
    if (!ids.length) throw new AppError("UNPROCESSABLE", "There are no problems for that skill yet.");
  }
  return db.transaction(async (tx) => {
    const [a] = await tx
      .insert(assignments)
      .values({
        classId: input.classId,
        title: input.title,
        skillId: input.problemIds?.length ? null : (input.skill ?? null),
        dueAt: input.dueAt,
        createdBy: input.teacherId,
      })
      .returning();
    await tx.insert(assignmentProblems).values(ids.map((problemId, position) => ({ assignmentId: a!.id, problemId, position })));
    return { ...a!, problemIds: ids };
  });
}

export interface AssignmentProblemRef {
  id: string;
  title: string;
  statement: string;
  difficulty: number;
  skills: string[];
}

/** Where a student is with an assignment: no attempt yet, some work, or every problem solved. */
export type AssignmentProgress = "not-started" | "in-progress" | "done";

export interface ClassAssignmentStatus {
  assignment: Assignment;
  problems: AssignmentProblemRef[];
  students: { student: StudentRef; solved: number; complete: boolean; status: AssignmentProgress }[];
  completeCount: number;
  studentCount: number;
}

/** `forStudent`: without archived problems (the student can no longer open them). */
async function problemsOf(db: Db, assignmentIds: number[], forStudent = false): Promise<Map<number, AssignmentProblemRef[]>> {
  const map = new Map<number, AssignmentProblemRef[]>();
  if (!assignmentIds.length) return map;
  const rows = await db
    .select({ assignmentId: assignmentProblems.assignmentId, id: problems.id, title: problems.title, statement: problems.statement, difficulty: problems.difficulty })
    .from(assignmentProblems)
    .innerJoin(problems, eq(problems.id, assignmentProblems.problemId))
    .where(forStudent ? and(inArray(assignmentProblems.assignmentId, assignmentIds), isNull(problems.archivedAt)) : inArray(assignmentProblems.assignmentId, assignmentIds))
    .orderBy(asc(assignmentProblems.assignmentId), asc(assignmentProblems.position));
  const skills = await skillsByProblem(db, rows.map((r) => r.id));
  for (const { assignmentId, ...p } of rows) map.set(assignmentId, [...(map.get(assignmentId) ?? []), { ...p, skills: skills.get(p.id) ?? [] }]);
  return map;
}

async function skillsByProblem(db: Db, problemIds: string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>();
  if (!problemIds.length) return map;
  for (const r of await db.select().from(problemSkills).where(inArray(problemSkills.problemId, [...new Set(problemIds)]))) {
    map.set(r.problemId, [...(map.get(r.problemId) ?? []), r.skillId]);
  }
  return map;
}

/** Students who submitted anything on an assignment's problems since it was assigned. */
async function startedPairs(db: Db, classId: number): Promise<Set<string>> {
  const rows = await rawAll<{ assignmentId: number; userId: number }>(db, sql`
    select distinct ap.assignment_id as "assignmentId", s.user_id as "userId"
    from assignments a
    join assignment_problems ap on ap.assignment_id = a.id
    join class_members m on m.class_id = a.class_id
    join submissions s on s.user_id = m.student_id and s.problem_id = ap.problem_id and s.created_at >= a.created_at
    where a.class_id = ${classId}`);
  return new Set(rows.map((r) => `${r.assignmentId}:${r.userId}`));
}

export function progressOf(solved: number, total: number, started: boolean): AssignmentProgress {
  if (total > 0 && solved >= total) return "done";
  return started || solved > 0 ? "in-progress" : "not-started";
}

/**
 * Solved = a correct submission by the student on that problem made after the assignment was created
 * (earlier successes do not count: the assignment asks for fresh work).
 */
async function solvedPairs(db: Db, where: ReturnType<typeof sql>): Promise<{ assignmentId: number; userId: number; problemId: string }[]> {
  return rawAll(db, sql`
    select distinct ap.assignment_id as "assignmentId", s.user_id as "userId", ap.problem_id as "problemId"
    from assignments a
    join assignment_problems ap on ap.assignment_id = a.id
    join class_members m on m.class_id = a.class_id
    join submissions s on s.user_id = m.student_id and s.problem_id = ap.problem_id
      and s.outcome = 'correct' and s.created_at >= a.created_at
    where ${where}`);
}

export async function listClassAssignments(db: Db, classId: number): Promise<ClassAssignmentStatus[]> {
  const list = await db.select().from(assignments).where(eq(assignments.classId, classId)).orderBy(sql`${assignments.createdAt} desc, ${assignments.id} desc`);
  if (!list.length) return [];
  const probs = await problemsOf(db, list.map((a) => a.id));
  const students = await listClassStudents(db, classId);
  const started = await startedPairs(db, classId);
  const solved = new Map<string, number>();
  for (const p of await solvedPairs(db, sql`a.class_id = ${classId}`)) {
    const key = `${p.assignmentId}:${p.userId}`;
    solved.set(key, (solved.get(key) ?? 0) + 1);
  }
  return list.map((assignment) => {
    const ps = probs.get(assignment.id) ?? [];
    const st = students.map((student) => {
      const n = solved.get(`${assignment.id}:${student.id}`) ?? 0;
      const status = progressOf(n, ps.length, started.has(`${assignment.id}:${student.id}`));
      return { student, solved: n, complete: status === "done", status };
    });
    return { assignment, problems: ps, students: st, completeCount: st.filter((s) => s.complete).length, studentCount: st.length };
  });
}

export interface StudentAssignment {
  id: number;
  title: string;
  className: string;
  skillId: string | null;
  dueAt: Date | null;
  createdAt: Date;
  problems: (AssignmentProblemRef & { solved: boolean })[];
  complete: boolean;
}

/** The student's assignments across their classes: open ones first, nearest due date first. */
export async function listStudentAssignments(db: Db, studentId: number): Promise<StudentAssignment[]> {
  const list = await rawAll<{ id: number; title: string; className: string; skillId: string | null; dueAt: number | null; createdAt: number }>(db, sql`
    select a.id, a.title, c.name as "className", a.skill_id as "skillId", a.due_at as "dueAt", a.created_at as "createdAt"
    from assignments a
    join classes c on c.id = a.class_id
    join class_members m on m.class_id = a.class_id and m.student_id = ${studentId}`);
  if (!list.length) return [];
  const probs = await problemsOf(db, list.map((a) => a.id), true);
  const solved = new Set(
    (await solvedPairs(db, sql`m.student_id = ${studentId}`)).map((p) => `${p.assignmentId}:${p.problemId}`),
  );
  const out = list.map((a) => {
    const ps = (probs.get(a.id) ?? []).map((p) => ({ ...p, solved: solved.has(`${a.id}:${p.id}`) }));
    return {
      id: a.id,
      title: a.title,
      className: a.className,
      skillId: a.skillId,
      dueAt: a.dueAt === null ? null : new Date(Number(a.dueAt)),
      createdAt: new Date(Number(a.createdAt)),
      problems: ps,
      complete: ps.length > 0 && ps.every((p) => p.solved),
    };
  });
  const due = (a: StudentAssignment) => a.dueAt?.getTime() ?? Number.MAX_SAFE_INTEGER;
  return out.sort((a, b) => Number(a.complete) - Number(b.complete) || due(a) - due(b) || b.createdAt.getTime() - a.createdAt.getTime());
}

/** Problems a teacher can pick from when assigning (bank + own), lightest first. */
export async function listAssignableProblems(db: Db, teacherId: number, skill?: string): Promise<AssignmentProblemRef[]> {
  const rows = await db
    .select({ id: problems.id, title: problems.title, statement: problems.statement, difficulty: problems.difficulty })
    .from(problems)
    .where(
      skill
        ? and(assignableBy(teacherId), inArray(problems.id, db.select({ id: problemSkills.problemId }).from(problemSkills).where(eq(problemSkills.skillId, skill))))
        : assignableBy(teacherId),
    )
    .orderBy(asc(problems.difficulty), asc(problems.id));
  const skillRows = rows.length ? await db.select().from(problemSkills) : [];
  const bySkill = new Map<string, string[]>();
  for (const r of skillRows) bySkill.set(r.problemId, [...(bySkill.get(r.problemId) ?? []), r.skillId]);
  return rows.map((r) => ({ ...r, skills: bySkill.get(r.id) ?? [] }));
}

export async function getAssignment(db: Db, id: number): Promise<Assignment | null> {
  return (await first(db.select().from(assignments).where(eq(assignments.id, id)))) ?? null;
}

/**
 * Changes the title, due date or problem list: `problemIds` is the new list in order (problems may
 * be added: they must be assignable by `teacherId`; the list stays non-empty). A practice set can
 * change its skill or count instead: the same skill keeps the problems it has (up to the count) and
 * tops up with fresh picks, a new skill is picked afresh. Completion is recomputed from
 * submissions, so nothing else needs rewriting.
 */
export async function updateAssignment(
  db: Db,
  id: number,
  input: { title?: string; dueAt?: Date | null; problemIds?: string[]; skill?: string; count?: number; teacherId?: number },
): Promise<Assignment & { problemIds: string[] }> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const before = await first(tx.select().from(assignments).where(eq(assignments.id, id)));
    if (!before) throw new AppError("NOT_FOUND", "No such assignment.");
    const set: Partial<Pick<Assignment, "title" | "dueAt" | "skillId">> = {};
    if (input.title !== undefined) set.title = input.title;
    if (input.dueAt !== undefined) set.dueAt = input.dueAt;
    if (input.skill !== undefined || input.count !== undefined) {
      if (!before.skillId) throw new AppError("BAD_REQUEST", "Only a practice set has a skill and a count; change its problems instead.");
      set.skillId = input.skill ?? before.skillId;
    }
    if (Object.keys(set).length) await tx.update(assignments).set(set).where(eq(assignments.id, id));
    const current = (
      await tx
        .select({ problemId: assignmentProblems.problemId })
        .from(assignmentProblems)
        .where(eq(assignmentProblems.assignmentId, id))
        .orderBy(asc(assignmentProblems.position))
    ).map((r) => r.problemId);
    let ids = current;
    if (input.problemIds) {
      ids = [...new Set(input.problemIds)];
      const added = ids.filter((p) => !current.includes(p));
      const ok = new Set(
        added.length
          ? (
              await tx
                .select({ id: problems.id })
                .from(problems)
                .where(and(inArray(problems.id, added), assignableBy(input.teacherId ?? before.createdBy)))
            ).map((r) => r.id)
          : [],
      );
      const unknown = added.find((p) => !ok.has(p));
      if (unknown) throw new AppError("BAD_REQUEST", `Unknown problem: ${unknown}.`);
    } else if (set.skillId) {
      const count = input.count ?? current.length;
      const kept = set.skillId === before.skillId ? current.slice(0, count) : [];
      const fresh = await pickPracticeProblems(tx, { classId: before.classId, teacherId: input.teacherId ?? before.createdBy, skill: set.skillId, count: count + kept.length });
      ids = [...kept, ...fresh.filter((p) => !kept.includes(p))].slice(0, count);
      if (!ids.length) throw new AppError("UNPROCESSABLE", "There are no problems for that skill yet.");
    }
    if (!ids.length) throw new AppError("BAD_REQUEST", "An assignment needs at least one problem; delete it instead.");
    if (ids !== current) {
      // Rewritten in the new order; positions are what students see.
      await tx.delete(assignmentProblems).where(eq(assignmentProblems.assignmentId, id));
      await tx.insert(assignmentProblems).values(ids.map((problemId, position) => ({ assignmentId: id, problemId, position })));
    }
    const a = (await first(tx.select().from(assignments).where(eq(assignments.id, id))))!;
    return { ...a, problemIds: ids };
  });
}

/** Deletes the assignment (its problem list goes with it; students' submissions stay). */
export async function deleteAssignment(db: Db, id: number): Promise<boolean> {
  return (await db.delete(assignments).where(eq(assignments.id, id)).returning({ id: assignments.id })).length > 0;
}
