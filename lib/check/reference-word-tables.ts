// Tables read once from a word problem's reference solution (reference-word-context.ts builds the
// per-request context from them): its operations, sums, products of sums, provenance, written
// computations, repeated factors, and the percents at hand.
import { NumberSet, extractStepQuantities, sameNumber, type ArithClaim } from "./quantities";
import { normalizeText } from "../math/normalize";
import { Provenance, provKey } from "./reference-word-provenance";
import { REL_TOL } from "../math/vocabulary/tolerance";
import type { WordContext, WrittenComputation } from "./reference-word-context";

/**
 * Constants a solution may bring in without the problem stating them (units, percent, halves;
 * 10%, 5% and 1% are how students build other percents: 35% = 3 × 10% + 5%).
 */
export const CONSTANTS = [0, 1, 2, 3, 4, 7, 10, 12, 24, 30, 52, 60, 100, 365, 1000, 0.5, 0.25, 0.1, 0.05, 0.01];
export const OPS: Array<(a: number, b: number) => number> = [(a, b) => a + b, (a, b) => a - b, (a, b) => b - a, (a, b) => a * b, (a, b) => a / b, (a, b) => b / a];

/**
 * The percents a reference product takes and the amounts it takes them of: "0.2 × 1200", and
 * "20/100*1200" as GSM8K writes it (20% of 1200, not the numbers 20, 100 and 1200).
 */
function ratesAndBases(lhs: { text: string; leaves: number[] }): { rates: number[]; bases: number[] } {
  const over100 = /(?<![\d.])(\d+(?:\.\d+)?)\s*\/\s*100(?![\d.])/.exec(lhs.text);
  if (!over100) return { rates: lhs.leaves.filter((l) => l > 0 && l < 1), bases: lhs.leaves.filter((l) => l >= 1) };
  const rest = [...lhs.leaves];
  for (const n of [Number(over100[1]), 100]) {
    const k = rest.findIndex((l) => sameNumber(l, n));
    if (k >= 0) rest.splice(k, 1);
  }
  return { rates: [Number(over100[1]) / 100], bases: rest.filter((l) => l >= 1) };
}

/**
 * "10% of 460 = 46", "5% = 23": in a percent problem the constant fractions are written as
 * percents, and 10%, 5%, 1%, ... of the base the reference takes its percent of are at hand.
 * (Adds to the two sets while the context is built.)
 */
export function addPercentParts(refTrue: readonly ArithClaim[], avail: NumberSet, percentParts: NumberSet): void {
  const bases = new NumberSet();
  /** The reference's percents with the base each is taken of. */
  const applied: Array<{ rate: number; base: number }> = [];
  for (const c of refTrue) {
    if (c.lhs.op !== "*" || c.lhs.leaves.length < 2) continue;
    const { rates, bases: of } = ratesAndBases(c.lhs);
    for (const l of of) {
      bases.add(l);
      for (const r of rates) applied.push({ rate: r, base: l });
    }
  }
  // (not the reference's own percent of another of its bases: "50% of $300" where it takes 50% of $200)
  const wrongBase = (rate: number, base: number) => applied.some((a) => sameNumber(a.rate, rate) && !sameNumber(a.base, base));
  for (const c of CONSTANTS) if (c > 0 && c < 1) avail.add(c * 100);
  // (only 10%, 5%, 1%, 25% and 50%: the other tens of percent of some base coincide with too
  // many wrong values, 80% of 550 = 440 for "took 25% of the old price")
  const parts = CONSTANTS.filter((c) => c > 0 && c < 1);
  for (const c of parts)
    for (const b of bases.list()) {
      if (wrongBase(c, b)) continue;
      avail.add(c * b);
      percentParts.add(c * b);
    }
  // (and, when the reference takes one percent of one base, tens of percent below it: "30% of
  // 120 = 36" on the way to 35% of 120 is a building block, where 80% for a 25% would only
  // coincide; with two percents, 20% of $300 = $60 would pass 30% of $200 taken for B's 50%)
  const [a, ...others] = applied;
  if (a && others.every((b) => sameNumber(b.rate, a.rate) && sameNumber(b.base, a.base)))
    for (let k = 1; k < 10 && k / 10 < a.rate - REL_TOL; k++) {
      avail.add((k / 10) * a.base);
      percentParts.add((k / 10) * a.base);
    }
}

