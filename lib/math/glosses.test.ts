import { describe, expect, it } from "vitest";
import { falseGlosses } from "./glosses";

describe("a relation word glossed as an operation", () => {
  it("finds one glossed wrongly", () => {
    expect(falseGlosses("half mean x2")).toHaveLength(1);
    expect(falseGlosses("twice means ÷ 2")).toHaveLength(1);
    expect(falseGlosses("25% off mean pay 125%")).toHaveLength(1);
    expect(falseGlosses("20% more means pay 80%")).toHaveLength(1);
  });
  it("passes the right ones and lines that gloss nothing", () => {
    for (const line of ["half mean divide 2, day3 eat 90 ÷ 2 = 45", "thrice mean x3, tractor 3 x 2000 = 6000", "25% off mean pay 75%", "20% more mean pay 120%", "half is 1/2", "twice = x 2", "half of 90 is 45", "all but 16 mean 52 - 16 = 36 card", "the 20% extra is 20% of 800 = $160", "20% more means 20% of 800 = $160 extra"])
      expect(falseGlosses(line), line).toEqual([]);
  });
});
