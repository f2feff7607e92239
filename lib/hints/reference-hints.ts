// Hints from a bank problem's reference solution, aligned with what the student has written:
// each reference step computes some new numbers (its hidden results); a step whose results the
// student has already found is skipped, and the first one still open is the step the hint is
// about. Work after a step with a false claim ("25 + 5 = 31") is not built on.
import type { MathNode } from "mathjs";
import { analyzeLine, type Chain } from "@/lib/math/claims";
import { evaluate } from "@/lib/math/evaluate";
import type { ParsedExpr } from "@/lib/math/parse";
import { questionClause } from "@/lib/math/question";
import type { Val } from "@/lib/math/rational";
import { compareClaim } from "@/lib/math/rounding";
import { numbersIn, sameMagnitude } from "./numbers";
import { nodeText } from "./polynomial";
import type { HintLevel, HintPlan } from "./types";

interface ReferenceStep {
  line: string;
  /** The computation (left side) and what it comes to (right side), when the step computes something. */
  from: ParsedExpr | null;
  to: ParsedExpr | null;
  /** Numbers the step newly works out. */
  hidden: Val[];
}

const o = (n: MathNode) => n as unknown as { fn?: string; args?: MathNode[]; content?: MathNode; value?: unknown };

function strip(n: MathNode): MathNode {
  let cur = n;
  while (cur.type === "ParenthesisNode") cur = o(cur).content!;
  return cur;
}

/** The numbers an expression is written with; a written fraction such as 3/14 is one number. */
export function atomsOf(node: MathNode, fractionsAsOne = true): { node: MathNode; value: Val }[] {
  const out: { node: MathNode; value: Val }[] = [];
  const walk = (n: MathNode) => {
    const x = strip(n);
    const isFraction = fractionsAsOne && x.type === "OperatorNode" && o(x).fn === "divide" && o(x).args!.every((a) => strip(a).type === "ConstantNode");
    if (x.type === "ConstantNode" || isFraction) {
      const v = evaluate(x);
      if (v !== null) out.push({ node: x, value: v });
      return;
    }
    for (const c of o(x).args ?? []) walk(c);
  };
  walk(node);
  return out;
}

const has = (vals: readonly Val[], v: Val) => vals.some((x) => sameMagnitude(x, v));

function computingPair(chains: Chain[]): { from: ParsedExpr; to: ParsedExpr; hidden: Val[] } | null {
  for (const c of chains) {
    for (let i = c.parts.length - 1; i > 0; i--) {
      const from = c.parts[i - 1].expr;
      const to = c.parts[i].expr;
      if (from.vars.length || to.vars.length) continue;
      // what the step starts from is read number by number: 1456/13 = 112 works out 112
      const before = c.parts.slice(0, i).flatMap((p) => atomsOf(p.expr.node, false).map((a) => a.value));
      const hidden = atomsOf(to.node)
        .map((a) => a.value)
        .filter((v) => !has(before, v));
      if (hidden.length) return { from, to, hidden };
    }
  }
  return null;
}

export function readReference(reference: readonly string[]): ReferenceStep[] {
  return reference.map((line) => {
    const pair = computingPair(analyzeLine(line, { variables: "common" }).chains);
    return { line, from: pair?.from ?? null, to: pair?.to ?? null, hidden: pair?.hidden ?? [] };
  });
}

/** Index of the first student step with a false arithmetic claim, or null. */
export function firstWrongStep(steps: readonly string[]): number | null {
  for (let i = 0; i < steps.length; i++) {
    for (const c of analyzeLine(steps[i], { variables: "common" }).chains) {
      for (let k = 0; k + 1 < c.parts.length; k++) {
        const [a, b] = [c.parts[k].expr, c.parts[k + 1].expr];
        if (a.vars.length || b.vars.length) continue;
        const [x, y] = [evaluate(a.node), evaluate(b.node)];
        if (x === null || y === null) continue;
        if (compareClaim(x, y, b.literalDecimals, c.rels[k] === "≈") === "false") return i;
      }
    }
  }
  return null;
}

