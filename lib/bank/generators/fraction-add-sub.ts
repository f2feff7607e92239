import { type SkillGenerator, chain } from "../generate";
import { Rational } from "../rational";

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));
const lcm = (a: number, b: number) => (a * b) / gcd(a, b);

interface Frac {
  n: number;
  d: number;
}

/** "a/b + c/d - e/f" from signed fractions (first may be negative). */
function show(fracs: Frac[], ops: ("+" | "-")[]): string {
  return fracs.map((f, i) => (i === 0 ? `${f.n}/${f.d}` : ` ${ops[i - 1]} ${f.n}/${f.d}`)).join("");
}

function properFraction(rng: { int(a: number, b: number): number }, d: number): Frac {
  for (;;) {
    const n = rng.int(1, d - 1);
    if (gcd(n, d) === 1) return { n, d };
  }
}

export const fractionAddSub: SkillGenerator = {
  skill: "fraction-add-sub",
  prefix: "frac-add",
  count: 11,
  make(rng, difficulty, index) {
    let fracs: Frac[];
    let ops: ("+" | "-")[];
    if (difficulty === 1) {
      const d = rng.pick([5, 7, 8, 9, 11, 12]);
      const a = rng.int(1, d - 2);
      fracs = [{ n: a, d }, { n: rng.int(1, d - 1 - a), d }];
      ops = ["+"];
    } else if (difficulty === 2) {
      const d = rng.pick([2, 3, 4, 5]);
      const k = rng.pick([2, 3]);
      fracs = [properFraction(rng, d), properFraction(rng, d * k)];
      ops = [index % 2 === 0 ? "+" : "-"];
      if (ops[0] === "-" && fracs[0].n / fracs[0].d < fracs[1].n / fracs[1].d) fracs.reverse();
    } else if (difficulty === 3) {
      const [d1, d2] = rng.pick([[3, 4], [2, 5], [4, 5], [3, 5], [5, 6], [3, 8]] as const);
      fracs = [properFraction(rng, d1), properFraction(rng, d2)];
      ops = [index % 2 === 0 ? "-" : "+"];
      if (ops[0] === "-" && fracs[0].n / fracs[0].d < fracs[1].n / fracs[1].d) fracs.reverse();
    } else if (difficulty === 4) {
      // shared factor in the denominators: the least common denominator is smaller than the product
      const [d1, d2] = rng.pick([[4, 6], [6, 8], [6, 9], [10, 4], [12, 8], [6, 10]] as const);
      fracs = [properFraction(rng, d1), properFraction(rng, d2)];
      ops = ["-"];
      if (index % 2 === 1 && fracs[0].n / fracs[0].d > fracs[1].n / fracs[1].d) fracs.reverse();
    } else {
      const [d1, d2, d3] = rng.pick([[6, 4, 3], [2, 3, 12], [4, 6, 8], [10, 5, 2], [3, 4, 6]] as const);
      fracs = [properFraction(rng, d1), properFraction(rng, d2), properFraction(rng, d3)];
      ops = [rng.pick(["+", "-"] as const), rng.pick(["+", "-"] as const)];
    }
    const L = fracs.reduce((acc, f) => lcm(acc, f.d), 1);
    const scaled = fracs.map((f) => ({ n: (f.n * L) / f.d, d: L }));
    let total = scaled[0].n;
    ops.forEach((op, i) => (total += op === "+" ? scaled[i + 1].n : -scaled[i + 1].n));
    const value = Rational.of(total, L);
    const exprs = [show(fracs, ops)];
    if (scaled.some((f, i) => f.d !== fracs[i].d)) exprs.push(show(scaled, ops));
    exprs.push(`${total}/${L}`);
    if (value.toString() !== `${total}/${L}`) exprs.push(value.toString());
    const statement = `Compute: ${exprs[0]}`;
    const title = difficulty === 1 ? "Fractions with the same denominator" : ops.includes("-") ? "Subtract fractions" : "Add fractions";
    return { title, statement, answer: value.toString(), referenceSteps: chain(exprs), check: { kind: "value", expr: exprs[0] } };
  },
};
