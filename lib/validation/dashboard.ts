import { z } from "zod";
import { SKILL_IDS } from "../bank/skills";
import { ERROR_TYPES } from "../check/types";
import { UNTYPED_ERROR } from "../dashboard/aggregate";

const skillEnum = z.enum(SKILL_IDS as [string, ...string[]]);

/** A form that leaves a field blank sends `skill=`: blank means "not filtered". */
const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "use a date like 2026-11-22")
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
  }, "not a real date");

export const classIdSchema = z.coerce.number().int().positive().max(2_147_483_647);
export const studentIdSchema = z.coerce.number().int().positive().max(2_147_483_647);
export const dashboardProblemIdSchema = z.string().min(1).max(100).regex(/^[a-z0-9][a-z0-9-]*$/i, "invalid problem id");

const dateRange = {
  from: optional(isoDateSchema),
  to: optional(isoDateSchema),
};
const fromBeforeTo = (v: { from?: string; to?: string }) => !v.from || !v.to || v.from <= v.to;
const fromBeforeToIssue = { message: "the start date must not be after the end date", path: ["to"] };

export const dashboardFilterSchema = z
  .object({ ...dateRange, skill: optional(skillEnum) })
  .refine(fromBeforeTo, fromBeforeToIssue);
export type DashboardFilter = z.infer<typeof dashboardFilterSchema>;

export const drillDownSchema = z
  .object({
    ...dateRange,
    skill: optional(skillEnum),
    errorType: optional(z.enum([...ERROR_TYPES, UNTYPED_ERROR] as [string, ...string[]])),
    problemId: optional(dashboardProblemIdSchema),
    studentId: optional(studentIdSchema),
    outcome: optional(z.enum(["correct", "incorrect", "unsure"])),
    page: optional(z.coerce.number().int().min(1).max(10_000)),
  })
  .refine(fromBeforeTo, fromBeforeToIssue);
export type DrillDownFilter = z.infer<typeof drillDownSchema>;

export const exportQuerySchema = z
  .object({
    classId: classIdSchema,
    kind: z.enum(["submissions", "mastery"]),
    ...dateRange,
    skill: optional(skillEnum),
  })
  .strict()
  .refine(fromBeforeTo, fromBeforeToIssue);
export type ExportQuery = z.infer<typeof exportQuerySchema>;

/** Inclusive calendar dates (UTC) to a half-open millisecond range. */
export function toMsRange(f: { from?: string; to?: string }): { fromMs: number | null; toMs: number | null } {
  return {
    fromMs: f.from ? Date.parse(`${f.from}T00:00:00Z`) : null,
    toMs: f.to ? Date.parse(`${f.to}T00:00:00Z`) + 86_400_000 : null,
  };
}

/** Search params (as a page receives them) to a plain object: repeated keys keep the first value. */
export function firstValues(params: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) {
    const s = Array.isArray(v) ? v[0] : v;
    if (s !== undefined) out[k] = s;
  }
  return out;
}

export const ASSIGNMENT_LIMITS = { titleMax: 120, maxProblems: 30 } as const;

export const createAssignmentSchema = z
  .object({
    classId: classIdSchema,
    title: z.string().trim().min(1, "give the assignment a title").max(ASSIGNMENT_LIMITS.titleMax),
    dueDate: optional(isoDateSchema),
    problemIds: z.array(dashboardProblemIdSchema).max(ASSIGNMENT_LIMITS.maxProblems).optional(),
    skill: optional(skillEnum),
    count: z.coerce.number().int().min(1).max(ASSIGNMENT_LIMITS.maxProblems).optional(),
  })
  .strict()
  .refine((v) => (v.problemIds?.length ? !v.skill : !!v.skill && !!v.count), {
    message: "pick problems, or a skill and how many problems (not both)",
    path: ["problemIds"],
  });
export type CreateAssignmentInput = z.infer<typeof createAssignmentSchema>;

/**
 * Editing an assignment: any of title, due date (null clears it), its problems (in order: problems
 * may be added and removed), or for a practice set its skill and how many problems (re-picked).
 */
export const updateAssignmentSchema = z
  .object({
    title: z.string().trim().min(1, "give the assignment a title").max(ASSIGNMENT_LIMITS.titleMax).optional(),
    dueDate: z.union([isoDateSchema, z.null(), z.literal("").transform(() => null)]).optional(),
    problemIds: z.array(dashboardProblemIdSchema).min(1, "keep at least one problem (or delete the assignment)").max(ASSIGNMENT_LIMITS.maxProblems).optional(),
    skill: skillEnum.optional(),
    count: z.number().int().min(1).max(ASSIGNMENT_LIMITS.maxProblems).optional(),
  })
  .strict()
  .refine((v) => [v.title, v.dueDate, v.problemIds, v.skill, v.count].some((x) => x !== undefined), { message: "nothing to change" })
  .refine((v) => !(v.problemIds && (v.skill || v.count)), { message: "change the problems, or the practice set's skill and count (not both)", path: ["problemIds"] });
export type UpdateAssignmentInput = z.infer<typeof updateAssignmentSchema>;

/** Due dates are calendar days; the assignment is due at the end of that day (UTC). */
export function dueAtFromDate(date: string | undefined): Date | null {
  return date ? new Date(Date.parse(`${date}T23:59:59.999Z`)) : null;
}
