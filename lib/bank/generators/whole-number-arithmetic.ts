import { type SkillGenerator, chain } from "../generate";
import { add, asciiOf, div, evaluate, evaluationTrace, group, mul, sub } from "../expr-tree";
import { DIVIDE, TIMES } from "../format";

// Place-value strategies (split into tens, partial products) rather than column algorithms,
// because each line then stays a short, checkable claim.
export const wholeNumberArithmetic: SkillGenerator = {
  skill: "whole-number-arithmetic",
  prefix: "whole",
  count: 11,
  make(rng, difficulty, index) {
    if (difficulty === 1) {
      const a = rng.int(2, 8) * 10 + rng.int(1, 9);
      const b = rng.int(1, 8) * 10 + rng.int(1, 9);
      const [ta, oa, tb, ob] = [a - (a % 10), a % 10, b - (b % 10), b % 10];
      const exprs = [`${a} + ${b}`, `${ta} + ${tb} + ${oa} + ${ob}`, `${ta + tb} + ${oa + ob}`, `${a + b}`];
      return { title: "Add two-digit numbers", statement: `Compute: ${a} + ${b}`, answer: `${a + b}`, referenceSteps: chain(exprs), check: { kind: "value", expr: `${a} + ${b}` } };
    }
    if (difficulty === 2) {
      const a = rng.int(300, 999);
      const b = rng.int(120, a - 50);
      const hundreds = b - (b % 100);
      const rest = b % 100;
      const exprs = rest === 0 ? [`${a} - ${b}`, `${a - b}`] : [`${a} - ${b}`, `${a} - ${hundreds} - ${rest}`, `${a - hundreds} - ${rest}`, `${a - b}`];
      return { title: "Subtract three-digit numbers", statement: `Compute: ${a} - ${b}`, answer: `${a - b}`, referenceSteps: chain(exprs), check: { kind: "value", expr: `${a} - ${b}` } };
    }
    if (difficulty === 3) {
      if (index % 2 === 1) {
        const a = rng.int(2, 9) * 10 + rng.int(1, 9);
        const b = rng.int(3, 9);
        const [t, o] = [a - (a % 10), a % 10];
        const exprs = [`${a} ${TIMES} ${b}`, `${t} ${TIMES} ${b} + ${o} ${TIMES} ${b}`, `${t * b} + ${o * b}`, `${a * b}`];
        return { title: "Multiply by a one-digit number", statement: `Compute: ${a} ${TIMES} ${b}`, answer: `${a * b}`, referenceSteps: chain(exprs), check: { kind: "value", expr: `${a} * ${b}` } };
      }
      const d = rng.int(3, 9);
      const q = rng.int(12, 99);
      const a = q * d;
      const big = (q - (q % 10)) * d;
      const exprs = [`${a} ${DIVIDE} ${d}`, `${big} ${DIVIDE} ${d} + ${a - big} ${DIVIDE} ${d}`, `${big / d} + ${(a - big) / d}`, `${q}`];
      return { title: "Divide by a one-digit number", statement: `Compute: ${a} ${DIVIDE} ${d}`, answer: `${q}`, referenceSteps: chain(exprs), check: { kind: "value", expr: `${a} / ${d}` } };
    }
    if (difficulty === 4) {
      if (index % 2 === 1) {
        const a = rng.int(12, 98);
        const b = rng.int(2, 9) * 10 + rng.int(1, 9);
        const [t, o] = [b - (b % 10), b % 10];
        const exprs = [`${a} ${TIMES} ${b}`, `${a} ${TIMES} ${t} + ${a} ${TIMES} ${o}`, `${a * t} + ${a * o}`, `${a * b}`];
        return { title: "Multiply two-digit numbers", statement: `Compute: ${a} ${TIMES} ${b}`, answer: `${a * b}`, referenceSteps: chain(exprs), check: { kind: "value", expr: `${a} * ${b}` } };
      }
      const d = rng.int(11, 25);
      const q = rng.int(21, 89);
      const a = q * d;
      const big = (q - (q % 10)) * d;
      const exprs = [`${a} ${DIVIDE} ${d}`, `${big} ${DIVIDE} ${d} + ${a - big} ${DIVIDE} ${d}`, `${big / d} + ${(a - big) / d}`, `${q}`];
      return { title: "Divide by a two-digit number", statement: `Compute: ${a} ${DIVIDE} ${d}`, answer: `${q}`, referenceSteps: chain(exprs), check: { kind: "value", expr: `${a} / ${d}` } };
    }
    // difficulty 5: several operations with whole numbers
    const d = rng.int(3, 9);
    const tree =
      index % 2 === 1
        ? sub(mul(rng.int(101, 250), rng.int(4, 9)), div(d * rng.int(5, 30), d))
        : add(mul(group(sub(rng.int(60, 150), rng.int(10, 55))), rng.int(3, 12)), rng.int(100, 900));
    return { title: "Several whole-number operations", statement: `Compute: ${evaluationTrace(tree)[0]}`, answer: evaluate(tree).toString(), referenceSteps: chain(evaluationTrace(tree)), check: { kind: "value", expr: asciiOf(tree) } };
  },
};
