// Property tests: the exact checker must never throw, never flag a correct generated
// solution, and always find a single injected slip at its step.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyzeLine } from "../math/claims";
import { normalizeText } from "../math/normalize";
import { equivalent } from "../math/equivalence";
import { parseExpr } from "../math/parse";
import { exactEvidence } from "./exact-checker";

const MATHY = ["1", "2", "3", "0", "7", "x", "y", "+", "-", "*", "/", "^", "(", ")", "=", "≈", " ", "%", "$", ".", ",", "\\frac{", "}", "{", "or", "is", "of", "half", "−", "×", "÷", "²", "√", "\\left(", "\\right)", "apples", "\n"];
const mathyString = fc.array(fc.constantFrom(...MATHY), { maxLength: 40 }).map((a) => a.join(""));
const anyString = fc.oneof(fc.string({ maxLength: 80 }), fc.string({ unit: "grapheme", maxLength: 40 }), mathyString);

describe("robustness properties", () => {
  it("normalisation and parsing never throw", () => {
    fc.assert(
      fc.property(anyString, (s) => {
        const text = normalizeText(s);
        expect(typeof text).toBe("string");
        parseExpr(text);
        parseExpr(s);
      }),
      { numRuns: 500 },
    );
  });
  it("line analysis and the checker never throw", () => {
    fc.assert(
      fc.property(anyString, fc.array(anyString, { maxLength: 4 }), (problem, steps) => {
        analyzeLine(problem);
        analyzeLine(problem, { variables: "common" });
        const ev = exactEvidence({ problem, steps, answer: problem.slice(0, 5) });
        for (const e of ev) expect(e.index).toBeLessThan(steps.length);
      }),
      { numRuns: 300 },
    );
  });
});

// small random expressions in x
const leaf = fc.oneof(fc.integer({ min: -9, max: 9 }).map(String), fc.constant("x"));
const expr: fc.Arbitrary<string> = fc.letrec((tie) => ({
  e: fc.oneof({ depthSize: "small", withCrossShrink: true }, leaf, fc.tuple(tie("e"), fc.constantFrom("+", "-", "*"), tie("e")).map(([a, op, b]) => `(${a}) ${op} (${b})`)),
})).e as fc.Arbitrary<string>;

