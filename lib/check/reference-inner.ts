// A computation the reference writes inside a longer one: "$40 - (1/5)*40 = $32" takes a fifth of
// the 40 without a line of its own, so "40 × 1/5 = 8" (what he spent on Tuesday) is on its path,
// though 8 is no result the reference states. The same numbers, the same value: the same quantity.
import type { MathNode } from "mathjs";
import { type ArithClaim, sameNumber, withinMultiset } from "./quantities";
import { evaluate } from "../math/evaluate";
import { parseExpr } from "../math/parse";
import { toNumber } from "../math/rational";
import { analyzeLine } from "../math/claims";

const ARITHMETIC = new Set(["add", "subtract", "multiply", "divide"]);
/** Operations of one precedence: a run of them is one chain. */
const KIND: Record<string, string> = { add: "sum", subtract: "sum", multiply: "product", divide: "product" };
const fnOf = (n: MathNode) => (n as unknown as { fn: string }).fn;

export interface Inner {
  leaves: number[];
  value: number;
}

const constants = (node: MathNode): number[] =>
  node.filter((n) => n.type === "ConstantNode").map((n) => Math.abs(Number((n as unknown as { value: unknown }).value)));

/** Every proper sub-computation of the reference's true claims, with its numbers and value. */
export function innerComputations(claims: readonly ArithClaim[]): Inner[] {
  const out: Inner[] = [];
  for (const c of claims) {
    const parsed = parseExpr(c.lhs.text);
    if (parsed) out.push(...computationsIn(parsed.node, false));
  }
  return out;
}

/**
 * The computations of numbers alone inside one expression (itself too when `whole`), each a whole
 * chain of one kind: not "120 - 30" of "120 - 30 - 15", a partial difference, which a solution
 * that stops there has left something out of; nor a written fraction ("1/2").
 */
function computationsIn(root: MathNode, whole: boolean): Inner[] {
  const out: Inner[] = [];
  root.traverse((n, _path, parent) => {
    if ((n === root && !whole) || n.type !== "OperatorNode" || !ARITHMETIC.has(fnOf(n))) return;
    const above = parent && (parent.type === "ParenthesisNode" ? null : parent);
    if (above && above.type === "OperatorNode" && KIND[fnOf(above)] === KIND[fnOf(n)]) return;
    if (n.filter((x) => x.type === "SymbolNode").length > 0 || writtenFraction(n)) return;
    const v = evaluate(n);
    const leaves = constants(n);
    if (v === null || leaves.length < 2) return;
    out.push({ leaves, value: toNumber(v) });
  });
  return out;
}

/** "1/2": a fraction of two whole numbers, read as a number. */
function writtenFraction(n: MathNode): boolean {
  const args = (n as unknown as { args?: MathNode[] }).args ?? [];
  return fnOf(n) === "divide" && args.length === 2 && args.every((a) => a.type === "ConstantNode" && Number.isInteger(Number((a as unknown as { value: unknown }).value)));
}

/**
 * Computations a reference writes out but leaves to the reader: "Sheep on the farm: 1/2 * 20",
 * "(4 * $2.00 + 2 * $2.00) / x = 2", "x + 2x + 1/2 * 20 + 20 = 120". Their values (10, 8, 4, 12)
 * are the reference's quantities as much as the results it states; a line that states them
 * ("20 / 2 = 10 sheep") is on its path. (A claim with its result, "3 x 4 = 12", is read elsewhere.)
 */
export function unstatedComputations(reference: readonly string[]): Inner[] {
  const out: Inner[] = [];
  for (const line of reference) {
    for (const chain of analyzeLine(line, { variables: "any" }).chains) {
      for (const [k, part] of chain.parts.entries()) {
        if (!part.expr.hasOp) continue;
        const equated = [chain.parts[k - 1], chain.parts[k + 1]].some((p) => p && !p.expr.hasOp && p.expr.vars.length === 0);
        const stated = part.expr.vars.length === 0 && equated;
        if (!stated) out.push(...computationsIn(part.expr.node, part.expr.vars.length === 0));
      }
    }
  }
  return out;
}

/** The step computes exactly one of those: the same numbers (in any order) and the same value. */
export function insideReference(inner: readonly Inner[], leaves: readonly number[], result: number): boolean {
  const abs = leaves.map(Math.abs);
  return inner.some((x) => x.leaves.length === abs.length && withinMultiset(abs, x.leaves) && sameNumber(x.value, result));
}
