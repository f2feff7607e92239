// A side of an equation (or an expression to simplify) read as a polynomial of degree ≤ 2 in one
// variable, with exact coefficients, plus what its written form still needs: brackets to expand,
// like terms to collect, a sum of numbers to work out. The solver in algebra-hints.ts picks the
// next standard move from these facts.
import type { MathNode } from "mathjs";
import { evaluate } from "@/lib/math/evaluate";
import { terms } from "@/lib/math/misconceptions";
import { add, div, frac, isZero, mul, sub, valEquals, valToString, type Val } from "@/lib/math/rational";

/** [constant, x, x²] coefficients. */
export type Poly = [Val, Val, Val];

const SAMPLES = [0, 1, 2, 3, -1, 5].map((n) => frac(n));

/** Exact coefficients of a polynomial of degree ≤ 2 in `v`, or null (not one, or undefined somewhere). */
export function polyOf(node: MathNode, v: string): Poly | null {
  const f = (t: Val) => evaluate(node, new Map([[v, t]]));
  const ys = SAMPLES.map(f);
  if (ys.some((y) => y === null)) return null;
  const [f0, f1, f2] = ys as Val[];
  // f(t) = c + b t + a t²: a = (f2 - 2 f1 + f0) / 2, b = f1 - f0 - a, c = f0
  const a = div(add(sub(f2, mul(frac(2), f1)!)!, f0)!, frac(2));
  if (a === null) return null;
  const b = sub(sub(f1, f0)!, a)!;
  const p: Poly = [f0, b, a];
  for (let i = 3; i < SAMPLES.length; i++) {
    const y = valueAt(p, SAMPLES[i]);
    if (y === null || !valEquals(y, ys[i]!)) return null;
  }
  return p;
}

export function valueAt(p: Poly, t: Val): Val | null {
  const t2 = mul(t, t);
  if (t2 === null) return null;
  const bt = mul(p[1], t);
  const at = mul(p[2], t2);
  return bt === null || at === null ? null : add(add(p[0], bt)!, at);
}

export function degree(p: Poly): number {
  return !isZero(p[2]) ? 2 : !isZero(p[1]) ? 1 : 0;
}

export function polySub(a: Poly, b: Poly): Poly {
  return [sub(a[0], b[0])!, sub(a[1], b[1])!, sub(a[2], b[2])!];
}

const o = (n: MathNode) => n as unknown as { fn?: string; args?: MathNode[]; content?: MathNode; value?: unknown; name?: string };

function stripParens(n: MathNode): MathNode {
  let cur = n;
  while (cur.type === "ParenthesisNode") cur = o(cur).content!;
  return cur;
}

const isNumber = (n: MathNode): boolean => {
  const x = stripParens(n);
  if (x.type === "ConstantNode") return true;
  // a written fraction in lowest terms such as (3/4) counts as one number; 21/3 and 6/9 are still to work out
  if (x.type !== "OperatorNode" || o(x).fn !== "divide" || !o(x).args!.every((a) => stripParens(a).type === "ConstantNode")) return false;
  const [p, q] = o(x).args!.map((a) => Number(o(stripParens(a)).value));
  return Number.isInteger(p) && Number.isInteger(q) && q > 1 && gcd(p, q) === 1;
};

function gcd(a: number, b: number): number {
  return b === 0 ? Math.abs(a) : gcd(b, a % b);
}
const isVarPower = (n: MathNode): boolean => {
  const x = stripParens(n);
  if (x.type === "SymbolNode") return true;
  return x.type === "OperatorNode" && o(x).fn === "pow" && stripParens(o(x).args![0]).type === "SymbolNode" && isNumber(o(x).args![1]);
};

