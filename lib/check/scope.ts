// Say what was checked: a word problem with neither an answer nor a reference solution can only
// have its arithmetic checked. Then the result says so, and is not "correct" on the strength of
// true computations alone ("4 + 12 = 16" is true arithmetic, and the wrong thing to compute for
// 4 books at $12).
import { problemContext } from "./exact-context";
import type { CheckInput, CheckNote, CheckScope } from "./types";

export const ARITHMETIC_ONLY_NOTE: CheckNote = {
  kind: "arithmetic-only",
  title: "The arithmetic checks out",
  text: "I can't check the reasoning without the answer: add the answer from your book to check more.",
};

export function checkScope(input: CheckInput): CheckScope {
  const noAnswer = !input.answer || !String(input.answer).trim();
  return noAnswer && !input.reference?.length && problemContext(input.problem).kind === "word" ? "arithmetic-only" : "full";
}
