import type { Verdict } from "@/lib/check/types";
import { VERDICT_TEXT, verdictLabel } from "./feedback-labels";

/** Icon plus words, so the verdict never depends on colour alone. */
export function VerdictBadge({ verdict, carriedFrom }: { verdict: Verdict; carriedFrom?: number | null }) {
  const v = { ...VERDICT_TEXT[verdict], label: verdictLabel(verdict, carriedFrom) };
  return (
    <span className={`verdict verdict--${verdict}`}>
      <span className="verdict__icon" aria-hidden="true">
        {v.icon}
      </span>
      {v.label}
    </span>
  );
}
