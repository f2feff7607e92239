"use client";

import Link from "next/link";
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import type { CheckNote, CheckScope, CheckerName, ErrorType, StepFeedback, Verdict } from "@/lib/check/types";
import { draftIsNewer, draftKey, isEmptyDraft, parseDraft, type Draft } from "@/lib/drafts/draft";
import { AttemptHistory } from "./attempt-history";
import type { AttemptView } from "@/app/_server/attempt-view";
import { errorLabel, outcomeHeadline, type Outcome } from "./feedback-labels";
import { FeedbackSteps } from "./feedback-steps";
import { HintPanel } from "./hint-panel";
import { LocalTime } from "./local-time";
import { MathText } from "./math-text";
import { Spinner } from "./spinner";
import { StepEditor, type StepDraft } from "./step-editor";

export interface NextProblemLink {
  href: string;
  label: string;
}

export interface CheckResponse {
  submissionId: number | null;
  problemId: string | null;
  outcome: Outcome;
  firstErrorIndex: number;
  answerCorrect: boolean | null;
  /** What could be checked: "arithmetic-only" for a word problem with no answer. */
  scope?: CheckScope;
  /** A word on the whole solution (the arithmetic alone was checked; the answer doesn't match). */
  note?: CheckNote;
  steps: StepFeedback[];
  checkers: CheckerName[];
  model: { used: boolean; available: boolean; name?: string; reason?: string };
  durationMs: number;
  next?: NextProblemLink | null;
}

/** Feedback on one check: fresh from the API, or the latest stored attempt restored on reopening. */
interface Checked {
  submitted: string[];
  outcome: Outcome;
  firstErrorIndex: number;
  note?: CheckNote;
  feedback: {
    index: number;
    verdict: Verdict;
    errorType?: ErrorType | null;
    message?: string | null;
    carriedFrom?: number | null;
    unreadable?: boolean;
  }[];
  modelAvailable: boolean;
  /** Set for a restored attempt: when it was checked. */
  restoredAt?: string;
  next?: NextProblemLink | null;
}

export interface SolverLimits {
  maxSteps: number;
  maxStepChars: number;
  maxProblemChars: number;
  maxAnswerChars: number;
}

let nextId = 1;
export const newStep = (text = ""): StepDraft => ({ id: nextId++, text });

const fromAttempt = (a: AttemptView): Checked => ({
  submitted: a.steps,
  outcome: a.outcome,
  firstErrorIndex: a.firstErrorIndex,
  feedback: a.feedback.map((f) => ({
    index: f.index,
    verdict: f.verdict,
    errorType: f.errorType,
    message: f.message,
    carriedFrom: f.carriedFrom,
    unreadable: f.unreadable,
  })),
  // A stored attempt does not say whether the model was reachable; no note rather than a wrong one.
  modelAvailable: true,
  restoredAt: a.createdAt,
});

function readDraft(key: string, limits: SolverLimits): Draft | null {
  try {
    return parseDraft(window.localStorage.getItem(key), limits);
  } catch {
    return null; // storage disabled (private mode, policy): the editor still works, unsaved
  }
}

function writeDraft(key: string, draft: Draft | null) {
  try {
    if (draft) window.localStorage.setItem(key, JSON.stringify(draft));
    else window.localStorage.removeItem(key);
  } catch {
    // quota or disabled storage: nothing to do but keep working
  }
}

/**
 * The step editor with checking, feedback and earlier attempts. With `problemId` it solves a bank
 * problem; without, it is the own-problem form (problem text and expected answer come first).
 */
