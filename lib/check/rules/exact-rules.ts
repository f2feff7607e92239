// Detect rules of the exact checker (lib/check/exact-*.ts): what exact arithmetic and algebra prove.
import type { RuleSpec } from "./types";
import { CORRECT_SOLUTIONS, ex } from "./examples";
import { CASE_MISWORKED_RULE, INTEGERS_LISTED_RULE, LOG_CLAIM_RULE, LOG_EQUATION_RULE, NEVER_EQUAL_RULE, TWO_LETTER_STEP_RULE, NUMBERS_UNEQUAL_RULE, ROOTS_RULE, TRIG_CLAIM_RULE, VERTEX_RULE } from "./exact-line-rules";

const at = (step: number, e: ReturnType<typeof ex>) => ({ ...e, step });

// Rules whose detectors have a module of their own (lib/check/exact-*.ts); each detector imports
// its spec from here, so the registry stays data: the server thread reads descriptions without
// loading the engine (lib/check-pool/main-thread-imports.test.ts).
export const IDENTITY_RULE: RuleSpec = {
  id: "exact.identity-or-contradiction",
  stage: "detect",
  errorTypes: ["not-equivalent"],
  description: "The unknown cancelled out: the line is true for every value, so the move before it went wrong.",
  fires: [at(1, ex("Solve for x: 5 + 2 = x", ["5 + 2 = x", "-2 + x + 2 = x"])), at(1, ex("Solve for n: n = 3 + 4", ["n = 3 + 4", "n = n"]))],
  silent: [ex("Solve for x: 3(x + 2) = 12", ["3(x + 2) = 3x + 6", "3x + 6 = 12", "x = 2"]), ex("Solve for y: 2(y - 1) + 4 = 10", ["2(y - 1) = 2y - 2", "2y + 2 = 10", "y = 4"]), ...CORRECT_SOLUTIONS],
};

export const INVALID_MOVE_RULE: RuleSpec = {
  id: "exact.invalid-move",
  stage: "detect",
  errorTypes: ["not-equivalent"],
  description: "The equation keeps its solution by luck: the step is not the same operation on both sides.",
  fires: [at(1, ex("Solve for x: 4x + 7 = 27", ["4x + 7 = 27", "x + 7 = 12"])), at(1, ex("Solve for n: 3n + 6 = 15", ["3n + 6 = 15", "n + 6 = 9"]))],
  silent: [ex("Solve for x: 6x + 12 = 18", ["6x + 12 = 18", "x + 2 = 3", "x = 1"]), ex("Solve for x: 5x + 3 = 2x + 12", ["5x + 3 = 2x + 12", "3x + 3 = 12", "3x/3 = 9/3", "x = 3"]), ...CORRECT_SOLUTIONS],
};

export const VARIABLE_LOST_RULE: RuleSpec = {
  id: "exact.variable-lost",
  stage: "detect",
  errorTypes: ["not-equivalent"],
  description: "The unknown disappeared from the equation: one side was kept and the other lost its letter.",
  fires: [at(1, ex("Solve for x: 12 = 6 + x - 6", ["12 = 6 + x - 6", "12 = 12"])), at(1, ex("Solve for a: a/1 = 7/3", ["a/1 = 7/3", "1 = 7/3"]))],
  silent: [
    ex("Solve for x: 3x + 2 = 17", ["3x + 2 = 17", "3(5) + 2 = 17", "x = 5"]),
    ex("Solve for x: 4x + 7 = 27", ["27 - 7 = 20", "4x = 20", "x = 5"]),
    ex("Solve for x: x^2 - 25 = 0", ["x^2 = 25", "5 x 5 = 25", "x = 5 or x = -5"]),
    ...CORRECT_SOLUTIONS,
  ],
};

