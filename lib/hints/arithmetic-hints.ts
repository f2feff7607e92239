// An own calculation with no reference ("Compute 3 + 4 × 5", "(2/3) ÷ (4/5)"): the next operation
// by the order of operations, from the student's last line that still has the problem's value.
import type { MathNode } from "mathjs";
import { analyzeLine } from "@/lib/math/claims";
import { evaluate } from "@/lib/math/evaluate";
import { normalizeText } from "@/lib/math/normalize";
import { parseExpr, type ParsedExpr } from "@/lib/math/parse";
import { valEquals, type Val } from "@/lib/math/rational";
import { numbersIn } from "./numbers";
import { nodeText } from "./polynomial";
import type { HintLevel, HintPlan } from "./types";

const o = (n: MathNode) => n as unknown as { fn?: string; args?: MathNode[]; content?: MathNode };

function strip(n: MathNode): MathNode {
  let cur = n;
  while (cur.type === "ParenthesisNode") cur = o(cur).content!;
  return cur;
}

const isNumber = (n: MathNode): boolean => {
  const x = strip(n);
  if (x.type === "ConstantNode") return true;
  if (x.type === "OperatorNode" && o(x).fn === "unaryMinus") return isNumber(o(x).args![0]);
  // a written fraction in lowest terms (2/3) is a number; 12/4 is a division to do
  if (x.type === "OperatorNode" && o(x).fn === "divide" && o(x).args!.every((a) => strip(a).type === "ConstantNode")) {
    const [p, q] = o(x).args!.map((a) => Number((strip(a) as unknown as { value: unknown }).value));
    return Number.isInteger(p) && Number.isInteger(q) && q > 1 && gcd(p, q) === 1;
  }
  return false;
};

function gcd(a: number, b: number): number {
  return b === 0 ? Math.abs(a) : gcd(b, a % b);
}

/** The first operation to work out: the first (in evaluation order) whose operands are plain numbers. */
function nextOperation(node: MathNode): MathNode | null {
  let found: MathNode | null = null;
  const walk = (n: MathNode) => {
    if (found) return;
    const x = strip(n);
    if (isNumber(x) || (x.type !== "OperatorNode" && x.type !== "FunctionNode")) return;
    const args = o(x).args ?? [];
    for (const a of args) walk(a);
    if (found) return;
    if (o(x).fn === "unaryMinus") return;
    if (args.every(isNumber)) found = x;
  };
  walk(node);
  return found;
}

const OPERATION: Record<string, (a: string, b: string) => string> = {
  add: (a, b) => `Add $${a}$ and $${b}$.`,
  subtract: (a, b) => `Subtract $${b}$ from $${a}$.`,
  multiply: (a, b) => `Multiply $${a}$ by $${b}$.`,
  divide: (a, b) => `Divide $${a}$ by $${b}$.`,
  pow: (a, b) => `Work out $${a}$ to the power of $${b}$.`,
};

/** The statement's calculation: the math after a colon, or the one expression without letters in it. */
function calculationOf(problem: string): ParsedExpr | null {
  const colon = problem.lastIndexOf(":");
  const math = (colon >= 0 ? problem.slice(colon + 1) : problem).replace(/^\s*(?:compute|calculate|work out|evaluate|what is)\s*/i, "").replace(/[?.]\s*$/, "");
  const expr = parseExpr(normalizeText(math)) ?? analyzeLine(math).chains.find((c) => c.parts.length === 1)?.parts[0]?.expr ?? null;
  return expr && !expr.vars.length && expr.hasOp ? expr : null;
}

export function arithmeticPlan(problem: string, steps: readonly string[]): (HintPlan & { wrongStep: boolean }) | null {
  const target = calculationOf(problem);
  const value = target ? evaluate(target.node) : null;
  if (!target || value === null) return null;
  let current = target;
  let wrongStep = false;
  for (const step of steps) {
    const parts = analyzeLine(step).chains.flatMap((c) => c.parts.map((p) => p.expr)).filter((e) => !e.vars.length);
    for (const e of parts) {
      const v = evaluate(e.node);
      if (v === null) continue;
      if (!valEquals(v, value)) {
        wrongStep = true;
        break;
      }
      current = e;
    }
    if (wrongStep) break;
  }
  const op = nextOperation(current.node);
  const forbidden: Val[] = [value];
  const visible = numbersIn([problem, ...steps].join("\n")).map((n) => n.value);
  if (!op) {
    return {
      source: "algebra",
      levels: {
        1: ["There is nothing left to work out in your last line: it is your answer. Does it answer the question?"],
        2: ["Check your answer by working the calculation out again in another order, or with an estimate."],
        3: ["If your answer is a fraction, check that it is in its simplest form."],
      },
      forbidden,
      wrongStep,
    };
  }
  const part = op;
  const partValue = evaluate(part);
  if (partValue !== null && !visible.some((v) => valEquals(v, partValue))) forbidden.push(partValue);
  const whole = nodeText(current.node);
  const holed = current.node.toString({ parenthesis: "keep", implicit: "hide", handler: (n: MathNode) => (strip(n) === part ? "?" : undefined) } as unknown as object);
  const args = (o(part).args ?? []).map(nodeText);
  const fn = o(part).fn ?? "";
  const levels: Record<HintLevel, string[]> = {
    1: [`Which part of $${whole}$ do you work out first? Brackets, then powers, then × and ÷, then + and −, each from left to right.`],
    2: [args.length === 2 && OPERATION[fn] ? OPERATION[fn](args[0], args[1]) : `Work out $${nodeText(part)}$ first.`, `Work out $${nodeText(part)}$ first.`],
    3: [`$${whole} = ${nodeText(parseExpr(holed.replace(/\?/g, "q"))?.node ?? current.node).replace(/\bq\b/g, "?")}$`, `$${nodeText(part)} = ?$`],
  };
  const generic: Record<HintLevel, string> = {
    1: "Which operation comes first? Brackets, then powers, then × and ÷, then + and −.",
    2: "Do the first operation by the order of operations, and copy the rest of the line as it is.",
    3: "Write the line again with that part replaced by its value (a ? for now).",
  };
  return {
    source: "algebra",
    levels: { 1: [...levels[1], generic[1]], 2: [...levels[2], generic[2]], 3: [...levels[3], generic[3]] },
    forbidden,
    wrongStep,
  };
}
