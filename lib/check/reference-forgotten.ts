// A given number the solution never uses: when the answer is wrong and the reference combines
// that number in one computation only, the quantity went wrong where the solution first computed
// with that computation's other numbers on their own ("52 × 75 = 3900 toothpicks" where the
// reference first takes 52 − 16 for "all but 16": the 16 was forgotten there, not at the answer).
import { NumberSet, extractStepQuantities, mentionedNumbers, sameNumber, type StepQuantities } from "./quantities";

/** Below this a given is too common a number (a 1 or a 2 for "double") to say it was never used. */
const SMALLEST_FORGOTTEN = 3;

/**
 * The step where a forgotten given's partners are first computed with, or null. Only for a given
 * the reference uses in exactly one computation (with the numbers it combines it with there):
 * used in two ("12 − 10" and "$40 × 10"), it does not say which quantity should have had it.
 * A number the reference works out before using it is that result, not the given.
 */
export function forgottenGiven(problem: string, steps: string[], stepQs: StepQuantities[], reference: string[], answerIndex: number): { index: number; value: number } | null {
  const given = new NumberSet(mentionedNumbers(problem));
  const inSolution = steps.flatMap((text) => mentionedNumbers(text)).map(Math.abs);
  const usedAnyForm = (g: number) => inSolution.some((n) => [g, g / 100, g * 100].some((f) => sameNumber(n, f)));
  const refResults = new NumberSet([]);
  const uses = new Map<number, Array<{ leaves: number[]; taken: boolean }>>();
  const refComputations: Array<{ op?: string; leaves: number[] }> = [];
  for (const line of reference)
    for (const c of extractStepQuantities(line).claims) {
      const leaves = c.lhs.leaves.map(Math.abs);
      refComputations.push({ op: c.lhs.op, leaves: [...leaves].sort((a, b) => a - b) });
      leaves.forEach((l, k) => {
        if (!given.has(l) || refResults.has(l)) return;
        const key = [...uses.keys()].find((u) => sameNumber(u, l)) ?? l;
        // (taken away from the others: "52 − 16", "500 − 200 − 150")
        const taken = c.lhs.op === "-" && k > 0 && !/[+*/()]/.test(c.lhs.text);
        uses.set(key, [...(uses.get(key) ?? []), { leaves, taken }]);
      });
      refResults.add(c.result);
    }
  // (a computation the reference makes itself, "3 × 50 = 150" tadpoles, is right whatever else
  // was forgotten; the 7 fish caught were forgotten where the 50 fish are used otherwise)
  const isReferences = (c: StepQuantities["claims"][number]) => {
    const leaves = c.lhs.leaves.map(Math.abs).sort((a, b) => a - b);
    return refComputations.some((r) => r.op === c.lhs.op && r.leaves.length === leaves.length && r.leaves.every((x, k) => sameNumber(x, leaves[k])));
  };
  let best: { index: number; value: number } | null = null;
  for (const [g, claims] of uses) {
    // (only an amount taken away: a factor or a summand left out is as often a question
    // answered for another quantity, "24 ÷ 4 = 6 hours" where 3 hours have passed)
    if (claims.length !== 1 || !claims[0].taken || g < SMALLEST_FORGOTTEN || usedAnyForm(g)) continue;
    // (the partners as given numbers, not results: "6 − 3" after stopping at 6 is no forgotten 3)
    const partners = claims[0].leaves.filter((l) => !sameNumber(l, g) && given.has(l) && !refResults.has(l));
    if (!partners.length) continue;
    const index = stepQs.findIndex((q, i) => i <= answerIndex && q.claims.some((c) => !isReferences(c) && c.lhs.leaves.some((l) => partners.some((p) => sameNumber(Math.abs(l), p)))));
    // ("- Fish in the pond: 50" after the tadpoles have changed, then "75 − 50": the amount
    // restated as it was, after the reference's own work with it, is where the 7 went missing)
    const referenceWorkWith = (q: StepQuantities) => q.claims.some((c) => isReferences(c) && c.lhs.leaves.some((l) => partners.some((p) => sameNumber(Math.abs(l), p))));
    const lastOwnUse = stepQs.findLastIndex((q, i) => i < index && referenceWorkWith(q));
    // (only after that work: "has 200$ from bday" before anything is computed just restates the problem)
    const restated = index > 0 && lastOwnUse >= 0 ? stepQs.findLastIndex((q, i) => i > lastOwnUse && i < index && q.stated.some((n) => partners.some((p) => sameNumber(Math.abs(n), p)))) : -1;
    const at = restated >= 0 ? restated : index;
    if (at >= 0 && (!best || at < best.index)) best = { index: at, value: g };
  }
  return best;
}
