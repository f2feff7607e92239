// A blame rule moves or renames an error another rule found: the verdict names the blame rule
// first and keeps the detector's id after it, so the per-rule counts and a teacher's correction
// still reach the rule that found the error.
import { describe, expect, it } from "vitest";
import { checkSolutionDetailed } from "../engine";
import { ruleById } from "./registry";

async function idsAt(problem: string, steps: string[], answer: string, reference: string[], index: number): Promise<string[]> {
  const d = await checkSolutionDetailed({ problem, steps, answer, reference }, { checkers: ["exact", "reference"] });
  return d.result.steps.find((s) => s.index === index)?.ruleIds ?? [];
}

describe("blame rules keep the detector's rule id", () => {
  it("blame.own-number-introduced: the sentence that brought the number in, then the rule that found the wrong quantity", async () => {
    const ids = await idsAt("Leo walks 3 km a day for 5 days. How far does he walk?", ["He walks every day of the week, so 7 days.", "3 × 7 = 21 km."], "15", ["3 * 5 = 15"], 0);
    expect(ids[0]).toBe("blame.own-number-introduced");
    expect(ids.length).toBeGreaterThan(1);
    expect(ruleById(ids[1])?.stage).toBe("detect");
  });

  it("names the same detector with a different number brought in", async () => {
    const ids = await idsAt(
      "A baker makes 4 trays of 9 rolls each day for 6 days. How many rolls does she make?",
      ["She bakes every day of the week, which is 7 days.", "4 × 9 = 36 rolls a day.", "36 × 7 = 252 rolls."],
      "216",
      ["4 * 9 = 36", "36 * 6 = 216"],
      0,
    );
    expect(ids[0]).toBe("blame.own-number-introduced");
    expect(ruleById(ids[1] ?? "")?.stage).toBe("detect");
  });
});
