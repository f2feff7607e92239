"use client";
// "I'm stuck": asks POST /api/hint for the next level of the hint ladder for the step the student
// is on (lib/hints). Each level is asked for in turn; once the steps change, the ladder starts
// again at level 1 for the new step. Hints are rendered with KaTeX and announced (aria-live).
import { useId, useState } from "react";
import { MathText } from "./math-text";
import { Spinner } from "./spinner";

const MAX_LEVEL = 3;
const LEVEL_NAMES = ["What to think about", "Which quantities and operation", "The form of the next step"];

interface ShownHint {
  level: number;
  text: string;
}

export function HintPanel({
  problemId,
  problemText,
  steps,
  signedIn,
  disabled = false,
}: {
  problemId: string | null;
  /** An own problem's statement (used when there is no problemId). */
  problemText: string;
  /** The student's steps so far, trimmed, blank ones left out. */
  steps: string[];
  signedIn: boolean;
  disabled?: boolean;
}) {
  const id = useId();
  const [hints, setHints] = useState<ShownHint[]>([]);
  const [forSteps, setForSteps] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // the ladder is for the step the student is on: new steps (or another own problem) start it again
  const stepsKey = JSON.stringify([problemId, problemText.trim(), steps]);
  const fresh = forSteps !== stepsKey;
  const nextLevel = fresh ? 1 : hints.length + 1;
  const noProblem = problemId === null && problemText.trim() === "";
  const exhausted = !fresh && hints.length >= MAX_LEVEL;
  const noneAvailable = !fresh && hints.length > 0 && hints[hints.length - 1].level === 0;

  async function ask() {
    if (pending || exhausted || noProblem) return;
    setPending(true);
    setError(null);
    try {
      const res = await fetch("/api/hint", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          ...(problemId ? { problemId } : { problem: problemText.trim() }),
          steps,
          level: nextLevel,
          ...(signedIn ? { expectSignedIn: true } : {}),
        }),
      });
      const data = (await res.json().catch(() => null)) as { level?: number; hint?: string; source?: string; error?: { message?: string } } | null;
      if (!res.ok || !data || typeof data.hint !== "string") {
        setError(data?.error?.message ?? `No hint came back (HTTP ${res.status}). Please try again.`);
        return;
      }
      // "no hint available" ends the ladder: asking again would only repeat it
      const shown = { level: data.source === "none" ? 0 : (data.level ?? nextLevel), text: data.hint };
      setHints((prev) => (fresh ? [shown] : [...prev, shown]));
      setForSteps(stepsKey);
    } catch {
      setError("Could not reach the server. Check your connection and try again.");
    } finally {
      setPending(false);
    }
  }

  const label = pending
    ? "Getting a hint…"
    : fresh || hints.length === 0
      ? "I'm stuck: give me a hint"
      : exhausted || noneAvailable
        ? "No more hints for this step"
        : `Another hint (${nextLevel} of ${MAX_LEVEL})`;

  return (
    <section className="hint-panel" aria-labelledby={`${id}-title`} data-testid="hint-panel">
      <div className="hint-panel__head">
        <h3 className="hint-panel__title" id={`${id}-title`}>
          Stuck?
        </h3>
        <button
          type="button"
          className="btn btn--ghost hint-panel__ask"
          onClick={ask}
          disabled={disabled || pending || exhausted || noneAvailable || noProblem}
          aria-describedby={`${id}-about`}
          data-testid="hint-button"
        >
          {pending ? <Spinner /> : null}
          {label}
        </button>
      </div>
      <p className="hint" id={`${id}-about`}>
        {noProblem
          ? "Write the problem first, then ask for a hint."
          : "Each hint tells a little more about your next step, never the answer. Your teacher sees that you used hints."}
      </p>
      <div aria-live="polite" aria-busy={pending}>
        {hints.length ? (
          <ol className="hint-panel__list" data-testid="hint-list">
            {hints.map((h, i) => (
              <li key={i} className="hint-panel__item" data-testid="hint-item">
                <span className="hint-panel__level">{h.level ? `Hint ${h.level}: ${LEVEL_NAMES[h.level - 1]}` : "No hint"}</span>
                <span data-testid="hint-text" data-hint={h.text}>
                  <MathText text={h.text} />
                </span>
              </li>
            ))}
          </ol>
        ) : null}
        {fresh && hints.length ? <p className="hint">Your steps changed: the next hint starts again for the step you are on now.</p> : null}
      </div>
      <div role="alert" className={error ? "alert alert--error" : "alert"}>
        {error}
      </div>
    </section>
  );
}
