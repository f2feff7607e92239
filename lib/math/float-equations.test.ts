import { describe, expect, it } from "vitest";
import { floatEquations, floatRoots, lostRoot } from "./float-equations";

const roots = (text: string) => floatEquations(text).map((e) => floatRoots(e).map((r) => Math.round(r * 1e6) / 1e6));

describe("equations in one letter with a logarithm, in floating point", () => {
  it("reads each equation of a line and finds its roots where both sides are defined", () => {
    expect(roots("$\\log_2 x + \\log_2(x - 2) = 3$")).toEqual([[4]]);
    expect(roots("$\\log_2\\bigl(x(x - 2)\\bigr) = 3$, so $x(x - 2) = 2^3 = 8$.")).toEqual([[-2, 4], [-2, 4]]);
    expect(roots("$\\ln x = 2$")[0]![0]).toBeCloseTo(Math.E ** 2, 6);
  });

  it("finds roots where both sides are zero, and reads no angle's function as a number", () => {
    expect(roots("$2x^2 - x - 1 = 0$")).toEqual([[-0.5, 1]]);
    expect(roots("Let $c = \\cos x$: $2c^2 - c - 1 = 0$")).toEqual([[-0.5, 1]]);
    expect(floatEquations("$\\sin x = \\frac{1}{2}$, so $x = \\frac{\\pi}{6}$")).toEqual([]);
  });

  it("reads the unknown in an exponent, and no root where both sides vanish", () => {
    expect(roots("$3^{2x} = 3^{3x - 3}$")).toEqual([[3]]);
    expect(roots("$3e^{2x} + 4 = 28$")[0]![0]).toBeCloseTo(Math.log(8) / 2, 6);
  });

  it("finds the root a move loses, and none when the move only adds one", () => {
    const [before, wrong] = floatEquations("$\\log_3(x + 1) = 2$, so $x + 1 = 6$");
    expect(lostRoot(before!, [wrong!])).toBeCloseTo(8, 9);
    const [from, widened] = floatEquations("$\\log_2 x + \\log_2(x - 2) = 3$, so $x(x - 2) = 8$");
    expect(lostRoot(from!, [widened!])).toBeNull();
  });

  it("leaves out rewrites that hold for every value and a logarithm raised to a power", () => {
    expect(floatEquations("$\\log_9 x = \\frac{\\log_3 x}{\\log_3 9}$")).toEqual([]);
    expect(floatEquations("$2\\ln(x - 1) = \\ln(x - 1)^2$")).toEqual([]);
  });
});
