// A tiny arithmetic tree that evaluates one operation per step, in the conventional order,
// and prints every intermediate expression the way a student writes it.
import { DIVIDE, TIMES } from "./format";
import { Rational } from "./rational";

export type Op = "+" | "-" | "×" | "÷" | "^";
export type Node =
  | { t: "num"; v: Rational }
  | { t: "op"; op: Op; l: Node; r: Node; group: boolean };

export const num = (v: number | Rational): Node => ({ t: "num", v: typeof v === "number" ? Rational.of(v) : v });
const mk = (op: Op) => (l: Node | number, r: Node | number): Node => ({
  t: "op",
  op,
  l: typeof l === "number" ? num(l) : l,
  r: typeof r === "number" ? num(r) : r,
  group: false,
});
export const add = mk("+");
export const sub = mk("-");
export const mul = mk("×");
export const div = mk("÷");
export const pow = mk("^");
/** Brackets written in the problem; they vanish once their content is a number. */
export const group = (n: Node): Node => (n.t === "op" ? { ...n, group: true } : n);

const PREC: Record<Op, number> = { "+": 1, "-": 1, "×": 2, "÷": 2, "^": 3 };

export function evaluate(n: Node): Rational {
  if (n.t === "num") return n.v;
  const a = evaluate(n.l);
  const b = evaluate(n.r);
  switch (n.op) {
    case "+":
      return a.add(b);
    case "-":
      return a.sub(b);
    case "×":
      return a.mul(b);
    case "÷":
      return a.div(b);
    case "^":
      return a.pow(b.toNumber());
  }
}

export function render(n: Node, first = true): string {
  if (n.t === "num") {
    const s = n.v.toString();
    return s.startsWith("-") && !first ? `(${s})` : s;
  }
  const wrap = (child: Node, isRight: boolean, isFirst: boolean): string => {
    if (child.t === "num") {
      const negative = child.v.sign() < 0;
      // (-3)^2 is not -3^2, and a fraction next to × or ÷ must not be read left to right
      if (negative && (n.op === "^" || !isFirst)) return `(${child.v.toString()})`;
      if (!child.v.isInteger() && (n.op === "×" || n.op === "÷" || n.op === "^")) return `(${child.v.toString()})`;
      return child.v.toString();
    }
    const needs =
      child.group ||
      PREC[child.op] < PREC[n.op] ||
      (isRight && PREC[child.op] === PREC[n.op] && n.op !== "+" && n.op !== "×") ||
      (n.op === "^" && !isRight);
    return needs ? `(${render(child, true)})` : render(child, isFirst);
  };
  const left = wrap(n.l, false, first);
  const right = wrap(n.r, true, false);
  return n.op === "^" ? `${left}^${right}` : `${left} ${n.op} ${right}`;
}

interface Candidate {
  path: ("l" | "r")[];
  priority: number;
}

function candidates(n: Node, path: ("l" | "r")[], inGroup: boolean, out: Candidate[]): void {
  if (n.t === "num") return;
  const g = inGroup || n.group;
  candidates(n.l, [...path, "l"], g, out);
  if (n.l.t === "num" && n.r.t === "num") out.push({ path, priority: (g ? 10 : 0) + PREC[n.op] });
  candidates(n.r, [...path, "r"], g, out);
}

function reduce(n: Node & { t: "op" }): Node {
  const r = (n.r as { t: "num"; v: Rational }).v;
  // Adding a negative / subtracting a negative is its own step, as students are taught.
  if (n.op === "+" && r.sign() < 0) return { ...n, op: "-", r: num(r.neg()) };
  if (n.op === "-" && r.sign() < 0) return { ...n, op: "+", r: num(r.neg()) };
  return num(evaluate(n));
}

function replaceAt(n: Node, path: ("l" | "r")[], fn: (m: Node & { t: "op" }) => Node): Node {
  if (path.length === 0) return fn(n as Node & { t: "op" });
  if (n.t === "num") throw new Error("bad path");
  const [head, ...rest] = path;
  return { ...n, [head]: replaceAt(n[head], rest, fn) } as Node;
}

/** Every expression from the start to the final number, one operation (or sign rewrite) apart. */
export function evaluationTrace(start: Node): string[] {
  const out = [render(start)];
  let cur = start;
  while (cur.t === "op") {
    const cands: Candidate[] = [];
    candidates(cur, [], false, cands);
    // highest priority wins; ties go to the leftmost, which candidates() lists first
    const best = cands.reduce((a, b) => (b.priority > a.priority ? b : a));
    cur = replaceAt(cur, best.path, reduce);
    out.push(render(cur));
  }
  return out;
}

/** Plain ASCII of the tree for independent checkers (mathjs). */
export function asciiOf(n: Node): string {
  return render(n).replace(new RegExp(TIMES, "g"), "*").replace(new RegExp(DIVIDE, "g"), "/");
}
