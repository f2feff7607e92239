import { describe, expect, it } from "vitest";
import { latexError } from "./latex-error";
import { toSegments } from "./plain-to-latex";

const kinds = (text: string) => toSegments(text).map((s) => (s.kind === "text" ? `T:${s.value}` : `M:${s.latex}`));

describe("toSegments", () => {
  it("$…$ and \\(…\\) are maths, the prose around them stays text", () => {
    expect(kinds("Solve $2x + 3 = 11$ for $x$.")).toEqual(["T:Solve ", "M:2x + 3 = 11", "T: for ", "M:x", "T:."]);
    expect(kinds("Find \\(\\frac{1}{2}\\) of 10.")).toEqual(["T:Find ", "M:\\frac{1}{2}", "T: of 10."]);
    expect(kinds("Area: $$\\pi r^2$$")).toEqual(["T:Area: ", "M:\\pi r^2"]);
  });

  it("prices are not maths", () => {
    expect(kinds("Pens cost $5 and books $10.").every((k) => k.startsWith("T:"))).toBe(true);
  });

  it("a bare command in prose makes only the command maths", () => {
    expect(kinds("Find \\frac{1}{2} of 10.")).toEqual(["T:Find ", "M:\\frac{1}{2}", "T: of 10."]);
    expect(kinds("Then find \\frac{1}{2} of $x$.")).toEqual(["T:Then find ", "M:\\frac{1}{2}", "T: of ", "M:x", "T:."]);
  });

  it("pure LaTeX and plain maths read as before", () => {
    expect(kinds("\\frac{1}{2} + \\frac{1}{3}")).toEqual(["M:\\frac{1}{2} + \\frac{1}{3}"]);
    expect(toSegments("3x + 2 = 14").some((s) => s.kind === "math")).toBe(true);
  });
});

describe("latexError", () => {
  it("names LaTeX that does not parse and passes what does", () => {
    expect(latexError("Find $\\frac{1}{2$ of 10")).toMatch(/Expected '}'|Unexpected end/);
    expect(latexError("Find \\frac{ of 10.")).not.toBeNull();
    expect(latexError("Find \\frac{1 of 10.")).toMatch(/never closed/);
    expect(latexError("A set \\{1, 2\\} has \\frac{1}{2} of it")).toBeNull();
    expect(latexError("Solve $2x + 3 = 11$ for $x$.")).toBeNull();
    expect(latexError("Pens cost $5 and books $10.")).toBeNull();
    expect(latexError("x = 4")).toBeNull();
  });
});
