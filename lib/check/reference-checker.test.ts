import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createReferenceChecker, referenceEvidence } from "./reference-checker";
import { askedUnknown, firstUnknownEquationSlip } from "./reference-unknown";
import { judgeFinalAnswer } from "./exact-answer";
import type { CheckInput, StepEvidence } from "./types";
import type { BankProblem } from "../bank/types";

/** A bank problem as an eval item carries it: statement, answer and reference steps. */
const bank = JSON.parse(fs.readFileSync(path.join(process.cwd(), "db/seed/problems.json"), "utf8")) as BankProblem[];
const fromBank = (id: string) => {
  const p = bank.find((b) => b.id === id)!;
  return { problem: p.statement, answer: p.answer, reference: p.referenceSteps };
};

/** As the engine calls it: with the request's one final-answer verdict (engine.ts). */
const judged = (input: CheckInput) => referenceEvidence({ ...input, finalAnswer: judgeFinalAnswer(input) });

const firstIncorrect = (ev: StepEvidence[]) => {
  const bad = ev.filter((e) => e.verdict === "incorrect").map((e) => e.index);
  return bad.length ? Math.min(...bad) : -1;
};

const natalia = {
  problem:
    "Natalia sold clips to 48 of her friends in April, and then she sold half as many clips in May. How many clips did Natalia sell altogether in April and May?",
  answer: "72",
  reference: ["Natalia sold 48/2 = 24 clips in May.", "Natalia sold 48+24 = 72 clips altogether in April and May.", "#### 72"],
};

const weng = {
  problem: "Weng earns $12 an hour for babysitting. Yesterday, she just did 50 minutes of babysitting. How much did she earn?",
  answer: "10",
  reference: ["Weng earns 12/60 = $0.2 per minute.", "Working 50 minutes, she earned 0.2 x 50 = $10.", "#### 10"],
};

describe("reference checker: word problems", () => {
  it("has the contract name and only speaks when it has an answer or reference", async () => {
    const c = createReferenceChecker();
    expect(c.name).toBe("reference");
    expect(await c.check({ problem: "2 + 2", steps: ["2 + 2 = 4"] })).toEqual([]);
  });

  it("accepts a correct LLM-style solution", () => {
    const ev = judged({
      ...natalia,
      steps: ["First, in May she sold half of 48, which is \\(48 \\div 2 = 24\\) clips.", "Altogether: 48 + 24 = 72.", "The answer is 72."],
    });
    expect(firstIncorrect(ev)).toBe(-1);
    expect(ev.every((e) => e.source === "reference")).toBe(true);
  });

  it("localises a wrong operation with correct arithmetic to the step that introduced it", () => {
    const ev = judged({
      ...natalia,
      steps: ["In May she sold 48 * 2 = 96 clips.", "Altogether she sold 48 + 96 = 144 clips.", "The answer is 144."],
    });
    expect(firstIncorrect(ev)).toBe(0);
    expect(ev.find((e) => e.index === 0)?.errorType).toBe("wrong-operation");
  });

  it("flags a misread quantity as wrong-quantity", () => {
    const ev = judged({
      ...natalia,
      steps: ["In April she sold 46 clips.", "In May she sold 46 / 2 = 23 clips.", "So 46 + 23 = 69 clips.", "The answer is 69."],
    });
    expect(firstIncorrect(ev)).toBe(0);
    expect(ev.find((e) => e.index === 0)?.errorType).toBe("wrong-quantity");
  });

  it("does not flag a valid alternative order of computation", () => {
    const ev = judged({
      ...weng,
      steps: ["50 minutes is 50/60 = 5/6 of an hour.", "So she earned 12 \\times 5/6 = \\$10.", "The answer is 10."],
    });
    expect(firstIncorrect(ev)).toBe(-1);
  });

  it("says unsure, never incorrect, about an unexpected quantity when the answer is right", () => {
    const ev = judged({
      ...natalia,
      steps: ["April plus ten is 48 + 10 = 58.", "Half of April is 48 / 2 = 24, so 48 + 24 = 72 in total.", "The answer is 72."],
    });
    expect(firstIncorrect(ev)).toBe(-1);
    expect(ev.find((e) => e.index === 0)?.verdict).toBe("unsure");
  });

  it("prefers a wrong operation on the reference's own operands over an earlier valid detour", () => {
    const ev = judged({
      problem: "Pens cost $3 each and notebooks cost $5 each. Ana buys 4 pens and 2 notebooks and pays with a $50 bill. How much change does she get?",
      answer: "28",
      reference: ["4 * 3 = 12", "2 * 5 = 10", "12 + 10 = 22", "50 - 22 = 28"],
      steps: ["The pens cost 4 * 3 = $12.", "After the pens she has 50 - 12 = $38 left.", "The notebooks cost 2 + 5 = $7.", "Her change is 38 - 7 = $31."],
    });
    expect(firstIncorrect(ev)).toBe(2);
    expect(ev.find((e) => e.index === 2)?.errorType).toBe("wrong-operation");
  });

  it("flags the reference's operands combined the wrong way even when the result is a reference number", () => {
    const ev = judged({
      problem: "There are 14 caterpillars on the tree. 4 more eggs hatch. 8 caterpillars leave the tree. How many caterpillars are left on the tree?",
      answer: "10",
      reference: ["With the new babies, there are 14+4=18 caterpillars.", "With the big caterpillars leaving, there are 18-8=10 caterpillars on the tree."],
      steps: ["1. With the new babies, there are \\( 14 - 4 = 10 \\) caterpillars.", "2. Then 10 - 8 = 2 are left.", "3. The final answer is \\boxed{2}."],
    });
    expect(firstIncorrect(ev)).toBe(0);
  });

  it("flags the final step when the answer is wrong but every quantity is a reference quantity", () => {
    const ev = judged({ ...natalia, steps: ["In May she sold 48 / 2 = 24 clips.", "The answer is 24."] });
    expect(firstIncorrect(ev)).toBe(1);
    expect(ev.find((e) => e.index === 1)?.errorType).toBe("final-answer");
  });

  it("localises an arithmetic slip and never gives the answer away in messages", () => {
    const ev = judged({
      ...natalia,
      steps: ["In May she sold 48 / 2 = 24 clips.", "Altogether 48 + 24 = 82 clips.", "The answer is 82."],
    });
    expect(firstIncorrect(ev)).toBe(1);
    for (const e of ev) if (e.message) expect(e.message).not.toMatch(/\b72\b/);
  });

  it("flags a computed result that merely repeats a given number", () => {
    const ev = judged({
      problem: "A train travels 360 miles in 3 hours. At the same rate, how many additional hours would it take to travel an additional 240 miles?",
      answer: "2",
      reference: ["The rate is 360/3=120 mph.", "Then it would take 240/120=2 additional hours."],
      steps: ["The rate is 3 / 3 = 1 mph.", "Then it would take 240 / 1 = 240 additional hours."],
    });
    expect(firstIncorrect(ev)).toBe(0);
  });

  it("reads answers written as sentences and fractions", () => {
    const base = { problem: "Compute 1/2 - 5/6", answer: "The answer is -1/3.", reference: ["3/6 - 5/6 = -2/6"] };
    const ok = judged({ ...base, steps: ["1/2 = 3/6", "3/6 - 5/6 = -2/6", "-2/6 = -1/3", "The answer is -1/3."] });
    expect(firstIncorrect(ok)).toBe(-1);
    const bad = judged({ ...base, steps: ["1/2 - 5/6 = -4/4", "= -1"] });
    expect(firstIncorrect(bad)).toBe(0);
  });
});

describe("reference checker: answer without reference steps", () => {
  const { reference: _ref, ...answerOnly } = natalia;
  void _ref;
  it("judges only the final answer unless an operand is a misread given number", () => {
    const wrongOp = judged({ ...answerOnly, steps: ["In May she sold 48 * 2 = 96 clips.", "So 48 + 96 = 144.", "The answer is 144."] });
    expect(firstIncorrect(wrongOp)).toBe(2);
    const misread = judged({ ...answerOnly, steps: ["In May she sold 46 / 2 = 23 clips.", "So 48 + 23 = 71.", "The answer is 71."] });
    expect(firstIncorrect(misread)).toBe(0);
    const right = judged({ ...answerOnly, steps: ["In May she sold 48 / 2 = 24 clips.", "So 48 + 24 = 72.", "The answer is 72."] });
    expect(firstIncorrect(right)).toBe(-1);
  });
});

describe("reference checker: the final answer is the engine's verdict", () => {
  const wrong = { ...natalia, steps: ["In May she sold 48 * 2 = 96 clips.", "Altogether she sold 48 + 96 = 144 clips.", "The answer is 144."] };

  it("has no final-answer evidence, and so nothing to localise, when the shared verdict is unknown", () => {
    expect(referenceEvidence({ ...wrong, finalAnswer: { correct: null, stepIndex: -1 } })).toEqual([]);
    expect(referenceEvidence(wrong)).toEqual([]);
  });

  it("follows the shared verdict instead of reading the answer itself", () => {
    const right = { ...natalia, steps: ["In May she sold 48/2 = 24 clips.", "Altogether 48 + 24 = 72 clips.", "The answer is 72."] };
    expect(firstIncorrect(referenceEvidence({ ...right, finalAnswer: { correct: true, stepIndex: 2 } }))).toBe(-1);
    // a verdict the engine reached otherwise (e.g. a wrong unit) is not second-guessed here
    expect(firstIncorrect(referenceEvidence({ ...right, finalAnswer: { correct: false, stepIndex: 2 } }))).toBe(2);
    expect(firstIncorrect(judged(wrong))).toBe(0);
  });
});

describe("reference checker: a reference result reached from a number nobody gave", () => {
  it("still judges that number: hitting the reference's value by coincidence vindicates nothing", () => {
    const ev = judged({
      problem: "Olivia uploaded 72 pictures into 8 albums. 3 of the albums were selfies and 2 were portraits. How many portraits and selfies did she have?",
      answer: "45",
      reference: ["72 / 8 = 9 pictures per album.", "3 * 9 = 27 pictures.", "2 * 9 = 18 pictures.", "27 + 18 = 45 pictures.", "#### 45"],
      steps: ["72 pictures / 8 albums = 9 pictures per album.", "3 albums x 9 pictures = 27 selfies.", "The remaining 5 albums x 9 pictures = 45 portraits.", "27 + 45 = 72 pictures.", "The answer is 72."],
    });
    expect(firstIncorrect(ev)).toBe(2);
  });

  it("but a result that is only a constant (24 hours) explains its operands", () => {
    const ev = judged({
      problem: "Mr. Johnson has pills for 30 days. After four-fifths of the days, he has 12 pills left. How many pills does he take a day?",
      answer: "2",
      steps: ["He has been taking the pills for 30 × 4 ÷ 5 = 24 days.", "He has 30 - 24 = 6 days left.", "So the answer is: 6"],
    });
    expect(firstIncorrect(ev)).toBe(2);
  });
});

describe("reference checker: algebra", () => {
  const solve = (problem: string, answer: string, steps: string[]): number => firstIncorrect(referenceEvidence({ problem, answer, steps } as CheckInput));

  it("accepts dividing first, swapped sides and LaTeX", () => {
    expect(solve("Solve 4(x - 2) = 20.", "x = 7", ["4(x-2)=20", "x - 2 = 5", "x = 7"])).toBe(-1);
    expect(solve("Solve 12 = 3x - 6.", "x = 6", ["12 + 6 = 3x", "18 = 3x", "6 = x"])).toBe(-1);
    expect(solve("Solve x/4 + 3 = 5.", "x = 8", ["\\frac{x}{4} = 2", "x = 2 \\cdot 4", "x = 8"])).toBe(-1);
  });

  it("finds the first line that loses the solution", () => {
    expect(solve("Solve 4(x - 2) = 20.", "x = 7", ["4x - 2 = 20", "4x = 22", "x = 5.5"])).toBe(0);
    expect(solve("Solve 2x + 5 = 17.", "x = 6", ["2x + 5 = 17", "2x = 12", "x = 12 - 2", "x = 10"])).toBe(2);
  });

  it("reads past a label with a number ('common denom 10:') and names the unscaled numerator a fraction error (blind52 dev)", () => {
    const ev = judged({ ...fromBank("frac-add-007"), steps: ["common denom 10: 3/10 - 5/10", "= -2/10", "simplify: -1/5", "ans: -1/5"] });
    expect(ev.find((e) => e.verdict === "incorrect")).toMatchObject({ index: 0, errorType: "fraction" });
    const right = judged({ ...fromBank("frac-add-007"), steps: ["common denom 10: 6/10 - 5/10", "= 1/10", "ans: 1/10"] });
    expect(firstIncorrect(right)).toBe(-1);
  });

  it("handles quadratics: factored forms, cases on separate lines, lost roots", () => {
    const q = "Solve x^2 - 5x + 6 = 0.";
    const a = "x = 2 or x = 3";
    expect(solve(q, a, ["(x - 2)(x - 3) = 0", "x - 2 = 0, so x = 2", "x - 3 = 0, so x = 3"])).toBe(-1);
    expect(solve(q, a, ["(x + 2)(x + 3) = 0", "x = -2 or x = -3"])).toBe(0);
    expect(solve("Solve x^2 - 4x = 0.", "x = 0 or x = 4", ["x(x - 4) = 0", "x = 0 or x = 4"])).toBe(-1);
    expect(solve("Solve x^2 - 4x = 0.", "x = 0 or x = 4", ["x^2 = 4x", "x = 4"])).toBe(1);
  });

  it("checks expression rewrites against the expected expression", () => {
    expect(solve("Simplify 3(x + 4) - 2x.", "x + 12", ["3x + 12 - 2x", "= x + 12"])).toBe(-1);
    expect(solve("Simplify 3(x + 4) - 2x.", "x + 12", ["3x + 4 - 2x", "x + 4"])).toBe(0);
    expect(solve("Simplify 4a + 3b + 2a - b.", "6a + 2b", ["4a + 2a = 6a", "3b - b = 2b", "6a + 2b"])).toBe(-1);
  });

  it("catches order-of-operations side computations in arithmetic", () => {
    expect(solve("Compute 6 + 4 × 3 - 2.", "16", ["4 × 3 = 12", "6 + 12 = 18", "18 - 2 = 16"])).toBe(-1);
    expect(solve("Compute 6 + 4 × 3 - 2.", "16", ["6 + 4 = 10", "10 × 3 = 30", "30 - 2 = 28"])).toBe(0);
    expect(solve("Compute 30 - 12 ÷ 4 + 5.", "32", ["12 ÷ 4 = 3", "3 + 5 = 8", "30 - 8 = 22"])).toBe(1);
    expect(solve("Evaluate -4^2 + 3.", "-13", ["(-4)^2 = 16", "16 + 3 = 19"])).toBe(0);
  });
});

describe("reference checker: a problem that names its unknown", () => {
  const tickets = {
    problem:
      "Maya had some stickers. She gave 12 stickers to her brother and then bought 30 more. Now she has 75 stickers. What is the value of unknown variable x, the number of stickers she had at first?",
    answer: "57",
    reference: ["After giving 12 away she had x - 12.", "After buying 30 more she had x - 12 + 30 = x + 18.", "So x + 18 = 75.", "x = 57."],
  };

  it("reads the asked unknown only from an explicit request", () => {
    expect(askedUnknown(tickets.problem)).toBe("x");
    expect(askedUnknown("If we know the answer is 17, what is the value of unknown variable 'X'?")).toBe("X");
    expect(askedUnknown("Solve for y: 3y = 12")).toBe("y");
    expect(askedUnknown("Tom has 3 boxes of 2 x 4 bricks. How many bricks?")).toBeNull();
  });

  it("blames the first equation that does not hold at the answer, not the final line", () => {
    const ev = judged({
      ...tickets,
      steps: [
        "Maya started with x stickers.",
        "She gave away 12 and bought 30, so we can write the equation x + 12 + 30 = 75.",
        "Combining, x + 42 = 75.",
        "So x = 75 - 42 = 33.",
        "The answer is: 33",
      ],
    });
    expect(firstIncorrect(ev)).toBe(1);
    expect(ev.find((e) => e.index === 1)?.errorType).toBe("wrong-operation");
  });

  it("names a broken rewrite after a right set-up", () => {
    const ev = judged({ ...tickets, steps: ["x - 12 + 30 = 75", "x + 18 = 75", "x = 75 × 18", "x = 1350", "The answer is 1350"] });
    expect(firstIncorrect(ev)).toBe(2);
    expect(ev.find((e) => e.index === 2)?.errorType).toBe("not-equivalent");
  });

  it("names a term moved across without its sign changed a sign error, as the exact checker does in equations", () => {
    const ev = judged({ ...tickets, steps: ["x - 12 + 30 = 75", "x + 18 = 75", "x = 75 + 18", "x = 93", "The answer is 93"] });
    expect(firstIncorrect(ev)).toBe(2);
    expect(ev.find((e) => e.index === 2)?.errorType).toBe("sign");
  });

  it("never blames a correct solution, products written with x, or rounded values", () => {
    expect(firstIncorrect(judged({ ...tickets, steps: ["x - 12 + 30 = 75", "x + 18 = 75", "x = 57", "The answer is 57"] }))).toBe(-1);
    const thirds = { problem: "Three friends share x dollars equally and each gets $11.67 (to the cent). What is the value of x?", answer: "35", reference: ["x / 3 = 11.67", "x = 35"] };
    expect(firstUnknownEquationSlip(["2 x 5 = 10 dollars each", "x / 3 = 11.67", "x = 35"], "x", 35)).toBeNull();
    expect(firstIncorrect(judged({ ...thirds, steps: ["x / 3 = 11.67", "x = 35"] }))).toBe(-1);
  });
});

describe("reference checker: expressions in the named unknown", () => {
  const baker = {
    problem: "A baker makes x loaves each day for 6 days. He sells 40 loaves and has 20 left. What is the value of unknown variable x?",
    answer: "10",
    reference: ["In 6 days the baker makes 6 * x = 6x loaves.", "After selling 40 he has 6x - 40 loaves.", "6x - 40 = 20", "6x = 60", "x = 10"],
  };

  it("blames an expression whose value at the answer nothing explains", () => {
    const ev = judged({ ...baker, steps: ["In 6 days he makes x * 6 * 6 = 36x loaves.", "36x - 40 = 20", "36x = 60", "x = 5/3", "The answer is 5/3"] });
    expect(firstIncorrect(ev)).toBe(0);
    expect(ev.find((e) => e.index === 0)?.errorType).toBe("wrong-quantity");
  });

  it("accepts one operation on the unknown with a given number as a partial quantity", () => {
    const ev = judged({ ...baker, steps: ["He bakes x + x + x + x + x + x = 6x loaves.", "He sells 40, so 6x - 40 = 20", "6x = 80", "x = 80/6", "The answer is 13.33"] });
    expect(firstIncorrect(ev)).toBe(2);
  });
});

