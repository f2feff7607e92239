// Known student misconceptions as rewrites of an expression tree. To classify a wrong step
// we apply each rewrite to the previous expression/equation and see whether the student's
// result matches: a match is evidence of *which* mistake was made.
import type { MathNode } from "mathjs";
import { parseExpr } from "./parse";

export type MisconceptionKind = "sign" | "distribution" | "fraction";

export interface Variant {
  node: MathNode;
  kind: MisconceptionKind;
}

interface Op {
  type: string;
  fn: string;
  args: MathNode[];
  content?: MathNode;
  value?: unknown;
  implicit?: boolean;
}

const o = (n: MathNode) => n as unknown as Op;
const MAX_VARIANTS = 60;
/** Distribution rewrites tried on top of a distribution rewrite (a line has few brackets). */
const MAX_TWICE_DISTRIBUTED = 6;

export function strip(n: MathNode): MathNode {
  let cur = n;
  while (cur.type === "ParenthesisNode") cur = o(cur).content!;
  return cur;
}

function str(n: MathNode): string {
  return n.toString({ parenthesis: "keep" });
}

interface Term {
  sign: 1 | -1;
  node: MathNode;
}

/** Top-level additive terms of a sum (parentheses are not entered). */
export function terms(n: MathNode): Term[] {
  const out: Term[] = [];
  const walk = (x: MathNode, sign: 1 | -1) => {
    const p = o(x);
    if (x.type === "OperatorNode" && p.args.length === 2 && (p.fn === "add" || p.fn === "subtract")) {
      walk(p.args[0], sign);
      walk(p.args[1], p.fn === "subtract" ? ((-sign) as 1 | -1) : sign);
    } else if (x.type === "OperatorNode" && p.fn === "unaryMinus") {
      walk(p.args[0], (-sign) as 1 | -1);
    } else out.push({ sign, node: x });
  };
  walk(n, 1);
  return out;
}

function sumString(ts: Array<{ sign: 1 | -1; text: string }>): string {
  return ts.map((t, i) => (t.sign < 0 ? (i ? " - " : "-") : i ? " + " : "") + `(${t.text})`).join("");
}

function replaceIn(root: MathNode, target: MathNode, replacement: string): MathNode | null {
  const text = root.toString({
    parenthesis: "keep",
    handler: (n: MathNode) => (n === target ? `(${replacement})` : undefined),
  } as unknown as object);
  return parseExpr(text)?.node ?? null;
}

/** The two operands of a binary operator node with function `fn` ("divide", "add", ...), brackets stripped, or null. */
export function binaryArgs(n: MathNode, fn: string): [MathNode, MathNode] | null {
  const x = strip(n);
  return x.type === "OperatorNode" && o(x).fn === fn && o(x).args.length === 2 ? [o(x).args[0], o(x).args[1]] : null;
}

/** A whole-number constant (brackets stripped), or null. */
export function intConst(n: MathNode): bigint | null {
  const x = strip(n);
  if (x.type !== "ConstantNode") return null;
  const v = o(x).value;
  const s = String(v);
  return /^\d+$/.test(s) ? BigInt(s) : null;
}

function gcd(a: bigint, b: bigint): bigint {
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y) [x, y] = [y, x % y];
  return x;
}

/** "30% of 300" as lib/math reads it, (30/100) × 300: the percent's number and the node it is taken of, or null. */
export function percentOf(n: MathNode): { percent: bigint; base: MathNode } | null {
  const x = strip(n);
  if (x.type !== "OperatorNode" || o(x).fn !== "multiply" || o(x).args.length !== 2) return null;
  for (const [k, rate] of o(x).args.entries()) {
    const f = simpleFraction(rate);
    if (f && f[1] === 100n && f[0] > 0n) return { percent: f[0], base: o(x).args[1 - k] };
  }
  return null;
}

/** "(3/4) * 20": a simple fraction (not a percent) times an amount, or null. */
export function fractionOf(n: MathNode): { num: bigint; den: bigint; base: MathNode } | null {
  const x = strip(n);
  if (x.type !== "OperatorNode" || o(x).fn !== "multiply" || o(x).args.length !== 2) return null;
  for (const [k, rate] of o(x).args.entries()) {
    const f = simpleFraction(rate);
    if (f && f[1] !== 100n && f[0] > 0n && f[1] > 0n) return { num: f[0], den: f[1], base: o(x).args[1 - k] };
  }
  return null;
}