/** The smallest part of the computation that works out one of the hidden numbers ("4 × 2" in "19 + 4 × 2"). */
function computedPart(from: ParsedExpr, hidden: readonly Val[]): MathNode | null {
  let best: MathNode | null = null;
  let bestSize = Infinity;
  from.node.traverse((n) => {
    const x = strip(n);
    if (x.type !== "OperatorNode" && x.type !== "FunctionNode") return;
    const v = evaluate(x);
    if (v === null || !has(hidden, v)) return;
    const size = x.toString().length;
    if (size < bestSize) [best, bestSize] = [x, size];
  });
  return best;
}

const OPERATION: Record<string, (a: string, b: string) => string> = {
  add: (a, b) => `Add $${a}$ and $${b}$.`,
  subtract: (a, b) => `Subtract $${b}$ from $${a}$.`,
  multiply: (a, b) => `Multiply $${a}$ by $${b}$.`,
  divide: (a, b) => `Divide $${a}$ by $${b}$.`,
  pow: (a, b) => `Work out $${a}$ to the power of $${b}$.`,
};

const OPERATION_NAME: Record<string, string> = { add: "addition", subtract: "subtraction", multiply: "multiplication", divide: "division", pow: "a power" };

/** The right side with its hidden numbers written as "?" ("19 + ?"). */
function withHoles(to: ParsedExpr, hidden: readonly Val[]): string {
  const text = to.node.toString({
    parenthesis: "keep",
    implicit: "hide",
    handler: (n: MathNode) => {
      const x = strip(n);
      const isAtom = x.type === "ConstantNode" || (x.type === "OperatorNode" && o(x).fn === "divide" && o(x).args!.every((a) => strip(a).type === "ConstantNode"));
      if (!isAtom) return undefined;
      const v = evaluate(x);
      return v !== null && has(hidden, v) ? "?" : undefined;
    },
  } as unknown as object);
  return latexOps(text);
}

const latexOps = (s: string) => unwrapped(s.replace(/\s*\*\s*/g, " \\cdot ").replace(/\s*\/\s*/g, " \\div "));

/** "(1456 \div 13)" → "1456 \div 13": the reader brackets a division; the student did not write them. */
function unwrapped(s: string): string {
  if (!s.startsWith("(") || !s.endsWith(")")) return s;
  let depth = 0;
  for (let i = 0; i < s.length; i++) {
    depth += s[i] === "(" ? 1 : s[i] === ")" ? -1 : 0;
    if (depth === 0 && i < s.length - 1) return s;
  }
  return unwrapped(s.slice(1, -1));
}

