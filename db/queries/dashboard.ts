import "server-only";
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import {
  UNTYPED_ERROR,
  buildHeatmap,
  fillWeeks,
  firstErrorModes,
  studentsNeedingAttention,
  type AttentionEntry,
  type FirstErrorMode,
  type FirstErrorRow,
  type Heatmap,
  type HeatmapInputRow,
  type StudentRef,
  type WeekPoint,
  type WeekRow,
} from "@/lib/dashboard/aggregate";
import { ATTENTION } from "@/lib/dashboard/aggregate";
import { toMsRange } from "@/lib/validation/dashboard";
import type { Db } from "../client";
import { classMembers, classes, stepFeedback, users, type Class, type StepFeedbackRow } from "../schema";

// Every aggregate here counts the class members' submissions on known problems (bank or
// teacher-authored): an attempt at a pasted problem has no skill, so it cannot be placed.

export interface ClassScope {
  classId: number;
  from?: string;
  to?: string;
  skill?: string;
}

/** The class when `teacherId` teaches it; null otherwise (callers answer 404 either way). */
export function getOwnedClass(db: Db, teacherId: number, classId: number): Class | null {
  return db
    .select()
    .from(classes)
    .where(and(eq(classes.id, classId), eq(classes.teacherId, teacherId)))
    .get() ?? null;
}

export interface TeacherClassSummary {
  id: number;
  name: string;
  joinCode: string;
  students: number;
}

export function listTeacherClasses(db: Db, teacherId: number): TeacherClassSummary[] {
  return db.all<TeacherClassSummary>(sql`
    select c.id, c.name, c.join_code as joinCode,
      (select count(*) from class_members m where m.class_id = c.id) as students
    from classes c where c.teacher_id = ${teacherId} order by c.created_at, c.id`);
}

export function listClassStudents(db: Db, classId: number): StudentRef[] {
  return db
    .select({ id: users.id, username: users.username, displayName: users.displayName })
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.studentId))
    .where(eq(classMembers.classId, classId))
    .orderBy(asc(users.displayName), asc(users.id))
    .all();
}

/**
 * The class's submissions as a CTE named `cs` with the first error's type (`et`: null when no step
 * was flagged, "other" when the flagged step carries no type).
 */
function classSubmissionsCte(scope: ClassScope, extra: SQL[] = []): SQL {
  const { fromMs, toMs } = toMsRange(scope);
  const conds: SQL[] = [sql`m.class_id = ${scope.classId}`, sql`s.problem_id is not null`];
  if (fromMs !== null) conds.push(sql`s.created_at >= ${fromMs}`);
  if (toMs !== null) conds.push(sql`s.created_at < ${toMs}`);
  if (scope.skill) {
    conds.push(sql`exists (select 1 from problem_skills ps0 where ps0.problem_id = s.problem_id and ps0.skill_id = ${scope.skill})`);
  }
  conds.push(...extra);
  return sql`cs as (
    select s.id, s.user_id, s.problem_id, s.first_error_index, s.outcome, s.created_at,
      case when s.first_error_index < 0 then null
        else coalesce((select f.error_type from step_feedback f
                       where f.submission_id = s.id and f.step_index = s.first_error_index), ${UNTYPED_ERROR})
      end as et
    from submissions s
    join class_members m on m.student_id = s.user_id
    where ${sql.join(conds, sql` and `)}
  )`;
}

export function heatmapRows(db: Db, scope: ClassScope): HeatmapInputRow[] {
  const skillCond = scope.skill ? sql`where ps.skill_id = ${scope.skill}` : sql``;
  return db.all<HeatmapInputRow>(sql`
    with ${classSubmissionsCte(scope)}
    select ps.skill_id as skillId, cs.et as errorType, count(*) as n
    from cs join problem_skills ps on ps.problem_id = cs.problem_id
    ${skillCond}
    group by ps.skill_id, cs.et`);
}

export function classHeatmap(db: Db, scope: ClassScope): Heatmap {
  return buildHeatmap(heatmapRows(db, scope));
}

export interface ProblemTrouble {
  problemId: string;
  title: string;
  total: number;
  wrong: number;
  students: number;
  firstError: FirstErrorMode | null;
}

export function troubleProblems(db: Db, scope: ClassScope, limit = 10): ProblemTrouble[] {
  const cte = classSubmissionsCte(scope);
  const top = db.all<Omit<ProblemTrouble, "firstError">>(sql`
    with ${cte}
    select cs.problem_id as problemId, p.title as title, count(*) as total,
      sum(cs.first_error_index >= 0) as wrong, count(distinct cs.user_id) as students
    from cs join problems p on p.id = cs.problem_id
    group by cs.problem_id
    having wrong > 0
    order by wrong desc, total desc, cs.problem_id
    limit ${limit}`);
  if (!top.length) return [];
  const ids = top.map((t) => t.problemId);
  const steps = db.all<FirstErrorRow>(sql`
    with ${cte}
    select cs.problem_id as problemId, cs.first_error_index as stepIndex, cs.et as errorType, count(*) as n
    from cs
    where cs.first_error_index >= 0 and cs.problem_id in ${ids}
    group by cs.problem_id, cs.first_error_index, cs.et`);
  const modes = firstErrorModes(steps);
  return top.map((t) => ({ ...t, firstError: modes.get(t.problemId) ?? null }));
}

