// A part taken for the whole: the reference works out a part of an amount (75% of $4 = $3) and
// then adds it to or takes it from that amount ($4 + $3 = $7, the price of chips "75% more
// expensive"); a solution that works out the part, never the whole, and goes on computing from the
// part has taken the part for the whole where it last states it ("So a pack of chips is $3.").
// Only when the solution's wrong answer is exactly what the reference's route gives with the part
// in place of the whole: a later slip of another kind leaves the whole unstated too.
import { contentWords } from "./reference-restated";
import { NumberSet, mentionedNumbers, sameNumber, withinMultiset, type ArithClaim, type StepQuantities, referenceClaims, trueClaims } from "./quantities";
import { replay } from "./reference-replay";

export function partAsWhole(problem: string, steps: string[], stepQs: StepQuantities[], reference: string[], answerIndex: number, finalValue: number): { index: number; value: number } | null {
  const given = new NumberSet(mentionedNumbers(problem));
  const lines = reference.flatMap((line) => trueClaims(line).map((claim) => ({ claim, line })));
  const ref = lines.map((l) => l.claim);
  const mentions = (i: number, v: number) => mentionedNumbers(steps[i]).some((n) => sameNumber(Math.abs(n), v));
  for (const [k, part] of ref.entries()) {
    const x = part.result;
    for (const whole of ref.slice(k + 1)) {
      const [a, b] = whole.lhs.leaves.map(Math.abs);
      if ((whole.lhs.op !== "+" && whole.lhs.op !== "-") || whole.lhs.leaves.length !== 2) continue;
      const base = sameNumber(a, x) ? b : sameNumber(b, x) ? a : null;
      if (base === null || !part.lhs.leaves.some((l) => sameNumber(Math.abs(l), base))) continue;
      // the solution works the part out from the same amount, and never states the whole
      const at = stepQs.findIndex((q) => q.claims.some((c) => c.holds && sameNumber(c.result, x) && c.lhs.leaves.some((l) => sameNumber(Math.abs(l), base))));
      if (at < 0 || at >= answerIndex || steps.some((_t, i) => mentions(i, whole.result))) continue;
      // (the lines right after it that only restate the part: "So a pack of chips is $3.")
      let last = at;
      while (last + 1 < answerIndex && mentions(last + 1, x) && !stepQs[last + 1].claims.some((c) => c.lhs.leaves.some((l) => sameNumber(Math.abs(l), x)))) last++;
      // (not a line that says what the part is: "Her mother gave her 2 x 20 = $40" has words only
      // the reference's line on the part has; but one that names it as the whole, "a pack of
      // chips is $3", where a bare "2 x 20 = 40" is the gift)
      const wholeWords = contentWords(lines[ref.indexOf(whole)].line);
      // (the part's own words are those the problem's clause about it uses too: "her insurance
      // covers 90%", not the "certification" both the part and the whole are about)
      const refPartWords = [...contentWords(lines[k].line)].filter((w) => !wholeWords.has(w));
      const texts = problem.split(/(?<!\d)[.,;?!]|[.,;?!](?!\d)|\b(?:but|and|while)\b/i);
      const clauses = texts.map((t) => contentWords(t));
      // (the clause that states the part's rate, "90%" for 0.9, first; then the most words in common)
      const rates = part.lhs.leaves.map(Math.abs).filter((l) => !sameNumber(l, base));
      const states = (t: string) => mentionedNumbers(t).some((n) => rates.some((r) => sameNumber(n, r) || sameNumber(n / 100, r)));
      const overlap = clauses.map((c, i) => refPartWords.filter((w) => c.has(w)).length + (states(texts[i]) ? 100 : 0));
      const best = overlap.indexOf(Math.max(0, ...overlap));
      const clause = clauses[best];
      // (when that clause shares none of them, "she read twice as many pages as yesterday", all of
      // them: "How many pages did Julie read today? … 12 × 2 = 24" says what the part is)
      const inClause = clause && Math.max(0, ...overlap) > 0 ? refPartWords.filter((w) => clause.has(w)) : [];
      const partWords = inClause.length ? inClause : refPartWords;
      // ("mom gave twice her money so she has 2 x 20 = $40" says what the part is, then names it
      // the whole: the clause after "so" counts)
      // (by a word only the whole's line has: "has", "total"; "so 12 × 2 = 24 pages" does not)
      const partLine = contentWords(lines[k].line);
      const namesWhole = (i: number) => {
        // (the last clause with words: "so she has $40 now" ends with its connective)
        const tail = contentWords(steps[i].split(/\b(?:so|now|therefore|thus)\b/i).filter((t) => /[a-z]/i.test(t)).at(-1) ?? "");
        return [...tail].some((w) => wholeWords.has(w) && !partLine.has(w)) && ![...tail].some((w) => partWords.includes(w));
      };
      // (the line blamed is the last one: "mum gave her 2 × 20 = $40" names the part rightly
      // before "so she has $40 now" takes it for all she has)
      if ([last].some((i) => [...contentWords(steps[i])].some((w) => partWords.includes(w)) && !namesWhole(i))) continue;
      if (![...contentWords(steps[last])].some((w) => wholeWords.has(w)) || sameNumber(finalValue, x)) continue;
      // (nor one whose every word the part's own line has, where the problem states the part as a
      // group of its own: "Pythons: 3 × 40 = 120" for "three times as many pythons as boa
      // constrictors" names the pythons, which the whole, "pythons and boa constrictors", only
      // shares (llm-o dev); "chips = 75% of 4" for "chips are 75% more expensive" names the whole)
      const lastWords = [...contentWords(steps[last])];
      const asIncrease = clause !== undefined && /\b(?:more|less|fewer|[a-z]{3,}er\s+than)\b/i.test(texts[best]);
      if (!asIncrease && lastWords.every((w) => partLine.has(w))) continue;
      // (and goes on computing: stopping at the part is the answer's error)
      const goesOn = steps.slice(last + 1).some((t) => mentionedNumbers(t).some((n) => !sameNumber(Math.abs(n), x) && !given.has(Math.abs(n))));
      const replayed = replay(ref, ref.indexOf(whole), whole.result, x);
      if (goesOn && replayed !== null && sameNumber(replayed, finalValue)) return { index: last, value: x };
    }
  }
  return null;
}

