import type { ErrorType, Verdict } from "@/lib/check/types";
import { errorLabel } from "./feedback-labels";
import { MathText } from "./math-text";
import { VerdictBadge } from "./verdict-badge";

export interface FeedbackStepItem {
  index: number;
  content: string;
  verdict: Verdict;
  errorType?: ErrorType | null;
  message?: string | null;
  /** verdict "carried": the first error it follows from (0-based). */
  carriedFrom?: number | null;
  unreadable?: boolean;
}

/** Each submitted step with its verdict; the first faulty step is highlighted with its error type. */
export function FeedbackSteps({ steps, firstErrorIndex }: { steps: FeedbackStepItem[]; firstErrorIndex: number }) {
  return (
    <ol className="fb-steps">
      {steps.map((s) => {
        const first = s.index === firstErrorIndex;
        const label = errorLabel(s.errorType);
        const showDetail = (s.verdict !== "correct" || first) && (label || s.message);
        return (
          <li
            key={s.index}
            className={`fb-step${first ? " fb-step--first-error" : ""}`}
            data-verdict={s.verdict}
            data-step-index={s.index}
          >
            <VerdictBadge verdict={s.verdict} carriedFrom={s.carriedFrom} />
            <div className="fb-step__content">
              <span className="fb-step__label">
                Step {s.index + 1}
                {first ? " · first issue" : ""}
              </span>
              <div>
                <MathText text={s.content} />
              </div>
            </div>
            {showDetail ? (
              <p className="fb-step__detail">
                {label ? <span className="error-type">{label}.</span> : null}
                {s.message ? <MathText text={s.message} /> : null}
              </p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