/** The reference's computations: operand sets, operands with their operations, claims, and groups of three or more. */
export function referenceOperations(reference: readonly string[]): Pick<WordContext, "refOperandSets" | "refOps" | "refClaims" | "refGroups"> {
  const refOperandSets: number[][] = [];
  const refOps: Array<{ value: number; op: string | undefined }> = [];
  const refClaims: { leaves: number[]; result: number }[] = [];
  const refGroups: Array<{ op: string; leaves: number[] }> = [];
  for (const line of reference)
    for (const c of extractStepQuantities(line).claims) {
      for (const l of c.lhs.leaves) refOps.push({ value: Math.abs(l), op: c.lhs.op });
      refOperandSets.push(c.lhs.leaves.map(Math.abs));
      refClaims.push({ leaves: c.lhs.leaves.map(Math.abs), result: c.result });
      if (c.holds && c.lhs.leaves.length >= 3 && (c.lhs.op === "+" || c.lhs.op === "*" || (c.lhs.op === "-" && !/\+/.test(c.lhs.text))) && !/[()]/.test(c.lhs.text))
        refGroups.push({ op: c.lhs.op, leaves: c.lhs.leaves.map(Math.abs) });
    }
  for (const chain of subtractionChains(reference)) refGroups.push({ op: "-", leaves: chain });
  return { refOperandSets, refOps, refClaims, refGroups };
}

/**
 * Amounts the reference takes from one total line by line ("20 - 10 = 10", "10 - 2 = 8", later
 * "8 - 5 = 3"), as one subtraction "20 - 10 - 2 - 5": each line goes on from what the last one
 * left. Only chains of two lines or more.
 */
function subtractionChains(reference: readonly string[]): number[][] {
  const chains: Array<{ leaves: number[]; left: number }> = [];
  for (const line of reference)
    for (const c of extractStepQuantities(line).claims) {
      if (!c.holds || c.lhs.op !== "-" || /[+()]/.test(c.lhs.text)) continue;
      const [from, ...taken] = c.lhs.leaves.map(Math.abs);
      const chain = chains.find((ch) => sameNumber(ch.left, from));
      if (chain) {
        chain.leaves.push(...taken);
        chain.left = c.result;
      } else chains.push({ leaves: [from, ...taken], left: c.result });
    }
  return chains.map((ch) => ch.leaves).filter((leaves) => leaves.length >= 3);
}

/**
 * "15 - 1" taken from the reference's sum 7 + 1.50 + 1 + 3 + 2.50: the same amount may be taken
 * from one summand first ("2.50 - 1.00" for the pickles with the coupon). Summand and amount.
 */
export function takenFromSummand(refTrue: readonly ArithClaim[]): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const t of refTrue) {
    if (t.lhs.op !== "-" || t.lhs.leaves.length !== 2) continue;
    const [total, amount] = t.lhs.leaves.map(Math.abs);
    const sum = refTrue.find((c) => c.lhs.op === "+" && sameNumber(c.result, total));
    for (const a of sum?.lhs.leaves.map(Math.abs) ?? []) if (a > amount) out.push([a, amount]);
  }
  return out;
}

/**
 * "(8 + 5) × 6" in the reference may be distributed by the student: "8 × 6", "5 × 6". Pairs of
 * a summand and the factor the reference multiplies the sum by are on the reference's path.
 * "(20 - 2) × 10" distributed: "20 × 10" is on the path only when the solution then takes
 * something away from it (distributedMinuends: the products of the minuend).
 */
export function distributedProducts(reference: readonly string[]): Pick<WordContext, "distributed" | "distributedMinuends"> {
  const distributed = new Set<string>();
  const distributedMinuends: Array<{ key: string }> = [];
  const sums = new Map<number, { leaves: number[]; op: string }>();
  for (const line of reference)
    for (const c of extractStepQuantities(line).claims) {
      if (!c.holds) continue;
      if ((c.lhs.op === "+" || c.lhs.op === "-") && c.lhs.leaves.length >= 2) sums.set(c.result, { leaves: c.lhs.leaves.map(Math.abs), op: c.lhs.op });
      if (c.lhs.op === "*" && c.lhs.leaves.length === 2)
        for (const [k, f] of [[0, 1], [1, 0]] as const) {
          const sum = [...sums.entries()].find(([v]) => sameNumber(v, Math.abs(c.lhs.leaves[k])))?.[1];
          const factor = Math.abs(c.lhs.leaves[f]);
          if (sum?.op === "+") for (const a of sum.leaves) distributed.add(provKey([a, factor]));
          if (sum?.op === "-" && sum.leaves.length === 2) distributedMinuends.push({ key: provKey([sum.leaves[0], factor]) });
        }
    }
  return { distributed, distributedMinuends };
}

/**
 * The reference adds these numbers and more ("4 + 8 + 14 + 2" for "8 + 14 + 2"), also once its
 * own partial sums are opened up ("12 + 12 + 18" with 12 = 7 + 5, for "12 + 7 + 18").
 */
