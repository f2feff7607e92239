import { type SkillGenerator } from "../generate";
import { DIVIDE, paren, term } from "../format";

const plus = (b: number) => (b < 0 ? ` - ${-b}` : ` + ${b}`);

export const linearTwoStep: SkillGenerator = {
  skill: "linear-two-step",
  prefix: "lin2",
  count: 11,
  make(rng, difficulty, index) {
    const v = rng.pick(["x", "x", "y", "n"]);
    if (difficulty <= 3 || (difficulty === 4 && index % 2 === 0)) {
      const x = difficulty <= 2 ? rng.int(1, 12) : rng.int(1, 12) * rng.sign();
      const a = difficulty === 4 ? -rng.int(2, 9) : rng.int(2, 9);
      const b = difficulty === 1 ? rng.int(1, 20) : rng.int(1, 20) * rng.sign();
      const c = a * x + b;
      const lhs = `${term(a, v)}${plus(b)}`;
      const steps = [`${lhs} = ${c}`, `${term(a, v)} = ${c}${plus(-b)}`, `${term(a, v)} = ${c - b}`];
      if (difficulty >= 3) steps.push(`${v} = ${c - b} ${DIVIDE} ${paren(a)}`);
      steps.push(`${v} = ${x}`);
      return { title: "Solve a two-step equation", statement: `Solve for ${v}: ${lhs} = ${c}`, answer: `${v} = ${x}`, referenceSteps: steps, check: { kind: "equation", lhs, rhs: `${c}`, variable: v } };
    }
    if (difficulty === 4) {
      // divide-then-add form: x/a + b = c
      const a = rng.int(2, 6);
      const q = rng.int(-6, 9) || 4;
      const b = rng.int(1, 15) * rng.sign();
      const c = q + b;
      const lhs = `${v}/${a}${plus(b)}`;
      const steps = [`${lhs} = ${c}`, `${v}/${a} = ${c}${plus(-b)}`, `${v}/${a} = ${q}`, `${v} = ${q * a}`];
      return { title: "Solve a two-step equation with a fraction", statement: `Solve for ${v}: ${lhs} = ${c}`, answer: `${v} = ${q * a}`, referenceSteps: steps, check: { kind: "equation", lhs, rhs: `${c}`, variable: v } };
    }
    // a bracket: a(x + b) = c, divide first
    const a = rng.int(2, 7);
    const b = rng.int(1, 9) * rng.sign();
    const x = rng.int(-8, 12) || 3;
    const c = a * (x + b);
    const lhs = `${a}(${v}${plus(b)})`;
    const steps = [`${lhs} = ${c}`, `${v}${plus(b)} = ${c} ${DIVIDE} ${a}`, `${v}${plus(b)} = ${x + b}`, `${v} = ${x + b}${plus(-b)}`, `${v} = ${x}`];
    return { title: "Solve an equation with brackets", statement: `Solve for ${v}: ${lhs} = ${c}`, answer: `${v} = ${x}`, referenceSteps: steps, check: { kind: "equation", lhs, rhs: `${c}`, variable: v } };
  },
};
