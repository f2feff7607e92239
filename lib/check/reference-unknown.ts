// The unknown a word problem asks for (or its solution declares) and the first line whose
// equation or expression in it does not hold at the answer's value.
import { resultMatches, mentionedNumbers, NumberSet, sameNumber } from "./quantities";
import { declaredLetters } from "../math/claims";
import { UNIT_FACTORS } from "../math/units";
import type { MathNode, SymbolNode } from "mathjs";
import { close, compile, evalAt, evalNodeAt, mathPieces, otherLetters, sidesOf, usesVar } from "./reference-algebra";

/**
 * The unknown a word problem asks for by name, with a number as its answer: "If we know the
 * answer to the above question is 16, what is the value of unknown variable x?", "Find the value
 * of y.". Only an explicit request counts: elsewhere a letter in a step may stand for anything.
 */
export function askedUnknown(problem: string): string | null {
  const m = problem.match(/\b(?:value\s+of|solve\s+for)\s+(?:the\s+)?(?:unknown\s+)?(?:variable\s+)?['"‘’“”]?([A-Za-z])['"‘’“”]?(?![A-Za-z])/i);
  return m ? m[1] : null;
}

/**
 * The letter a word problem's solution declares and answers with ("let c = extra charge per
 * letter in cents", …, "c = 7", "7 cents"): it stands for the asked quantity, so like a named
 * unknown its equations must hold at the answer. Only one declared letter, solved alone on a
 * line ("c = 7", "p = 11550/150 = 77 mm") whose value the answer line ends on, and not to a value
 * the reference reaches too: "t = 3" three-pointers, then "ans = 3" where 3 - 2 more is asked,
 * set up the right equation and stopped early.
 */
export function answeredLetter(steps: string[], answerStep: number, reference: readonly string[]): string | null {
  const letters = declaredLetters(steps);
  if (letters.length !== 1 || answerStep < 0 || answerStep >= steps.length) return null;
  const solvedLine = new RegExp(`^\\W*(?:so\\s+|then\\s+|therefore\\s+)?${letters}\\s*=\\s*[-\\d(.]`, "i");
  const refValues = new NumberSet(reference.flatMap((line) => mentionedNumbers(line)));
  for (let i = answerStep; i >= 0; i--) {
    if (!solvedLine.test(steps[i])) continue;
    const solved = mentionedNumbers(steps[i]).at(-1);
    if (solved === undefined || refValues.has(solved)) return null;
    // (the answer's result is the letter's value: "2 pans = 2 × 25 = $50" computes on with it)
    const stated = mentionedNumbers(steps[answerStep]).at(-1);
    return stated !== undefined && sameNumber(stated, solved) ? letters : null;
  }
  return null;
}

/**
 * With the asked unknown's value known, every equation in that unknown alone that a step states
 * must hold at it ("x - 4 + 27 = 52" does not hold at x = 21). The first one that does not is the
 * first wrong line or follows from one: the error is at or before it. `setup` when no earlier
 * equation in the unknown held (the equation was set up wrongly), otherwise a rewrite broke it;
 * `operation` when that set-up holds with one operator swapped (see oneOperatorOff).
 * Only the unknown's own letter may appear ("2 x 5" is read as a product by lib/math).
 */
export function firstUnknownEquationSlip(steps: string[], variable: string, value: number): { index: number; setup: boolean; operation: boolean } | null {
  let held = false;
  for (let i = 0; i < steps.length; i++) {
    for (const p of mathPieces(steps[i])) {
      if (!p.includes("=") || !usesVar(p, variable) || otherLetters(p, variable)) continue;
      const sides = sidesOf(p);
      if (!sides) continue;
      const vals = sides.map((s) => evalAt(s.f, variable, value));
      if (vals.some((x) => x === null)) continue;
      // a side stated to the cent ("x = 166.67") is read as rounded, as claims are
      const agree = (a: number, b: number, bText: string) => close(a, b) || resultMatches(a, b, bText);
      if (sides.every((s, k) => agree(vals[0]!, vals[k]!, s.text) || agree(vals[k]!, vals[0]!, sides[0].text))) {
        held = true;
        continue;
      }
      return { index: i, setup: !held, operation: !held && oneOperatorOff(p, variable, value) };
    }
  }
  return null;
}

/** The operations students confuse, each with the ones it is mistaken for (as in reference-word's partners). */
const OPERATOR_SWAPS: Readonly<Record<string, readonly string[]>> = { "+": ["-", "*"], "-": ["+", "/"], "*": ["/", "+"], "×": ["÷", "+"], "/": ["*", "-"], "÷": ["×", "-"] };

/**
 * A wrong set-up whose numbers are right but one operation is not: "x + 12 + 30 = 75" for "gave
 * away 12" holds at the answer once that + is a −. One that no single swap mends used a wrong
 * number or left one out ("g = 20 - 12" with the 6 blue marbles forgotten, "4(108 + c) = 460"
 * where two letters pay the extra): a wrong quantity (measured on the blind sets' set-ups).
 */
function oneOperatorOff(piece: string, variable: string, value: number): boolean {
  for (let k = 0; k < piece.length; k++) {
    const swaps = OPERATOR_SWAPS[piece[k]];
    // (a sign, not an operation: at the start, or after "=", "(" or another operator)
    const before = piece.slice(0, k).trimEnd().at(-1);
    if (!swaps || before === undefined || "=(+-*/×÷".includes(before)) continue;
    for (const swap of swaps) {
      const vals = sidesOf(piece.slice(0, k) + swap + piece.slice(k + 1))?.map((side) => evalAt(side.f, variable, value));
      if (vals && vals.every((v) => v !== null && close(v, vals[0]!))) return true;
    }
  }
  return false;
}

/** Values any expression may bring in without the problem stating them (halves, percent, doubling). */
const FREE_VALUES = [0, 1, 2, 100];

/**
 * Expressions in the named unknown are quantities too: at the answer's value, "x * 40 elves quit"
 * is 400 elves where the reference's own expressions and numbers give no 400. The first step
 * with such an expression (in the unknown alone, not yet explained by the problem, the reference
 * at the answer, or the solution's own earlier values) is where the set-up went wrong.
 */
export function firstUnexplainedUnknownExpression(problem: string, reference: string[], steps: string[], variable: string, value: number): number | null {
  const explained = new NumberSet([value, ...FREE_VALUES, ...mentionedNumbers(problem)]);
  for (const line of reference) for (const n of mentionedNumbers(line)) explained.add(n);
  for (const v of unknownExpressionValues(reference, variable, value, true)) explained.add(v);
  // one operation on the unknown with a given number, a unit factor or a simple fraction is a
  // natural partial quantity ("60x minutes", "(1/4)x", "13 + x", "x%") that a reference may skip
  const givens = [...mentionedNumbers(problem), ...UNIT_FACTORS, ...[2, 3, 4, 5, 6, 8, 10, 12].map((k) => 1 / k)];
  const oneStep = (v: number) =>
    givens.some((n) => [value * n, value / n, value + n, value - n, n - value, (value * n) / 100, value / 100].some((w) => sameNumber(w, v)));
  for (let i = 0; i < steps.length; i++) {
    const values = unknownExpressionValues([steps[i]], variable, value);
    if (values.some((v) => !explained.has(v) && !explained.has(-v) && !oneStep(v))) return i;
    for (const v of values) explained.add(v);
    for (const n of mentionedNumbers(steps[i])) explained.add(n);
  }
  return null;
}

/**
 * The values at the answer of the lines' expressions in the unknown alone. withParts: every part
 * of a side that holds the unknown is a quantity too: a reference's "x * 0.8 * 5 = 320" also
 * forms x * 0.8, the emails answered a day, which a solution may write as "0.8x" or work out as
 * "320 / 5 = 64".
 */
export function unknownExpressionValues(lines: readonly string[], variable: string, value: number, withParts = false): number[] {
  const out: number[] = [];
  for (const line of lines) {
    for (const p of mathPieces(line)) {
      if (!usesVar(p, variable) || otherLetters(p, variable)) continue;
      for (const side of p.split("=")) {
        const f = usesVar(side, variable) ? compile(side) : null;
        const v = f ? evalAt(f, variable, value) : null;
        if (v !== null) out.push(v);
        if (f && withParts) out.push(...partValues(f.node, variable, value));
      }
    }
  }
  return out;
}

/** The values at the answer of the proper parts of a side that hold the unknown. */
function partValues(root: MathNode, variable: string, value: number): number[] {
  const out: number[] = [];
  root.traverse((n) => {
    if (n === root || n.type !== "OperatorNode") return;
    if (!n.filter((m) => m.type === "SymbolNode" && (m as SymbolNode).name === variable).length) return;
    const v = evalNodeAt(n, variable, value);
    if (v !== null) out.push(v);
  });
  return out;
}
