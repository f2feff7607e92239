// Solution sets of equations in one variable, computed exactly: the residual lhs - rhs is
// interpolated as a polynomial of degree ≤ 2 from exact samples and verified at further
// points; linear and quadratic equations then have closed-form roots (exact when rational).
import type { ParsedExpr } from "./parse";
import { evaluate } from "./evaluate";
import { add, div, frac, isExact, isZero, mul, neg, sqrt, sub, toNumber, valEquals, type Val } from "./rational";
import { SOLVE_CACHE } from "../cache/limits";
import { REL_TOL } from "./vocabulary/tolerance";
import { LruCache, memo } from "../cache/lru";

export interface Equation {
  lhs: ParsedExpr;
  rhs: ParsedExpr;
  vars: string[];
}

export type SolutionSet =
  | { kind: "finite"; variable: string; values: Val[] }
  | { kind: "all" }
  | { kind: "none" }
  | { kind: "unknown" };

export function makeEquation(lhs: ParsedExpr, rhs: ParsedExpr): Equation {
  return { lhs, rhs, vars: [...new Set([...lhs.vars, ...rhs.vars])].sort() };
}

export function residual(eq: Equation, variable: string, t: Val): Val | null {
  const scope = new Map([[variable, t]]);
  const a = evaluate(eq.lhs.node, scope);
  const b = evaluate(eq.rhs.node, scope);
  return a === null || b === null ? null : sub(a, b);
}

const TS = [0, 1, 2, 3, -1, -2, 5, 7, -4, 11].map((n) => frac(n));

interface Poly {
  a: Val;
  b: Val;
  c: Val;
}

function fitQuadratic(eq: Equation, v: string): Poly | null {
  const pts: Array<[Val, Val]> = [];
  for (const t of TS) {
    const f = residual(eq, v, t);
    if (f === null) return null; // undefined somewhere: not a polynomial equation
    pts.push([t, f]);
    if (pts.length === 6) break;
  }
  if (pts.length < 6) return null;
  const [[t0, f0], [t1, f1], [t2, f2]] = pts;
  const d1 = div(sub(f1, f0)!, sub(t1, t0)!);
  const d12 = div(sub(f2, f1)!, sub(t2, t1)!);
  if (d1 === null || d12 === null) return null;
  const d2 = div(sub(d12, d1)!, sub(t2, t0)!);
  if (d2 === null) return null;
  const p = (t: Val): Val | null => {
    const u = mul(d1, sub(t, t0)!);
    const w = mul(mul(d2, sub(t, t0)!)!, sub(t, t1)!);
    return u === null || w === null ? null : add(add(f0, u)!, w);
  };
  for (const [t, f] of pts.slice(3)) {
    const q = p(t);
    if (q === null || !valEquals(q, f)) return null;
  }
  const a = d2;
  const b = sub(d1, mul(d2, add(t0, t1)!)!)!;
  const c = add(sub(f0, mul(d1, t0)!)!, mul(mul(d2, t0)!, t1)!)!;
  // ("x = -2 - sqrt(3)": with a float in it, a linear equation's x^2 coefficient comes out as
  // rounding noise, not 0, and its "roots" run off to 10^15)
  const scale = Math.max(1, ...[a, b, c].map((x) => Math.abs(toNumber(x))));
  const noise = (x: Val) => !isExact(x) && Math.abs(x) <= REL_TOL * scale;
  return { a: noise(a) ? frac(0) : a, b: noise(b) ? frac(0) : b, c };
}

function sortVals(vs: Val[]): Val[] {
  const out: Val[] = [];
  for (const v of vs) if (!out.some((o) => valEquals(o, v))) out.push(v);
  return out.sort((x, y) => (isExact(x) ? x.valueOf() : x) - (isExact(y) ? y.valueOf() : y));
}

const solveCache = new LruCache<SolutionSet>(SOLVE_CACHE);

export function solve(eq: Equation): SolutionSet {
  if (eq.vars.length !== 1) return { kind: "unknown" };
  return memo(solveCache, eq.lhs.text + "=" + eq.rhs.text, () => solveUncached(eq, eq.vars[0]));
}

function solveUncached(eq: Equation, v: string): SolutionSet {
  const p = fitQuadratic(eq, v);
  if (!p) return { kind: "unknown" };
  const { a, b, c } = p;
  if (isZero(a)) {
    if (isZero(b)) return isZero(c) ? { kind: "all" } : { kind: "none" };
    return { kind: "finite", variable: v, values: [div(neg(c), b)!] };
  }
  const disc = sub(mul(b, b)!, mul(mul(frac(4), a)!, c)!)!;
  if ((isExact(disc) ? disc.valueOf() : disc) < 0) return { kind: "none" };
  const r = sqrt(disc);
  if (r === null) return { kind: "unknown" };
  const twoA = mul(frac(2), a)!;
  const x1 = div(add(neg(b), r)!, twoA);
  const x2 = div(sub(neg(b), r)!, twoA);
  if (x1 === null || x2 === null) return { kind: "unknown" };
  return { kind: "finite", variable: v, values: sortVals([x1, x2]) };
}

export function unionSets(sets: SolutionSet[]): SolutionSet {
  if (sets.some((s) => s.kind === "unknown")) return { kind: "unknown" };
  if (sets.some((s) => s.kind === "all")) return { kind: "all" };
  const finite = sets.filter((s): s is Extract<SolutionSet, { kind: "finite" }> => s.kind === "finite");
  if (!finite.length) return { kind: "none" };
  const variable = finite[0].variable;
  if (finite.some((s) => s.variable !== variable)) return { kind: "unknown" };
  return { kind: "finite", variable, values: sortVals(finite.flatMap((s) => s.values)) };
}

export type SetComparison = "same" | "different" | "unknown";

export function compareSets(a: SolutionSet, b: SolutionSet): SetComparison {
  if (a.kind === "unknown" || b.kind === "unknown") return "unknown";
  if (a.kind !== b.kind) return "different";
  if (a.kind !== "finite" || b.kind !== "finite") return "same";
  if (a.variable !== b.variable) return "unknown";
  if (a.values.length !== b.values.length) return "different";
  return a.values.every((x) => b.values.some((y) => valEquals(x, y))) ? "same" : "different";
}

export function negateSet(s: SolutionSet): SolutionSet {
  return s.kind === "finite" ? { ...s, values: sortVals(s.values.map(neg)) } : s;
}
