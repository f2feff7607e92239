// A rate of two givens named by their units: "2100 pages ÷ 5 books = 420 pages/book" for "five
// books ... a total of 2100 pages". The quotient is a true statement about the problem even where
// the reference divides the 2100 by something else (the 7 days of a week): the step says what it
// computed, and says it right. What the solution then does with it is where it can go wrong ("he
// reads one book a day, so 420 pages a day"). Units must be the ones the problem writes each number
// with: "2100 pages ÷ 5 days" for five books is a wrong quantity with a made-up unit.
import { sameNumber } from "./quantities";
import { stemUnit, unitsOf } from "./reference-total";

const NUM = String.raw`(\d[\d,]*(?:\.\d+)?)`;
/** "$120 ÷ 4 hours = $30/hour", "2100 pages / 5 books = 420 pages per book" */
const RATE = new RegExp(
  String.raw`(\$)?\s*${NUM}\s*([a-z]+)?\s*(?:÷|/|divided by)\s*${NUM}\s*([a-z]+)\s*=\s*(\$)?\s*${NUM}\s*([a-z]+)?\s*(?:/|per|an?|each)\s*([a-z]+)`,
  "gi",
);

const num = (s: string) => Number(s.replace(/,/g, ""));

/** The step divides two givens and names the result by the units the problem gives them. */
export function rateOfGivens(problem: string, text: string, op: string | undefined, leaves: readonly number[], result: number): boolean {
  if (op !== "/" || leaves.length !== 2) return false;
  for (const m of text.matchAll(RATE)) {
    const [, dollarA, a, wordA, b, wordB, dollarR, r, wordR, perR] = m;
    if (!sameNumber(num(a), Math.abs(leaves[0])) || !sameNumber(num(b), Math.abs(leaves[1])) || !sameNumber(num(r), Math.abs(result))) continue;
    const unitA = dollarA || wordA?.toLowerCase() === "dollars" ? "$" : wordA ? stemUnit(wordA) : null;
    const unitR = dollarR || wordR?.toLowerCase() === "dollars" ? "$" : wordR ? stemUnit(wordR) : null;
    const unitB = stemUnit(wordB);
    if (!unitA || unitA !== unitR || unitB !== stemUnit(perR)) continue;
    if (unitsOf(problem, num(a)).has(unitA) && unitsOf(problem, num(b)).has(unitB)) return true;
  }
  return false;
}
