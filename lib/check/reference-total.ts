// A total of like givens: "Ed stayed 6 + 4 = 10 hours altogether" for "6 hours last night and
// 4 hours this morning"; "a shirt and a pair of pants together sell for $1 + $3 = $4". The sum is
// a true statement about the problem even where the reference never adds those numbers (it
// prices each period at its own rate); what the solution then does with it is where it can go
// wrong ("10 x 1.50" charges the morning at the night's rate).
import { sameNumber } from "./quantities";
import { NUMBER_WORDS } from "../math/vocabulary/number-words";
import { stem } from "../math/vocabulary/stem";
import { TOTAL_WORDS } from "../math/vocabulary/total-words";

/** Words after a number that name no unit: "6 more", "4 times", "3 of them". */
const NOT_UNITS = new Set(["more", "less", "fewer", "times", "of", "each", "per", "and", "or", "to", "in", "a", "an", "the", "for", "at", "on", "with", "than", "as", "is", "are", "was", "were"]);
/** Number words that scale or split ("twice as many", "half the cost"): no count of a unit. */
const MULTIPLIER_WORDS = new Set(["twice", "double", "triple", "thrice", "quadruple", "half", "third", "quarter", "fourth", "fifth", "tenth", "once", "both", "single", "pair"]);
/** Number words that count things ("five books"), not multipliers ("twice") or fractions ("half"). */
const COUNT_WORDS = new RegExp(String.raw`\b(${Object.keys(NUMBER_WORDS).filter((w) => !MULTIPLIER_WORDS.has(w)).join("|")})\s+([A-Za-z]+)`, "gi");


/** The units the problem writes a given number with: "$" for money, else the word after it ("hours", "five books"). */
export function unitsOf(problem: string, n: number): Set<string> {
  const out = new Set<string>();
  for (const m of problem.matchAll(/(\$\s*)?(\d[\d,]*(?:\.\d+)?)(?![\d.,]\d)\s*([A-Za-z]+)?/g)) {
    if (!sameNumber(Number(m[2].replace(/,/g, "")), n)) continue;
    const word = m[3]?.toLowerCase();
    if (m[1] || word === "dollars" || word === "dollar") out.add("$");
    else if (word && !NOT_UNITS.has(word)) out.add(stem(word));
  }
  for (const m of problem.matchAll(COUNT_WORDS)) {
    const word = m[2].toLowerCase();
    if (sameNumber(NUMBER_WORDS[m[1].toLowerCase()], n) && !NOT_UNITS.has(word)) out.add(stem(word));
  }
  return out;
}

/** The step adds given numbers the problem writes in one unit, and says it is their total. */
export function totalOfLikeGivens(problem: string, text: string, op: string | undefined, leaves: readonly number[]): boolean {
  if (op !== "+" || leaves.length < 2 || !TOTAL_WORDS.test(text)) return false;
  const units = leaves.map((l) => unitsOf(problem, Math.abs(l)));
  if (units.some((u) => u.size !== 1)) return false;
  const [first] = units[0];
  return units.every((u) => u.has(first));
}
