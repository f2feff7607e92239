// Explain rules (a value or line is vindicated), the process reward model as one more rule, and
// blame rules (which step carries an error another rule found).
import type { RuleSpec } from "./types";
import { CORRECT_SOLUTIONS, CORRECT_EQUATION, CORRECT_EXPRESSION, CORRECT_WORD, ex } from "./examples";

const at = (step: number, e: ReturnType<typeof ex>) => ({ ...e, step });
const APPLES = "Tom has 5 apples and buys 3 bags with 4 apples in each bag. How many apples does he have now?";
const APPLES_REF = ["3 * 4 = 12", "5 + 12 = 17"];
/** Words only: nothing to verify or vindicate. */
const WORDS_ONLY = [
  at(0, ex("Tom has 5 apples and buys 3 bags with 4 apples in each bag. How many apples does he have now?", ["First I find the apples in the bags."])),
  at(0, ex("Solve for x: 3x + 4 = 19", ["I will move the 4 first."])),
];

const BOOKS = "A book costs $12 and a pen costs $3. How much do 4 books and 2 pens cost?";
const EGGS = "A box holds 7 eggs. How many eggs are in 4 boxes and 5 more eggs?";

export const UNPLACED_RULE: RuleSpec = {
  id: "blame.wrong-answer-unplaced",
  stage: "blame",
  errorTypes: [],
  description: "The answer does not match, but no step can be shown to hold the mistake, so none is blamed.",
  fires: [
    at(2, ex(BOOKS, ["4 books cost 4 + 12 = 16 dollars.", "2 pens cost 2 + 3 = 5 dollars.", "Together 16 + 5 = 21 dollars."], "54")),
    at(1, ex(EGGS, ["4 boxes hold 4 + 7 = 11 eggs.", "With 5 more eggs there are 11 + 5 = 16 eggs."], "33")),
  ],
  silent: [
    ex(BOOKS, ["4 books cost 4 x 12 = 48 dollars.", "2 pens cost 2 x 3 = 7 dollars.", "Together 48 + 7 = 55 dollars."], "54"),
    ex(EGGS, ["4 boxes hold 4 x 7 = 28 eggs.", "With 5 more eggs there are 28 + 5 = 33 eggs."], "33"),
    // (the last step is one operation away from the answer, 30 + 3: it stays blamed)
    ex("A box holds 6 eggs. How many eggs are in 5 boxes and 3 more eggs?", ["5 boxes hold 5 x 6 = 30 eggs.", "With 3 more eggs there are 30 - 3 = 27 eggs."], "33"),
    ...CORRECT_SOLUTIONS,
  ],
};

export const EXPLAIN_RULES: readonly RuleSpec[] = [
  {
    id: "exact.verified",
    stage: "explain",
    errorTypes: [],
    description: "Exact arithmetic proves the step: its calculations are true, or its equation has the same solutions as the one before.",
    fires: [at(0, CORRECT_EXPRESSION), at(1, CORRECT_EQUATION)],
    silent: WORDS_ONLY,
  },
  {
    id: "ref.on-reference-path",
    stage: "explain",
    errorTypes: [],
    description: "The step's quantities are ones the correct solution works out too.",
    fires: [at(0, CORRECT_WORD), at(1, CORRECT_WORD)],
    silent: WORDS_ONLY,
  },
  {
    id: "ref.algebra-step-holds",
    stage: "explain",
    errorTypes: [],
    description: "The line keeps the expected solutions of the equation (or the expected value of the expression).",
    fires: [at(1, CORRECT_EQUATION), at(0, ex("Solve x^2 = 9", ["x^2 - 9 = 0", "x = 3 or x = -3"], "x = 3 or x = -3"))],
    silent: WORDS_ONLY,
  },
];

