// The state the word-problem scan passes forward from line to line (the Trail) and the judgements
// that read it: what is known so far, what a unit change or a sum of reference results explains.
import { NumberSet, sameNumber, type ArithClaim } from "./quantities";
import { UNIT_FACTORS } from "../math/units";
import type { Provenance, Prov } from "./reference-word-provenance";
import type { WordContext } from "./reference-word-context";
import { CONSTANTS } from "./reference-word-tables";

/** What the lines before the current one have produced, passed forward from step to step. */
export interface Trail {
  /** Every number the lines so far state or work out. */
  readonly produced: NumberSet;
  /** Results of the solution's own computations (not numbers it merely mentions). */
  readonly computed: NumberSet;
  /** Where the solution's quantities come from (up to and with the claim being judged). */
  readonly prov: Provenance;
}

/** One true claim being judged, with what the trail says of its operands. */
export interface ClaimAt {
  c: ArithClaim;
  i: number;
  operandsKnown: boolean;
  prov: Prov;
  computedProv: Prov;
}

/** A value the problem, the reference, the constants or an earlier line makes available. */
export const known = (ctx: WordContext, trail: Trail, v: number) => ctx.avail.has(v) || trail.produced.has(v) || ctx.avail.has(-v);

/** Explainable without an error: a unit conversion, a sum of reference results. With `operands`, a sum of reference results only counts if those are what was added. */
export function isTrivial(ctx: WordContext, trail: Trail, v: number, operands?: number[], prov?: Prov): boolean {
  const { refResults, refProv } = ctx;
  // Only stated or computed quantities convert; constants times constants explain too much.
  const pool = [...ctx.problemNums.list(), ...ctx.refAll.list(), ...trail.produced.list()];
  // a computed result is a conversion when the computation uses the factor ("3 * 60"), or when
  // it is a reference result in another unit (5 hours for the reference's 300 minutes); a
  // coincidence with any stated number ("20 + 8 = 28" = 4 · 7) is not
  const factors = operands ? ctx.allUnitFactors.filter((f) => operands.some((o) => sameNumber(Math.abs(o), f))) : ctx.allUnitFactors;
  for (const a of pool) for (const f of factors) if (sameNumber(a * f, v) || sameNumber(a / f, v)) return true;
  // (only a unit the problem or the reference talks about, and not a conversion the reference
  // applies to these very numbers: "5 x 1.50 = 7.50" is the reference's 60 x 1.50 with the
  // dozen left out, not its $90 in another unit)
  if (operands)
    for (const a of refResults.list())
      for (const f of ctx.unitFactorsInText) if ((sameNumber(a * f, v) || sameNumber(a / f, v)) && !(prov && refProv.has(a, [...prov, f]))) return true;
  const rr = operands ? operands.filter((o) => refResults.has(o)) : [...refResults.list()];
  // (two of them: "2 x 15 = 30" is no sum of the reference's 15 with itself)
  for (let i = 0; i < rr.length; i++) for (let j = i + 1; j < rr.length; j++) if (sameNumber(rr[i] + rr[j], v)) return true;
  if (!operands) for (const a of rr) if (sameNumber(a + a, v)) return true;
  return false;
}

/**
 * (a result that is only one of the constants, "6 + 4 = 10", computes no stated number; only
 * against a reference: without one, constants are all that explains a unit's count)
 */
export const constantOnly = (ctx: WordContext, r: number) =>
  !ctx.opts.referenceFree &&
  CONSTANTS.includes(Math.abs(r)) &&
  !UNIT_FACTORS.includes(Math.abs(r)) &&
  !ctx.problemNums.has(r) &&
  !ctx.refAll.has(r) &&
  !ctx.refResults.has(r) &&
  !ctx.refResults.has(r * 100) &&
  !ctx.refResults.has(r / 100);
