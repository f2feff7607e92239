import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { BankProblem } from "@/lib/bank/types";
import { num } from "@/lib/bank/test-helpers";
import { NO_HINT, hintFor } from "./ladder";
import { HINT_LEVELS, type HintLevel } from "./types";

const bank = JSON.parse(readFileSync("db/seed/problems.json", "utf8")) as BankProblem[];

// An extraction of its own (not lib/hints/numbers.ts): every number a hint shows, as a float.
function shown(text: string): number[] {
  const s = text
    .replace(/\\frac\{(\d+)\}\{(\d+)\}/g, "$1/$2")
    .replace(/\\div/g, "÷")
    .replace(/(\d),(\d{3})/g, "$1$2");
  const out = [...s.matchAll(/\d+(?:\.\d+)?|\.\d+/g)].map((m) => Number(m[0]));
  for (const m of s.matchAll(/(\d+)\s*\/\s*(\d+)/g)) {
    const [p, q] = [Number(m[1]), Number(m[2])];
    if (q > 1 && gcd(p, q) === 1) out.push(p / q);
  }
  return out;
}
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const same = (a: number, b: number) => Math.abs(Math.abs(a) - Math.abs(b)) <= 1e-9 * Math.max(1, Math.abs(a));

/** The final answer's values: "x = 2 or x = 3" → 2, 3; "2/3" → 0.666…; expressions ("4a + 4") → none. */
function answerNumbers(answer: string): number[] {
  const sides = answer.split(/\s+or\s+/).map((a) => a.split("=").at(-1)!.trim());
  return sides.flatMap((a) => (/[a-z]/i.test(a) ? [] : [num(a)]));
}

/** Numbers a reference step newly works out: right of its last "=", absent from its left and from what is already visible. */
function stepResults(step: string, visible: string): number[] {
  const at = step.lastIndexOf("=");
  if (at < 0) return [];
  const left = shown(step.slice(0, at));
  const seen = shown(visible);
  // zero is where "= 0" and "set each factor to zero" lead, not a result worked out
  return shown(step.slice(at + 1)).filter((v) => v !== 0 && !left.some((l) => same(l, v)) && !seen.some((l) => same(l, v)));
}

describe("the hint ladder on every bank problem", () => {
  it("never shows the final answer or the next step's result, at any level and any point of the solution", () => {
    const leaks: string[] = [];
    let hints = 0;
    for (const p of bank) {
      const answer = answerNumbers(p.answer);
      for (let k = 0; k < p.referenceSteps.length; k++) {
        const steps = p.referenceSteps.slice(0, k);
        const hidden = stepResults(p.referenceSteps[k], [p.statement, ...steps].join("\n"));
        for (const level of HINT_LEVELS) {
          const hint = hintFor({ problem: p.statement, answer: p.answer, reference: p.referenceSteps, steps, level });
          hints++;
          const numbers = shown(hint.text);
          const leaked = [...answer, ...hidden].filter((v) => numbers.some((n) => same(n, v)));
          if (leaked.length) leaks.push(`${p.id} after ${k} steps, level ${level}: ${hint.text} (shows ${leaked.join(", ")})`);
        }
      }
    }
    expect(hints).toBeGreaterThan(1500);
    expect(leaks).toEqual([]);
  });

  it("has a hint from a source (never 'no hint') for every bank problem, and the levels differ", () => {
    for (const p of bank) {
      const texts = HINT_LEVELS.map((level) => hintFor({ problem: p.statement, answer: p.answer, reference: p.referenceSteps, steps: [], level }));
      expect(texts.every((h) => h.source !== "none"), p.id).toBe(true);
      expect(new Set(texts.map((h) => h.text)).size, p.id).toBe(3);
    }
  });
});

const ask = (problem: string, steps: string[], level: HintLevel, extra: { answer?: string; reference?: string[] } = {}) =>
  hintFor({ problem, steps, level, ...extra }).text;

