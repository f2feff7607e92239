import { z } from "zod";
import { SKILL_IDS } from "@/lib/bank/skills";

export const LIMITS = {
  maxSteps: 30,
  maxStepChars: 500,
  maxProblemChars: 4000,
  maxAnswerChars: 200,
  checkBodyBytes: 64 * 1024,
} as const;

const step = z
  .string()
  .max(LIMITS.maxStepChars, `each step can be at most ${LIMITS.maxStepChars} characters`);

export const checkRequestSchema = z
  .object({
    problemId: z.string().min(1).max(100).optional(),
    problem: z.string().trim().min(1, "problem cannot be empty").max(LIMITS.maxProblemChars).optional(),
    /** The student's own expected final answer, for a problem that is not in the bank. */
    answer: z.string().trim().min(1).max(LIMITS.maxAnswerChars).optional(),
    /**
     * The page was opened signed in: if the session has ended since, answer 401 instead of
     * checking anonymously, so the attempt is not silently left out of the student's record.
     */
    expectSignedIn: z.boolean().optional(),
    steps: z
      .array(step)
      .max(LIMITS.maxSteps, `a solution can have at most ${LIMITS.maxSteps} steps`)
      .transform((steps) => steps.map((s) => s.trim()).filter((s) => s.length > 0))
      .refine((steps) => steps.length > 0, "write at least one step"),
  })
  .strict()
  .refine((v) => (v.problemId ? !v.problem : !!v.problem), {
    message: "send exactly one of problemId or problem",
    path: ["problemId"],
  })
  .refine((v) => !(v.problemId && v.answer), {
    message: "an expected answer can only be given with an own problem",
    path: ["answer"],
  });
export type CheckRequest = z.infer<typeof checkRequestSchema>;

export const problemListQuerySchema = z
  .object({
    skill: z.enum(SKILL_IDS as [string, ...string[]]).optional(),
  })
  .strict();

export const problemIdSchema = z.string().min(1).max(100).regex(/^[a-z0-9][a-z0-9-]*$/i, "invalid problem id");
