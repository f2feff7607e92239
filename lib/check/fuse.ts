// Fusion: one verdict per step from all checkers' evidence. Exact evidence is proof and wins
// where it exists; the reference checker catches what arithmetic can't (a true computation of
// the wrong quantity); the PRM decides the steps neither can settle.
import type { ErrorType, StepEvidence, StepFeedback, Verdict } from "./types";
import { stepMessage } from "./messages";
import { DEFAULT_GATED_RULES, decidingContext, gateLoneRule } from "./rules/gate";

/** Whether the final answer matched the expected one: true, false, or not known. */
export type AnswerState = "correct" | "wrong" | "unknown";

export interface FusionConfig {
  /** Exact "correct" at or above this is a complete proof (equation steps, pure arithmetic lines). */
  exactCompleteAbove: number;
  /** Exact "correct" at or above this proved the step follows from the previous one (equation steps). */
  exactProvesStepAbove: number;
  /** A reference "incorrect" this confident stands against exact arithmetic that only verified a claim. */
  referenceStandsBelow: number;
  /**
   * The PRM calls a step wrong when its calibrated P(correct) is below this. The threshold depends on
   * what the final-answer check already knows: a matching answer makes an error unlikely (strict), a
   * wrong one makes it certain (lenient), no answer sits in between.
   */
  prmIncorrectBelow: Record<AnswerState, number>;
  /** The same when reference steps were given: the reference checker then localises most errors. */
  prmIncorrectBelowWithReference: Record<AnswerState, number>;
  /** Exact evidence at or above this shields a step from the PRM (the PRM may only fill gaps). */
  prmBlockedByExactAbove: number;
  /**
   * With reference steps, a step the reference checker matched ("correct") is shielded from the
   * PRM too: the reference-aware PRM localises only where the reference checker has no evidence.
   */
  prmBlockedByReferenceMatch: boolean;
  /**
   * A reference complaint at least this unsure (an unexplained quantity, not a proven
   * miscombination) yields to a false computation that exact arithmetic proves later: that slip
   * already explains the wrong answer, and the quantity may be a valid route the reference does
   * not take ("10% of 180 = 18", "5% = 9", "18 + 9 = 25"). The earlier step becomes "unsure".
   */
  softReferenceYieldsToLaterProofAbove: number;
  /**
   * In an equation problem, exact checks decide every step they could read (same solutions, a
   * valid move, true arithmetic): the PRM may not blame such a step, not even the line that
   * copies the problem's equation. It still fills the steps exact could not read.
   */
  prmDefersToExactInEquations: boolean;
  /** A PRM score this far above its threshold is "correct"; in between "unsure". */
  prmUnsureBand: number;
  /** Log-odds weights per source when several soft opinions are combined into the score. */
  weights: Record<StepEvidence["source"], number>;
  /** Score of a step nobody had anything to say about. */
  noEvidenceScore: number;
  /** Probabilities are clamped away from 0/1 before taking log-odds. */
  clamp: number;
}

/**
 * The PRM settings are what `npm run tune:fusion` fits on the dev split of all dev sets
 * (models/dev, models/data; the hand-written realistic sets weigh half), precision first: each
 * point of false alarms on correct items costs a point of F1. Checked two-fold and per set in
 * models/stepwise-prm/README.md. With a wrong answer the PRM localises below 0.8; with no answer
 * to judge it only blames a step it scores below 0.4 (at 0.75 it blamed 5-15% of the correct
 * solutions of every realistic set, and on the blind llm-c set it found nothing exact did not);
 * a matching answer is never second-guessed by the PRM; with reference steps the PRM stays out
 * (it only lowered F1 there). A first-error posterior that moved a lone final-answer complaint to the
 * step the PRM doubted most was measured on the dev sets and removed: with the reference it changed
 * nothing, with the answer only it blamed correct steps in seven sets. The exact rules are fixed by construction (exact evidence is ~0.02
 * or ~0.97 by design).
 */
export const FUSION_CONFIG: FusionConfig = {
  exactCompleteAbove: 0.97,
  exactProvesStepAbove: 0.98,
  referenceStandsBelow: 0.1,
  prmIncorrectBelow: { correct: 0, wrong: 0.8, unknown: 0.4 },
  prmIncorrectBelowWithReference: { correct: 0, wrong: 0, unknown: 0 },
  prmBlockedByExactAbove: 0.97,
  prmBlockedByReferenceMatch: true,
  // REF_P.quantity (0.2) and weakQuantity (0.3) yield; strongQuantity (0.12) and proofs do not.
  // Set by hand on the blind student sets' dev split (checked: no dev figure dropped).
  softReferenceYieldsToLaterProofAbove: 0.15,
  prmDefersToExactInEquations: true,
  prmUnsureBand: 0.1,
  weights: { exact: 1, reference: 1, prm: 1 },
  noEvidenceScore: 0.5,
  clamp: 0.005,
};

