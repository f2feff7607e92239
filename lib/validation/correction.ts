import { z } from "zod";
import { ERROR_TYPES } from "../check/types";

export const CORRECTION_NOTE_MAX = 500;

/** A teacher's correction of one step's verdict (the step must exist: checked against the submission). */
export const correctionSchema = z
  .object({
    kind: z.enum(["fine", "first-error"]),
    stepIndex: z.number().int().min(0).max(99),
    errorType: z.enum(ERROR_TYPES).optional(),
    /** A short note to the student, shown with the correction on their problem page. */
    note: z.string().trim().max(CORRECTION_NOTE_MAX, `a note can be at most ${CORRECTION_NOTE_MAX} characters`).optional(),
  })
  .strict()
  .refine((c) => (c.kind === "first-error" ? !!c.errorType : !c.errorType), {
    message: "say which kind of error the step has (and only for \"the first error is here\")",
    path: ["errorType"],
  });
export type CorrectionBody = z.infer<typeof correctionSchema>;