export const CONDITIONED_RULE: RuleSpec = {
  id: "exact.conditioned-comparison",
  stage: "explain",
  errorTypes: [],
  description: "The line states its own condition, case or definitions, so an unconditional comparison is left unsure.",
  fires: [
    { ...ex("Find a, b, c and d for f(x) = ax^3 + bx^2 + cx + d through (2, 4), (1, 1), (0, 1) and (-1, 3)", ["f(2) = 8a + 4b + 2c + d = 4"]), step: 0 },
    { ...ex("Simplify (x + 3)^2 - 9", ["with a = x and b = 3: (a + b)^2 - 9 = a^2 + 2ab + b^2 - 9 = a^2 + 2ab", "= x^2 + 6x"]), step: 0 },
    { ...ex("Simplify $(x + 4)^2 - 16$.", ["Using $(a + b)^2 = a^2 + 2ab + b^2$ with $a = x$ and $b = 4$: $(x + 4)^2 - 16 = x^2 + 8x$"]), step: 0 },
    { ...ex("Solve $a + b = 9$ and $a - b = 3$.", ["Adding: $2a = 12$, so $a = 6$.", "Then $b = a - 3 = 3$."]), step: 1 },
  ],
  silent: [
    ex("Solve $x(x - 5) = 0$.", ["$x = 0$ or $x - 5 = 0$", "$x = 0$ or $x = 5$"]),
    ex("Simplify $(x + 2)^2 - 4$.", ["$(x + 2)^2 - 4 = x^2 + 4x + 4 - 4$", "$= x^2 + 4x$"]),
    ...CORRECT_SOLUTIONS,
  ],
};

export const INEQUALITY_RULE: RuleSpec = {
  id: "exact.inequality-set-changed",
  stage: "detect",
  // (named as the same move on the equations at its bounds: exact-inequality.ts inequalitySlip)
  errorTypes: ["not-equivalent", "sign", "arithmetic", "distribution", "one-side-only"],
  description: "The inequality no longer has the same solutions as the one before it.",
  fires: [
    at(1, ex("Solve $-3x + 1 > 10$.", ["$-3x > 9$", "$x > -3$"])),
    at(0, ex("Solve $2 \\le x + 5 < 9$.", ["$2 \\le x < 4$", "$x < 4$"])),
    at(1, ex("Solve $x^2 - 9 \\le 0$.", ["$(x - 3)(x + 3) \\le 0$", "$x \\le -3$ or $x \\ge 3$"])),
  ],
  silent: [
    ex("Solve $-3x + 1 > 10$.", ["$-3x > 9$", "Dividing by $-3$ reverses the sign: $x < -3$"]),
    ex("Solve $|x - 1| \\le 2$.", ["$-2 \\le x - 1 \\le 2$", "$-1 \\le x \\le 3$"]),
    ex("Solve $x^2 - 9 \\le 0$.", ["$(x - 3)(x + 3) \\le 0$", "$-3 \\le x \\le 3$"]),
    ...CORRECT_SOLUTIONS,
  ],
};

