import { describe, expect, it } from "vitest";
import { linkOutcome, logLinks, withLogCalls } from "./logarithms";

const holds = (line: string) => logLinks(line).map((l) => linkOutcome(l) === "holds");

describe("logarithms in a line", () => {
  it("reads bases, fractions, brackets and ln (log without a base is base 10)", () => {
    expect(withLogCalls("$\\log_3 \\frac{1}{9} = -2$")).toContain("L(3, ((1)/(9)))");
    expect(withLogCalls("\\log_{2}(x + 1)")).toContain("L(2,");
    expect(holds("$\\log_2 8 = 3$ since $2^3 = 8$.")).toEqual([true]);
    expect(holds("$\\log_3 \\frac{1}{9} = 2$")).toEqual([false]);
    expect(holds("$\\ln e^2 = 2$")).toEqual([true]);
    expect(holds("log(1000) = 3")).toEqual([true]);
  });
  it("checks every link of a chain and tells a rewrite between logarithms from a value", () => {
    const links = logLinks("$\\log_{2} 32 - \\log_2 4 = \\log_2 8 = 3$");
    expect(links.map((l) => l.rewrite)).toEqual([true, false]);
    expect(holds("$\\log 50 + \\log 2 = \\log(50 + 2)$")).toEqual([false]);
  });
  it("takes a decimal written for a logarithm as a rounding, under the project's rounding policy", () => {
    expect(holds("$\\log 52 \\approx 1.716$")).toEqual([true]);
    expect(holds("log 2 = 0.3")).toEqual([true]);
    expect(holds("$\\log 52 \\approx 1.76$")).toEqual([false]);
    // truncated instead of rounded: neither proved nor refuted
    expect(logLinks("log 3 = 0.47").map(linkOutcome)).toEqual(["unsure"]);
  });
  it("leaves a base-less log of an expression in e unread (some write log for ln)", () => {
    expect(logLinks("$\\log e^2 = 2$")).toEqual([]);
    expect(holds("$\\ln e^2 = 2$")).toEqual([true]);
  });
  it("reads nothing it cannot evaluate: a letter inside, no logarithm, or junk", () => {
    expect(logLinks("$2\\log_3 x = 4$")).toEqual([]);
    expect(logLinks("The sum is 3 + 4 = 7.")).toEqual([]);
    expect(logLinks("\\log_ = = \\ln(((")).toEqual([]);
    expect(logLinks("$\\log_2 0 = 5$")).toEqual([]);
  });
});
