import { type SkillGenerator } from "../generate";
import { Rational } from "../rational";
import { joinTerms, rootsAnswer } from "../format";

/** "(x - 2)", "(x + 3)", "(2x - 3)". */
const factor = (p: number, q: number, v: string) => `(${joinTerms([[p, v], [q, ""]])})`;
const poly = (a: number, b: number, c: number, v: string) => joinTerms([[a, `${v}^2`], [b, v], [c, ""]]);

export const quadraticFactoring: SkillGenerator = {
  skill: "quadratic-factoring",
  prefix: "quad",
  count: 11,
  make(rng, difficulty, index) {
    const v = rng.pick(["x", "x", "x", "y", "t"]);
    // (p1 v + q1)(p2 v + q2) = 0 ; roots -q1/p1 and -q2/p2
    let k = 1;
    let [p1, q1, p2, q2] = [1, 0, 1, 0];
    if (difficulty === 1) {
      const r1 = rng.int(1, 6);
      let r2 = rng.int(1, 7);
      if (r2 === r1) r2 += 1;
      [q1, q2] = [-Math.min(r1, r2), -Math.max(r1, r2)];
    } else if (difficulty === 2) {
      const r1 = rng.int(1, 8);
      const r2 = -rng.int(1, 8);
      [q1, q2] = [-r2, -r1].sort((a, b) => b - a);
      if (q1 === -q2) q1 += 1;
    } else if (difficulty === 3) {
      const r = rng.int(2, 9) * rng.sign();
      [q1, q2] = [-r, -r];
      if (index % 2 === 0) {
        // a difference of squares
        [q1, q2] = [Math.abs(r), -Math.abs(r)];
      }
    } else if (difficulty === 4) {
      k = rng.int(2, 5) * (index % 2 === 0 ? 1 : -1);
      const r1 = rng.int(1, 6);
      const r2 = -rng.int(1, 6);
      [q1, q2] = [-r1, -r2];
      if (r1 === -r2) q2 -= 1;
    } else {
      p1 = rng.int(2, 3);
      q1 = rng.int(1, 7) * rng.sign();
      if (q1 % p1 === 0) q1 += 1;
      q2 = rng.int(1, 6) * rng.sign();
    }
    const a = k * p1 * p2;
    const b = k * (p1 * q2 + q1 * p2);
    const c = k * q1 * q2;
    const roots = [Rational.of(-q1, p1), Rational.of(-q2, p2)];
    const unique = roots[0].equals(roots[1]) ? [roots[0]] : roots;
    const factored = q1 === q2 && p1 === p2 ? `${factor(p1, q1, v)}^2` : `${factor(p1, q1, v)}${factor(p2, q2, v)}`;
    const standard = `${poly(a, b, c, v)} = 0`;
    let statementEq = standard;
    const steps: string[] = [];
    if (difficulty === 3 && index % 2 === 1 && c !== 0) {
      // start with the constant on the right, so the first step is to make one side zero
      statementEq = `${poly(a, b, 0, v)} = ${-c}`;
      steps.push(statementEq);
    }
    steps.push(standard);
    if (k !== 1) steps.push(`${k}(${poly(p1 * p2, p1 * q2 + q1 * p2, q1 * q2, v)}) = 0`, `${poly(p1 * p2, p1 * q2 + q1 * p2, q1 * q2, v)} = 0`);
    steps.push(`${factored} = 0`);
    if (unique.length === 2) {
      steps.push(`${factor(p1, q1, v).slice(1, -1)} = 0 or ${factor(p2, q2, v).slice(1, -1)} = 0`);
      if (p1 !== 1) steps.push(`${p1}${v} = ${-q1} or ${v} = ${roots[1].toString()}`);
    } else steps.push(`${factor(p1, q1, v).slice(1, -1)} = 0`);
    const answer = rootsAnswer(v, unique);
    steps.push(answer);
    const [lhs, rhs] = statementEq.split(" = ");
    const title = difficulty === 5 ? "Factor a quadratic with a leading coefficient" : unique.length === 1 ? "A repeated root" : k !== 1 ? "Take out a common factor first" : "Solve by factoring";
    return { title, statement: `Solve for ${v}: ${statementEq}`, answer, referenceSteps: steps, check: { kind: "equation", lhs, rhs, variable: v } };
  },
};
