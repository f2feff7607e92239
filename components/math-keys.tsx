"use client";

import { useEffect, useState } from "react";

/**
 * What each key types: the same plain text the checker reads (lib/math/normalize.ts maps √, π,
 * ÷, × and ≤ to its own forms). `caret` is where the caret lands inside the inserted text.
 */
export const MATH_KEYS: { label: string; name: string; insert: string; caret?: number }[] = [
  { label: "x", name: "x", insert: "x" },
  { label: "x²", name: "squared", insert: "^2" },
  { label: "xⁿ", name: "power", insert: "^" },
  { label: "√", name: "square root", insert: "√()", caret: 2 },
  { label: "a⁄b", name: "fraction", insert: "/" },
  { label: "×", name: "times", insert: "×" },
  { label: "÷", name: "divided by", insert: "÷" },
  { label: "(", name: "open bracket", insert: "(" },
  { label: ")", name: "close bracket", insert: ")" },
  { label: "=", name: "equals", insert: " = " },
  { label: "π", name: "pi", insert: "π" },
  { label: "≤", name: "less than or equal to", insert: "≤" },
  { label: "≥", name: "greater than or equal to", insert: "≥" },
  { label: "≠", name: "not equal to", insert: "≠" },
];

/** Touch screens get the keys shown from the start; everyone can show or hide them. */
function useCoarsePointer(): boolean {
  const [coarse, setCoarse] = useState(false);
  useEffect(() => {
    const mq = window.matchMedia("(pointer: coarse)");
    setCoarse(mq.matches);
    const on = (e: MediaQueryListEvent) => setCoarse(e.matches);
    mq.addEventListener("change", on);
    return () => mq.removeEventListener("change", on);
  }, []);
  return coarse;
}

export function MathKeys({ onKey, disabled }: { onKey: (insert: string, caret: number) => void; disabled?: boolean }) {
  const coarse = useCoarsePointer();
  const [choice, setChoice] = useState<boolean | null>(null);
  const open = choice ?? coarse;
  return (
    <div className="math-keys">
      <button
        type="button"
        className="btn btn--ghost btn--small"
        aria-expanded={open}
        aria-controls="math-keys-row"
        onClick={() => setChoice(!open)}
        data-testid="math-keys-toggle"
      >
        {open ? "Hide math keys" : "Math keys"}
      </button>
      {open ? (
        <div id="math-keys-row" className="math-keys__row" role="group" aria-label="Math keys: type into the current step">
          {MATH_KEYS.map((k) => (
            <button
              key={k.name}
              type="button"
              className="math-key"
              aria-label={k.name}
              title={k.name}
              disabled={disabled}
              // Keep the caret in the step on touch and mouse; keyboard users come back to it after the insert.
              onPointerDown={(e) => e.preventDefault()}
              onClick={() => onKey(k.insert, k.caret ?? k.insert.length)}
            >
              {k.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
