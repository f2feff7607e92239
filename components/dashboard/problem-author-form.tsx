"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { MathText } from "@/components/math-text";
import { errorLabel } from "@/components/feedback-labels";
import { latexError } from "@/lib/format/latex-error";
import { AUTHORING_LIMITS, splitSteps } from "@/lib/validation/authoring";
import styles from "./dashboard.module.css";

interface Refusal {
  stepIndex: number;
  errorType: string | null;
  message: string;
}

export interface EditableProblem {
  id: string;
  title: string;
  statement: string;
  answer: string;
  referenceSteps: string[];
  skills: string[];
  difficulty: number;
}

/** A fresh key for one fill of the form: the server makes one problem per key, however often it is sent. */
const newFormKey = () => (typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `k${Date.now()}${Math.random().toString(36).slice(2)}`);

/**
 * Teacher problem editor: live KaTeX preview; the server checks the reference solution before
 * saving. New problems: the form clears after a save, and a double save makes one problem (form
 * key). With `initial` it edits that problem in place.
 */
export function ProblemAuthorForm({ skills, initial }: { skills: { id: string; name: string }[]; initial?: EditableProblem }) {
  const router = useRouter();
  const [title, setTitle] = useState(initial?.title ?? "");
  const [statement, setStatement] = useState(initial?.statement ?? "");
  const [answer, setAnswer] = useState(initial?.answer ?? "");
  const [reference, setReference] = useState(initial?.referenceSteps.join("\n") ?? "");
  const [picked, setPicked] = useState<string[]>(initial?.skills ?? []);
  const [difficulty, setDifficulty] = useState(String(initial?.difficulty ?? 2));
  const [formKey, setFormKey] = useState(newFormKey);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [saved, setSaved] = useState<{ id: string; title: string } | null>(null);
  const steps = splitSteps(reference);
  // The same check the server runs (lib/validation/authoring.ts), so a typo shows while typing.
  const latexIssues = [
    { where: "Statement", err: latexError(statement) },
    { where: "Answer", err: latexError(answer) },
    ...steps.map((s, i) => ({ where: `Step ${i + 1}`, err: latexError(s) })),
  ].filter((x): x is { where: string; err: string } => x.err !== null);

  function clear() {
    setTitle("");
    setStatement("");
    setAnswer("");
    setReference("");
    setPicked([]);
    setDifficulty("2");
    setFormKey(newFormKey());
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    if (latexIssues.length) {
      setSaved(null);
      setError(`Fix the LaTeX first: ${latexIssues[0]!.where}: ${latexIssues[0]!.err}`);
      return;
    }
    setBusy(true);
    setError(null);
    setRefusal(null);
    setSaved(null);
    try {
      const content = { title: title.trim() || undefined, statement, answer, referenceSteps: steps, skills: picked, difficulty: Number(difficulty) };
      const res = await fetch(initial ? `/api/problems/${encodeURIComponent(initial.id)}` : "/api/problems", {
        method: initial ? "PUT" : "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(initial ? content : { ...content, clientKey: formKey }),
      });
      const data = await res.json().catch(() => ({}));
      if (res.status === 422 && data?.error?.details) {
        setRefusal(data.error.details as Refusal);
        setError(data.error.message);
      } else if (!res.ok) {
        setError(data?.error?.message ?? "Could not save the problem.");
      } else {
        setSaved({ id: data.problem.id, title: data.problem.title });
        if (initial) router.refresh();
        else clear();
      }
    } catch {
      setError("Network error: the problem was not saved.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate={false}>
      <div className="field">
        <label htmlFor="p-title">Title (optional)</label>
        <input className="input" id="p-title" name="title" maxLength={AUTHORING_LIMITS.titleMax} value={title} onChange={(e) => setTitle(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="p-statement">Problem statement</label>
        <textarea
          className="textarea"
          id="p-statement"
          required
          rows={3}
          maxLength={AUTHORING_LIMITS.statementMax}
          value={statement}
          aria-describedby="p-statement-hint"
          onChange={(e) => setStatement(e.target.value)}
        />
        <span id="p-statement-hint" className="hint">
          Write maths between <code>$…$</code> or <code>\(…\)</code>, e.g. <code>Solve $2x + 3 = 11$ for $x$.</code> Text outside stays plain.
        </span>
      </div>
      <div className="field">
        <label htmlFor="p-answer">Final answer</label>
        <input
          className="input"
          id="p-answer"
          required
          maxLength={AUTHORING_LIMITS.answerMax}
          placeholder="e.g. x = 4"
          value={answer}
          onChange={(e) => setAnswer(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="p-reference">Reference solution (one step per line)</label>
        <textarea
          className="textarea"
          id="p-reference"
          required
          rows={6}
          value={reference}
          aria-describedby="p-reference-hint"
          onChange={(e) => {
            setReference(e.target.value);
            setRefusal(null);
          }}
        />
        <span id="p-reference-hint" className="hint">
          Every step is checked when you save; the last step must state the final answer.
        </span>
      </div>
      <fieldset className="field">
        <legend className="label">Skills</legend>
        <div className={styles.formGrid}>
          {skills.map((s) => (
            <label key={s.id}>
              <input
                type="checkbox"
                name="skills"
                value={s.id}
                checked={picked.includes(s.id)}
                onChange={(e) => setPicked((cur) => (e.target.checked ? [...cur, s.id] : cur.filter((x) => x !== s.id)))}
              />{" "}
              {s.name}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="field">
        <label htmlFor="p-difficulty">Difficulty</label>
        <select className="select" id="p-difficulty" name="difficulty" value={difficulty} onChange={(e) => setDifficulty(e.target.value)}>
          {[1, 2, 3, 4, 5].map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </select>
      </div>

      <section className={styles.preview} aria-labelledby="h-preview" aria-live="polite">
        <h2 id="h-preview" className="label">
          Preview: what students will see
        </h2>
        {latexIssues.length ? (
          <ul className={styles.latexIssues} data-testid="latex-issues">
            {latexIssues.map((x) => (
              <li key={x.where}>
                ✗ {x.where}: the LaTeX does not parse: {x.err}
              </li>
            ))}
          </ul>
        ) : null}
        {statement.trim() ? (
          <p className="statement" data-testid="statement-preview">
            <MathText text={statement} />
          </p>
        ) : (
          <p className="hint">The statement appears here as students will see it.</p>
        )}
        {steps.length ? (
          <ol data-testid="reference-preview">
            {steps.map((s, i) => (
              <li key={i} className={refusal?.stepIndex === i ? styles.previewBad : undefined} data-step-index={i}>
                <MathText text={s} />
                {refusal?.stepIndex === i ? (
                  <p className={styles.stepErr} data-testid="step-error">
                    ✗ {errorLabel(refusal.errorType) ? `${errorLabel(refusal.errorType)}: ` : ""}
                    {refusal.message}
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        ) : null}
        {answer.trim() ? (
          <p>
            Answer: <MathText text={answer} />
          </p>
        ) : null}
      </section>

      <p className="alert alert--error" role="alert">
        {error ?? ""}
      </p>
      <p className="alert alert--info" role="status">
        {saved ? (
          <>
            Saved “{saved.title}”. {initial ? "Students see the new version." : "Your classes can now open it:"}{" "}
            <Link href={`/problems/${encodeURIComponent(saved.id)}`}>view problem</Link> · <Link href="/teacher/problems">My problems</Link>.
          </>
        ) : (
          ""
        )}
      </p>
      <button className="btn btn--primary" type="submit" disabled={busy}>
        {busy ? "Checking…" : initial ? "Check and save changes" : "Check and save"}
      </button>
    </form>
  );
}
