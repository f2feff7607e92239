// Exact rational arithmetic with a float fallback. Equality of numbers is what step checking
// is about (0.1 + 0.2 must equal 0.3), so every value stays an exact Fraction (fraction.js,
// BigInt-backed) as long as the operation allows it; only irrational results (sqrt 2, pi)
// become plain numbers, and those are compared with a relative tolerance.
import Fraction from "fraction.js";
import { sameNumber } from "./vocabulary/tolerance";

export type Val = Fraction | number;

/**
 * Exact values stay exact up to this many digits (numerator or denominator). Beyond it a value is
 * unknown (null), never a float: a float of 10^250 loses the "+ 1" in 10^250 + 1 - 10^250, and a
 * wrong value would be a wrong verdict. Callers treat null as "can't check" (see magnitude.ts for
 * the claims a bound can still settle, such as 10^10000 = 10).
 */
const MAX_DIGITS = 1000;

export function isExact(v: Val): v is Fraction {
  return typeof v !== "number";
}

export function toNumber(v: Val): number {
  return isExact(v) ? v.valueOf() : v;
}

/** Exact value of a decimal/integer literal such as "0.25" or "1200". */
export function fromLiteral(text: string): Val | null {
  if (!/^\d*\.?\d+(e[+-]?\d+)?$/i.test(text) && !/^\d+\.$/.test(text)) return null;
  try {
    return new Fraction(text);
  } catch {
    const x = Number(text);
    return Number.isFinite(x) ? x : null;
  }
}

export function fromNumber(x: number): Val {
  if (Number.isInteger(x) && Math.abs(x) < Number.MAX_SAFE_INTEGER) return new Fraction(x);
  return x;
}

export function frac(n: number | bigint, d: number | bigint = 1): Fraction {
  return new Fraction(n, d);
}

function tooBig(f: Fraction): boolean {
  return f.n.toString().length > MAX_DIGITS || f.d.toString().length > MAX_DIGITS;
}

function guard(f: Fraction): Val | null {
  return tooBig(f) ? null : f;
}

function finite(x: number): number | null {
  return Number.isFinite(x) ? x : null;
}

export function add(a: Val, b: Val): Val | null {
  return isExact(a) && isExact(b) ? guard(a.add(b)) : finite(toNumber(a) + toNumber(b));
}

export function sub(a: Val, b: Val): Val | null {
  return isExact(a) && isExact(b) ? guard(a.sub(b)) : finite(toNumber(a) - toNumber(b));
}

export function mul(a: Val, b: Val): Val | null {
  return isExact(a) && isExact(b) ? guard(a.mul(b)) : finite(toNumber(a) * toNumber(b));
}

export function div(a: Val, b: Val): Val | null {
  if (isZero(b)) return null;
  return isExact(a) && isExact(b) ? guard(a.div(b)) : finite(toNumber(a) / toNumber(b));
}

export function neg(a: Val): Val {
  return isExact(a) ? a.neg() : -a;
}

export function isZero(a: Val): boolean {
  return isExact(a) ? a.n === 0n : a === 0;
}

export function isInteger(a: Val): boolean {
  return isExact(a) ? a.d === 1n : Number.isInteger(a);
}

/** Exact root of a rational when it is a perfect power, else a float. */
function rationalRoot(a: Fraction, k: number): Val | null {
  const x = a.valueOf();
  if (x < 0 && k % 2 === 0) return null;
  const r = Math.sign(x) * Math.abs(x) ** (1 / k);
  const candidate = fromNumber(Math.round(r * 1e6) / 1e6);
  const asFrac = isExact(candidate) ? candidate : approxFraction(r);
  if (asFrac && asFrac.pow(k).equals(a)) return asFrac;
  return finite(r);
}

function approxFraction(x: number): Fraction | null {
  try {
    return new Fraction(x).simplify(1e-12);
  } catch {
    return null;
  }
}

export function pow(a: Val, b: Val): Val | null {
  if (isExact(a) && isExact(b)) {
    // (fraction.js keeps the sign in `s`: n is the magnitude, so x^-2 must take its sign from s)
    const negative = b.s < 0n;
    if (b.d === 1n) {
      if (negative && a.n === 0n) return null;
      // 0, 1 and -1 to any integer power are exact whatever the exponent's size
      if (a.d === 1n && (a.n === 0n || a.n === 1n)) return a.n === 0n || b.n % 2n !== 0n ? a : a.abs();
      const size = Math.max(Math.log10(Number(a.n)), Math.log10(Number(a.d)));
      // digits of the result ≈ |e| · log10(max(|n|, d)); too big to hold exactly: unknown
      if (Number(b.n) * size > MAX_DIGITS) return null;
      return guard(a.pow(negative ? -Number(b.n) : Number(b.n)));
    }
    if (b.d <= 4n && b.n > 0n) {
      const root = rationalRoot(a, Number(b.d));
      if (root === null) return null;
      return pow(root, new Fraction(negative ? -b.n : b.n));
    }
  }
  const x = toNumber(a) ** toNumber(b);
  return Number.isNaN(x) ? null : finite(x);
}

export function sqrt(a: Val): Val | null {
  return isExact(a) ? rationalRoot(a, 2) : a < 0 ? null : Math.sqrt(a);
}

/** Exact equality for rationals; a tight relative tolerance once a float is involved. */
export function valEquals(a: Val, b: Val): boolean {
  if (isExact(a) && isExact(b)) return a.equals(b);
  return sameNumber(toNumber(a), toNumber(b));
}

export function valToString(v: Val): string {
  return isExact(v) ? v.toFraction() : String(v);
}