/** "(7 - 1)/20": a single fraction's numerator terms (whole numbers, with signs) and denominator, or null. */
export function sumOverNumber(n: MathNode): { numerators: Array<{ sign: 1 | -1; value: bigint }>; denominator: bigint } | null {
  const x = strip(n);
  if (x.type !== "OperatorNode" || o(x).fn !== "divide") return null;
  const denominator = intConst(o(x).args[1]);
  const parts = terms(strip(o(x).args[0]));
  const numerators = parts.map((t) => ({ sign: t.sign, value: intConst(t.node) }));
  if (denominator === null || denominator === 0n || parts.length < 2 || numerators.some((t) => t.value === null)) return null;
  return { numerators: numerators as Array<{ sign: 1 | -1; value: bigint }>, denominator };
}

export function simpleFraction(n: MathNode): [bigint, bigint] | null {
  const x = strip(n);
  // "(-8/9)": a negative fraction is its numerator's sign
  if (x.type === "OperatorNode" && o(x).fn === "unaryMinus") {
    const f = simpleFraction(o(x).args[0]);
    return f && [-f[0], f[1]];
  }
  if (x.type === "OperatorNode" && o(x).fn === "divide") {
    const a = intConst(o(x).args[0]);
    const b = intConst(o(x).args[1]);
    return a !== null && b !== null && b !== 0n ? [a, b] : null;
  }
  return null;
}

/** The factor and bracket of "k(a + b)", "(a + b)k" or "-(a + b)", or null. */
/** "k(…)" or "(…)k" or "-(…)": the factor's text and the bracket; null for any other node. */
export function bracketProduct(n: MathNode): [string, MathNode] | null {
  const p = o(n);
  if (n.type !== "OperatorNode") return null;
  if (p.fn === "multiply" && p.args.length === 2) {
    const [a, b] = p.args;
    if (b.type === "ParenthesisNode") return [str(a), b];
    if (a.type === "ParenthesisNode") return [str(b), a];
  }
  if (p.fn === "unaryMinus" && p.args[0].type === "ParenthesisNode") return ["-1", p.args[0]];
  return null;
}

/**
 * "-3(3y - 6)" → "-9y - 18", "-(x - 2)" → "-x - 2": every term multiplied, but the later products
 * got the wrong sign. Independent writers of the blind student sets call that a sign error
 * (a term left unmultiplied is the distribution error).
 */
function distributedSignVariants(n: MathNode): string[] {
  const bp = bracketProduct(n);
  if (!bp) return [];
  const [k, inner] = bp;
  const ts = terms(strip(inner));
  if (ts.length < 2) return [];
  const [first, ...rest] = ts;
  const head = { sign: first.sign, text: `(${k}) * (${str(first.node)})` };
  return [sumString([head, ...rest.map((t) => ({ sign: (-t.sign) as 1 | -1, text: `(${k}) * (${str(t.node)})` }))])];
}

function distributionVariants(n: MathNode): string[] {
  const p = o(n);
  const out: string[] = [];
  if (n.type !== "OperatorNode") return out;
  const bp = bracketProduct(n);
  if (p.fn === "pow" && p.args.length === 2 && p.args[0].type === "ParenthesisNode" && /^[23]$/.test(str(p.args[1]).trim())) {
    // "(a + 1)^2" → "a^2 + 1": the power given to each term of the bracket
    const e = Number(str(p.args[1]).trim());
    const ts = terms(strip(p.args[0]));
    if (ts.length >= 2) out.push(sumString(ts.map((t) => ({ sign: (e % 2 === 0 ? 1 : t.sign) as 1 | -1, text: `(${str(t.node)})^${e}` }))));
  } else if (bp) {
    // "3(x + 4)" → "3x + 4": only the first term multiplied
    const ts = terms(strip(bp[1]));
    if (ts.length < 2) return out;
    const [first, ...rest] = ts;
    out.push(sumString([{ sign: first.sign, text: `(${bp[0]}) * (${str(first.node)})` }, ...rest.map((t) => ({ sign: t.sign, text: str(t.node) }))]));
    // "-5(4y + 4)" → "-20y - 4": the later terms got the minus sign but not the 5 (student-blind-62 dev)
    if (/^-\s*\d+(?:\.\d+)?$/.test(bp[0].trim()) && Number(bp[0].replace(/\s/g, "")) !== -1) {
      out.push(sumString([{ sign: first.sign, text: `(${bp[0]}) * (${str(first.node)})` }, ...rest.map((t) => ({ sign: (-t.sign) as 1 | -1, text: str(t.node) }))]));
    }
  } else if (p.fn === "subtract" && p.args.length === 2 && o(p.args[1]).fn === "multiply" && o(p.args[1]).args.length === 2) {
    // "a - 2(x + 6)" → "a - 2x + 6": only the first term got the "-2", the rest kept its sign
    const [k, inner] = o(p.args[1]).args;
    const ts = inner.type === "ParenthesisNode" ? terms(strip(inner)) : [];
    if (ts.length >= 2) {
      const [first, ...rest] = ts;
      out.push(`(${str(p.args[0])}) - (${str(k)}) * (${first.sign < 0 ? "-" : ""}${str(first.node)})` + rest.map((t) => (t.sign > 0 ? " + " : " - ") + `(${str(t.node)})`).join(""));
    }
  } else if (p.fn === "subtract" && p.args.length === 2 && p.args[1].type === "ParenthesisNode") {
    const ts = terms(strip(p.args[1]));
    if (ts.length >= 2) {
      const [first, ...rest] = ts;
      out.push(`${str(p.args[0])} - ${sumString([{ sign: first.sign, text: str(first.node) }, ...rest.map((t) => ({ sign: t.sign, text: str(t.node) }))])}`.replace(/- -/g, "+ "));
      out.push(`(${str(p.args[0])}) - (${str(first.node)})` + rest.map((t) => (t.sign > 0 ? " + " : " - ") + `(${str(t.node)})`).join(""));
    }
  }
  return out;
}

