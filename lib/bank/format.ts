// Student-style notation shared by the generators, so every skill writes maths the same way.
import { Rational } from "./rational";

export const TIMES = "×";
export const DIVIDE = "÷";

/** A number in an expression: negatives after an operator get brackets, "12 - (-3)". */
export function paren(n: number | Rational): string {
  const s = n.toString();
  return s.startsWith("-") ? `(${s})` : s;
}

/** One algebra term: coef 1 -> "x", -1 -> "-x", 3 -> "3x"; var "" is a constant. */
export function term(coef: number, variable: string): string {
  if (variable === "") return coef.toString();
  if (coef === 1) return variable;
  if (coef === -1) return `-${variable}`;
  return `${coef}${variable}`;
}

/**
 * Joins signed terms the way they are written: "3x - 2 + y". Zero terms are dropped
 * unless keepZeros (a step that shows "0" on purpose); an empty sum is "0".
 */
export function joinTerms(terms: Array<[number, string]>, keepZeros = false): string {
  let out = "";
  for (const [coef, v] of terms) {
    if (coef === 0 && !keepZeros) continue;
    const t = term(Math.abs(coef), v);
    if (out === "") out = coef < 0 ? `-${t}` : t;
    else out += coef < 0 ? ` - ${t}` : ` + ${t}`;
  }
  return out === "" ? "0" : out;
}

/** "x = 4", "x = 2 or x = 3" with roots ascending and duplicates removed. */
export function rootsAnswer(variable: string, roots: Rational[]): string {
  const sorted = [...roots].sort((a, b) => a.sub(b).sign());
  const unique = sorted.filter((r, i) => i === 0 || !r.equals(sorted[i - 1]));
  return unique.map((r) => `${variable} = ${r.toString()}`).join(" or ");
}

/** Difficulty 1..5 of the i-th of n problems, growing with i. */
export function difficultyAt(i: number, n: number): 1 | 2 | 3 | 4 | 5 {
  return (1 + Math.floor((i * 5) / n)) as 1 | 2 | 3 | 4 | 5;
}
