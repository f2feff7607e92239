import "server-only";
import { randomBytes } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../client";
import { problemSkills, problems, type Problem } from "../schema";

export interface NewTeacherProblem {
  title: string;
  statement: string;
  answer: string;
  referenceSteps: string[];
  skills: string[];
  difficulty: number;
}

export type TeacherProblem = Problem & { skills: string[] };

/**
 * Stores a teacher-authored problem; visibility (author + their classes) comes from authorId.
 * `clientKey` names one fill of the authoring form: saving it again (a double click, a retried
 * request) returns the problem the first save made instead of a duplicate (`created: false`).
 */
export function createTeacherProblem(
  db: Db,
  authorId: number,
  p: NewTeacherProblem & { clientKey?: string },
): TeacherProblem & { created: boolean } {
  // Random, not sequential: ids appear in URLs and must not reveal how many problems others wrote.
  const id = `t${authorId}-${randomBytes(5).toString("hex")}`;
  return db.transaction((tx) => {
    if (p.clientKey) {
      const existing = tx.select().from(problems).where(and(eq(problems.authorId, authorId), eq(problems.clientKey, p.clientKey))).get();
      if (existing) return { ...existing, skills: skillsOf(tx as unknown as Db, existing.id), created: false };
    }
    const row = tx
      .insert(problems)
      .values({
        id,
        title: p.title,
        statement: p.statement,
        answer: p.answer,
        referenceSteps: p.referenceSteps,
        difficulty: p.difficulty,
        source: "teacher",
        credit: "",
        authorId,
        clientKey: p.clientKey ?? null,
      })
      .returning()
      .get();
    for (const skillId of p.skills) tx.insert(problemSkills).values({ problemId: id, skillId }).run();
    return { ...row, skills: p.skills, created: true };
  });
}

function skillsOf(db: Db, problemId: string): string[] {
  return db.select({ id: problemSkills.skillId }).from(problemSkills).where(eq(problemSkills.problemId, problemId)).all().map((r) => r.id);
}

/** The teacher's own problem, archived or not; null for anyone else's (callers answer 404). */
export function getAuthoredProblem(db: Db, authorId: number, id: string): TeacherProblem | null {
  const row = db.select().from(problems).where(and(eq(problems.id, id), eq(problems.authorId, authorId))).get();
  return row ? { ...row, skills: skillsOf(db, id) } : null;
}

export interface AuthoredProblemSummary {
  id: string;
  title: string;
  statement: string;
  difficulty: number;
  skills: string[];
  archivedAt: Date | null;
  createdAt: Date;
  /** Checked attempts by anyone: they are kept when the problem is edited or archived. */
  attempts: number;
}

/** "My problems": the teacher's problems, current ones first, newest first. */
export function listAuthoredProblems(db: Db, authorId: number): AuthoredProblemSummary[] {
  const rows = db
    .select({
      id: problems.id,
      title: problems.title,
      statement: problems.statement,
      difficulty: problems.difficulty,
      archivedAt: problems.archivedAt,
      createdAt: problems.createdAt,
      attempts: sql<number>`(select count(*) from submissions s where s.problem_id = "problems"."id")`,
    })
    .from(problems)
    .where(eq(problems.authorId, authorId))
    .orderBy(sql`${problems.archivedAt} is not null`, desc(problems.createdAt), desc(problems.id))
    .all();
  return rows.map((r) => ({ ...r, skills: skillsOf(db, r.id) }));
}

/** Replaces the problem's content and skills (the caller checked the reference solution). Attempts stay. */
export function updateTeacherProblem(db: Db, authorId: number, id: string, p: NewTeacherProblem): TeacherProblem | null {
  return db.transaction((tx) => {
    const row = tx
      .update(problems)
      .set({ title: p.title, statement: p.statement, answer: p.answer, referenceSteps: p.referenceSteps, difficulty: p.difficulty })
      .where(and(eq(problems.id, id), eq(problems.authorId, authorId)))
      .returning()
      .get();
    if (!row) return null;
    tx.delete(problemSkills).where(eq(problemSkills.problemId, id)).run();
    for (const skillId of p.skills) tx.insert(problemSkills).values({ problemId: id, skillId }).run();
    return { ...row, skills: p.skills };
  });
}

/** Archives (hidden from students, attempts kept) or restores the teacher's problem. False: not theirs. */
export function setProblemArchived(db: Db, authorId: number, id: string, archived: boolean): boolean {
  return (
    db
      .update(problems)
      .set({ archivedAt: archived ? new Date() : null })
      .where(and(eq(problems.id, id), eq(problems.authorId, authorId)))
      .run().changes > 0
  );
}
