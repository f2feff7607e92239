import { z } from "zod";
import { SKILL_IDS } from "@/lib/bank/skills";
import { idParamSchema } from "./classes";
import { problemIdSchema } from "./check";

const skill = z.enum(SKILL_IDS as [string, ...string[]]);

export const progressQuerySchema = z.object({ studentId: idParamSchema.optional() }).strict();

export const historyQuerySchema = z
  .object({
    studentId: idParamSchema.optional(),
    problemId: problemIdSchema.optional(),
    skill: skill.optional(),
    limit: z.coerce.number().int().min(1).max(200).optional(),
    before: idParamSchema.optional(),
  })
  .strict();

export const practiceQuerySchema = z
  .object({
    skill: skill.optional(),
    // "another one": comma-separated problem ids to skip this time
    skip: z
      .string()
      .max(500)
      .optional()
      .transform((s) => (s ? s.split(",").filter(Boolean).slice(0, 20) : []))
      .pipe(z.array(problemIdSchema)),
  })
  .strict();
