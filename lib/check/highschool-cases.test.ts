// High-school notation the exact and reference checkers used to misread (issue 30, section 4):
// each case was blamed (or let through) before its fix.
import { describe, expect, it } from "vitest";
import { checkSolution } from "./engine";
import { normalizeText } from "../math/normalize";
import { makeEquation, solve } from "../math/solution-set";
import { parseExpr } from "../math/parse";
import { evaluate } from "../math/evaluate";
import { valToString } from "../math/rational";

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

describe("high-school notation, second blind batch (sequences, radicals, exponentials)", () => {
  it("reads a subscripted letter as one variable of its own", async () => {
    expect(normalizeText("$a_{n+1} = 3a_n - 1$")).toBe("a_n_p_1 = 3a_n - 1");
    expect(parseExpr("3a_1 - 1")?.vars).toEqual(["a_1"]);
    const ok = await check("A sequence has $t_1 = 4$ and $t_{n+1} = 2t_n + 3$. Find $t_3$.", ["$t_2 = 2t_1 + 3 = 2(4) + 3 = 11$", "$t_3 = 2t_2 + 3 = 2(11) + 3 = 25$"], "25");
    expect(ok.firstErrorIndex).toBe(-1);
    const sum = await check("The sequence $(c_n)$ has $c_1 = 2$, $c_2 = 5$ and $c_n = c_{n-1} + c_{n-2}$. Find $c_4$.", ["$c_3 = c_2 + c_1 = 5 + 2 = 7$", "$c_4 = c_3 + c_2 = 7 + 5 = 12$"], "12");
    expect(sum.firstErrorIndex).toBe(-1);
    const wrong = await check("A sequence has $t_1 = 4$ and $t_{n+1} = 2t_n + 3$. Find $t_3$.", ["$t_2 = 2t_1 + 3 = 2(4) + 3 = 12$", "$t_3 = 2t_2 + 3 = 2(12) + 3 = 27$"], "25");
    expect(wrong.firstErrorIndex).toBe(0);
  });

  it("reads a root with an index, \\sqrt[n]{x}, as the nth root", async () => {
    const e = parseExpr(normalizeText("$\\sqrt[3]{27}$"));
    expect(e && valToString(evaluate(e.node)!)).toBe("3");
    const ok = await check("Evaluate $81^{3/4}$.", ["$81^{3/4} = \\left(\\sqrt[4]{81}\\right)^3 = 3^3 = 27$"], "27");
    expect(ok.firstErrorIndex).toBe(-1);
  });

  it("takes the one link of a chain that is no identity as its equation (squaring both sides, then expanding)", async () => {
    const ok = await check("Solve $\\sqrt{x + 7} = \\sqrt{x} + 1$.", ["Square both sides: $x + 7 = (\\sqrt{x} + 1)^2 = x + 2\\sqrt{x} + 1$.", "$6 = 2\\sqrt{x}$, so $\\sqrt{x} = 3$.", "$x = 9$"], "x = 9");
    expect(ok.firstErrorIndex).toBe(-1);
    const wrong = await check("Solve $\\sqrt{x + 7} = \\sqrt{x} + 1$.", ["Square both sides: $x + 7 = (\\sqrt{x} + 1)^2 = x + 1$.", "Then $7 = 1$, so there is no solution."], "x = 9");
    expect(wrong.firstErrorIndex).toBe(0);
  });

  it("reads the answer a line gives for the letter asked, after a value of a helper letter it rejects", async () => {
    const r = await check("Solve $x - 3\\sqrt{x} - 10 = 0$.", ["Let $u = \\sqrt{x}$: $u^2 - 3u - 10 = 0$.", "$(u - 5)(u + 2) = 0$, so $u = 5$ or $u = -2$.", "Since $u \\ge 0$, we reject $u = -2$; then $\\sqrt{x} = 5$ gives $x = 25$."], "x = 25");
    expect(r.answerCorrect).toBe(true);
    expect(r.firstErrorIndex).toBe(-1);
  });

  it("names a term moved across without changing its sign, where the equation is not solved here", async () => {
    const r = await check("Solve $3|x - 2| + 4 = 10$.", ["$3|x - 2| = 14$", "$|x - 2| = \\frac{14}{3}$"], "x = 4 or x = 0");
    expect(r.firstErrorIndex).toBe(0);
    expect(r.steps[0].errorType).toBe("sign");
  });

  it("reads the cases of a split joined by \"and\" or \";\" as cases, each checked against the split", async () => {
    const head = ["Let $u = 3^x$: $u^2 - 10u + 9 = 0$.", "$(u - 1)(u - 9) = 0$, so $u = 1$ or $u = 9$."];
    const ok = await check("Solve $9^x - 10 \cdot 3^x + 9 = 0$.", [...head, "$3^x = 1 \Rightarrow x = 0$, and $3^x = 9 \Rightarrow x = 2$."], "x = 0 or x = 2");
    expect(ok.firstErrorIndex).toBe(-1);
    const semi = await check("Solve $9^x - 10 \cdot 3^x + 9 = 0$.", [...head, "$3^x = 1$ gives $x = 0$; $3^x = 9$ gives $x = 2$."], "x = 0 or x = 2");
    expect(semi.firstErrorIndex).toBe(-1);
    const wrong = await check("Solve $9^x - 10 \cdot 3^x + 9 = 0$.", [...head, "$3^x = 1 \Rightarrow x = 0$, and $3^x = 9 \Rightarrow x = 3$."], "x = 0 or x = 2");
    expect(wrong.firstErrorIndex).toBe(2);
  });
});