/** A term written in its simplest shape: 7, 3/4, x, 5x, (3/4)x, x/2, x², -2x². */
export function isSimpleTerm(n: MathNode): boolean {
  const x = stripParens(n);
  if (x.type === "OperatorNode" && (o(x).fn === "unaryMinus" || o(x).fn === "unaryPlus")) return isSimpleTerm(o(x).args![0]);
  if (isNumber(x) || isVarPower(x)) return true;
  if (x.type !== "OperatorNode") return false;
  const [a, b] = o(x).args!;
  if (o(x).fn === "multiply") return (isNumber(a) && isVarPower(b)) || (isVarPower(a) && isNumber(b));
  if (o(x).fn === "divide") return isVarPower(a) && isNumber(b);
  return false;
}

export interface SideShape {
  poly: Poly;
  /** The written additive terms with their own polynomials. */
  terms: { node: MathNode; sign: 1 | -1; poly: Poly }[];
  /** A term that is a bracket (or product with one) holding several terms: 4(x - 1), -(x + 3). */
  bracket: MathNode | null;
  /** Some degree has more than one term (5x - 2x, 30 - 25 - 1). */
  uncollected: number | null;
  /** A single term that still has arithmetic in it (21 ÷ 3, 2·3x). */
  unworked: MathNode | null;
}

export function shapeOf(node: MathNode, v: string): SideShape | null {
  const poly = polyOf(node, v);
  if (!poly) return null;
  const ts: SideShape["terms"] = [];
  for (const t of terms(node)) {
    const p = polyOf(t.node, v);
    if (!p) return null;
    ts.push({ node: t.node, sign: t.sign, poly: p });
  }
  const bracket = ts.find((t) => [0, 1, 2].filter((d) => !isZero(t.poly[d])).length > 1)?.node ?? null;
  let uncollected: number | null = null;
  for (const d of [2, 1, 0]) {
    if (ts.filter((t) => degree(t.poly) === d && !isZero(t.poly[d]) && !(d === 0 && isZero(t.poly[0]))).length > 1) {
      uncollected ??= d;
    }
  }
  const unworked = ts.find((t) => !isSimpleTerm(t.node))?.node ?? null;
  return { poly, terms: ts, bracket, uncollected, unworked };
}

/** A coefficient times x^d as a student writes it: "5x", "-x", "x^2", "3/4x" → "\frac{3}{4}x". */
export function monomial(c: Val, d: number, v: string): string {
  const num = valToString(c);
  const body = d === 0 ? "" : d === 1 ? v : `${v}^2`;
  if (d === 0) return latexNumber(num);
  if (num === "1") return body;
  if (num === "-1") return `-${body}`;
  return `${latexNumber(num)}${body}`;
}

export function latexNumber(s: string): string {
  const m = /^(-?)(\d+)\/(\d+)$/.exec(s);
  return m ? `${m[1]}\\frac{${m[2]}}{${m[3]}}` : s;
}

/** A polynomial written out: "3x - 8", "x^2 - 5x + 6", "0". */
export function polyText(p: Poly, v: string): string {
  const parts: string[] = [];
  for (const d of [2, 1, 0]) {
    if (isZero(p[d])) continue;
    const m = monomial(p[d], d, v);
    if (!parts.length) parts.push(m);
    else parts.push(m.startsWith("-") ? `- ${m.slice(1)}` : `+ ${m}`);
  }
  return parts.length ? parts.join(" ") : "0";
}

/** A fraction in lowest terms prints as \frac{3}{4}; 21 / 3 stays a division to work out. */
function fractionHandler(n: MathNode): string | undefined {
  const x = stripParens(n);
  if (!isNumber(x) || x.type !== "OperatorNode") return undefined;
  const [p, q] = o(x).args!.map((a) => String(o(stripParens(a)).value));
  return `\\frac{${p}}{${q}}`;
}

/** The written text of a node, as mathjs prints it with the student's brackets. */
export function nodeText(n: MathNode): string {
  return n
    .toString({ parenthesis: "keep", implicit: "hide", handler: fractionHandler } as unknown as object)
    .replace(/(\d) ([a-z(])/g, "$1$2")
    .replace(/\s*\*\s*/g, " \\cdot ")
    .replace(/\s*\/\s*/g, " \\div ");
}