describe("reference checker: the parts of the reference's expressions in the unknown", () => {
  const bakery = {
    problem: "A bakery bakes x cakes a day. 30% of the cakes are set aside for orders. It sells the rest in its shop: 175 cakes in a 5-day week. What is the value of unknown variable x?",
    answer: "50",
    reference: ["The shop sells 70% of the cakes.", "x * 0.7 * 5 = 175", "3.5x = 175", "x = 50"],
  };
  const head = ["30% of x is 0.3x.", "So the shop sells 100% - 30% = 70% of x, which is 0.7x.", "It sells 175 cakes in 5 days.", "In a day it sells 175 / 5 = 35 cakes."];
  it("blames the wrong equation, not '0.7x' (a part of the reference's x * 0.7 * 5) or '175 / 5 = 35' (what that part is worth)", () => {
    const ev = judged({ ...bakery, steps: [...head, "0.7x * 5 = 35", "3.5x = 35", "x = 10"] });
    expect(firstIncorrect(ev)).toBe(4);
  });
  it("accepts the same quantities on a right path", () => {
    expect(firstIncorrect(judged({ ...bakery, steps: [...head, "0.7x = 35", "x = 50"] }))).toBe(-1);
  });
  it("still blames a part nothing explains ('0.3x * 5 = 175')", () => {
    const ev = judged({ ...bakery, steps: ["30% of x is 0.3x.", "0.3x * 5 = 175", "1.5x = 175", "x = 116.67"] });
    expect(firstIncorrect(ev)).toBe(1);
  });
});

describe("reference checker: a computed number that happens to be a given one", () => {
  it("blames '50 - 38 = 12' although 12 is given and was used earlier", () => {
    const ev = judged({
      problem: "Leo had $25. His aunt gave him twice as much as he had. He bought 12 pens at $2 each and 4 pads at $3.50 each. How much money does he have left?",
      answer: "37",
      reference: ["His aunt gave him 2 x $25 = $50.", "He had $25 + $50 = $75.", "The pens cost 12 x $2 = $24.", "The pads cost 4 x $3.50 = $14.", "He spent $24 + $14 = $38.", "He has $75 - $38 = $37 left."],
      steps: ["aunt gives 2 x 25 = 50", "pens 12 x 2 = 24", "pads 4 x 3.50 = 14", "spent 24 + 14 = 38", "50 - 38 = 12", "he has $12 left"],
    });
    expect(firstIncorrect(ev)).toBe(4);
    expect(ev.find((e) => e.index === 4)?.errorType).toBe("wrong-quantity");
  });
});

describe("reference checker: naming the error in a word problem", () => {
  it("calls '18 + 2' where the reference doubles 18 a wrong operation, not a wrong number", () => {
    const ev = judged({
      problem: "Mia read 12 pages on Monday and 6 pages on Tuesday. Next week she reads double what she read this week. How many pages does she read in the two weeks?",
      answer: "54",
      reference: ["This week she read 12 + 6 = 18 pages.", "Next Monday she reads 12 * 2 = 24 pages.", "Next Tuesday she reads 6 * 2 = 12 pages.", "Next week that is 24 + 12 = 36 pages.", "In total 18 + 36 = 54 pages."],
      steps: ["12+6=18 this week", "next week 18+2=20", "18+20=38", "38 pages"],
    });
    expect(firstIncorrect(ev)).toBe(1);
    expect(ev.find((e) => e.index === 1)?.errorType).toBe("wrong-operation");
  });
  it("reads '26m' at the end as 26 meters, a wrong final answer", () => {
    const ev = judged({
      problem: "A plant grows 2 meters a day for 4 days and another grows 5 meters a day for 4 days. How many meters do they grow in total?",
      answer: "28",
      reference: ["The first grows 2 * 4 = 8 meters.", "The second grows 5 * 4 = 20 meters.", "Together 8 + 20 = 28 meters."],
      steps: ["2x4=8", "5x4=20", "8+20=26", "26m"],
    });
    expect(firstIncorrect(ev)).toBe(2);
  });
});

describe("reference checker: what blind student set 6 showed", () => {
  it("takes 'x% is 1200 / 5' as the percent used as its divisor, and blames only the intermediate answer", () => {
    const ev = judged({
      problem: "A concert ticket costs 20% more than a $600 phone. How much does the ticket cost?",
      answer: "720",
      reference: ["The ticket costs 20/100 * 600 = $120 more.", "So it costs 600 + 120 = $720."],
      steps: ["20% is 600/5 = 120", "$120"],
    });
    expect(firstIncorrect(ev)).toBe(1);
    expect(ev.find((e) => e.index === 1)?.errorType).toBe("final-answer");
  });

  it("blames a sum the solution stops at that leaves out one of the reference's numbers", () => {
    const ev = judged({
      problem: "A farm has 5 cows and three times as many sheep. There are 4 more goats than sheep. How many animals are there?",
      answer: "39",
      reference: ["There are 5 x 3 = 15 sheep.", "There are 15 + 4 = 19 goats.", "There are 5 + 15 + 19 = 39 animals."],
      steps: ["sheep 5x3=15", "goats 15+4=19", "15+19=34", "34 animals"],
    });
    expect(firstIncorrect(ev)).toBe(2);
    expect(ev.find((e) => e.index === 2)?.errorType).toBe("wrong-quantity");
  });

  it("calls a fraction of the wrong base a wrong quantity", () => {
    const ev = judged({
      problem: "Ana had 300 stickers. She gave away 1/3 of them, then 1/4 of the remaining stickers. How many stickers does she have left?",
      answer: "150",
      reference: ["She gave away 1/3 * 300 = 100 stickers.", "She had 300 - 100 = 200 left.", "Then she gave away 1/4 * 200 = 50.", "She has 200 - 50 = 150 left."],
      steps: ["300/3=100, 300-100=200", "1/4 of 300 = 75", "200-75=125", "125 left"],
    });
    expect(firstIncorrect(ev)).toBe(1);
    expect(ev.find((e) => e.index === 1)?.errorType).toBe("wrong-quantity");
  });

  it("does not blame working in dollars when the reference works in cents", () => {
    const ev = judged({
      problem: "Three pens cost $1.25 each and a pad costs $2. How many cents do they cost in total?",
      answer: "575",
      reference: ["A pen costs 125 cents and a pad 200 cents.", "Three pens cost 3 * 125 = 375 cents.", "In total 375 + 200 = 575 cents."],
      steps: ["1.25 x 3 = 3.75", "3.75 - 2 = 1.75", "175 cents"],
    });
    expect(firstIncorrect(ev)).toBe(1);
  });
});

describe("reference checker: wrong operation only for the confusions students make", () => {
  it("calls '75 + 15' a wrong number, although 75 / 15 happens to be a reference result", () => {
    const ev = judged({
      problem: "Chairs cost $20 and are 25% off. Chairs over 5 get another 1/3 off the sale price. How much do 8 chairs cost?",
      answer: "105",
      reference: ["You save 20 * 25/100 = $5 per chair.", "Sale chairs cost 20 - 5 = $15.", "The extra saving is 15 / 3 = $5.", "The first 5 chairs cost 5 * 15 = $75.", "The last 3 chairs cost 3 * 10 = $30.", "In total 75 + 30 = $105."],
      steps: ["20 x 0.75 = 15", "5 x 15 = 75", "75 + 15 = 90", "$90"],
    });
    expect(firstIncorrect(ev)).toBe(2);
    expect(ev.find((e) => e.index === 2)?.errorType).toBe("wrong-quantity");
  });
});

describe("reference checker: expression problems typed with 'x' for times (stop 17)", () => {
  it("does not blame '-2 x -2 = 4' or a restated '(116-48) x 7 + 103'", () => {
    const ints = { problem: "Compute: (-4 + 2) × (5 - 7) + (-22)", answer: "-18", reference: ["(-4 + 2) × (5 - 7) + (-22) = -2 × -2 + (-22)", "-2 × -2 + (-22) = 4 + (-22)", "4 + (-22) = -18"] };
    expect(firstIncorrect(judged({ ...ints, steps: ["(-4+2) = -2 and (5-7) = -2", "-2 x -2 = 4", "4 + (-22) = -18"] }))).toBe(-1);
    const whole = fromBank("whole-011");
    expect(firstIncorrect(judged({ ...whole, steps: ["(116-48) x 7 + 103", "= 68 x 7 + 103", "= 68 x 110", "= 7480"] }))).toBe(2);
  });
});

const rope = {
  problem:
    "A 1165 cm long rope is cut into 154 pieces. 150 of the pieces are equally sized and the remaining pieces are 100mm each. Find the length of each of the equal pieces in millimeters.",
  answer: "75",
  reference: [
    "Each cm contains 10mm so 1165cm is 1165*10 = 11650mm",
    "154-150 = 4 pieces of the rope are 100mm each in length",
    "The 4 pieces have a total length of 4*100 = 400mm",
    "There is a length of 11650-400 = 11250mm left",
    "11250 mm into 150 equal pieces will give each piece as 11250/150 = 75mm long",
  ],
};

const candy = {
  problem:
    "A candy store sold 20 pounds of fudge for $2.50/pound, 5 dozen chocolate truffles for $1.50 each and 3 dozen chocolate-covered pretzels at $2.00 each.  How much money did the candy store make?",
  answer: "212",
  reference: [
    "20 pounds of fudge at $2.50/pounds is 20*2.50 = $50.00",
    "The 5 dozen truffles were sold in individual units so a dozen is equal to 12 so 5*12=60",
    "60 chocolate truffles, at $1.50 each sold for 60*1.50 = $90.00",
    "The 3 dozen chocolate pretzels sold in individual units so a dozen is equal to 12 so 3*12 = 36",
    "36 chocolate pretzels sold for $2.00 each sold for 36*2 = $72.00",
    "All total, the store made 50+90+72 = $212.00 from candy sales",
  ],
};

describe("reference checker: what the blind sets' test halves showed (stop 17)", () => {
  it("blames a dozen left out where it happens, not the sum after it", () => {
    const ev = judged({ ...candy, steps: ["fudge: 20 x 2.50 = 50", "truffles: 5 x 1.50 = 7.50", "pretzels: 3 x 2.00 = 6", "50 + 7.50 + 6 = 63.50", "the store made $63.50"] });
    expect(ev.find((e) => e.verdict === "incorrect")).toMatchObject({ index: 1, errorType: "wrong-quantity" });
    // per dozen first, then the dozen applied: a valid path
    const ok = judged({ ...candy, steps: ["20 x 2.50 = 50", "a dozen truffles: 12 x 1.50 = 18", "5 x 18 = 90", "a dozen pretzels: 12 x 2 = 24", "3 x 24 = 72", "50 + 90 + 72 = 212"] });
    expect(firstIncorrect(ok)).toBe(-1);
    const ok2 = judged({ ...candy, steps: ["20 x 2.50 = 50", "5 x 1.50 = 7.50 a dozen each", "7.50 x 12 = 90", "3 x 2 = 6", "6 x 12 = 72", "50 + 90 + 72 = 212"] });
    expect(firstIncorrect(ok2)).toBe(-1);
  });
  it("calls a new number in an answer line that computes nothing a final-answer error", () => {
    const ev = judged({ ...rope, steps: ["1165 x 10 = 11650", "4 x 100 = 400", "11650-400=11250", "11250 / 150 = 75", "7.5cm"] });
    expect(ev.filter((e) => e.verdict === "incorrect").map((e) => [e.index, e.errorType])).toEqual([[4, "final-answer"]]);
  });
});

describe("reference checker: products of several variables (stop 17)", () => {
  it("reads '21ab' as 21·a·b and blames that line, not the partial sums before it", () => {
    const like = { problem: "Simplify: 9a + 8b - 3a + 7b", answer: "6a + 15b", reference: ["9a + 8b - 3a + 7b = 6a + 15b"] };
    const ev = judged({ ...like, steps: ["9a - 3a = 6a", "8b + 7b = 15b", "6a + 15b = 21ab"] });
    expect(ev.find((e) => e.verdict === "incorrect")).toMatchObject({ index: 2, errorType: "not-equivalent" });
    expect(firstIncorrect(judged({ ...like, steps: ["9a - 3a = 6a", "8b + 7b = 15b", "6a + 15b"] }))).toBe(-1);
  });
});

describe("reference checker: side results in worded lines (stop 17)", () => {
  it("does not hold a lone term among other math in a worded line to the answer", () => {
    const like = { problem: "Simplify: 4p^2 - 9p - 2p^2 + 5p - 1 + 2p^2", answer: "4p^2 - 4p - 1", reference: ["4p^2 - 9p - 2p^2 + 5p - 1 + 2p^2 = 4p^2 - 4p - 1"] };
    expect(firstIncorrect(judged({ ...like, steps: ["p^2 terms: 4 - 2 + 2 = 4 so 4p^2", "p terms -9 + 5 = -4 so -4p", "4p^2 - 4p - 1"] }))).toBe(-1);
  });
});

describe("reference checker: names a wrong rewrite as the exact checker does (stop 17)", () => {
  it("calls inverting the first fraction when dividing a fraction error", () => {
    const div = fromBank("frac-mul-009");
    expect(judged({ ...div, steps: ["3/4 ÷ 2/5", "flip: 4/3 × 2/5", "= 8/15"] }).find((e) => e.verdict === "incorrect")).toMatchObject({ index: 1, errorType: "fraction" });
  });
});

describe("reference checker: right work, wrong quantity or unit in the answer (stop 17)", () => {
  const bert = fromBank("gsm8k-train-03256");
  it("still blames a wrong computation that is not one step from the answer", () => {
    const ev = judged({ ...bert, steps: ["First day: 12 / 2 = 6 sandwiches", "Second day: 6 + 2 = 8 sandwiches", "12 - 6 - 8 = -2", "Bert has -2 sandwiches"] });
    expect(firstIncorrect(ev)).toBe(1);
  });
  it("accepts working in centimetres and blames only an answer left in them", () => {
    const cm = ["I will work in centimeters first: 100 mm is 100 ÷ 10 = 10 cm.", "The pieces that are not equal are 154 - 150 = 4 pieces, and they are 4 × 10 = 40 cm in total.", "So the equal pieces share 1165 - 40 = 1125 cm.", "Each of the 150 pieces is 1125 ÷ 150 = 7.5 cm."];
    expect(judged({ ...rope, steps: [...cm, "So each equal piece is 7.5 mm long."] }).filter((e) => e.verdict === "incorrect").map((e) => [e.index, e.errorType])).toEqual([[4, "final-answer"]]);
    expect(firstIncorrect(judged({ ...rope, steps: [...cm, "7.5 cm = 75 mm"] }))).toBe(-1);
  });
});

describe("reference checker: amounts taken from one total (stop 17)", () => {
  const luke = {
    problem: "Luke takes a bus to the town center, walks for 15 minutes to the train center, waits twice this long for the train, and then takes the 6-hour train ride. If the entire trip takes 8 hours, how many minutes does his bus ride take?",
    answer: "75",
    reference: ["8 hours – 6 hours = 2 hours.", "2 hours * 60 minutes/hour = 120 minutes.", "15 minutes * 2 = 30 minutes.", "120 minutes – 30 minutes - 15 minutes = 75 minutes."],
  };
  it("accepts taking some of the amounts first, and blames stopping before the last one", () => {
    const start = ["8 - 6 = 2 hours", "2 * 60 = 120 minutes", "2 * 15 = 30 minutes of waiting"];
    expect(firstIncorrect(judged({ ...luke, steps: [...start, "120 - 30 = 90", "90 - 15 = 75 minutes"] }))).toBe(-1);
    const stopped = judged({ ...luke, steps: [...start, "So, the bus ride takes 120 - 30 = 90 minutes.", "Therefore, his bus ride takes 90 minutes.", "The answer is: 90"] });
    expect(firstIncorrect(stopped)).toBe(3);
  });
  it("accepts what is left after the first deduction, and blames a deduction of the wrong base", () => {
    const bobby = {
      problem: "Bobby's salary is $450 per week. The government removes 1/3 in federal taxes and 8% in state taxes, the health insurance removes $50 per week, the life insurance removes $20 per week, and the city charges him a fee of $10 per week for parking. What is the final amount left in Bobby's paycheck, in dollars?",
      answer: "184",
      reference: ["The federal government takes out 1/3*450=150 dollars.", "The state takes out 0.08*450=36 dollars.", "Then the final amount remaining after all the deductions are removed is 450-150-36-50-20-10=184 dollars"],
    };
    const ev = judged({ ...bobby, steps: ["Federal taxes remove 1/3 of his salary: 450 × 1/3 = $150. That leaves 450 - 150 = $300.", "State taxes remove 8%: 300 × 0.08 = $24.", "After state taxes: 300 - 24 = $276.", "The insurance and parking fees total 50 + 20 + 10 = $80.", "Final paycheck: 276 - 80 = $196."] });
    expect(firstIncorrect(ev)).toBe(1);
  });
});

describe("reference checker: percents built from 10% and 5%, sums left short (stop 17, sets 15-18)", () => {
  const guitar = { problem: "A guitar costs $460 and is on sale for 15% off. What is the sale price, in dollars?", answer: "391", reference: ["15% of 460 = 0.15 × 460 = 69", "460 - 69 = 391"] };
  it("accepts '5% = 23' after '10% of 460 = 46' and blames only the answer that gives the discount", () => {
    const ev = judged({ ...guitar, steps: ["10% of 460 = 46", "5% = 23", "15% = 46 + 23 = 69", "sale price = $69"] });
    expect(ev.filter((e) => e.verdict === "incorrect").map((e) => [e.index, e.errorType])).toEqual([[3, "final-answer"]]);
  });
  it("reads a reference's '20/100*1200' as 20% of 1200, so '10% of 1200 is 120' is a building block (blind53 dev)", () => {
    const cheryl = fromBank("gsm8k-train-01003");
    const ev = judged({ ...cheryl, steps: ["phone is 800 + 400 = $1200", "10% of 1200 is 120 so 20% is 240", "the tournament costs $240"] });
    expect(ev.filter((e) => e.verdict === "incorrect").map((e) => [e.index, e.errorType])).toEqual([[2, "final-answer"]]);
  });
  it("finds a number left out of a total whose parts the reference adds up in two partial sums", () => {
    const chips = fromBank("gsm8k-train-00850");
    const ev = judged({ ...chips, steps: ["Viviana's chocolate = 25 + 5 = 30", "Susana's vanilla = \\frac{3}{4}\\times 20 = 15", "Total = 30 + 25 + 15 = 70 chips", "They have 70 chips together."] });
    expect(ev.find((e) => e.verdict === "incorrect")).toMatchObject({ index: 2, errorType: "wrong-quantity" });
  });
});

