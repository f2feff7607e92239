import { z } from "zod";
import { ERROR_TYPES } from "../check/types";

/** A teacher's correction of one step's verdict (the step must exist: checked against the submission). */
export const correctionSchema = z
  .object({
    kind: z.enum(["fine", "first-error"]),
    stepIndex: z.number().int().min(0).max(99),
    errorType: z.enum(ERROR_TYPES).optional(),
  })
  .strict()
  .refine((c) => (c.kind === "first-error" ? !!c.errorType : !c.errorType), {
    message: "say which kind of error the step has (and only for \"the first error is here\")",
    path: ["errorType"],
  });
export type CorrectionBody = z.infer<typeof correctionSchema>;
