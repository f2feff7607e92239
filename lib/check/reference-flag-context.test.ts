// The context a reference complaint carries (reference-flag-context.ts): what the quantity was
// worked from, whether a later line uses it, and whether it is the solution's first move.
import { describe, expect, it } from "vitest";
import { checkSolutionDetailed } from "./engine";

async function contextOf(problem: string, steps: string[], answer: string, reference: string[]): Promise<string | undefined> {
  const d = await checkSolutionDetailed({ problem, steps, answer, reference }, { checkers: ["exact", "reference"] });
  return d.evidence.find((e) => e.source === "reference" && e.verdict === "incorrect" && e.errorType !== "final-answer")?.context;
}

describe("reference flag context", () => {
  it("a quantity worked from the givens on the first line and used later", async () => {
    const c = await contextOf("A box holds 6 eggs. Tom buys 4 boxes and breaks 3 eggs. How many eggs are left?", ["4 + 6 = 10 eggs", "10 - 3 = 7 eggs left"], "21", ["4 * 6 = 24", "24 - 3 = 21"]);
    expect(c).toBe("givens/used-later/first-line");
  });

  it("a quantity worked from an earlier result on a later line", async () => {
    const c = await contextOf(
      "A shirt costs $15 and a cap costs $5. Mia buys 3 shirts and 2 caps. How much does she pay?",
      ["3 shirts cost 3 × 15 = 45 dollars.", "45 + 2 = 47 dollars.", "47 + 5 = 52 dollars."],
      "55",
      ["3 * 15 = 45", "2 * 5 = 10", "45 + 10 = 55"],
    );
    expect(c).toMatch(/^worked\/used-later\/later-line$/);
  });

  it("a false calculation or a wrong final answer carries no context (it is gated as a whole rule, if at all)", async () => {
    const c = await contextOf("A box holds 6 eggs. Tom buys 4 boxes. How many eggs does he have?", ["4 × 6 = 26 eggs"], "24", ["4 * 6 = 24"]);
    expect(c).toBeUndefined();
  });
});
