// High-school notation the exact and reference checkers used to misread (issue 30, section 4):
// each case was blamed (or let through) before its fix.
import { describe, expect, it } from "vitest";
import { checkSolution } from "./engine";
import { normalizeText } from "../math/normalize";
import { makeEquation, solve } from "../math/solution-set";
import { parseExpr } from "../math/parse";

const check = (problem: string, steps: string[], answer?: string) => checkSolution({ problem, steps, ...(answer ? { answer } : {}) }, { checkers: ["exact", "reference"] });

describe("high-school notation", () => {
  it("reads x = 2 ± √3 as two roots, and a float's rounding noise as no x² term", async () => {
    expect(normalizeText("$x = -2 \\pm \\sqrt{3}$")).toBe("x = -2 + sqrt(3) or x = -2 - sqrt(3)");
    const s = solve(makeEquation(parseExpr("x")!, parseExpr("-2 - sqrt(3)")!));
    expect(s.kind === "finite" && s.values.length).toBe(1);
    const r = await check("Solve $x^2 + 4x + 1 = 0$ by completing the square.", ["$x^2 + 4x + 4 = 3$", "$(x + 2)^2 = 3$", "$x = -2 \\pm \\sqrt{3}$"]);
    expect(r.firstErrorIndex).toBe(-1);
  });

  it("reads |x - 1| as an absolute value, judged inside the bounds a case gives", async () => {
    expect(normalizeText("$|x - 1| + |x + 2| = 5$")).toBe("abs(x - 1) + abs(x + 2) = 5");
    const ok = await check("For $x < 1$, simplify $|x - 1| + 2x$.", ["For $x < 1$: $|x - 1| = -(x - 1) = -x + 1$.", "Then $|x - 1| + 2x = -x + 1 + 2x = x + 1$."], "x + 1");
    expect(ok.firstErrorIndex).toBe(-1);
    const wrong = await check("For $x < 1$, simplify $|x - 1| + 2x$.", ["For $x < 1$: $|x - 1| = x - 1$.", "Then $|x - 1| + 2x = 3x - 1$."], "x + 1");
    expect(wrong.firstErrorIndex).toBe(0);
  });

  it("leaves a system's relation between unknowns and a function the problem defines unsure, not wrong", async () => {
    const sys = await check("Solve $\\begin{cases} 3x + 2y = 16 \\\\ x = y + 2 \\end{cases}$", ["$3(y + 2) + 2y = 16$", "$5y = 10$, so $y = 2$.", "Then $x = y + 2 = 4$."], "x = 4, y = 2");
    expect(sys.firstErrorIndex).toBe(-1);
    const fn = await check("For $f(x) = x^2 - 4x$, find and simplify $f(a + 1)$.", ["$f(a + 1) = (a + 1)^2 - 4(a + 1)$", "$= a^2 - 2a - 3$"], "a^2 - 2a - 3");
    expect(fn.firstErrorIndex).toBe(-1);
    const wrong = await check("Find the zeros of $p(x) = x^3 - 4x$.", ["$p(x) = x(x^2 - 4) = x(x - 2)^2$", "The zeros are $x = 0$ and $x = 2$."]);
    expect(wrong.firstErrorIndex).toBe(0);
  });

  it("does not read a logarithm line as arithmetic, and equating exponents is a valid move", async () => {
    const logs = await check("Write $\\log 50 + \\log 2$ as a single number.", ["$\\log 50 + \\log 2 = \\log(50 \\cdot 2)$", "$= \\log 100 = 2$"], "2");
    expect(logs.firstErrorIndex).toBe(-1);
    const exp = await check("Solve $2^{x + 1} = 32$.", ["$32 = 2^5$, so $2^{x + 1} = 2^5$.", "$x + 1 = 5$", "$x = 4$"], "x = 4");
    expect(exp.firstErrorIndex).toBe(-1);
  });

  it("checks an inequality step against the one before it", async () => {
    const ok = await check("Solve $-2x + 3 \\le 11$.", ["$-2x \\le 8$", "Dividing by $-2$ reverses the inequality: $x \\ge -4$."]);
    expect(ok.firstErrorIndex).toBe(-1);
    const flipped = await check("Solve $-2x + 3 \\le 11$.", ["$-2x \\le 8$", "Dividing by $-2$: $x \\le -4$."]);
    expect(flipped.firstErrorIndex).toBe(1);
  });
});
