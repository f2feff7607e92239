// Fusion: one verdict per step from all checkers' evidence. Exact evidence is proof and wins
// where it exists; the reference checker catches what arithmetic can't (a true computation of
// the wrong quantity); the PRM fills the gaps where neither has anything to say.
import type { ErrorType, StepEvidence, StepFeedback, Verdict } from "./types";
import { stepMessage } from "./messages";

/**
 * Thresholds and weights. These are starting values chosen by reasoning, not yet fitted:
 * exact evidence is ~0.02/0.97 by construction, so a PRM must be very sure (p < 0.3 fused)
 * to call a step wrong on its own. Re-fit prm* and fused* on the dev sets (scripts/eval.ts)
 * by maximising step-level F1 of the first-error index; keep the exact rules fixed.
 */
export const FUSION_CONFIG = {
  /** Exact "correct" at or above this is a complete proof (equation steps, pure arithmetic lines). */
  exactCompleteAbove: 0.97,
  /** Exact "correct" at or above this proved the step follows from the previous one (equation steps). */
  exactProvesStepAbove: 0.98,
  /** A reference "incorrect" this confident stands against exact arithmetic that only verified a claim. */
  referenceStandsBelow: 0.1,
  /** Below/above these fused probabilities a step is incorrect/correct; in between unsure. */
  fusedIncorrectBelow: 0.3,
  fusedCorrectAbove: 0.7,
  /** Log-odds weights per source when several soft opinions are combined. */
  weights: { exact: 1, reference: 1, prm: 1 } as Record<StepEvidence["source"], number>,
  /** Score of a step nobody had anything to say about. */
  noEvidenceScore: 0.5,
  /** Probabilities are clamped away from 0/1 before taking log-odds. */
  clamp: 0.005,
} as const;

/** Error types that exact arithmetic settles: a verified claim overrides these from others. */
const EXACT_DECIDES: ReadonlySet<ErrorType> = new Set(["arithmetic", "sign", "order-of-operations", "fraction", "distribution", "one-side-only", "not-equivalent"]);

const logit = (p: number) => {
  const q = Math.min(1 - FUSION_CONFIG.clamp, Math.max(FUSION_CONFIG.clamp, p));
  return Math.log(q / (1 - q));
};
const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

function clean(e: StepEvidence): StepEvidence | null {
  if (!e || !Number.isInteger(e.index) || e.index < 0) return null;
  const p = Number.isFinite(e.pCorrect) ? Math.min(1, Math.max(0, e.pCorrect)) : 0.5;
  return { ...e, pCorrect: p };
}

function feedback(index: number, verdict: Verdict, score: number, src?: StepEvidence, fallbackType?: ErrorType): StepFeedback {
  const out: StepFeedback = { index, verdict, score };
  if (verdict === "incorrect") {
    out.errorType = src?.errorType ?? fallbackType ?? "reasoning";
    out.message = src?.message ?? stepMessage(out.errorType, index);
  } else if (verdict === "unsure" && src?.message && src.verdict === "unsure") out.message = src.message;
  return out;
}

export function fuseStep(index: number, evidence: StepEvidence[]): StepFeedback {
  const by = (s: StepEvidence["source"]) => evidence.filter((e) => e.source === s);
  const exact = by("exact");
  const reference = by("reference");
  const prm = by("prm");
  const exactWrong = exact.find((e) => e.verdict === "incorrect");
  if (exactWrong) return feedback(index, "incorrect", exactWrong.pCorrect, exactWrong);

  const exactRight = exact.filter((e) => e.verdict === "correct");
  const exactBest = exactRight.length ? Math.max(...exactRight.map((e) => e.pCorrect)) : null;
  // Exact "correct" on a line like "12 + 6 = 18" proves the arithmetic, not that it was the right
  // thing to compute: a confident reference complaint stands unless exact proved the step follows.
  const overruled = (e: StepEvidence) =>
    exactBest !== null &&
    (exactBest >= FUSION_CONFIG.exactProvesStepAbove || (!!e.errorType && EXACT_DECIDES.has(e.errorType) && e.pCorrect > FUSION_CONFIG.referenceStandsBelow));
  const refWrong = reference.find((e) => e.verdict === "incorrect" && !overruled(e));
  if (refWrong) return feedback(index, "incorrect", refWrong.pCorrect, refWrong);
  if (exactBest !== null && exactBest >= FUSION_CONFIG.exactCompleteAbove) return feedback(index, "correct", exactBest);

  const soft = evidence.filter((e) => e.verdict !== "unsure" || e.source === "prm");
  if (!soft.length) return feedback(index, "unsure", FUSION_CONFIG.noEvidenceScore, evidence[0]);
  const score = sigmoid(soft.reduce((acc, e) => acc + FUSION_CONFIG.weights[e.source] * logit(e.pCorrect), 0));
  if (!prm.length) {
    // only exact/reference opinions, none of them "incorrect": they are positive evidence
    return feedback(index, soft.some((e) => e.verdict === "correct") ? "correct" : "unsure", score);
  }
  if (score < FUSION_CONFIG.fusedIncorrectBelow) return feedback(index, "incorrect", score, prm.find((e) => e.verdict === "incorrect") ?? prm[0], "reasoning");
  if (score > FUSION_CONFIG.fusedCorrectAbove) return feedback(index, "correct", score);
  return feedback(index, "unsure", score);
}

export interface FuseOptions {
  /** The exact final-answer comparison; when it matched, "final-answer" complaints are void. */
  answerCorrect?: boolean | null;
}

export function fuse(stepCount: number, evidence: StepEvidence[], opts: FuseOptions = {}): { steps: StepFeedback[]; firstErrorIndex: number } {
  const per: StepEvidence[][] = Array.from({ length: stepCount }, () => []);
  for (const raw of evidence) {
    const e = clean(raw);
    if (!e || e.index >= stepCount) continue;
    if (opts.answerCorrect === true && e.verdict === "incorrect" && e.errorType === "final-answer") continue;
    per[e.index].push(e);
  }
  const steps = per.map((ev, i) => fuseStep(i, ev));
  return { steps, firstErrorIndex: steps.findIndex((s) => s.verdict === "incorrect") };
}
