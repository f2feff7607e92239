// Does one equation in two letters follow from another ("-2y = -3x + 6, so y = -(3/2)x - 3")?
// Neither has a solution set to compare (solution-set.ts solves one letter), so the first
// equation's curve is sampled in floating point: at a few values of one letter its roots in the
// other are found on a grid, and a move that follows keeps every such point on the second
// equation. A valid move may add points (squaring) but loses none.
import type { MathNode } from "mathjs";
import { gridRoots, LINEAR_GRID } from "./float-equations";
import type { Equation } from "./solution-set";
import { sameNumber } from "./vocabulary/tolerance";

type Side = (scope: Record<string, number>) => number | null;

// values of the first letter the curve is cut at (no simple fractions, so a slip rarely lands on them)
const CUTS = [-3.7, -1.3, 0.6, 1.9, 4.4, 7.3];
/** Points of the first curve at which the second must fail, at least, to call the move wrong. */
const MIN_FAILED = 2;

function side(node: MathNode): Side | null {
  try {
    const code = node.compile();
    return (scope) => {
      try {
        const v: unknown = code.evaluate({ ...scope });
        return typeof v === "number" && Number.isFinite(v) ? v : null;
      } catch {
        return null;
      }
    };
  } catch {
    return null;
  }
}

function gapOf(eq: Equation): ((scope: Record<string, number>) => [number, number] | null) | null {
  const [l, r] = [side(eq.lhs.node), side(eq.rhs.node)];
  if (!l || !r) return null;
  return (scope) => {
    const [a, b] = [l(scope), r(scope)];
    return a === null || b === null ? null : [a, b];
  };
}

/** Roots in `v` of the sides' gap with `fixed` held, on the grid (lib/math/float-equations.ts gridRoots). */
function rootsAlong(sides: NonNullable<ReturnType<typeof gapOf>>, fixed: Record<string, number>, v: string): number[] {
  const at = (t: number) => sides({ ...fixed, [v]: t });
  const gap = (t: number) => {
    const s = at(t);
    return s ? s[0] - s[1] : null;
  };
  return gridRoots(gap, LINEAR_GRID, (t) => {
    const s = at(t);
    return !!s && sameNumber(s[0], s[1]);
  }, 5);
}

/**
 * false when `after` fails at points of `before`'s curve (at least MIN_FAILED of them, and every
 * point where it is defined agrees on nothing else); true when it holds at every point found;
 * null when the two are not in the same two letters or too few points could be found.
 */
export function followsOnCurve(before: Equation, after: Equation): boolean | null {
  if (before.vars.length !== 2 || after.vars.join() !== before.vars.join()) return null;
  const [s1, s2] = [gapOf(before), gapOf(after)];
  if (!s1 || !s2) return null;
  const [u, v] = before.vars as [string, string];
  let checked = 0;
  let failed = 0;
  for (const c of CUTS) {
    for (const r of rootsAlong(s1, { [u]: c }, v)) {
      const s = s2({ [u]: c, [v]: r });
      if (!s) continue;
      checked++;
      if (!sameNumber(s[0], s[1])) failed++;
    }
  }
  if (checked < 3) return null;
  return failed === 0 ? true : failed >= MIN_FAILED ? false : null;
}
