// Issue 30, section 4: the result says what could be checked. A word problem with no answer and no
// reference has only its arithmetic checked; a wrong answer with no step to stand behind blames none.
import { describe, expect, it } from "vitest";
import { checkSolution } from "./engine";
import { checkScope } from "./scope";

const BOOKS = "A book costs $12 and a pen costs $3. How much do 4 books and 2 pens cost?";
const WRONG_ROUTE = ["4 books cost 4 + 12 = 16 dollars.", "2 pens cost 2 + 3 = 5 dollars.", "Together 16 + 5 = 21 dollars."];
const RIGHT_ROUTE = ["4 books cost 4 × 12 = 48 dollars.", "2 pens cost 2 × 3 = 6 dollars.", "Together 48 + 6 = 54 dollars."];

describe("scope: what the engine could check", () => {
  it("a word problem with neither answer nor reference is arithmetic-only, and says so", async () => {
    const r = await checkSolution({ problem: BOOKS, steps: WRONG_ROUTE });
    expect(r.scope).toBe("arithmetic-only");
    expect(r.firstErrorIndex).toBe(-1);
    expect(r.note).toMatchObject({ kind: "arithmetic-only", title: "The arithmetic checks out" });
    expect(r.note!.text).toContain("add the answer from your book");
  });
  it("an arithmetic slip is still found, and the note does not say the arithmetic checks out", async () => {
    const r = await checkSolution({ problem: BOOKS, steps: ["4 books cost 4 × 12 = 46 dollars.", "Together 46 + 6 = 52 dollars."] });
    expect(r.firstErrorIndex).toBe(0);
    expect(r.scope).toBe("arithmetic-only");
    expect(r.note).toBeUndefined();
  });
  it("an answer, a reference, or an equation to solve make the check full", () => {
    expect(checkScope({ problem: BOOKS, steps: RIGHT_ROUTE, answer: "54" })).toBe("full");
    expect(checkScope({ problem: BOOKS, steps: RIGHT_ROUTE, reference: ["4 * 12 = 48", "2 * 3 = 6", "48 + 6 = 54"] })).toBe("full");
    expect(checkScope({ problem: "Solve for x: 2x + 3 = 11", steps: ["2x = 8", "x = 4"] })).toBe("full");
    expect(checkScope({ problem: "Evaluate 3 + 4 × 2", steps: ["4 × 2 = 8", "3 + 8 = 11"] })).toBe("full");
  });
});

describe("blame.wrong-answer-unplaced", () => {
  it("a wrong expected answer with only true arithmetic blames no step and lists the verified ones", async () => {
    const r = await checkSolution({ problem: BOOKS, steps: WRONG_ROUTE, answer: "54" });
    expect(r.answerCorrect).toBe(false);
    expect(r.firstErrorIndex).toBe(-1);
    expect(r.steps.map((s) => s.verdict)).not.toContain("incorrect");
    expect(r.note).toMatchObject({ kind: "answer-unplaced", verifiedSteps: [0, 1, 2] });
    expect(r.note!.title).toContain("doesn't match");
    expect(r.note!.text).toContain("steps 1, 2 and 3");
    // (the expected answer is the student's own, from the book; the note still gives nothing away)
    expect(r.note!.text).not.toContain("54");
  });
  it("a false computation is still the step to blame", async () => {
    const r = await checkSolution({ problem: BOOKS, steps: ["4 books cost 4 × 12 = 48 dollars.", "2 pens cost 2 × 3 = 7 dollars.", "Together 48 + 7 = 55 dollars."], answer: "54" });
    expect(r.firstErrorIndex).toBe(1);
    expect(r.note).toBeUndefined();
  });
  it("a right answer is correct, and the check is full", async () => {
    const r = await checkSolution({ problem: BOOKS, steps: RIGHT_ROUTE, answer: "54" });
    expect(r.firstErrorIndex).toBe(-1);
    expect(r.answerCorrect).toBe(true);
    expect(r.scope).toBeUndefined();
    expect(r.note).toBeUndefined();
  });
});
