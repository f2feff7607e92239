import { type SkillGenerator, chain } from "../generate";
import { type Node, add, asciiOf, div, evaluate, evaluationTrace, group, mul, sub } from "../expr-tree";


export const integerOperations: SkillGenerator = {
  skill: "integer-operations",
  prefix: "int",
  count: 11,
  make(rng, difficulty, index) {
    let tree: Node;
    let title: string;
    if (difficulty === 1) {
      title = "Add a negative number";
      tree = index % 2 === 0 ? add(rng.int(3, 15), -rng.int(4, 20)) : add(-rng.int(3, 15), rng.int(2, 20));
    } else if (difficulty === 2) {
      title = "Subtract with negatives";
      tree = index % 2 === 0 ? sub(rng.int(2, 15), -rng.int(2, 15)) : sub(-rng.int(2, 15), rng.int(2, 15));
    } else if (difficulty === 3) {
      title = "Add and subtract integers";
      tree = sub(add(-rng.int(3, 15), rng.int(2, 20)), -rng.int(2, 12));
      if (index % 2 === 0) tree = add(sub(rng.int(2, 12), rng.int(8, 20)), -rng.int(2, 12));
    } else if (difficulty === 4) {
      if (index % 2 === 1) {
        title = "Multiply integers";
        tree = add(mul(-rng.int(2, 9), rng.int(2, 9)), mul(-rng.int(2, 9), -rng.int(2, 9)));
      } else {
        title = "Divide integers";
        const d = rng.int(2, 9);
        tree = sub(div(-d * rng.int(2, 12), d), -rng.int(2, 12));
      }
    } else {
      title = "Integers with brackets";
      const d = rng.int(2, 6) * rng.sign();
      tree =
        index % 2 === 0
          ? sub(mul(-rng.int(2, 6), group(sub(rng.int(1, 6), rng.int(7, 14)))), div(d * rng.int(2, 9) * -1, d))
          : add(mul(group(add(-rng.int(3, 12), rng.int(1, 8))), group(sub(rng.int(1, 5), rng.int(6, 10)))), -rng.int(5, 30));
    }
    const trace = evaluationTrace(tree);
    return { title, statement: `Compute: ${trace[0]}`, answer: evaluate(tree).toString(), referenceSteps: chain(trace), check: { kind: "value", expr: asciiOf(tree) } };
  },
};
