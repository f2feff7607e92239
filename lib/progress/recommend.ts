// Targeted practice: picks the next problem from the student's mastery and recent errors.
// Pure and deterministic: the same inputs (including the seed) always give the same pick.
import type { ErrorType } from "@/lib/check/types";
import { SKILLS } from "@/lib/bank/skills";
import { DEFAULT_BKT, MASTERY_THRESHOLD } from "./bkt";

export interface CandidateProblem {
  id: string;
  skills: readonly string[];
  difficulty: number;
}

export interface PastAttempt {
  problemId: string | null;
  skills: readonly string[];
  createdAt: number; // ms since epoch
  /** The BKT observation (see observationOf): null when undecided. */
  correct: boolean | null;
  /** Error type of the first faulty step, when one was found. */
  errorType?: ErrorType | string | null;
}

export interface RecommendInput {
  problems: readonly CandidateProblem[];
  /** Current p(L) per skill; skills without a row are at the prior. */
  mastery: ReadonlyMap<string, number>;
  history: readonly PastAttempt[];
  /** Restrict to one skill (the student asked to practise it). */
  skillId?: string;
  /** Problems to skip on top of the last attempted one ("show me another"). */
  exclude?: readonly string[];
  /** Tie-break seed; by default derived from the history so the pick is reproducible. */
  seed?: number;
}

export interface Recommendation {
  problemId: string;
  skillId: string;
  pKnown: number;
  targetDifficulty: number;
  reason: string;
}

/** How many recent attempts feed the error pressure, and how fast older ones fade. */
const RECENT_WINDOW = 12;
const RECENCY_DECAY = 0.8;

/**
 * Error types that point at a skill even when the faulty attempt was on another one
 * (a sign slip in a two-step equation is also evidence about integer operations).
 */
const ERROR_AFFINITY: Readonly<Record<string, readonly string[]>> = {
  sign: ["integer-operations", "linear-two-step", "linear-both-sides", "distributive-property"],
  distribution: ["distributive-property", "linear-both-sides"],
  "one-side-only": ["linear-one-step", "linear-two-step", "linear-both-sides"],
  fraction: ["fraction-add-sub", "fraction-mul-div"],
  "order-of-operations": ["order-of-operations"],
  arithmetic: ["whole-number-arithmetic"],
  "wrong-operation": ["word-problems"],
  "wrong-quantity": ["word-problems"],
};

const ERROR_PHRASE: Readonly<Record<string, string>> = {
  sign: "You made sign errors when moving terms",
  distribution: "You expanded brackets wrongly",
  "one-side-only": "You changed only one side of an equation",
  fraction: "You slipped on a fraction rule",
  "order-of-operations": "You evaluated in the wrong order",
  arithmetic: "You made arithmetic slips",
  "wrong-operation": "You picked the wrong operation",
  "wrong-quantity": "You used the wrong quantity",
  "not-equivalent": "A step did not follow from the one before",
  "final-answer": "Your final answer did not match",
  reasoning: "A step looked off",
};

const skillOrder = new Map(SKILLS.map((s, i) => [s.id, i]));
const skillName = new Map(SKILLS.map((s) => [s.id, s.name]));

/** Maps p(L) to a difficulty 1..5: each fifth of the way to mastery unlocks the next level. */
export function targetDifficulty(pKnown: number): number {
  const steps = [0.35, 0.55, 0.75, 0.9];
  return 1 + steps.filter((t) => pKnown >= t).length;
}

/** Recency-weighted count of recent faults touching each skill, plus the dominant error type. */
export function errorPressure(history: readonly PastAttempt[]): Map<string, { pressure: number; errors: Map<string, number> }> {
  const recent = [...history].sort((a, b) => b.createdAt - a.createdAt).slice(0, RECENT_WINDOW);
  const out = new Map<string, { pressure: number; errors: Map<string, number> }>();
  const bump = (skill: string, w: number, type: string | null | undefined) => {
    const cur = out.get(skill) ?? { pressure: 0, errors: new Map<string, number>() };
    cur.pressure += w;
    if (type) cur.errors.set(type, (cur.errors.get(type) ?? 0) + w);
    out.set(skill, cur);
  };
  recent.forEach((a, rank) => {
    if (a.correct !== false) return;
    const w = RECENCY_DECAY ** rank;
    for (const s of a.skills) bump(s, w, a.errorType);
    // Related skills get half the weight: the evidence about them is indirect.
    for (const s of ERROR_AFFINITY[a.errorType ?? ""] ?? []) if (!a.skills.includes(s)) bump(s, w / 2, a.errorType);
  });
  return out;
}