export const BLAME_RULES: readonly RuleSpec[] = [
  {
    id: "prm.doubt",
    stage: "detect",
    errorTypes: ["reasoning"],
    description: "The learned step model doubts this step; no exact check covers it.",
    // (the model's own opinion: it fires in the PRM's evidence; the fusion decides what it counts for)
    fires: [
      { ...at(0, ex("A book costs $12 and a pen costs $3. How much do 4 books and 2 pens cost?", ["4 books cost 4 + 12 = 16 dollars.", "2 pens cost 2 + 3 = 5 dollars.", "Together 16 + 5 = 21 dollars."])), needsModel: true },
      { ...at(0, ex("A train travels 60 miles per hour for 3 hours. How far does it travel?", ["It travels 60 + 3 = 63 miles."])), needsModel: true },
    ],
    silent: [
      { ...ex("A train travels 60 miles per hour for 3 hours. How far does it travel?", ["It travels 60 × 3 = 180 miles."]), needsModel: true },
      { ...ex("A book costs $12 and a pen costs $3. How much do 4 books and 2 pens cost?", ["4 books cost 4 × 12 = 48 dollars.", "2 pens cost 2 × 3 = 6 dollars.", "Together 48 + 6 = 54 dollars."]), needsModel: true },
    ],
  },
  {
    id: "blame.move-decided-in-words",
    stage: "blame",
    errorTypes: ["wrong-operation"],
    description: "The wrong operation was decided in words on this line and only carried out on the next.",
    fires: [
      at(0, ex("Tom has 12 apples and gives away 3. How many are left?", ["Add 12 and 3.", "12 + 3 = 15 apples."], "9", ["12 - 3 = 9"])),
      at(0, ex("Kim has 20 stickers and gives 5 to her brother. How many does she have left?", ["Multiply 20 by 5.", "20 × 5 = 100 stickers."], "15", ["20 - 5 = 15"])),
    ],
    silent: CORRECT_SOLUTIONS,
  },
  {
    id: "blame.set-up-line",
    stage: "blame",
    errorTypes: ["wrong-quantity", "wrong-operation", "order-of-operations"],
    description: "The calculation was set up on this line and only worked out on the next, so the error is in the set-up.",
    fires: [
      at(0, ex("Ben has 81 marbles and gives a third of them away. Then he buys 9 bags with 2 marbles each. How many marbles does he have?", ["marbles = 81 ÷ 3 × 9", "= 27 × 9 = 243"], "72", ["81 / 3 = 27", "81 - 27 = 54", "9 * 2 = 18", "54 + 18 = 72"])),
      at(0, ex("A tank holds 60 liters and a third of it leaks out. Then 4 buckets of 5 liters are added. How many liters are in the tank?", ["liters = 60 ÷ 3 × 4", "= 20 × 4 = 80"], "60", ["60 / 3 = 20", "60 - 20 = 40", "4 * 5 = 20", "40 + 20 = 60"])),
    ],
    silent: CORRECT_SOLUTIONS,
  },
  {
    id: "blame.rewrite-slip",
    stage: "blame",
    errorTypes: ["sign", "distribution", "order-of-operations"],
    description: "The step restates an earlier equation with a known slip (a sign, a bracket), which explains the wrong quantity.",
    fires: [
      at(1, ex("Mia had $20 and spent $10, $2 and $5. How much does she have left?", ["m = 20 - (10 + 2 + 5)", "m = 20 - 10 + 2 + 5 = 17"], "3", ["10 + 2 + 5 = 17", "20 - 17 = 3"])),
      at(1, ex("Jon had $50 and spent $20, $5 and $10. How much does he have left?", ["j = 50 - (20 + 5 + 10)", "j = 50 - 20 + 5 + 10 = 45"], "15", ["20 + 5 + 10 = 35", "50 - 35 = 15"])),
    ],
    silent: CORRECT_SOLUTIONS,
  },
  {
    id: "blame.own-number-introduced",
    stage: "blame",
    errorTypes: ["wrong-quantity"],
    description: "The wrong number used later was first brought in by this sentence.",
    fires: [
      at(0, ex("Kim buys 2 packs of 6 cards and gets 3 more cards from a friend. How many cards does she have?", ["The packs have 14 cards.", "14 + 3 = 17 cards."], "15", ["2 * 6 = 12", "12 + 3 = 15"])),
      at(0, ex("Leo walks 3 km a day for 5 days. How far does he walk?", ["He walks every day of the week, so 7 days.", "3 × 7 = 21 km."], "15", ["3 * 5 = 15"])),
    ],
    silent: CORRECT_SOLUTIONS,
  },
  {
    id: "blame.formula-behind",
    stage: "blame",
    errorTypes: ["wrong-quantity", "wrong-operation"],
    description: "The value went wrong where the formula that gives it was written, not where it was filled in.",
    fires: [
      at(1, ex("Becky has 6 toy cars. Gina has 4 fewer than twice as many toy cars as Becky. How many toy cars does Gina have?", ["B = 6", "G = 2(B - 4)", "G = 2(6 - 4) = 2 × 2 = 4"], "8", ["2 * 6 = 12", "12 - 4 = 8"])),
      at(1, ex("Sam has 5 marbles. Tom has 3 more than 4 times as many marbles as Sam. How many marbles does Tom have?", ["S = 5", "T = 4(S + 3)", "T = 4(5 + 3) = 4 × 8 = 32"], "23", ["4 * 5 = 20", "20 + 3 = 23"])),
    ],
    silent: CORRECT_SOLUTIONS,
  },
  {
    id: "blame.yields-to-later-proof",
    stage: "blame",
    errorTypes: [],
    description: "An unexplained quantity is left \"unsure\" because a later false calculation already explains the wrong answer.",
    fires: [
      at(0, ex(APPLES, ["5 + 3 = 8", "8 × 4 = 33 apples."], "17", APPLES_REF)),
      at(0, ex("A shop sells 6 boxes of pens with 10 pens in each box. It then sells 8 more pens. How many pens did it sell?", ["6 + 8 = 14", "14 × 10 = 150 pens."], "68", ["6 * 10 = 60", "60 + 8 = 68"])),
    ],
    silent: CORRECT_SOLUTIONS,
  },
  {
    id: "blame.carried-forward",
    stage: "blame",
    errorTypes: [],
    description: "The step builds on an earlier error's wrong value: fix that one first.",
    fires: [at(1, ex("Evaluate 7 × 8 + 5", ["7 × 8 = 54", "54 + 5 = 59"])), at(1, ex("Solve for x: 2x + 3 = 11", ["2x = 14", "x = 7"]))],
    silent: CORRECT_SOLUTIONS,
  },
  UNPLACED_RULE,
];

export { APPLES, APPLES_REF };
