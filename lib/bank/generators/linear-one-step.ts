import { type SkillGenerator } from "../generate";
import { DIVIDE, TIMES, paren, term } from "../format";

export const linearOneStep: SkillGenerator = {
  skill: "linear-one-step",
  prefix: "lin1",
  count: 11,
  make(rng, difficulty, index) {
    const v = rng.pick(["x", "x", "y", "n", "a"]);
    const x = difficulty <= 2 ? rng.int(2, 20) : rng.int(2, 15) * (index % 2 === 0 ? -1 : 1);
    let equation: string;
    let middle: string;
    const kind = difficulty === 1 ? index % 2 : difficulty === 2 ? 2 + (index % 2) : difficulty === 3 ? index % 2 : difficulty === 4 ? 2 + (index % 2) : 4;
    if (kind === 0) {
      const a = rng.int(2, 25);
      equation = `${v} + ${a} = ${x + a}`;
      middle = `${v} = ${x + a} - ${a}`;
    } else if (kind === 1) {
      // early on keep the right-hand side positive
      const a = difficulty === 1 ? rng.int(2, Math.max(2, x - 1)) : rng.int(2, 25);
      equation = `${v} - ${a} = ${x - a}`;
      middle = `${v} = ${x - a} + ${a}`;
    } else if (kind === 2) {
      const a = rng.int(2, 12) * (difficulty >= 4 ? -1 : 1);
      equation = `${term(a, v)} = ${a * x}`;
      middle = `${v} = ${a * x} ${DIVIDE} ${paren(a)}`;
    } else if (kind === 3) {
      const a = rng.int(2, 9);
      equation = `${v}/${a} = ${x}`;
      middle = `${v} = ${x} ${TIMES} ${a}`;
      return { title: "Undo a division", statement: `Solve for ${v}: ${equation}`, answer: `${v} = ${x * a}`, referenceSteps: [equation, middle, `${v} = ${x * a}`], check: { kind: "equation", lhs: `${v}/${a}`, rhs: `${x}`, variable: v } };
    } else {
      // the unknown on the right: still one inverse operation
      const a = rng.int(3, 30);
      equation = `${x + a} = ${v} + ${a}`;
      middle = `${x + a} - ${a} = ${v}`;
      return { title: "Unknown on the right", statement: `Solve for ${v}: ${equation}`, answer: `${v} = ${x}`, referenceSteps: [equation, middle, `${x} = ${v}`, `${v} = ${x}`], check: { kind: "equation", lhs: `${x + a}`, rhs: `${v} + ${a}`, variable: v } };
    }
    const [lhs, rhs] = equation.split(" = ");
    const title = kind === 0 ? "Undo an addition" : kind === 1 ? "Undo a subtraction" : "Undo a multiplication";
    return { title, statement: `Solve for ${v}: ${equation}`, answer: `${v} = ${x}`, referenceSteps: [equation, middle, `${v} = ${x}`], check: { kind: "equation", lhs, rhs, variable: v } };
  },
};