export function recommendNext(input: RecommendInput): Recommendation | null {
  const sorted = [...input.history].sort((a, b) => b.createdAt - a.createdAt);
  const last = sorted[0]?.problemId ?? null;
  const excluded = new Set([...(input.exclude ?? []), ...(last ? [last] : [])]);
  const seed = input.seed ?? input.history.length * 7919 + (sorted[0]?.createdAt ?? 0);

  const usable = input.problems.filter((p) => !excluded.has(p.id));
  // Never the same problem twice in a row, unless the bank (or the skill) has nothing else.
  const pool = usable.length ? usable : input.problems;
  const bySkill = new Map<string, CandidateProblem[]>();
  for (const p of pool) for (const s of p.skills) if (!input.skillId || s === input.skillId) bySkill.set(s, [...(bySkill.get(s) ?? []), p]);
  if (!bySkill.size) return null;

  const pressure = errorPressure(input.history);
  const pk = (s: string) => input.mastery.get(s) ?? DEFAULT_BKT.pInit;
  const anyUnmastered = [...bySkill.keys()].some((s) => pk(s) < MASTERY_THRESHOLD);

  // Priority: how far from mastery, amplified by recent faults on (or pointing at) the skill.
  const ranked = [...bySkill.keys()]
    .filter((s) => !anyUnmastered || pk(s) < MASTERY_THRESHOLD)
    .map((s) => ({ skill: s, priority: (1 - pk(s)) * (1 + Math.min(2, pressure.get(s)?.pressure ?? 0)) }))
    .sort((a, b) => b.priority - a.priority || (skillOrder.get(a.skill) ?? 99) - (skillOrder.get(b.skill) ?? 99) || a.skill.localeCompare(b.skill));
  const skill = ranked[0]!.skill;
  const p = pk(skill);
  const target = anyUnmastered ? targetDifficulty(p) : 5;

  const solved = new Set(sorted.filter((a) => a.correct === true && a.problemId).map((a) => a.problemId!));
  const tries = new Map<string, number>();
  for (const a of sorted) if (a.problemId) tries.set(a.problemId, (tries.get(a.problemId) ?? 0) + 1);
  const score = (c: CandidateProblem) =>
    Math.abs(c.difficulty - target) + (solved.has(c.id) ? 3 : 0) + Math.min(1, (tries.get(c.id) ?? 0) * 0.25);
  const pick = [...bySkill.get(skill)!].sort(
    (a, b) => score(a) - score(b) || tieBreak(seed, a.id) - tieBreak(seed, b.id) || a.id.localeCompare(b.id),
  )[0]!;

  // The reason speaks of the mistakes since the skill's last solve: after a correct solve the old
  // mistake is no longer why this problem comes next (the priority still remembers it).
  const lastSolve = sorted.find((a) => a.correct === true && a.skills.includes(skill));
  const sinceSolve = lastSolve ? errorPressure(sorted.filter((a) => a.createdAt > lastSolve.createdAt)).get(skill) : pressure.get(skill);
  const reason = reasonFor(skill, p, sinceSolve, sorted, anyUnmastered, Boolean(lastSolve && pressure.get(skill)));
  return { problemId: pick.id, skillId: skill, pKnown: p, targetDifficulty: target, reason };
}

function reasonFor(
  skill: string,
  p: number,
  pressure: { errors: Map<string, number> } | undefined,
  history: readonly PastAttempt[],
  anyUnmastered: boolean,
  solvedSinceMistakes: boolean,
): string {
  const name = skillName.get(skill) ?? skill;
  const lower = name.charAt(0).toLowerCase() + name.slice(1);
  const pct = `${Math.round(p * 100)}%`;
  if (!anyUnmastered) return `You have mastered every skill here — a harder ${lower} problem keeps it fresh.`;
  const top = pressure ? [...pressure.errors.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] : undefined;
  if (top && ERROR_PHRASE[top[0]]) return `${ERROR_PHRASE[top[0]]} — let's practise ${lower} (mastery ${pct}).`;
  if (pressure) return `Your last ${lower} attempts had mistakes — let's practise it (mastery ${pct}).`;
  if (solvedSinceMistakes) return `You solved your last ${lower} problem — one more makes it stick (mastery ${pct}).`;
  const practised = history.some((a) => a.skills.includes(skill));
  if (!practised) return `You haven't practised ${lower} yet — let's start.`;
  return `${name} is your weakest skill so far (mastery ${pct}) — let's build it up.`;
}

/** Deterministic hash of seed and id (FNV-1a), so ties do not always favour the same id. */
function tieBreak(seed: number, id: string): number {
  let h = 0x811c9dc5 ^ (seed >>> 0);
  for (let i = 0; i < id.length; i++) {
    h ^= id.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
