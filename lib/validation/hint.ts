import { z } from "zod";
import { LIMITS } from "./check";

/** POST /api/hint: the problem (a bank/teacher problem's id or an own problem's statement), the steps so far, the level asked for. */
export const hintRequestSchema = z
  .object({
    problemId: z.string().min(1).max(100).optional(),
    problem: z.string().trim().min(1, "problem cannot be empty").max(LIMITS.maxProblemChars).optional(),
    // may be empty: a student who cannot start is who asks
    steps: z
      .array(z.string().max(LIMITS.maxStepChars, `each step can be at most ${LIMITS.maxStepChars} characters`))
      .max(LIMITS.maxSteps, `a solution can have at most ${LIMITS.maxSteps} steps`)
      .transform((steps) => steps.map((s) => s.trim()).filter((s) => s.length > 0)),
    level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    expectSignedIn: z.boolean().optional(),
  })
  .strict()
  .refine((v) => (v.problemId ? !v.problem : !!v.problem), {
    message: "send exactly one of problemId or problem",
    path: ["problemId"],
  });
export type HintRequestBody = z.infer<typeof hintRequestSchema>;
