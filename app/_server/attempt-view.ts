// The shape of one earlier attempt as the browser sees it; shared by the solve page (server)
// and GET /api/attempts so both render the same thing.
import type { SubmissionWithFeedback } from "@/db/queries/submissions";
import type { ErrorType, Verdict } from "@/lib/check/types";
import type { CorrectionNoteData } from "@/components/correction-note";

export interface AttemptStepView {
  index: number;
  content: string;
  verdict: Verdict;
  errorType: ErrorType | null;
  message: string | null;
  carriedFrom: number | null;
  unreadable: boolean;
}

export interface AttemptView {
  id: number;
  problemId: string | null;
  createdAt: string;
  outcome: "correct" | "incorrect" | "unsure";
  firstErrorIndex: number;
  answerCorrect: boolean | null;
  modelUsed: boolean;
  steps: string[];
  feedback: AttemptStepView[];
  /** Set when a teacher corrected the checker's verdict on this attempt. */
  correction: CorrectionNoteData | null;
}

export function toAttemptView(s: SubmissionWithFeedback): AttemptView {
  return {
    id: s.id,
    problemId: s.problemId,
    createdAt: s.createdAt.toISOString(),
    outcome: s.outcome,
    firstErrorIndex: s.firstErrorIndex,
    answerCorrect: s.answerCorrect,
    modelUsed: s.modelUsed,
    steps: s.steps,
    feedback: s.feedback.map((f) => ({
      index: f.stepIndex,
      content: f.content,
      verdict: f.verdict,
      errorType: (f.errorType as ErrorType | null) ?? null,
      message: f.message,
      carriedFrom: f.carriedFrom,
      unreadable: f.unreadable,
    })),
    correction: s.correction
      ? {
          kind: s.correction.kind,
          stepIndex: s.correction.stepIndex,
          firstErrorIndex: s.correction.firstErrorIndex,
          errorType: s.correction.errorType,
          teacherName: null,
          note: s.correction.note,
        }
      : null,
  };
}