describe("reference checker: near values and miscombined operands (stop 17, sets 15-18)", () => {
  it("does not take 0.0526 for the reference's 0.05 (a percent of the wrong base)", () => {
    const town = fromBank("pct-009");
    const ev = judged({ ...town, steps: ["went down by 800-760 = 40", "40 ÷ 760 = 0.0526...", "≈ 5.26%", "fell by about 5.26%"] });
    expect(ev.find((e) => e.verdict === "incorrect")).toMatchObject({ index: 1, errorType: "wrong-quantity" });
  });
  it("blames the reference's operands combined another way even when a later step lands on a reference value", () => {
    const katie = {
      problem: "For each donut they need 2 ounces of coffee. Every pot of coffee she makes contains 12 ounces and costs $3 to make. If her family finishes 3 dozen donuts, how much do they spend on coffee?",
      answer: "18",
      reference: ["They eat 3 * 12 = 36 donuts.", "They need 36 * 2 = 72 ounces of coffee.", "They make 72 / 12 = 6 pots.", "They spend 6 * 3 = $18."],
    };
    const ev = judged({ ...katie, steps: ["Number of donuts: 3 × 12 = 36", "Ounces of coffee: 36 ÷ 2 = 18 oz", "Pots: 18 ÷ 12 = 1.5 pots", "Cost: 1.5 × $3 = $4.50"] });
    expect(ev.find((e) => e.verdict === "incorrect")).toMatchObject({ index: 1, errorType: "wrong-operation" });
  });
});

describe("reference checker: the reference's two numbers with another operation in an equation problem (stop 17)", () => {
  const pct = fromBank("pct-010");
  it("blames '0.4 x 56' where the reference divides 56 by 0.4", () => {
    expect(judged({ ...pct, steps: ["40% = 0.4", "0.4 x 56 = 22.4", "n = 22.4"] }).find((e) => e.verdict === "incorrect")).toMatchObject({ index: 1, errorType: "wrong-operation" });
    expect(firstIncorrect(judged({ ...pct, steps: ["40% = 0.4", "56 ÷ 0.4 = 140", "n = 140"] }))).toBe(-1);
  });
});

/** gsm8k-train-05513 as the bank has it: two schemes, 30% of $300 and 50% of $200. */
const invest = fromBank("gsm8k-train-05513");

describe("reference checker: multipliers and distributed differences (stop 17, sets 15-18 test halves)", () => {
  it("accepts a growth multiplier (300 × 1.3 for 30% more) and blames an answer for the wrong quantity", () => {
    const ev = judged({ ...invest, steps: ["A grows 30%: 300 x 1.3 = 390", "B grows 50%: 200 x 1.5 = 300", "answer: $390 in A"] });
    expect(ev.filter((e) => e.verdict === "incorrect").map((e) => [e.index, e.errorType])).toEqual([[2, "final-answer"]]);
  });
  it("accepts a total before what is left out is taken away ((20 - 2) × 10 as 200 - 20)", () => {
    const gable = {
      problem: "Mrs. Gable brought 20 lunches for the 20 students in her class. She included a pack of animal crackers in each lunch bag. Each pack contained 10 animal crackers. If 2 students did not eat their animal crackers, how many animal crackers were eaten in total?",
      answer: "180",
      reference: ["Mrs. Gable's students ate 20 - 2 = 18 packs of animal crackers.", "Mrs. Gable's students ate 18 * 10 = 180 animal crackers."],
    };
    expect(judged({ ...gable, steps: ["20 x 10 = 200 crackers", "2 students x 10 = 20 not eaten", "200 - 20 = 180"] }).find((e) => e.verdict === "incorrect")).toBeUndefined();
    expect(judged({ ...gable, steps: ["20 student x 10 = 200 cracker", "2 not eat so 200-2=198", "198 eaten"] }).find((e) => e.verdict === "incorrect")).toMatchObject({ index: 1 });
  });
});

describe("reference checker: the miscombined operands name a step already blamed (stop 17)", () => {
  it("calls 'n = 0.4 x 56 = 22.4' a wrong operation, not just a wrong equation", () => {
    const pct = fromBank("pct-010");
    expect(judged({ ...pct, steps: ["40% of n = 56", "n = 0.4 x 56 = 22.4", "n = 22.4"] }).find((e) => e.verdict === "incorrect")).toMatchObject({ index: 1, errorType: "wrong-operation" });
  });
});

describe("reference checker: guess and check (stop 17)", () => {
  it("does not hold a value tried out to the solution", () => {
    const eq = { problem: "Solve for x: 7x + 7 = 3x + 27", answer: "x = 5", reference: ["7x + 7 = 3x + 27", "4x = 20", "x = 5"] };
    expect(firstIncorrect(judged({ ...eq, steps: ["try x=4: 7(4)+7 = 35, 3(4)+27 = 39 no", "try x=5: 7(5)+7 = 42, 3(5)+27 = 42 ✓", "x = 5"] }))).toBe(-1);
  });
});

describe("reference checker: sets 23-26 dev halves (stop 17)", () => {
  it("accepts 10% and 5% of the reference's base on the way to 35%, and blames the slip after", () => {
    const pct = fromBank("pct-004");
    expect(firstIncorrect(judged({ ...pct, steps: ["10% of 120 = 12", "30% = 3 x 12 = 36", "5% = 6", "35% = 36 + 6 = 44"] }))).toBe(3);
  });
  it("does not take 80% of the new price for the old one ('550 - 110 = 440')", () => {
    const game = fromBank("pct-011");
    expect(firstIncorrect(judged({ ...game, steps: ["0.25 x 440 = 110", "440 + 110 = 550", "550 - 110 = 440", "so its back to $440"] }))).toBe(2);
  });
  it("blames the answer line 'ans = 3' of a long division, not the last partial quotient", () => {
    const div = { problem: "Compute: 1387 ÷ 19", answer: "73", reference: ["1387 ÷ 19 = 73"] };
    expect(judged({ ...div, steps: ["19 × 70 = 1330", "1387 - 1330 = 57", "57 ÷ 19 = 3", "ans = 3"] }).find((e) => e.verdict === "incorrect")).toMatchObject({ index: 3, errorType: "final-answer" });
  });
});

describe("reference checker: a percent of the wrong base is no building block (stop 17)", () => {
  it("blames '50% of $300' where the reference takes 50% of $200", () => {
    const ev = judged({ ...invest, steps: ["Scheme A gives 30% of the capital: 30% of $300 is $90.", "Then scheme A has $300 + $90 = $390 after a year.", "Scheme B gives 50%, and 50% of $300 is $150.", "So scheme B has $200 + $150 = $350.", "The difference is $390 - $350 = $40."] });
    expect(ev.find((e) => e.verdict === "incorrect")).toMatchObject({ index: 2, errorType: "wrong-quantity" });
  });
});

describe("reference checker: amounts taken from one total line by line (sets 27-30 dev halves)", () => {
  const josh = fromBank("gsm8k-train-06572");
  it("accepts adding up the hat and the pencil, which the reference takes away one by one", () => {
    expect(firstIncorrect(judged({ ...josh, steps: ["hat + pencil = 10 + 2 = $12", "cookies = 4 × 1.25 = $5", "spent = 12 + 5 = $17", "left = 20 - 17 = $3"] }))).toBe(-1);
    expect(firstIncorrect(judged({ ...josh, steps: ["hat + pencil = 10 + 2 = $12", "cookies = 4 × 1.25 = $5", "spent = 12 + 5 = $17", "left = 20 - 12 = $8"] }))).toBe(3);
  });
  it("still blames taking the pencil from the $20 after the hat was taken from it", () => {
    const ev = judged({ ...josh, steps: ["After the hat Josh has $20 - $10 = $10.", "After the pencil he has $20 - $2 = $18.", "The cookies cost 4 × $1.25 = $5.00.", "So he has $18 - $5 = $13 left."] });
    expect(firstIncorrect(ev)).toBe(1);
  });
});

describe("reference checker: right work that stops one step short (sets 27-30 dev halves)", () => {
  const ants = fromBank("gsm8k-train-04766");
  it("blames only the answer that gives the whole time, not the true '24 ÷ 4 = 6'", () => {
    const ev = judged({ ...ants, steps: ["24 oz ÷ 4 oz per hour = 6 hours to move it all.", "Answer: 6 hours"] });
    expect(ev.filter((e) => e.verdict === "incorrect").map((e) => [e.index, e.errorType])).toEqual([[1, "final-answer"]]);
  });
  it("still blames a factor left out of the computation ('8 x 4 weeks' without the 5 days)", () => {
    const hayden = fromBank("gsm8k-train-04193");
    expect(firstIncorrect(judged({ ...hayden, steps: ["5 + 3 = 8 min each day", "8 x 4 weeks = 32", "he irons 32 minutes"] }))).toBe(1);
  });
});

describe("reference checker: numbers worked out in the head are no misreads (sets 27-30 dev halves)", () => {
  it("does not take 'cargo 8' for a misread 7 when 4 ships and twice as many give it (answer only)", () => {
    const port = {
      problem: "A busy port has 4 cruise ships and twice as many cargo ships. The number of sailboats is 6 more than the cargo ships and seven times more than fishing boats. How many vessels are there on the water?",
      answer: "28",
    };
    const ev = judged({ ...port, steps: ["cargo 8, sailboats 14, fishing 14 ÷ 7 = 2", "total = 8 + 14 + 2 = 24 vessels"] });
    expect(firstIncorrect(ev)).toBe(1);
  });
});

describe("reference checker: one piece of a distributed sum treated as the whole (sets 27-30 dev halves)", () => {
  const hayden = fromBank("gsm8k-train-04193");
  it("blames '5 min per day × 5 days = 25' that the solution goes on with, leaving the pants out", () => {
    expect(firstIncorrect(judged({ ...hayden, steps: ["5 min per day × 5 days = 25 min per week", "4 weeks: 25 × 4 = 100", "100 minutes"] }))).toBe(0);
  });
  it("accepts the shirt and the pants distributed and added up", () => {
    expect(firstIncorrect(judged({ ...hayden, steps: ["shirt 5 × 5 = 25 min per week", "pants 3 × 5 = 15 min per week", "25 + 15 = 40", "40 × 4 = 160 minutes"] }))).toBe(-1);
  });
});

describe("reference checker: the letter a solution declares and answers with (previous round's held-out halves)", () => {
  const rope = fromBank("gsm8k-train-04667");
  const duke = fromBank("gsm8k-train-02551");
  it("blames the set-up equation that does not hold at the answer, not the answer line", () => {
    const steps = ["1165 cm = 11650 mm", "let p = length of each equal piece (mm)", "150p + 100 = 11650", "150p = 11550", "p = 77 mm"];
    expect(firstIncorrect(judged({ ...rope, steps }))).toBe(2);
    // one 100 mm piece where there are four: a number, not an operation (no swapped operator mends it)
    expect(judged({ ...rope, steps }).find((e) => e.index === 2)?.errorType).toBe("wrong-quantity");
    expect(firstIncorrect(judged({ ...rope, steps: ["1165 cm = 11650 mm", "let p = length of each equal piece (mm)", "150p + 400 = 11650", "150p = 11250", "p = 75 mm"] }))).toBe(-1);
  });
  it("names a set-up that leaves a number out a wrong quantity, one with a swapped operation a wrong operation", () => {
    const marbles = fromBank("gsm8k-train-00834");
    const forgot = judged({ ...marbles, steps: ["let g = green marbles", "g = 20 - 12", "g = 8"] });
    expect(firstIncorrect(forgot)).toBe(1);
    expect(forgot.find((e) => e.index === 1)?.errorType).toBe("wrong-quantity");
    const added = judged({ ...marbles, steps: ["let g = green marbles", "g + 12 = 20 + 6", "g = 14"] });
    expect(firstIncorrect(added)).toBe(1);
    expect(added.find((e) => e.index === 1)?.errorType).toBe("wrong-operation");
  });
  it("leaves a letter solved to a value the reference reaches alone: the answer stopped early", () => {
    const steps = ["points in final game = 17 + 5 = 22", "free throws 5 × 1 = 5", "baskets 4 × 2 = 8", "let t = three pointers: 5 + 8 + 3t = 22", "3t = 9", "t = 3", "ans = 3"];
    expect(firstIncorrect(judged({ ...duke, steps }))).toBe(6);
  });
});

describe("reference checker: a declared letter the answer computes on is no answered letter", () => {
  it("leaves 'let p = price of a pan' alone when the answer line goes on to 2 pans", () => {
    const pans = fromBank("gsm8k-train-04767");
    const ev = judged({ ...pans, steps: ["let p = price of a pan", "3 × 20 + 4p = 100", "60 + 4p = 100", "4p = 100", "p = 25", "2 pans = 2 × 25 = $50"] });
    expect(firstIncorrect(ev)).not.toBe(1);
  });
});

describe("reference checker: a declared letter needs reference steps", () => {
  it("does not read an early stop as a wrong set-up when only the answer is known", () => {
    const duke = "Going into the final game, Duke is so close to breaking the school's record for most points scored in a basketball season. He only needs 17 more points to tie the record. By the end of the game, Duke breaks the record by 5 points. The old record was 257 points. In the final game Duke made 5 free throws (worth one point), and 4 regular baskets (worth two points), and some three-pointers. Normally, he scores 2 three-pointers a game. How many more three-pointers did he score in the final game compared to his normal amount?";
    const steps = ["points in final game = 17 + 5 = 22", "free throws 5 × 1 = 5", "baskets 4 × 2 = 8", "let t = three pointers: 5 + 8 + 3t = 22", "3t = 9", "t = 3", "ans = 3"];
    expect(firstIncorrect(judged({ problem: duke, answer: "1", steps }))).not.toBe(3);
  });
});

describe("reference checker: wrong operation or wrong quantity, by what the reference does with the numbers", () => {
  const ants = fromBank("gsm8k-train-00852");
  const hannah = fromBank("gsm8k-train-04181");
  const eugene = fromBank("gsm8k-train-00853");
  const typeAt = (ev: StepEvidence[], i: number) => ev.find((e) => e.index === i && e.verdict === "incorrect")?.errorType;

  it("names multiplying by how often a doubling repeats a wrong operation", () => {
    for (const steps of [["doubles for 5 hours so 2 × 5 = 10 times as many", "50 × 10 = 500 ants"], ["50 x 2 = 100", "100 x 5 hours = 500", "500 ants"]]) {
      const ev = judged({ ...ants, steps });
      expect(typeAt(ev, firstIncorrect(ev))).toBe("wrong-operation");
    }
  });

  it("names repeating the doubling once more than asked a wrong operation", () => {
    const ev = judged({ ...hannah, steps: ["Week 1 $4, week 2 $8, week 3 $16, week 4 $32.", "Week 5 = 32 × 2 = $64.", "Answer: $64"] });
    expect(firstIncorrect(ev)).toBe(1);
    expect(typeAt(ev, 1)).toBe("wrong-operation");
  });

  it("names a given number the reference only takes away, used as the count, a wrong quantity", () => {
    const ev = judged({ ...eugene, steps: ["16 cards × 75 = 1200 toothpicks.", "1200 ÷ 450 = 2 r 300.", "So he needs 3 boxes.", "Answer: 3"] });
    expect(firstIncorrect(ev)).toBe(0);
    expect(typeAt(ev, 0)).toBe("wrong-quantity");
  });

  it("keeps a stated percent's number as the reference's rate: dividing by it is a wrong operation", () => {
    const ev = judged({ problem: "Find 15% of 180.", answer: "27", reference: ["15% of 180 = 0.15 × 180", "0.15 × 180 = 27"], steps: ["15% of 180", "180 ÷ 15 = 12", "answer 12"] });
    expect(firstIncorrect(ev)).toBe(1);
    expect(typeAt(ev, 1)).toBe("wrong-operation");
  });
});

describe("reference checker: a number the reference computes with but never works out", () => {
  const chairs = fromBank("gsm8k-train-04777");
  it("is its path when the student works it out: the $10 price of a chair over five is not blamed", () => {
    const ev = judged({ ...chairs, steps: ["sale price 20 × 0.75 = 15", "extra 1/3 off: 15 - 5 = 10", "8 chairs × 10 = 80", "total $80"] });
    expect(firstIncorrect(ev)).toBe(2);
    expect(ev.find((e) => e.index === 1)?.verdict).not.toBe("incorrect");
  });
});

describe("reference checker: a rate or total one step short of the answer that equals a given number", () => {
  const harry = fromBank("gsm8k-train-04706");
  it("is a true quantity: the answer line that states it is blamed, not the computation", () => {
    const ev = judged({ ...harry, steps: ["The bag has 81 chips and every cookie has 9, so 81 ÷ 9 = 9 cookies.", "So there are 9 cookies in a batch."] });
    expect(firstIncorrect(ev)).toBe(1);
    expect(ev.find((e) => e.index === 0)?.verdict).not.toBe("incorrect");
  });
});

describe("reference checker: an answer line that computes its own wrong value", () => {
  const katie = fromBank("gsm8k-train-02530");
  it("is named by that computation, not as a misstated final answer", () => {
    const ev = judged({ ...katie, steps: ["3 x 12 = 36 donuts", "36 x 2 = 72 ounces", "72 x $3 = $216"] });
    expect(firstIncorrect(ev)).toBe(2);
    expect(ev.find((e) => e.index === 2)?.errorType).toBe("wrong-quantity");
  });
});

describe("reference checker: one part taken for a fraction of several", () => {
  const lucca = fromBank("gsm8k-train-03231");
  const start = ["Lucca starts with 200 pieces.", "On the first day he ate 1/4 of them, 200 / 4 = 50, so 150 are left.", "On the second day he ate 2/5 of the 150 that were left."];
  it("is a fraction slip at the step that takes one fifth for two fifths, and stands against exact arithmetic", () => {
    const ev = judged({ ...lucca, steps: [...start, "150 / 5 = 30 so he ate 30 pieces.", "150 - 30 = 120 are left after day two.", "On the third day he ate half, so 120 / 2 = 60 and 60 are left.", "There are 60 pieces remaining."] });
    expect(firstIncorrect(ev)).toBe(3);
    expect(ev.find((e) => e.index === 3)?.errorType).toBe("fraction");
    expect(ev.find((e) => e.index === 3)?.pCorrect).toBeLessThanOrEqual(0.1);
  });
  it("is no slip when the fifth is then doubled", () => {
    const ev = judged({ ...lucca, steps: [...start, "150 / 5 = 30, and 30 x 2 = 60 pieces eaten.", "150 - 60 = 90 are left after day two.", "On the third day he ate half, so 90 / 2 = 45 and 45 are left.", "There are 45 pieces remaining."] });
    expect(firstIncorrect(ev)).toBe(-1);
  });
});