export function referenceSums(reference: readonly string[]): number[][] {
  const refSums: number[][] = [];
  const sums: Array<{ result: number; leaves: number[] }> = [];
  for (const line of reference)
    for (const c of extractStepQuantities(line).claims) if (c.holds && c.lhs.op === "+" && c.lhs.leaves.length >= 2) sums.push({ result: c.result, leaves: c.lhs.leaves.map(Math.abs) });
  // every way of opening the partial sums up, to any depth ("35 + 55" with 35 = 20 + 15 and
  // 55 = 30 + 25 is also 20 + 15 + 30 + 25)
  const open = (leaves: number[], depth: number): number[][] => {
    const out: number[][] = [leaves];
    if (depth > 3) return out;
    leaves.forEach((l, k) => {
      const inner = sums.find((o) => sameNumber(o.result, l) && o.leaves.length >= 2);
      if (inner) for (const more of open([...leaves.slice(0, k), ...inner.leaves, ...leaves.slice(k + 1)], depth + 1)) out.push(more);
    });
    return out;
  };
  for (const sum of sums) for (const leaves of open(sum.leaves, 0).slice(0, 32)) refSums.push(leaves);
  return refSums;
}

/** Where the reference's results come from, plain and with its own results always expanded (as for the student, in coincidentRoute). */
export function referenceProvenance(reference: readonly string[], problemNums: NumberSet): Pick<WordContext, "refProv" | "refComputedProv"> {
  let refProv = Provenance.empty(problemNums);
  let refComputedProv = Provenance.empty(problemNums);
  for (const line of reference)
    for (const c of extractStepQuantities(line).claims) if (c.holds) refProv = refProv.plus(c.result, refProv.expand(c.lhs.leaves));
  for (const line of reference)
    for (const c of extractStepQuantities(line).claims) if (c.holds) refComputedProv = refComputedProv.plus(c.result, refComputedProv.expandComputed(c.lhs.leaves));
  return { refProv, refComputedProv };
}

/**
 * A multiplication the reference repeats on its own result three or more times with one factor
 * ("50 * 2 = 100", "100 * 2 = 200", "200 * 2 = 400"): that factor and the chain's values in order.
 */
export function repeatedFactor(reference: readonly string[]): { factor: number; values: number[] } | null {
  const products = reference.flatMap((line) => extractStepQuantities(line).claims.filter((c) => c.holds && c.lhs.op === "*" && c.lhs.leaves.length === 2));
  for (let i = 0; i + 2 < products.length; i++) {
    const [a, k] = products[i].lhs.leaves.map(Math.abs);
    for (const [start, factor] of [[a, k], [k, a]]) {
      const values = [start, products[i].result];
      for (let j = i + 1; j < products.length; j++) {
        const [x, y] = products[j].lhs.leaves.map(Math.abs);
        const prev = values.at(-1)!;
        if (!((sameNumber(x, prev) && sameNumber(y, factor)) || (sameNumber(y, prev) && sameNumber(x, factor)))) break;
        values.push(products[j].result);
      }
      if (values.length >= 4) return { factor, values };
    }
  }
  return null;
}

/**
 * Numbers combined the way a reference line writes them, even where it never works the result
 * out on a line of its own: "(11 * $5) + (25 * $3) = $157" around an unknown, then "9x + 55 +
 * 75"; and in a line with an unknown, any part of a sum or product ("x + 10 + 54 + 12 = x + 76":
 * "54 + 12"). (Elsewhere a part of a written-out sum stays a partial sum, which may have left
 * something out.)
 */
export function referenceWritten(reference: readonly string[]): WrittenComputation[] {
  const NUM = String.raw`\d+(?:\.\d+)?`;
  const refWritten: WrittenComputation[] = [];
  for (const line of reference) {
    const text = normalizeText(line).replace(/\$/g, "");
    for (const m of text.matchAll(new RegExp(String.raw`(?<![\d.])(${NUM})\s*([-+*/])\s*(${NUM})(?![\d.]|\s*[*/^])`, "g")))
      refWritten.push({ op: m[2], leaves: [Number(m[1]), Number(m[3])], group: false });
    if (!/(?<![a-z])[a-z]\s*[-+*/=)]|[-+*/=(]\s*\d*[a-z](?![a-z])/i.test(text)) continue;
    for (const op of ["+", "*"]) {
      // (not bound to anything else by a higher operation)
      const bound = op === "+" ? "[*/^]" : "[\\^]";
      const sign = `\\${op}`;
      for (const m of text.matchAll(new RegExp(String.raw`(?<![\d.]|${bound}\s*)(?:${NUM}\s*${sign}\s*)+${NUM}(?![\d.]|\s*${bound})`, "g")))
        refWritten.push({ op, leaves: m[0].split(op).map(Number), group: true });
    }
  }
  return refWritten;
}

