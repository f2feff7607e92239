// A student's unsent work on one problem, kept in the browser's local storage so nothing typed is
// lost to a navigation, a reload or an ended session. Pure: the storage itself is passed in.

export const DRAFT_VERSION = 1;

export interface Draft {
  steps: string[];
  /** Own-problem page only: the problem text and the optional expected answer. */
  problem?: string;
  answer?: string;
  /** ISO time of the last edit: a draft older than the latest stored attempt is stale. */
  savedAt: string;
  /** Set when a check was refused because the session had ended: check it once signed in again. */
  pendingCheck?: boolean;
}

/** Per user and per problem, so a shared device never shows one student's work to another. */
export function draftKey(userId: number | null, problemId: string | null): string {
  return `stepwise:draft:v${DRAFT_VERSION}:${userId ?? "anon"}:${problemId ?? "own"}`;
}

interface Limits {
  maxSteps: number;
  maxStepChars: number;
  maxProblemChars?: number;
  maxAnswerChars?: number;
}

/** Reads a stored draft defensively: storage is user-editable, so anything malformed is dropped. */
export function parseDraft(raw: string | null, limits: Limits): Draft | null {
  if (!raw) return null;
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!v || typeof v !== "object") return null;
  const o = v as Record<string, unknown>;
  if (!Array.isArray(o.steps) || typeof o.savedAt !== "string" || Number.isNaN(Date.parse(o.savedAt))) return null;
  const steps = o.steps
    .filter((s): s is string => typeof s === "string")
    .slice(0, limits.maxSteps)
    .map((s) => s.slice(0, limits.maxStepChars));
  const text = (x: unknown, max = 4000) => (typeof x === "string" ? x.slice(0, max) : undefined);
  return {
    steps: steps.length ? steps : [""],
    ...(text(o.problem, limits.maxProblemChars) !== undefined ? { problem: text(o.problem, limits.maxProblemChars) } : {}),
    ...(text(o.answer, limits.maxAnswerChars) !== undefined ? { answer: text(o.answer, limits.maxAnswerChars) } : {}),
    savedAt: o.savedAt,
    ...(o.pendingCheck === true ? { pendingCheck: true } : {}),
  };
}

/** Whether a draft should replace the latest stored attempt in the editor. */
export function draftIsNewer(draft: Draft, latestAttemptAt: string | null): boolean {
  if (!latestAttemptAt) return true;
  return Date.parse(draft.savedAt) > Date.parse(latestAttemptAt);
}

/** Nothing worth keeping: no step text and no own-problem text. */
export function isEmptyDraft(d: Pick<Draft, "steps" | "problem" | "answer">): boolean {
  return d.steps.every((s) => !s.trim()) && !d.problem?.trim() && !d.answer?.trim();
}
