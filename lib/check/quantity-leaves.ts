// The numbers and the outermost operator of an expression as lib/math parses it (mathjs nodes):
// what quantities.ts reads a computation's operands and operation from.
import type { MathNode } from "mathjs";

interface OpNode {
  fn: string;
  args: MathNode[];
  implicit?: boolean;
}

const asOp = (n: MathNode) => n as unknown as OpNode;
const unwrap = (n: MathNode): MathNode => (n.type === "ParenthesisNode" ? unwrap((n as unknown as { content: MathNode }).content) : n);
const constantValue = (n: MathNode): number => Number((n as unknown as { value: unknown }).value);

/**
 * "25%" reaches the parser as "((25/100))" (normalize.ts turns the percent into "(25/100)" and
 * then brackets it as a written fraction): the percentage as written, or null. A written
 * "40/100" gets one pair of brackets and stays the division of 40 by 100.
 */
export function percentWritten(node: MathNode): number | null {
  const content = (n: MathNode) => (n as unknown as { content: MathNode }).content;
  if (node.type !== "ParenthesisNode" || content(node).type !== "ParenthesisNode") return null;
  const inner = unwrap(node);
  if (inner.type !== "OperatorNode" || asOp(inner).fn !== "divide") return null;
  const [a, b] = asOp(inner).args.map(unwrap);
  return a.type === "ConstantNode" && b.type === "ConstantNode" && constantValue(b) === 100 ? constantValue(a) : null;
}

export interface Leaf {
  /** What the expression computes with (25% -> 0.25). */
  value: number;
  /** As written (25% -> 25). */
  written: number;
  pct: boolean;
}

/** The numbers of an expression in reading order; "-3" is the operand -3. */
export function leavesOf(node: MathNode, out: Leaf[]): void {
  const pct = percentWritten(node);
  if (pct !== null) {
    out.push({ value: pct / 100, written: pct, pct: true });
    return;
  }
  switch (node.type) {
    case "ConstantNode": {
      const v = constantValue(node);
      out.push({ value: v, written: v, pct: false });
      return;
    }
    case "ParenthesisNode":
      leavesOf((node as unknown as { content: MathNode }).content, out);
      return;
    case "OperatorNode": {
      const o = asOp(node);
      const n = out.length;
      for (const a of o.args) leavesOf(a, out);
      // keep "-3" (or "-(3)") as the operand -3 so signed quantities can be matched
      // (as written it stays 3: the sign is not part of the number the step mentions)
      if (o.fn === "unaryMinus" && out.length === n + 1) out[n] = { ...out[n], value: -out[n].value };
      return;
    }
    case "FunctionNode":
      for (const a of (node as unknown as { args: MathNode[] }).args) leavesOf(a, out);
      return;
    default:
      return;
  }
}

function isDivisionOfNumbers(node: MathNode): boolean {
  return node.type === "OperatorNode" && asOp(node).fn === "divide" && asOp(node).args.every((a) => unwrap(a).type === "ConstantNode");
}

const BIN: Record<string, string> = { add: "+", subtract: "-", multiply: "*", divide: "/", pow: "^" };

/**
 * The outermost operator as read left to right: the last top-level + or -, else the first
 * top-level * or / ("12 * 5 / 2" multiplies), else ^. A bracketed whole ("(3 + 4)") has none;
 * a written fraction, which the normaliser brackets, is still a division.
 */
export function outerOp(node: MathNode): string | undefined {
  if (node.type === "ParenthesisNode" && percentWritten(node) === null && isDivisionOfNumbers(unwrap(node))) return "/";
  if (node.type !== "OperatorNode") return undefined;
  const o = asOp(node);
  if (o.fn === "unaryMinus" || o.fn === "unaryPlus") return outerOp(o.args[0]);
  if (o.fn === "multiply" || o.fn === "divide") {
    let first: MathNode = node;
    while (first.type === "OperatorNode" && (asOp(first).fn === "multiply" || asOp(first).fn === "divide")) {
      const left = asOp(first).args[0];
      if (left.type !== "OperatorNode" || (asOp(left).fn !== "multiply" && asOp(left).fn !== "divide")) break;
      first = left;
    }
    return BIN[asOp(first).fn];
  }
  return BIN[o.fn];
}
