import { type SkillGenerator, chain } from "../generate";
import { type Node, add, asciiOf, div, evaluate, evaluationTrace, group, mul, pow, sub } from "../expr-tree";

export const orderOfOperations: SkillGenerator = {
  skill: "order-of-operations",
  prefix: "ops",
  count: 11,
  make(rng, difficulty, index) {
    let tree: Node;
    if (difficulty === 1) {
      tree = index % 2 === 0 ? add(rng.int(2, 20), mul(rng.int(2, 9), rng.int(2, 9))) : sub(mul(rng.int(3, 9), rng.int(3, 9)), rng.int(2, 9));
    } else if (difficulty === 2) {
      const d = rng.int(2, 6);
      tree = index % 2 === 1 ? sub(mul(group(add(rng.int(2, 12), rng.int(2, 12))), rng.int(2, 6)), rng.int(1, 20)) : add(div(d * rng.int(2, 9), d), mul(rng.int(2, 7), rng.int(2, 7)));
    } else if (difficulty === 3) {
      tree = index % 2 === 1 ? add(rng.int(2, 15), mul(pow(rng.int(2, 5), 2), rng.int(2, 6))) : sub(mul(rng.int(3, 12), group(sub(rng.int(10, 20), rng.int(2, 9)))), pow(rng.int(2, 4), 3));
    } else if (difficulty === 4) {
      const base = rng.int(2, 5);
      const d = rng.int(2, 5);
      tree = index % 2 === 1 ? sub(mul(rng.int(2, 4), pow(group(add(base, rng.int(1, 3))), 2)), div(d * rng.int(2, 8), d)) : div(mul(pow(group(sub(rng.int(8, 12), base)), 2), 4), 2);
    } else {
      const inner = add(rng.int(1, 6), mul(rng.int(2, 4), rng.int(2, 5)));
      const innerValue = evaluate(inner).toNumber();
      const k = rng.int(2, 4);
      // a divisor that really divides, so every intermediate result stays whole
      const divisors = [2, 3, 4, 5, 6].filter((d) => (innerValue * k) % d === 0 && d !== k);
      const d = divisors.length ? rng.pick(divisors) : k;
      tree =
        index % 2 === 1
          ? add(sub(rng.int(60, 90), div(mul(group(inner), k), d)), pow(rng.int(2, 4), 2))
          : sub(mul(group(sub(pow(rng.int(2, 4), 2), rng.int(1, 6))), rng.int(2, 5)), div(innerValue * rng.int(2, 4), group(inner)));
    }
    const trace = evaluationTrace(tree);
    const titles = ["", "Multiply before you add", "Brackets first", "Powers before products", "The power of a bracket", "Brackets, powers, then the rest"];
    return { title: titles[difficulty], statement: `Compute: ${trace[0]}`, answer: evaluate(tree).toString(), referenceSteps: chain(trace), check: { kind: "value", expr: asciiOf(tree) } };
  },
};
