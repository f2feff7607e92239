// The hint ladder's shapes. Pure: no DB, no Next (lib/hints imports nothing from the app).
import type { Val } from "@/lib/math/rational";

export type HintLevel = 1 | 2 | 3;

export const HINT_LEVELS: readonly HintLevel[] = [1, 2, 3];

export interface HintInput {
  /** The problem statement as the student sees it. */
  problem: string;
  /** The final answer when known (bank and teacher problems), e.g. "x = 4", "2/3", "90". */
  answer?: string | null;
  /** The worked reference solution, one step per entry, when known. */
  reference?: readonly string[] | null;
  /** What the student has written so far, one step per entry (may be empty). */
  steps: readonly string[];
  level: HintLevel;
}

/** Where a hint came from: the reference solution, the equation/expression solver, or nowhere. */
export type HintSource = "reference" | "algebra" | "none";

export interface Hint {
  level: HintLevel;
  /** Plain text; math may sit between $…$ for KaTeX. */
  text: string;
  source: HintSource;
}

/**
 * One level's wordings, most specific first. The ladder keeps the first that reveals nothing
 * forbidden; the last one must carry no number at all, so there is always a safe one.
 */
export type Candidates = readonly string[];

/** What a source proposes for the step the student is on. */
export interface HintPlan {
  source: Exclude<HintSource, "none">;
  levels: Record<HintLevel, Candidates>;
  /** Values no hint may show: the final answer's and the hidden results of the steps still to come. */
  forbidden: readonly Val[];
}
