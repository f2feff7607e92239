import "server-only";
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import {
  UNTYPED_ERROR,
  buildHeatmap,
  heatmapInputFromRows,
  problemCountsFromRows,
  repeatedErrorsFromRows,
  totalsFromRows,
  weekRowsFromRows,
  type ClassSubmissionRow,
  fillWeeks,
  firstErrorModes,
  studentsNeedingAttention,
  type AttentionEntry,
  type FirstErrorMode,
  type Heatmap,
  type HeatmapInputRow,
  type StudentRef,
  type WeekPoint,
} from "@/lib/dashboard/aggregate";
import { ATTENTION } from "@/lib/dashboard/aggregate";
import type { CorrectionInfo } from "@/lib/check/correction";
import { ownWorkTitle } from "@/lib/format/problem-title";
import { toMsRange } from "@/lib/validation/dashboard";
import { correctionsFor } from "./submissions";
import { first, rawAll, rawGet, type Db } from "../client";
import { classMembers, classes, problemSkills, problems, stepFeedback, users, type Class, type StepFeedbackRow } from "../schema";

// Every aggregate here counts the class members' submissions on known problems (bank or
// teacher-authored): an attempt at a pasted problem has no skill, so it cannot be placed.

export interface ClassScope {
  classId: number;
  from?: string;
  to?: string;
  skill?: string;
}

/** The class when `teacherId` teaches it; null otherwise (callers answer 404 either way). */
export async function getOwnedClass(db: Db, teacherId: number, classId: number): Promise<Class | null> {
  return (await first(db.select().from(classes).where(and(eq(classes.id, classId), eq(classes.teacherId, teacherId))))) ?? null;
}

export interface TeacherClassSummary {
  id: number;
  name: string;
  joinCode: string;
  students: number;
}

export async function listTeacherClasses(db: Db, teacherId: number): Promise<TeacherClassSummary[]> {
  return rawAll<TeacherClassSummary>(db, sql`
    select c.id, c.name, c.join_code as "joinCode",
      (select count(*) from class_members m where m.class_id = c.id) as students
    from classes c where c.teacher_id = ${teacherId} order by c.created_at, c.id`);
}

export async function listClassStudents(db: Db, classId: number): Promise<StudentRef[]> {
  return db
    .select({ id: users.id, username: users.username, displayName: users.displayName })
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.studentId))
    .where(eq(classMembers.classId, classId))
    .orderBy(asc(users.displayName), asc(users.id));
}

/**
 * The class's submissions as a CTE named `cs` with the first error's type (`et`: null when no step
 * was flagged, "other" when the flagged step carries no type).
 */
function classSubmissionsCte(scope: ClassScope, extra: SQL[] = [], opts: { ownWork?: boolean } = {}): SQL {
  const { fromMs, toMs } = toMsRange(scope);
  // Only work done since the student joined this class: a shared student's earlier history is not this teacher's.
  // Own problems (no problem id) only where the list asks for them and the class shares them.
  const known = opts.ownWork
    ? sql`(s.problem_id is not null or exists (select 1 from classes c where c.id = m.class_id and c.share_own_work = true))`
    : sql`s.problem_id is not null`;
  const conds: SQL[] = [sql`m.class_id = ${scope.classId}`, known, sql`s.created_at >= m.created_at`];
  if (fromMs !== null) conds.push(sql`s.created_at >= ${fromMs}`);
  if (toMs !== null) conds.push(sql`s.created_at < ${toMs}`);
  if (scope.skill) {
    conds.push(sql`exists (select 1 from problem_skills ps0 where ps0.problem_id = s.problem_id and ps0.skill_id = ${scope.skill})`);
  }
  conds.push(...extra);
  return sql`cs as (
    select s.id, s.user_id, s.problem_id, s.first_error_index, s.outcome, s.created_at, s.hint_level,
      case when s.first_error_index < 0 then null
        else coalesce((select f.error_type from step_feedback f
                       where f.submission_id = s.id and f.step_index = s.first_error_index), ${UNTYPED_ERROR})
      end as et
    from submissions s
    join class_members m on m.student_id = s.user_id
    where ${sql.join(conds, sql` and `)}
  )`;
}

/** The class's submissions in scope, one row each, first-error type resolved: the overview's single scan. */
export async function classSubmissionRows(db: Db, scope: ClassScope): Promise<ClassSubmissionRow[]> {
  return rawAll<ClassSubmissionRow>(db, sql`
    with ${classSubmissionsCte(scope)}
    select cs.id, cs.user_id as "userId", cs.problem_id as "problemId", cs.first_error_index as "firstErrorIndex",
      cs.et, cs.created_at as "createdAt", cs.hint_level as "hintLevel"
    from cs`);
}