describe("high-school notation, third blind batch (measurement, logarithms, ratios)", () => {
  it("reads π before a letter or a bracket as a product", async () => {
    expect(normalizeText("$\\frac{4}{3}\\pi r^3$")).toBe("((4)/(3))pi*r^3");
    expect(normalizeText("pi is about 3.14")).toBe("pi is about 3.14");
    const ok = await check("A cylinder has radius $3$ cm and height $5$ cm. Find its volume.", ["$V = \\pi r^2 h = \\pi (3^2)(5) = 45\\pi$ cm$^3$"], "45\\pi");
    expect(ok.firstErrorIndex).toBe(-1);
  });

  it("keeps only the positive root of a size in a problem measured in units", async () => {
    const ok = await check("A circle has area $25\\pi$ cm$^2$. Find its circumference.", ["$\\pi r^2 = 25\\pi \\Rightarrow r^2 = 25 \\Rightarrow r = 5$ cm", "$C = 2\\pi r = 2\\pi(5) = 10\\pi$ cm"], "10\\pi");
    expect(ok.firstErrorIndex).toBe(-1);
    const lost = await check("Solve $x^2 = 25$.", ["$x = 5$"], "x = 5 or x = -5");
    expect(lost.firstErrorIndex).toBe(0);
  });

  it("reads conditions joined by \"and\" as holding together", async () => {
    const ok = await check("Solve $\\log_2(x - 1) + \\log_2(x + 3) = 5$.", ["We need $x - 1 > 0$ and $x + 3 > 0$, i.e. $x > 1$.", "$(x - 1)(x + 3) = 32$", "$x^2 + 2x - 35 = 0$", "$(x + 7)(x - 5) = 0$", "$x = -7$ fails $x > 1$, so $x = 5$."], "x = 5");
    expect(ok.firstErrorIndex).toBe(-1);
    const wrong = await check("Solve $\\log_2(x - 1) + \\log_2(x + 3) = 5$.", ["We need $x - 1 > 0$ and $x + 3 > 0$, i.e. $x > -3$."], "x = 5");
    expect(wrong.firstErrorIndex).toBe(0);
  });

  it("reads an answer line with its unit, its check, or its parts worked out one by one", async () => {
    const unit = await check("A 10 m ladder makes an angle of $60^\\circ$ with the ground. How high up the wall does it reach?", ["$h = 10\\sin 60^\\circ = 10 \\cdot \\frac{\\sqrt{3}}{2} = 5\\sqrt{3}$"], "5\\sqrt{3} m");
    expect(unit.firstErrorIndex).toBe(-1);
    const checked = await check("After one year at 6% interest an account holds \\$530. How much was deposited?", ["$1.06P = 530$", "$P = \\frac{530}{1.06} = 500$", "The deposit was \\$500. Check: $500 \\times 1.06 = 530$."], "500");
    expect(checked.answerCorrect).toBe(true);
    expect(checked.firstErrorIndex).toBe(-1);
    const parts = await check("\\$180 is shared in the ratio $1 : 2 : 3$. How much is each share?", ["$1 + 2 + 3 = 6$ parts, so one part is $180 \\div 6 = 30$.", "The shares are $1 \\times 30 = 30$, $2 \\times 30 = 60$ and $3 \\times 30 = 90$."], "30, 60 and 90");
    expect(parts.answerCorrect).toBe(true);
    expect(parts.firstErrorIndex).toBe(-1);
  });

  it("reads n! as a factorial where math follows it, and an exclamation after a number as none", async () => {
    expect(valToString(evaluate(parseExpr("10!/7!")!.node)!)).toBe("720");
    const ok = await check("In how many ways can 8 runners finish first, second and third?", ["The number of ways is $\\frac{8!}{5!}$.", "$= 8 \\cdot 7 \\cdot 6 = 336$"], "336");
    expect(ok.firstErrorIndex).toBe(-1);
    const wrong = await check("In how many ways can 8 runners finish first, second and third?", ["The number of ways is $\\frac{8!}{5!}$.", "$= 8 \\cdot 7 \\cdot 6 \\cdot 5$", "$= 1680$"], "336");
    expect(wrong.firstErrorIndex).toBe(1);
    const cheer = await check("Tom has 3 boxes of 4 pens. How many pens does he have?", ["3 x 4 = 12!", "He has 12 pens!"], "12");
    expect(cheer.firstErrorIndex).toBe(-1);
  });
});