export function Solver({
  problemId = null,
  userId,
  initialAttempts,
  limits,
  nextLink = null,
  practiceNext = null,
}: {
  problemId?: string | null;
  /** The signed-in user when the page was rendered, null for a guest. */
  userId: number | null;
  initialAttempts: AttemptView[];
  limits: SolverLimits;
  /** Where to go after a correct solve (next assignment item or practice), when known up front. */
  nextLink?: NextProblemLink | null;
  /** Practice: the "next problem" button, shown from the start and enabled once solved. */
  practiceNext?: NextProblemLink | null;
}) {
  const own = problemId === null;
  const signedIn = userId !== null;
  const latest = initialAttempts[0] ?? null;
  const key = draftKey(userId, problemId);
  // The latest attempt comes back with its feedback (rendered on the server, so no flash); a newer
  // local draft then replaces the editor contents after hydration.
  const [steps, setSteps] = useState<StepDraft[]>(() =>
    latest && !own ? latest.steps.slice(0, limits.maxSteps).map((t) => newStep(t)) : [newStep()],
  );
  const [problemText, setProblemText] = useState("");
  const [answer, setAnswer] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sessionEnded, setSessionEnded] = useState(false);
  const [checked, setChecked] = useState<Checked | null>(() => (latest && !own ? fromAttempt(latest) : null));
  const [attempts, setAttempts] = useState(initialAttempts);
  const [attemptsLoading, setAttemptsLoading] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const [draftNote, setDraftNote] = useState<string | null>(null);
  const feedbackHeading = useRef<HTMLHeadingElement>(null);
  const focusFeedback = useRef(false);
  const [restored, setRestored] = useState(false);
  const resumeCheck = useRef<(() => void) | null>(null);
  // The steps stored on the server (latest attempt): the editor holding exactly these is not a draft.
  const storedSteps = useRef<string[] | null>(latest && !own ? latest.steps : null);

  useEffect(() => {
    if (checked && focusFeedback.current) {
      focusFeedback.current = false;
      feedbackHeading.current?.focus();
    }
  }, [checked]);

  // Restore once after hydration: local storage does not exist on the server.
  useEffect(() => {
    const draft = readDraft(key, limits);
    if (draft && (draft.pendingCheck || own || draftIsNewer(draft, latest?.createdAt ?? null))) {
      setSteps(draft.steps.map((t) => newStep(t)));
      if (own) {
        setProblemText(draft.problem ?? "");
        setAnswer(draft.answer ?? "");
      }
      if (!isEmptyDraft(draft)) setDraftNote("Restored your unsaved work on this problem from this device.");
    } else if (draft) {
      writeDraft(key, null); // older than the stored attempt now in the editor
    }
    setRestored(true);
    // A check refused for an ended session is sent now that the student is signed in again.
    if (draft?.pendingCheck && signedIn) {
      setDraftNote("You are signed in again: checking and saving the steps you wrote before.");
      resumeCheck.current = () =>
        void submit(
          draft.steps.map((s) => s.trim()).filter(Boolean),
          own ? { problem: draft.problem ?? "", answer: draft.answer ?? "" } : null,
        );
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per problem and user
  }, [key]);

  useEffect(() => {
    if (!resumeCheck.current) return;
    const run = resumeCheck.current;
    resumeCheck.current = null;
    run();
  });

  // Autosave every edit (after the restore, so the server-rendered state never overwrites a draft).
  useEffect(() => {
    if (!restored) return;
    const current = readDraft(key, limits);
    const next = { steps: steps.map((s) => s.text), ...(own ? { problem: problemText, answer } : {}) };
    const same =
      current &&
      current.steps.length === next.steps.length &&
      current.steps.every((t, i) => t === next.steps[i]) &&
      (current.problem ?? "") === (next.problem ?? "") &&
      (current.answer ?? "") === (next.answer ?? "");
    if (same) return;
    if (isEmptyDraft(next) && !current) return;
    // Exactly the stored attempt: nothing unsaved to keep.
    const stored = storedSteps.current;
    const trimmed = next.steps.map((t) => t.trim()).filter(Boolean);
    if (stored && !current?.pendingCheck && trimmed.length === stored.length && trimmed.every((t, i) => t === stored[i])) {
      if (current) writeDraft(key, null);
      return;
    }
    writeDraft(key, { ...next, savedAt: new Date().toISOString(), ...(current?.pendingCheck ? { pendingCheck: true } : {}) });
  }, [restored, steps, problemText, answer, key, own, limits]);

  const refreshAttempts = useCallback(async () => {
    if (own) return;
    setAttemptsLoading(true);
    try {
      const res = await fetch(`/api/attempts?problemId=${encodeURIComponent(problemId!)}`, { cache: "no-store" });
      if (res.ok) setAttempts(((await res.json()) as { attempts: AttemptView[] }).attempts);
    } finally {
      setAttemptsLoading(false);
    }
  }, [own, problemId]);

  const loginHref = `/login?next=${encodeURIComponent(own ? "/own" : `/problems/${problemId}`)}`;

  async function submit(submitted: string[], ownFields: { problem: string; answer: string } | null) {
    if (pending) return;
    if (own && !ownFields?.problem.trim()) {
      setError("Write or paste the problem first.");
      return;
    }
    if (submitted.length === 0) {
      setError("Write at least one step before checking.");
      return;
    }
    setError(null);
    setPending(true);
    setAnnouncement("Checking your steps…");
    try {
      const res = await fetch("/api/check", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          ...(own ? { problem: ownFields!.problem.trim(), ...(ownFields!.answer.trim() ? { answer: ownFields!.answer.trim() } : {}) } : { problemId }),
          steps: submitted,
          ...(signedIn ? { expectSignedIn: true } : {}),
        }),
      });
      const data = (await res.json().catch(() => null)) as (CheckResponse & { error?: { message?: string } }) | null;
      if (res.status === 401 && signedIn) {
        // Keep everything and remember to check it after signing in again.
        const current = readDraft(key, limits);
        writeDraft(key, {
          steps: current?.steps ?? submitted,
          ...(own ? { problem: ownFields!.problem, answer: ownFields!.answer } : {}),
          savedAt: new Date().toISOString(),
          pendingCheck: true,
        });
        setSessionEnded(true);
        setDraftNote(null);
        setAnnouncement("Your session has ended. Sign in again to check and save this attempt; your steps are kept.");
        return;
      }
      if (!res.ok || !data || data.error) {
        setError(data?.error?.message ?? `The check failed (HTTP ${res.status}). Please try again.`);
        setAnnouncement("");
        return;
      }
      // Blank lines were dropped before sending; keep the editor aligned with the feedback indices.
      setSteps((prev) => {
        const kept = prev.filter((s) => s.text.trim().length > 0).map((s) => ({ ...s, text: s.text.trim() }));
        const same = kept.length === submitted.length && kept.every((s, i) => s.text === submitted[i]);
        return same ? kept : submitted.map((t) => newStep(t));
      });
      focusFeedback.current = true;
      setSessionEnded(false);
      setChecked({
        submitted,
        outcome: data.outcome,
        firstErrorIndex: data.firstErrorIndex,
        ...(data.note ? { note: data.note } : {}),
        feedback: data.steps,
        modelAvailable: data.model.available,
        next: data.next ?? null,
      });
      setAnnouncement(summarise(data));
      if (signedIn && !own) {
        // Stored on the server now: the attempt is the saved state, the draft is no longer needed.
        storedSteps.current = submitted;
        writeDraft(key, null);
        setDraftNote(null);
        void refreshAttempts();
      } else {
        const current = readDraft(key, limits);
        if (current?.pendingCheck) writeDraft(key, { ...current, pendingCheck: undefined });
        if (signedIn) setDraftNote(null);
      }
    } catch {
      setError("Could not reach the server. Check your connection and try again.");
      setAnnouncement("");
    } finally {
      setPending(false);
    }
  }

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    void submit(
      steps.map((s) => s.text.trim()).filter((s) => s.length > 0),
      own ? { problem: problemText, answer } : null,
    );
  }

  function loadAttempt(stepsToLoad: string[]) {
    setSteps(stepsToLoad.length ? stepsToLoad.slice(0, limits.maxSteps).map((t) => newStep(t)) : [newStep()]);
    setChecked(null);
    setError(null);
    setAnnouncement(`Loaded ${stepsToLoad.length} step${stepsToLoad.length === 1 ? "" : "s"} into the editor.`);
    document.getElementById("step-editor-heading")?.scrollIntoView({ block: "start" });
    // Keyboard users land in the editor they just filled, not back at the top of the page.
    requestAnimationFrame(() => document.querySelector<HTMLTextAreaElement>(".step__input")?.focus());
  }

  function anotherOwnProblem() {
    setProblemText("");
    setAnswer("");
    setSteps([newStep()]);
    setChecked(null);
    setError(null);
    setDraftNote(null);
    writeDraft(key, null);
    setAnnouncement("The form is empty: type or paste the next problem.");
    requestAnimationFrame(() => document.getElementById("own-problem")?.focus());
  }

  function startOver() {
    setSteps([newStep()]);
    setChecked(null);
    setError(null);
    setDraftNote(null);
    setAnnouncement("The editor is empty: start again from step 1.");
    requestAnimationFrame(() => document.querySelector<HTMLTextAreaElement>(".step__input")?.focus());
  }

  // A step's mark in the editor only holds while its text is what was checked.
  const marks = checked
    ? steps.map((s, i) =>
        checked.submitted[i] === s.text.trim() ? (checked.feedback.find((f) => f.index === i)?.verdict ?? null) : null,
      )
    : [];
  const solved = checked?.outcome === "correct";
  const next = checked?.next ?? nextLink;

  return (
    <div className="solve-grid">
      <form className="card" onSubmit={onSubmit} aria-busy={pending} aria-labelledby="step-editor-heading" noValidate>
        {own ? (
          <OwnProblemFields
            problem={problemText}
            answer={answer}
            setProblem={setProblemText}
            setAnswer={setAnswer}
            limits={limits}
            disabled={pending}
          />
        ) : null}
        {draftNote ? (
          <p className="note" data-testid="draft-note">
            {draftNote}
          </p>
        ) : null}
        <StepEditor
          steps={steps}
          setSteps={setSteps}
          limits={limits}
          marks={marks}
          carriedFrom={marks.map((_m, i) => checked?.feedback.find((f) => f.index === i)?.carriedFrom ?? null)}
          firstErrorIndex={checked?.firstErrorIndex ?? -1}
          onAnnounce={setAnnouncement}
          disabled={pending}
        />
        <div role="alert" className={error ? "alert alert--error" : "alert"} data-testid="solver-error">
          {error}
        </div>
        {sessionEnded ? (
          <div className="alert alert--info" data-testid="session-ended">
            <strong>Your session has ended</strong>, so this attempt was not checked or saved. Your steps are kept on this
            device. <a href={loginHref}>Sign in again</a> and they will be checked and saved.
          </div>
        ) : null}
        <div className="editor__actions">
          <button type="submit" className="btn btn--primary" disabled={pending} aria-disabled={pending}>
            {pending ? <Spinner /> : null}
            {pending ? "Checking…" : "Check my steps"}
          </button>
          <button type="button" className="btn btn--ghost" onClick={startOver} disabled={pending}>
            Start over
          </button>
          <span className="hint">Enter: new step · Backspace on an empty step: remove it · Paste several lines to add several steps</span>
        </div>
        <HintPanel
          problemId={problemId}
          problemText={problemText}
          steps={steps.map((s) => s.text.trim()).filter((t) => t.length > 0)}
          signedIn={signedIn}
          disabled={pending}
        />
        {practiceNext ? (
          <p className="next-row">
            {solved ? (
              <Link className="btn btn--primary" href={practiceNext.href} data-testid="practice-next">
                Next problem →
              </Link>
            ) : (
              <button type="button" className="btn" disabled aria-describedby="practice-next-why" data-testid="practice-next">
                Next problem (after solving)
              </button>
            )}{" "}
            {solved ? null : (
              <span className="hint" id="practice-next-why">
                Solve this one correctly to go on, or skip it above.
              </span>
            )}
          </p>
        ) : null}
      </form>

      <div className="visually-hidden" aria-live="polite" role="status">
        {announcement}
      </div>

      {checked ? (
        <FeedbackPanel
          checked={checked}
          headingRef={feedbackHeading}
          next={practiceNext || own ? null : next}
          onAnother={own ? anotherOwnProblem : null}
        />
      ) : null}

      {own ? (
        signedIn ? (
          <p className="hint">
            Checked own problems are saved in <Link href="/history">your history</Link> as “Own problem”.
          </p>
        ) : (
          <p className="hint">
            <a href={loginHref}>Sign in</a> to keep your checked problems in your history.
          </p>
        )
      ) : signedIn ? (
        <AttemptHistory attempts={attempts} onLoad={loadAttempt} loading={attemptsLoading} />
      ) : (
        <p className="hint">
          <a href={loginHref}>Sign in</a> to keep a history of your attempts.
        </p>
      )}
    </div>
  );
}