async function skillsOfProblems(db: Db, problemIds: Iterable<string>): Promise<Map<string, string[]>> {
  const wanted = new Set(problemIds);
  const map = new Map<string, string[]>();
  if (!wanted.size) return map;
  // The whole table is small (problems × ~1.2 skills); reading it beats a long IN list.
  for (const r of await db.select().from(problemSkills)) {
    if (wanted.has(r.problemId)) map.set(r.problemId, [...(map.get(r.problemId) ?? []), r.skillId]);
  }
  return map;
}

async function titlesOf(db: Db, problemIds: string[]): Promise<Map<string, string>> {
  if (!problemIds.length) return new Map();
  const rows = await db.select({ id: problems.id, title: problems.title }).from(problems).where(inArray(problems.id, problemIds));
  return new Map(rows.map((r) => [r.id, r.title]));
}

type Rows = readonly ClassSubmissionRow[];

export async function heatmapRows(db: Db, scope: ClassScope, rows?: Rows): Promise<HeatmapInputRow[]> {
  rows ??= await classSubmissionRows(db, scope);
  return heatmapInputFromRows(rows, await skillsOfProblems(db, rows.map((r) => r.problemId)), scope.skill);
}

export async function classHeatmap(db: Db, scope: ClassScope, rows?: Rows): Promise<Heatmap> {
  return buildHeatmap(await heatmapRows(db, scope, rows));
}

export interface ProblemTrouble {
  problemId: string;
  title: string;
  total: number;
  wrong: number;
  students: number;
  hinted: number;
  firstError: FirstErrorMode | null;
}

export async function troubleProblems(db: Db, scope: ClassScope, limit = 10, rows?: Rows): Promise<ProblemTrouble[]> {
  const { top, firstErrors } = problemCountsFromRows(rows ?? (await classSubmissionRows(db, scope)), limit);
  const modes = firstErrorModes(firstErrors);
  const titles = await titlesOf(db, top.map((t) => t.problemId));
  return top.map((t) => ({ ...t, title: titles.get(t.problemId) ?? t.problemId, firstError: modes.get(t.problemId) ?? null }));
}

export async function attentionList(db: Db, scope: ClassScope, rows?: Rows): Promise<AttentionEntry[]> {
  rows ??= await classSubmissionRows(db, scope);
  const students = await listClassStudents(db, scope.classId);
  const skillCond = scope.skill ? sql`and ma.skill_id = ${scope.skill}` : sql``;
  const lowMastery = await rawAll<{ userId: number; skillId: string; pKnown: number; opportunities: number }>(db, sql`
    select ma.user_id as "userId", ma.skill_id as "skillId", ma.p_known as "pKnown", ma.opportunities as opportunities
    from mastery ma join class_members m on m.student_id = ma.user_id and m.class_id = ${scope.classId}
    where ma.p_known < ${ATTENTION.lowMastery} and ma.opportunities >= ${ATTENTION.minOpportunities} ${skillCond}`);
  return studentsNeedingAttention({ students, lowMastery, repeatedErrors: repeatedErrorsFromRows(rows) });
}

/** Monday-based UTC weeks (weekStart in lib/dashboard), empty weeks filled in. */
export async function weeklyTrend(db: Db, scope: ClassScope, rows?: Rows): Promise<WeekPoint[]> {
  return fillWeeks(weekRowsFromRows(rows ?? (await classSubmissionRows(db, scope))), { from: scope.from, to: scope.to });
}

export interface ClassTotals {
  submissions: number;
  wrong: number;
  activeStudents: number;
}

export async function classTotals(db: Db, scope: ClassScope, rows?: Rows): Promise<ClassTotals> {
  return totalsFromRows(rows ?? (await classSubmissionRows(db, scope)));
}

export interface ClassOverview {
  totals: ClassTotals;
  heatmap: Heatmap;
  problems: ProblemTrouble[];
  attention: AttentionEntry[];
  trend: WeekPoint[];
}

/** One scan of the class's submissions feeds every panel (five scans were the slow part). */
export async function getClassOverview(db: Db, scope: ClassScope): Promise<ClassOverview> {
  const rows = await classSubmissionRows(db, scope);
  const [totals, heatmap, problems, attention, trend] = await Promise.all([
    classTotals(db, scope, rows),
    classHeatmap(db, scope, rows),
    troubleProblems(db, scope, 10, rows),
    attentionList(db, scope, rows),
    weeklyTrend(db, scope, rows),
  ]);
  return { totals, heatmap, problems, attention, trend };
}

