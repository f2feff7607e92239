import { describe, expect, it } from "vitest";
import bank from "@/db/seed/problems.json";
import { distinctTitle, firstWords, ownWorkTitle } from "./problem-title";

describe("distinctTitle", () => {
  it("adds the equation to a generated title", () => {
    expect(distinctTitle("Solve a two-step equation", "Solve for y: 2y + 3 = 19")).toBe("Solve a two-step equation: 2y + 3 = 19");
    expect(distinctTitle("Add decimals", "Compute: 10.9 + 19.16")).toBe("Add decimals: 10.9 + 19.16");
    expect(distinctTitle("Solve", "Solve $3x + 2 = 14$ for x.")).toBe("Solve: 3x + 2 = 14");
  });
  it("a short statement, or the first words of a long one, when there is no equation", () => {
    expect(distinctTitle("Percent of a number", "Find 25% of 60.")).toBe("Percent of a number: Find 25% of 60");
    expect(distinctTitle("Change from a shopping trip", "An apple costs $1.88 and a banana costs $0.45. Sam buys 4 apples and 6 bananas.")).toBe(
      "Change from a shopping trip: An apple costs $1.88 and a banana…",
    );
  });
  it("leaves word problems alone", () => {
    expect(distinctTitle("How many pets remain at the store?", "At the pet store, there are 7 puppies and 6 kittens for sale. Two puppies are sold.")).toBe(
      "How many pets remain at the store?",
    );
  });
  it("tells every bank problem that shares a title with another apart", () => {
    const titles = (bank as { title: string; statement: string }[]).map((p) => distinctTitle(p.title, p.statement));
    const dupes = titles.filter((t, i) => titles.indexOf(t) !== i);
    expect(dupes).toEqual([]);
  });
});

describe("own work", () => {
  it("is named by its first words", () => {
    expect(ownWorkTitle("Solve  3x + 1 = 7")).toBe("Own problem: Solve 3x + 1 = 7");
    expect(firstWords("one two three four five six seven eight nine ten eleven twelve", 30)).toBe("one two three four five…");
  });
});
