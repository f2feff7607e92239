// Exact rules that read one kind of line against the problem (lib/check/exact-*.ts, one module
// each): a word problem's equation no value satisfies, a named case of a split, a logarithm's
// value, the roots, vertex or listed integers of the problem's polynomial or inequality. Data
// only, like exact-rules.ts, which lists them in the registry's order.
import type { RuleSpec } from "./types";
import { CORRECT_SOLUTIONS, ex } from "./examples";

const at = (step: number, e: ReturnType<typeof ex>) => ({ ...e, step });

export const NEVER_EQUAL_RULE: RuleSpec = {
  id: "exact.sides-never-equal",
  stage: "detect",
  errorTypes: ["arithmetic", "not-equivalent", "distribution", "sign"],
  description: "Two expressions in one letter are set equal, but no value of the letter makes them equal: one of them was worked out wrongly.",
  fires: [
    at(1, ex("Show that the sum of three consecutive whole numbers is a multiple of 3.", ["Call them k, k + 1 and k + 2.", "Their sum is k + (k + 1) + (k + 2) = 3k + 4."])),
    at(1, ex("A rectangle is 4 cm longer than it is wide. Write its perimeter in terms of its width $w$.", ["The length is $w + 4$.", "The perimeter is $2(w + w + 4) = 4w + 4$."])),
  ],
  silent: [
    ex("Show that the sum of three consecutive whole numbers is a multiple of 3.", ["Call them k, k + 1 and k + 2.", "Their sum is k + (k + 1) + (k + 2) = 3k + 3 = 3(k + 1)."]),
    // an equation of the story with a solution, and a contradiction the solution points out itself
    ex("Sam has twice as many cards as Kim; together they have 36. How many does Kim have?", ["Kim has k cards, Sam 2k.", "k + 2k = 36, so 3k = 36 and k = 12."]),
    ex("Can two consecutive whole numbers both be even?", ["If n and n + 1 were both even, n + 1 - n = 1 would be even.", "Then 2m = 2m' + 1 for whole numbers, which is impossible: 1 is odd."]),
    ...CORRECT_SOLUTIONS,
  ],
};

export const CASE_MISWORKED_RULE: RuleSpec = {
  id: "exact.case-misworked",
  stage: "detect",
  errorTypes: ["sign", "not-equivalent", "arithmetic", "distribution", "one-side-only"],
  description: "The line works out one named case of a split (\"the first gives …\"), but its equation does not have that case's solutions.",
  fires: [
    at(1, ex("Solve |2x - 1| = 7.", ["2x - 1 = 7 or 2x - 1 = -7", "The first gives 2x = 6, so x = 3.", "The second gives 2x = -6, so x = -3."])),
    at(2, ex("Solve (x - 4)(x + 6) = 0.", ["x - 4 = 0 or x + 6 = 0", "The first gives x = 4.", "The second gives x = 6."])),
  ],
  silent: [
    ex("Solve |2x - 1| = 7.", ["2x - 1 = 7 or 2x - 1 = -7", "The first gives 2x = 8, so x = 4.", "The second gives 2x = -6, so x = -3."]),
    ex("Solve |x + 2| = 5.", ["x + 2 = 5 or x + 2 = -5", "Case 1: x = 3.", "Case 2: x = -7."]),
    ...CORRECT_SOLUTIONS,
  ],
};

