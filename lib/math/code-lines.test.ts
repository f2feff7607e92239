import { describe, expect, it } from "vitest";
import { withCodeValues } from "./code-lines";
import { solutionLines } from "./normalize";

describe("a solution written as code (program of thought, llm-k dev)", () => {
  it("gives each name its value and each comment's value the line's result", () => {
    const steps = ["ignatius_bikes = 4", "friend_tires = 3 * ignatius_bikes  # 12", "bike_tires = friend_tires - 1 - 3  # 8", "friend_bikes = bike_tires // 2  # 4", "print(friend_bikes)  # 4"];
    expect(withCodeValues(steps)).toEqual(["ignatius_bikes = 4", "friend_tires = 3 * 4 = 12", "bike_tires = 12 - 1 - 3 = 8", "friend_bikes = 8 / 2 = 4", "Answer: 4"]);
  });
  it("carries a result the line writes itself ('total_cost = 3 * 12 = 36')", () => {
    expect(withCodeValues(["total_cost = 3 * 12 = 36", "money_left = 50 - total_cost = 14"]).at(-1)).toBe("money_left = 50 - 36 = 14");
  });
  it("leaves prose and plain letters alone", () => {
    const prose = ["x = 4", "y = 2x + 1 = 9", "so the answer is 9"];
    expect(withCodeValues(prose)).toEqual(prose);
    expect(solutionLines(["He has 12 apples.", "12 - 4 = 8"])).toEqual(["He has 12 apples.", "12 - 4 = 8"]);
  });
});
