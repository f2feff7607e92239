import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { applyCorrection, correctionLabel, type CorrectionInput, type VerdictState } from "@/lib/check/correction";
import type { CheckResult } from "@/lib/check/types";
import { first, rawAll, type Db } from "../client";
import { problemSkills, stepFeedback, submissions, verdictCorrections, type OriginalVerdicts, type Submission } from "../schema";
import { rebuildMastery } from "./mastery";
import { correctionsFor, outcomeOf } from "./submissions";

export { correctionsFor };

async function stateOf(db: Db, sub: Submission): Promise<VerdictState> {
  const steps = await db
    .select({
      index: stepFeedback.stepIndex,
      verdict: stepFeedback.verdict,
      errorType: stepFeedback.errorType,
      message: stepFeedback.message,
      carriedFrom: stepFeedback.carriedFrom,
      ruleIds: stepFeedback.ruleIds,
    })
    .from(stepFeedback)
    .where(eq(stepFeedback.submissionId, sub.id))
    .orderBy(stepFeedback.stepIndex);
  return { steps, firstErrorIndex: sub.firstErrorIndex, answerCorrect: sub.answerCorrect };
}

/** Writes verdicts through to the submission and its steps (what every reader sees). */
async function writeState(db: Db, sub: Submission, state: VerdictState, outcome: Submission["outcome"]): Promise<void> {
  for (const s of state.steps) {
    await db
      .update(stepFeedback)
      .set({ verdict: s.verdict as StepRow["verdict"], errorType: s.errorType, message: s.message, carriedFrom: s.carriedFrom ?? null })
      .where(and(eq(stepFeedback.submissionId, sub.id), eq(stepFeedback.stepIndex, s.index)));
  }
  await db.update(submissions).set({ firstErrorIndex: state.firstErrorIndex, outcome, answerCorrect: state.answerCorrect }).where(eq(submissions.id, sub.id));
}
type StepRow = typeof stepFeedback.$inferSelect;

function outcomeOfState(state: VerdictState): Submission["outcome"] {
  return outcomeOf({ steps: state.steps, firstErrorIndex: state.firstErrorIndex, answerCorrect: state.answerCorrect } as unknown as CheckResult);
}

async function skillsOfProblem(db: Db, problemId: string | null): Promise<string[]> {
  if (!problemId) return [];
  return (await db.select({ id: problemSkills.skillId }).from(problemSkills).where(eq(problemSkills.problemId, problemId))).map((r) => r.id);
}

/**
 * Applies a teacher's correction to a submission (callers authorise): the corrected verdicts are
 * written through, the checker's first verdicts kept in the correction row, the student's mastery
 * of the problem's skills replayed. A second correction starts from what the teacher sees now.
 */
export async function correctSubmission(db: Db, input: CorrectionInput & { submissionId: number; teacherId: number; note?: string }): Promise<VerdictState> {
  const result = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const sub = await first(tx.select().from(submissions).where(eq(submissions.id, input.submissionId)));
    if (!sub) return null;
    const current = await stateOf(tx, sub);
    const existing = await first(tx.select().from(verdictCorrections).where(eq(verdictCorrections.submissionId, sub.id)));
    const original: OriginalVerdicts = existing?.original ?? { ...current, outcome: sub.outcome };
    const next = applyCorrection(current, input);
    const overridden = overriddenRule(current, input, existing?.ruleId);
    await writeState(tx, sub, next, outcomeOfState(next));
    const row = {
      teacherId: input.teacherId,
      kind: input.kind,
      stepIndex: input.stepIndex,
      firstErrorIndex: next.firstErrorIndex,
      errorType: correctionLabel(next).errorType,
      ruleId: overridden,
      note: input.note ?? "",
      updatedAt: new Date(),
    };
    await tx
      .insert(verdictCorrections)
      .values({ submissionId: sub.id, original, ...row })
      .onConflictDoUpdate({ target: verdictCorrections.submissionId, set: row });
    return { sub, next };
  });
  if (!result) throw new Error(`submission ${input.submissionId} vanished`);
  if (result.sub.userId !== null) await rebuildMastery(db, result.sub.userId, await skillsOfProblem(db, result.sub.problemId));
  return result.next;
}

/**
 * The rule whose verdict a correction overrides: the one that flagged the step the teacher calls
 * fine, or the checker's own first flag when the teacher names another first error. A second
 * correction keeps the rule the first one overrode (the checker's verdicts are gone by then).
 */
function overriddenRule(current: VerdictState & { steps: Array<{ index: number; ruleIds?: string[] }> }, input: CorrectionInput, earlier: string | null | undefined): string | null {
  if (earlier !== undefined) return earlier;
  const at = input.kind === "fine" ? input.stepIndex : current.firstErrorIndex;
  return current.steps.find((s) => s.index === at)?.ruleIds?.[0] ?? null;
}

/** Puts the checker's verdicts back. False when there was no correction. */
export async function undoCorrection(db: Db, submissionId: number): Promise<boolean> {
  const sub = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const existing = await first(tx.select().from(verdictCorrections).where(eq(verdictCorrections.submissionId, submissionId)));
    const s = await first(tx.select().from(submissions).where(eq(submissions.id, submissionId)));
    if (!existing || !s) return null;
    await writeState(tx, s, existing.original, existing.original.outcome);
    await tx.delete(verdictCorrections).where(eq(verdictCorrections.submissionId, submissionId));
    return s;
  });
  if (!sub) return false;
  if (sub.userId !== null) await rebuildMastery(db, sub.userId, await skillsOfProblem(db, sub.problemId));
  return true;
}

/** One item of the checker's evaluation format (lib/eval/dataset.ts reads it back). */
export interface CorrectionEvalItem {
  id: string;
  problem: string;
  steps: string[];
  label: number;
  errorType: string | null;
  reference?: string[];
  answer?: string;
  /** What the checker had said: where its first error was, for comparing. */
  checkerLabel: number;
  /** The rule whose verdict the teacher overrode: the export is per-rule regression data. */
  ruleId: string | null;
}

/** The class's corrected submissions in the eval format, oldest correction first. */
export async function classCorrectionsForEval(db: Db, classId: number): Promise<CorrectionEvalItem[]> {
  const rows = await rawAll<{
    id: number;
    problemText: string;
    steps: string;
    label: number;
    errorType: string | null;
    reference: string | null;
    answer: string | null;
    original: string;
    ruleId: string | null;
  }>(db, sql`
    select s.id, s.problem_text as "problemText", s.steps, vc.first_error_index as label, vc.error_type as "errorType",
      p.reference_steps as reference, p.answer, vc.original, vc.rule_id as "ruleId"
    from verdict_corrections vc
    join submissions s on s.id = vc.submission_id
    join class_members m on m.student_id = s.user_id and m.class_id = ${classId}
    left join problems p on p.id = s.problem_id
    order by vc.updated_at, s.id`);
  return rows.map((r) => ({
    id: `correction-${r.id}`,
    problem: r.problemText,
    steps: JSON.parse(r.steps) as string[],
    label: r.label,
    errorType: r.errorType,
    ...(r.reference ? { reference: JSON.parse(r.reference) as string[] } : {}),
    ...(r.answer ? { answer: r.answer } : {}),
    checkerLabel: (JSON.parse(r.original) as OriginalVerdicts).firstErrorIndex,
    ruleId: r.ruleId,
  }));
}