describe("reference checker: a sentence that gives a computed value to another quantity", () => {
  const faye = fromBank("gsm8k-train-03865");
  const rest = ["10 cupcakes at $1.50 each cost $15.", "5 boxes of cookies at $3 each cost $15.", "She spent $15 + $15 = $30."];
  it("is where the wrong quantity starts: 'So now Faye has $40' where what she has adds her $20", () => {
    const ev = judged({ ...faye, steps: ["Faye had $20.", "Her mom gave her twice as much as she had, which is 2 x $20 = $40.", "So now Faye has $40 to spend.", ...rest, "$40 - $30 = $10, so she has $10 left."] });
    expect(firstIncorrect(ev)).toBe(2);
    expect(ev.find((e) => e.index === 2)?.errorType).toBe("wrong-quantity");
  });
  it("leaves a sentence that states the reference line's own result alone", () => {
    const ev = judged({ ...faye, steps: ["Faye had $20.", "Her mom gave her twice as much as she had, which is 2 x $20 = $40.", "Altogether 20 + 40 = 60.", "So now Faye has $60 to spend.", ...rest, "$60 - $30 = $30, so she has $30 left."] });
    expect(firstIncorrect(ev)).toBe(-1);
  });
});

describe("a line's opening label (reference-restated.ts)", () => {
  it("drops the label's number before words ('day 2: he ate 2 sandwiches'), not before a number ('Week 1: 5 bags'; an llm-e test item was flagged early)", async () => {
    const { withoutLabelNumber } = await import("./reference-restated");
    expect(withoutLabelNumber("day 2: he ate 2 sandwiches", [2, 2])).toEqual([2]);
    expect(withoutLabelNumber("Week 1: 5 bags of flour", [1, 5])).toEqual([1, 5]);
  });
});

describe("reference checker: a sentence that drops the relation a given number is stated in", () => {
  const eugene = fromBank("gsm8k-train-00853");
  const bert = fromBank("gsm8k-train-03256");
  it("is where the wrong quantity starts: 'he used 16 cards' for 'all but 16'", () => {
    const ev = judged({ ...eugene, steps: ["Eugene used 16 of the cards for his house.", "16 x 75 = 1200 toothpicks", "1200 / 450 = 2.67, so 3 boxes."] });
    expect(firstIncorrect(ev)).toBe(0);
    expect(ev.find((e) => e.index === 0)?.errorType).toBe("wrong-quantity");
  });
  it("is where the wrong quantity starts: 'he ate 2 sandwiches' for '2 sandwiches less'", () => {
    const ev = judged({ ...bert, steps: ["On day one Bert ate 12 / 2 = 6 sandwiches.", "On the next day he ate 2 sandwiches.", "6 + 2 = 8 eaten", "12 - 8 = 4 sandwiches left."] });
    expect(firstIncorrect(ev)).toBe(1);
    expect(ev.find((e) => e.index === 1)?.errorType).toBe("wrong-quantity");
  });
  it("reads past a line's own label: 'day 2: he ate 2 sandwiches' states one number", () => {
    const ev = judged({ ...bert, steps: ["day 1: 12 ÷ 2 = 6 sandwiches eaten", "day 2: he ate 2 sandwiches", "left: 12 - 6 - 2 = 4 sandwiches", "Bert has 4 left."] });
    expect(firstIncorrect(ev)).toBe(1);
    expect(ev.find((e) => e.index === 1)?.errorType).toBe("wrong-quantity");
  });
  it("blames the computation that takes the relation for the amount: '12 - 6 - 2' for 12 - 6 - (6 - 2)", () => {
    const ev = judged({ ...bert, steps: ["first day he ate 12/2 = 6", "left = 12 - 6 - 2 = 4", "Bert has 4 left"] });
    expect(firstIncorrect(ev)).toBe(1);
    expect(ev.find((e) => e.index === 1)?.errorType).toBe("wrong-quantity");
  });
  it("still names the relation worked out with the wrong operation a wrong operation ('150 + 30' for 150 - 30)", () => {
    const emani = {
      problem: "Emani has $30 more money than Howard. If Emani has $150, and they decide to combine and share the money equally, how much money does each get?",
      answer: "135",
      reference: ["If Emani has $150, Howard has $150 - $30 = $120", "In total, they have $120 + $150 = $270", "When they share this money equally, each gets $270 / 2 people = $135/person"],
    };
    const ev = judged({ ...emani, steps: ["howard = 150 + 30 = 180", "180+150 = 330", "330/2 = 165", "$165 each"] });
    expect(firstIncorrect(ev)).toBe(0);
    expect(ev.find((e) => e.index === 0)?.errorType).toBe("wrong-operation");
  });
  it("blames a fraction taken of the whole where the problem takes it of what is left ('half of 600' for half of the 360 remaining)", () => {
    const castiel = fromBank("gsm8k-train-03258");
    const ev = judged({ ...castiel, steps: ["Monday: 2/5 × 600 = 240", "Tuesday: half of 600 = 300", "saved for Friday: 600 - 240 - 300 = 60", "Friday: 3/4 × 60 = 45 eaten", "left: 60 - 45 = 15", "ans: 15 sausages"] });
    expect(ev.find((e) => e.verdict === "incorrect")).toMatchObject({ index: 1, errorType: "wrong-quantity" });
    // the reference's own first percent done again where it goes on from the new price
    const game = fromBank("pct-011");
    const fall = judged({ ...game, steps: ["0.25*440 = 110", "440 + 110 = 550", "0.25*440 = 110", "550 - 110 = 440", "final price $440"] });
    expect(fall.find((e) => e.verdict === "incorrect")).toMatchObject({ index: 2, errorType: "wrong-quantity" });
    // the reference's own first line is not blamed; the same line again, for the loss on the new price, is
    const grey = {
      problem: "Mr. Grey's house was worth $100,000. He sold the house to Mr. Brown at a profit of 10%. After one year, Mr. Brown sold the house to his other friend with a 10% loss. How much was Mr. Brown's selling price?",
      answer: "99000",
      reference: ["Mr. Grey had a $100 000 x 10/100 = $10,000 profit.", "So, Mr. Grey sold the house to Mr. Brown for $100 000 + $10 000 = $110,000.", "Mr. Brown sold the house $110 000 x 10/100 = $11,000 less than its purchased price.", "Thus, Mr. Brown sold it for $110 000 - $11 000 = $99,000 to his friend."],
    };
    const loss = judged({ ...grey, steps: ["10% of $100,000 is 0.10 × 100,000 = $10,000.", "So Mr. Brown bought the house for 100,000 + 10,000 = $110,000.", "10% of the original price is 0.10 × 100,000 = $10,000.", "Mr. Brown's selling price was 110,000 - 10,000 = $100,000."] });
    expect(loss.find((e) => e.verdict === "incorrect")).toMatchObject({ index: 2, errorType: "wrong-quantity" });
    // half of what is left is the reference's own step
    const right = judged({ ...castiel, steps: ["Monday: 2/5 × 600 = 240", "600 - 240 = 360 left", "Tuesday: half of 360 = 180", "saved: 360 - 180 = 180", "Friday: 3/4 × 180 = 135", "left: 180 - 135 = 45"] });
    expect(firstIncorrect(right)).toBe(-1);
  });
  it("takes a line that undoes an earlier computation for a check ('Check: 180 + 320 = 500'), not a given recomputed (llm-k dev)", () => {
    const cindy = {
      problem: "Out of the 500 marbles that Cindy had, she gave her four friends 80 marbles each. What's four times the number of marbles she has remaining?",
      answer: "720",
      reference: ["Cindy gave her four friends 80 marbles each, a total of 4*80 = 320 marbles", "She was left with 500-320 = 180 marbles", "Four times the number of marbles she has remaining is 180*4 = 720"],
    };
    const steps = ["4 × 80 = 320 marbles given away.", "She has 500 − 320 = 180 marbles left.", "Check: 180 + 320 = 500 ✓", "Four times that is 4 × 180 = 720.", "Final answer: 180"];
    expect(judged({ ...cindy, steps }).find((e) => e.verdict === "incorrect")).toMatchObject({ index: 4, errorType: "final-answer" });
    // a line that undoes one without saying it checks may be the error itself ("$15 + $5" for the 1/3 off)
    const chairs = fromBank("gsm8k-train-04777");
    const added = ["25% of $20 is $5, so the sale price is $20 - $5 = $15 per chair.", "There are 8 - 5 = 3 chairs over five.", "The extra discount is 1/3 of the sale price: 1/3 x $15 = $5.", "So each of those 3 chairs costs $15 + $5 = $20.", "The first 5 chairs cost 5 x $15 = $75 and the last 3 cost 3 x $20 = $60.", "Altogether the chairs cost $75 + $60 = $135."];
    expect(judged({ ...chairs, steps: added }).find((e) => e.verdict === "incorrect")).toMatchObject({ index: 3, errorType: "wrong-operation" });
  });
  it("takes all the items at one price before the reference splits them for a total, and blames the extra taken off it ('8 chairs x 15 = 120', then '120 x 1/3')", () => {
    const chairs = fromBank("gsm8k-train-04777");
    const steps = ["25% off 20 → 20 x 0.75 = 15 each", "8 chairs x 15 = 120", "extra 1/3 off: 120 x 1/3 = 40", "120 - 40 = 80", "total $80"];
    expect(judged({ ...chairs, steps }).find((e) => e.verdict === "incorrect")).toMatchObject({ index: 2, errorType: "wrong-quantity" });
    // the route through that total is a right one
    const right = ["20 x 0.75 = 15 each", "8 chairs x 15 = 120", "8 - 5 = 3 chairs get 1/3 off: 15 x 1/3 = 5 each", "3 x 5 = 15 off", "120 - 15 = 105"];
    expect(firstIncorrect(judged({ ...chairs, steps: right }))).toBe(-1);
  });
  it("leaves sentences that keep the relation alone", () => {
    for (const line of ["So 16 of the cards were left over.", "He did not use 16 cards.", "He used all but 16 cards."]) {
      const ev = judged({ ...eugene, steps: [line, "52 - 16 = 36 cards used", "36 x 75 = 2700 toothpicks", "2700 / 450 = 6 boxes"] });
      expect(firstIncorrect(ev)).toBe(-1);
    }
    const ev = judged({ ...bert, steps: ["Day one: 12 / 2 = 6.", "The next day he ate 2 fewer than that.", "6 - 2 = 4", "12 - 6 - 4 = 2 left."] });
    expect(firstIncorrect(ev)).toBe(-1);
  });
});

describe("reference checker: a reference gap worked out another way", () => {
  it("does not blame '15 - 5 = 10' where the reference's 5 chairs times $15 is another 5", () => {
    const chairs = fromBank("gsm8k-train-04777");
    const ev = judged({ ...chairs, steps: ["25% of $20 is $5, so a chair is $20 - $5 = $15.", "8 - 5 = 3 chairs get the extra 1/3 off.", "1/3 of $15 is $5, so they cost $15 - $5 = $10 each.", "The first 5 chairs cost 5 x $15 = $65.", "The other 3 cost 3 x $10 = $30.", "$65 + $30 = $95 in total."] });
    expect(firstIncorrect(ev)).toBe(3);
  });
});

describe("reference checker: a wrong final value that a reference step also reaches", () => {
  const harry = fromBank("gsm8k-train-04706");
  it("blames the step that reaches it from more given numbers than the reference needs ('9 cookies x 3 = 27')", () => {
    const ev = judged({ ...harry, steps: ["One bag makes 81 / 9 = 9 cookies.", "There are 3 batches, so 9 x 3 = 27 cookies in each batch.", "Answer: 27"] });
    expect(firstIncorrect(ev)).toBe(1);
    expect(ev.find((e) => e.index === 1)?.errorType).toBe("wrong-operation");
  });
  it("still reads the reference's own route to it as stopping one step short", () => {
    const ev = judged({ ...harry, steps: ["81 / 3 = 27 chips go in each batch.", "So there are 27 cookies in a batch."] });
    expect(firstIncorrect(ev)).toBe(1);
    expect(ev.find((e) => e.index === 1)?.errorType).toBe("final-answer");
  });
});

describe("reference checker: percents built up and estimated on the way", () => {
  it("does not blame '30% of 120 = 36' on the way to 35% of 120", () => {
    const pct = fromBank("pct-004");
    const ev = judged({ ...pct, steps: ["30% of 120 = 36", "5% of 120 = 6", "35% = 36 + 6 = 44"] });
    expect(firstIncorrect(ev)).toBe(2);
  });
  it("does not blame an estimate of the reference's quantity before the exact value", () => {
    const sale = fromBank("pct-007");
    const ev = judged({ ...sale, steps: ["15% of 460 is roughly 70", "exactly, 0.15 x 460 = 69", "the sale price is $69"] });
    expect(firstIncorrect(ev)).toBe(2);
  });
});

describe("reference checker: prose between numbers", () => {
  it("does not read the 'x' of 'neg x neg = pos' as an expression to compare", () => {
    const ints = fromBank("int-008");
    const ev = judged({ ...ints, steps: ["-8 x 7 = -56", "-6 x -3 = 18, since neg x neg = pos", "-56 + 18 = -38", "ans -38"] });
    expect(firstIncorrect(ev)).toBe(-1);
  });
});

describe("reference checker: two given numbers swapped in a sentence", () => {
  const ed = fromBank("gsm8k-train-04770");
  it("blames the sentence that swaps the night and morning hours, not the first product", () => {
    const ev = judged({ ...ed, steps: ["Ed stayed 4 hours at night and 6 hours in the morning.", "The night costs $1.50 an hour: 4 x 1.50 = $6.", "The morning costs $2 an hour: 6 x 2 = $12.", "He paid 6 + 12 = $18.", "80 - 18 = 62", "Ed had $62 left."] });
    expect(firstIncorrect(ev)).toBe(0);
    expect(ev.find((e) => e.index === 0)?.errorType).toBe("wrong-quantity");
  });
  it("leaves the same sentence alone when it pairs them as the problem does", () => {
    const ev = judged({ ...ed, steps: ["Ed stayed 6 hours at night and 4 hours in the morning.", "The night costs 6 x 1.50 = $9.", "The morning costs 4 x 2 = $8.", "He paid 9 + 8 = $18.", "80 - 18 = 62", "Ed had $62 left."] });
    expect(firstIncorrect(ev)).toBe(3);
  });
  it("blames swapped counts of two fruits", () => {
    const sam = fromBank("dec-011");
    const ev = judged({ ...sam, steps: ["Sam buys 3 apples at $2.10 and 4 bananas at $1.20.", "Apples: 3 x 2.10 = $6.30", "Bananas: 4 x 1.20 = $4.80", "Total: 6.30 + 4.80 = $11.10", "20 - 11.10 = $8.90"] });
    expect(firstIncorrect(ev)).toBe(0);
  });
});

describe("reference checker: running chains in arithmetic", () => {
  it("does not blame a result with the next operation appended ('68x7=476+103=579')", () => {
    const ev = judged({ ...fromBank("whole-011"), steps: ["116 - 48 = 68", "68x7=476+103=579", "579"] });
    expect(firstIncorrect(ev)).toBe(-1);
  });
  it("still blames a slip inside the chain", () => {
    const ev = judged({ ...fromBank("whole-011"), steps: ["116 - 48 = 68", "68x7=466+103=569", "569"] });
    expect(firstIncorrect(ev)).toBe(1);
  });
  it("names a chain worked left to right an order-of-operations slip at its line", () => {
    const ev = judged({ ...fromBank("ops-005"), steps: ["18÷3=6+6=12×4=48", "answer 48"] });
    expect(firstIncorrect(ev)).toBe(0);
    expect(ev.find((e) => e.index === 0)?.errorType).toBe("order-of-operations");
  });
});

describe("reference checker: a closing line that states zero in words", () => {
  it("has a final value to localise against ('There are no slices left for Phill.')", () => {
    const ev = judged({ ...fromBank("gsm8k-train-04664"), steps: ["2 x 2 x 2 = 8 slices", "He gives 1 slice to 3 friends, that's 1 + 3 = 4 slices.", "He gives 2 slices to 2 friends, that's 2 x 2 = 4 slices.", "So he gave away 4 + 4 = 8 slices.", "8 - 8 = 0", "There are no slices left for Phill."] });
    expect(firstIncorrect(ev)).toBeGreaterThanOrEqual(0);
  });
});

describe("reference checker: a number of the solution's own brought in by a sentence", () => {
  it("blames 'He irons every day of the week, so 7 days.' where the problem says 5 days, not the product that uses it", () => {
    const ev = judged({ ...fromBank("gsm8k-train-04193"), steps: ["Hayden irons his shirt for 5 minutes and his pants for 3 minutes.", "Each morning that is 5 + 3 = 8 minutes.", "He irons every day of the week, so 7 days.", "In one week he irons 8 x 7 = 56 minutes.", "Over 4 weeks it is 56 x 4 = 224 minutes.", "He irons for 224 minutes."] });
    expect(firstIncorrect(ev)).toBe(2);
    expect(ev.find((e) => e.index === 2)?.errorType).toBe("wrong-quantity");
  });
  it("blames the product when no sentence brought the number in", () => {
    const ev = judged({ ...fromBank("gsm8k-train-04193"), steps: ["Each morning that is 5 + 3 = 8 minutes.", "In one week he irons 8 x 7 = 56 minutes.", "Over 4 weeks it is 56 x 4 = 224 minutes."] });
    expect(firstIncorrect(ev)).toBe(1);
  });
});

describe("reference checker: a relation dropped from a given, whichever reference line the sentence is like", () => {
  const dana = fromBank("gsm8k-train-04666");
  it("blames 'Dana has 15 pencils.' for '15 more pencils than Jayden'", () => {
    const ev = judged({ ...dana, steps: ["Dana has 15 pencils.", "Jayden has 20 pencils, which is twice as many as Marcus.", "So Marcus has 20 ÷ 2 = 10 pencils.", "Dana has 15 - 10 = 5 more than Marcus.", "Dana has 5 more pencils than Marcus."] });
    expect(firstIncorrect(ev)).toBe(0);
    expect(ev.find((e) => e.index === 0)?.errorType).toBe("wrong-quantity");
  });
  it("leaves a sentence alone that keeps the relation", () => {
    const ev = judged({ ...dana, steps: ["Dana has 15 more pencils than Jayden.", "So Dana has 20 + 15 = 35 pencils.", "Marcus has 20 ÷ 2 = 10 pencils.", "35 - 10 = 25"] });
    expect(firstIncorrect(ev)).toBe(-1);
  });
});

