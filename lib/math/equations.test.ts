import { describe, expect, it } from "vitest";
import { equivalent } from "./equivalence";
import { parseExpr } from "./parse";
import { valToString } from "./rational";
import { compareSets, makeEquation, solve } from "./solution-set";

const p = (s: string) => parseExpr(s)!;
const roots = (l: string, r: string) => {
  const s = solve(makeEquation(p(l), p(r)));
  return s.kind === "finite" ? s.values.map(valToString) : s.kind;
};

describe("solution sets", () => {
  it("solves linear and quadratic equations exactly", () => {
    expect(roots("4(x - 2)", "20")).toEqual(["7"]);
    expect(roots("x/2 + x/3", "5")).toEqual(["6"]);
    expect(roots("x^2 - 5x + 6", "0")).toEqual(["2", "3"]);
    expect(roots("(2x - 1)(x + 3)", "0")).toEqual(["-3", "1/2"]);
    expect(roots("x^2", "-1")).toBe("none");
    expect(roots("2x + 1", "2x + 1")).toBe("all");
    expect(roots("2x + 1", "2x + 3")).toBe("none");
    expect(roots("6/x", "3")).toBe("unknown");
  });
  it("valid alternative steps keep the solution set", () => {
    const base = solve(makeEquation(p("4(x - 2)"), p("20")));
    for (const [l, r] of [["x - 2", "5"], ["x", "5 + 2"], ["4x - 8", "20"], ["20", "4(x - 2)"], ["2(x - 2)", "10"]]) {
      expect(compareSets(base, solve(makeEquation(p(l), p(r))))).toBe("same");
    }
  });
});

describe("equivalence", () => {
  it("decides equivalence symmetrically", () => {
    expect(equivalent(p("3(x + 2) + 4"), p("3x + 10"))).toBe(true);
    expect(equivalent(p("3x + 10"), p("3(x + 2) + 4"))).toBe(true);
    expect(equivalent(p("3(x + 2) + 4"), p("3x + 6"))).toBe(false);
    expect(equivalent(p("(x + 1)^2"), p("x^2 + 2x + 1"))).toBe(true);
    expect(equivalent(p("(x + 1)^2"), p("x^2 + 1"))).toBe(false);
    expect(equivalent(p("x/x"), p("1"))).toBe(true);
  });
});
