// The hint ladder: one entry point for the page's "I'm stuck" button. It picks the source
// (the equation/expression solver, else the reference solution, else the order of operations for
// a calculation, else an honest "no hint"), then
// applies the never-reveal rule: of each level's wordings the most specific one that shows
// neither the final answer nor a result still to be worked out (compared as numbers, in any
// format: numbers.ts) is used; the last wording of every level shows no number at all.
import { analyzeLine } from "@/lib/math/claims";
import { evaluate } from "@/lib/math/evaluate";
import type { Val } from "@/lib/math/rational";
import { algebraPlan } from "./algebra-hints";
import { arithmeticPlan } from "./arithmetic-hints";
import { reveals } from "./numbers";
import { referencePlan } from "./reference-hints";
import type { Hint, HintInput, HintLevel } from "./types";

export const NO_HINT =
  "There is no hint for this problem: it has no worked solution to take one from, and it is not an equation, expression or calculation to work through step by step. Write what you can and use “Check my work” to see which steps hold.";

const WRONG_STEP = "One of your steps does not look right yet, so this hint starts from the work before it. ";

/** Numeric values of a final answer: "x = 2 or x = 3" → 2, 3; "2/3" → 2/3; "-10x + 4" → none (an expression). */
export function answerValues(answer: string | null | undefined): Val[] {
  if (!answer) return [];
  const out: Val[] = [];
  for (const c of analyzeLine(answer).chains) {
    const last = c.parts.at(-1)!.expr;
    if (last.vars.length) continue;
    const v = evaluate(last.node);
    if (v !== null) out.push(v);
  }
  return out;
}

export function hintFor(input: HintInput): Hint {
  const values = answerValues(input.answer);
  const fromReference = input.reference?.length ? referencePlan(input.problem, input.reference, input.steps, values) : null;
  const plan = algebraPlan(input.problem, input.steps, values, input.reference ?? []) ?? fromReference ?? arithmeticPlan(input.problem, input.steps);
  if (!plan) return { level: input.level, text: NO_HINT, source: "none" };
  // the solver's hints must not show the reference's results still to come either
  const forbidden = [...plan.forbidden, ...(fromReference?.forbidden ?? [])];
  const text = pick(plan.levels[input.level], forbidden, input.level);
  return { level: input.level, text: (plan.wrongStep ? WRONG_STEP : "") + text, source: plan.source };
}

const LAST_RESORT: Record<HintLevel, string> = {
  1: "What does the question ask for, and what do you already know?",
  2: "Decide which quantities belong together and which operation links them.",
  3: "Write the next calculation with a ? where its result goes, then work it out.",
};

function pick(candidates: readonly string[], forbidden: readonly Val[], level: HintLevel): string {
  return candidates.find((c) => !reveals(c, forbidden)) ?? LAST_RESORT[level];
}
