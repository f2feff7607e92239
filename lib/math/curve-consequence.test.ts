import { describe, expect, it } from "vitest";
import { followsOnCurve } from "./curve-consequence";
import { parseExpr } from "./parse";
import { makeEquation } from "./solution-set";

const eq = (l: string, r: string) => makeEquation(parseExpr(l)!, parseExpr(r)!);

describe("an equation in two letters following from another, on its curve", () => {
  it("keeps every point of a valid rewrite, and may add points (squaring)", () => {
    expect(followsOnCurve(eq("-2y", "-3x + 6"), eq("y", "1.5x - 3"))).toBe(true);
    expect(followsOnCurve(eq("y", "x + 1"), eq("y^2", "(x + 1)^2"))).toBe(true);
  });

  it("finds the points a slip loses", () => {
    expect(followsOnCurve(eq("-2y", "-3x + 6"), eq("y", "-1.5x - 3"))).toBe(false);
    expect(followsOnCurve(eq("x^2", "y - 1"), eq("y", "x^2 - 1"))).toBe(false);
  });

  it("judges nothing between equations in other letters", () => {
    expect(followsOnCurve(eq("x + y", "7"), eq("2x", "8"))).toBeNull();
  });
});
