// "7 × 60 = 420 + 23 = 443": a student appends the next operation to a result. The chain is false
// as written, but the arithmetic is right: a notation habit, not an error. One rule for the exact
// checker's claims and the reference checker's expression chains.
import type { MathNode } from "mathjs";
import { evaluate } from "./evaluate";
import { valEquals, type Val } from "./rational";

/** `next` is an operation whose first operand is the number `value` just computed. */
export function runningTotal(value: Val, next: MathNode): boolean {
  let n = next;
  while (n.type === "ParenthesisNode") n = (n as unknown as { content: MathNode }).content;
  const op = n as unknown as { type: string; fn?: string; args?: MathNode[] };
  if (op.type !== "OperatorNode" || !op.args || op.args.length !== 2 || op.fn === "pow") return false;
  const left = evaluate(op.args[0]);
  return left !== null && op.args[0].type === "ConstantNode" && valEquals(left, value);
}
