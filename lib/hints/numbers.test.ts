import { describe, expect, it } from "vitest";
import { frac } from "@/lib/math/rational";
import { reveals } from "./numbers";

describe("the never-reveal rule reads numbers in every format", () => {
  it.each([
    ["1,000 apples", 1000],
    ["1000.0", 1000],
    ["$\\frac{3}{4}$", 0.75],
    ["3/4 of them", 0.75],
    ["0.75", 0.75],
    [".75", 0.75],
    ["75%", 0.75],
    ["1 1/2 cups", 1.5],
    ["four", 4],
    ["x = -7", 7],
    ["about 6.86", 48 / 7],
  ])("%s shows %d", (text, value) => {
    const v = Number.isInteger(value) ? frac(value) : value === 0.75 ? frac(3, 4) : value === 1.5 ? frac(3, 2) : frac(48, 7);
    expect(reveals(text, [v])).toBe(true);
  });

  it("does not read a division still to do, or 'both', as a value shown", () => {
    expect(reveals("$x = 21 \\div 3 = ?$", [frac(7)])).toBe(false);
    expect(reveals("1456/13 = ?", [frac(112)])).toBe(false);
    expect(reveals("Add 8 to both sides.", [frac(2)])).toBe(false);
    expect(reveals("10,001 and 1000.5", [frac(1000)])).toBe(false);
  });
});