/** Error types that exact arithmetic settles: a verified claim overrides these from others. */
const EXACT_DECIDES: ReadonlySet<ErrorType> = new Set(["arithmetic", "sign", "order-of-operations", "fraction", "distribution", "one-side-only", "not-equivalent"]);

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
  if (src?.ruleIds?.length && (verdict === src.verdict || verdict === "incorrect")) out.ruleIds = [...src.ruleIds];
  return out;
}

/**
 * The rules behind a verdict: the deciding evidence's first, then every other opinion on the step
 * that says the same (for "incorrect", a PRM doubt only when it is below the threshold in force).
 */
function withAgreeing(step: StepFeedback, evidence: StepEvidence[], prmBelow: number): StepFeedback {
  if (step.verdict !== "incorrect" && step.verdict !== "correct") return step;
  const agrees = (e: StepEvidence) =>
    e.verdict === step.verdict && (step.verdict !== "incorrect" || e.source !== "prm" || e.pCorrect < prmBelow);
  const ids = [...(step.ruleIds ?? []), ...evidence.filter(agrees).flatMap((e) => e.ruleIds ?? [])];
  return ids.length ? { ...step, ruleIds: [...new Set(ids)] } : step;
}

export interface FuseStepOptions {
  answer?: AnswerState;
  referenced?: boolean;
  /** The problem is an equation to solve (FusionConfig.prmDefersToExactInEquations). */
  equationProblem?: boolean;
  config?: FusionConfig;
}

export function fuseStep(index: number, evidence: StepEvidence[], opts: FuseStepOptions = {}): StepFeedback {
  const cfg = opts.config ?? FUSION_CONFIG;
  const prmBelow = (opts.referenced ? cfg.prmIncorrectBelowWithReference : cfg.prmIncorrectBelow)[opts.answer ?? "unknown"];
  return withAgreeing(decideStep(index, evidence, opts, cfg), evidence, prmBelow);
}

function decideStep(index: number, evidence: StepEvidence[], opts: FuseStepOptions, cfg: FusionConfig): StepFeedback {
  const by = (s: StepEvidence["source"]) => evidence.filter((e) => e.source === s);
  const exact = by("exact");
  const reference = by("reference");
  const prm = by("prm");
  const exactWrong = exact.find((e) => e.verdict === "incorrect");
  if (exactWrong) {
    // "the final answer is wrong" says where, not what: the reference may know what went wrong there
    // (a generic "not equivalent" says no more than that: "x = 1" then "[x = 5]")
    const why =
      exactWrong.errorType === "final-answer"
        ? reference.find((e) => e.verdict === "incorrect" && e.errorType && e.errorType !== "final-answer" && e.errorType !== "not-equivalent")
        : undefined;
    return feedback(index, "incorrect", exactWrong.pCorrect, why ?? exactWrong);
  }
  // exact arithmetic could not hold a number here (10^10000): nobody else may call it correct
  const unverifiable = exact.find((e) => e.verdict === "unsure" && e.errorType === "unverifiable");
  if (unverifiable) return feedback(index, "unsure", cfg.noEvidenceScore, unverifiable);

  const exactRight = exact.filter((e) => e.verdict === "correct");
  const exactBest = exactRight.length ? Math.max(...exactRight.map((e) => e.pCorrect)) : null;
  // Exact "correct" on a line like "12 + 6 = 18" proves the arithmetic, not that it was the right
  // thing to compute: a confident reference complaint stands unless exact proved the step follows.
  const overruled = (e: StepEvidence) =>
    exactBest !== null &&
    (exactBest >= cfg.exactProvesStepAbove || (!!e.errorType && EXACT_DECIDES.has(e.errorType) && !e.beyondArithmetic && e.pCorrect > cfg.referenceStandsBelow));
  const refWrong = reference.find((e) => e.verdict === "incorrect" && !overruled(e));
  if (refWrong) return feedback(index, "incorrect", refWrong.pCorrect, refWrong);

  const logit = (p: number) => {
    const q = Math.min(1 - cfg.clamp, Math.max(cfg.clamp, p));
    return Math.log(q / (1 - q));
  };
  const soft = evidence.filter((e) => e.verdict !== "unsure" || e.source === "prm");
  const score = soft.length
    ? 1 / (1 + Math.exp(-soft.reduce((acc, e) => acc + cfg.weights[e.source] * logit(e.pCorrect), 0)))
    : cfg.noEvidenceScore;

  const exactDecides = !!opts.equationProblem && cfg.prmDefersToExactInEquations && exact.length > 0;
  const shielded = (exactBest !== null && exactBest >= cfg.prmBlockedByExactAbove) || referenceVouches(reference, opts.referenced, cfg) || exactDecides;
  if (prm.length && !shielded) {
    // The PRM's own probability decides; other soft evidence only shapes the displayed score.
    const p = Math.min(...prm.map((e) => e.pCorrect));
    const below = (opts.referenced ? cfg.prmIncorrectBelowWithReference : cfg.prmIncorrectBelow)[opts.answer ?? "unknown"];
    if (p < below) {
      const src = prm.find((e) => e.verdict === "incorrect") ?? prm[0];
      return feedback(index, "incorrect", Math.min(score, p), { ...src, ruleIds: src.ruleIds ?? ["prm.doubt"] }, "reasoning");
    }
    if (p < below + cfg.prmUnsureBand && !exactRight.length) return feedback(index, "unsure", score);
    return feedback(index, "correct", exactBest !== null && exactBest >= cfg.exactCompleteAbove ? exactBest : score);
  }
  if (exactBest !== null && exactBest >= cfg.exactCompleteAbove) return feedback(index, "correct", exactBest);
  if (!soft.length) return feedback(index, "unsure", cfg.noEvidenceScore, evidence[0]);
  // only exact/reference opinions, none of them "incorrect": they are positive evidence
  return feedback(index, soft.some((e) => e.verdict === "correct") ? "correct" : "unsure", score);
}

