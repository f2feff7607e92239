// Equivalence of expressions by exact evaluation at fixed pseudo-random rational points.
// For polynomial/rational school expressions two different expressions agree at six
// unrelated rationals only by coincidence, and exact arithmetic rules out float noise.
import type { ParsedExpr } from "./parse";
import { evaluate, type Scope } from "./evaluate";
import { frac, sub, div, valEquals, type Val, isZero } from "./rational";
import { SCOPE_CACHE } from "../cache/limits";
import { LruCache, memo } from "../cache/lru";

const POINTS = [frac(3, 7), frac(-5, 3), frac(11, 4), frac(2), frac(-1, 2), frac(7, 5), frac(13, 6), frac(-9, 4), frac(5), frac(17, 11), frac(-3), frac(1, 9)];

const scopeCache = new LruCache<Scope[]>(SCOPE_CACHE);

/** Deterministic sample points: distinct values per variable in each sample. */
export function sampleScopes(vars: readonly string[], count = 6): Scope[] {
  return memo(scopeCache, vars.join(",") + "|" + count, () => {
    const scopes: Scope[] = [];
    for (let k = 0; k < count; k++) {
      const m = new Map<string, Val>();
      vars.forEach((v, j) => m.set(v, POINTS[(k * 5 + j * 7) % POINTS.length]));
      scopes.push(m);
    }
    return scopes;
  });
}

function unionVars(a: ParsedExpr, b: ParsedExpr): string[] {
  return [...new Set([...a.vars, ...b.vars])].sort();
}

/** true/false when decided, null when too few points were defined to say. Symmetric. */
export function equivalent(a: ParsedExpr, b: ParsedExpr): boolean | null {
  let defined = 0;
  for (const scope of sampleScopes(unionVars(a, b))) {
    const x = evaluate(a.node, scope);
    const y = evaluate(b.node, scope);
    if (x === null || y === null) continue;
    if (!valEquals(x, y)) return false;
    defined++;
  }
  return defined >= 3 ? true : null;
}

/** The constant c with a - b ≡ c, or null when the difference is not constant. */
export function constantDifference(a: ParsedExpr, b: ParsedExpr): Val | null {
  let c: Val | null = null;
  let defined = 0;
  for (const scope of sampleScopes(unionVars(a, b))) {
    const x = evaluate(a.node, scope);
    const y = evaluate(b.node, scope);
    if (x === null || y === null) continue;
    const d = sub(x, y);
    if (d === null) return null;
    if (c !== null && !valEquals(c, d)) return null;
    c = d;
    defined++;
  }
  return defined >= 3 ? c : null;
}

/** The constant c with a ≡ c·b, or null. */
export function constantRatio(a: ParsedExpr, b: ParsedExpr): Val | null {
  let c: Val | null = null;
  let defined = 0;
  for (const scope of sampleScopes(unionVars(a, b))) {
    const x = evaluate(a.node, scope);
    const y = evaluate(b.node, scope);
    if (x === null || y === null || isZero(y)) continue;
    const r = div(x, y);
    if (r === null) return null;
    if (c !== null && !valEquals(c, r)) return null;
    c = r;
    defined++;
  }
  return defined >= 3 ? c : null;
}
