// Per-item quantities of the givens that a step names right, true whatever route the reference
// takes. A rate of two givens named by their units: "2100 pages ÷ 5 books = 420 pages/book" for
// "five books ... a total of 2100 pages", where the reference divides the 2100 by the 7 days of a
// week; and a difference of two per-item givens, "$30 − $20 = $10" on each toy bought at $20 each
// and sold at $30 each, where the reference works with the totals. What the solution then does
// with them is where it can go wrong ("he reads one book a day, so 420 pages a day"). Units must
// be the ones the problem writes each number with: "2100 pages ÷ 5 days" for five books is a
// wrong quantity with a made-up unit.
import { sameNumber } from "./quantities";
import { unitsOf } from "./reference-total";
import { stem } from "../math/vocabulary/stem";
import { TIME_UNIT_NAMES } from "../math/vocabulary/time-units";

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
    const unitA = dollarA || wordA?.toLowerCase() === "dollars" ? "$" : wordA ? stem(wordA) : null;
    const unitR = dollarR || wordR?.toLowerCase() === "dollars" ? "$" : wordR ? stem(wordR) : null;
    const unitB = stem(wordB);
    if (!unitA || unitA !== unitR || unitB !== stem(perR)) continue;
    if (unitsOf(problem, num(a)).has(unitA) && unitsOf(problem, num(b)).has(unitB)) return true;
  }
  return false;
}

/** "$30 each", "$12 per hour", "4 miles an hour": a given the problem states per item or per unit. */
const PER_ITEM_GIVEN = new RegExp(
  String.raw`(\d[\d,]*(?:\.\d+)?)(?![\d.,]\d)\s*(?:[A-Za-z]+\s+){0,2}?(?:each|apiece|per\s+[A-Za-z]+|an?\s+(?:${TIME_UNIT_NAMES}|piece|pound|kilogram|kg|item|box|bag|ticket|dozen|mile|gallon))\b`,
  "gi",
);
const perItem = (problem: string, n: number) => [...problem.matchAll(PER_ITEM_GIVEN)].some((m) => sameNumber(num(m[1]), n));

/**
 * "Profit on each toy: $30 − $20 = $10" for toys "bought for $20 each" and "sold for $30 each":
 * two givens in one unit, each per item, set against each other. A true per-item quantity the
 * reference may never form (it works with the totals); its misuse, if any, comes later.
 */
export function differenceOfRates(problem: string, op: string | undefined, leaves: readonly number[]): boolean {
  if (op !== "-" || leaves.length !== 2) return false;
  const [a, b] = leaves.map(Math.abs);
  const units = [unitsOf(problem, a), unitsOf(problem, b)];
  if (units.some((u) => u.size !== 1)) return false;
  const [unit] = units[0];
  return units[1].has(unit) && perItem(problem, a) && perItem(problem, b);
}
