import "server-only";
import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { first, type Db } from "../client";
import { classMembers, classes, problemSkills, problems, type Problem } from "../schema";
import type { SessionUser } from "./sessions";

export type ProblemSummary = Pick<Problem, "id" | "title" | "statement" | "difficulty" | "source"> & { skills: string[] };
export type ProblemDetail = Problem & { skills: string[] };

/** Teacher-authored problems are visible to their author and the students of the author's classes. */
async function visibleAuthorIds(db: Db, viewer: SessionUser | null): Promise<number[]> {
  if (!viewer) return [];
  if (viewer.role === "teacher") return [viewer.id];
  const rows = await db
    .selectDistinct({ teacherId: classes.teacherId })
    .from(classMembers)
    .innerJoin(classes, eq(classes.id, classMembers.classId))
    .where(eq(classMembers.studentId, viewer.id));
  return rows.map((r) => r.teacherId);
}

/**
 * Problems assigned to the viewer's classes (a student's, or a teacher's own): a class transferred
 * to another teacher keeps its assignments working for its students and its new teacher, though
 * the problems' author no longer owns the class. Only the class's teacher could assign them, and
 * only problems they could see.
 */
function assignedToViewer(viewer: SessionUser) {
  const inClass =
    viewer.role === "teacher"
      ? sql`a.class_id in (select id from classes where teacher_id = ${viewer.id})`
      : sql`a.class_id in (select class_id from class_members where student_id = ${viewer.id})`;
  return sql`${problems.id} in (select ap.problem_id from assignment_problems ap join assignments a on a.id = ap.assignment_id where ${inClass})`;
}

async function visibility(db: Db, viewer: SessionUser | null) {
  if (!viewer) return isNull(problems.authorId);
  const authors = await visibleAuthorIds(db, viewer);
  return or(isNull(problems.authorId), ...(authors.length ? [inArray(problems.authorId, authors)] : []), assignedToViewer(viewer));
}

/**
 * An archived problem is hidden from lists and from students (their attempts stay, and History
 * still names it); its author can still open it.
 */
function notArchived(viewer: SessionUser | null) {
  return viewer?.role === "teacher" ? or(isNull(problems.archivedAt), eq(problems.authorId, viewer.id)) : isNull(problems.archivedAt);
}

async function skillsByProblem(db: Db, ids: string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>();
  if (!ids.length) return map;
  const rows = await db.select().from(problemSkills).where(inArray(problemSkills.problemId, ids));
  for (const r of rows) map.set(r.problemId, [...(map.get(r.problemId) ?? []), r.skillId]);
  return map;
}

export async function listProblems(db: Db, opts: { viewer: SessionUser | null; skillId?: string; limit?: number }): Promise<ProblemSummary[]> {
  const visible = await visibility(db, opts.viewer);
  const where = opts.skillId
    ? and(
        visible,
        isNull(problems.archivedAt),
        inArray(
          problems.id,
          db.select({ id: problemSkills.problemId }).from(problemSkills).where(eq(problemSkills.skillId, opts.skillId)),
        ),
      )
    : and(visible, isNull(problems.archivedAt));
  const rows = await db
    .select({
      id: problems.id,
      title: problems.title,
      statement: problems.statement,
      difficulty: problems.difficulty,
      source: problems.source,
    })
    .from(problems)
    .where(where)
    .orderBy(asc(problems.difficulty), asc(problems.id))
    .limit(opts.limit ?? 1000);
  const skills = await skillsByProblem(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, skills: skills.get(r.id) ?? [] }));
}

export async function getProblem(db: Db, id: string, viewer: SessionUser | null): Promise<ProblemDetail | null> {
  const row = await first(
    db
      .select()
      .from(problems)
      .where(and(eq(problems.id, id), await visibility(db, viewer), notArchived(viewer))),
  );
  if (!row) return null;
  return { ...row, skills: (await skillsByProblem(db, [id])).get(id) ?? [] };
}

/** A pasted problem that is word-for-word a bank problem gets the bank's answer and reference. */
export async function findProblemByStatement(db: Db, statement: string, viewer: SessionUser | null): Promise<ProblemDetail | null> {
  const row = await first(
    db
      .select()
      .from(problems)
      .where(and(sql`trim(${problems.statement}) = ${statement.trim()}`, await visibility(db, viewer), isNull(problems.archivedAt)))
      .limit(1),
  );
  if (!row) return null;
  return { ...row, skills: (await skillsByProblem(db, [row.id])).get(row.id) ?? [] };
}
