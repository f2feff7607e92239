"use client";

import type { AttemptView } from "@/app/_server/attempt-view";
import { CorrectionNote } from "./correction-note";
import { FeedbackSteps } from "./feedback-steps";
import { LocalTime } from "./local-time";
import { outcomeHeadline } from "./feedback-labels";
import { VerdictBadge } from "./verdict-badge";

export function AttemptHistory({
  attempts,
  onLoad,
  loading,
}: {
  attempts: AttemptView[];
  onLoad: (steps: string[]) => void;
  loading: boolean;
}) {
  return (
    <section className="card" aria-labelledby="attempts-heading" aria-busy={loading}>
      <h2 id="attempts-heading">Your earlier attempts</h2>
      {attempts.length === 0 ? (
        <p className="empty">No attempts yet. Your checked solutions will appear here.</p>
      ) : (
        <ol className="attempts" data-testid="attempt-list">
          {attempts.map((a, n) => (
            <li key={a.id} className="attempt" data-attempt-id={a.id}>
              <details>
                <summary>
                  <VerdictBadge verdict={a.outcome} />
                  <span>
                    Attempt {attempts.length - n}: {outcomeHeadline(a.outcome, a.firstErrorIndex).title}
                  </span>
                  <LocalTime className="attempt__time" value={a.createdAt} />
                </summary>
                <div className="attempt__body">
                  <CorrectionNote correction={a.correction} audience="student" />
                  <FeedbackSteps
                    firstErrorIndex={a.firstErrorIndex}
                    steps={a.steps.map((content, index) => {
                      const f = a.feedback.find((x) => x.index === index);
                      return {
                        index,
                        content,
                        verdict: f?.verdict ?? "unsure",
                        errorType: f?.errorType,
                        message: f?.message,
                        carriedFrom: f?.carriedFrom,
                      };
                    })}
                  />
                  <button type="button" className="btn btn--small" onClick={() => onLoad(a.steps)}>
                    Load into editor
                  </button>
                </div>
              </details>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
