// A formula the solution sets up in letters ("G = 2(B − 4)" for "twice Becky's size minus 4"),
// then fills in ("G = 2(6 − 4) = 2 × 2 = 4"): the first wrong value is computed where it is
// filled in, but it went wrong where the relation was written down. The formula line has no
// number to compare, so it is found by evaluating it with the values the solution gave its
// letters before it.
import { normalizeText } from "../math/normalize";
import { parseExpr } from "../math/parse";
import { evaluate } from "../math/evaluate";
import { frac, toNumber, type Val } from "../math/rational";
import { sameNumber } from "./quantities";

/** "G = 2(B − 4)": a letter defined by an expression in other letters, with no value yet. */
const FORMULA = /^\s*([A-Za-z])\s*=\s*([^=]*[A-Za-z][^=]*)$/;
/** "B = 3A = 3 × 2 = 6", "A = 2": a letter given its value (the last number of the line). */
const ASSIGNED = /^\s*([A-Za-z])\s*=(?:[^=]*=)*\s*(-?\d+(?:\.\d+)?)\s*$/;

/** The letters' values stated on lines before `upTo`. */
function valuesBefore(steps: readonly string[], upTo: number): Map<string, Val> {
  const scope = new Map<string, Val>();
  for (const line of steps.slice(0, upTo)) {
    const m = ASSIGNED.exec(normalizeText(line));
    if (m) scope.set(m[1], frac(Number(m[2])));
  }
  return scope;
}

/**
 * The formula line behind the value a flagged step computes: an earlier line that defines the
 * letter the flagged step starts with, and that gives exactly that value with the letters' values.
 */
export function formulaBehind(steps: readonly string[], flagged: number, value: number): number | null {
  const target = /^\s*([A-Za-z])\s*=/.exec(normalizeText(steps[flagged]))?.[1];
  if (!target) return null;
  for (let j = flagged - 1; j >= 0; j--) {
    const m = FORMULA.exec(normalizeText(steps[j]));
    if (!m || m[1] !== target) continue;
    const expr = parseExpr(m[2]);
    const v = expr ? evaluate(expr.node, valuesBefore(steps, j)) : null;
    return v !== null && sameNumber(toNumber(v), value) ? j : null;
  }
  return null;
}
