// Exact evaluation of a parsed expression. Our own tree walk (instead of mathjs evaluate)
// keeps numbers as exact rationals, binds variables to exact sample points, never throws,
// and can evaluate with a *wrong* operator precedence to recognise order-of-operations slips.
import type { MathNode } from "mathjs";
import { add, div, frac, fromLiteral, fromNumber, mul, neg, pow, sqrt, sub, toNumber, type Val, isExact } from "./rational";

export type Scope = ReadonlyMap<string, Val>;

interface OpNode {
  type: "OperatorNode";
  fn: string;
  op: string;
  args: MathNode[];
  implicit?: boolean;
}

function asOp(n: MathNode): OpNode {
  return n as unknown as OpNode;
}

function constant(n: MathNode): Val | null {
  const v = (n as unknown as { value: unknown }).value;
  if (typeof v === "number") return fromLiteral(String(v)) ?? (Number.isFinite(v) ? fromNumber(v) : null);
  if (typeof v === "string") return fromLiteral(v);
  return null;
}

/** Most n whose n! is worked out: 20! is the last below 2^63, past any count a school problem makes. */
const FACTORIAL_MAX = 20;

/** n! for a whole n from 0 to FACTORIAL_MAX; null otherwise. */
function factorial(a: Val): Val | null {
  const n = toNumber(a);
  if (!Number.isInteger(n) || n < 0 || n > FACTORIAL_MAX) return null;
  let out: Val = frac(1);
  for (let k = 2; k <= n; k++) out = mul(out, frac(k))!;
  return out;
}

function binary(fn: string, a: Val, b: Val): Val | null {
  switch (fn) {
    case "add":
      return add(a, b);
    case "subtract":
      return sub(a, b);
    case "multiply":
      return mul(a, b);
    case "divide":
      return div(a, b);
    case "pow":
      return pow(a, b);
    default:
      return null;
  }
}

export function evaluate(node: MathNode, scope?: Scope, negativeBase = false, replaced?: MathNode): Val | null {
  // (one group stands for a value given in the scope: evaluateGroupWithPrecedence)
  if (replaced && node === replaced) return scope?.get(GROUP) ?? null;
  switch (node.type) {
    case "ConstantNode":
      return constant(node);
    case "ParenthesisNode":
      return evaluate((node as unknown as { content: MathNode }).content, scope, negativeBase, replaced);
    case "SymbolNode": {
      const name = (node as unknown as { name: string }).name;
      if (name === "pi") return Math.PI;
      return scope?.get(name) ?? null;
    }
    case "FunctionNode": {
      const f = node as unknown as { fn: { name?: string }; args: MathNode[] };
      if (f.args.length !== 1) return null;
      const a = evaluate(f.args[0], scope, negativeBase, replaced);
      if (a === null) return null;
      if (f.fn.name === "sqrt") return sqrt(a);
      if (f.fn.name === "abs") return isExact(a) ? a.abs() : Math.abs(a);
      return null;
    }
    case "OperatorNode": {
      const o = asOp(node);
      if (o.args.length === 1) {
        const inner = o.args[0];
        if (negativeBase && o.fn === "unaryMinus" && inner.type === "OperatorNode" && asOp(inner).fn === "pow") {
          const base = evaluate(asOp(inner).args[0], scope, true, replaced);
          const exp = evaluate(asOp(inner).args[1], scope, true, replaced);
          return base === null || exp === null ? null : pow(neg(base), exp);
        }
        const a = evaluate(inner, scope, negativeBase, replaced);
        if (a === null) return null;
        if (o.fn === "factorial") return factorial(a);
        return o.fn === "unaryMinus" ? neg(a) : o.fn === "unaryPlus" ? a : null;
      }
      let acc = evaluate(o.args[0], scope, negativeBase, replaced);
      for (let i = 1; i < o.args.length && acc !== null; i++) {
        const b = evaluate(o.args[i], scope, negativeBase, replaced);
        acc = b === null ? null : binary(o.fn, acc, b);
      }
      return acc;
    }
    default:
      return null;
  }
}

const BIN: Record<string, string> = { add: "+", subtract: "-", multiply: "*", divide: "/", pow: "^" };
const FN: Record<string, string> = { "+": "add", "-": "subtract", "*": "multiply", "/": "divide", "^": "pow" };