export const TRIG_CLAIM_RULE: RuleSpec = {
  id: "exact.trig-claim-false",
  stage: "detect",
  errorTypes: ["arithmetic", "sign"],
  description: "A value worked out with a sine, cosine or tangent is false (an angle with a degree mark is in degrees, one without in radians).",
  fires: [
    at(0, ex("A 12 m ramp makes an angle of $30^\\circ$ with the ground. How high does it rise?", ["$h = 12\\sin 30^\\circ = 12 \\cdot \\frac{\\sqrt{3}}{2} = 6\\sqrt{3}$ m"])),
    at(1, ex("Evaluate $4\\cos 60^\\circ + \\tan 45^\\circ$.", ["$\\cos 60^\\circ = \\frac{1}{2}$ and $\\tan 45^\\circ = 1$.", "$4\\cos 60^\\circ + \\tan 45^\\circ = 4 \\cdot \\frac{1}{2} + 1 = 4$"])),
    // (beside a function of a letter, the numeric links are still read)
    at(1, ex("Solve $2\\tan x + 4 = 0$ for $0^\\circ \\le x < 180^\\circ$.", ["$2\\tan x = -4$", "$\\tan x = -\\frac{4}{2} = -1$"])),
    at(0, ex("Given $\\sin\\theta = 0.6$ with $\\theta$ acute, find $\\cos\\theta$.", ["$\\cos\\theta = \\sqrt{1 - 0.36} = \\sqrt{0.64} = 0.6$"])),
    // (a next line "= …" continues the value the line ended on)
    at(1, ex("Find $c$ in a triangle with $a = 3$, $b = 4$ and $C = 60^\\circ$.", ["$c^2 = 3^2 + 4^2 - 2(3)(4)\\cos 60^\\circ$", "$= 9 + 16 + 24 \\cdot \\frac{1}{2}$", "$= 37$, so $c = \\sqrt{37}$."])),
  ],
  silent: [
    ex("A 12 m ramp makes an angle of $30^\\circ$ with the ground. How high does it rise?", ["$h = 12\\sin 30^\\circ = 12 \\cdot \\frac{1}{2} = 6$ m"]),
    ex("Evaluate $4\\cos 60^\\circ + \\tan 45^\\circ$.", ["$\\cos 60^\\circ = \\frac{1}{2}$ and $\\tan 45^\\circ = 1$.", "$4\\cos 60^\\circ + \\tan 45^\\circ = 4 \\cdot \\frac{1}{2} + 1 = 3$"]),
    ex("Find $\\cos\\frac{\\pi}{3}$.", ["$\\cos\\frac{\\pi}{3} = \\cos 60^\\circ = 0.5$"]),
    ex("Solve $2\\tan x + 4 = 0$ for $0^\\circ \\le x < 180^\\circ$.", ["$2\\tan x = -4$", "$\\tan x = -\\frac{4}{2} = -2$"]),
    ex("Given $\\sin\\theta = 0.6$ with $\\theta$ acute, find $\\cos\\theta$.", ["$\\cos\\theta = \\sqrt{1 - 0.36} = \\sqrt{0.64} = 0.8$"]),
    // (a side that holds a function of a letter is no number as a whole, not only the function)
    ex("Find $c$ in a triangle with $a = 3$, $b = 4$ and $C = 60^\\circ$.", ["$c^2 = 3^2 + 4^2 - 2(3)(4)\\cos 60^\\circ$", "$= 9 + 16 - 24 \\cdot \\frac{1}{2}$", "$= 13$, so $c = \\sqrt{13}$."]),
    ex("Solve $4\\cos x - 2 = 0$ for $0 \\le x < 2\\pi$.", ["$4\\cos x - 2 = 0$ gives $\\cos x = \\frac{2}{4} = \\frac{1}{2}$", "$x = \\frac{\\pi}{3}$ or $x = \\frac{5\\pi}{3}$"]),
    ...CORRECT_SOLUTIONS,
  ],
};

