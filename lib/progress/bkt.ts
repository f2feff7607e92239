// Bayesian Knowledge Tracing (Corbett & Anderson 1995): a two-state hidden Markov model per
// student and skill. Pure: no DB, no Next; db/queries/mastery.ts persists what this computes.

export interface BktParams {
  /** p(L0): probability the skill is already known before any practice. */
  pInit: number;
  /** p(T): probability of learning the skill at each practice opportunity. */
  pLearn: number;
  /** p(G): probability of a correct solution without knowing the skill. */
  pGuess: number;
  /** p(S): probability of an error despite knowing the skill. */
  pSlip: number;
}

export const DEFAULT_BKT: BktParams = { pInit: 0.2, pLearn: 0.15, pGuess: 0.2, pSlip: 0.1 };

/** Mastered at p(L) >= 0.95, the conventional BKT threshold. */
export const MASTERY_THRESHOLD = 0.95;

/**
 * Per-skill overrides. Multi-step word problems are hard to get right by luck (many quantities,
 * several operations), so a lower guess rate; they also take more steps, so slips are likelier.
 */
export const SKILL_BKT_OVERRIDES: Readonly<Record<string, Partial<BktParams>>> = {
  "word-problems": { pGuess: 0.1, pSlip: 0.15 },
  "quadratic-factoring": { pGuess: 0.1 },
};

export function bktParamsFor(skillId: string, overrides: Readonly<Record<string, Partial<BktParams>>> = SKILL_BKT_OVERRIDES): BktParams {
  return { ...DEFAULT_BKT, ...(overrides[skillId] ?? {}) };
}

/** Posterior p(L | observation) by Bayes' rule, before the learning transition. */
export function bktPosterior(pKnown: number, correct: boolean, p: BktParams): number {
  if (correct) {
    const known = pKnown * (1 - p.pSlip);
    return known / (known + (1 - pKnown) * p.pGuess);
  }
  const known = pKnown * p.pSlip;
  return known / (known + (1 - pKnown) * (1 - p.pGuess));
}

/** One BKT step: condition on the observation, then allow learning: p' = post + (1 - post) * p(T). */
export function bktUpdate(pKnown: number, correct: boolean, p: BktParams = DEFAULT_BKT): number {
  const post = bktPosterior(pKnown, correct, p);
  return clamp01(post + (1 - post) * p.pLearn);
}

/**
 * THE repeated-error rule ("needs review"): after REVIEW_STREAK wrong attempts in a row on a skill,
 * the estimate is capped at REVIEW_CAP. Why: BKT's slip parameter explains any run of errors by a
 * student who "knows" the skill, so three wrong word problems moved a 0.99996 estimate only to
 * 0.9945 and the skill kept showing as mastered. A run of errors is evidence of forgetting that
 * plain BKT (no forgetting) cannot express; the cap brings the skill back below mastery, into
 * targeted practice, and later correct attempts raise it through the normal update.
 */
export const REVIEW_STREAK = 3;
export const REVIEW_CAP = 0.6;

/** True when the newest REVIEW_STREAK decided observations (newest first) are all wrong. */
export function needsReview(recentNewestFirst: readonly boolean[]): boolean {
  return recentNewestFirst.length >= REVIEW_STREAK && recentNewestFirst.slice(0, REVIEW_STREAK).every((o) => !o);
}

/** p(L) after the repeated-error rule: `recentNewestFirst` includes the observation just applied. */
export function applyRepeatedErrorRule(pKnown: number, recentNewestFirst: readonly boolean[]): number {
  return needsReview(recentNewestFirst) ? Math.min(pKnown, REVIEW_CAP) : pKnown;
}

/**
 * A solve after asking for hints is weaker evidence of knowing the skill: the hints did part of
 * the work, so a correct solution is likelier without the skill. The guess rate p(G) of a hinted
 * correct solve rises with the highest hint level asked for (level 3 gives the form of the step).
 * Wrong hinted attempts and the learning rate are unchanged: a hint that taught something counts.
 */
export const HINTED_GUESS: Readonly<Record<1 | 2 | 3, number>> = { 1: 0.35, 2: 0.5, 3: 0.65 };

/** The parameters for an attempt made with hints up to `hintLevel` (0, or a wrong attempt: the parameters as they are). */
export function withHints(p: BktParams, hintLevel: number, correct = true): BktParams {
  if (hintLevel <= 0 || !correct) return p;
  const guess = HINTED_GUESS[Math.min(3, Math.round(hintLevel)) as 1 | 2 | 3];
  return { ...p, pGuess: Math.max(p.pGuess, guess) };
}

export function isMastered(pKnown: number): boolean {
  return pKnown >= MASTERY_THRESHOLD;
}

/** What a checked attempt tells us; the fields mirror the stored submission. */
export interface AttemptEvidence {
  /** Index of the first incorrect step, -1 when none. */
  firstErrorIndex: number;
  /** Whether the final answer matched; null when it could not be decided. */
  answerCorrect: boolean | null;
  /** True when any step was left "unsure" by the checkers. */
  anyUnsure: boolean;
  /** True when a step could not be read as math: the attempt is never evidence of mastery. */
  anyUnreadable?: boolean;
}

/**
 * Observation model: ONE observation per submission for each skill of the problem.
 * - incorrect when a step was found faulty or the final answer is wrong;
 * - correct when no step is faulty and the answer matched (or no step is unsure when the
 *   answer could not be judged);
 * - none (null) when the checkers could not decide: counting an undecided attempt either way
 *   would move mastery on noise.
 * Why not one observation per step: steps of one solution are not independent evidence
 * (a 7-step equation would count 7 times as much as a 2-step one), and after the first error
 * the remaining steps are built on a wrong value, so they say little about the skill.
 */
export function observationOf(e: AttemptEvidence): boolean | null {
  const outcome = attemptOutcome(e);
  return outcome === "unsure" ? null : outcome === "correct";
}

/**
 * THE outcome rule: what a stored submission's `outcome` says and what mastery observes (via
 * observationOf) are the same judgement. A wrong final answer is incorrect even when no step
 * was flagged (the old submission rule called that "correct" while mastery counted it wrong).
 */
export function attemptOutcome(e: AttemptEvidence): "correct" | "incorrect" | "unsure" {
  if (e.firstErrorIndex >= 0 || e.answerCorrect === false) return "incorrect";
  // unreadable work with the right last line (e.g. "<script>…", then "x = 8") proves nothing
  if (e.anyUnreadable) return "unsure";
  if (e.answerCorrect === true) return "correct";
  return e.anyUnsure ? "unsure" : "correct";
}

/** Replays a sequence of observations from the prior; used by tests and to rebuild mastery. */
export function bktTrace(observations: readonly boolean[], p: BktParams = DEFAULT_BKT): number[] {
  const out: number[] = [];
  let pk = p.pInit;
  observations.forEach((o, i) => {
    pk = applyRepeatedErrorRule(bktUpdate(pk, o, p), observations.slice(0, i + 1).reverse());
    out.push(pk);
  });
  return out;
}

function clamp01(x: number): number {
  return Math.min(1, Math.max(0, x));
}
