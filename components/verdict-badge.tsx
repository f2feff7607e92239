import type { Verdict } from "@/lib/check/types";
import { VERDICT_TEXT } from "./feedback-labels";

/** Icon plus words, so the verdict never depends on colour alone. */
export function VerdictBadge({ verdict }: { verdict: Verdict }) {
  const v = VERDICT_TEXT[verdict];
  return (
    <span className={`verdict verdict--${verdict}`}>
      <span className="verdict__icon" aria-hidden="true">
        {v.icon}
      </span>
      {v.label}
    </span>
  );
}
