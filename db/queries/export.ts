import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { CsvValue } from "@/lib/dashboard/csv";
import { ownWorkTitle } from "@/lib/format/problem-title";
import { toMsRange } from "@/lib/validation/dashboard";
import { rawAll, type Db } from "../client";

export const SUBMISSION_CSV_HEADER = [
  "student",
  "student_name",
  "problem_id",
  "problem_title",
  "submission_id",
  "submitted_at",
  "outcome",
  "step",
  "step_text",
  "verdict",
  "error_type",
  "message",
  "carried_from_step",
  "own_work",
  "hint_level",
] as const;

export const MASTERY_CSV_HEADER = ["student", "student_name", "skill", "p_known", "opportunities", "updated_at"] as const;

interface ExportScope {
  classId: number;
  from?: string;
  to?: string;
  skill?: string;
}

/**
 * The rows are read at once; the CSV values are made as the caller iterates.
 *
 * One row per step of every class submission on a known problem, and of own-problem work where the
 * class shares it (`own_work` true, no problem id; steps numbered from 1, as shown). `hint_level`: the
 * highest "I'm stuck" hint level the student asked for before the attempt (0: unaided).
 */
export async function submissionCsvRows(db: Db, scope: ExportScope): Promise<Iterable<CsvValue[]>> {
  const { fromMs, toMs } = toMsRange(scope);
  // As on the dashboard: only work done since the student joined this class.
  const known = scope.skill
    ? sql`s.problem_id is not null`
    : sql`(s.problem_id is not null or exists (select 1 from classes c where c.id = m.class_id and c.share_own_work = true))`;
  const conds: SQL[] = [sql`m.class_id = ${scope.classId}`, known, sql`s.created_at >= m.created_at`];
  if (fromMs !== null) conds.push(sql`s.created_at >= ${fromMs}`);
  if (toMs !== null) conds.push(sql`s.created_at < ${toMs}`);
  if (scope.skill) conds.push(sql`exists (select 1 from problem_skills ps where ps.problem_id = s.problem_id and ps.skill_id = ${scope.skill})`);
  const rows = await rawAll<{
    username: string;
    displayName: string;
    problemId: string | null;
    problemText: string;
    title: string | null;
    id: number;
    createdAt: number;
    outcome: string;
    stepIndex: number;
    content: string;
    verdict: string;
    errorType: string | null;
    message: string | null;
    carriedFrom: number | null;
    hintLevel: number;
  }>(db, sql`
    select u.username, u.display_name as "displayName", s.problem_id as "problemId", s.problem_text as "problemText", p.title, s.id,
      s.created_at as "createdAt", s.outcome, f.step_index as "stepIndex", f.content, f.verdict,
      f.error_type as "errorType", f.message, f.carried_from as "carriedFrom", s.hint_level as "hintLevel"
    from submissions s
    join class_members m on m.student_id = s.user_id
    join users u on u.id = s.user_id
    left join problems p on p.id = s.problem_id
    join step_feedback f on f.submission_id = s.id
    where ${sql.join(conds, sql` and `)}
    order by s.created_at, s.id, f.step_index`);
  return (function* () {
    for (const r of rows) {
      const own = r.problemId === null;
      yield [r.username, r.displayName, r.problemId, own ? ownWorkTitle(r.problemText) : r.title, r.id, new Date(Number(r.createdAt)), r.outcome, r.stepIndex + 1, r.content, r.verdict, r.errorType, r.message, r.carriedFrom === null ? null : r.carriedFrom + 1, own, r.hintLevel];
    }
  })();
}

export async function masteryCsvRows(db: Db, scope: ExportScope): Promise<Iterable<CsvValue[]>> {
  const rows = await rawAll<{ username: string; displayName: string; skillId: string; pKnown: number; opportunities: number; updatedAt: number }>(db, sql`
    select u.username, u.display_name as "displayName", ma.skill_id as "skillId", ma.p_known as "pKnown",
      ma.opportunities, ma.updated_at as "updatedAt"
    from mastery ma
    join class_members m on m.student_id = ma.user_id and m.class_id = ${scope.classId}
    join users u on u.id = ma.user_id
    ${scope.skill ? sql`where ma.skill_id = ${scope.skill}` : sql``}
    order by u.username, ma.skill_id`);
  return rows.map((r) => [r.username, r.displayName, r.skillId, Math.round(r.pKnown * 1000) / 1000, r.opportunities, new Date(Number(r.updatedAt))]);
}