export const CONDITIONAL_IDENTITY_RULE: RuleSpec = {
  id: "exact.false-under-condition",
  stage: "detect",
  errorTypes: ["not-equivalent", "sign"],
  description: "Even inside the bounds the line gives its letter, the two sides are not equal (a sign slip when one is the other negated there).",
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

export const EXACT_RULES: readonly RuleSpec[] = [
  {
    id: "exact.false-claim",
    stage: "detect",
    errorTypes: ["arithmetic"],
    description: "A calculation written in the step is false.",
    fires: [at(0, ex("Sam has 16 eggs and uses 3. How many are left?", ["16 - 3 = 12 eggs are left."])), at(0, ex("Evaluate 7 × 8 + 5", ["7 × 8 = 54", "54 + 5 = 59"])), at(1, ex("Evaluate 12 × 11", ["12 × 11", "= 122"]))],
    silent: CORRECT_SOLUTIONS,
  },
  {
    id: "exact.claim-out-of-order",
    stage: "detect",
    errorTypes: ["order-of-operations"],
    description: "A calculation is false because it was worked out in the wrong order (adding before multiplying).",
    fires: [at(0, ex("Evaluate 2 + 3 × 4", ["2 + 3 × 4 = 5 × 4", "= 20"])), at(0, ex("Evaluate 10 - 2 × 3", ["10 - 2 × 3 = 8 × 3", "= 24"]))],
    silent: CORRECT_SOLUTIONS,
  },
  {
    id: "exact.claim-fraction-slip",
    stage: "detect",
    errorTypes: ["fraction"],
    description: "A fraction calculation is false in the way a known fraction misconception gives (adding tops and bottoms).",
    fires: [at(0, ex("Add 1/2 + 1/3", ["1/2 + 1/3 = 2/5"])), at(0, ex("Add 2/5 + 1/4", ["2/5 + 1/4 = 3/9"]))],
    silent: CORRECT_SOLUTIONS,
  },
  {
    id: "exact.claim-misconception",
    stage: "detect",
    errorTypes: ["sign", "distribution", "one-side-only", "wrong-operation"],
    description: "A calculation is false in the way a known misconception gives (a lost sign, a bracket expanded wrongly).",
    fires: [at(0, ex("Evaluate -3 - 5", ["-3 - 5 = 2"])), at(0, ex("Evaluate -4 × -2", ["-4 × -2 = -8"])), at(0, ex("Evaluate 5 - (-3)", ["5 - (-3) = 2"]))],
    silent: CORRECT_SOLUTIONS,
  },
  {
    id: "exact.false-claim-bound",
    stage: "detect",
    errorTypes: ["arithmetic"],
    description: "A calculation with a number too big to write out is false: its result is far below the smallest possible value.",
    fires: [at(0, ex("Evaluate 10^10000", ["10^10000 = 10"])), at(0, ex("Evaluate 9^(9^9)", ["9^(9^9) = 1"]))],
    silent: CORRECT_SOLUTIONS,
  },
  NUMBERS_UNEQUAL_RULE,
  {
    id: "exact.false-conversion",
    stage: "detect",
    errorTypes: ["arithmetic"],
    description: "A unit conversion stated in the step is wrong (500 cents is not $50).",
    fires: [at(0, ex("Ann has 500 cents. How many dollars is that?", ["500 cents is $50."])), at(0, ex("A rope is 3 meters long. How many centimeters is that?", ["3 meters is 30 centimeters."]))],
    silent: CORRECT_SOLUTIONS,
  },
  {
    id: "exact.added-across-fractions",
    stage: "detect",
    errorTypes: ["fraction"],
    description: "The step adds the numerators and the denominators of the problem's fractions separately.",
    fires: [at(0, ex("Evaluate 1/3 + 2/5", ["1 + 2 = 3 and 3 + 5 = 8", "So the answer is 3/8"])), at(0, ex("Evaluate 2/7 + 3/4", ["2 + 3 = 5 and 7 + 4 = 11", "So the answer is 5/11"]))],
    silent: CORRECT_SOLUTIONS,
  },
  {
    id: "exact.divided-by-percent",
    stage: "detect",
    errorTypes: ["wrong-operation"],
    description: "The step divides the amount by the percent's number instead of taking that percent of it.",
    fires: [at(0, ex("What is 20% of 50?", ["50 ÷ 20 = 2.5"])), at(0, ex("What is 25% of 80?", ["80 ÷ 25 = 3.2"]))],
    silent: CORRECT_SOLUTIONS,
  },
  {
    id: "exact.narrated-misconception",
    stage: "detect",
    errorTypes: ["one-side-only", "sign", "fraction", "wrong-operation"],
    description: "The step says in words that it does something a known misconception does (flips the wrong fraction, moves a term without changing its sign).",
    fires: [
      at(0, ex("Evaluate 1/4 ÷ 2/3", ["I flipped 1/4 to 4/1 and multiplied it by 2/3.", "4/1 × 2/3 = 8/3"])),
      at(0, ex("Evaluate 3/5 ÷ 1/2", ["Flip the first fraction and multiply.", "5/3 × 1/2 = 5/6"])),
      at(0, ex("Solve for x: 9 = x + 5", ["I moved the 5 across and it stayed positive.", "x = 14"])),
    ],
    silent: CORRECT_SOLUTIONS,
  },
  {
    id: "exact.system-line-fails",
    stage: "detect",
    errorTypes: ["not-equivalent", "arithmetic", "sign"],
    description: "A line derived from a system of equations does not hold at the system's solution.",
    fires: [
      // letters set in math mode are the system's unknowns, whatever the letter
      at(3, ex("Apples cost \\$2 and pears \\$3. Ann buys 10 fruits for \\$24. How many pears does she buy?", ["Let $a$ be the apples and $r$ the pears.", "$a + r = 10$ and $2a + 3r = 24$.", "Doubling the first: $2a + 2r = 20$.", "Subtracting: $r = 5$."])),
      at(1, ex("Find $a$ and $b$ if the line $y = ax + b$ passes through $(0, 1)$ and $(2, 7)$.", ["$1 = b$ and $7 = 2a + b$.", "So $2a = 6$ and $a = 4$."])),
      at(1, ex("Solve the system x + y = 10 and x - y = 2", ["x = 10 - y", "2x = 14", "x = 7"])),
      at(0, ex("Solve the system x + y = 7 and x - y = 1", ["2x = 6", "x = 3"])),
      at(2, ex("Pens cost $2 and books $5. Tom bought 10 items for $29. How many books did he buy?", ["Let x be the pens and y the books: x + y = 10 and 2x + 5y = 29", "Doubling the first: 2x + 2y = 20", "Subtracting: 3y = 7"])),
    ],
    silent: [
      ex("Pens cost $2 and books $5. Tom bought 10 items for $29. How many books did he buy?", ["Let x be the pens and y the books: x + y = 10 and 2x + 5y = 29", "Doubling the first: 2x + 2y = 20", "Subtracting: 3y = 9", "y = 3"]),
      ex("Apples cost \\$2 and pears \\$3. Ann buys 10 fruits for \\$24. How many pears does she buy?", ["Let $a$ be the apples and $r$ the pears.", "$a + r = 10$ and $2a + 3r = 24$.", "Doubling the first: $2a + 2r = 20$.", "Subtracting: $r = 4$."]),
      ex("Find $a$ and $b$ if the line $y = ax + b$ passes through $(0, 1)$ and $(2, 7)$.", ["$1 = b$ and $7 = 2a + b$.", "So $2a = 6$ and $a = 3$.", "The line is $y = 3x + 1$."]),
      ...CORRECT_SOLUTIONS,
    ],
  },
  {
    id: "exact.identity-fails",
    stage: "detect",
    errorTypes: ["not-equivalent", "distribution", "sign"],
    description: "The step rewrites an expression into one that is not equal to it.",
    fires: [at(0, ex("Simplify 3(x + 4)", ["3(x + 4) = 3x + 4"])), at(0, ex("Simplify 4(x - 2)", ["4(x - 2) = 4x - 2"])), at(1, ex("Simplify 2x + 3x + 4", ["2x + 3x + 4", "= 6x + 4"]))],
    silent: CORRECT_SOLUTIONS,
  },
  {
    id: "exact.substitution-fails",
    stage: "detect",
    errorTypes: ["not-equivalent"],
    description: "The value found does not satisfy the equation it is meant to solve.",
    fires: [at(0, ex("Solve x^3 + x = 10", ["x = 3"])), at(0, ex("Solve x^5 + x = 34", ["x = 3"]))],
    silent: CORRECT_SOLUTIONS,
  },
  {
    id: "exact.one-side-miswritten",
    stage: "detect",
    errorTypes: ["not-equivalent"],
    description: "One side of the equation is kept and the other rewritten into something not equal to it, though the solution agrees by luck.",
    fires: [at(1, ex("Solve 6n + 8 = 14", ["6n + 8 = 14", "14n = 14", "n = 1"])), at(1, ex("Solve 2y + 3 = 5", ["2y + 3 = 5", "5y = 5", "y = 1"]))],
    silent: CORRECT_SOLUTIONS,
  },
  {
    id: "exact.solution-set-changed",
    stage: "detect",
    errorTypes: ["not-equivalent", "sign", "distribution", "one-side-only", "arithmetic", "final-answer"],
    description: "The equation no longer has the same solutions as the one before it.",
    fires: [at(0, ex("Solve for x: 2x + 3 = 11", ["2x = 14", "x = 7"])), at(0, ex("Solve for x: 5x - 2 = 13", ["5x = 11", "x = 11/5"]))],
    silent: CORRECT_SOLUTIONS,
  },
  // (an equation step that keeps its solutions can still be wrong: lib/check/exact-*.ts files of their own)
  INVALID_MOVE_RULE,
  IDENTITY_RULE,
  VARIABLE_LOST_RULE,
  CONDITIONED_RULE,
  INEQUALITY_RULE,
  CONDITIONAL_IDENTITY_RULE,
  NEVER_EQUAL_RULE,
  CASE_MISWORKED_RULE,
  LOG_CLAIM_RULE,
  LOG_EQUATION_RULE,
  TRIG_CLAIM_RULE,
  TWO_LETTER_STEP_RULE,
  ROOTS_RULE,
  VERTEX_RULE,
  INTEGERS_LISTED_RULE,
  {
    id: "exact.worked-out-of-order",
    stage: "detect",
    errorTypes: ["order-of-operations"],
    description: "A true side calculation works out a part of the expression that should not come first.",
    fires: [at(0, ex("Evaluate 8 + 2 × 5 - 3", ["8 + 2 = 10", "10 × 5 = 50", "50 - 3 = 47"])), at(0, ex("Evaluate 20 - 4 × 3", ["20 - 4 = 16", "16 × 3 = 48"]))],
    silent: CORRECT_SOLUTIONS,
  },
  {
    id: "exact.fraction-rewrite-slip",
    stage: "detect",
    errorTypes: ["fraction"],
    description: "A sum of fractions is rewritten over a common denominator with a numerator left unscaled.",
    fires: [at(0, ex("Evaluate 2/3 + 1/6", ["2/6 + 1/6 = 3/6", "= 1/2"])), at(0, ex("Evaluate 3/4 + 1/8", ["3/8 + 1/8 = 4/8", "= 1/2"]))],
    silent: CORRECT_SOLUTIONS,
  },
  {
    id: "exact.expression-misconception",
    stage: "detect",
    errorTypes: ["fraction", "sign", "distribution", "order-of-operations"],
    description: "The whole expression is rewritten with its own numbers by a known misconception (flipping the wrong fraction).",
    fires: [at(0, ex("Evaluate 3/4 ÷ 2/5", ["4/3 × 2/5 = 8/15"])), at(0, ex("Evaluate 2/3 ÷ 4/5", ["3/2 × 4/5 = 12/10"]))],
    silent: CORRECT_SOLUTIONS,
  },
  {
    id: "exact.expression-value-changed",
    stage: "detect",
    errorTypes: ["not-equivalent", "arithmetic", "final-answer", "fraction", "sign", "distribution"],
    description: "The line's value differs from the expression being worked out.",
    fires: [at(0, ex("Evaluate 3/5 + 2/15", ["3/15 + 2/15", "= 5/15"])), at(0, ex("Evaluate 1/2 + 1/6", ["1/6 + 1/6", "= 2/6"])), at(0, ex("Evaluate 1/4 ÷ 2/3", ["4/1 × 2/3", "= 8/3"]))],
    silent: CORRECT_SOLUTIONS,
  },
  {
    id: "exact.final-answer",
    stage: "detect",
    errorTypes: ["final-answer"],
    description: "The final answer does not match the expected answer, and nothing earlier explains it.",
    fires: [
      at(1, ex("Tom has 5 apples and gets 3 more. How many apples does he have?", ["5 + 3 = 8", "He has 9 apples."], "8")),
      at(1, ex("A box has 6 rows of 4 eggs. How many eggs are in the box?", ["6 × 4 = 24", "There are 25 eggs."], "24")),
    ],
    silent: CORRECT_SOLUTIONS,
  },
  {
    id: "exact.unverifiable",
    stage: "detect",
    errorTypes: ["unverifiable"],
    description: "A number in the step is too big to check exactly, so no other check may pass the step.",
    fires: [at(0, ex("Evaluate 10^5000 + 1 - 10^5000", ["10^5000 + 1 - 10^5000 = 1"], "1")), at(0, ex("Evaluate 2^10000 ÷ 2^9999", ["2^10000 ÷ 2^9999 = 2"], "2"))],
    silent: CORRECT_SOLUTIONS,
  },
  {
    id: "engine.unreadable",
    stage: "detect",
    errorTypes: ["unverifiable"],
    description: "The step could not be read as math or words (markup, broken LaTeX, emoji).",
    fires: [at(0, ex("Solve for x: x + 1 = 3", ["\\frac{x}{", "x = 2"])), at(0, ex("Tom has 3 apples and gets 2 more. How many?", ["🍎🍎🍎 + 🍎🍎", "3 + 2 = 5"]))],
    silent: CORRECT_SOLUTIONS,
  },
];
