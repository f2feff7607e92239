import type { CorrectionInfo } from "@/lib/check/correction";
import styles from "./correction.module.css";
import { errorLabel } from "./feedback-labels";

export type CorrectionNoteData = Pick<CorrectionInfo, "kind" | "stepIndex" | "firstErrorIndex" | "errorType" | "teacherName"> & { note?: string };

/** What the teacher changed, in words. */
export function describeCorrection(c: CorrectionNoteData): string {
  if (c.kind === "first-error") {
    const type = errorLabel(c.errorType);
    return `The first error is at step ${c.stepIndex + 1}${type ? ` (${type})` : ""}.`;
  }
  const rest = c.firstErrorIndex < 0 ? "no step has an error." : `the first error is at step ${c.firstErrorIndex + 1}.`;
  return `Step ${c.stepIndex + 1} is fine; ${rest}`;
}

/** Marks verdicts a teacher set, so nobody mistakes them for the checker's. */
export function CorrectionNote({ correction, audience }: { correction: CorrectionNoteData | null | undefined; audience: "student" | "teacher" }) {
  if (!correction) return null;
  const by = audience === "student" ? "your teacher" : (correction.teacherName ?? "a teacher");
  return (
    <p className={styles.note} data-testid="correction-note">
      <span aria-hidden="true">✎ </span>
      <strong>Corrected by {by}:</strong> {describeCorrection(correction)}
      {correction.note ? (
        <span className={styles.noteText} data-testid="correction-note-text">
          {" "}
          “{correction.note}”
        </span>
      ) : null}
    </p>
  );
}
