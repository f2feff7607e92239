// Reads the arithmetic claims ("48/2 = 24") inside a prose line, the way a machine would,
// so the bank only keeps GSM8K lines whose every claim is unambiguous and true.
import { Rational } from "./rational";

type Tok =
  | { k: "num"; v: Rational; comma: boolean }
  | { k: "op"; op: "+" | "-" | "*" | "/" | "^" }
  | { k: "(" }
  | { k: ")" }
  | { k: "=" }
  | { k: "%" }
  | { k: "$" }
  | { k: "break"; text: string };

export interface LineAnalysis {
  /** Claims found, each as its parts ("48/2", "24"). */
  claims: string[][];
  /** The value of each claim (all its sides agree when the line is clean). */
  claimValues: Rational[];
  /** Why the line is not machine-readable, or null when it is. */
  problem: string | null;
  /** Operators used in the claims, for variety when choosing problems. */
  ops: Set<string>;
  numbers: Rational[];
  /** Numbers a claim computes with (every side but the last). */
  operands: Rational[];
}

function tokenize(line: string): Tok[] {
  const out: Tok[] = [];
  const re = /(\d+(?:,\d+)*(?:\.\d+)?)|([A-Za-z]+)|(\s+)|(.)/gu;
  for (const m of line.matchAll(re)) {
    if (m[1]) out.push({ k: "num", v: Rational.parse(m[1].replace(/,/g, "")), comma: m[1].includes(",") });
    else if (m[2]) out.push(m[2] === "x" || m[2] === "X" ? { k: "break", text: "x" } : { k: "break", text: m[2] });
    else if (m[3]) continue;
    else {
      const c = m[4];
      if (c === "+" || c === "-" || c === "−" || c === "–") out.push({ k: "op", op: "-" === c || c === "−" || c === "–" ? "-" : "+" });
      else if (c === "*" || c === "×" || c === "·") out.push({ k: "op", op: "*" });
      else if (c === "/" || c === "÷") out.push({ k: "op", op: "/" });
      else if (c === "^") out.push({ k: "op", op: "^" });
      else if (c === "(" || c === ")" || c === "=" || c === "%" || c === "$") out.push({ k: c } as Tok);
      else out.push({ k: "break", text: c });
    }
  }
  // "x" is multiplication only between two operands: "0.2 x 50"
  return out.map((t, i) => {
    if (t.k !== "break" || t.text !== "x") return t;
    const prev = out[i - 1];
    const next = out[i + 1]?.k === "$" ? out[i + 2] : out[i + 1];
    const operandBefore = prev && (prev.k === "num" || prev.k === ")" || prev.k === "%");
    const operandAfter = next && (next.k === "num" || next.k === "(");
    return operandBefore && operandAfter ? { k: "op", op: "*" } : t;
  });
}

class Parser {
  private i = 0;
  constructor(private readonly toks: Tok[]) {}

  parseAll(): Rational {
    const v = this.expr();
    if (this.i !== this.toks.length) throw new Error("trailing tokens");
    return v;
  }
  private peek(): Tok | undefined {
    return this.toks[this.i];
  }
  private expr(): Rational {
    let v = this.term();
    for (let t = this.peek(); t?.k === "op" && (t.op === "+" || t.op === "-"); t = this.peek()) {
      this.i++;
      const r = this.term();
      v = t.op === "+" ? v.add(r) : v.sub(r);
    }
    return v;
  }
  private term(): Rational {
    let v = this.factor();
    for (let t = this.peek(); t?.k === "op" && (t.op === "*" || t.op === "/"); t = this.peek()) {
      this.i++;
      const r = this.factor();
      v = t.op === "*" ? v.mul(r) : v.div(r);
    }
    return v;
  }
  private factor(): Rational {
    const t = this.peek();
    if (t?.k === "op" && t.op === "-") {
      this.i++;
      return this.factor().neg();
    }
    let v = this.atom();
    const n = this.peek();
    if (n?.k === "op" && n.op === "^") {
      this.i++;
      const e = this.factor();
      if (!e.isInteger() || e.sign() < 0) throw new Error("odd exponent");
      v = v.pow(e.toNumber());
    }
    return v;
  }
  private atom(): Rational {
    const t = this.peek();
    if (t?.k === "$") {
      this.i++;
      return this.atom();
    }
    let v: Rational;
    if (t?.k === "num") {
      this.i++;
      v = t.v;
    } else if (t?.k === "(") {
      this.i++;
      v = this.expr();
      if (this.peek()?.k !== ")") throw new Error("unclosed bracket");
      this.i++;
    } else throw new Error("operand expected");
    if (this.peek()?.k === "%") {
      this.i++;
      v = v.div(Rational.of(100));
    }
    return v;
  }
}

const isMath = (t: Tok) => t.k !== "break";
const text = (toks: Tok[]) =>
  toks
    .map((t) => (t.k === "num" ? t.v.toDecimal() ?? t.v.toString() : t.k === "op" ? t.op : t.k === "break" ? t.text : t.k))
    .join(" ");

export function analyzeLine(line: string): LineAnalysis {
  const toks = tokenize(line);
  const result: LineAnalysis = { claims: [], claimValues: [], problem: null, ops: new Set(), numbers: [], operands: [] };
  for (const t of toks) {
    if (t.k === "num") {
      result.numbers.push(t.v);
      if (t.comma) result.problem ??= "number with a comma";
    }
  }
  let i = 0;
  while (i < toks.length) {
    if (!isMath(toks[i])) {
      i++;
      continue;
    }
    let j = i;
    while (j < toks.length && isMath(toks[j])) j++;
    let run = toks.slice(i, j);
    i = j;
    // a hyphen or dangling sign at the edge ("12-year-old", "- 3 apples") is prose, not maths
    while (run.length && run[run.length - 1].k === "op") run = run.slice(0, -1);
    const hasEq = run.some((t) => t.k === "=");
    const hasBinaryOp = run.some((t, idx) => t.k === "op" && idx > 0 && run[idx - 1].k !== "=" && run[idx - 1].k !== "(");
    if (!hasEq) {
      if (hasBinaryOp) result.problem ??= `expression without a result: ${text(run)}`;
      continue;
    }
    const parts: Tok[][] = [[]];
    for (const t of run) if (t.k === "=") parts.push([]);
    else parts[parts.length - 1].push(t);
    if (parts.some((p) => p.length === 0)) {
      result.problem ??= `"=" next to words: ${text(run)}`;
      continue;
    }
    try {
      const values = parts.map((p) => new Parser(p).parseAll());
      if (!values.every((v) => v.equals(values[0]))) result.problem ??= `false claim: ${text(run)}`;
      for (const t of run) if (t.k === "op") result.ops.add(t.op);
      result.claims.push(parts.map(text));
      result.claimValues.push(values[values.length - 1]);
      for (const part of parts.slice(0, -1)) for (const t of part) if (t.k === "num") result.operands.push(t.v);
    } catch (e) {
      result.problem ??= `unreadable: ${text(run)} (${(e as Error).message})`;
    }
  }
  return result;
}