describe("equivalence properties", () => {
  it("is symmetric", () => {
    fc.assert(
      fc.property(expr, expr, (a, b) => {
        const pa = parseExpr(a);
        const pb = parseExpr(b);
        if (!pa || !pb) return;
        expect(equivalent(pa, pb)).toBe(equivalent(pb, pa));
      }),
      { numRuns: 200 },
    );
  });
  it("an expression is equivalent to itself expanded by a trivial rewrite", () => {
    fc.assert(
      fc.property(expr, fc.integer({ min: 1, max: 9 }), (a, k) => {
        const pa = parseExpr(a);
        const pb = parseExpr(`(${k}) * (${a}) / ${k} + 0`);
        if (!pa || !pb) return;
        expect(equivalent(pa, pb)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});

const nonZero = fc.integer({ min: -9, max: 9 }).filter((n) => n !== 0);
const fmt = (n: number) => (n < 0 ? `(${n})` : String(n));
const term = (n: number) => (n < 0 ? `- ${-n}` : `+ ${n}`);

/** a(x + b) = c with an integer solution, solved step by step. */
const linear = fc.record({ a: nonZero, b: fc.integer({ min: -9, max: 9 }), x: fc.integer({ min: -12, max: 12 }) }).map(({ a, b, x }) => {
  const c = a * (x + b);
  return {
    problem: `Solve ${a}(x ${term(b)}) = ${c}`,
    steps: [`${a}x ${term(a * b)} = ${c}`, `${a}x = ${c - a * b}`, `x = ${c - a * b}/${fmt(a)}`, `x = ${x}`],
    answer: `x = ${x}`,
  };
});

interface Op {
  sym: string;
  f: (a: number, b: number) => number;
}
const OPS: Op[] = [
  { sym: "+", f: (a, b) => a + b },
  { sym: "-", f: (a, b) => a - b },
  { sym: "×", f: (a, b) => a * b },
];

/** A word-problem style chain of computations, each step using the previous result. */
const chain = fc
  .record({ start: fc.integer({ min: 2, max: 60 }), ops: fc.array(fc.tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 2, max: 12 })), { minLength: 1, maxLength: 6 }) })
  .map(({ start, ops }) => {
    let v = start;
    const rows = ops.map(([o, n]) => {
      const op = OPS[o];
      const r = op.f(v, n);
      const row = { a: v, sym: op.sym, b: n, r };
      v = r;
      return row;
    });
    return rows;
  });

const LATEX: Record<string, string> = { "+": "+", "-": "-", "×": "\\times" };
const UNICODE: Record<string, string> = { "+": "+", "-": "\u2212", "×": "·" };
const money = (n: number) => (n < 0 ? `-$${(-n).toLocaleString("en-US")}` : `$${n.toLocaleString("en-US")}`);
const sentence = (a: number, sym: string, b: number, r: number, i: number) =>
  [
    `She has ${a} ${sym} ${b} = ${r} apples left.`,
    `${a} ${sym} ${b} = ${money(r)}`,
    `So ${a} ${sym} ${b} = ${r} in total.`,
    `$${a} ${LATEX[sym]} ${b} = ${r}$`,
    `${a} ${UNICODE[sym]} ${b} = ${r.toLocaleString("en-US")}`,
    `\\(${a} ${LATEX[sym]} ${b} = ${r}\\) cookies`,
  ][i % 6];

describe("generated solutions", () => {
  it("a correct linear solution is never flagged", () => {
    fc.assert(
      fc.property(linear, (s) => {
        const ev = exactEvidence(s);
        expect(ev.filter((e) => e.verdict === "incorrect")).toEqual([]);
        expect(ev.filter((e) => e.verdict === "correct").length).toBe(s.steps.length);
      }),
      { numRuns: 150 },
    );
  });
  it("a correct arithmetic chain is never flagged", () => {
    fc.assert(
      fc.property(chain, (rows) => {
        const steps = rows.map((r, i) => sentence(r.a, r.sym, r.b, r.r, i));
        const ev = exactEvidence({ problem: "A word problem.", steps, answer: String(rows[rows.length - 1].r) });
        expect(ev.filter((e) => e.verdict === "incorrect")).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
  it("a single injected arithmetic slip is found at its step", () => {
    fc.assert(
      fc.property(chain, fc.nat(), fc.integer({ min: -5, max: 5 }).filter((d) => d !== 0), (rows, at, delta) => {
        const k = at % rows.length;
        // the wrong result propagates: later steps compute correctly from it
        let carry = rows[0].a;
        const steps = rows.map((r, i) => {
          const op = OPS.find((o) => o.sym === r.sym)!;
          const right = op.f(carry, r.b);
          const written = i === k ? right + delta : right;
          const line = sentence(carry, r.sym, r.b, written, i);
          carry = written;
          return line;
        });
        const wrong = exactEvidence({ problem: "A word problem.", steps }).filter((e) => e.verdict === "incorrect");
        expect(wrong.map((e) => e.index)).toEqual([k]);
        // the hint never gives the correct result away
        const row = rows[k];
        const operands = steps[k].match(/-?\d[\d,]*/g) ?? [];
        const right = String(OPS.find((o) => o.sym === row.sym)!.f(k === 0 ? rows[0].a : Number(operands[0]?.replace(/,/g, "")), row.b));
        if (!operands.slice(0, 2).some((o) => o.replace(/[-,]/g, "") === right.replace("-", ""))) {
          expect((wrong[0].message ?? "").replace(/^Step \d+:/, "")).not.toMatch(new RegExp(`(^|[^\\d])${right.replace("-", "\\-")}([^\\d]|$)`));
        }
      }),
      { numRuns: 200 },
    );
  });
  it("a slipped step in a linear solution is found at its step", () => {
    fc.assert(
      fc.property(linear, fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 4 }), (s, at, delta) => {
        const steps = [...s.steps];
        const k = at; // corrupt the constant of step k (1: "ax = c", 2/3: the value of x)
        steps[k] = steps[k].replace(/= (.+)$/, (_m, rhs: string) => `= ${rhs} + ${delta}`);
        const first = exactEvidence({ problem: s.problem, steps }).find((e) => e.verdict === "incorrect");
        expect(first?.index).toBe(k);
      }),
      { numRuns: 100 },
    );
  });
});