function signVariants(n: MathNode, parent: MathNode | null): string[] {
  const p = o(n);
  const out: string[] = [];
  if (n.type !== "OperatorNode") return out;
  const isSum = (x: MathNode | null) => !!x && x.type === "OperatorNode" && (o(x).fn === "add" || o(x).fn === "subtract") && o(x).args.length === 2;
  if (isSum(n) && !isSum(parent)) {
    const ts = terms(n);
    ts.forEach((_, i) => out.push(sumString(ts.map((t, j) => ({ sign: (j === i ? -t.sign : t.sign) as 1 | -1, text: str(t.node) })))));
  }
  if (p.fn === "unaryMinus") out.push(str(p.args[0]));
  if (p.fn === "multiply" && p.args.length === 2 && p.args.some((a) => strip(a).type === "OperatorNode" && o(strip(a)).fn === "unaryMinus")) {
    out.push(`-(${str(n)})`);
  }
  if (p.fn === "divide" && p.args.length === 2 && p.args.some((a) => strip(a).type === "OperatorNode" && o(strip(a)).fn === "unaryMinus")) {
    out.push(`-(${str(n)})`);
  }
  return out;
}

function fractionVariants(n: MathNode, parent: MathNode | null): string[] {
  const p = o(n);
  const out: string[] = [];
  if (n.type !== "OperatorNode" || p.args.length !== 2) return out;
  // "2/12 - 9/12 - 4/12 = -11/36": a whole sum of fractions, numerators combined over the sum of
  // the denominators (only at the top of the sum: a rewrite of part of it is the binary case)
  const isSum = (x: MathNode | null) => !!x && x.type === "OperatorNode" && (o(x).fn === "add" || o(x).fn === "subtract");
  if (isSum(n) && !isSum(parent)) {
    const ts = terms(n);
    const fs = ts.map((t) => simpleFraction(t.node));
    if (ts.length >= 3 && fs.every((f) => f !== null)) {
      const num = ts.map((t, i) => `${t.sign < 0 ? "-" : "+"} ${fs[i]![0]}`).join(" ");
      out.push(`(${num}) / (${fs.map((f) => f![1]).join(" + ")})`);
    }
  }
  const [x, y] = p.args;
  const fx = simpleFraction(x);
  const fy = simpleFraction(y);
  const ix = intConst(x);
  const iy = intConst(y);
  if ((p.fn === "add" || p.fn === "subtract") && fx && fy) {
    const s = p.fn === "add" ? "+" : "-";
    const [a, b] = fx;
    const [c, d] = fy;
    out.push(`(${a} ${s} ${c}) / (${b} ${s} ${d})`);
    // "3/4 - 1/4 = 2/8": numerators subtracted, denominators added
    if (p.fn === "subtract") out.push(`(${a} - ${c}) / (${b} + ${d})`);
    if (b !== d) out.push(`(${a} ${s} ${c}) / (${b} * ${d})`, `(${a} ${s} ${c}) / ${b}`, `(${a} ${s} ${c}) / ${d}`);
  }
  if ((p.fn === "add" || p.fn === "subtract") && fx && iy !== null) out.push(`(${fx[0]} ${p.fn === "add" ? "+" : "-"} ${iy}) / ${fx[1]}`);
  // "n/2 + 1" → "(n + 1)/2": the whole number added to the numerator of a fraction with letters
  const sx = strip(x);
  if ((p.fn === "add" || p.fn === "subtract") && !fx && iy !== null && sx.type === "OperatorNode" && o(sx).fn === "divide" && intConst(o(sx).args[1]) !== null)
    out.push(`(${str(o(sx).args[0])} ${p.fn === "add" ? "+" : "-"} ${iy}) / ${intConst(o(sx).args[1])}`);
  if (p.fn === "add" && ix !== null && fy) out.push(`(${ix} + ${fy[0]}) / ${fy[1]}`);
  if (p.fn === "multiply") {
    // "2/3 × 1/3 = 2/3": the common denominator kept, as when adding
    if (fx && fy && fx[1] === fy[1]) out.push(`(${fx[0]} * ${fy[0]}) / ${fx[1]}`);
    if (fx && iy !== null) out.push(`(${fx[0]} * ${iy}) / (${fx[1]} * ${iy})`);
    if (fy && ix !== null) out.push(`(${fy[0]} * ${ix}) / (${fy[1]} * ${ix})`);
    // "3/4 of 20 = 20 ÷ 4": divided by the denominator, the numerator left out
    if (fx && fx[0] !== 1n && iy !== null) out.push(`${iy} / ${fx[1]}`);
    if (fy && fy[0] !== 1n && ix !== null) out.push(`${ix} / ${fy[1]}`);
    if (fx && fy) out.push(`(${fx[0]} * ${fy[1]}) / (${fx[1]} * ${fy[0]})`);
    // "1/4 × 3/10 = 3/14": numerators multiplied, denominators added (the adding rule's half)
    if (fx && fy) out.push(`(${fx[0]} * ${fy[0]}) / (${fx[1]} + ${fy[1]})`);
    // "5/6 × 3/4" → "5/3 × 3/2": a common factor cancelled between the two denominators (or numerators)
    if (fx && fy) {
      const g = gcd(fx[1], fy[1]);
      if (g > 1n) out.push(`(${fx[0]} / ${fx[1] / g}) * (${fy[0]} / ${fy[1] / g})`);
      const h = gcd(fx[0], fy[0]);
      if (h > 1n) out.push(`(${fx[0] / h} / ${fx[1]}) * (${fy[0] / h} / ${fy[1]})`);
    }
  }
  if (p.fn === "divide" && fx && fy) {
    out.push(`(${fx[0]} * ${fy[0]}) / (${fx[1]} * ${fy[1]})`, `(${fx[1]} * ${fy[0]}) / (${fx[0]} * ${fy[1]})`);
  }
  if (p.fn === "divide" && fx && iy !== null) out.push(`(${fx[0]}) / (${fx[1]})`, `(${fx[0]} * ${iy}) / (${fx[1]})`);
  // "6 ÷ 7/8 = 1/6 × 7/8": the whole number inverted instead of the divisor
  if (p.fn === "divide" && ix !== null && ix !== 0n && fy) out.push(`(${fy[0]}) / (${ix} * ${fy[1]})`);
  // "6 ÷ 1/3 = 6 × 1/3": multiplied without inverting the divisor
  if (p.fn === "divide" && ix !== null && fy) out.push(`(${ix} * ${fy[0]}) / (${fy[1]})`);
  return out;
}

