// Equations in one letter with a logarithm or the letter in an exponent ("\log_2 x + \log_2(x - 2) = 3",
// "3e^{2x} + 4 = 28"): the exact front end reads no logarithm (lib/math/logarithms.ts) and solves
// no exponential equation, so the move from such an equation to the next one was never checked. Here each side is a function of the
// letter in floating point; the roots of an equation are found on a grid and refined by bisection.
// A valid move may add roots (the domain of a logarithm widens) but never loses one.
import { parse } from "mathjs";
import { surface, withLogCalls } from "./logarithms";
import { sameNumber } from "./vocabulary/tolerance";

export interface FloatEquation {
  letter: string;
  /** Left side minus right side at x; null where a side is undefined. */
  gap: (x: number) => number | null;
  /** Both sides at x, for a tolerance relative to their size. */
  sides: (x: number) => [number, number] | null;
  /** It has a logarithm or the letter in an exponent: the exact front end cannot solve it. */
  hasLog: boolean;
}

const HAS_CALL = /L\(|\^\s*(?:\([^()]*[a-z][^()]*\)|-?\s*[a-z])/;
// (after the calls: what a side may hold; one lowercase letter is the unknown)
const SIDE = /^[\d.+\-*/^() ,|LEa-z]+$/;
const WORD = /(?<![A-Za-z])(?!L\(|E(?![A-Za-z])|sqrt\()[A-Za-z]{2,}|[;:?!]|\.(?!\d)|,(?!\d)/;
const MAX_EQUATIONS = 8;

/** Steps of 0.05 from -60 to 60: where school answers lie (also the grid of lib/math/curve-consequence.ts). */
export const LINEAR_GRID: readonly number[] = Array.from({ length: 2401 }, (_, k) => Math.round((k - 1200) * 5) / 100);

/** The grid the roots are looked for on: LINEAR_GRID, then ever wider steps, to ±10^4. */
const GRID: readonly number[] = (() => {
  const xs = new Set<number>(LINEAR_GRID);
  for (let k = 0; k <= 400; k++) {
    const v = 10 ** (-4 + (8 * k) / 400);
    xs.add(v);
    xs.add(-v);
  }
  return [...xs].sort((a, b) => a - b);
})();

function lettersOf(side: string): string[] {
  return [...new Set(side.replace(/L\(|sqrt\(|(?<![A-Za-z])E(?![A-Za-z])/g, " ").match(/[a-z]/g) ?? [])];
}

/** mathjs reads "x(x - 2)" as a call: a letter, number or bracket before "(" multiplies it. */
function explicitProducts(side: string): string {
  return side.replace(/(?<![A-Za-z])([a-z]|\d|\))\s*\(/g, "$1 * (").replace(/\)\s*(?=[a-z\d(]|L\(|sqrt\()/g, ") * ");
}

function compile(side: string, letter: string): ((x: number) => number | null) | null {
  try {
    const code = parse(explicitProducts(side.replace(/\|/g, ","))).compile();
    return (x: number) => {
      try {
        const v: unknown = code.evaluate({ [letter]: x, L: (b: number, a: number) => (a > 0 && b > 0 && b !== 1 ? Math.log(a) / Math.log(b) : NaN), E: Math.E, sqrt: (a: number) => (a >= 0 ? Math.sqrt(a) : NaN) });
        return typeof v === "number" && Number.isFinite(v) ? v : null;
      } catch {
        return null;
      }
    };
  } catch {
    return null;
  }
}

/** Is a logarithm raised to a power ("\ln(x - 1)^2")? Whether of the bracket or of the logarithm is not written. */
function powerAfterCall(s: string): boolean {
  for (let i = s.indexOf("L("); i >= 0; i = s.indexOf("L(", i + 1)) {
    let depth = 0;
    let j = i + 1;
    for (; j < s.length; j++) {
      depth += s[j] === "(" ? 1 : s[j] === ")" ? -1 : 0;
      if (depth === 0) break;
    }
    if (/^\s*\^/.test(s.slice(j + 1))) return true;
  }
  return false;
}

/** The text with powers' braces as brackets and the line's logarithms as calls; null when one could not be read. */
// an angle's function and its argument: no number here, so its side is none ("\sin x = \frac{1}{2}" is no "x = 1/2")
const ANGLE_FUNCTION = /\\?(?:sin|cos|tan|sec|csc|cot)(?![A-Za-z])\s*(?:\^\s*\{?\d+\}?\s*)?(?:\\(?:theta|alpha|beta|phi)(?![A-Za-z])|\\left\(|\((?:[^()]|\([^()]*\))*\)|\{[^{}]*\}|[A-Za-z](?![A-Za-z])|\d+(?:\.\d+)?(?:\^\s*\{?\\circ\}?|°)?)?/g;

function callText(text: string): string | null {
  const braced = text.replace(ANGLE_FUNCTION, " # ").replace(/\\[Bb]ig[lr]?(?![A-Za-z])/g, "").replace(/\\sqrt\s*\{([^{}]*)\}/g, "sqrt($1)");
  const s = withLogCalls(braced);
  if (s === null || powerAfterCall(s)) return null;
  // (a call's comma is kept from the clause split as "|", given back in `compile`)
  return surface(s).replace(/\^\s*\{([^{}]*)\}/g, "^($1)").replace(/(?<![A-Za-z])e(?=\s*\^)/g, "E").replace(/[{}]/g, " ").replace(/L\(([^,()]+),/g, "L($1|");
}

/** The equations of a line in one letter, in the order written (a chain "a = b = c" gives a = b and b = c). */
export function floatEquations(text: string): FloatEquation[] {
  const s = callText(text);
  if (s === null) return [];
  const out: FloatEquation[] = [];
  for (const run of s.split(WORD)) {
    const sides = run.split("=").map((x) => x.replace(/^[\s,]+|[\s,]+$/g, ""));
    for (let j = 0; j + 1 < sides.length && out.length < MAX_EQUATIONS; j++) {
      const [a, b] = [sides[j], sides[j + 1]];
      if (!a || !b || !SIDE.test(a) || !SIDE.test(b)) continue;
      const letters = lettersOf(`${a} ${b}`);
      if (letters.length !== 1) continue;
      const [fa, fb] = [compile(a, letters[0]), compile(b, letters[0])];
      if (!fa || !fb) continue;
      const sidesAt = (x: number): [number, number] | null => {
        const [l, r] = [fa(x), fb(x)];
        return l === null || r === null ? null : [l, r];
      };
      const eq: FloatEquation = { letter: letters[0], sides: sidesAt, gap: (x) => { const v = sidesAt(x); return v ? v[0] - v[1] : null; }, hasLog: HAS_CALL.test(a) || HAS_CALL.test(b) };
      // (a rewrite that holds for every value, "\log_9 x = \frac{\log_3 x}{2}", is no equation to solve)
      if (!isIdentity(eq)) out.push(eq);
    }
  }
  return out;
}

// (points to tell an identity by: where both sides are defined at three of them and agree, it is one)
const PROBES = [0.37, 1.73, 2.91, 6.2, 13.7, -0.61, -2.3, -7.9];

function isIdentity(eq: FloatEquation): boolean {
  const defined = PROBES.map((x) => holdsAt(eq, x)).filter((h): h is boolean => h !== null);
  return defined.length >= 3 && defined.every(Boolean);
}

/** Does the equation hold at x (sides equal under the project's tolerance)? null where a side is undefined. */
export function holdsAt(eq: FloatEquation, x: number): boolean | null {
  const v = eq.sides(x);
  return v ? sameNumber(v[0], v[1]) : null;
}

/** The equation's roots on the grid: sign changes refined by bisection, kept only where the sides then agree (no pole). */
export function floatRoots(eq: FloatEquation): number[] {
  return gridRoots(eq.gap, GRID, (r) => !!holdsAt(eq, r) && !vanishes(eq, r), 9);
}

/**
 * The roots of `gap` on `grid`: a zero at a grid point, or a sign change between two defined
 * neighbours refined by bisection; `keep` says whether a refined point is one (no pole, no
 * underflow). At most `most` are returned. Shared with lib/math/curve-consequence.ts.
 */
export function gridRoots(gap: (x: number) => number | null, grid: readonly number[], keep: (x: number) => boolean, most: number): number[] {
  const roots: number[] = [];
  let prev: { x: number; g: number } | null = null;
  for (const x of grid) {
    const g = gap(x);
    if (g === null) {
      prev = null;
      continue;
    }
    if (g === 0 || (prev && Math.sign(g) !== Math.sign(prev.g) && prev.g !== 0)) {
      const r = g === 0 ? x : bisect(gap, prev!.x, x, prev!.g);
      if (r !== null && keep(r) && !roots.some((q) => sameNumber(q, r))) roots.push(r);
    }
    prev = { x, g };
    if (roots.length >= most) break;
  }
  return roots;
}

// (both sides lost to underflow, "3^{2x} = 3^{3x - 3}" far to the left, agree everywhere near there
// and decide nothing; at a true root the sides part again close by)
const VANISHING = 1e-12;

function vanishes(eq: FloatEquation, x: number): boolean {
  const d = Math.max(1e-3, Math.abs(x) * 1e-3);
  const [a, b] = [eq.gap(x - d), eq.gap(x + d)];
  return a !== null && b !== null && Math.abs(a) < VANISHING && Math.abs(b) < VANISHING;
}

function bisect(gap: (x: number) => number | null, lo: number, hi: number, gLo: number): number | null {
  for (let i = 0; i < 80; i++) {
    const mid = (lo + hi) / 2;
    const g = gap(mid);
    if (g === null) return null;
    if (g === 0) return mid;
    if (Math.sign(g) === Math.sign(gLo)) [lo, gLo] = [mid, g];
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/**
 * A root of `before` that none of `after` keeps, where they are all defined there: the move from
 * `before` to `after` lost a solution. null when none is lost (or nothing could be decided).
 */
export function lostRoot(before: FloatEquation, after: readonly FloatEquation[]): number | null {
  const same = after.filter((e) => e.letter === before.letter);
  if (!same.length) return null;
  for (const r of floatRoots(before)) {
    const kept = same.map((e) => holdsAt(e, r));
    if (kept.every((k) => k === false)) return r;
  }
  return null;
}