export interface DrillDownScope extends ClassScope {
  errorType?: string;
  problemId?: string;
  studentId?: number;
  outcome?: "correct" | "incorrect" | "unsure";
}

export interface DrillDownItem {
  id: number;
  student: StudentRef;
  /** null: the student's own problem (checked on /own), shown when the class shares own work. */
  problemId: string | null;
  problemTitle: string;
  problemText: string;
  steps: string[];
  outcome: "correct" | "incorrect" | "unsure";
  firstErrorIndex: number;
  firstErrorType: string | null;
  answerCorrect: boolean | null;
  /** The highest "I'm stuck" hint level asked for before this attempt (0: unaided). */
  hintLevel: number;
  createdAt: Date;
  feedback: StepFeedbackRow[];
  correction: CorrectionInfo | null;
}

export const DRILL_PAGE_SIZE = 25;

/** The submissions behind a heatmap cell, a problem or a student; newest first. */
export async function listClassSubmissions(
  db: Db,
  scope: DrillDownScope,
  page = 1,
  pageSize = DRILL_PAGE_SIZE,
): Promise<{ total: number; items: DrillDownItem[] }> {
  const extra: SQL[] = [];
  if (scope.problemId) extra.push(sql`s.problem_id = ${scope.problemId}`);
  if (scope.studentId) extra.push(sql`s.user_id = ${scope.studentId}`);
  if (scope.outcome) extra.push(sql`s.outcome = ${scope.outcome}`);
  // The submissions list is where own-problem work reaches the teacher; the aggregates stay on known problems.
  const cte = classSubmissionsCte(scope, extra, { ownWork: !scope.problemId && !scope.skill });
  // A heatmap cell for skill X counts a submission once per skill row, so the skill filter is enough.
  const etCond = scope.errorType ? sql`where cs.et = ${scope.errorType}` : sql``;
  const total = (await rawGet<{ n: number }>(db, sql`with ${cte} select count(*) as n from cs ${etCond}`))?.n ?? 0;
  type Raw = Omit<DrillDownItem, "student" | "steps" | "createdAt" | "feedback" | "answerCorrect"> & {
    userId: number;
    username: string;
    displayName: string;
    steps: string;
    createdAt: number;
    // 0/1 from SQLite, false/true from PostgreSQL
    answerCorrect: number | boolean | null;
  };
  const rows = await rawAll<Raw>(db, sql`
    with ${cte}
    select cs.id, cs.user_id as "userId", u.username, u.display_name as "displayName",
      cs.problem_id as "problemId", p.title as "problemTitle", s.problem_text as "problemText", s.steps,
      cs.outcome, cs.first_error_index as "firstErrorIndex", cs.et as "firstErrorType",
      s.answer_correct as "answerCorrect", s.hint_level as "hintLevel", cs.created_at as "createdAt"
    from cs
    join submissions s on s.id = cs.id
    join users u on u.id = cs.user_id
    left join problems p on p.id = cs.problem_id
    ${etCond}
    order by cs.created_at desc, cs.id desc
    limit ${pageSize} offset ${(page - 1) * pageSize}`);
  const feedback = new Map<number, StepFeedbackRow[]>();
  if (rows.length) {
    const fb = await db
      .select()
      .from(stepFeedback)
      .where(inArray(stepFeedback.submissionId, rows.map((r) => r.id)))
      .orderBy(asc(stepFeedback.submissionId), asc(stepFeedback.stepIndex));
    for (const f of fb) feedback.set(f.submissionId, [...(feedback.get(f.submissionId) ?? []), f]);
  }
  const corrections = await correctionsFor(db, rows.map((r) => r.id));
  return {
    total,
    items: rows.map((r) => ({
      id: r.id,
      student: { id: r.userId, username: r.username, displayName: r.displayName },
      problemId: r.problemId,
      problemTitle: r.problemTitle ?? ownWorkTitle(r.problemText),
      problemText: r.problemText,
      steps: JSON.parse(r.steps) as string[],
      outcome: r.outcome,
      firstErrorIndex: r.firstErrorIndex,
      firstErrorType: r.firstErrorType,
      answerCorrect: r.answerCorrect === null ? null : Boolean(r.answerCorrect),
      hintLevel: r.hintLevel,
      createdAt: new Date(Number(r.createdAt)),
      feedback: feedback.get(r.id) ?? [],
      correction: corrections.get(r.id) ?? null,
    })),
  };
}
