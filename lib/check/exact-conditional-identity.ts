// Rule exact.false-under-condition: a line that bounds its letter ("for x < 2: |x - 2| = x - 2",
// "for -2 <= x < 1: |x - 1| + |x + 2| = 3") compares expressions that need only agree inside those
// bounds. The comparison is made there, at points strictly inside, and it is wrong when the sides
// differ there (exact-steps.ts underRange); outside the bounds nothing is claimed.
import type { RuleSpec } from "./rules/types";
import { CORRECT_SOLUTIONS, ex } from "./rules/examples";

const at = (step: number, e: ReturnType<typeof ex>) => ({ ...e, step });

export const CONDITIONAL_IDENTITY_RULE: RuleSpec = {
  id: "exact.false-under-condition",
  stage: "detect",
  errorTypes: ["not-equivalent"],
  description: "Even inside the bounds the line gives its letter, the two sides are not equal.",
  fires: [
    at(0, ex("For $x < 3$, simplify $|x - 3| + x$.", ["For $x < 3$: $|x - 3| = x - 3$", "so $|x - 3| + x = 2x - 3$"])),
    at(0, ex("For $x \\ge 0$, simplify $|x| + |x - 5|$ when $x < 5$.", ["For $0 \\le x < 5$: $|x| + |x - 5| = x + x - 5$", "$= 2x - 5$"])),
  ],
  silent: [
    ex("For $x < 3$, simplify $|x - 3| + x$.", ["For $x < 3$: $|x - 3| = -(x - 3) = -x + 3$", "so $|x - 3| + x = 3$"]),
    ex("For $x \\ge 0$, simplify $|x| + |x - 5|$ when $x < 5$.", ["For $0 \\le x < 5$: $|x| + |x - 5| = x - (x - 5)$", "$= 5$"]),
    ...CORRECT_SOLUTIONS,
  ],
};