const variantCache = new WeakMap<MathNode, Variant[]>();

type VariantGen = (n: MathNode, parent: MathNode | null) => string[];
const GENERATORS: Array<[MisconceptionKind, VariantGen]> = [
  ["distribution", (n) => distributionVariants(n)],
  ["fraction", fractionVariants],
  ["sign", signVariants],
  ["sign", (n) => distributedSignVariants(n)],
];

/** Each single rewrite of root by the given generators, up to `limit` variants. */
function rewrites(root: MathNode, gens: Array<[MisconceptionKind, VariantGen]>, limit: number): Variant[] {
  const out: Variant[] = [];
  const visit: Array<[MathNode, MathNode | null]> = [];
  root.traverse((n, _path, parent) => visit.push([n, parent ?? null]));
  for (const [kind, gen] of gens) {
    for (const [n, parent] of visit) {
      for (const rep of gen(n, parent)) {
        if (out.length >= limit) return out;
        const node = replaceIn(root, n, rep);
        if (node) out.push({ node, kind });
      }
    }
  }
  return out;
}

/**
 * All single-rewrite misconception variants of an expression tree, and distribution applied the
 * same wrong way to two brackets ("4(5x + 5) - 2(x + 6)" → "20x + 5 - 2x + 6"): a student who
 * multiplies only the first term does it to every bracket of the line.
 */
export function misconceptionVariants(root: MathNode): Variant[] {
  const hit = variantCache.get(root);
  if (hit) return hit;
  let out: Variant[] = [];
  try {
    out = rewrites(root, GENERATORS, MAX_VARIANTS);
    const distributed = out.filter((v) => v.kind === "distribution").slice(0, MAX_TWICE_DISTRIBUTED);
    for (const v of distributed) out.push(...rewrites(v.node, GENERATORS.slice(0, 1), MAX_TWICE_DISTRIBUTED));
  } catch {
    // a rewrite that fails just contributes no variant
  }
  variantCache.set(root, out);
  return out;
}
