"use client";

import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import type { CheckerName, StepFeedback } from "@/lib/check/types";
import { AttemptHistory } from "./attempt-history";
import type { AttemptView } from "./attempt-view";
import { errorLabel, outcomeHeadline, type Outcome } from "./feedback-labels";
import { FeedbackSteps } from "./feedback-steps";
import { Spinner } from "./spinner";
import { StepEditor, type StepDraft } from "./step-editor";

export interface CheckResponse {
  submissionId: number;
  problemId: string | null;
  outcome: Outcome;
  firstErrorIndex: number;
  answerCorrect: boolean | null;
  steps: StepFeedback[];
  checkers: CheckerName[];
  model: { used: boolean; available: boolean; name?: string; reason?: string };
  durationMs: number;
}

interface Checked {
  submitted: string[];
  data: CheckResponse;
}

let nextId = 1;
export const newStep = (text = ""): StepDraft => ({ id: nextId++, text });

export function Solver({
  problemId,
  signedIn,
  initialAttempts,
  limits,
}: {
  problemId: string;
  signedIn: boolean;
  initialAttempts: AttemptView[];
  limits: { maxSteps: number; maxStepChars: number };
}) {
  const [steps, setSteps] = useState<StepDraft[]>(() => [newStep()]);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [attempts, setAttempts] = useState(initialAttempts);
  const [attemptsLoading, setAttemptsLoading] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const feedbackHeading = useRef<HTMLHeadingElement>(null);
  const focusFeedback = useRef(false);

  useEffect(() => {
    if (checked && focusFeedback.current) {
      focusFeedback.current = false;
      feedbackHeading.current?.focus();
    }
  }, [checked]);

  const refreshAttempts = useCallback(async () => {
    setAttemptsLoading(true);
    try {
      const res = await fetch(`/api/attempts?problemId=${encodeURIComponent(problemId)}`, { cache: "no-store" });
      if (res.ok) setAttempts(((await res.json()) as { attempts: AttemptView[] }).attempts);
    } finally {
      setAttemptsLoading(false);
    }
  }, [problemId]);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (pending) return;
    const submitted = steps.map((s) => s.text.trim()).filter((s) => s.length > 0);
    if (submitted.length === 0) {
      setError("Write at least one step before checking.");
      return;
    }
    const tooLong = steps.findIndex((s) => s.text.trim().length > limits.maxStepChars);
    if (tooLong >= 0) {
      setError(
        `Step ${tooLong + 1} is too long: ${steps[tooLong]!.text.trim().length} characters (the limit is ${limits.maxStepChars}). Split it into smaller steps.`,
      );
      return;
    }
    setError(null);
    setPending(true);
    setAnnouncement("Checking your steps…");
    try {
      const res = await fetch("/api/check", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ problemId, steps: submitted }),
      });
      const data = (await res.json().catch(() => null)) as (CheckResponse & { error?: { message?: string } }) | null;
      if (!res.ok || !data || data.error) {
        const message = data?.error?.message ?? `The check failed (HTTP ${res.status}). Please try again.`;
        setError(message);
        setAnnouncement("");
        return;
      }
      // Blank lines were dropped before sending; keep the editor aligned with the feedback indices.
      setSteps((prev) => {
        const kept = prev.filter((s) => s.text.trim().length > 0).map((s) => ({ ...s, text: s.text.trim() }));
        return kept.length ? kept : [newStep()];
      });
      focusFeedback.current = true;
      setChecked({ submitted, data });
      setAnnouncement(summarise(data));
      if (signedIn) void refreshAttempts();
    } catch {
      setError("Could not reach the server. Check your connection and try again.");
      setAnnouncement("");
    } finally {
      setPending(false);
    }
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

  // A step's mark in the editor only holds while its text is what was checked.
  const marks = checked
    ? steps.map((s, i) =>
        checked.submitted[i] === s.text.trim() ? (checked.data.steps.find((f) => f.index === i)?.verdict ?? null) : null,
      )
    : [];

  return (
    <div className="solve-grid">
      <form className="card" onSubmit={onSubmit} aria-busy={pending} aria-labelledby="step-editor-heading" noValidate>
        <StepEditor
          steps={steps}
          setSteps={setSteps}
          limits={limits}
          marks={marks}
          carriedFrom={marks.map((_m, i) => checked?.data.steps.find((f) => f.index === i)?.carriedFrom ?? null)}
          firstErrorIndex={checked?.data.firstErrorIndex ?? -1}
          onAnnounce={setAnnouncement}
          disabled={pending}
        />
        <div role="alert" className={error ? "alert alert--error" : "alert"} data-testid="solver-error">
          {error}
        </div>
        <div className="editor__actions">
          <button type="submit" className="btn btn--primary" disabled={pending} aria-disabled={pending}>
            {pending ? <Spinner /> : null}
            {pending ? "Checking…" : "Check my steps"}
          </button>
          <span className="hint">Enter: new step · Backspace on an empty step: remove it · Paste several lines to add several steps</span>
        </div>
      </form>

      <div className="visually-hidden" aria-live="polite" role="status">
        {announcement}
      </div>

      {checked ? <FeedbackPanel checked={checked} headingRef={feedbackHeading} /> : null}

      {signedIn ? (
        <AttemptHistory attempts={attempts} onLoad={loadAttempt} loading={attemptsLoading} />
      ) : (
        <p className="hint">
          <a href={`/login?next=${encodeURIComponent(`/problems/${problemId}`)}`}>Sign in</a> to keep a history of your
          attempts.
        </p>
      )}
    </div>
  );
}

function summarise(data: CheckResponse): string {
  const head = outcomeHeadline(data.outcome, data.firstErrorIndex).title;
  const first = data.steps.find((s) => s.index === data.firstErrorIndex);
  if (!first) return `${head}.`;
  const label = errorLabel(first.errorType);
  return `${head}.${label ? ` ${label}.` : ""}${first.message ? ` ${first.message}` : ""}`;
}

function FeedbackPanel({ checked, headingRef }: { checked: Checked; headingRef: React.RefObject<HTMLHeadingElement | null> }) {
  const { data, submitted } = checked;
  const head = outcomeHeadline(data.outcome, data.firstErrorIndex);
  const icon = data.outcome === "correct" ? "✓" : data.outcome === "incorrect" ? "✗" : "?";
  return (
    <section className="card feedback" aria-labelledby="feedback-heading" data-testid="feedback" data-outcome={data.outcome}>
      <h2 id="feedback-heading" tabIndex={-1} ref={headingRef}>
        Feedback
      </h2>
      <div className={`banner banner--${data.outcome}`} data-testid="feedback-banner">
        <span className="banner__icon" aria-hidden="true">
          {icon}
        </span>
        <div>
          <p className="banner__title">{head.title}</p>
          <p className="banner__text">{head.text}</p>
        </div>
      </div>
      <FeedbackSteps
        firstErrorIndex={data.firstErrorIndex}
        steps={data.steps.map((s) => ({ ...s, content: submitted[s.index] ?? "" }))}
      />
      {!data.model.available ? (
        <p className="note" data-testid="model-note">
          The step-checking model was unavailable, so only exact checks were used. Steps they cannot confirm are marked
          unsure.
        </p>
      ) : null}
    </section>
  );
}