/** A reference match shields the step from the PRM (FusionConfig.prmBlockedByReferenceMatch). */
function referenceVouches(reference: StepEvidence[], referenced: boolean | undefined, cfg: FusionConfig): boolean {
  return !!referenced && cfg.prmBlockedByReferenceMatch && reference.some((e) => e.verdict === "correct");
}

export interface FuseOptions {
  /** The exact final-answer comparison; when it matched, "final-answer" complaints are void. */
  answerCorrect?: boolean | null;
  /** Reference steps were given (the reference checker could localise). */
  referenced?: boolean;
  /** The problem is an equation to solve (FusionConfig.prmDefersToExactInEquations). */
  equationProblem?: boolean;
  config?: FusionConfig;
  /**
   * Rules measured below the precision bar (lib/check/rules/gate.ts): alone they make a step
   * "unsure", not "incorrect". Default: the ones the committed calibration gates.
   */
  gated?: ReadonlySet<string>;
}

export function fuse(stepCount: number, evidence: StepEvidence[], opts: FuseOptions = {}): { steps: StepFeedback[]; firstErrorIndex: number } {
  const per: StepEvidence[][] = Array.from({ length: stepCount }, () => []);
  for (const raw of evidence) {
    const e = clean(raw);
    if (!e || e.index >= stepCount) continue;
    if (opts.answerCorrect === true && e.verdict === "incorrect" && e.errorType === "final-answer") continue;
    per[e.index].push(e);
  }
  const answer: AnswerState = opts.answerCorrect === true ? "correct" : opts.answerCorrect === false ? "wrong" : "unknown";
  const gated = opts.gated ?? DEFAULT_GATED_RULES;
  const steps = per.map((ev, i) => {
    const step = fuseStep(i, ev, { answer, referenced: opts.referenced, equationProblem: opts.equationProblem, config: opts.config });
    return gateLoneRule(step, gated, decidingContext(step, ev));
  });
  yieldToLaterProof(steps, per, opts.config ?? FUSION_CONFIG);
  return { steps, firstErrorIndex: steps.findIndex((s) => s.verdict === "incorrect") };
}

/** See FusionConfig.softReferenceYieldsToLaterProofAbove. Mutates `steps`. */
function yieldToLaterProof(steps: StepFeedback[], per: StepEvidence[][], cfg: FusionConfig): void {
  const first = steps.findIndex((s) => s.verdict === "incorrect");
  if (first === -1) return;
  // (only the checkers with reasons: the PRM's own doubt is not a proof either way)
  const soft =
    per[first].some((e) => e.source === "reference" && e.verdict === "incorrect") &&
    per[first].every((e) => e.verdict !== "incorrect" || e.source === "prm" || (e.source === "reference" && e.pCorrect >= cfg.softReferenceYieldsToLaterProofAbove));
  if (!soft) return;
  // (two numbers set equal, "5 = 2", are where earlier wrong work shows, not a slip of their own)
  const proof = (i: number) => per[i].some((e) => e.source === "exact" && e.verdict === "incorrect" && e.errorType !== "final-answer" && !e.ruleIds?.includes("exact.numbers-unequal"));
  if (!steps.some((_, i) => i > first && proof(i))) return;
  steps[first] = { index: first, verdict: "unsure", score: steps[first].score, message: steps[first].message, ruleIds: ["blame.yields-to-later-proof", ...(steps[first].ruleIds ?? [])] };
}
