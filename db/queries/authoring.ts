import "server-only";
import { randomBytes } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import { first, type Db } from "../client";
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
export async function createTeacherProblem(
  db: Db,
  authorId: number,
  p: NewTeacherProblem & { clientKey?: string },
): Promise<TeacherProblem & { created: boolean }> {
  // Random, not sequential: ids appear in URLs and must not reveal how many problems others wrote.
  const id = `t${authorId}-${randomBytes(5).toString("hex")}`;
  return db.transaction(async (tx) => {
    if (p.clientKey) {
      const existing = await first(tx.select().from(problems).where(and(eq(problems.authorId, authorId), eq(problems.clientKey, p.clientKey))).limit(1));
      if (existing) return { ...existing, skills: await skillsOf(tx as unknown as Db, existing.id), created: false };
    }
    const [row] = await tx
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
      .returning();
    await insertSkills(tx as unknown as Db, id, p.skills);
    return { ...row!, skills: p.skills, created: true };
  });
}

async function insertSkills(db: Db, problemId: string, skillIds: readonly string[]): Promise<void> {
  if (skillIds.length) await db.insert(problemSkills).values(skillIds.map((skillId) => ({ problemId, skillId })));
}

async function skillsOf(db: Db, problemId: string): Promise<string[]> {
  return (await db.select({ id: problemSkills.skillId }).from(problemSkills).where(eq(problemSkills.problemId, problemId))).map((r) => r.id);
}

/** The teacher's own problem, archived or not; null for anyone else's (callers answer 404). */
export async function getAuthoredProblem(db: Db, authorId: number, id: string): Promise<TeacherProblem | null> {
  const row = await first(db.select().from(problems).where(and(eq(problems.id, id), eq(problems.authorId, authorId))));
  return row ? { ...row, skills: await skillsOf(db, id) } : null;
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
export async function listAuthoredProblems(db: Db, authorId: number): Promise<AuthoredProblemSummary[]> {
  const rows = await db
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
    .orderBy(sql`${problems.archivedAt} is not null`, desc(problems.createdAt), desc(problems.id));
  return Promise.all(rows.map(async (r) => ({ ...r, attempts: Number(r.attempts), skills: await skillsOf(db, r.id) })));
}

/** Replaces the problem's content and skills (the caller checked the reference solution). Attempts stay. */
export async function updateTeacherProblem(db: Db, authorId: number, id: string, p: NewTeacherProblem): Promise<TeacherProblem | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(problems)
      .set({ title: p.title, statement: p.statement, answer: p.answer, referenceSteps: p.referenceSteps, difficulty: p.difficulty })
      .where(and(eq(problems.id, id), eq(problems.authorId, authorId)))
      .returning();
    if (!row) return null;
    await tx.delete(problemSkills).where(eq(problemSkills.problemId, id));
    await insertSkills(tx as unknown as Db, id, p.skills);
    return { ...row, skills: p.skills };
  });
}

/** Archives (hidden from students, attempts kept) or restores the teacher's problem. False: not theirs. */
export async function setProblemArchived(db: Db, authorId: number, id: string, archived: boolean): Promise<boolean> {
  const changed = await db
    .update(problems)
    .set({ archivedAt: archived ? new Date() : null })
    .where(and(eq(problems.id, id), eq(problems.authorId, authorId)))
    .returning({ id: problems.id });
  return changed.length > 0;
}