/** Words around a reference line's math: "Viviana has … chocolate chips". Empty when the line is all math. */
function wordsOf(line: string): { subject: string; noun: string } {
  const clean = line.replace(/\$/g, "");
  const subject = /^\s*([A-Za-z][A-Za-z' ]{0,40}?)\s+(?=[\d(])/.exec(clean)?.[1] ?? "";
  const noun = /=\s*[\d.,/]+\s*(?:\(\s*)?([A-Za-z][A-Za-z' ]{0,30}[A-Za-z])/.exec(clean)?.[1] ?? "";
  const small = (s: string) => (s.split(/\s+/).length <= 6 && !/^(so|then|and|which|that|thus)$/i.test(s) ? s : "");
  return { subject: small(subject), noun: small(noun.replace(/\s+(?:so|in|at|for|to|of|which|that|is|are|each)\b.*$/i, "")) };
}

const GENERIC: Record<HintLevel, string> = {
  1: "Read the question again: what does it ask for, and which of the numbers you know can you combine next?",
  2: "Pick the two quantities that belong together and decide whether to add, subtract, multiply or divide them.",
  3: "Write the calculation for the next quantity with a ? where its result goes, then work it out.",
};

const ALL_FOUND: Record<HintLevel, string> = {
  1: "You seem to have worked out every quantity the solution needs. Does your last line answer the question that was asked?",
  2: "Check that your last line states the answer to the question, in the unit it asks for.",
  3: "Write a last line that states the answer, for example “So the answer is …”, and check it with “Check my work”.",
};

/** The reference's plan for the step the student is on; null when the reference computes nothing. */
export function referencePlan(problem: string, reference: readonly string[], steps: readonly string[], answerValues: readonly Val[]): (HintPlan & { wrongStep: boolean }) | null {
  const ref = readReference(reference);
  if (!ref.some((r) => r.hidden.length)) return null;
  const wrongAt = firstWrongStep(steps);
  const good = steps.slice(0, wrongAt ?? steps.length);
  const found = good.flatMap((s) => numbersIn(s).map((n) => n.value));
  const visible = [...numbersIn(problem).map((n) => n.value), ...found];
  const at = ref.findIndex((r) => r.hidden.length && !r.hidden.every((v) => has(found, v)));
  const stillHidden = ref
    .slice(Math.max(at, 0))
    .flatMap((r) => r.hidden)
    .filter((v) => !has(visible, v));
  const forbidden = [...answerValues, ...stillHidden];
  if (at < 0) return { source: "reference", levels: { 1: [ALL_FOUND[1]], 2: [ALL_FOUND[2]], 3: [ALL_FOUND[3]] }, forbidden, wrongStep: wrongAt !== null };
  const step = ref[at];
  const from = step.from!;
  const to = step.to!;
  const part = computedPart(from, step.hidden);
  const fromText = latexOps(nodeText(from.node));
  const { subject, noun } = wordsOf(step.line);
  const question = /[a-z]{3,}.*[a-z]{3,}/i.test(problem) && /\?/.test(problem) ? questionClause(problem).trim() : "";

  const level1: string[] = [];
  if (question && (subject || noun)) level1.push(`The question asks: “${question}” Think about what you can find next: ${[subject, "…", noun].filter(Boolean).join(" ")}`);
  if (question) level1.push(`The question asks: “${question}” Which quantity can you work out next from what you already know?`);
  if (subject || noun) level1.push(`Think about what you can find next: ${[subject, "…", noun].filter(Boolean).join(" ")}`);
  if (part && strip(part) !== strip(from.node)) {
    level1.push(`Which part of $${fromText}$ comes first? Remember the order: brackets, powers, × and ÷, then + and −.`);
  } else if (!question) level1.push(`What does $${fromText}$ ask you to do?`);

  const level2: string[] = [];
  const bin = part && o(part).args?.length === 2 && o(part).fn ? OPERATION[o(part).fn!] : undefined;
  if (part && bin) level2.push(bin(...(o(part).args!.map((a) => latexOps(nodeText(a))) as [string, string])));
  if (part) level2.push(`Work out $${latexOps(nodeText(part))}$.`);
  level2.push(`Work out $${fromText}$${noun ? ` to find the ${noun}` : ""}.`);
  const names = [...new Set(collectOps(part ?? from.node))].map((f) => OPERATION_NAME[f]).filter(Boolean);
  if (names.length) level2.push(`Combine the numbers you know using ${names.join(" and ")}.`);

  const level3: string[] = [`$${fromText} = ${withHoles(to, step.hidden)}$${noun ? ` ${noun}` : ""}`];
  if (part) level3.push(`$${latexOps(nodeText(part))} = ?$`);

  return {
    source: "reference",
    levels: { 1: [...level1, GENERIC[1]], 2: [...level2, GENERIC[2]], 3: [...level3, GENERIC[3]] },
    forbidden,
    wrongStep: wrongAt !== null,
  };
}

function collectOps(n: MathNode): string[] {
  const out: string[] = [];
  n.traverse((x) => {
    const f = o(x).fn;
    if (x.type === "OperatorNode" && typeof f === "string" && f in OPERATION_NAME) out.push(f);
  });
  return out;
}

