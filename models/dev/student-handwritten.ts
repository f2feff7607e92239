// Hand-written student solutions, labelled by hand: messy notation, prose around the math,
// unusual valid paths and misconceptions the templates do not produce.

export interface HandItem {
  problem: string;
  steps: string[];
  label: number;
  answer: string;
  reference?: string[];
  skills: string[];
}

export const HANDWRITTEN: HandItem[] = [
  // ---- correct, unusual paths and notation ----
  { problem: "Solve 4(x - 2) = 20.", steps: ["4(x-2)=20", "x - 2 = 5", "x = 7"], label: -1, answer: "x = 7", reference: ["x - 2 = 5", "x = 7"], skills: ["linear-two-step"] },
  { problem: "Solve 3x + 5 = 2x + 9.", steps: ["3x + 5 = 2x + 9", "3x - 2x = 9 - 5", "x = 4", "check: 3(4)+5 = 17 and 2(4)+9 = 17 ok"], label: -1, answer: "x = 4", reference: ["x + 5 = 9", "x = 4"], skills: ["linear-both-sides"] },
  { problem: "Solve 12 = 3x - 6.", steps: ["12 + 6 = 3x", "18 = 3x", "so x is 6", "x = 6"], label: -1, answer: "x = 6", reference: ["18 = 3x", "x = 6"], skills: ["linear-two-step"] },
  { problem: "Solve \\frac{x}{4} + 3 = 5.", steps: ["\\frac{x}{4} = 2", "x = 2 \\cdot 4", "x = 8"], label: -1, answer: "x = 8", reference: ["x/4 = 2", "x = 8"], skills: ["linear-two-step"] },
  { problem: "Solve 2(x + 3) = 5x - 9.", steps: ["2x + 6 = 5x - 9", "6 + 9 = 5x - 2x", "15 = 3x", "5 = x"], label: -1, answer: "x = 5", reference: ["2x + 6 = 5x - 9", "15 = 3x", "x = 5"], skills: ["linear-both-sides", "distributive-property"] },
  { problem: "Compute 2/3 + 1/2.", steps: ["\\frac{2}{3}+\\frac{1}{2}", "= \\frac{4}{6}+\\frac{3}{6}", "= \\frac{7}{6}"], label: -1, answer: "7/6", reference: ["2/3 = 4/6, 1/2 = 3/6", "4/6 + 3/6 = 7/6"], skills: ["fraction-add-sub"] },
  { problem: "Compute 18 - 4 × 3 + 2.", steps: ["first the multiplication: 4 x 3 = 12", "then 18 - 12 = 6", "and 6 + 2 = 8"], label: -1, answer: "8", reference: ["4 × 3 = 12", "18 - 12 + 2 = 8"], skills: ["order-of-operations"] },
  { problem: "What is 35% of 60?", steps: ["10% of 60 = 6", "30% = 3 × 6 = 18", "5% = 3", "35% = 18 + 3 = 21"], label: -1, answer: "21", reference: ["0.35 × 60 = 21"], skills: ["percentages"] },
  { problem: "Solve x^2 + 2x - 15 = 0.", steps: ["x² + 2x - 15 = 0", "(x + 5)(x - 3) = 0", "x = -5 or x = 3"], label: -1, answer: "x = -5 or x = 3", reference: ["(x + 5)(x - 3) = 0", "x = -5 or x = 3"], skills: ["quadratic-factoring"] },
  { problem: "Simplify 7y - 3 + 2y + 8.", steps: ["7y + 2y = 9y", "-3 + 8 = 5", "9y + 5"], label: -1, answer: "9y + 5", reference: ["9y + 5"], skills: ["combining-like-terms"] },
  { problem: "Compute -8 - (-3) + 4.", steps: ["-8 + 3 + 4", "= -5 + 4", "= -1"], label: -1, answer: "-1", reference: ["-8 + 3 = -5", "-5 + 4 = -1"], skills: ["integer-operations"] },
  { problem: "Compute 1.2 × 0.5.", steps: ["1.2 × 0.5 is half of 1.2", "1.2 ÷ 2 = 0.6"], label: -1, answer: "0.6", reference: ["1.2 × 0.5 = 0.6"], skills: ["decimals"] },
  { problem: "A shirt costs $25 and is 20% off. What is the sale price in dollars?", steps: ["I pay 80% of the price", "0.8 × 25 = 20", "sale price = $20"], label: -1, answer: "20", reference: ["20% of 25 = 5", "25 - 5 = 20"], skills: ["percentages", "word-problems"] },
  { problem: "Expand 5(2x + 3).", steps: ["5(2x + 3) = 5·2x + 5·3", "= 10x + 15"], label: -1, answer: "10x + 15", reference: ["10x + 15"], skills: ["distributive-property"] },
  { problem: "Solve 5 - x = 9.", steps: ["-x = 9 - 5", "-x = 4", "x = -4"], label: -1, answer: "x = -4", reference: ["-x = 4", "x = -4"], skills: ["linear-one-step", "integer-operations"] },
  { problem: "Compute 3/5 ÷ 9/10.", steps: ["3/5 × 10/9", "= 30/45", "= 2/3"], label: -1, answer: "2/3", reference: ["3/5 × 10/9 = 30/45 = 2/3"], skills: ["fraction-mul-div"] },
  { problem: "Lena reads 15 pages a day. How many days does she need for a 240-page book?", steps: ["240 ÷ 15 = 16", "She needs 16 days."], label: -1, answer: "16", reference: ["240 / 15 = 16"], skills: ["word-problems"] },
  { problem: "Tickets cost $8 for adults and $5 for children. How much do 2 adults and 3 children pay in dollars?", steps: ["adults: 2 * 8 = 16", "kids: 3 * 5 = 15", "total 16 + 15 = 31 dollars"], label: -1, answer: "31", reference: ["2 × 8 = 16", "3 × 5 = 15", "16 + 15 = 31"], skills: ["word-problems"] },
  // ---- erroneous, real misconceptions ----
  { problem: "Solve 3x - 7 = 11.", steps: ["3x = 11 - 7", "3x = 4", "x = 4/3"], label: 0, answer: "x = 6", reference: ["3x = 18", "x = 6"], skills: ["linear-two-step"] },
  { problem: "Solve 2x + 5 = 17.", steps: ["2x + 5 = 17", "2x = 12", "x = 12 - 2", "x = 10"], label: 2, answer: "x = 6", reference: ["2x = 12", "x = 6"], skills: ["linear-two-step"] },
  { problem: "Solve 6x = 2x + 20.", steps: ["6x + 2x = 20", "8x = 20", "x = 2.5"], label: 0, answer: "x = 5", reference: ["4x = 20", "x = 5"], skills: ["linear-both-sides"] },
  { problem: "Compute 2/5 + 1/3.", steps: ["2/5 + 1/3 = 3/8"], label: 0, answer: "11/15", reference: ["6/15 + 5/15 = 11/15"], skills: ["fraction-add-sub"] },
  { problem: "Compute 10 - 2 × 3.", steps: ["10 - 2 = 8", "8 × 3 = 24"], label: 0, answer: "4", reference: ["2 × 3 = 6", "10 - 6 = 4"], skills: ["order-of-operations"] },
  { problem: "Evaluate -4^2 + 3.", steps: ["(-4)^2 = 16", "16 + 3 = 19"], label: 0, answer: "-13", reference: ["4^2 = 16", "-16 + 3 = -13"], skills: ["integer-operations", "order-of-operations"] },
  { problem: "Expand -3(x + 4).", steps: ["-3(x + 4) = -3x + 12"], label: 0, answer: "-3x - 12", reference: ["-3x - 12"], skills: ["distributive-property"] },
  { problem: "Simplify 4x - 2(x - 5).", steps: ["4x - 2x - 10", "2x - 10"], label: 0, answer: "2x + 10", reference: ["4x - 2x + 10", "2x + 10"], skills: ["distributive-property", "combining-like-terms"] },
  { problem: "Solve x^2 - x - 6 = 0.", steps: ["(x - 2)(x + 3) = 0", "x = 2 or x = -3"], label: 0, answer: "x = -2 or x = 3", reference: ["(x - 3)(x + 2) = 0", "x = 3 or x = -2"], skills: ["quadratic-factoring"] },
  { problem: "Solve x^2 + 4x = 0.", steps: ["x^2 = -4x", "x = -4"], label: 1, answer: "x = -4 or x = 0", reference: ["x(x + 4) = 0", "x = 0 or x = -4"], skills: ["quadratic-factoring"] },
  { problem: "What is 20% of 45?", steps: ["20% = 0.02", "0.02 × 45 = 0.9"], label: 0, answer: "9", reference: ["0.2 × 45 = 9"], skills: ["percentages"] },
  { problem: "Compute 4.5 + 0.75.", steps: ["4.5 + 0.75 = 4.80"], label: 0, answer: "5.25", reference: ["4.5 + 0.75 = 5.25"], skills: ["decimals"] },
  { problem: "Compute -6 + (-9).", steps: ["-6 + (-9) = 3"], label: 0, answer: "-15", reference: ["-6 - 9 = -15"], skills: ["integer-operations"] },
  { problem: "Simplify 3x + 4 + 5x - 1.", steps: ["3x + 5x = 8x", "4 - 1 = 3", "8x + 3 = 11x"], label: 2, answer: "8x + 3", reference: ["8x + 3"], skills: ["combining-like-terms"] },
  { problem: "Solve x/5 - 2 = 3.", steps: ["x/5 = 1", "x = 5"], label: 0, answer: "x = 25", reference: ["x/5 = 5", "x = 25"], skills: ["linear-two-step"] },
  { problem: "Compute 2/3 × 3/8.", steps: ["2/3 × 3/8 = 6/24", "= 1/3"], label: 1, answer: "1/4", reference: ["6/24 = 1/4"], skills: ["fraction-mul-div"] },
  { problem: "Compute 406 - 158.", steps: ["406 - 158 = 352"], label: 0, answer: "248", reference: ["406 - 158 = 248"], skills: ["whole-number-arithmetic"] },
  { problem: "A bike costs $120. The price goes up by 15%. What is the new price in dollars?", steps: ["15% of 120 = 18", "The new price is 120 - 18 = 102 dollars"], label: 1, answer: "138", reference: ["0.15 × 120 = 18", "120 + 18 = 138"], skills: ["percentages", "word-problems"] },
  { problem: "Jo has 3 packs of 8 markers and buys 5 more markers. How many markers does she have?", steps: ["3 packs of 8 is 3 + 8 = 11", "11 + 5 = 16 markers"], label: 0, answer: "29", reference: ["3 × 8 = 24", "24 + 5 = 29"], skills: ["word-problems"] },
  { problem: "A pizza is cut into 8 slices. Ben eats 3 slices and Ana eats 2. What fraction of the pizza is left?", steps: ["3 + 2 = 5 slices eaten", "8 - 5 = 3 slices left", "3/5 of the pizza is left"], label: 2, answer: "3/8", reference: ["3 + 2 = 5", "8 - 5 = 3", "3/8"], skills: ["word-problems", "fraction-add-sub"] },
  { problem: "Solve 7 - 2x = 1.", steps: ["-2x = 1 - 7", "-2x = -6", "x = -3"], label: 2, answer: "x = 3", reference: ["-2x = -6", "x = 3"], skills: ["linear-two-step", "integer-operations"] },
  { problem: "Solve 5x + 2 = 3x - 8.", steps: ["5x - 3x = -8 + 2", "2x = -6", "x = -3"], label: 0, answer: "x = -5", reference: ["2x = -10", "x = -5"], skills: ["linear-both-sides"] },
];
