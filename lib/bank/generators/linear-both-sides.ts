import { type SkillGenerator } from "../generate";
import { DIVIDE, paren, term } from "../format";

const plus = (b: number) => (b === 0 ? "" : b < 0 ? ` - ${-b}` : ` + ${b}`);
/** "3x - 4", or just "3x" when the constant is zero. */
const side = (a: number, v: string, b: number) => (a === 0 ? `${b}` : `${term(a, v)}${plus(b)}`);

export const linearBothSides: SkillGenerator = {
  skill: "linear-both-sides",
  prefix: "lin-both",
  count: 11,
  make(rng, difficulty, index) {
    const v = rng.pick(["x", "x", "y", "n"]);
    const x = difficulty <= 2 ? rng.int(1, 10) : rng.int(1, 10) * rng.sign();
    if (difficulty <= 4) {
      const c = difficulty <= 2 ? rng.int(1, 5) : rng.int(1, 6) * (difficulty === 4 ? -1 : 1);
      let a = c + rng.int(1, 5);
      if (a === 0) a = c + 6; // a side without the unknown belongs to the next skill down
      const b = difficulty === 1 ? rng.int(1, 12) : rng.int(1, 12) * rng.sign();
      const d = a * x + b - c * x;
      const eq = `${side(a, v, b)} = ${side(c, v, d)}`;
      const k = a - c;
      const steps = [eq, `${term(a, v)} ${c < 0 ? "+" : "-"} ${term(Math.abs(c), v)}${plus(b)} = ${d}`, `${side(k, v, b)} = ${d}`, `${term(k, v)} = ${d}${plus(-b)}`, `${term(k, v)} = ${d - b}`];
      if (k !== 1) steps.push(`${v} = ${d - b} ${DIVIDE} ${paren(k)}`, `${v} = ${x}`);
      return { title: "Variables on both sides", statement: `Solve for ${v}: ${eq}`, answer: `${v} = ${x}`, referenceSteps: steps, check: { kind: "equation", lhs: side(a, v, b), rhs: side(c, v, d), variable: v } };
    }
    // brackets on one or both sides: expand first, then collect
    const p = rng.int(2, 5);
    const q = rng.int(1, 6) * rng.sign();
    const c = index % 2 === 0 ? p + rng.int(1, 3) : p - rng.int(1, p - 1);
    const k = p - c;
    // p(x + q) = c x + d  with d chosen so that x solves it
    const d = p * (x + q) - c * x;
    const eq = `${p}(${v}${plus(q)}) = ${side(c, v, d)}`;
    const steps = [eq, `${side(p, v, p * q)} = ${side(c, v, d)}`];
    if (k > 0) {
      steps.push(`${term(p, v)} - ${term(c, v)}${plus(p * q)} = ${d}`, `${side(k, v, p * q)} = ${d}`, `${term(k, v)} = ${d}${plus(-p * q)}`, `${term(k, v)} = ${d - p * q}`);
      if (k !== 1) steps.push(`${v} = ${d - p * q} ${DIVIDE} ${k}`);
    } else {
      // more of the unknown on the right: collect it there so its coefficient stays positive
      steps.push(`${p * q} = ${term(c, v)} - ${term(p, v)}${plus(d)}`, `${p * q} = ${side(-k, v, d)}`, `${p * q}${plus(-d)} = ${term(-k, v)}`, `${p * q - d} = ${term(-k, v)}`);
      if (-k !== 1) steps.push(`${v} = ${p * q - d} ${DIVIDE} ${-k}`);
    }
    if (Math.abs(k) !== 1) steps.push(`${v} = ${x}`);
    return { title: "Brackets and variables on both sides", statement: `Solve for ${v}: ${eq}`, answer: `${v} = ${x}`, referenceSteps: steps, check: { kind: "equation", lhs: `${p}(${v}${plus(q)})`, rhs: side(c, v, d), variable: v } };
  },
};