export function attentionList(db: Db, scope: ClassScope): AttentionEntry[] {
  const students = listClassStudents(db, scope.classId);
  const skillCond = scope.skill ? sql`and ma.skill_id = ${scope.skill}` : sql``;
  const lowMastery = db.all<{ userId: number; skillId: string; pKnown: number; opportunities: number }>(sql`
    select ma.user_id as userId, ma.skill_id as skillId, ma.p_known as pKnown, ma.opportunities as opportunities
    from mastery ma join class_members m on m.student_id = ma.user_id and m.class_id = ${scope.classId}
    where ma.p_known < ${ATTENTION.lowMastery} and ma.opportunities >= ${ATTENTION.minOpportunities} ${skillCond}`);
  const repeatedErrors = db.all<{ userId: number; errorType: string; n: number }>(sql`
    with ${classSubmissionsCte(scope)}
    select cs.user_id as userId, cs.et as errorType, count(*) as n
    from cs where cs.et is not null
    group by cs.user_id, cs.et
    having n >= ${ATTENTION.repeatedErrors}`);
  return studentsNeedingAttention({ students, lowMastery, repeatedErrors });
}

export function weeklyTrend(db: Db, scope: ClassScope): WeekPoint[] {
  // Monday-based UTC weeks, the same rule as weekStart() in lib/dashboard.
  const rows = db.all<WeekRow>(sql`
    with ${classSubmissionsCte(scope)}
    select date(cs.created_at / 1000, 'unixepoch', '-6 days', 'weekday 1') as week,
      count(*) as total, sum(cs.first_error_index >= 0) as wrong
    from cs group by week order by week`);
  return fillWeeks(rows, { from: scope.from, to: scope.to });
}

export interface ClassTotals {
  submissions: number;
  wrong: number;
  activeStudents: number;
}

export function classTotals(db: Db, scope: ClassScope): ClassTotals {
  const row = db.get<ClassTotals>(sql`
    with ${classSubmissionsCte(scope)}
    select count(*) as submissions, coalesce(sum(cs.first_error_index >= 0), 0) as wrong,
      count(distinct cs.user_id) as activeStudents
    from cs`);
  return row ?? { submissions: 0, wrong: 0, activeStudents: 0 };
}

export interface ClassOverview {
  totals: ClassTotals;
  heatmap: Heatmap;
  problems: ProblemTrouble[];
  attention: AttentionEntry[];
  trend: WeekPoint[];
}

export function getClassOverview(db: Db, scope: ClassScope): ClassOverview {
  return {
    totals: classTotals(db, scope),
    heatmap: classHeatmap(db, scope),
    problems: troubleProblems(db, scope),
    attention: attentionList(db, scope),
    trend: weeklyTrend(db, scope),
  };
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
  problemId: string;
  problemTitle: string;
  problemText: string;
  steps: string[];
  outcome: "correct" | "incorrect" | "unsure";
  firstErrorIndex: number;
  firstErrorType: string | null;
  answerCorrect: boolean | null;
  createdAt: Date;
  feedback: StepFeedbackRow[];
}

export const DRILL_PAGE_SIZE = 25;

/** The submissions behind a heatmap cell, a problem or a student; newest first. */
export function listClassSubmissions(
  db: Db,
  scope: DrillDownScope,
  page = 1,
  pageSize = DRILL_PAGE_SIZE,
): { total: number; items: DrillDownItem[] } {
  const extra: SQL[] = [];
  if (scope.problemId) extra.push(sql`s.problem_id = ${scope.problemId}`);
  if (scope.studentId) extra.push(sql`s.user_id = ${scope.studentId}`);
  if (scope.outcome) extra.push(sql`s.outcome = ${scope.outcome}`);
  const cte = classSubmissionsCte(scope, extra);
  // A heatmap cell for skill X counts a submission once per skill row, so the skill filter is enough.
  const etCond = scope.errorType ? sql`where cs.et = ${scope.errorType}` : sql``;
  const total = db.get<{ n: number }>(sql`with ${cte} select count(*) as n from cs ${etCond}`)?.n ?? 0;
  type Raw = Omit<DrillDownItem, "student" | "steps" | "createdAt" | "feedback" | "answerCorrect"> & {
    userId: number;
    username: string;
    displayName: string;
    steps: string;
    createdAt: number;
    answerCorrect: number | null;
  };
  const rows = db.all<Raw>(sql`
    with ${cte}
    select cs.id, cs.user_id as userId, u.username, u.display_name as displayName,
      cs.problem_id as problemId, p.title as problemTitle, s.problem_text as problemText, s.steps,
      cs.outcome, cs.first_error_index as firstErrorIndex, cs.et as firstErrorType,
      s.answer_correct as answerCorrect, cs.created_at as createdAt
    from cs
    join submissions s on s.id = cs.id
    join users u on u.id = cs.user_id
    join problems p on p.id = cs.problem_id
    ${etCond}
    order by cs.created_at desc, cs.id desc
    limit ${pageSize} offset ${(page - 1) * pageSize}`);
  const feedback = new Map<number, StepFeedbackRow[]>();
  if (rows.length) {
    const fb = db
      .select()
      .from(stepFeedback)
      .where(inArray(stepFeedback.submissionId, rows.map((r) => r.id)))
      .orderBy(asc(stepFeedback.submissionId), asc(stepFeedback.stepIndex))
      .all();
    for (const f of fb) feedback.set(f.submissionId, [...(feedback.get(f.submissionId) ?? []), f]);
  }
  return {
    total,
    items: rows.map((r) => ({
      id: r.id,
      student: { id: r.userId, username: r.username, displayName: r.displayName },
      problemId: r.problemId,
      problemTitle: r.problemTitle,
      problemText: r.problemText,
      steps: JSON.parse(r.steps) as string[],
      outcome: r.outcome,
      firstErrorIndex: r.firstErrorIndex,
      firstErrorType: r.firstErrorType,
      answerCorrect: r.answerCorrect === null ? null : r.answerCorrect === 1,
      createdAt: new Date(r.createdAt),
      feedback: feedback.get(r.id) ?? [],
    })),
  };
}