export const LOG_EQUATION_RULE: RuleSpec = {
  id: "exact.exp-log-equation-loses-root",
  stage: "detect",
  errorTypes: ["not-equivalent"],
  description: "A move from an equation with a logarithm or the unknown in an exponent, or from one on a line with an angle's function, loses one of its solutions (read in floating point): the new equation does not follow.",
  fires: [
    at(0, ex("Solve $\\log_3(x + 1) = 2$.", ["$\\log_3(x + 1) = 2$, so $x + 1 = 3 \\cdot 2 = 6$.", "$x = 5$"])),
    at(1, ex("Solve $\\log_5 x - \\log_5 2 = 1$.", ["$\\log_5 \\frac{x}{2} = 1$", "$\\frac{x}{2} = 1$", "$x = 2$"])),
    at(1, ex("Solve $2e^{3x} - 5 = 11$.", ["$2e^{3x} = 16$", "Divide by 2: $e^{3x} = 14$", "$x = \\frac{\\ln 14}{3}$"])),
    at(1, ex("Solve $3\\sin^2 x + \\sin x - 2 = 0$ for $0 \\le x < 2\\pi$.", ["Let $s = \\sin x$: $3s^2 + s - 2 = 0$", "$(3s + 2)(s - 1) = 0$, so $s = -\\frac{2}{3}$ or $s = 1$"])),
  ],
  silent: [
    ex("Solve $\\log_3(x + 1) = 2$.", ["$\\log_3(x + 1) = 2$, so $x + 1 = 3^2 = 9$.", "$x = 8$"]),
    ex("Solve $\\log_5 x - \\log_5 2 = 1$.", ["$\\log_5 \\frac{x}{2} = 1$", "$\\frac{x}{2} = 5$", "$x = 10$"]),
    ex("Solve $2e^{3x} - 5 = 11$.", ["$2e^{3x} = 16$", "Divide by 2: $e^{3x} = 8$", "$x = \\frac{\\ln 8}{3}$"]),
    ex("Solve $3\\sin^2 x + \\sin x - 2 = 0$ for $0 \\le x < 2\\pi$.", ["Let $s = \\sin x$: $3s^2 + s - 2 = 0$", "$(3s - 2)(s + 1) = 0$, so $s = \\frac{2}{3}$ or $s = -1$"]),
    // (both sides of an exponential equation vanish far to the left: no root there to lose)
    ex("Solve $4^x = 8^{x - 1}$.", ["$(2^2)^x = (2^3)^{x - 1}$", "$2^{2x} = 2^{3x - 3}$", "$2x = 3x - 3$", "$x = 3$"]),
    // (a move that adds a root the domain rules out later is valid; so are cases joined by "or")
    ex("Solve $\\log_4 x + \\log_4(x - 3) = 1$.", ["$\\log_4\\bigl(x(x - 3)\\bigr) = 1$", "$x(x - 3) = 4$", "$x^2 - 3x - 4 = 0$", "$x = 4$ or $x = -1$", "$x = -1$ is rejected since $x > 3$, so $x = 4$."]),
    ex("Solve $(\\log_2 x)^2 = 4$.", ["$\\log_2 x = 2$ or $\\log_2 x = -2$", "$x = 4$ or $x = \\frac{1}{4}$"]),
    // (a change of base holds for every x: no equation to lose a root of)
    ex("Solve $\\log_4 x = \\log_2 3$.", ["Change to base 2: $\\log_4 x = \\frac{\\log_2 x}{\\log_2 4} = \\frac{\\log_2 x}{2}$.", "So $\\log_2 x = 2\\log_2 3 = \\log_2 9$.", "$x = 9$"]),
    // (a logarithm with a power after its bracket is left unread: of the bracket or of the logarithm?)
    ex("Solve $\\ln(3x + 7) = 2\\ln(x + 1)$.", ["For $x > -1$, $2\\ln(x + 1) = \\ln(x + 1)^2$, so $3x + 7 = (x + 1)^2$.", "$x^2 - x - 6 = 0$", "$x = 3$ or $x = -2$", "$x = -2$ fails $x > -1$, so $x = 3$."]),
    ...CORRECT_SOLUTIONS,
  ],
};