describe("reference checker: the price of one item stated as the price of them all", () => {
  const amanda = fromBank("gsm8k-train-04661");
  it("blames 'The 8 drawer pulls cost $4.00.' when the $4 then goes on alone", () => {
    const ev = judged({ ...amanda, steps: ["The knobs cost 18 × 2.50 = $45.", "The 8 drawer pulls cost $4.00.", "45 + 4 = 49", "The upgrade will cost $49."] });
    expect(firstIncorrect(ev)).toBe(1);
    expect(ev.find((e) => e.index === 1)?.errorType).toBe("wrong-quantity");
  });
  it("leaves the sentence alone when it says 'each' or the price is multiplied after", () => {
    const each = judged({ ...amanda, steps: ["The knobs cost 18 × 2.50 = $45.", "The 8 drawer pulls cost $4.00 each.", "45 + 4 = 49", "The upgrade will cost $49."] });
    expect(firstIncorrect(each)).toBe(2);
    const ok = judged({ ...amanda, steps: ["The knobs cost 18 × 2.50 = $45.", "The 8 drawer pulls cost $4.00.", "8 x 4 = 32", "45 + 32 = 77"] });
    expect(firstIncorrect(ok)).toBe(-1);
  });
});

describe("reference checker: a computation the reference writes around its unknown", () => {
  const shop = {
    problem: "A shop sold x red pens at $2 each, 12 blue pens at $3 each and 10 green pens at $4 each. It took in $96 in all. What is the value of unknown variable x?",
    answer: "10",
    reference: ["(x * $2) + (12 * $3) + (10 * $4) = $96", "2x + 36 + 40 = 96", "2x + 76 = 96", "2x = 20", "x = 10"],
  };
  it("does not blame '12 * $3 = $36' that the reference writes but never works out on its own line", () => {
    const ev = judged({ ...shop, steps: ["The blue pens bring in 12 * $3 = $36.", "The green pens bring in 10 * $4 = $40.", "So 2x = 96 - 36 - 40 = 30.", "x = 15"] });
    expect(firstIncorrect(ev)).toBe(2);
  });
  it("does not blame a part of a sum the reference writes with its unknown ('x + 10 + 40 + 12': '40 + 12 = 52')", () => {
    const omar = {
      problem: "Omar had x green marbles and 10 yellow marbles. Then he bought 5 bags of blue marbles and 3 bags of red marbles. There were 8 marbles in each bag of blue and 4 marbles in each bag of red. How many marbles does Omar have now?\nIf we know the answer of the above question is 90, what is the value of unknown variable x?",
      answer: "28",
      reference: ["He bought a total of 5 * 8 = 40 blue marbles.", "He bought a total of 3 * 4 = 12 red marbles.", "The total number of marbles Omar has now is: x + 10 + 40 + 12 = x + 62.", "So we can write: x + 62 = 90.", "Subtracting 62 from both sides, we get: x = 28."],
    };
    const ev = judged({ ...omar, steps: ["He bought a total of 5 * 8 = 40 blue marbles.", "He bought a total of 3 * 4 = 12 red marbles.", "The total number of marbles he bought is 40 + 12 = 52 marbles.", "The number of marbles Omar has now is: x + 10 + 52 + 10 = x + 72.", "So we can write: x + 72 = 90.", "Solving for x, we get: x = 18."] });
    expect(firstIncorrect(ev)).toBeGreaterThanOrEqual(3);
  });
});

describe("reference checker: the price of one item as the price of all, with cents", () => {
  it("blames 'The 18 cabinet knobs cost $2.50.' when the $2.50 then goes on alone", () => {
    const ev = judged({ ...fromBank("gsm8k-train-04661"), steps: ["The 18 cabinet knobs cost $2.50.", "The pulls cost 8 × 4 = $32.", "2.50 + 32 = 34.50", "The upgrade will cost $34.50."] });
    expect(firstIncorrect(ev)).toBe(0);
  });
});

describe("reference checker: a given taken away that the solution never uses", () => {
  it("blames '52 × 75 = 3900' for a deck used 'all but 16', not the boxes at the end", () => {
    const ev = judged({ ...fromBank("gsm8k-train-00853"), steps: ["52 × 75 = 3900 toothpicks", "3900 ÷ 450 = 8.67", "He needs 9 boxes."] });
    expect(firstIncorrect(ev)).toBe(0);
    expect(ev.find((e) => e.index === 0)?.errorType).toBe("wrong-quantity");
  });
  it("blames the first subtraction that leaves the Christmas money out", () => {
    const ev = judged({ ...fromBank("gsm8k-train-03150"), steps: ["He still needs 500 - 200 = $300.", "300 / 7.5 = 40 games", "He sells 40 games."] });
    expect(firstIncorrect(ev)).toBe(0);
  });
  it("leaves a factor never used to the answer line ('24 ÷ 4 = 6 hours' where 3 hours have passed)", () => {
    const ev = judged({ ...fromBank("gsm8k-train-04766"), steps: ["24 ÷ 4 = 6 hours", "ans: 6 hours"] });
    expect(firstIncorrect(ev)).toBe(1);
  });
});

describe("reference checker: a percent built from the wrong parts", () => {
  const pct = fromBank("pct-004");
  it("blames '35% = 36 + 12 = 48' (30% and 10% of 120) as a wrong quantity", () => {
    const ev = judged({ ...pct, steps: ["30% = 3 × 12 = 36", "35% = 36 + 12 = 48", "answer 48"] });
    expect(firstIncorrect(ev)).toBe(1);
    expect(ev.find((e) => e.index === 1)?.errorType).toBe("wrong-quantity");
  });
  it("leaves the right parts alone ('5% = 6', '35% = 36 + 6 = 42')", () => {
    const ev = judged({ ...pct, steps: ["30% = 3 × 12 = 36", "5% = 6", "35% = 36 + 6 = 42"] });
    expect(firstIncorrect(ev)).toBe(-1);
  });
});

describe("reference checker: dividing for multiplying, and a result in dollars for cents", () => {
  it("names '10 ÷ 2' for two pans at $10 a wrong operation", () => {
    const ev = judged({ ...fromBank("gsm8k-train-04767"), steps: ["3 × 20 = 60", "100 - 60 = 40", "40 ÷ 4 = 10 a pan", "2 pans: 10 ÷ 2 = 5"] });
    expect(firstIncorrect(ev)).toBe(3);
    expect(ev.find((e) => e.index === 3)?.errorType).toBe("wrong-operation");
  });
  it("names '0.28 × 2' a wrong operation where the reference divides 28 cents by 2", () => {
    const ev = judged({ ...fromBank("gsm8k-train-03254"), steps: ["4 × 1.08 = 4.32", "4.60 - 4.32 = 0.28", "0.28 × 2 = 0.56", "56 cents"] });
    expect(firstIncorrect(ev)).toBe(2);
    expect(ev.find((e) => e.index === 2)?.errorType).toBe("wrong-operation");
  });
});

describe("reference checker: a wrong final value that equals a reference quantity worked out another way", () => {
  const paula = fromBank("gsm8k-train-01176");
  it("blames '4 × 4 = 16' for the bumper cars, though '4 + 16 = 20' lands on the reference's 4 × 5 = 20", () => {
    const ev = judged({ ...paula, steps: ["go-karts: 1 × 4 = 4 tickets", "bumper cars: 4 × 4 = 16 tickets", "4 + 16 = 20", "Paula needs 20 tickets"] });
    expect(firstIncorrect(ev)).toBe(1);
    expect(ev.find((e) => e.index === 1)?.errorType).toBe("wrong-quantity");
  });
  it("still reads an answer that stops at a reference quantity, worked out as the reference does, as the answer's error", () => {
    const ev = judged({ ...fromBank("gsm8k-train-04664"), steps: ["2 × 2 × 2 = 8 slices", "2 × 2 = 4 slices to two friends", "3 + 4 = 7", "7 slices"] });
    expect(firstIncorrect(ev)).toBe(3);
  });
});

describe("reference checker: a part taken for the whole", () => {
  it("blames 'chips cost 75% of $4 = $3' where the reference adds the $3 to the $4, and the answer is that route with $3", () => {
    const ev = judged({ ...fromBank("gsm8k-train-06562"), steps: ["chips cost 75% of $4 = $3", "2 × 3 = $6 for chips", "2 × 4 = $8 for pretzels", "6 + 8 = $14"] });
    expect(firstIncorrect(ev)).toBe(0);
    expect(ev.find((e) => e.index === 0)?.errorType).toBe("wrong-quantity");
  });
  it("leaves a line that names the part as the part ('mom gave her 2 × 20 = $40') to the step that uses it for the whole", () => {
    const ev = judged({ ...fromBank("gsm8k-train-03865"), steps: ["mom gave her 2 × 20 = $40", "10 × 1.50 = $15", "5 × 3 = $15", "40 - 30 = $10 left"] });
    expect(firstIncorrect(ev)).toBe(3);
  });
  it("blames a line that says what the part is and then names it the whole ('mom gave twice her money so she has 2 x 20 = $40')", () => {
    const ev = judged({ ...fromBank("gsm8k-train-03865"), steps: ["mom gave twice her money so she has 2 x 20 = $40", "cupcakes 10 x 1.50 = 15", "cookies 5 x 3 = 15", "spent 15 + 15 = 30", "40 - 30 = $10 left"] });
    expect(ev.find((e) => e.verdict === "incorrect")).toMatchObject({ index: 0, errorType: "wrong-quantity" });
  });
  it("blames 'so she has $40 now' after 'mum gave her 2 × 20 = $40' names the part rightly (student-blind-61 dev)", () => {
    const ev = judged({ ...fromBank("gsm8k-train-03865"), steps: ["mum gave her 2 × 20 = $40", "so she has $40 now", "cupcakes: 10 × 1.50 = $15", "cookies: 5 × 3 = $15", "spent 15 + 15 = $30", "40 - 30 = $10 left"] });
    expect(ev.find((e) => e.verdict === "incorrect")).toMatchObject({ index: 1, errorType: "wrong-quantity" });
  });
});

describe("reference checker: the insurance's share taken for what is paid", () => {
  const dog = {
    problem:
      "John needs to get a new seeing-eye dog. The adoption fee cost $150 for an untrained dog. It then takes 12 weeks of training which costs $250 a week. After the training, she needs certification which costs $3000 but her insurance covers 90% of that. What is her out-of-pocket cost?",
    answer: "3450",
    reference: ["The training cost 250*12=$3000", "The insurance pays for 3000*.9=$2700 for certification", "That means she needs to pay 3000-2700=$300", "So her total cost was 150+300+3000=$3450"],
  };
  it("blames 'John has to pay 0.9 * 3000 = $2700 for the certification' (the part the insurance covers, named as what she pays)", () => {
    const ev = judged({ ...dog, steps: ["Training: 12 * 250 = $3000.", "John has to pay 0.9 * 3000 = $2700 for the certification.", "The total is 150 + 3000 + 2700 = $5850."] });
    expect(firstIncorrect(ev)).toBe(1);
  });
  it("leaves 'The insurance pays 0.9 * 3000 = $2700' to the line that adds it in", () => {
    const ev = judged({ ...dog, steps: ["Training: 12 * 250 = $3000.", "The insurance pays 0.9 * 3000 = $2700 for the certification.", "The total is 150 + 3000 + 2700 = $5850."] });
    expect(firstIncorrect(ev)).toBe(2);
  });
});

describe("reference checker: a sum with a number left out", () => {
  const hannah = fromBank("gsm8k-train-04181");
  it("blames '8 + 16 + 32 = 56' (the first week's $4 left out) when the answer is the reference's route with 56", () => {
    const ev = judged({ ...hannah, steps: ["4 × 2 = 8", "8 × 2 = 16", "16 × 2 = 32", "saved 8 + 16 + 32 = 56", "80 - 56 = 24", "$24"] });
    expect(firstIncorrect(ev)).toBe(3);
    expect(ev.find((e) => e.index === 3)?.errorType).toBe("wrong-quantity");
  });
  it("leaves a partial sum that the solution goes on adding to", () => {
    const ev = judged({ ...hannah, steps: ["4 × 2 = 8", "8 × 2 = 16", "16 × 2 = 32", "8 + 16 + 32 = 56", "56 + 4 = 60", "80 - 60 = 20"] });
    expect(firstIncorrect(ev)).toBe(-1);
  });
});

describe("reference checker: a given number put on another's words", () => {
  it("blames 'All four letters are international.' when the answer is the reference's route with 4 for the 2 international letters", () => {
    const ev = judged({ ...fromBank("gsm8k-train-03254"), steps: ["4 × 108 = 432 cents", "460 - 432 = 28 cents extra", "All four letters are international.", "28 ÷ 4 = 7", "7 cents"] });
    expect(firstIncorrect(ev)).toBe(2);
    expect(ev.find((e) => e.index === 2)?.errorType).toBe("wrong-quantity");
  });
  it("leaves a number the problem states in two roles alone ('4 bumper car rides' where 4 is also the go-kart price)", () => {
    const ev = judged({ ...fromBank("gsm8k-train-01176"), steps: ["Paula wants 1 go-kart ride and 4 bumper car rides.", "1 × 4 = 4 tickets", "4 × 4 = 16 tickets", "4 + 16 = 20 tickets"] });
    expect(firstIncorrect(ev)).toBe(2);
  });
});

describe("reference checker: a reference computation with another partner", () => {
  it("blames '3 × 2 = 6 oz' (3 dozen donuts taken as 3) when the answer is the reference's route with 6 for its 72", () => {
    const ev = judged({ ...fromBank("gsm8k-train-02530"), steps: ["3 donuts × 2 oz: 3 × 2 = 6 oz", "6 ÷ 12 = 0.5 pots", "0.5 × 3 = $1.50"] });
    expect(firstIncorrect(ev)).toBe(0);
    expect(ev.find((e) => e.index === 0)?.errorType).toBe("wrong-quantity");
  });
  it("blames '36 ÷ 3 = 12' for a packet (divided by the weeks, not the 2 packets) although 12 is the reference's candies a week", () => {
    const ev = judged({ ...fromBank("gsm8k-train-06473"), steps: ["a week: 2 × 5 + 1 × 2 = 12", "3 weeks: 3 × 12 = 36", "a packet: 36 ÷ 3 = 12", "12 candies"] });
    expect(firstIncorrect(ev)).toBe(2);
  });
  it("blames '$100 - $20 = $80' (one pot for the three) though a later '2 x $20 = $40' hits the reference's $40 by chance", () => {
    const ev = judged({ ...fromBank("gsm8k-train-04767"), steps: ["3 pots and 4 pans cost $100.", "Each pot is $20, so the pans cost $100 - $20 = $80.", "80 / 4 = $20 a pan", "2 pans: 2 x $20 = $40"] });
    expect(firstIncorrect(ev)).toBe(1);
  });
  it("blames the line that writes the count beside a product without using it ('the 5 major characters are paid 3 * 15000 = $45,000 together')", () => {
    const show = {
      problem: "James runs a TV show and there are 5 main characters and 4 minor characters. He pays the minor characters $15,000 each episode. He paid the major characters three times as much. How much does he pay per episode?",
      answer: "285000",
      reference: ["He pays the minor characters 15000*4=$60,000", "The major characters each get 15000*3=$45,000", "So he pays the main characters 45,000*5=$225,000", "So in total he pays 225,000+60,000=$285,000"],
    };
    const together = judged({ ...show, steps: ["The minor characters get 4 * 15000 = $60,000.", "So the 5 major characters are paid 3 * 15000 = $45,000 together.", "In all 60000 + 45000 = $105,000."] });
    expect(firstIncorrect(together)).toBe(1);
    const each = judged({ ...show, steps: ["The minor characters get 4 * 15000 = $60,000.", "Each of the 5 major characters is paid 3 * 15000 = $45,000.", "In all 60000 + 45000 = $105,000."] });
    expect(firstIncorrect(each)).toBe(2);
  });
  it("leaves '24 ÷ 4 = 6' hours in all (two givens, another question answered) to the answer line", () => {
    const ev = judged({ ...fromBank("gsm8k-train-04766"), steps: ["24 ÷ 4 = 6", "6 hours"] });
    expect(firstIncorrect(ev)).toBe(1);
    expect(ev.find((e) => e.index === 1)?.errorType).toBe("final-answer");
  });
  it("leaves work in minutes where hours are asked ('720 ÷ 3 = 240') to the answer line", () => {
    const ev = judged({
      ...fromBank("gsm8k-train-04795"),
      steps: ["3 x 20 = 60 min", "living room 60 min", "2 x 60 = 120 min", "60 + 60 + 120 = 240 min", "240 x 2 = 480", "240 + 480 = 720", "720 / 3 = 240", "he works 240"],
    });
    expect(firstIncorrect(ev)).toBe(7);
  });
  it("leaves '300 × 1.3 = 390', another route to the reference's 90 + 300", () => {
    const ev = judged({ ...fromBank("gsm8k-train-05513"), steps: ["A: 300 x 1.3 = 390", "B: 200 x 1.5 = 300", "answer: $390 in A"] });
    expect(firstIncorrect(ev)).toBe(2);
  });
});

describe("reference checker: a given rate called a total", () => {
  const trip = {
    problem: "Jade and Krista went on a road trip for 3 days. On each day Jade had to drive 8 hours and Krista had to drive 6 hours. How many hours did they drive altogether?",
    answer: "42",
    reference: ["Jade drives for a total of 3 days x 8 hours/day = 24 hours", "Krista drives for a total of 3 days x 6 hours/day = 18 hours", "Together they drive 24 hours + 18 hours = 42 hours"],
  };
  it("blames 'Krista drives a total of 6 hours.' when the answer is the reference's route with 6 for 3 × 6", () => {
    const ev = judged({ ...trip, steps: ["Jade drives 8 * 3 = 24 hours.", "Krista drives a total of 6 hours.", "Together they drove 24 + 6 = 30 hours.", "The answer is: 30"] });
    expect(firstIncorrect(ev)).toBe(1);
    expect(ev.find((e) => e.index === 1)?.errorType).toBe("wrong-quantity");
  });
  it("leaves a sentence that keeps the rate ('Krista drives 6 hours each day.')", () => {
    const ev = judged({ ...trip, steps: ["Jade drives 8 * 3 = 24 hours.", "Krista drives 6 hours each day.", "Together they drove 24 + 6 = 30 hours.", "The answer is: 30"] });
    expect(firstIncorrect(ev)).toBe(2);
  });
});

describe("reference checker: the right answer in another unit", () => {
  const steve = { problem: "Steve is 5'6\". He grows 6 inches. How tall is he in inches?", answer: "72", reference: ["He is 5*12+6=66 inches tall before the growth spurt.", "After growing he is now 66+6=72 inches"] };
  it("blames the answer line, not the right work in feet ('5.5 + 0.5 = 6 feet')", () => {
    const ev = judged({ ...steve, steps: ["Steve is 5.5 feet tall.", "6 inches = 0.5 feet", "5.5 + 0.5 = 6 feet", "Answer: 6"] });
    expect(firstIncorrect(ev)).toBe(3);
  });
});

