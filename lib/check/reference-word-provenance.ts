// Where a word problem's quantities come from, in terms of the problem's given numbers.
import { NumberSet, sameNumber } from "./quantities";

/** A multiset of given numbers, as a sorted key: what a quantity was computed from. */
export type Prov = number[];

export const provKey = (p: Prov) => [...p].map((x) => Math.round(Math.abs(x) * 1e6) / 1e6).sort((a, b) => a - b).join(",");

/** Given numbers as a set: the answer's route may use one of them twice. */
export const setKey = (p: Prov) => [...new Set(p.map((x) => Math.round(Math.abs(x) * 1e6) / 1e6))].sort((a, b) => a - b).join(",");

/**
 * Where each quantity comes from, in terms of the problem's numbers: "8 * 4 = 32" then
 * "32 * 20 = 640" gives 640 ← {4, 8, 20}. Two computations of the same value from the same given
 * numbers are the same quantity, whatever the order ("20 * 8 = 160", "160 * 4 = 640").
 * Immutable: `plus` gives a new table, so a step's table can be passed forward to the next step.
 */
export class Provenance {
  private constructor(
    private readonly given: NumberSet,
    private readonly byValue: ReadonlyArray<{ value: number; prov: Prov }>,
  ) {}
  static empty(given: NumberSet): Provenance {
    return new Provenance(given, []);
  }
  of(v: number): Prov[] {
    const hits = this.byValue.filter((e) => sameNumber(e.value, v)).map((e) => e.prov);
    return hits.length ? hits : [[Math.abs(v)]];
  }
  /** Expand a claim's operands (earlier results become what they were computed from). */
  expand(leaves: number[]): Prov {
    return leaves.flatMap((l) => {
      // (the latest computation of that value: "24 - 12 = 12" then "12 / 4" uses the second 12)
      const known = this.byValue.findLast((e) => sameNumber(e.value, Math.abs(l)));
      return known && !this.given.has(Math.abs(l)) ? known.prov : [Math.abs(l)];
    });
  }
  /**
   * As expand, but a given number that the solution itself computed earlier is what it was
   * computed from ("81 ÷ 9 = 9 cookies", then "9 × 3": that 9 is the cookies, not the 9 chips).
   */
  expandComputed(leaves: number[]): Prov {
    return leaves.flatMap((l) => this.byValue.findLast((e) => sameNumber(e.value, Math.abs(l)))?.prov ?? [Math.abs(l)]);
  }
  /** This table with one more computation (unchanged when it already holds that value from those numbers). */
  plus(value: number, prov: Prov): Provenance {
    return this.has(value, prov) ? this : new Provenance(this.given, [...this.byValue, { value, prov }]);
  }
  has(value: number, prov: Prov): boolean {
    const k = provKey(prov);
    return this.byValue.some((e) => sameNumber(e.value, value) && provKey(e.prov) === k);
  }
  entries(): ReadonlyArray<{ value: number; prov: Prov }> {
    return this.byValue;
  }
}
