import { describe, expect, it } from "vitest";
import { makeMistake } from "./demo-mistakes";

describe("makeMistake", () => {
  it("sign: moves a term without changing its sign and stops there", () => {
    const p = { statement: "Solve for y: 2y + 3 = 19", referenceSteps: ["2y + 3 = 19", "2y = 19 - 3", "2y = 16", "y = 8"] };
    expect(makeMistake(p, "sign", 0)).toEqual(["2y + 3 = 19", "2y = 19 + 3"]);
  });
  it("sign: without an operator the answer loses its sign", () => {
    const p = { statement: "Solve for x: 3x = 12", referenceSteps: ["3x = 12", "x = 12/3", "x = 4"] };
    expect(makeMistake(p, "sign", 0)).toEqual(["3x = 12", "x = 12/3", "x = -4"]);
  });
  it("fraction: adds numerators and denominators", () => {
    expect(makeMistake({ statement: "Compute: 1/7 + 3/7", referenceSteps: ["1/7 + 3/7 = 4/7"] }, "fraction", 0)).toEqual(["1/7 + 3/7 = 4/14"]);
  });
  it("fraction: divides without the reciprocal", () => {
    expect(makeMistake({ statement: "Compute: (3/7) ÷ (1/2)", referenceSteps: ["x"] }, "fraction", 0)).toEqual([
      "(3/7) ÷ (1/2) = (3 × 1)/(7 × 2)",
      "(3 × 1)/(7 × 2) = 3/14",
    ]);
  });
  it("order of operations: adds before multiplying", () => {
    expect(makeMistake({ statement: "Compute: 14 + 8 × 5", referenceSteps: ["14 + 8 × 5 = 14 + 40", "14 + 40 = 54"] }, "order-of-operations", 0)).toEqual([
      "14 + 8 × 5 = 22 × 5",
      "22 × 5 = 110",
    ]);
  });
  it("arithmetic: one computed number is off", () => {
    expect(makeMistake({ statement: "Compute: 41 + 22", referenceSteps: ["41 + 22 = 60 + 3", "60 + 3 = 63"] }, "arithmetic", 1)).toEqual([
      "41 + 22 = 60 + 3",
      "60 + 3 = 62",
    ]);
  });
});
