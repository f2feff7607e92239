import { type SkillGenerator } from "../generate";
import { joinTerms } from "../format";

type Term = [number, string];

/** Conventional order of the answer: squares, then letters, then the constant. */
function rank(v: string): number {
  return v.endsWith("^2") ? 0 : v === "" ? 3 : v < "m" ? 1 : 2;
}

/** Regroup terms so like terms sit together, in the conventional order. */
function regroup(terms: Term[]): Term[] {
  const order = [...new Set(terms.map((t) => t[1]))].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : 1));
  return order.flatMap((v) => terms.filter((t) => t[1] === v));
}

function combine(terms: Term[]): Term[] {
  const grouped = regroup(terms);
  const order = [...new Set(grouped.map((t) => t[1]))];
  return order.map((v) => [grouped.filter((t) => t[1] === v).reduce((acc, t) => acc + t[0], 0), v]);
}

const nonZero = (rng: { int(a: number, b: number): number; sign(): 1 | -1 }, lo: number, hi: number) => rng.int(lo, hi) * rng.sign();

export const combiningLikeTerms: SkillGenerator = {
  skill: "combining-like-terms",
  prefix: "like",
  count: 11,
  make(rng, difficulty) {
    const [v, w] = rng.pick([["x", "y"], ["a", "b"], ["m", "n"], ["p", "q"]] as const);
    let terms: Term[] = [];
    // redraw until no like terms cancel completely: a vanishing term makes a confusing exercise
    for (let tries = 0; tries === 0 || combine(terms).some(([c]) => c === 0); tries++) {
      if (difficulty === 1) terms = [[rng.int(2, 9), v], [rng.int(2, 9), v]];
      else if (difficulty === 2) terms = [[rng.int(4, 12), v], [-rng.int(1, 3), v], [rng.int(1, 9), ""]];
      else if (difficulty === 3) terms = [[rng.int(2, 9), v], [rng.int(2, 9), w], [-rng.int(1, 9), v], [rng.int(2, 9), w]];
      else if (difficulty === 4) terms = [[nonZero(rng, 2, 9), v], [rng.int(1, 12), ""], [-rng.int(2, 9), w], [nonZero(rng, 2, 9), v], [-rng.int(1, 12), ""], [rng.int(2, 9), w]];
      else terms = [[rng.int(2, 6), `${v}^2`], [nonZero(rng, 2, 9), v], [-rng.int(1, 5), `${v}^2`], [rng.int(2, 9), v], [-rng.int(1, 9), ""], [nonZero(rng, 1, 5), `${v}^2`]];
    }
    const start = joinTerms(terms);
    const grouped = joinTerms(regroup(terms));
    const result = joinTerms(combine(terms));
    const steps: string[] = [];
    if (grouped !== start) steps.push(grouped);
    if (difficulty <= 2) {
      // show the coefficients being added for the single variable
      const same = terms.filter((t) => t[1] === v);
      const rest = combine(terms.filter((t) => t[1] !== v));
      const coefs = same.map(([c], i) => (i === 0 ? `${c}` : c < 0 ? ` - ${-c}` : ` + ${c}`)).join("");
      steps.push(rest.length ? `(${coefs})${v} ${joinTerms(rest).startsWith("-") ? "- " + joinTerms(rest).slice(1) : "+ " + joinTerms(rest)}` : `(${coefs})${v}`);
    }
    steps.push(result);
    const titles = ["", "Add like terms", "Like terms and a number", "Two letters", "Letters, numbers and signs", "Squares, letters and numbers"];
    return { title: titles[difficulty], statement: `Simplify: ${start}`, answer: result, referenceSteps: steps, check: { kind: "expression", expr: start, vars: [v, w] } };
  },
};
