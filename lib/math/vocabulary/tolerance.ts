// The one tolerance policy for comparing numbers that went through floating point. Rationals
// compare exactly (lib/math/rational.ts); a float is the same number as another when they differ
// by at most REL_TOL of the larger (or of 1, near zero). Rounding a result to the places written
// is a different question, answered by lib/math/rounding.ts.

/** Relative tolerance of the same number: 1e-9 of the larger magnitude, at least 1e-9. */
export const REL_TOL = 1e-9;

/**
 * Relative tolerance of two expressions compared at sample points (reference-algebra.ts): their
 * values go through more floating-point steps (powers, roots), so agreement is looser.
 */
export const SAMPLE_TOL = 1e-6;

/** a and b are the same number under the policy (`tol`: SAMPLE_TOL for sampled expressions). */
export function sameNumber(a: number, b: number, tol = REL_TOL): boolean {
  return Math.abs(a - b) <= tol * Math.max(1, Math.abs(a), Math.abs(b));
}

/**
 * A quantity matches a known one (x) that is not whole when it is that amount to the cent: a
 * value rounded to the cent matches, but never one more than 1% away (0.0526 is not 0.05).
 */
export function sameToTheCent(x: number, v: number): boolean {
  return sameNumber(x, v) || (Math.abs(x) >= 0.01 && Math.abs(x - v) < Math.min(0.005, 0.01 * Math.abs(x)) + REL_TOL && !Number.isInteger(x));
}

/** A stated value rounds `exact` to the decimals written ("3.33" for 10/3): within half a unit of the last place. */
export function roundsToPlaces(exact: number, stated: number, decimals: number): boolean {
  return decimals > 0 && Math.abs(exact - stated) <= 10 ** -decimals / 2 + REL_TOL;
}
