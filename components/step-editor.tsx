"use client";

import { useEffect, useId, useRef, type ClipboardEvent, type Dispatch, type KeyboardEvent, type SetStateAction } from "react";
import type { Verdict } from "@/lib/check/types";
import { MathKeys } from "./math-keys";
import { MathText } from "./math-text";
import { VerdictBadge } from "./verdict-badge";

export interface StepDraft {
  id: number;
  text: string;
}

let draftId = 1_000_000;
const draft = (text = ""): StepDraft => ({ id: draftId++, text });

/**
 * One text box per step. Enter splits the step at the caret into a new step below, Backspace
 * on an empty step removes it, a multi-line paste becomes several steps.
 */
export function StepEditor({
  steps,
  setSteps,
  limits,
  marks,
  carriedFrom,
  firstErrorIndex,
  onAnnounce,
  disabled,
}: {
  steps: StepDraft[];
  setSteps: Dispatch<SetStateAction<StepDraft[]>>;
  limits: { maxSteps: number; maxStepChars: number };
  marks: (Verdict | null)[];
  /** For steps marked "carried": the first error each follows from (0-based). */
  carriedFrom?: (number | null)[];
  firstErrorIndex: number;
  onAnnounce: (message: string) => void;
  disabled: boolean;
}) {
  // Step ids come from a module counter that differs between server and browser; element ids
  // must match across hydration, so they are derived from useId and the position instead.
  const baseId = useId();
  const inputs = useRef(new Map<number, HTMLTextAreaElement>());
  const pendingFocus = useRef<{ id: number; caret: number } | null>(null);
  // The step the math keys type into: the one last focused, else the last step.
  const lastFocused = useRef<number | null>(null);

  useEffect(() => {
    const f = pendingFocus.current;
    if (!f) return;
    const el = inputs.current.get(f.id);
    if (el) {
      pendingFocus.current = null;
      el.focus();
      el.setSelectionRange(f.caret, f.caret);
    }
  });

  const focusStep = (id: number, caret: number) => {
    pendingFocus.current = { id, caret };
  };

  function update(id: number, text: string) {
    setSteps((prev) => prev.map((s) => (s.id === id ? { ...s, text } : s)));
  }

  /** Typing past the limit is stopped here, not only refused on submit. */
  function onInput(id: number, index: number, raw: string) {
    const text = raw.replace(/[\r\n]+/g, " ");
    if (text.length > limits.maxStepChars) {
      update(id, text.slice(0, limits.maxStepChars));
      onAnnounce(`Step ${index + 1} is at the limit of ${limits.maxStepChars} characters. Start a new step with Enter.`);
      return;
    }
    update(id, text);
  }

  function insertAtCaret(insert: string, caret: number) {
    const step = steps.find((s) => s.id === lastFocused.current) ?? steps[steps.length - 1]!;
    const el = inputs.current.get(step.id);
    const start = el?.selectionStart ?? step.text.length;
    const end = el?.selectionEnd ?? start;
    const text = step.text.slice(0, start) + insert + step.text.slice(end);
    if (text.length > limits.maxStepChars) {
      onAnnounce(`A step can have at most ${limits.maxStepChars} characters.`);
      return;
    }
    update(step.id, text);
    focusStep(step.id, start + caret);
  }

  function remove(index: number, focusAfter: boolean) {
    if (steps.length <= 1) {
      setSteps([draft()]);
      onAnnounce("Step cleared.");
      return;
    }
    const target = steps[index - 1] ?? steps[index + 1];
    setSteps((prev) => prev.filter((_, i) => i !== index));
    if (focusAfter && target) focusStep(target.id, index > 0 ? target.text.length : 0);
    onAnnounce(`Step ${index + 1} removed. ${steps.length - 1} step${steps.length - 1 === 1 ? "" : "s"} left.`);
  }

  function addAfter(index: number, text = "") {
    if (steps.length >= limits.maxSteps) {
      onAnnounce(`A solution can have at most ${limits.maxSteps} steps.`);
      return null;
    }
    const s = draft(text);
    setSteps((prev) => [...prev.slice(0, index + 1), s, ...prev.slice(index + 1)]);
    focusStep(s.id, 0);
    onAnnounce(`Step ${index + 2} added.`);
    return s;
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>, index: number) {
    if (e.nativeEvent.isComposing) return;
    const el = e.currentTarget;
    const step = steps[index]!;
    const caretAtStart = el.selectionStart === 0 && el.selectionEnd === 0;
    const caretAtEnd = el.selectionStart === el.value.length && el.selectionEnd === el.value.length;

    if (e.key === "Enter" && !e.shiftKey && !e.altKey && !e.ctrlKey && !e.metaKey) {
      e.preventDefault();
      if (steps.length >= limits.maxSteps) {
        onAnnounce(`A solution can have at most ${limits.maxSteps} steps.`);
        return;
      }
      const before = el.value.slice(0, el.selectionStart);
      const after = el.value.slice(el.selectionEnd);
      update(step.id, before);
      addAfter(index, after);
      return;
    }
    if (e.key === "Backspace" && step.text === "" && steps.length > 1) {
      e.preventDefault();
      remove(index, true);
      return;
    }
    if (e.key === "Backspace" && caretAtStart && index > 0) {
      // Joins this step onto the end of the previous one, like a text editor does with lines.
      e.preventDefault();
      const prev = steps[index - 1]!;
      const joined = prev.text + step.text;
      if (joined.length > limits.maxStepChars) return;
      setSteps((all) => all.filter((_, i) => i !== index).map((s) => (s.id === prev.id ? { ...s, text: joined } : s)));
      focusStep(prev.id, prev.text.length);
      return;
    }
    if (e.key === "ArrowUp" && caretAtStart && index > 0) {
      e.preventDefault();
      const prev = steps[index - 1]!;
      inputs.current.get(prev.id)?.focus();
      return;
    }
    if (e.key === "ArrowDown" && caretAtEnd && index < steps.length - 1) {
      e.preventDefault();
      const next = steps[index + 1]!;
      const nextEl = inputs.current.get(next.id);
      nextEl?.focus();
      nextEl?.setSelectionRange(0, 0);
    }
  }

  function onPaste(e: ClipboardEvent<HTMLTextAreaElement>, index: number) {
    const pasted = e.clipboardData.getData("text");
    if (!/[\r\n]/.test(pasted)) return;
    e.preventDefault();
    const el = e.currentTarget;
    const lines = pasted
      .split(/\r?\n|\r/)
      .map((l) => l.trim())
      .filter((l) => l.length > 0);
    if (!lines.length) return;
    const before = el.value.slice(0, el.selectionStart);
    const after = el.value.slice(el.selectionEnd);
    const room = limits.maxSteps - steps.length;
    const extra = lines.slice(1, 1 + room);
    const dropped = lines.length - 1 - extra.length;
    const texts = [before + lines[0], ...extra];
    texts[texts.length - 1] += after;
    const clipped = texts.some((t) => t.length > limits.maxStepChars);
    for (let i = 0; i < texts.length; i++) texts[i] = texts[i]!.slice(0, limits.maxStepChars);
    const current = steps[index]!;
    const created = texts.slice(1).map((t) => draft(t));
    setSteps((prev) => [
      ...prev.slice(0, index),
      { ...current, text: texts[0]! },
      ...created,
      ...prev.slice(index + 1),
    ]);
    const last = created[created.length - 1];
    if (last) focusStep(last.id, last.text.length - after.length);
    onAnnounce(
      `Pasted ${texts.length} step${texts.length === 1 ? "" : "s"}.` +
        (dropped > 0 ? ` ${dropped} line${dropped === 1 ? " was" : "s were"} left out: a solution can have at most ${limits.maxSteps} steps.` : "") +
        (clipped ? ` Lines longer than ${limits.maxStepChars} characters were cut at the limit.` : ""),
    );
  }

  return (
    <>
      <div className="editor__head">
        <h2 id="step-editor-heading">Your solution</h2>
        <span className="hint" data-testid="step-count">
          {steps.length} of {limits.maxSteps} steps
        </span>
      </div>
      <p className="hint" id="step-editor-help">
        One step per line, e.g. <code>2x + 3 = 11</code>. Write <code>*</code> or <code>×</code> for times,{" "}
        <code>1/2</code> for fractions, <code>x^2</code> for powers.
      </p>
      <ol className="steps" aria-label="Steps">
        {steps.map((step, index) => {
          const length = step.text.trim().length;
          const over = length > limits.maxStepChars;
          const atLimit = step.text.length >= limits.maxStepChars;
          const mark = marks[index] ?? null;
          const isFirstError = mark === "incorrect" && index === firstErrorIndex;
          return (
            <li
              key={step.id}
              className={`step${mark === "incorrect" && isFirstError ? " step--incorrect" : mark === "correct" ? " step--correct" : ""}`}
              data-testid="step-row"
            >
              <span className="step__num" aria-hidden="true">
                {index + 1}
              </span>
              <div className="step__body">
                <textarea
                  ref={(el) => {
                    if (el) inputs.current.set(step.id, el);
                    else inputs.current.delete(step.id);
                  }}
                  className="textarea step__input"
                  rows={1}
                  value={step.text}
                  aria-label={`Step ${index + 1}`}
                  aria-describedby={`${baseId}-count-${index} step-editor-help`}
                  aria-invalid={over || isFirstError ? true : undefined}
                  spellCheck={false}
                  autoCapitalize="off"
                  autoComplete="off"
                  placeholder={index === 0 ? "e.g. 16 - 3 = 13" : "Next step"}
                  maxLength={limits.maxStepChars}
                  onFocus={() => {
                    lastFocused.current = step.id;
                  }}
                  onChange={(e) => onInput(step.id, index, e.currentTarget.value)}
                  onKeyDown={(e) => onKeyDown(e, index)}
                  onPaste={(e) => onPaste(e, index)}
                  readOnly={disabled}
                />
                <div className="step__meta">
                  <div className="step__preview" aria-hidden="true">
                    {step.text.trim() ? <MathText text={step.text} /> : null}
                  </div>
                  <span id={`${baseId}-count-${index}`} className={`step__count${over || atLimit ? " step__count--over" : ""}`}>
                    {step.text.length}/{limits.maxStepChars}
                    <span className="visually-hidden"> characters</span>
                  </span>
                </div>
                {atLimit ? (
                  <p className="step__limit" data-testid="step-limit">
                    This step is at the {limits.maxStepChars}-character limit. Press Enter to go on in a new step.
                  </p>
                ) : null}
                {mark && mark !== "correct" ? (
                  <div className="step__mark">
                    <VerdictBadge verdict={mark} carriedFrom={carriedFrom?.[index]} />
                  </div>
                ) : null}
              </div>
              <button
                type="button"
                className="btn btn--ghost btn--small step__remove"
                aria-label={`Remove step ${index + 1}`}
                title="Remove step"
                onClick={() => remove(index, true)}
                disabled={disabled}
              >
                ✕
              </button>
            </li>
          );
        })}
      </ol>
      <div className="editor__tools">
        <button type="button" className="btn btn--small" onClick={() => addAfter(steps.length - 1)} disabled={disabled || steps.length >= limits.maxSteps}>
          + Add step
        </button>
        <MathKeys onKey={insertAtCaret} disabled={disabled} />
      </div>
    </>
  );
}
