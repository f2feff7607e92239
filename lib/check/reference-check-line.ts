// A line that checks the work before it: "Check: 180 + 320 = 500" after "500 − 320 = 180" gives
// back a number the solution started from. It computes nothing new, so it is never where a
// quantity goes wrong; unmarked, "30 / 10 = 3" after "10 * 3 = 30" may be the error itself.
import { sameNumber, withinMultiset, type StepQuantities } from "./quantities";

/** A line that says it checks what came before: "Check: …", "✓", "which matches". */
const CHECK_WORDS = /\b(?:check\w*|verif\w*|confirm\w*|match\w*)\b|[✓✔]/i;

/**
 * "180 + 320 = 500" after "500 - 320 = 180", "3 × 4 = 12" after "12 ÷ 4 = 3": the claim gives back
 * an operand of an earlier claim from that claim's result and its other operands.
 */
function undoesEarlier(c: { result: number; lhs: { leaves: number[] } }, earlier: readonly StepQuantities[]): boolean {
  const mine = c.lhs.leaves.map(Math.abs);
  return earlier.some((q) =>
    q.claims.some((e) => {
      if (!e.holds || e.lhs.leaves.length !== mine.length) return false;
      const k = e.lhs.leaves.findIndex((l) => sameNumber(Math.abs(l), c.result));
      if (k < 0) return false;
      const others = [...e.lhs.leaves.slice(0, k), ...e.lhs.leaves.slice(k + 1)].map(Math.abs);
      return withinMultiset([...others, e.result], mine) && withinMultiset(mine, [...others, Math.abs(e.result)]);
    }),
  );
}

/** The claim undoes an earlier computation on a line that says it checks. */
export function undoesEarlierCheck(line: string, c: { result: number; lhs: { leaves: number[] } }, earlier: readonly StepQuantities[]): boolean {
  return CHECK_WORDS.test(line) && undoesEarlier(c, earlier);
}