/**
 * A sum of some of the numbers the reference adds up ("8 + 16 + 32 = 56" for its 4 + 8 + 16 + 32),
 * when the wrong answer is exactly the reference's route with that sum in place of its total: a
 * number was left out there, not where the sum is used ("80 - 56").
 */
export function partialSum(steps: string[], stepQs: StepQuantities[], reference: string[], answerIndex: number, finalValue: number): { index: number; value: number } | null {
  const ref = referenceClaims(reference);
  for (const [k, total] of ref.entries()) {
    if (total.lhs.op !== "+" || total.lhs.leaves.length < 3) continue;
    const whole = total.lhs.leaves.map(Math.abs);
    for (let i = 0; i < answerIndex; i++)
      for (const c of stepQs[i].claims) {
        const leaves = c.lhs.leaves.map(Math.abs);
        if (!c.holds || c.lhs.op !== "+" || leaves.length < 2 || leaves.length >= whole.length || !withinMultiset(leaves, whole)) continue;
        if (sameNumber(c.result, finalValue)) continue;
        const replayed = replay(ref, k, total.result, c.result);
        if (replayed !== null && sameNumber(replayed, finalValue)) return { index: i, value: c.result };
      }
  }
  return null;
}

/**
 * "Tuesday: half of 600 = 300" for "half of the remaining", where the reference takes half of
 * 360 = 600 - 240: the reference's fraction, taken of the amount its base was left from rather
 * than of what was left (or, "then the new price falls by 25%", of the price before it rose). The
 * base is the wrong quantity, whatever the line goes on to. `repeated`: the solution did this very
 * computation before.
 */
