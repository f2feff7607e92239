// The reference's own two numbers combined by another operation: "40% of n is 56", where the
// reference divides 56 by 0.4 and the student multiplies them ("0.4 × 56 = 22.4", or the set-up
// "n = 40% of 56"); "new price = 460 - 46" where the reference adds the 10% on.
import type { StepEvidence } from "./types";
import { extractStepQuantities, sameNumber } from "./quantities";
import { mathPieces } from "./reference-algebra";
import { normalizeText } from "../math/normalize";
import { REF_P } from "./reference-confidence";
import { twoOperandForms } from "./reference-operand";

const BINARY = /^\s*(-?\d+(?:\.\d+)?)\s*([-+*/])\s*(-?\d+(?:\.\d+)?)\s*$/;

export interface Operation {
  leaves: number[];
  op: string;
}

/** "56 / 0.4", "((460 - 46))": two numbers and their operator (brackets carry nothing here), or null. */
export function binaryOperation(text: string): Operation | null {
  const m = text.replace(/[()]/g, "").match(BINARY);
  return m ? { leaves: [Math.abs(Number(m[1])), Math.abs(Number(m[3]))], op: m[2] } : null;
}

/** "56 / 0.4" in a reference line: its two numbers and operator (sides with letters are skipped). */
export function referenceOperations(reference: readonly string[]): Operation[] {
  const out: Operation[] = [];
  for (const line of reference)
    for (const piece of mathPieces(line))
      for (const side of normalizeText(piece).split("=")) {
        const o = binaryOperation(side);
        if (o) out.push(o);
      }
  return out;
}

/** The same two numbers as one of the reference's operations, another operation. */
export function miscombined(ops: readonly Operation[], mine: Operation): boolean {
  const [a, b] = mine.leaves;
  return ops.some((o) => o.op !== mine.op && ((sameNumber(o.leaves[0], a) && sameNumber(o.leaves[1], b)) || (sameNumber(o.leaves[0], b) && sameNumber(o.leaves[1], a))));
}

/**
 * A true computation of exactly the reference's two numbers with another operation, before anything
 * else was blamed, is the wrong operation (measured on the blind sets: three writers, one trap;
 * a letter given the computation, "n = 40% of 56", sets it up the same way: student-blind-61).
 */
export function withMiscombinedOperands(ev: StepEvidence[], steps: string[], reference: string[], isEquation = false): StepEvidence[] {
  const ops = referenceOperations(reference);
  if (!ops.length) return ev;
  const firstWrong = ev.find((e) => e.verdict === "incorrect")?.index ?? Infinity;
  // ("40% of 56" is 0.4 × 56)
  const miscombinedIn = (s: string) =>
    extractStepQuantities(s, undefined, true)
      .claims.map((c) => (c.holds ? twoOperandForms(c.lhs)[0] : undefined))
      .find((mine) => !!mine && miscombined(ops, mine));
  const at = steps.findIndex((s, i) => i <= firstWrong && miscombinedIn(s) !== undefined);
  if (at < 0) return ev;
  const found = miscombinedIn(steps[at])!;
  // ("-2 = x + 6", then "-2 + 6 = 4": in an equation, a number added where the reference takes it
  // away is a term moved across without changing its sign; student-blind-64 dev)
  const moved = isEquation && (found.op === "+" || found.op === "-") && ops.some((o) => o.op === (found.op === "+" ? "-" : "+") && o.leaves.every((l) => found.leaves.some((m) => sameNumber(l, m))));
  const flag: StepEvidence = {
    index: at,
    source: "reference",
    verdict: "incorrect",
    pCorrect: REF_P.miscombinedOperands,
    ruleIds: [moved ? "ref.moved-term-sign" : "ref.miscombined-operands"],
    errorType: moved ? "sign" : "wrong-operation",
    message: moved
      ? `Step ${at + 1}: when a term moves to the other side of the equation, its sign changes — check the sign you used here.`
      : `Step ${at + 1}: the numbers are right, but is this the right operation for what the problem describes?`,
    // (the true sum "-2 + 6 = 4" does not settle which way the 6 should have gone)
    ...(moved ? { beyondArithmetic: true } : {}),
  };
  // (at the step already blamed, this names what went wrong there)
  return [...ev.filter((e) => e.index < at && e.verdict !== "incorrect"), flag, ...ev.filter((e) => e.index > at)];
}
