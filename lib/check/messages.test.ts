import { describe, expect, it } from "vitest";
import { prettyMath } from "./messages";

describe("how a message shows the student's expression", () => {
  it("drops the parser's brackets around a fraction, but keeps a divisor's", () => {
    expect(prettyMath("((25/100)) * 80")).toBe("25% × 80");
    expect(prettyMath("(-(8/9)) / ((3/4))")).toBe("(-8/9) / (3/4)");
  });
});

describe("a LaTeX fraction in a message, and the hint for a fraction of an amount", () => {
  it("shows '((3)/(4)) * 20' as '3/4 × 20'", () => {
    expect(prettyMath("(((3)/(4))) * 20")).toBe("3/4 × 20");
    expect(prettyMath("32 * ((3)/(8))")).toBe("32 × 3/8");
  });
  it("explains a fraction of an amount taken with one part of it, without the answer", async () => {
    const { exactEvidence } = await import("./exact-checker");
    const ev = exactEvidence({ problem: "Lena has 30 stickers and gives away 2/5 of them. How many does she give away?", steps: ["given away = \\frac{2}{5} of 30 = 30 ÷ 5 = 6", "She gives away 6."] });
    const m = ev.find((e) => e.verdict === "incorrect")?.message ?? "";
    expect(m).toMatch(/fraction of the amount in 2\/5 × 30/);
    expect(m).toMatch(/equal parts/);
    expect(m).not.toMatch(/\b12\b/);
  });
});