export function fractionOfWrongBase(refs: readonly ArithClaim[], claim: ArithClaim, repeated: boolean): boolean {
  // (a fraction or a percent written as such: "24 ÷ 4 oz an hour" divides by a rate, no fraction)
  const fraction = /\(\s*\d+(?:\.\d+)?\s*\/\s*\d+(?:\.\d+)?\s*\)/.test(claim.lhs.text) || claim.lhs.leaves.some((l) => l > 0 && l < 1);
  if (claim.lhs.op !== "*" || !fraction) return false;
  const rateOf = (result: number, base: number) => (base >= 1 && result > 0 && result < base ? result / base : null);
  return claim.lhs.leaves.map(Math.abs).some((base) => {
    const rate = rateOf(claim.result, base);
    if (rate === null) return false;
    // (the reference's own line, "0.10 × 100,000 = 10,000" for its "100 000 x 10/100", the first
    // time: a second time, where the reference goes on from a new amount, it is that mistake)
    if (!repeated && refs.some((q) => sameNumber(q.result, claim.result) && q.lhs.leaves.some((l) => sameNumber(Math.abs(l), base)))) return false;
    // a reference line takes the same fraction of what was left of this base, or of what it grew to
    const left = (b: number) => refs.some((s) => (s.lhs.op === "-" || s.lhs.op === "+") && sameNumber(s.result, b) && sameNumber(Math.abs(s.lhs.leaves[0]), base));
    return refs.some((q) => (q.lhs.op === "*" || q.lhs.op === "/") && q.lhs.leaves.map(Math.abs).some((b) => !sameNumber(b, base) && rateOf(q.result, b) !== null && sameNumber(rateOf(q.result, b)!, rate) && left(b)));
  });
}

/**
 * "8 chairs x 15 = 120" where the reference prices the first 5 (5 x 15) and the 8 - 5 = 3 after
 * them apart: all the items at the one price, before the reference splits them, is a total on a
 * valid route (take the extra off the 3 later), not the 5 swapped for 8.
 */
export function wholeBeforeSplit(refs: readonly ArithClaim[], leaves: readonly number[], op: string | undefined): boolean {
  if (op !== "*" || leaves.length !== 2) return false;
  return [0, 1].some((k) => {
    const count = Math.abs(leaves[k]);
    const unit = Math.abs(leaves[1 - k]);
    return refs.some(
      (split) =>
        split.lhs.op === "-" &&
        split.lhs.leaves.length === 2 &&
        sameNumber(Math.abs(split.lhs.leaves[0]), count) &&
        refs.some((part) => part.lhs.op === "*" && part.lhs.leaves.length === 2 && part.lhs.leaves.some((l) => sameNumber(Math.abs(l), unit)) && part.lhs.leaves.some((l) => sameNumber(Math.abs(l), Math.abs(split.lhs.leaves[1])))),
    );
  });
}

/**
 * "remaining cats: 28 − 7 = 21" where the reference takes 25% of the 28 cats (= 7) and works with
 * the totals: what is left of a given amount once the part the reference takes of it is gone is
 * a quantity on a valid route (the shelter's pets counted kind by kind), not a miscombination of
 * the reference's operands (llm-p dev).
 */
export function restOfOwnPart(refs: readonly ArithClaim[], given: { has(n: number): boolean }, leaves: readonly number[], op: string | undefined): boolean {
  if (op !== "-" || leaves.length !== 2) return false;
  const [whole, part] = leaves.map(Math.abs);
  return given.has(whole) && refs.some((r) => (r.lhs.op === "*" || r.lhs.op === "/") && sameNumber(r.result, part) && r.lhs.leaves.some((l) => sameNumber(Math.abs(l), whole)));
}