describe("the equation solver picks the next standard move from the last line", () => {
  const p = "Solve for x: 5x + 8 = 2x + 29";
  it("brings the unknown to one side first", () => {
    expect(ask(p, [], 2)).toBe("Subtract $2x$ from both sides.");
    expect(ask(p, [], 3)).toContain("?x + 8 = 29");
  });
  it("collects like terms", () => {
    expect(ask(p, ["5x - 2x + 8 = 29"], 2)).toBe("Combine the $x$-terms on the left side: $5x - 2x$.");
    expect(ask(p, ["5x - 2x + 8 = 29"], 3)).toBe("$5x - 2x = ?x$");
  });
  it("undoes + or −, then divides by the coefficient", () => {
    expect(ask(p, ["3x + 8 = 29"], 2)).toBe("Subtract $8$ from both sides.");
    expect(ask(p, ["3x + 8 = 29"], 3)).toBe("$3x + 8 - 8 = 29 - 8$, so $3x = ?$");
    expect(ask(p, ["3x + 8 = 29", "3x = 21"], 2)).toBe("Divide both sides by $3$.");
    expect(ask(p, ["3x + 8 = 29", "3x = 21"], 3)).toBe("$x = 21 \\div 3 = ?$");
  });
  it("expands brackets and handles x on the right and fractions", () => {
    expect(ask("Solve: 3(x + 4) = 27", [], 2)).toContain("Multiply out $3(x + 4)$");
    expect(ask("Solve: 20 = 4x - 8", [], 2)).toBe("Add $8$ to both sides.");
    expect(ask("Solve: x/5 = 4", [], 2)).toBe("Multiply both sides by $5$.");
  });
  it("does not build on a line that changed the solution", () => {
    const h = ask(p, ["3x + 8 = 30"], 2);
    expect(h).toMatch(/^One of your steps does not look right yet/);
    expect(h).toContain("Subtract $2x$ from both sides.");
  });
  it("works for a student's own equation (no answer, no reference) without showing its solution", () => {
    for (const level of HINT_LEVELS) {
      const h = hintFor({ problem: "2x + 6 = 20", steps: ["2x = 14"], level });
      expect(h.source).toBe("algebra");
      expect(shown(h.text).some((n) => same(n, 7))).toBe(false);
    }
    expect(ask("2x + 6 = 20", ["2x = 14"], 2)).toBe("Divide both sides by $2$.");
  });
  it("factorises a quadratic without showing a root", () => {
    expect(ask("Solve for x: x^2 - 7x + 12 = 0", [], 2)).toBe("Find a pair of numbers that multiply to $12$ and add to $-7$.");
    expect(ask("Solve for x: x^2 - 7x + 12 = 0", ["(x - 3)(x - 4) = 0"], 2)).toBe("Set each bracket equal to zero, then solve each small equation.");
  });
});

describe("reference hints follow what the student has written", () => {
  const problem = "Sam buys 4 apples at $2.10 each and 3 bananas at $1.20 each and pays with a $20 note. How much change does Sam get?";
  const reference = ["4 × 2.10 = 8.40", "3 × 1.20 = 3.60", "8.40 + 3.60 = 12.00", "20 - 12.00 = 8"];
  it("starts at the first quantity and names the operation at level 2, the form at level 3", () => {
    expect(ask(problem, [], 2, { answer: "8", reference })).toBe("Multiply $4$ by $2.1$.");
    expect(ask(problem, [], 3, { answer: "8", reference })).toBe("$4 \\cdot 2.1 = ?$");
  });
  it("skips the quantities the student has found, in any order", () => {
    expect(ask(problem, ["Bananas: 3 × 1.20 = 3.60"], 2, { answer: "8", reference })).toBe("Multiply $4$ by $2.1$.");
    expect(ask(problem, ["3.6 for bananas", "apples 8.4"], 3, { answer: "8", reference })).toBe("$8.4 + 3.6 = ?$");
  });
  it("does not build on a wrong step", () => {
    const h = ask(problem, ["4 × 2.10 = 8.40", "3 × 1.20 = 3.80"], 3, { answer: "8", reference });
    expect(h).toMatch(/^One of your steps does not look right yet/);
    expect(h).toContain("$3 \\cdot 1.2 = ?$");
  });
  it("takes an own calculation by the order of operations, without its value", () => {
    expect(ask("Compute 3 + 4 × 5", [], 2)).toBe("Multiply $4$ by $5$.");
    expect(ask("Compute 3 + 4 × 5", [], 3)).toBe("$3 + 4 \\cdot 5 = 3 + ?$");
    expect(ask("Compute 3 + 4 × 5", ["3 + 20"], 2)).toBe("Add $3$ and $20$.");
    expect(ask("(2/3) ÷ (4/5)", [], 2)).toBe("Divide $\\frac{2}{3}$ by $\\frac{4}{5}$.");
    for (const level of HINT_LEVELS) expect(shown(ask("Compute 3 + 4 × 5", ["3 + 20"], level)).includes(23)).toBe(false);
  });
  it("takes an own expression to simplify with its instruction in words", () => {
    expect(ask("Simplify 3(x+2) + 4x", [], 2)).toBe("Multiply out $3(x + 2)$: multiply every term inside the bracket by what is in front of it.");
  });
  it("says honestly that an own word problem without a reference has no hint", () => {
    const h = hintFor({ problem: "A farmer has some cows and sells a few. How many are left?", steps: [], level: 1 });
    expect(h).toEqual({ level: 1, text: NO_HINT, source: "none" });
  });
});
