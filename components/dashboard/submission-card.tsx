import Link from "next/link";
import { errorLabel } from "@/components/feedback-labels";
import { CorrectionNote } from "@/components/correction-note";
import { FeedbackSteps } from "@/components/feedback-steps";
import { LocalTime } from "@/components/local-time";
import { MathText } from "@/components/math-text";
import type { DrillDownItem } from "@/db/queries/dashboard";
import type { ErrorType } from "@/lib/check/types";
import { ruleDescription } from "@/lib/check/rules/registry";
import { CorrectionForm } from "./correction-form";
import styles from "./dashboard.module.css";

const OUTCOME = { correct: "✓ Correct", incorrect: "✗ Has an error", unsure: "? Not fully verified" } as const;

/** "Why this was flagged": the deciding rule's one-line description for each flagged or doubtful step. */
function WhyFlagged({ feedback }: { feedback: DrillDownItem["feedback"] }) {
  const why = feedback
    .filter((f) => f.verdict === "incorrect" || f.verdict === "unsure")
    .map((f) => ({ index: f.stepIndex, text: ruleDescription(f.ruleIds) }))
    .filter((w): w is { index: number; text: string } => w.text !== null);
  if (!why.length) return null;
  return (
    <ul className={styles.why} aria-label="Why this was flagged" data-testid="why-flagged">
      {why.map((w) => (
        <li key={w.index}>
          <strong>Why step {w.index + 1} was flagged:</strong> {w.text}
        </li>
      ))}
    </ul>
  );
}

/** One student submission with the engine's feedback; the first faulty step is highlighted by FeedbackSteps. */
export function SubmissionCard({ item, classId }: { item: DrillDownItem; classId: number }) {
  const byIndex = new Map(item.feedback.map((f) => [f.stepIndex, f]));
  const steps = item.steps.map((content, index) => {
    const f = byIndex.get(index);
    return {
      index,
      content: f?.content ?? content,
      verdict: f?.verdict ?? ("unsure" as const),
      errorType: (f?.errorType as ErrorType | null) ?? null,
      message: f?.message ?? null,
      carriedFrom: f?.carriedFrom ?? null,
    };
  });
  return (
    <article className={`card ${styles.submission}`} data-testid="submission" aria-labelledby={`sub-${item.id}`}>
      <header>
        <h2 id={`sub-${item.id}`}>
          <Link href={`/teacher/${classId}/submissions?studentId=${item.student.id}`}>{item.student.displayName}</Link> ·{" "}
          {item.problemId === null ? (
            <>
              {item.problemTitle}{" "}
              <span className="tag" data-testid="own-work-tag">
                Own work
              </span>
            </>
          ) : (
            <Link href={`/teacher/${classId}/submissions?problemId=${encodeURIComponent(item.problemId)}`}>{item.problemTitle}</Link>
          )}
        </h2>
        <span className={styles.meta}>
          <LocalTime value={item.createdAt} /> ·{" "}
          {OUTCOME[item.outcome]}
          {item.firstErrorIndex >= 0 ? ` at step ${item.firstErrorIndex + 1}` : ""}
          {item.firstErrorType ? ` (${errorLabel(item.firstErrorType)})` : ""}
          {item.hintLevel > 0 ? (
            <>
              {" "}
              <span className="tag tag--hint" data-testid="hint-tag" title="The highest hint level the student asked for before this attempt">
                Hints used: level {item.hintLevel} of 3
              </span>
            </>
          ) : null}
        </span>
      </header>
      <p className="statement">
        <MathText text={item.problemText} />
      </p>
      <CorrectionNote correction={item.correction} audience="teacher" />
      <FeedbackSteps steps={steps} firstErrorIndex={item.firstErrorIndex} />
      <WhyFlagged feedback={item.feedback} />
      <CorrectionForm
        submissionId={item.id}
        stepCount={item.steps.length}
        firstErrorIndex={item.firstErrorIndex}
        firstErrorType={item.firstErrorType}
        corrected={item.correction !== null}
        note={item.correction?.note ?? ""}
      />
    </article>
  );
}