describe("reference checker: an amount taken from one summand first", () => {
  const groceries = {
    problem:
      "Lauren bought 2 pounds of hamburger meat at $3.50 a pound, 1 pack of buns for $1.50, a head of lettuce for $1.00 and a 1.5-pound tomato at $2.00 per pound. She also needed a jar of pickles that cost $2.50 and she had a $1.00 off coupon for that item. How much change would Lauren get back if she paid with a $20 bill?",
    answer: "6",
    reference: ["2*3.50 = $7.00", "1.5*2 = $3.00", "When you add up all her items she spent 7+1.50+1+3+2.50=$15.00", "She had a $1.00 coupon off pickles so 15-1 = $14.00", "She paid with a $20.00 bill so 20-14 = $6.00 in change"],
  };
  it("accepts '2.50 - 1.00 = 1.50' for the pickles with the coupon (the reference takes the $1 off the total) and blames the later slip", () => {
    const ev = judged({
      ...groceries,
      steps: ["Meat: 2 * 3.50 = $7.00", "Tomato: 1.5 * 2.00 = $3.00", "Pickles with the coupon: 2.50 - 1.00 = $1.50", "Total: 7.00 + 1.50 + 1.00 + 3.00 + 1.50 = $13.50", "Change: 20 - 13.50 = $6.50"],
    });
    expect(firstIncorrect(ev)).toBe(3);
  });
});


describe("reference checker: a sentence that says what a reference line says, with another value", () => {
  const lionel = {
    problem:
      "Lionel bought 14 boxes of Graham crackers and 15 packets of Oreos. To make an Oreo cheesecake, Lionel needs 2 boxes of Graham crackers and 3 packets of Oreos. After making the maximum number of Oreo cheesecakes he can, how many boxes of Graham crackers would he have left over?",
    answer: "4",
    reference: ["Lionel has enough Graham crackers to make 14/2 = 7 Oreo cheesecakes", "Lionel has enough Oreos to make 15/3 = 5 Oreo cheesecakes", "Therefore, the maximum number of cheesecakes Lionel can make is 5.", "Lionel needs 2 * 5 = 10 boxes of Graham crackers", "He'll have 14 - 10 = 4 boxes left over"],
  };
  it("blames 'So the maximum number of cheesecakes he can make is 7.' when the answer is the reference's route with 7 for 5", () => {
    const ev = judged({ ...lionel, steps: ["Crackers: 14 / 2 = 7 cheesecakes.", "Oreos: 15 / 3 = 5 cheesecakes.", "So the maximum number of cheesecakes he can make is 7.", "He uses 7 * 2 = 14 boxes.", "14 - 14 = 0 boxes left."] });
    expect(firstIncorrect(ev)).toBe(2);
    expect(ev.find((e) => e.index === 2)?.errorType).toBe("wrong-quantity");
  });
  it("leaves the sentence alone when the answer goes wrong later", () => {
    const ev = judged({ ...lionel, steps: ["Crackers: 14 / 2 = 7 cheesecakes.", "Oreos: 15 / 3 = 5 cheesecakes.", "So the maximum number of cheesecakes he can make is 7.", "He uses 2 * 5 = 10 boxes.", "14 - 10 = 3 boxes left."] });
    expect(firstIncorrect(ev)).not.toBe(2);
  });
});

describe("reference checker: what the stop-23 blind round's dev halves showed", () => {
  it("leaves a day's pay alone when the next line brings up the 4 days and the answer line forgets them", () => {
    const ev = judged({ ...fromBank("gsm8k-train-01177"), steps: ["He gets $20 for each hour and rents it 8 hours a day, so in one day he makes 20 x 8 = $160.", "He does this 4 days in a week.", "So he makes $160 a week."] });
    expect(firstIncorrect(ev)).toBe(2);
    expect(ev.find((e) => e.index === 2)?.errorType).toBe("final-answer");
    // never brought up again, the product that left the 4 days out is where the work went wrong
    const short = judged({ ...fromBank("gsm8k-train-01177"), steps: ["He makes 20 x 8 = $160 a week."] });
    expect(firstIncorrect(short)).toBe(0);
  });
  const kekai = {
    problem:
      "Kekai's family is having a garage sale. Kekai sells 5 shirts and 5 pairs of pants. Each shirt sells for $1, and each pair of pants sells for $3. If Kekai gives his parents half of the money he earns from selling his clothes, how much money does Kekai have left?",
    answer: "10",
    reference: ["From selling his shirts, Kekai makes 5 * $1 = $5", "From selling his pants, Kekai makes 5 * $3 = $15", "The total amount of money Kekai earns is $5 + $15 = $20", "Since Kekai gives half of the money to his parents, he has $20 / 2 = $10 left"],
  };
  it("accepts a total of like givens ('$1 + $3 = $4' for a shirt and pants together) and blames where it is misused", () => {
    const ev = judged({ ...kekai, steps: ["One shirt and one pair of pants together sell for $1 + $3 = $4.", "He sold 5 + 5 = 10 items, so he earns 10 × 4 = $40.", "He keeps 40 / 2 = $20."] });
    expect(firstIncorrect(ev)).toBe(1);
    // a sum of the two prices that is not announced as a total is still the first unexplained value
    const bare = judged({ ...kekai, steps: ["1 + 3 = 4", "10 × 4 = 40", "40 / 2 = 20"] });
    expect(firstIncorrect(bare)).toBe(0);
  });
});

describe("reference checker: a formula in letters, then filled in", () => {
  const sizes = {
    problem: "Anna wears a size 2. Her friend Becky wears a size three times larger than Anna's. Ginger wears a size twice Becky's size minus 4. What size does Ginger wear?",
    answer: "8",
    reference: ["First find what size Becky wears: 2 * 3 = 6", "Then multiply that number by 2: 6 * 2 = 12", "Then subtract 4 to find Ginger's size: 12 - 4 = 8"],
  };
  it("blames 'G = 2(B − 4)' where the relation was misread, not the line that fills it in", () => {
    const ev = judged({ ...sizes, steps: ["Let A, B and G be the sizes Anna, Becky and Ginger wear.", "A = 2", "B = 3A = 3 × 2 = 6", "G = 2(B − 4)", "G = 2(6 − 4) = 2 × 2 = 4", "Ginger wears a size 4."] });
    expect(firstIncorrect(ev)).toBe(3);
  });
  it("leaves a right formula alone when the slip is in filling it in", () => {
    const ev = judged({ ...sizes, steps: ["A = 2", "B = 3A = 3 × 2 = 6", "G = 2B − 4", "G = 2 × 6 − 4 = 12 − 4 = 6", "Ginger wears a size 6."] });
    expect(firstIncorrect(ev)).toBe(3);
  });
});

describe("reference checker: a percent of the wrong base, however the reference writes the percent", () => {
  const vince = {
    problem:
      "Vince owns a hair salon and he earns $18 per head. His monthly expenses are $280 for rent and electricity and 20% of his earnings are allocated for recreation and relaxation. He will save the rest. How much does he save if he serves 80 customers a month?",
    answer: "872",
    reference: ["This month, Vince earns 80 x $18 = $1440.", "The amount he allocates for recreation and relaxation is 20/100 x $1440 = $288.", "Thus, his monthly expenses is $280 + $288 =$568.", "Therefore, he saves $1440 - $568 = $872."],
  };
  it("blames '0.20 × $1,160' where the reference takes 20/100 of the $1440", () => {
    const ev = judged({ ...vince, steps: ["Vince earns $18 per customer, pays $280 a month for rent and electricity, and sets aside 20% of his earnings for recreation; we want his savings with 80 customers.", "Plan: compute his earnings, subtract rent and electricity, then subtract the recreation allowance.", "Earnings: 80 × $18 = $1,440.", "After rent and electricity: $1,440 − $280 = $1,160.", "Recreation is 20% of what he earns, so 0.20 × $1,160 = $232.", "Savings: $1,160 − $232 = $928.", "Check: $280 + $232 + $928 = $1,440 ✓", "Vince saves $928 a month."] });
    expect(firstIncorrect(ev)).toBe(4);
  });
  const pinecones = {
    problem: "There are 2000 pinecones on the ground. 20% are eaten by reindeer. Twice as many are eaten by squirrels as reindeer. 25% of the remainder are collected to make fires. How many pinecones are left?",
    answer: "600",
    reference: ["20% * 2000 pinecones = 400 pine cones", "400 pine cones * 2 = 800 pine cones", "2000 pinecones - 400 pine cones - 800 pine cones = 800 pinecones", "800 pinecones / 4 = 200 pine cones", "800 pine cones - 200 pinecones = 600 pine cones"],
  };
  it("blames '0.25 × 2000' where the reference divides the remaining 800 by 4", () => {
    const ev = judged({ ...pinecones, steps: ["Reindeer: 0.2 × 2000 = 400.", "Squirrels: 2 × 400 = 800.", "Remaining: 2000 − 400 − 800 = 800.", "Fires: 0.25 × 2000 = 500.", "Left: 800 − 500 = 300."] });
    expect(firstIncorrect(ev)).toBe(3);
  });
});


describe("reference checker: a given taken away and forgotten", () => {
  const pond = {
    problem: "There were 50 fish in a pond and 3 times as many tadpoles. If Curtis catches 7 fish and half the tadpoles develop into frogs, how many more tadpoles than fish are there in the pond now?",
    answer: "32",
    reference: ["There were 50 x 3 = 150 tadpoles.", "There are 50 - 7 = 43 fish left in the pond.", "There are 150/2 = 75 tadpoles left in the pond.", "There are 75 - 43 = 32 more tadpoles than fish in the pond now."],
  };
  it("leaves the reference's own '3 × 50 = 150' alone and blames '- Fish in the pond: 50' restated after the changes", () => {
    const ev = judged({ ...pond, steps: ["### Initial counts\n- Fish: 50\n- Tadpoles: 3 × 50 = 150", "### After the changes\n- Half the tadpoles become frogs, so 150 / 2 = 75 tadpoles remain.\n- Fish in the pond: 50", "### Difference\n75 − 50 = 25", "There are **25** more tadpoles than fish. $\\boxed{25}$"] });
    expect(firstIncorrect(ev)).toBe(1);
  });
  it("blames the first other use when nothing restates the amount", () => {
    const ev = judged({ ...pond, steps: ["Tadpoles: 3 × 50 = 150", "150 / 2 = 75 tadpoles remain", "75 − 50 = 25 more tadpoles"] });
    expect(firstIncorrect(ev)).toBe(2);
  });
});

describe("reference checker: a value worked out and rounded with ≈", () => {
  it("blames '40 ÷ 760 ≈ 0.0526' (the drop over the new population) instead of reading it as an estimate of the reference's 0.05", () => {
    const fall = { problem: "A town's population fell from 800 to 760. By what percent did it fall?", answer: "5", reference: ["800 - 760 = 40", "40 ÷ 800 = 0.05", "0.05 = 5%"] };
    const ev = judged({ ...fall, steps: ["800-760=40", "40\\div760\\approx0.0526", "\\approx5.26\\%"] });
    expect(firstIncorrect(ev)).toBe(1);
    // "about 0.05" for a value it does not work out stays an estimate
    const about = judged({ ...fall, steps: ["800-760=40", "40 ÷ 800 is about 0.05", "so 5%"] });
    expect(firstIncorrect(about)).toBe(-1);
  });
});


describe("reference checker: a proven miscombination that works from an earlier unexplained value", () => {
  const ages = { problem: "The sum of the ages of Jeremy, Sebastian and Sophia in three years is 150. Currently, Sebastian is 4 years older than Jeremy. If Jeremy's age is 40, calculate Sophia's age three years from now?", answer: "60", reference: ["The age of Jeremy three years from now will be 40+3 = 43 years", "Since Sebastian age is four years more than Jeremy's, Sebastian is currently 40+4 = 44 years.", "In three years, Sebastian will be 44+3 = 47 years old", "The total age of Jeremy and Sebastian in three years will be 47+43 = 90", "If the total age of Jeremy, Sebastian and Sophia in three years is 150, then Sophia's age in three years will be 150-90 = 60"] };
  it("blames '150 − 3 = 147' (three years taken off once for three people), not '63 + 3' that 63 − 3 would have matched", () => {
    const ev = judged({ ...ages, steps: ["## Given\n- In three years, Jeremy + Sebastian + Sophia = 150\n- Jeremy is 40 now\n- Sebastian is 4 years older than Jeremy", "## Step 1: Current total\nThe ages sum to 150 in three years, so today they sum to 150 − 3 = **147**.", "## Step 2: Current ages\n- Jeremy: 40\n- Sebastian: 40 + 4 = 44", "## Step 3: Sophia now\n147 − 40 − 44 = **63**", "## Step 4: Sophia in three years\n63 + 3 = **66**", "**Sophia will be 66 years old three years from now.**"] });
    expect(firstIncorrect(ev)).toBe(1);
  });
});


describe("reference checker: a rate used as the multiplier it makes", () => {
  const perry = { problem: "Perry wants to buy a new modern bedroom set for $2000.  He received $200.00 in gift cards over the holidays that he can use toward the set.  The store is currently offering the entire set at 15% off.  If he signs up for the store credit card and uses it to buy the set, he will save an additional 10% off on the discounted set.  What is the final price of the set?", answer: "1330", reference: ["The bedroom set is $2000 and it\u2019s currently 15% off so 2000*.15 = $300.00 off", "So the new price of the set is 2000-300 = $1,700.00", "He signs up for the credit card so that\u2019s 10% off so .10*1700 = $170.00", "Now the set is 1700-170 = $1,530.00", "He has a $200.00 gift card which brings the price to 1530-200 = $1,330.00"] };
  it("blames '15% + 10% = 25% off' that '$2,000 × 0.75' goes on from, not the product", () => {
    const ev = judged({ ...perry, steps: ["The two discounts together give 15% + 10% = 25% off.", "$2,000 × 0.75 = $1,500", "$1,500 − $200 = $1,300", "The final price of the set is $1,300."] });
    expect(firstIncorrect(ev)).toBe(0);
  });
});


describe("reference checker: a sentence that gives a worked-out value the role of the reference's partner", () => {
  const turtles = { problem: "Owen bred 21 turtles, and Johanna has 5 fewer turtles than Owen. After 1 month, Owen has twice as many turtles as before and Johanna loses half of her turtles and donates the rest to Owen. How many turtles did Owen have?", answer: "50", reference: ["Johanna had 21 turtles - 5 turtles = 16 turtles.", "After 1 month, Owen was left with 21 turtles * 2 = 42 turtles.", "After 1 month, Johanna was left with 16 turtles / 2 = 8 turtles.", "After Johanna's donation, Owen was left with 42 turtles + 8 turtles = 50 turtles."] };
  it("blames 'so Owen receives all 16 of her turtles' before '42 + 16', where the reference adds the 8 she has left", () => {
    const ev = judged({ ...turtles, steps: ["Owen started with 21 turtles, and Johanna has 5 fewer than Owen, so Johanna has 21 − 5 = 16 turtles.", "After one month, Owen has twice as many turtles as before, which is 2 × 21 = 42 turtles.", "Johanna then gives her turtles to Owen, so Owen receives all 16 of her turtles.", "Owen therefore ends up with 42 + 16 = 58 turtles."] });
    expect(firstIncorrect(ev)).toBe(2);
  });
  it("leaves a sentence that restates a given in its own role", () => {
    const ev = judged({ ...turtles, steps: ["Owen bred 21 turtles and Johanna has 5 fewer.", "Johanna: 21 - 5 = 16", "Owen: 2 × 21 = 42", "42 + 16 = 58"] });
    expect(firstIncorrect(ev)).toBe(3);
  });
});

describe("reference checker: a line that works the partner out as the reference's other quantity", () => {
  const sheep = { problem: "A farmer had 48 sheep. A quarter of them were sold at the market. A quarter of the sheep that were left got sick. How many healthy sheep does the farmer have?", answer: "27", reference: ["The farmer sold 48 / 4 = 12 sheep at the market.", "He kept 48 - 12 = 36 sheep.", "Of those, 36 / 4 = 9 sheep got sick.", "So 36 - 9 = 27 sheep are healthy."] };
  it("blames 'a quarter got sick: 48 ÷ 4 = 12' that repeats the market's computation, not the subtraction that uses it", () => {
    const ev = judged({ ...sheep, steps: ["A quarter were sold: 48 ÷ 4 = 12 sheep sold.", "That leaves 48 - 12 = 36 sheep.", "A quarter of the sheep got sick: 48 ÷ 4 = 12 sick sheep.", "So 36 - 12 = 24 healthy sheep."] });
    expect(firstIncorrect(ev)).toBe(2);
  });
  it("leaves a correct solution that works the same numbers out twice", () => {
    const ev = judged({ ...sheep, steps: ["A quarter were sold: 48 ÷ 4 = 12 sheep sold.", "That leaves 48 - 12 = 36 sheep.", "A quarter of those got sick: 36 ÷ 4 = 9 sick sheep.", "So 36 - 9 = 27 healthy sheep."] });
    expect(firstIncorrect(ev)).toBe(-1);
  });
});

describe("reference checker: a wrong number, not a wrong operation, where the other operation only undoes a product", () => {
  const mia = { problem: "Mia reads 6 pages in the morning and 4 pages at night, 5 days a week. How many pages does she read in 3 weeks?", answer: "150", reference: ["She reads 6 + 4 = 10 pages a day.", "That is 10 * 5 = 50 pages a week.", "In 3 weeks she reads 3 * 50 = 150 pages."] };
  it("names '50 x 5' for the 3 weeks a wrong quantity, though 50 ÷ 5 gives the reference's 10", () => {
    const ev = judged({ ...mia, steps: ["6 + 4 = 10 pages a day", "10 x 5 = 50 a week", "3 weeks: 50 x 5 = 250", "250 pages"] });
    expect(ev.find((e) => e.verdict === "incorrect")).toMatchObject({ index: 2, errorType: "wrong-quantity" });
  });
  it("still names a wrong operation where the other one gives the answer itself ('24 × 8' for one pen of a $24 pack of 8)", () => {
    // (with the answer only: the answer line that computes its wrong value is named by that computation)
    const ev = judged({ problem: "A pack of 8 pens costs $24. How much does one pen cost?", answer: "3", steps: ["3 × 8 = 24 dollars for the pack", "so one pen costs 24 × 8 = $192"] });
    expect(ev.find((e) => e.verdict === "incorrect")).toMatchObject({ index: 1, errorType: "wrong-operation" });
  });
  it("still names '6 + 4 + 5' a wrong operation where the same numbers multiplied are the reference's", () => {
    const ev = judged({ ...mia, steps: ["6 + 4 = 10 pages a day", "10 + 5 = 15 a week", "3 x 15 = 45", "45 pages"] });
    expect(ev.find((e) => e.verdict === "incorrect")).toMatchObject({ index: 1, errorType: "wrong-operation" });
  });
});

