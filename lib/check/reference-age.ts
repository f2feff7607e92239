// A person's age moved by the problem's own span of years: "In five years Rahim will be 6 + 5 =
// 11", "10 years ago she was 40 − 10 = 30". The statement is true of the person whatever the
// reference does with it (it may never form that age); a misuse, if any, is where the age is used.
import { NUMBER_WORDS } from "../math/vocabulary/number-words";
import { sameNumber } from "./quantities";

/** The problem is about ages: "years old", "older", "younger", "age", "as old as". */
const AGES = /\b(?:years?\s+old|older|younger|ages?|as\s+old)\b/i;

const NUMBER = String.raw`(\d+|[a-z]+)`;
/** "in 5 years", "after ten years", "5 years from now", "5 years later": a span ahead. */
const AHEAD = new RegExp(String.raw`\b(?:in|after)\s+${NUMBER}\s+years?\b|\b${NUMBER}\s+years?\s+(?:from\s+now|later|hence)\b`, "gi");
/** "5 years ago", "five years earlier", "5 years before": a span back. */
const BACK = new RegExp(String.raw`\b${NUMBER}\s+years?\s+(?:ago|earlier|before)\b`, "gi");

/** A step about the present moves no age away from it ("Kody was 28 four years ago, so Kody is now 28 − 4"). */
const NOW = /\b(?:(?<!from\s)now|currently|today|at present|this year)\b/i;

const valueOf = (token: string) => (/^\d+$/.test(token) ? Number(token) : NUMBER_WORDS[token.toLowerCase()]);

/** The spans of years a text names, ahead and back. */
function spans(text: string, re: RegExp): number[] {
  return [...text.matchAll(re)].map((m) => valueOf(m[1] ?? m[2])).filter((v): v is number => v !== undefined && Number.isFinite(v) && v > 0);
}

/** The spans in one direction that both the problem and an age-problem step name (none for a step about now). */
function sharedSpans(problem: string, step: string, re: RegExp): number[] {
  if (!AGES.test(problem) || NOW.test(step)) return [];
  return spans(problem, re).filter((s) => spans(step, re).some((m) => sameNumber(m, s)));
}

/**
 * The step names a span of years the problem names, in the same direction, and its computation
 * adds that span (ahead) or takes it away (back) from one other number: an age moved in time.
 */
export function ageShift(problem: string, step: string, op: string | undefined, leaves: readonly number[]): boolean {
  if (leaves.length !== 2 || (op !== "+" && op !== "-")) return false;
  const [a, b] = leaves.map(Math.abs);
  return sharedSpans(problem, step, op === "+" ? AHEAD : BACK).some((n) => (op === "+" ? sameNumber(a, n) || sameNumber(b, n) : sameNumber(b, n)));
}

/**
 * A number the step states without a computation ("In five years Rahim will be six plus five,
 * which is eleven") that is a known age moved by a span of years the step and the problem name.
 */
export function shiftedAge(problem: string, step: string, n: number, known: (v: number) => boolean): boolean {
  return sharedSpans(problem, step, AHEAD).some((s) => known(n - s)) || sharedSpans(problem, step, BACK).some((s) => known(n + s));
}