export const TWO_LETTER_STEP_RULE: RuleSpec = {
  id: "exact.two-letter-step-fails",
  stage: "detect",
  errorTypes: ["not-equivalent", "sign", "distribution", "fraction", "arithmetic"],
  description: "The line says an equation in two letters follows from the one before it (\"so\", \"⇒\"), but it does not hold on that equation's points.",
  fires: [
    at(0, ex("Solve $4x + 2y = 10$ for $y$.", ["$2y = 10 - 4x$, so $y = 10 - 2x$."])),
    at(1, ex("Write $6x - 3y = 9$ in slope-intercept form.", ["$-3y = -6x + 9$", "Dividing by $-3$: $-3y = -6x + 9 \\Rightarrow y = -2x - 3$."])),
  ],
  silent: [
    ex("Solve $4x + 2y = 10$ for $y$.", ["$2y = 10 - 4x$, so $y = 5 - 2x$."]),
    ex("Write $6x - 3y = 9$ in slope-intercept form.", ["$-3y = -6x + 9$", "Dividing by $-3$: $-3y = -6x + 9 \\Rightarrow y = 2x - 3$."]),
    // (two equations of a system, a swap for an inverse function, a root taken under a condition)
    ex("Solve $x + y = 7$ and $x - y = 1$.", ["$x + y = 7$ and $x - y = 1$, so adding them $2x = 8$.", "$x = 4$, $y = 3$"]),
    ex("Find the inverse of $f(x) = 2x + 6$.", ["$y = 2x + 6$; swap $x$ and $y$, so $x = 2y + 6$.", "$y = \\frac{x - 6}{2}$, so $f^{-1}(x) = \\frac{x - 6}{2}$."]),
    ex("Find the inverse of $f(x) = x^2 + 1$ for $x \\ge 0$.", ["$y = x^2 + 1$, so $x = \\sqrt{y - 1}$ for $y \\ge 1$.", "$f^{-1}(x) = \\sqrt{x - 1}$"]),
    ...CORRECT_SOLUTIONS,
  ],
};

export const LOG_CLAIM_RULE: RuleSpec = {
  id: "exact.log-claim-false",
  stage: "detect",
  errorTypes: ["arithmetic", "sign", "not-equivalent"],
  description: "A value or rewrite with a logarithm is false (log without a base is base 10, ln is base e).",
  fires: [
    at(0, ex("Evaluate $\\log_2 \\frac{1}{8}$.", ["$\\log_2 \\frac{1}{8} = 3$ since $2^3 = 8$."])),
    at(0, ex("Write $\\log 20 + \\log 5$ as a single number.", ["$\\log 20 + \\log 5 = \\log 25$", "$\\approx 1.398$"])),
    at(1, ex("Evaluate $\\log_3 81 - \\log_3 9$.", ["$\\log_3 81 = 4$ and $\\log_3 9 = 2$.", "The difference is $\\log_3 81 - \\log_3 9 = \\log_3 72$."])),
    at(1, ex("Evaluate $\\log_2 32 - \\log_2 4$.", ["$v = \\log_2 32 - \\log_2 4$", "$= 5 - 3 = 2$"])),
  ],
  silent: [
    ex("Evaluate $\\log_2 \\frac{1}{8}$.", ["$\\log_2 \\frac{1}{8} = -3$ since $2^{-3} = \\frac{1}{8}$."]),
    ex("Write $\\log 20 + \\log 5$ as a single number.", ["$\\log 20 + \\log 5 = \\log 100$", "$= 2$"]),
    ex("Simplify $\\ln e^3$.", ["$\\ln e^3 = 3$"]),
    ex("Estimate $\\log 52$.", ["$\\log 52 \\approx 1.716$"]),
    ex("Evaluate $\\log_2 32 - \\log_2 4$.", ["$v = \\log_2 32 - \\log_2 4$", "$= 5 - 2 = 3$"]),
    ...CORRECT_SOLUTIONS,
  ],
};

export const ROOTS_RULE: RuleSpec = {
  id: "exact.roots-false",
  stage: "detect",
  errorTypes: ["sign", "arithmetic"],
  description: "The line names roots (zeros) of the problem's inequality or expression that do not make it zero.",
  fires: [
    at(0, ex("Solve (x - 2)(x - 7) < 0.", ["The roots are x = -2 and x = -7.", "So -7 < x < -2."])),
    at(0, ex("Solve x^2 - 9 >= 0.", ["The zeros are x = 3 and x = -4.", "So x <= -4 or x >= 3."])),
  ],
  silent: [
    ex("Solve (x - 2)(x - 7) < 0.", ["The roots are x = 2 and x = 7.", "So 2 < x < 7."]),
    ex("Factor x^2 - 5x + 6 and name its zeros.", ["x^2 - 5x + 6 = (x - 2)(x - 3)", "The zeros are x = 2 and x = 3."]),
    // the roots of the derivative are the critical points, not zeros of the expression itself
    ex("Find where x^3 - 12x has its turning points.", ["The derivative 3x^2 - 12 has roots x = 2 and x = -2."]),
    ...CORRECT_SOLUTIONS,
  ],
};

