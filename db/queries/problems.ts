import "server-only";
import { and, asc, eq, inArray, isNull, or, sql, type Placeholder } from "drizzle-orm";
import { first, type Db } from "../client";
import { prepared } from "../prepared";
import { problemSkills, problems, type Problem } from "../schema";
import type { SessionUser } from "./sessions";

export type ProblemSummary = Pick<Problem, "id" | "title" | "statement" | "difficulty" | "source"> & { skills: string[] };
export type ProblemDetail = Problem & { skills: string[] };

/** Who is looking: the id may be a placeholder, filled when a prepared query runs (db/prepared.ts). */
type Viewer = { role: SessionUser["role"]; id: number | Placeholder } | null;

/**
 * Teacher-authored problems are visible to their author and the students of the author's classes.
 * A subquery, not a query of its own first: every problem a check reads asks this (issue 33).
 */
function byVisibleAuthor(viewer: NonNullable<Viewer>) {
  if (viewer.role === "teacher") return eq(problems.authorId, viewer.id);
  return sql`${problems.authorId} in (select c.teacher_id from class_members cm join classes c on c.id = cm.class_id where cm.student_id = ${viewer.id})`;
}

/**
 * Problems assigned to the viewer's classes (a student's, or a teacher's own): a class transferred
 * to another teacher keeps its assignments working for its students and its new teacher, though
 * the problems' author no longer owns the class. Only the class's teacher could assign them, and
 * only problems they could see.
 */
function assignedToViewer(viewer: NonNullable<Viewer>) {
  const inClass =
    viewer.role === "teacher"
      ? sql`a.class_id in (select id from classes where teacher_id = ${viewer.id})`
      : sql`a.class_id in (select class_id from class_members where student_id = ${viewer.id})`;
  return sql`${problems.id} in (select ap.problem_id from assignment_problems ap join assignments a on a.id = ap.assignment_id where ${inClass})`;
}

function visibility(viewer: Viewer) {
  if (!viewer) return isNull(problems.authorId);
  return or(isNull(problems.authorId), byVisibleAuthor(viewer), assignedToViewer(viewer));
}

/**
 * An archived problem is hidden from lists and from students (their attempts stay, and History
 * still names it); its author can still open it.
 */
function notArchived(viewer: Viewer) {
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
  const visible = visibility(opts.viewer);
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

/** One problem as `viewer` may see it. Every check of a bank problem asks this, so it is prepared per kind of viewer. */
export async function getProblem(db: Db, id: string, viewer: SessionUser | null): Promise<ProblemDetail | null> {
  const who: Viewer = viewer ? { role: viewer.role, id: sql.placeholder("viewer") } : null;
  const query = prepared(db, `get_problem_as_${viewer?.role ?? "anonymous"}`, (d) =>
    d
      .select()
      .from(problems)
      .where(and(eq(problems.id, sql.placeholder("id")), visibility(who), notArchived(who))),
  );
  const [row] = await query.execute({ id, viewer: viewer?.id ?? 0 });
  if (!row) return null;
  return { ...row, skills: await skillsOf(db, id) };
}

async function skillsOf(db: Db, problemId: string): Promise<string[]> {
  const query = prepared(db, "skills_of_problem", (d) =>
    d.select({ skillId: problemSkills.skillId }).from(problemSkills).where(eq(problemSkills.problemId, sql.placeholder("id"))),
  );
  return (await query.execute({ id: problemId })).map((r) => r.skillId);
}

/** A pasted problem that is word-for-word a bank problem gets the bank's answer and reference. */
export async function findProblemByStatement(db: Db, statement: string, viewer: SessionUser | null): Promise<ProblemDetail | null> {
  const row = await first(
    db
      .select()
      .from(problems)
      .where(and(sql`trim(${problems.statement}) = ${statement.trim()}`, visibility(viewer), isNull(problems.archivedAt)))
      // Several may match (a teacher copied a bank problem): the bank's own first, then by id, the same every time.
      .orderBy(sql`${problems.authorId} is not null`, asc(problems.id))
      .limit(1),
  );
  if (!row) return null;
  return { ...row, skills: await skillsOf(db, row.id) };
}