describe("high-school notation, fourth look (function values, continued rewrites)", () => {
  it("checks the link a continuation line makes with the value it continues, even beside a true link", async () => {
    const problem = "Let $f(x) = \\frac{1}{x - 3}$ and $g(x) = 2x + 1$. Find $f(g(x))$ and $g(f(x))$, each as a single fraction.";
    const first = "$f(g(x)) = \\frac{1}{(2x + 1) - 3} = \\frac{1}{2x - 2}$";
    const wrong = await check(problem, [first, "$g(f(x)) = 2 \\cdot \\frac{1}{x - 3} + 1 = \\frac{2}{x - 3} + 1$", "$= \\frac{2 + 1}{x - 3} = \\frac{3}{x - 3}$"]);
    expect(wrong.firstErrorIndex).toBe(2);
    const ok = await check(problem, [first, "$g(f(x)) = 2 \\cdot \\frac{1}{x - 3} + 1 = \\frac{2}{x - 3} + 1$", "$= \\frac{2 + (x - 3)}{x - 3} = \\frac{x - 1}{x - 3}$"]);
    expect(ok.firstErrorIndex).toBe(-1);
  });

  it("reads a chain that opens with a function's value as rewrites of that value, not as an equation", async () => {
    const problem = "Let $f(x) = \\frac{x - 1}{3}$ and $g(x) = 3x + 1$. Find $g(f(x))$.";
    const wrong = await check(problem, ["$g(f(x)) = 3 \\cdot \\frac{x - 1}{3} + 1 = \\frac{3x - 1}{3} + 1 = x + \\frac{2}{3}$"]);
    expect(wrong.firstErrorIndex).toBe(0);
    const ok = await check(problem, ["$g(f(x)) = 3 \\cdot \\frac{x - 1}{3} + 1 = (x - 1) + 1 = x$"]);
    expect(ok.firstErrorIndex).toBe(-1);
    // (a product before "=" is no function's value: "x(x - 2) = x^2 - 2x = 3" is still an equation)
    const product = await check("Solve $x(x - 2) = 3$.", ["$x(x - 2) = x^2 - 2x = 3$", "$x^2 - 2x - 3 = 0$", "$(x - 3)(x + 1) = 0$", "$x = 3$ or $x = -1$"], "x = 3 or x = -1");
    expect(product.firstErrorIndex).toBe(-1);
  });

  it("reads a number with its unit set apart as a measurement, so the equations in a letter of the solution are checked", async () => {
    const problem = "A square garden has an area of $49$ m$^2$. Find its perimeter.";
    const wrong = await check(problem, ["$s^2 = 49$, so $s = 24.5$ m.", "Perimeter $= 4s = 4(24.5) = 98$ m."]);
    expect(wrong.firstErrorIndex).toBe(0);
    const ok = await check(problem, ["$s^2 = 49$, so $s = 7$ m.", "Perimeter $= 4s = 4(7) = 28$ m."]);
    expect(ok.firstErrorIndex).toBe(-1);
    // (a unit glued to its number is a letter of the expression: "4m^2 + 3m - m^2")
    const glued = await check("Simplify $4m^2 + 3m - m^2$.", ["$4m^2 - m^2 + 3m$", "$= 5m^2 + 3m$"]);
    expect(glued.firstErrorIndex).toBe(1);
  });

  it("takes as a chain's equation the link with the solutions before it, so the other link is a rewrite named by its slip", async () => {
    const r = await checkSolution({ problem: "Solve $\\frac{x + 4}{x - 3} = 5$.", steps: ["$x + 4 = 5(x - 3) = 5x - 3$", "$4x = 7$", "$x = \\frac{7}{4}$"] }, { checkers: ["exact"] });
    expect(r.firstErrorIndex).toBe(0);
    expect(r.steps[0]!.errorType).toBe("distribution");
  });

  it("names a value whose sign is lost everywhere inside a case's bounds a sign slip", async () => {
    const r = await checkSolution({ problem: "Simplify $\\frac{|x - 5|}{x - 5}$ for $x < 5$.", steps: ["For $x < 5$: $|x - 5| = x - 5$.", "So the fraction is $\\frac{x - 5}{x - 5} = 1$."] }, { checkers: ["exact"] });
    expect(r.firstErrorIndex).toBe(0);
    expect(r.steps[0]!.errorType).toBe("sign");
  });
});

