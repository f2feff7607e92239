"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { sendJson } from "@/components/classes/post-json";
import { ERROR_LABELS } from "@/components/feedback-labels";
import { Spinner } from "@/components/spinner";
import { ERROR_TYPES, type ErrorType } from "@/lib/check/types";
import { CORRECTION_NOTE_MAX } from "@/lib/validation/correction";
import styles from "../correction.module.css";

/** The teacher overrules the checker on one step: "this step is fine" or "the first error is here". */
export function CorrectionForm({
  submissionId,
  stepCount,
  firstErrorIndex,
  firstErrorType,
  corrected,
  note: savedNote = "",
}: {
  submissionId: number;
  stepCount: number;
  firstErrorIndex: number;
  firstErrorType: string | null;
  corrected: boolean;
  /** The note saved with the current correction. */
  note?: string;
}) {
  const router = useRouter();
  const id = useId();
  const flagged = firstErrorIndex >= 0;
  const [step, setStep] = useState(flagged ? firstErrorIndex : stepCount - 1);
  const [kind, setKind] = useState<"fine" | "first-error">(flagged ? "fine" : "first-error");
  const [errorType, setErrorType] = useState<ErrorType>(
    (ERROR_TYPES as readonly string[]).includes(firstErrorType ?? "") ? (firstErrorType as ErrorType) : "arithmetic",
  );
  const [note, setNote] = useState(savedNote);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ kind: "error" | "info"; text: string } | null>(null);
  const url = `/api/submissions/${submissionId}/correction`;

  async function save(e: React.FormEvent) {
    e.preventDefault();
    setPending(true);
    const res = await sendJson<{ firstErrorIndex: number }>(url, "PUT", { kind, stepIndex: step, ...(kind === "first-error" ? { errorType } : {}), note });
    setPending(false);
    if (!res.ok) return setMessage({ kind: "error", text: res.error! });
    const fe = res.data!.firstErrorIndex;
    setMessage({ kind: "info", text: `Saved. ${fe < 0 ? "No step has an error now." : `The first error is now at step ${fe + 1}.`}` });
    router.refresh();
  }

  async function undo() {
    setPending(true);
    const res = await sendJson(url, "DELETE");
    setPending(false);
    if (!res.ok) return setMessage({ kind: "error", text: res.error! });
    setMessage({ kind: "info", text: "Correction undone: the checker's verdict is back." });
    router.refresh();
  }

  return (
    <details className={styles.details}>
      <summary>Correct the verdict</summary>
      <form onSubmit={save} className={styles.form} aria-busy={pending}>
        <div className="field">
          <label htmlFor={`${id}-step`}>Step</label>
          <select className="select" id={`${id}-step`} value={step} onChange={(e) => setStep(Number(e.target.value))}>
            {Array.from({ length: stepCount }, (_, i) => (
              <option key={i} value={i}>
                Step {i + 1}
                {i === firstErrorIndex ? " (flagged first issue)" : ""}
              </option>
            ))}
          </select>
        </div>
        <fieldset className={styles.kind}>
          <legend>Your verdict on this step</legend>
          <label>
            <input type="radio" name={`${id}-kind`} value="fine" checked={kind === "fine"} onChange={() => setKind("fine")} /> This step is fine
          </label>
          <label>
            <input type="radio" name={`${id}-kind`} value="first-error" checked={kind === "first-error"} onChange={() => setKind("first-error")} /> The first
            error is here
          </label>
        </fieldset>
        {kind === "first-error" ? (
          <div className="field">
            <label htmlFor={`${id}-type`}>Error type</label>
            <select className="select" id={`${id}-type`} value={errorType} onChange={(e) => setErrorType(e.target.value as ErrorType)}>
              {ERROR_TYPES.map((t) => (
                <option key={t} value={t}>
                  {ERROR_LABELS[t]}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className={`field ${styles.noteField}`}>
          <label htmlFor={`${id}-note`}>Note to the student (optional)</label>
          <textarea
            className="textarea"
            id={`${id}-note`}
            rows={2}
            maxLength={CORRECTION_NOTE_MAX}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </div>
        <div className={styles.actions}>
          <button type="submit" className="btn btn--small btn--primary" disabled={pending}>
            {pending ? <Spinner /> : null}
            Save correction
          </button>
          {corrected ? (
            <button type="button" className="btn btn--small btn--ghost" onClick={undo} disabled={pending}>
              Undo correction
            </button>
          ) : null}
        </div>
        <p role="status" className={message ? `alert alert--${message.kind}` : "alert"}>
          {message?.text}
        </p>
      </form>
    </details>
  );
}