describe("reference checker: an age moved by the problem's span of years is true of the person", () => {
  const mia = { problem: "In 4 years, Mia will be three times as old as Leo is now. Leo is 5 now. How much older is Mia than Leo now?", answer: "6", reference: ["Mia will be 3*5 = 15.", "Now she is 15-4 = 11.", "So Mia is 11-5 = 6 years older."] };
  it("blames '3 × 9' that takes Leo's age in 4 years, not 'in 4 years Leo will be 5 + 4 = 9'", () => {
    const ev = judged({ ...mia, steps: ["Leo is 5 now.", "In 4 years Leo will be 5 + 4 = 9.", "Mia will then be three times that, 3 × 9 = 27.", "So Mia is now 27 − 4 = 23.", "Mia is 23 − 5 = 18 years older."] });
    expect(firstIncorrect(ev)).toBe(2);
  });
  it("reads the age moved in words ('five plus four, which is nine') as true too", () => {
    const ev = judged({ ...mia, steps: ["Leo is five now.", "In four years Leo will be five plus four, which is nine.", "Mia will then be twice that and more: 3 × 9 = 27.", "So Mia is now 27 − 4 = 23.", "The answer is 23 − 5 = 18."] });
    expect(firstIncorrect(ev)).toBe(2);
  });
  it("still blames the age moved the wrong way to the present ('Kody was 28 four years ago, so Kody is now 28 − 4')", () => {
    const kody = { problem: "Four years ago, Kody was only half as old as Mohamed. If Mohamed is currently twice 30 years old, how old is Kody?", answer: "32", reference: ["Mohamed is currently 2*30 = 60 years old.", "Four years ago, Mohamed was 60-4 = 56 years old.", "Four years ago, Kody was 56/2 = 28 years old.", "Currently, Kody is 28+4 = 32 years old."] };
    const ev = judged({ ...kody, steps: ["Mohamed is 2 × 30 = 60 years old.", "Four years ago he was 60 − 4 = 56.", "Kody was half of that: 56 ÷ 2 = 28.", "Kody was 28 four years ago, so Kody is now 28 − 4 = 24 years old.", "The answer is 24."] });
    expect(firstIncorrect(ev)).toBe(3);
  });
  it("blames the sum of ages in 6 years, not Ben's true age then", () => {
    const ann = { problem: "Ann is 4 years older than Ben. In 6 years, Ann will be 20 years old. What is the sum of their present ages?", answer: "24", reference: ["Ann is 20 - 6 = 14 now.", "Ben is 14 - 4 = 10 now.", "The sum of their present ages is 14 + 10 = 24."] };
    const ev = judged({ ...ann, steps: ["Ann now: 20 − 6 = 14.", "Ben now: 14 − 4 = 10.", "In 6 years, Ben will be 10 + 6 = 16.", "Sum of their ages: 20 + 16 = 36."] });
    expect(firstIncorrect(ev)).toBe(3);
  });
});

describe("reference checker: a true total on the way, then the wrong operation with a given", () => {
  const bucket = { problem: "A bucket holds 24 cups of sand. Every hour, a child removes 4 cups of sand. After three hours, how many more hours will the child need to empty the bucket?", answer: "3", reference: ["After 3 hours, the child has removed 4 * 3 = 12 cups.", "There are 24 - 12 = 12 cups left.", "The child needs 12 / 4 = 3 more hours."] };
  it("blames '6 + 3' where 6 − 3 is the answer, not '24 ÷ 4 = 6 hours to empty all of it'", () => {
    const ev = judged({ ...bucket, steps: ["24 ÷ 4 = 6 hours to empty all of it", "6 + 3 = 9 more hours", "9 hours"] });
    expect(ev.find((e) => e.verdict === "incorrect")).toMatchObject({ index: 1, errorType: "wrong-operation" });
  });
  it("accepts the route through the total time", () => {
    expect(firstIncorrect(judged({ ...bucket, steps: ["24 ÷ 4 = 6 hours to empty all of it", "6 − 3 = 3 more hours", "3 hours"] }))).toBe(-1);
  });
});

describe("reference checker: the numbers the reference combines, grouped another way", () => {
  const hayden = {
    problem: "Before work, Hayden spends 5 minutes ironing his button-up shirt and 3 minutes ironing his pants.  He does this 5 days a week.  How many minutes does he iron over 4 weeks?",
    answer: "160",
    reference: ["He spends 5 minutes ironing his shirt and 3 minutes ironing his pants so that's 5+3 = 8 minutes", "He does this every day for 5 days so that's 5*8 = 40 minutes", "After 4 weeks, Hayden has spent 4*40 = 160 minutes ironing his clothes"],
  };
  it("names 't = 5 + 3 × 5 × 4' (a letter given a computation, no result written) an order-of-operations error where it is written", async () => {
    const ev = judged({ ...hayden, steps: ["t = 5 + 3 × 5 × 4", "t = 5 + 60", "t = 65", "He irons for 65 minutes over 4 weeks"] });
    expect(firstIncorrect(ev)).toBe(0);
    expect(ev.find((e) => e.index === 0)).toMatchObject({ errorType: "order-of-operations", beyondArithmetic: true });
  });
  it("keeps that verdict through the fusion although '5 + 3 × 5 × 4 = 65' is true arithmetic", async () => {
    const { checkSolution } = await import("./engine");
    const r = await checkSolution({ ...hayden, steps: ["5 + 3 × 5 × 4 = 65", "He irons for 65 minutes"] }, { checkers: ["exact", "reference"] });
    expect(r.firstErrorIndex).toBe(0);
    expect(r.steps[0].errorType).toBe("order-of-operations");
  });
});

describe("reference checker: a word problem's own equation rewritten with a named misconception", () => {
  const carmen = {
    problem: "Carmen needs $7 more to have twice the amount of money that Jethro has. Meanwhile, Patricia has $60, which is 3 times as much as Jethro. What is the sum of all their money?",
    answer: "113",
    reference: ["Jethro has 60/3 = $20.", "Twice of what Jethro has is $20 x 2 = $40", "Carmen has $40 - 7 = $33", "The sum of all their money is $60 + $20 + $33 = $113"],
  };
  it("names 'c + 7 = 2 × 20' then 'c = 40 + 7' a sign error (the 7 moved without changing sign), not a wrong operation", async () => {
    const steps = ["let c be Carmen's money and j Jethro's", "j = 60 ÷ 3 = 20", "c + 7 = 2 × 20", "c = 40 + 7 = 47", "60 + 20 + 47 = 127"];
    const ev = judged({ ...carmen, steps });
    expect(firstIncorrect(ev)).toBe(3);
    expect(ev.find((e) => e.index === 3)?.errorType).toBe("sign");
    const { checkSolution } = await import("./engine");
    const r = await checkSolution({ ...carmen, steps }, { checkers: ["exact", "reference"] });
    expect(r.firstErrorIndex).toBe(3);
    expect(r.steps[3].errorType).toBe("sign");
  });
  it("reads a name solved for as a letter: 'Carmen + 7 = 40' then 'Carmen = 40 + 7' is a sign error (blind55 dev)", () => {
    const steps = ["Patricia = $60 = 3 x Jethro, so Jethro = 60 ÷ 3 = $20", "twice Jethro = 2 x 20 = $40", "Carmen + 7 = 40", "Carmen = 40 + 7 = $47", "sum = 60 + 20 + 47 = $127"];
    const ev = judged({ ...carmen, steps });
    expect(ev.find((e) => e.verdict === "incorrect")).toMatchObject({ index: 3, errorType: "sign" });
  });
  it("names 'e = 10(20 - 2)' then 'e = 200 - 2' a distribution error", () => {
    const crackers = {
      problem: "Mrs. Gable’s third grade class is on a field trip to the beach. For lunch, Mrs. Gable brought 20 lunches for the 20 students in her class. She included a pack of animal crackers in each lunch bag for dessert. Each pack of animal crackers contained 10 animal crackers. If 2 students did not eat their animal crackers, how many animal crackers were eaten in total among Mrs. Gable’s students?",
      answer: "180",
      reference: ["Since 2 students did not eat their animal crackers, 20 - 2 = 18 students ate their animal crackers.", "The students ate a total of 18 * 10 =180 animal crackers"],
    };
    const ev = judged({ ...crackers, steps: ["e = number eaten", "e = 10(20 - 2)", "e = 200 - 2 = 198", "198 crackers"] });
    expect(firstIncorrect(ev)).toBe(2);
    expect(ev.find((e) => e.index === 2)?.errorType).toBe("distribution");
  });
  it("leaves the reference's type when no misconception turns one line into the other", () => {
    const ev = judged({ ...carmen, steps: ["let c be Carmen's money and j Jethro's", "j = 60 ÷ 3 = 20", "c + 7 = 2 × 20", "c = 40 × 7 = 280", "60 + 20 + 280 = 360"] });
    expect(firstIncorrect(ev)).toBe(3);
    expect(ev.find((e) => e.index === 3)?.errorType).not.toBe("sign");
  });
});

describe("reference checker: a sentence that gives a worked-out value the role of the reference line that computes the partner", () => {
  const oranges = {
    problem: "Sofia and her mother go to the grocery store and buys 10kgs of oranges to be used in their home for the week. While at the store, Sofia's father calls and says they're to add 5 more kgs since their neighbor also wanted some supplies. When they reach home, they estimated that for the next coming two weeks they'll have to buy twice as many oranges each week for the supplies to be enough. What the total quantity of oranges they would have bought after the three weeks.",
    answer: "75",
    reference: ["For the first week, they bought 10 + 5 = 15kgs.", "For the next week, they bought twice the quantity of oranges which is 2*15 = 30kgs.", "For the next two weeks, the total quantity of oranges bought is 30*2 = 60 kgs.", "The total quantity for the three weeks is 60+15=75 kgs"],
  };
  it("blames 'for the next two weeks they buy 30 kg' before '15 + 30', where the reference has 30 × 2 for the two weeks", () => {
    const ev = judged({ ...oranges, steps: ["First week: 10 + 5 = 15 kg.", "Each later week is twice that: 2 × 15 = 30 kg.", "For the next two weeks they buy 30 kg of oranges.", "Total: 15 + 30 = 45 kg."] });
    expect(firstIncorrect(ev)).toBe(2);
  });
  it("leaves a per-week sentence, which is true, and blames the sum that forgets the second week", () => {
    const ev = judged({ ...oranges, steps: ["First week: 10 + 5 = 15 kg.", "Twice that is 2 × 15 = 30 kg.", "For each of the next two weeks they buy 30 kg of oranges.", "Total: 15 + 30 = 45 kg."] });
    expect(firstIncorrect(ev)).toBe(3);
  });
});

describe("reference checker: a given the problem gives per item, restated without its 'each'", () => {
  const bollards = {
    problem: "After being contracted to build 4000 bollards on each side of a road, a company was only able to install 3/4 of the total number of bollards required on all sides of the road. How many more bollards are they required to install on all sides of the remaining part of the road?",
    answer: "2000",
    reference: ["Since the company was contracted to build 4000 bollards on each side of a road, they were to install a total of 4000*2 = 8000 bollards on all sides of the road.", "The company was only able to install 3/4*8000 = 6000 bollards on all sides of the road.", "They required 8000-6000 = 2000 more bollards to install on all sides of the remaining part of the road."],
  };
  it("blames 'The company has to build 4000 bollards.' where the reference doubles the 4000 (its route replayed through '3/4*8000')", () => {
    const ev = judged({ ...bollards, steps: ["The company has to build 4000 bollards.", "3/4 of them were installed: 3/4 × 4000 = 3000.", "4000 - 3000 = 1000 are left to install."] });
    expect(firstIncorrect(ev)).toBe(0);
  });
  it("leaves the sentence that keeps the 'each'", () => {
    const ev = judged({ ...bollards, steps: ["The company builds 4000 bollards on each side.", "3/4 of 4000 were installed: 3/4 × 4000 = 3000.", "4000 - 3000 = 1000 are left to install."] });
    expect(firstIncorrect(ev)).toBe(1);
  });
});

describe("reference checker: a part that the line names as the part", () => {
  const julie = {
    problem: "Julie is reading a 120-page book. Yesterday, she was able to read 12 pages and today, she read twice as many pages as yesterday. If she wants to read half of the remaining pages tomorrow, how many pages should she read?",
    answer: "42",
    reference: ["Maila read 12 x 2 = 24 pages today.", "So she was able to read a total of 12 + 24 = 36 pages since yesterday.", "There are 120 - 36 = 84 pages left to be read.", "Since she wants to read half of the remaining pages tomorrow, then she should read 84/2 = 42 pages."],
  };
  it("leaves 'How many pages today? 12 × 2 = 24' and blames '120 − 24', which forgets yesterday's pages", () => {
    const ev = judged({ ...julie, steps: ["Pages read today? Twice yesterday's 12, so 12 × 2 = 24 pages.", "Pages left now? 120 − 24 = 96 pages.", "Tomorrow? Half of 96 is 96 / 2 = 48 pages.", "Julie should read 48 pages."] });
    expect(firstIncorrect(ev)).toBe(1);
  });
});

describe("reference checker: a line labelled with the group of like terms it works out", () => {
  const problem = { problem: "Simplify: 3y^2 + 4y - y^2 - 6y + 2", answer: "2y^2 - 2y + 2", reference: ["3y^2 - y^2 + 4y - 6y + 2", "2y^2 - 2y + 2"] };
  it("reads 'y² terms: 3y² − y² = 2y²' as one group worked out, not as the expression 'y²'", async () => {
    const steps = ["y² terms: 3y²−y² = 2y²", "y terms: 4y−6y = −2y", "number: 2", "2y²−2y+2"];
    expect(firstIncorrect(judged({ ...problem, steps }))).toBe(-1);
    const { checkSolution } = await import("./engine");
    const r = await checkSolution({ ...problem, steps }, { checkers: ["exact", "reference"] });
    expect(r.firstErrorIndex).toBe(-1);
  });
  it("still blames a group worked out wrong", () => {
    const ev = judged({ ...problem, steps: ["y² terms: 3y²−y² = 3y²", "y terms: 4y−6y = −2y", "3y²−2y+2"] });
    expect(firstIncorrect(ev)).toBe(0);
  });
});

describe("reference checker: a computation set up on one line and worked out on the next", () => {
  const fell = { problem: "A town's population fell from 800 to 760. By what percent did it fall?", answer: "5", reference: ["800 - 760 = 40", "40 ÷ 800 = 0.05", "0.05 = 5%"] };
  it("blames 'percent = 40 ÷ 760 × 100', which divides by the new population, not the '= 5.26%' that works it out", async () => {
    const steps = ["decrease = 800 - 760 = 40", "percent = 40 ÷ 760 × 100", "= 5.26%", "It fell by about 5.26%"];
    const { checkSolution } = await import("./engine");
    const r = await checkSolution({ ...fell, steps }, { checkers: ["exact", "reference"] });
    expect(r.firstErrorIndex).toBe(1);
    expect(r.steps[1].errorType).toBe("wrong-quantity");
  });
  it("goes back through a chain of lines that each work out the one before ('percent = 425/2125 × 100%', '= 1/5 × 100%', '= 20%', blind57 dev)", () => {
    const grew = { problem: "A town's population grew from 1700 to 2125. By what percent did it grow?", answer: "25%", reference: ["2125 - 1700 = 425", "425 ÷ 1700 = 0.25", "0.25 = 25%"] };
    const ev = judged({ ...grew, steps: ["increase = 2125 - 1700 = 425", "percent = 425/2125 × 100%", "= 1/5 × 100%", "= 20%", "It grew by 20%."] });
    expect(firstIncorrect(ev)).toBe(1);
  });
  it("still names a bracket removed without its minus distributed a distribution error ('m = 20 - (10 + 2 + 5)' then 'm = 20 - 10 + 2 + 5')", () => {
    const ev = judged({ ...fromBank("gsm8k-train-06572"), steps: ["let m = money left", "m = 20 - (10 + 2 + 4 × 1.25)", "m = 20 - 10 + 2 + 5", "m = 17"] });
    expect(ev.find((e) => e.verdict === "incorrect")).toMatchObject({ index: 2, errorType: "distribution" });
  });
  it("names 'green = 20 - 12 + 6' (the 12 + 6 not taken away together) an order-of-operations error (blind57 dev)", () => {
    const ev = judged({ ...fromBank("gsm8k-train-00834"), steps: ["green = 20 - 12 + 6", "= 8 + 6", "= 14", "Eric has 14 green marbles."] });
    expect(ev.find((e) => e.verdict === "incorrect")).toMatchObject({ index: 0, errorType: "order-of-operations" });
  });
  it("blames the line that decides a move in words ('so subtract 4 to get Nicole's count'), not the line that carries it out (llm-l dev)", () => {
    const lena = {
      problem: "Lena has 16 candy bars. She needs 5 more candy bars to have 3 times as many as Kevin, and Kevin has 4 candy bars less than Nicole. How many more candy bars does Lena have than Nicole?",
      answer: "5",
      reference: ["Kevin has (16 + 5)/3 = 7 candy bars.", "Nicole has 7 + 4 = 11 candy bars.", "Lena has 16 - 11 = 5 more candy bars than Nicole"],
    };
    const steps = ["(16 + 5) ÷ 3 = 7", "So Kevin has 7 candy bars. Kevin has 4 candy bars less than Nicole, so subtract 4 to get Nicole's count.", "7 - 4 = 3", "16 - 3 = 13", "Lena has 13 more candy bars than Nicole."];
    expect(judged({ ...lena, steps }).find((e) => e.verdict === "incorrect")).toMatchObject({ index: 1, errorType: "wrong-operation" });
    // a plan that names another move leaves the blame where it was
    const other = ["(16 + 5) ÷ 3 = 7", "Now find Nicole's count.", "7 - 4 = 3", "16 - 3 = 13", "Lena has 13 more candy bars than Nicole."];
    expect(judged({ ...lena, steps: other }).find((e) => e.verdict === "incorrect")?.index).toBe(2);
  });
  it("takes 'cost after aid = 22000 - 9000' for a route that takes the parents' half of the 22000 later, and blames the half taken of it (llm-l dev)", () => {
    const nancy = {
      problem: "Nancy wants to figure out if she can afford to apply to the University of Michigan. The tuition costs $22,000 per semester. Her parents can pay half the cost, and each semester Nancy can get a scholarship for $3,000 and a student loan for twice her scholarship amount. If Nancy can work a total of 200 hours during the semester, how many dollars does she have to make per hour to pay the rest of the tuition?",
      answer: "10",
      reference: ["$22,000 / 2 = $11,000.", "$3,000 * 2 = $6,000.", "$11,000 - $3,000 - $6,000 = $2,000.", "$2,000 / 200 hours = $10/hour"],
    };
    const halfOfRest = ["The loan is 2 × $3,000 = $6,000.", "Aid: $3,000 + $6,000 = $9,000.", "Cost after aid: $22,000 − $9,000 = $13,000.", "Her parents pay half of this: $13,000 ÷ 2 = $6,500.", "$6,500 ÷ 200 hours = $32.50 per hour."];
    expect(judged({ ...nancy, steps: halfOfRest }).find((e) => e.verdict === "incorrect")?.index).toBe(3);
    const right = ["The loan is 2 × $3,000 = $6,000.", "Aid: $3,000 + $6,000 = $9,000.", "Cost after aid: $22,000 − $9,000 = $13,000.", "Less her parents' half: $13,000 − $11,000 = $2,000.", "$2,000 ÷ 200 hours = $10 per hour."];
    expect(firstIncorrect(judged({ ...nancy, steps: right }))).toBe(-1);
  });
  it("leaves a set-up line that is right and blames the slip in working it out", async () => {
    const steps = ["decrease = 800 - 760 = 40", "percent = 40 ÷ 800 × 100", "= 4%", "It fell by 4%"];
    const { checkSolution } = await import("./engine");
    const r = await checkSolution({ ...fell, steps }, { checkers: ["exact", "reference"] });
    expect(r.firstErrorIndex).toBe(2);
  });
});