/** "(2/12)": the group the normaliser puts around every written "a / b" (also "2 ÷ 12"). */
function writtenQuotient(node: MathNode): MathNode | null {
  if (node.type !== "ParenthesisNode") return null;
  const c = (node as unknown as { content: MathNode }).content;
  return c.type === "OperatorNode" && asOp(c).fn === "divide" && asOp(c).args.every((a) => a.type === "ConstantNode") ? c : null;
}

/**
 * Operands and operators in reading order; parenthesised groups stay whole, but a written
 * quotient of two numbers multiplied by what stands before it is read as written ("36 × 2 ÷ 12
 * × 3" worked as 72 ÷ 36; "6 ÷ 1/3" and "- 15/3" keep their fraction).
 */
function flatten(node: MathNode, out: Array<MathNode | string>, multiplied = false): void {
  const quotient = multiplied ? writtenQuotient(node) : null;
  if (quotient) node = quotient;
  if (node.type === "OperatorNode") {
    const o = asOp(node);
    if (o.args.length === 2 && BIN[o.fn] && !o.implicit) {
      flatten(o.args[0], out);
      out.push(BIN[o.fn]);
      flatten(o.args[1], out, o.fn === "multiply");
      return;
    }
  }
  out.push(node);
}

export type PrecedenceVariant = "left-to-right" | "left-to-right-after-powers" | "add-before-multiply" | "multiply-before-divide" | "add-before-subtract";

const PRECEDENCE: Record<PrecedenceVariant, Record<string, number>> = {
  "left-to-right": { "+": 1, "-": 1, "*": 1, "/": 1, "^": 1 },
  // ("75 - 25 × 2 ÷ 5 + 2^2" → "50 × 2 ÷ 5 + 4": the power first, then strictly left to right)
  "left-to-right-after-powers": { "+": 1, "-": 1, "*": 1, "/": 1, "^": 4 },
  "add-before-multiply": { "+": 3, "-": 3, "*": 2, "/": 2, "^": 4 },
  "multiply-before-divide": { "+": 1, "-": 1, "*": 3, "/": 2, "^": 4 },
  "add-before-subtract": { "+": 2, "-": 1, "*": 3, "/": 3, "^": 4 },
};

/** Evaluates with a wrong precedence table (all left-associative); null if not applicable. */
export function evaluateWithPrecedence(node: MathNode, variant: PrecedenceVariant, scope?: Scope): Val | null {
  const seq: Array<MathNode | string> = [];
  flatten(node, seq);
  if (seq.length < 5) return null;
  const prec = PRECEDENCE[variant];
  const vals: Val[] = [];
  const ops: string[] = [];
  const reduce = (): boolean => {
    const op = ops.pop()!;
    const b = vals.pop()!;
    const a = vals.pop()!;
    const r = binary(FN[op], a, b);
    if (r === null) return false;
    vals.push(r);
    return true;
  };
  for (const item of seq) {
    if (typeof item === "string") {
      while (ops.length && prec[ops[ops.length - 1]] >= prec[item]) if (!reduce()) return null;
      ops.push(item);
    } else {
      const v = evaluate(item, scope);
      if (v === null) return null;
      vals.push(v);
    }
  }
  while (ops.length) if (!reduce()) return null;
  return vals.length === 1 ? vals[0] : null;
}

/**
 * The values with one bracketed group worked out with a wrong precedence and the rest right:
 * "(1 + 4 × 4)" worked as 5 × 4 inside "-1 × 2 - 34 ÷ (1 + 4 × 4)".
 */
export function evaluateGroupWithPrecedence(node: MathNode, variant: PrecedenceVariant): Val[] {
  const out: Val[] = [];
  const groups: MathNode[] = [];
  node.traverse((n) => {
    if (n.type === "ParenthesisNode" && !writtenQuotient(n)) groups.push(n);
  });
  for (const g of groups) {
    const wrong = evaluateWithPrecedence((g as unknown as { content: MathNode }).content, variant);
    if (wrong === null) continue;
    const v = evaluate(node, new Map([[GROUP, wrong]]), false, g);
    if (v !== null) out.push(v);
  }
  return out;
}
const GROUP = "\u0000group";

/** -3^2 read as (-3)^2; null when the expression has no negated power. */
export function evaluateNegativeBase(node: MathNode): Val | null {
  let found = false;
  node.traverse((n) => {
    if (n.type === "OperatorNode" && asOp(n).fn === "unaryMinus" && asOp(n).args[0].type === "OperatorNode" && asOp(asOp(n).args[0]).fn === "pow") found = true;
  });
  return found ? evaluate(node, undefined, true) : null;
}