describe("high-school notation, fourth blind batch (lines, quadratics, growth, rational equations, inverses, trigonometry)", () => {
  it("reads a rate a story gives beside its other numbers as no value to work out", async () => {
    const r = await check("A jacket costs $60 and is 20% off. What is the sale price?", ["60 x 0.8", "= 48"]);
    expect(r.firstErrorIndex).toBe(-1);
  });

  it("keeps a continuation's leading ≈: the value it continues may be rounded", async () => {
    const r = await check("Find the value of 2000 dollars after 2 years at 4% interest compounded quarterly.", ["$A = 2000(1.01)^{8}$", "$\\approx 2000(1.0828567) \\approx 2165.71$ dollars"]);
    expect(r.firstErrorIndex).toBe(-1);
  });

  it("reads a problem with an angle's function and an interval as no number to work out", async () => {
    const r = await check("Solve $\\tan^2 x = 1$ for $0 \\le x < 2\\pi$.", ["Taking square roots, $\\tan x = 1$ or $\\tan x = -1$.", "$\\tan x = 1$: $x = \\frac{\\pi}{4}, \\frac{5\\pi}{4}$", "$\\tan x = -1$: $x = \\frac{3\\pi}{4}, \\frac{7\\pi}{4}$", "So $x = \\frac{\\pi}{4}, \\frac{3\\pi}{4}, \\frac{5\\pi}{4}, \\frac{7\\pi}{4}$"]);
    expect(r.firstErrorIndex).toBe(-1);
  });

  it("reads a letter beside an angle's function as making its side no number, not as the end of the math", async () => {
    const r = await check("Solve $3\\sin^2 x - 2\\sin x - 1 = 0$ for $0 \\le x < 2\\pi$.", ["Let $s = \\sin x$: $3s^2 - 2s - 1 = 0$", "$(3s + 1)(s - 1) = 0$"]);
    expect(r.firstErrorIndex).toBe(-1);
  });

  it("allows for rounded decimals on both sides of ≈, and in a value put back into an equation", async () => {
    const r = await check("A population grows by 8% a year. How many years until it doubles?", ["$2 = 1.08^t$", "$t = \\frac{\\ln 2}{\\ln 1.08} \\approx \\frac{0.6931}{0.07696} \\approx 9.006$", "$t \\approx 9.006$ years"]);
    expect(r.firstErrorIndex).toBe(-1);
  });

  it("reads a value the line supposes ('set x = 0') as no step, and checks what follows against the problem's equation", async () => {
    const problem = "Find the intercepts of the line $5x - 2y = 20$.";
    const ok = await check(problem, ["Set $y = 0$, so $5x = 20$ and $x = 4$.", "Set $x = 0$, so $-2y = 20$ and $y = -10$."]);
    expect(ok.firstErrorIndex).toBe(-1);
    const wrong = await check(problem, ["Set $y = 0$, so $5x = 20$ and $x = 4$.", "Set $x = 0$, so $2y = 20$ and $y = 10$."]);
    expect(wrong.firstErrorIndex).toBe(1);
  });

  it("reads each line 'y = …' after a problem that gives y in x as a rewrite of that expression", async () => {
    const problem = "Write $y = 3x^2 - 12x + 5$ in vertex form.";
    const wrong = await check(problem, ["$y = 3(x^2 - 4x) + 5$", "$y = 3(x^2 - 4x + 4) - 4 + 5$", "$y = 3(x - 2)^2 + 1$"]);
    expect(wrong.firstErrorIndex).toBe(1);
    const ok = await check(problem, ["$y = 3(x^2 - 4x) + 5$", "$y = 3(x^2 - 4x + 4) - 12 + 5$", "$y = 3(x - 2)^2 - 7$"]);
    expect(ok.firstErrorIndex).toBe(-1);
    // (nor is a line asked for a new line or graph a rewrite of the problem's)
    const perpendicular = await check("Find the line perpendicular to $y = 3x - 2$ through $(0, 4)$, in slope-intercept form.", ["The perpendicular slope is $-\\frac{1}{3}$.", "$y = -\\frac{1}{3}x + 4$"]);
    expect(perpendicular.firstErrorIndex).toBe(-1);
    // (two equations "y = …" in a problem with two lines are the two lines, not rewrites)
    const meet = await check("Where do the lines $y = 2x + 1$ and $y = -x + 7$ meet?", ["$y = 2x + 1$", "$y = -x + 7$", "$2x + 1 = -x + 7$, so $3x = 6$ and $x = 2$.", "$y = 5$, so they meet at $(2, 5)$."]);
    expect(meet.firstErrorIndex).toBe(-1);
  });

  it("reads 'i.e.' between two equations in two letters as the second following from the first, named by the side rewritten", async () => {
    const r = await check("Find the equation of the line through $(3, -5)$ with slope $-2$ in slope-intercept form.", ["$y - (-5) = -2(x - 3)$, i.e. $y + 5 = -2x - 6$", "$y = -2x - 11$"]);
    expect(r.firstErrorIndex).toBe(0);
    expect(r.steps[0]!.errorType).toBe("sign");
  });

  it("checks each line after a swap of x and y as a move on the swapped equation (an inverse function)", async () => {
    const problem = "Find $f^{-1}(x)$ for $f(x) = \\frac{3x + 2}{x - 4}$.";
    const swap = "Let $y = \\frac{3x + 2}{x - 4}$ and swap $x$ and $y$: $x = \\frac{3y + 2}{y - 4}$";
    const wrong = await check(problem, [swap, "Multiply by $y - 4$: $xy - 4x = 3y + 2$", "Collect the $y$ terms: $xy - 3y = 4x - 2$", "$y = \\frac{4x - 2}{x - 3}$"]);
    expect(wrong.firstErrorIndex).toBe(2);
    const ok = await check(problem, [swap, "Multiply by $y - 4$: $xy - 4x = 3y + 2$", "Collect the $y$ terms: $xy - 3y = 4x + 2$", "$y = \\frac{4x + 2}{x - 3}$"]);
    expect(ok.firstErrorIndex).toBe(-1);
  });

  it("takes a swap only where the line names the two letters: a story's 'exchange' starts no inverse", async () => {
    const r = await check("At a currency exchange, Ana trades some euros and dollars. She has 10 notes in all, worth 24 units. How many of each?", ["Let x be the euros and y the dollars. She went to exchange them.", "$x + y = 10$", "$2x + 3y = 24$", "$2x + 2y = 20$, so $y = 4$ and $x = 6$."]);
    expect(r.firstErrorIndex).toBe(-1);
  });
});