describe("reference checker: a set-up line whose numbers give a reference quantity grouped another way", () => {
  const jane = {
    problem: "Jane plans on reading a novel she borrows from her friend. She reads twice a day, once in the morning and once in the evening. In the morning she reads 5 pages and in the evening she reads 10 pages. If she reads at this rate for a week, how many pages will she read?",
    answer: "105",
    reference: ["The number of pages Jane reads in a day is 5 in the morning and 10 in the evening, so she reads 10 + 5 = 15 pages in a day.", "If she reads for a week she reads for 7 days, so by the end of the week she reads 15 * 7 = 105 pages."],
  };
  it("names 'pages = 5 + 10 × 7' (then '= 5 + 70 = 75') an order-of-operations error on the set-up line", async () => {
    const { checkSolution } = await import("./engine");
    const r = await checkSolution({ ...jane, steps: ["pages = 5 + 10 × 7", "= 5 + 70 = 75 pages"] }, { checkers: ["exact", "reference"] });
    expect(r.firstErrorIndex).toBe(0);
    expect(r.steps[0].errorType).toBe("order-of-operations");
  });
});

describe("reference checker: a rate of two givens named by their units (llm-m dev)", () => {
  const maya = {
    problem: "Maya borrowed four novels with a total of 1200 pages and finished them in 6 days. Her friend read 150 pages a day. On average, how many more pages per day did Maya read than her friend?",
    answer: "50",
    reference: ["Maya read 1200 / 6 = 200 pages a day.", "She read 200 - 150 = 50 more pages a day."],
  };
  it("leaves '1200 pages ÷ 4 novels = 300 pages/novel' and blames the line that takes it for a day's reading", () => {
    const steps = ["1200 pages ÷ 4 novels = 300 pages/novel", "She reads one novel a day, so 300 pages a day.", "300 - 150 = 150", "Maya read 150 more pages per day."];
    const ev = judged({ ...maya, steps });
    expect(ev.find((e) => e.index === 0)?.verdict).not.toBe("incorrect");
    expect(firstIncorrect(ev)).toBe(1);
  });
  it("still blames a divisor given a unit the problem never gives it ('1200 pages ÷ 4 days')", () => {
    const steps = ["1200 pages ÷ 4 days = 300 pages/day", "300 - 150 = 150", "Maya read 150 more pages per day."];
    expect(firstIncorrect(judged({ ...maya, steps }))).toBe(0);
  });
});

describe("reference checker: a computation the reference writes inside a longer one (llm-n dev)", () => {
  it("leaves '40 × 1/5 = 8' where the reference writes '$40-(1/5)*40 = $32', though 8 is a number of its '3/8', and blames the slip after it", () => {
    const mia = {
      problem: "Mia started the week with $80. On Monday alone, she spent half the money. On Tuesday, she spent one-fifth of the amount left from Monday. On Wednesday, she spent 3/8ths of the amount left from Tuesday. How much does she have left now?",
      answer: "20",
      reference: ["On Monday, she spent half of $80 leaving her with $80-(1/2)*$80 = $40", "On Tuesday, she spent 1/5th of $40 leaving $40-(1/5)*40 = $32", "On Wednesday, she spent 3/8ths of $32 leaving $32-(3/8)*$32 = $20"],
    };
    const steps = ["Mia spends half of her 80 dollars, so she has 80 ÷ 2 = 40 dollars left.", "Then she spends one-fifth of that: 40 × 1/5 = 8, leaving 40 - 8 = 32 dollars.", "Next she spends 3/8 of 32: 32 × 3/8 = 10 dollars.", "That leaves 32 - 10 = 22 dollars.", "Mia has $22 left."];
    expect(firstIncorrect(judged({ ...mia, steps }))).toBe(2);
  });
  it("still blames stopping at a partial difference of the reference's chain ('120 - 30 = 90' of '120 - 30 - 15')", () => {
    // (covered by the Luke case above: a part of a chain of one kind is no inner computation)
    const luke = {
      problem: "Luke takes a bus to the town center, walks for 15 minutes to the train center, waits twice this long for the train, and then takes the 6-hour train ride. If the entire trip takes 8 hours, how many minutes does his bus ride take?",
      answer: "75",
      reference: ["8 hours – 6 hours = 2 hours.", "2 hours * 60 minutes/hour = 120 minutes.", "15 minutes * 2 = 30 minutes.", "120 minutes – 30 minutes - 15 minutes = 75 minutes."],
    };
    const steps = ["8 - 6 = 2 hours", "2 * 60 = 120 minutes", "2 * 15 = 30 minutes of waiting", "So, the bus ride takes 120 - 30 = 90 minutes.", "The answer is: 90"];
    expect(firstIncorrect(judged({ ...luke, steps }))).toBe(3);
  });
});

describe("reference checker: a difference of two per-item givens (llm-n dev)", () => {
  const plants = {
    problem: "Nora decides to sell 80% of her plants. She bought them for $20 each and sells them for $30 each. If she had 200 plants how much more money did she have compared to before she bought them?",
    answer: "800",
    reference: ["She bought all the plants for 20*200=$4000", "She sold 200*.8=160 plants", "She made 160*30=$4800 from selling them", "So she profits 4800-4000=$800 profit"],
  };
  it("leaves 'profit on each plant: $30 − $20 = $10' and blames the line that forgets the unsold plants' cost", () => {
    const steps = ["Plan: find how many plants she sells, then how much more money she has.", "Plants sold: 80% of 200 = 0.8 × 200 = 160 plants.", "Profit on each plant sold: $30 − $20 = $10.", "So compared to before she bought them, she has 160 × $10 = $1,600 more.", "She has $1,600 more."];
    expect(firstIncorrect(judged({ ...plants, steps }))).toBe(3);
  });
});

describe("reference checker: the reference's two numbers set up with another operation (student-blind-61 dev)", () => {
  it("blames the set-up 'n = 40% of 18' where the reference divides 18 by 0.4 (a wrong operation)", async () => {
    const { checkSolution } = await import("./engine");
    const problem = { problem: "40% of a number n is 18. What is n?", answer: "n = 45", reference: ["0.4n = 18", "n = 18 ÷ 0.4", "n = 45"] };
    const r = await checkSolution({ ...problem, steps: ["n = 40% of 18", "10% of 18 = 1.8", "40% = 4 × 1.8 = 7.2", "n = 7.2"] }, { checkers: ["exact", "reference"] });
    expect(r.firstErrorIndex).toBe(0);
    expect(r.steps[0].errorType).toBe("wrong-operation");
  });
  it("names the set-up line 'new price = 520 - 52' a wrong operation where the reference adds the 10% on", () => {
    const coat = { problem: "A coat costs $520. The price goes up by 10%. What is the new price, in dollars?", answer: "572", reference: ["10% of 520 = 0.1 × 520", "0.1 × 520 = 52", "520 + 52 = 572"] };
    const ev = judged({ ...coat, steps: ["10% of 520 = 52", "new price = 520 - 52", "= 468", "$468"] });
    expect(ev.find((e) => e.verdict === "incorrect")).toMatchObject({ index: 1, errorType: "wrong-operation" });
  });
});

describe("reference checker: a problem-solving template (student-blind-60 dev)", () => {
  it("blames the plan that names the wrong move by the units ('Plan: add the hours and days')", () => {
    const bikes = { problem: "Mara rents her bike out for $15 an hour. She rents it for 6 hours a day 5 days a week. How much does she make a week?", answer: "450", reference: ["She rents it out for 6*5=30 hours", "That means she makes 30*15=$450"] };
    const steps = ["G: $15 an hour, 6 hours a day, 5 days a week", "R: money per week", "Plan: add the hours and days, then multiply by 15", "6 + 5 = 11", "11 x 15 = 165", "S: She makes $165 a week."];
    expect(judged({ ...bikes, steps }).find((e) => e.verdict === "incorrect")).toMatchObject({ index: 2, errorType: "wrong-operation" });
  });
  it("blames a Given line that lists 'used 12 tiles' for 'all but 12 of the tiles'", () => {
    const tiles = {
      problem: "Omar is tiling a wall. For every tile, he uses 20 grams of glue. The box had 60 tiles, and Omar used all but 12 of the tiles. If a tube of glue holds 240 grams, how many tubes did Omar use?",
      answer: "4",
      reference: ["If Omar used all but 12 of the 60 tiles, then he used 60-12=48 tiles.", "A tube of glue is enough for 240/20=12 tiles.", "For 48 tiles he needs 48/12=4 tubes."],
    };
    const steps = ["Given: 20 grams per tile, 60 tiles, used 12 tiles, 240 grams in a tube", "Find: number of tubes", "12 x 20 = 240 grams", "240 ÷ 240 = 1", "Statement: Omar used 1 tube."];
    expect(firstIncorrect(judged({ ...tiles, steps }))).toBe(0);
    // a Given line that keeps the relation is right
    const right = ["Given: 20 grams per tile, 60 tiles, all but 12 used, 240 grams in a tube", "60 - 12 = 48 tiles", "48 x 20 = 960 grams", "960 ÷ 240 = 4", "Statement: Omar used 4 tubes."];
    expect(firstIncorrect(judged({ ...tiles, steps: right }))).toBe(-1);
  });
});

describe("reference checker: what round 10's dev halves showed", () => {
  it("follows a bracket worked out in one line ('(4+1)^2 = 5^2 = 25') and names the subtraction done before the division", () => {
    const problem = { problem: "Compute: 2 × (4 + 1)^2 - 12 ÷ 4", answer: "47", reference: [] };
    const wrong = judged({ ...problem, steps: ["(4+1)^2 = 5^2 = 25", "2*25 = 50", "50-12 = 38", "38/4 = 9.5", "ans=9.5"] });
    expect(wrong.find((e) => e.verdict === "incorrect")).toMatchObject({ index: 2, errorType: "order-of-operations" });
    const right = judged({ ...problem, steps: ["(4+1)^2 = 5^2 = 25", "2*25 = 50", "12/4 = 3", "50-3 = 47", "ans=47"] });
    expect(firstIncorrect(right)).toBe(-1);
  });
  it("does not blame a given restated through a product with 1 ('Ana (1 hour): 30 × 1 = 30 pages')", () => {
    const reading = {
      problem: "Ana reads 30 pages in one hour. Ben reads twice as many pages per hour as Ana. If Ana reads for 1 hour and Ben reads for 2 hours, how many pages do they read together?",
      answer: "150",
      reference: ["Ben reads 30*2 = 60 pages an hour.", "In 2 hours Ben reads 60*2 = 120 pages.", "Together they read 30+120 = 150 pages."],
    };
    const steps = ["1. **Ben's rate:** 2 × 30 = 60 pages per hour.", "2. **Ana (1 hour):** 30 × 1 = 30 pages.", "3. **Ben (2 hours):** 60 × 2 = 110 pages.", "4. **Together:** 30 + 110 = 140 pages.", "**Answer: 140**"];
    expect(firstIncorrect(judged({ ...reading, steps }))).toBe(2);
  });
  it("still blames a product with 1 that pairs the 1 with another ride's price ('go karts: 1 x 5', where the reference does 1 × 4)", () => {
    const ev = judged({ ...fromBank("gsm8k-train-01176"), steps: ["go karts: 1 x 5 = 5", "bumper cars: 4 x 4 = 16", "5+16=21", "she needs 21 tickets"] });
    expect(firstIncorrect(ev)).toBe(0);
  });
  it("blames where a part named rightly is used as the whole ('Hens: 2 × 15 = 30', then 'Sheep: 100 − 30')", () => {
    const farm = {
      problem: "A farm has 100 animals. There are twice as many hens as cows. There are 15 cows and the rest of the animals are sheep. How many sheep are on the farm?",
      answer: "55",
      reference: ["There are 2*15 = 30 hens", "Together the hens and cows are 30+15 = 45 animals", "So there are 100-45 = 55 sheep"],
    };
    const steps = ["There are 100 animals.", "There are 15 cows.", "Hens: 2 × 15 = 30.", "Sheep: 100 − 30 = 70.", "There are 70 sheep on the farm."];
    expect(firstIncorrect(judged({ ...farm, steps }))).toBe(3);
  });
  it("still blames the part named by the whole's own name where the problem states it as an increase ('chips = 75% of 4 = $3')", () => {
    const ev = judged({ ...fromBank("gsm8k-train-06562"), steps: ["chips = 75% of 4 = $3", "2 chips = 2 x 3 = $6", "2 pretzels = 2 x 4 = $8", "total = 6 + 8 = $14"] });
    expect(firstIncorrect(ev)).toBe(0);
  });
});

describe("reference checker: a line whose two sides differ, named like the exact checker names the rewrite", () => {
  it("names '-5(4y+4) = -20y-4' a distribution error", () => {
    const problem = { problem: "Expand and simplify: 4(2y + 4) - 5(4y + 4) + 5y", answer: "-7y - 4", reference: ["8y + 16 - 20y - 20 + 5y", "-7y - 4"] };
    const ev = judged({ ...problem, steps: ["4(2y+4) = 8y+16", "-5(4y+4) = -20y-4", "8y+16-20y-4+5y", "= -7y+12"] });
    expect(ev.find((e) => e.verdict === "incorrect")).toMatchObject({ index: 1, errorType: "distribution" });
  });
});
describe("reference checker: what is left of a given once the reference's part of it is taken", () => {
  const farm = {
    problem: "A farm has 40 cows and 30 sheep. This month 25% of the cows and 10% of the sheep are sold. The farmer then buys 5 new animals. How many animals are on the farm now?",
    answer: "62",
    reference: ["40 * 25% = 10 cows are sold", "30 * 10% = 3 sheep are sold", "40 + 30 = 70 animals at first", "10 + 3 = 13 animals are sold", "70 - 13 = 57 animals are left", "57 + 5 = 62 animals now"],
  };
  it("does not blame 'cows left: 40 − 10 = 30' (counted kind by kind), but the answer that forgets the new animals", () => {
    const steps = ["Cows sold: 25% of 40 = 10.", "Sheep sold: 10% of 30 = 3.", "Cows left: 40 − 10 = 30; sheep left: 30 − 3 = 27.", "Total: 30 + 27 = 57.", "There are 57 animals now."];
    expect(firstIncorrect(judged({ ...farm, steps }))).toBe(4);
  });
});

describe("reference checker: one term of the problem's expression worked out wrongly on its own line (student-blind-64 dev)", () => {
  it("names 'then the -4 into the other bracket so -4x - 5' a distribution error", () => {
    const problem = { problem: "Expand and simplify: 3(2x + 1) - 4(x + 5)", answer: "2x - 17", reference: ["6x + 3 - 4x - 20", "2x - 17"] };
    const ev = judged({ ...problem, steps: ["I timesed the 3 into the bracket so 6x + 3", "then the -4 into the other bracket so -4x - 5", "6x - 4x = 2x", "3 - 5 = -2", "My answer is 2x - 2"] });
    expect(ev.find((e) => e.verdict === "incorrect")).toMatchObject({ index: 1, errorType: "distribution" });
  });
});

describe("reference checker: a term moved across an equation without changing its sign (student-blind-64 dev)", () => {
  it("names '-2 + 6 = 4' for -2 = x + 6 a sign error, which the true sum does not settle", async () => {
    const { checkSolution } = await import("./engine");
    const r = await checkSolution({ ...fromBank("lin1-011"), steps: ["-2 + 6 = 4", "so x = 4"] }, { checkers: ["exact", "reference"] });
    expect(r.firstErrorIndex).toBe(0);
    expect(r.steps[0].errorType).toBe("sign");
  });
});

describe("reference checker: what the reference computes without stating a result (stop 41)", () => {
  // the reference writes the zoo's goats as 1/2 * 30 and goes on with its value, never "= 15"
  const zoo = {
    problem: "A farm has x cows and 30 goats. A zoo has half as many goats as the farm and twice as many cows. Together they have 111 animals. What is x?",
    answer: "22",
    reference: ["Goats at the zoo: 1/2 * 30", "Cows at the zoo: 2x", "x + 2x + 15 + 30 = 111", "3x = 66", "x = 22"],
  };
  it("takes '30 / 2 = 15' as the reference's own quantity, not a given number recomputed, and blames the next line", () => {
    const ev = judged({ ...zoo, steps: ["zoo goats 30 / 2 = 15", "zoo cows 15 / 2 = 7.5", "x + 7.5 + 15 + 30 = 111", "x = 58.5"] });
    expect(firstIncorrect(ev)).toBe(1);
  });
  it("accepts the whole solution worked that way", () => {
    const ev = judged({ ...zoo, steps: ["zoo goats 30 / 2 = 15", "zoo cows 2x", "x + 2x + 15 + 30 = 111", "3x = 66", "x = 22"] });
    expect(firstIncorrect(ev)).toBe(-1);
  });
});

describe("reference checker: a number the solution worked out is that quantity, whatever given it equals (stop 41)", () => {
  const yarn = {
    problem: "Ana knits 9 rows in 3 minutes. She knits for 2 hours. Each row uses 4 grams of yarn. How many grams of yarn does she use?",
    answer: "1440",
    reference: ["2 hours is 2 x 60 = 120 minutes.", "That is 120 / 3 = 40 blocks of 3 minutes.", "She knits 40 x 9 = 360 rows.", "She uses 360 x 4 = 1440 grams."],
  };
  it("takes '120 x 3 = 360 rows' after '9 / 3 = 3 rows a minute' as the reference's 360 rows, not the 3 minutes multiplied", () => {
    const ev = judged({ ...yarn, steps: ["9 / 3 = 3 rows a minute", "2 x 60 = 120 minutes", "120 x 3 = 360 rows", "360 x 3 = 1080 grams"] });
    expect(firstIncorrect(ev)).toBe(3);
  });
  it("still blames the given 3 minutes multiplied where the reference divides by it", () => {
    const ev = judged({ ...yarn, steps: ["2 x 60 = 120 minutes", "120 x 3 = 360 blocks", "360 x 9 = 3240 rows", "3240 x 4 = 12960 grams"] });
    expect(firstIncorrect(ev)).toBe(1);
  });
});
