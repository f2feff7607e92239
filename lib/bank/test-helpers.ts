// Independent re-derivation for tests: mathjs floating point, not the bank's own Rational code.
import { evaluate } from "mathjs";

export const TOL = 1e-9;

/** Student notation to mathjs: × ÷ − and "15%" -> "(15/100)". */
export function toMathjs(text: string): string {
  return text
    .replace(/×/g, "*")
    .replace(/÷/g, "/")
    .replace(/−/g, "-")
    .replace(/\$/g, "")
    .replace(/(\d+(?:\.\d+)?)%/g, "($1/100)")
    .replace(/\)\s+of\s+/g, ") * ");
}

export function num(text: string, scope: Record<string, number> = {}): number {
  const v: unknown = evaluate(toMathjs(text), { ...scope });
  if (typeof v !== "number") throw new Error(`not a number: ${text}`);
  return v;
}

export const close = (a: number, b: number) => Math.abs(a - b) <= TOL * Math.max(1, Math.abs(a), Math.abs(b));

const SAMPLE_POINTS = [-2.5, -1, 0.5, 1.75, 3, 4.25];

/** Same value at several points for every variable (distinct per variable, so x and y do not coincide). */
export function equivalent(a: string, b: string, vars: string[]): boolean {
  return SAMPLE_POINTS.every((p, i) => {
    const scope = Object.fromEntries(vars.map((v, j) => [v, p + j * 0.37 + i * 0.01]));
    return close(num(a, scope), num(b, scope));
  });
}

/**
 * Real roots of lhs = rhs in v, where lhs - rhs is a polynomial of degree <= 2:
 * fit f(t) = a t^2 + b t + c from three samples, then solve.
 */
export function rootsOf(lhs: string, rhs: string, v: string): number[] {
  const f = (t: number) => num(lhs, { [v]: t }) - num(rhs, { [v]: t });
  const [f0, f1, fm] = [f(0), f(1), f(-1)];
  const c = f0;
  const a = (f1 + fm) / 2 - c;
  const b = (f1 - fm) / 2;
  // a fourth sample guards against higher degree
  if (!close(f(2), 4 * a + 2 * b + c)) throw new Error(`not a quadratic: ${lhs} = ${rhs}`);
  if (Math.abs(a) < TOL) {
    if (Math.abs(b) < TOL) throw new Error(`no unique solution: ${lhs} = ${rhs}`);
    return [-c / b];
  }
  const disc = b * b - 4 * a * c;
  if (disc < -TOL) return [];
  if (Math.abs(disc) < TOL) return [-b / (2 * a)];
  const s = Math.sqrt(disc);
  return [(-b - s) / (2 * a), (-b + s) / (2 * a)].sort((p, q) => p - q);
}

/** Roots of a step line: "x - 2 = 0 or x - 3 = 0", "x = 4", "3 = a". */
export function rootsOfLine(line: string, v: string): number[] {
  const all = line.split(/\s+or\s+/).flatMap((part) => {
    const sides = part.split("=");
    if (sides.length !== 2) throw new Error(`not one equation: ${part}`);
    return rootsOf(sides[0], sides[1], v);
  });
  return [...all].sort((p, q) => p - q).filter((r, i, arr) => i === 0 || !close(r, arr[i - 1]));
}

export const sameRoots = (a: number[], b: number[]) => a.length === b.length && a.every((r, i) => close(r, b[i]));