function OwnProblemFields({
  problem,
  answer,
  setProblem,
  setAnswer,
  limits,
  disabled,
}: {
  problem: string;
  answer: string;
  setProblem: (v: string) => void;
  setAnswer: (v: string) => void;
  limits: SolverLimits;
  disabled: boolean;
}) {
  return (
    <div className="own-fields">
      <div className="field">
        <label htmlFor="own-problem">The problem</label>
        <textarea
          id="own-problem"
          className="textarea"
          rows={3}
          value={problem}
          maxLength={limits.maxProblemChars}
          onChange={(e) => setProblem(e.currentTarget.value)}
          aria-describedby="own-problem-help"
          readOnly={disabled}
          placeholder="e.g. Solve $3x - 5 = 16$ for $x$."
        />
        <p className="hint" id="own-problem-help">
          Type or paste it as in your book. Write math as plain text (<code>3x - 5 = 16</code>) or as LaTeX between dollar
          signs (<code>$\frac{'{1}{2}'}x = 4$</code>).
        </p>
        {problem.trim() ? (
          <div className="own-preview">
            <span className="hint">Preview: </span>
            <MathText text={problem} />
          </div>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor="own-answer">Expected answer (optional)</label>
        <input
          id="own-answer"
          className="input own-answer"
          value={answer}
          maxLength={limits.maxAnswerChars}
          onChange={(e) => setAnswer(e.currentTarget.value)}
          aria-describedby="own-answer-help"
          readOnly={disabled}
          autoComplete="off"
          spellCheck={false}
        />
        <p className="hint" id="own-answer-help">
          From the back of the book, e.g. <code>x = 7</code>. With it the final answer is checked too.
        </p>
      </div>
    </div>
  );
}

function summarise(data: CheckResponse): string {
  const head = data.note ? `${data.note.title}. ${data.note.text}` : outcomeHeadline(data.outcome, data.firstErrorIndex).title;
  const first = data.steps.find((s) => s.index === data.firstErrorIndex);
  const next = data.next ? ` ${data.next.label} is linked below the feedback.` : "";
  if (!first) return `${head}.${next}`;
  const label = errorLabel(first.errorType);
  return `${head}.${label ? ` ${label}.` : ""}${first.message ? ` ${first.message}` : ""}`;
}

function FeedbackPanel({
  checked,
  headingRef,
  next,
  onAnother,
}: {
  checked: Checked;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  next: NextProblemLink | null;
  /** Own-problem page: clear the form for the next problem from the book. */
  onAnother: (() => void) | null;
}) {
  const { submitted } = checked;
  const head = checked.note ?? outcomeHeadline(checked.outcome, checked.firstErrorIndex);
  const icon = checked.outcome === "correct" ? "✓" : checked.outcome === "incorrect" ? "✗" : "?";
  return (
    <section
      className="card feedback"
      aria-labelledby="feedback-heading"
      data-testid="feedback"
      data-outcome={checked.outcome}
      data-restored={checked.restoredAt ? "true" : undefined}
    >
      <h2 id="feedback-heading" tabIndex={-1} ref={headingRef}>
        {checked.restoredAt ? "Feedback on your last attempt" : "Feedback"}
      </h2>
      {checked.restoredAt ? (
        <p className="hint" data-testid="restored-note">
          Checked <LocalTime value={checked.restoredAt} />. Edit the steps and check again, or start over.
        </p>
      ) : null}
      <div className={`banner banner--${checked.outcome}`} data-testid="feedback-banner" data-note={checked.note?.kind}>
        <span className="banner__icon" aria-hidden="true">
          {icon}
        </span>
        <div>
          <p className="banner__title">{head.title}</p>
          <p className="banner__text">{head.text}</p>
        </div>
      </div>
      <FeedbackSteps
        firstErrorIndex={checked.firstErrorIndex}
        steps={checked.feedback.map((s) => ({ ...s, content: submitted[s.index] ?? "" }))}
      />
      {checked.outcome === "correct" && next ? (
        <p className="next-row">
          <Link className="btn btn--primary" href={next.href} data-testid="next-problem">
            Next problem →
          </Link>{" "}
          <span className="hint">{next.label}</span>
        </p>
      ) : null}
      {onAnother ? (
        <p className="next-row">
          <button type="button" className="btn" onClick={onAnother} data-testid="own-another">
            Check another problem
          </button>
        </p>
      ) : null}
      {!checked.modelAvailable ? (
        <p className="note" data-testid="model-note">
          The step-checking model was unavailable, so only exact checks were used. Steps they cannot confirm are marked
          unsure.
        </p>
      ) : null}
    </section>
  );
}
