import { type SkillGenerator } from "../generate";
import { TIMES, joinTerms, paren, term } from "../format";

type Term = [number, string];

/** k(ax + b) as written: "3(x - 2)", "-2(3x + 5)". */
const bracket = (k: number, inner: Term[]) => `${k === 1 ? "" : k === -1 ? "-" : k}(${joinTerms(inner)})`;

/** The multiplication written out: "3 × x - 3 × 2" or "-2 × 3x + (-2) × 5". */
function writtenOut(k: number, inner: Term[], first: boolean): string {
  return inner
    .map(([c, v], i) => {
      const factor = v === "" ? paren(c) : c < 0 ? `(${term(c, v)})` : term(c, v);
      const head = i === 0 && first ? `${k}` : paren(k);
      const piece = `${head} ${TIMES} ${factor}`;
      return i === 0 ? piece : ` + ${piece}`;
    })
    .join("");
}

const collect = (terms: Term[]): Term[] => {
  const order: string[] = [];
  const sums = new Map<string, number>();
  for (const [c, v] of terms) {
    if (!sums.has(v)) order.push(v);
    sums.set(v, (sums.get(v) ?? 0) + c);
  }
  return order.map((v) => [sums.get(v) as number, v]);
};
const times = (k: number, inner: Term[]): Term[] => inner.map(([c, v]) => [k * c, v]);

export const distributiveProperty: SkillGenerator = {
  skill: "distributive-property",
  prefix: "dist",
  count: 11,
  make(rng, difficulty, index) {
    const v = rng.pick(["x", "y", "a", "n"]);
    if (difficulty <= 3) {
      const k = difficulty === 3 ? -rng.int(2, 7) : rng.int(2, 9);
      const inner: Term[] = [[difficulty === 1 ? 1 : rng.int(2, 6), v], [rng.int(1, 9) * (difficulty === 1 && index % 2 === 0 ? 1 : rng.sign()), ""]];
      const start = bracket(k, inner);
      const result = joinTerms(times(k, inner));
      return {
        title: "Expand brackets",
        statement: `Expand: ${start}`,
        answer: result,
        referenceSteps: [writtenOut(k, inner, true), result],
        check: { kind: "expression", expr: start, vars: [v] },
      };
    }
    // two brackets (or a bracket and a loose term), then collect like terms
    const k1 = rng.int(2, 6);
    const k2 = -rng.int(2, 6);
    const in1: Term[] = [[rng.int(1, 5), v], [rng.int(1, 9) * rng.sign(), ""]];
    const in2: Term[] = [[rng.int(1, 4), v], [rng.int(1, 9) * rng.sign(), ""]];
    const extra: Term[] = difficulty === 5 ? [[rng.int(1, 5) * (index % 2 === 0 ? 1 : -1), index % 2 === 0 ? v : ""]] : [];
    const start = `${bracket(k1, in1)} - ${bracket(-k2, in2)}${extra.length ? " " + (extra[0][0] < 0 ? "- " + term(-extra[0][0], extra[0][1]) : "+ " + term(extra[0][0], extra[0][1])) : ""}`;
    const expanded: Term[] = [...times(k1, in1), ...times(k2, in2), ...extra];
    const regrouped = [v, ""].flatMap((x) => expanded.filter((t) => t[1] === x));
    const result = joinTerms(collect(regrouped));
    const steps = [joinTerms(expanded), joinTerms(regrouped), result];
    return {
      title: "Expand and simplify",
      statement: `Expand and simplify: ${start}`,
      answer: result,
      referenceSteps: steps.filter((s, i) => i === 0 || s !== steps[i - 1]),
      check: { kind: "expression", expr: start, vars: [v] },
    };
  },
};