export const VERTEX_RULE: RuleSpec = {
  id: "exact.vertex-false",
  stage: "detect",
  errorTypes: ["sign", "arithmetic"],
  description: "The line names a vertex (turning point) that is not the vertex of the problem's parabola.",
  fires: [
    at(2, ex("Find the vertex of the parabola y = x^2 + 4x + 1.", ["y = (x + 2)^2 - 4 + 1", "y = (x + 2)^2 - 3", "The vertex is (2, -3)."])),
    at(1, ex("Find the turning point of y = x^2 - 2x + 5.", ["y = (x - 1)^2 + 4", "The turning point is (1, 5)."])),
  ],
  silent: [
    ex("Find the vertex of the parabola y = x^2 + 4x + 1.", ["y = (x + 2)^2 - 4 + 1", "y = (x + 2)^2 - 3", "The vertex is (-2, -3)."]),
    ex("Find the turning point of y = x^2 - 2x + 5.", ["y = (x - 1)^2 + 4", "The turning point is (1, 4)."]),
    // a sideways parabola: the point is (x, y) with x worked out from y
    ex("Find the vertex of the parabola x = y^2 - 4y + 1.", ["x = (y - 2)^2 - 3", "The vertex is (-3, 2)."]),
    ...CORRECT_SOLUTIONS,
  ],
};

export const INTEGERS_LISTED_RULE: RuleSpec = {
  id: "exact.integers-listed-wrong",
  stage: "detect",
  errorTypes: ["final-answer", "not-equivalent"],
  description: "The integers the line lists are not exactly those the inequality before it allows.",
  fires: [
    at(2, ex("Find all integers n with 5 <= 3n - 1 < 14.", ["6 <= 3n < 15", "2 <= n < 5", "The integers are 2, 3, 4, 5."])),
    at(1, ex("Which whole numbers x satisfy -2 < x + 1 <= 2?", ["-3 < x <= 1", "The integers are -2, -1, 0."])),
  ],
  silent: [
    ex("Find all integers n with 5 <= 3n - 1 < 14.", ["6 <= 3n < 15", "2 <= n < 5", "The integers are 2, 3 and 4."]),
    ex("Which whole numbers x satisfy -2 < x + 1 <= 2?", ["-3 < x <= 1", "The integers are -2, -1, 0, 1."]),
    ...CORRECT_SOLUTIONS,
  ],
};

export const NUMBERS_UNEQUAL_RULE: RuleSpec = {
  id: "exact.numbers-unequal",
  stage: "detect",
  errorTypes: ["arithmetic"],
  description: "Two different numbers are set equal (\"we can write: 36 = 40\"): the equation the step writes cannot hold.",
  fires: [
    at(1, ex("Each box holds x pens. Three boxes hold 36 pens, and we are told they hold 40. What is x?", ["Three boxes hold 3 × 12 = 36 pens.", "We are told they hold 40, so we can write: 36 = 40."])),
    at(1, ex("Ana saves $15 a week. After 4 weeks she has saved $75. Is that right?", ["4 weeks give 4 × 15 = 60 dollars.", "Setting that equal to her savings we get 60 = 75."])),
  ],
  silent: [
    ex("Each box holds 12 pens. How many pens are in three boxes?", ["Three boxes hold 3 × 12 = 36 pens.", "We are told they hold 36, so we can write: 36 = 36."]),
    // a rate written beside an amount in prose is no equation
    ex("Bags cost $.50 each. How many bags does $45 buy?", ["Each bag is $.50, and $.50 = $45 / 90 bags.", "So $45 buys 45 / 0.50 = 90 bags."]),
    ...CORRECT_SOLUTIONS,
  ],
};
