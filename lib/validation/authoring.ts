import { z } from "zod";
import { SKILL_IDS } from "../bank/skills";
import { latexError } from "../format/latex-error";

export const AUTHORING_LIMITS = {
  titleMax: 120,
  statementMax: 4000,
  answerMax: 200,
  stepMax: 500,
  maxSteps: 30,
  maxSkills: 4,
  bodyBytes: 32 * 1024,
} as const;

/** The reference solution arrives as textarea text: one step per line, blank lines ignored. */
export function splitSteps(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** Refuses text whose maths KaTeX cannot parse: students would see red error text instead. */
const parsesAsLatex = <T extends z.ZodType<string>>(schema: T, what: string) =>
  schema.superRefine((text, ctx) => {
    const err = latexError(text);
    if (err) ctx.addIssue({ code: "custom", message: `the LaTeX in ${what} does not parse: ${err}` });
  });

export const authorProblemSchema = z
  .object({
    title: z.string().trim().max(AUTHORING_LIMITS.titleMax).optional(),
    statement: parsesAsLatex(z.string().trim().min(1, "write the problem statement").max(AUTHORING_LIMITS.statementMax), "the statement"),
    answer: parsesAsLatex(z.string().trim().min(1, "give the final answer").max(AUTHORING_LIMITS.answerMax), "the answer"),
    referenceSteps: z
      .array(parsesAsLatex(z.string().max(AUTHORING_LIMITS.stepMax, `each step can be at most ${AUTHORING_LIMITS.stepMax} characters`), "a step"))
      .max(AUTHORING_LIMITS.maxSteps, `a solution can have at most ${AUTHORING_LIMITS.maxSteps} steps`)
      .transform((steps) => steps.map((s) => s.trim()).filter((s) => s.length > 0))
      .refine((steps) => steps.length > 0, "write the reference solution, one step per line"),
    skills: z
      .array(z.enum(SKILL_IDS as [string, ...string[]]))
      .min(1, "pick at least one skill")
      .max(AUTHORING_LIMITS.maxSkills)
      .transform((s) => [...new Set(s)]),
    difficulty: z.coerce.number().int().min(1).max(5),
    /** One fill of the form (a random id the page makes): saving it twice makes one problem. */
    clientKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, "a malformed form key").optional(),
  })
  .strict();
export type AuthorProblemInput = z.infer<typeof authorProblemSchema>;

/** Editing replaces the content; the form key belongs to creating only. */
export const editProblemSchema = authorProblemSchema.omit({ clientKey: true });

/** Archive (hidden from students, attempts kept) or restore. */
export const archiveProblemSchema = z.object({ archived: z.boolean() }).strict();

/** A title when the teacher gave none: the statement's first words. */
export function defaultTitle(statement: string): string {
  const words = statement.replace(/\s+/g, " ").trim();
  return words.length <= 60 ? words : `${words.slice(0, 57).replace(/\s+\S*$/, "")}…`;
}
