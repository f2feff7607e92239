import { type SkillGenerator, chain } from "../generate";
import { Rational } from "../rational";
import { DIVIDE, TIMES } from "../format";

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));

function proper(rng: { int(a: number, b: number): number }, lo: number, hi: number): [number, number] {
  for (;;) {
    const d = rng.int(lo, hi);
    const n = rng.int(1, d - 1);
    if (gcd(n, d) === 1) return [n, d];
  }
}

// Fractions next to ÷ are bracketed everywhere: "2/3 ÷ 4/5" read left to right is 1/30.
const f = ([n, d]: [number, number]) => `(${n}/${d})`;

export const fractionMulDiv: SkillGenerator = {
  skill: "fraction-mul-div",
  prefix: "frac-mul",
  count: 11,
  make(rng, difficulty, index) {
    let a: [number, number];
    let b: [number, number];
    if (difficulty <= 2) {
      a = proper(rng, 2, difficulty === 1 ? 7 : 9);
      b = proper(rng, 2, difficulty === 1 ? 7 : 12);
      // level 2 asks for a product that must be simplified at the end
      while (difficulty === 2 && gcd(a[0] * b[0], a[1] * b[1]) === 1) b = proper(rng, 2, 12);
      const [n, d] = [a[0] * b[0], a[1] * b[1]];
      const value = Rational.of(n, d);
      const exprs = [`${f(a)} ${TIMES} ${f(b)}`, `(${a[0]} ${TIMES} ${b[0]})/(${a[1]} ${TIMES} ${b[1]})`, `${n}/${d}`];
      if (value.toString() !== `${n}/${d}`) exprs.push(value.toString());
      return { title: "Multiply fractions", statement: `Compute: ${exprs[0]}`, answer: value.toString(), referenceSteps: chain(exprs), check: { kind: "value", expr: `(${a[0]}/${a[1]}) * (${b[0]}/${b[1]})` } };
    }
    if (difficulty === 3 && index % 2 === 1) {
      // a whole number times a fraction, chosen so it comes out whole
      b = proper(rng, 3, 8);
      const w = b[1] * rng.int(2, 6);
      const value = Rational.of(w * b[0], b[1]);
      const exprs = [`${w} ${TIMES} ${f(b)}`, `(${w} ${TIMES} ${b[0]})/${b[1]}`, `${w * b[0]}/${b[1]}`, value.toString()];
      return { title: "A fraction of a whole number", statement: `Compute: ${exprs[0]}`, answer: value.toString(), referenceSteps: chain(exprs), check: { kind: "value", expr: `${w} * (${b[0]}/${b[1]})` } };
    }
    a = proper(rng, 2, 10);
    b = proper(rng, 3, 10);
    // dividing by a unit fraction or by the same fraction teaches little
    while (b[0] === 1 || (b[0] === a[0] && b[1] === a[1])) b = proper(rng, 3, 10);
    let sign = 1;
    let left = `${f(a)}`;
    if (difficulty === 5 && index % 2 === 0) {
      sign = -1;
      left = `(-${a[0]}/${a[1]})`;
    }
    if (difficulty === 5 && index % 2 === 1) {
      a = [rng.int(2, 6), 1];
      left = `${a[0]}`;
    }
    const [n, d] = [sign * a[0] * b[1], a[1] * b[0]];
    const value = Rational.of(n, d);
    const recip = `(${b[1]}/${b[0]})`;
    const exprs = [`${left} ${DIVIDE} ${f(b)}`, `${left} ${TIMES} ${recip}`, `${n}/${d}`];
    if (value.toString() !== `${n}/${d}`) exprs.push(value.toString());
    return { title: "Divide fractions", statement: `Compute: ${exprs[0]}`, answer: value.toString(), referenceSteps: chain(exprs), check: { kind: "value", expr: `(${sign * a[0]}/${a[1]}) / (${b[0]}/${b[1]})` } };
  },
};
