// Parametrised student-solution templates for the dev set. Each template knows exactly
// where it injects a misconception; later steps carry the student's wrong value forward.

export type Rng = () => number;

export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const int = (r: Rng, lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
export const pick = <T,>(r: Rng, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
export const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));

export interface Variant {
  steps: string[];
  /** 0-based first faulty step, -1 when all steps are correct. */
  label: number;
  tag: string;
}

export interface Case {
  problem: string;
  answer: string;
  reference: string[];
  skills: string[];
  variants: Variant[];
}

export type Template = (r: Rng) => Case;

const ok = (tag: string, ...steps: string[]): Variant => ({ steps, label: -1, tag });
const bad = (label: number, tag: string, ...steps: string[]): Variant => ({ steps, label, tag });

/** Multiplication signs students type. */
const times = (r: Rng) => pick(r, ["×", "*", "\\times", "·", "x"]);
const timesAlg = (r: Rng) => pick(r, ["×", "*", "\\cdot", "·"]);
const frac = (r: Rng, a: number, b: number) => (r() < 0.35 ? `\\frac{${a}}{${b}}` : `${a}/${b}`);
/** Students often drop spaces: "2x+3=11". */
const tight = (r: Rng, s: string) => (r() < 0.3 ? s.replace(/\s+/g, "") : s);
const lin = (a: number, b: number, v = "x") => {
  const ax = a === 1 ? v : a === -1 ? `-${v}` : `${a}${v}`;
  if (b === 0) return ax;
  return `${ax} ${b < 0 ? "-" : "+"} ${Math.abs(b)}`;
};
const fmtFrac = (n0: number, d0: number) => {
  const [n, d] = d0 < 0 ? [-n0, -d0] : [n0, d0];
  const g = gcd(n, d);
  const [a, b] = [n / g, d / g];
  return b === 1 ? `${a}` : `${a}/${b}`;
};
const dec = (x: number) => String(Math.round(x * 1e6) / 1e6);

export const TEMPLATES: Record<string, Template[]> = {
  "whole-number-arithmetic": [
    (r) => {
      const a = int(r, 215, 689);
      const b = int(r, 147, 396);
      const s = a + b;
      const slip = s + (r() < 0.5 ? 10 : -10);
      const hundreds = Math.floor(b / 100) * 100;
      return {
        problem: `Compute ${a} + ${b}.`,
        answer: `${s}`,
        reference: [`${a} + ${b} = ${s}`],
        skills: ["whole-number-arithmetic"],
        variants: [
          ok("direct", `${a} + ${b} = ${s}`),
          ok("split", `${a} + ${b} = ${a} + ${hundreds} + ${b - hundreds}`, `= ${a + hundreds} + ${b - hundreds}`, `= ${s}`),
          bad(0, "carry", `${a} + ${b} = ${slip}`),
          bad(2, "carry-late", `${a} + ${b} = ${a} + ${hundreds} + ${b - hundreds}`, `= ${a + hundreds} + ${b - hundreds}`, `= ${slip}`),
        ],
      };
    },
    (r) => {
      const a = int(r, 23, 89);
      const b = int(r, 3, 9);
      const p = a * b;
      const t = Math.floor(a / 10) * 10;
      const u = a - t;
      const wrongU = u * b + (r() < 0.5 ? 2 : -2);
      const m = times(r);
      return {
        problem: `Compute ${a} ${m} ${b}.`,
        answer: `${p}`,
        reference: [`${a} × ${b} = ${p}`],
        skills: ["whole-number-arithmetic"],
        variants: [
          ok("partial", `${a} ${m} ${b} = ${t} ${m} ${b} + ${u} ${m} ${b}`, `= ${t * b} + ${u * b}`, `= ${p}`),
          ok("direct", `${a} ${m} ${b} = ${p}`),
          bad(1, "partial-slip", `${a} ${m} ${b} = ${t} ${m} ${b} + ${u} ${m} ${b}`, `= ${t * b} + ${wrongU}`, `= ${t * b + wrongU}`),
          bad(0, "forgot-units", `${a} ${m} ${b} = ${t} ${m} ${b} + ${u}`, `= ${t * b + u}`),
        ],
      };
    },
    (r) => {
      const b = int(r, 3, 9);
      const q = int(r, 24, 96);
      const a = b * q;
      const wq = q + pick(r, [1, -1, 10]);
      return {
        problem: `Compute ${a} ÷ ${b}.`,
        answer: `${q}`,
        reference: [`${a} ÷ ${b} = ${q}`],
        skills: ["whole-number-arithmetic"],
        variants: [
          ok("direct", `${a} ÷ ${b} = ${q}`),
          ok("check", `${a} / ${b} = ${q}`, `check: ${q} ${times(r)} ${b} = ${a}`),
          bad(0, "slip", `${a} ÷ ${b} = ${wq}`),
        ],
      };
    },
    (r) => {
      // Borrowing across a zero: the classic "subtract the smaller digit" error.
      const a = int(r, 4, 9) * 100 + int(r, 1, 4);
      const b = int(r, 1, 3) * 100 + int(r, 5, 9) * 10 + int(r, 5, 9);
      const d = a - b;
      const digits = (n: number) => String(n).padStart(3, "0").split("").map(Number);
      const [a2, a1, a0] = digits(a);
      const [b2, b1, b0] = digits(b);
      const wrong = (a2 - b2) * 100 + Math.abs(a1 - b1) * 10 + Math.abs(a0 - b0);
      return {
        problem: `Compute ${a} - ${b}.`,
        answer: `${d}`,
        reference: [`${a} - ${b} = ${d}`],
        skills: ["whole-number-arithmetic"],
        variants: [
          ok("direct", `${a} - ${b} = ${d}`),
          ok("count-up", `${b} + ${a - b - (a - b) % 100} = ${b + a - b - ((a - b) % 100)}`, `${b + a - b - ((a - b) % 100)} + ${(a - b) % 100} = ${a}`, `so ${a} - ${b} = ${d}`),
          bad(0, "smaller-from-larger", `${a} - ${b} = ${wrong}`),
        ],
      };
    },
  ],
  "integer-operations": [
    (r) => {
      const a = int(r, 3, 9);
      const b = int(r, a + 2, 15);
      const c = int(r, 2, 8);
      const ans = -a + b + c;
      return {
        problem: `Compute -${a} + ${b} - (-${c}).`,
        answer: `${ans}`,
        reference: [`-${a} + ${b} = ${b - a}`, `${b - a} - (-${c}) = ${b - a} + ${c} = ${ans}`],
        skills: ["integer-operations"],
        variants: [
          ok("two-steps", `-${a} + ${b} = ${b - a}`, `${b - a} - (-${c}) = ${b - a} + ${c}`, `= ${ans}`),
          ok("rewrite", `-${a} + ${b} - (-${c}) = -${a} + ${b} + ${c}`, `= ${ans}`),
          bad(1, "minus-negative", `-${a} + ${b} = ${b - a}`, `${b - a} - (-${c}) = ${b - a} - ${c}`, `= ${b - a - c}`),
          bad(0, "sign-slip", `-${a} + ${b} = -${b - a}`, `-${b - a} + ${c} = ${-(b - a) + c}`),
          bad(0, "rewrite-wrong", `-${a} + ${b} - (-${c}) = -${a} + ${b} - ${c}`, `= ${b - a - c}`),
        ],
      };
    },
    (r) => {
      const a = int(r, 3, 9);
      const b = int(r, 2, 9);
      const c = int(r, 2, 12);
      const ans = a * b - c;
      return {
        problem: `Compute (-${a}) × (-${b}) - ${c}.`,
        answer: `${ans}`,
        reference: [`(-${a}) × (-${b}) = ${a * b}`, `${a * b} - ${c} = ${ans}`],
        skills: ["integer-operations"],
        variants: [
          ok("direct", `(-${a})(-${b}) = ${a * b}`, `${a * b} - ${c} = ${ans}`),
          ok("one-line", `(-${a}) ${timesAlg(r)} (-${b}) - ${c} = ${a * b} - ${c} = ${ans}`),
          bad(0, "neg-times-neg", `(-${a})(-${b}) = -${a * b}`, `-${a * b} - ${c} = ${-a * b - c}`),
        ],
      };
    },
    (r) => {
      const a = int(r, 2, 6);
      const b = int(r, a * a + 1, 40);
      const ans = -(a * a) + b;
      return {
        problem: `Evaluate -${a}^2 + ${b}.`,
        answer: `${ans}`,
        reference: [`${a}^2 = ${a * a}`, `-${a * a} + ${b} = ${ans}`],
        skills: ["integer-operations", "order-of-operations"],
        variants: [
          ok("square-first", `${a}^2 = ${a * a}, so -${a}^2 = -${a * a}`, `-${a * a} + ${b} = ${ans}`),
          ok("continuation", `-${a}^2 + ${b} = -${a * a} + ${b}`, `= ${ans}`),
          bad(0, "neg-squared", `-${a}^2 = ${a * a}`, `${a * a} + ${b} = ${a * a + b}`),
          bad(0, "neg-squared-chain", `-${a}^2 + ${b} = ${a * a} + ${b}`, `= ${a * a + b}`),
        ],
      };
    },
  ],
  "order-of-operations": [
    (r) => {
      const a = int(r, 2, 12);
      const b = int(r, 2, 9);
      const c = int(r, 2, 9);
      const d = int(r, 1, 9);
      const ans = a + b * c - d;
      const m = times(r);
      return {
        problem: `Compute ${a} + ${b} ${m} ${c} - ${d}.`,
        answer: `${ans}`,
        reference: [`${b} × ${c} = ${b * c}`, `${a} + ${b * c} - ${d} = ${ans}`],
        skills: ["order-of-operations"],
        variants: [
          ok("mult-first", `${b} ${m} ${c} = ${b * c}`, `${a} + ${b * c} = ${a + b * c}`, `${a + b * c} - ${d} = ${ans}`),
          ok("continuation", `${a} + ${b} ${m} ${c} - ${d} = ${a} + ${b * c} - ${d}`, `= ${a + b * c} - ${d}`, `= ${ans}`),
          bad(0, "left-to-right", `${a} + ${b} = ${a + b}`, `${a + b} ${m} ${c} = ${(a + b) * c}`, `${(a + b) * c} - ${d} = ${(a + b) * c - d}`),
          bad(0, "left-to-right-chain", `${a} + ${b} ${m} ${c} - ${d} = ${a + b} ${m} ${c} - ${d}`, `= ${(a + b) * c} - ${d}`, `= ${(a + b) * c - d}`),
          bad(2, "slip", `${b} ${m} ${c} = ${b * c}`, `${a} + ${b * c} = ${a + b * c}`, `${a + b * c} - ${d} = ${ans + 1}`),
        ],
      };
    },
    (r) => {
      const c = int(r, 2, 5);
      const q = int(r, 2, 6);
      const b = c * q;
      const a = int(r, b + 3, 40);
      const d = int(r, 1, 9);
      const ans = a - (b / c) + d;
      return {
        problem: `Compute ${a} - ${b} ÷ ${c} + ${d}.`,
        answer: `${ans}`,
        reference: [`${b} ÷ ${c} = ${q}`, `${a} - ${q} + ${d} = ${ans}`],
        skills: ["order-of-operations"],
        variants: [
          ok("div-first", `${b} ÷ ${c} = ${q}`, `${a} - ${q} = ${a - q}`, `${a - q} + ${d} = ${ans}`),
          ok("chain", `${a} - ${b} ÷ ${c} + ${d} = ${a} - ${q} + ${d} = ${ans}`),
          bad(1, "add-before-subtract", `${b} ÷ ${c} = ${q}`, `${q} + ${d} = ${q + d}`, `${a} - ${q + d} = ${a - q - d}`),
          bad(0, "subtract-first", `${a} - ${b} = ${a - b}`, `${a - b} ÷ ${c} = ${dec((a - b) / c)}`, `${dec((a - b) / c)} + ${d} = ${dec((a - b) / c + d)}`),
        ],
      };
    },
    (r) => {
      const a = int(r, 5, 12);
      const b = int(r, 1, a - 3); // a - b >= 3 so that e^c and e*c differ
      const c = pick(r, [2, 3]);
      const k = int(r, 1, 4);
      const e = a - b;
      const p = e ** c;
      const ans = p * k;
      return {
        problem: `Compute ${k} × (${a} - ${b})^${c}.`,
        answer: `${ans}`,
        reference: [`${a} - ${b} = ${e}`, `${e}^${c} = ${p}`, `${k} × ${p} = ${ans}`],
        skills: ["order-of-operations"],
        variants: [
          ok("brackets-first", `${a} - ${b} = ${e}`, `${e}^${c} = ${p}`, `${k} ${times(r)} ${p} = ${ans}`),
          bad(1, "power-as-multiply", `${a} - ${b} = ${e}`, `${e}^${c} = ${e * c}`, `${k} × ${e * c} = ${k * e * c}`),
          bad(0, "multiply-into-power", `${k} × (${a} - ${b})^${c} = (${k * a} - ${k * b})^${c}`, `= ${k * e}^${c}`, `= ${(k * e) ** c}`),
        ].filter((v) => !(k === 1 && v.tag === "multiply-into-power")),
      };
    },
  ],
  "fraction-add-sub": [
    (r) => {
      const pairs = [[3, 4, 1, 6], [2, 3, 1, 4], [1, 6, 3, 8], [2, 5, 1, 3], [5, 6, 1, 4], [1, 4, 2, 3], [3, 10, 1, 4]];
      const [a, b, c, d] = pick(r, pairs);
      const l = (b * d) / gcd(b, d);
      const n = a * (l / b) + c * (l / d);
      const ans = fmtFrac(n, l);
      const f = (x: number, y: number) => frac(r, x, y);
      return {
        problem: `Compute ${frac(r, a, b)} + ${frac(r, c, d)}.`,
        answer: ans,
        reference: [`${a}/${b} = ${a * (l / b)}/${l}`, `${c}/${d} = ${c * (l / d)}/${l}`, `${a * (l / b)}/${l} + ${c * (l / d)}/${l} = ${n}/${l}`, ans === `${n}/${l}` ? `` : `${n}/${l} = ${ans}`].filter(Boolean),
        skills: ["fraction-add-sub"],
        variants: [
          ok("lcd", `The common denominator is ${l}.`, `${f(a, b)} = ${f(a * (l / b), l)} and ${f(c, d)} = ${f(c * (l / d), l)}`, `${f(a * (l / b), l)} + ${f(c * (l / d), l)} = ${f(n, l)}${ans !== `${n}/${l}` ? ` = ${ans}` : ""}`),
          ok("product-denominator", `${f(a, b)} + ${f(c, d)} = ${f(a * d, b * d)} + ${f(c * b, b * d)}`, `= ${f(a * d + c * b, b * d)}`, `= ${ans}`),
          bad(0, "add-across", `${f(a, b)} + ${f(c, d)} = ${f(a + c, b + d)}`, ...(gcd(a + c, b + d) > 1 ? [`= ${fmtFrac(a + c, b + d)}`] : [])),
          bad(1, "numerator-not-scaled", `The common denominator is ${l}.`, `${f(a, b)} = ${f(a, l)} and ${f(c, d)} = ${f(c * (l / d), l)}`, `${f(a, l)} + ${f(c * (l / d), l)} = ${f(a + c * (l / d), l)}`),
        ].filter((v) => !(v.tag === "numerator-not-scaled" && l === b)),
      };
    },
    (r) => {
      const pairs = [[5, 6, 1, 4], [3, 4, 1, 3], [7, 8, 1, 6], [2, 3, 1, 5], [4, 5, 1, 2]];
      const [a, b, c, d] = pick(r, pairs);
      const l = (b * d) / gcd(b, d);
      const n = a * (l / b) - c * (l / d);
      const ans = fmtFrac(n, l);
      return {
        problem: `Compute ${a}/${b} - ${c}/${d}.`,
        answer: ans,
        reference: [`${a}/${b} - ${c}/${d} = ${a * (l / b)}/${l} - ${c * (l / d)}/${l}`, `= ${n}/${l}`],
        skills: ["fraction-add-sub"],
        variants: [
          ok("chain", `${a}/${b} - ${c}/${d} = ${a * (l / b)}/${l} - ${c * (l / d)}/${l}`, `= ${ans}`),
          ok("latex", `\\frac{${a}}{${b}} - \\frac{${c}}{${d}} = \\frac{${a * (l / b)} - ${c * (l / d)}}{${l}}`, `= \\frac{${n}}{${l}}${ans !== `${n}/${l}` ? ` = ${ans}` : ""}`),
          bad(0, "subtract-across", `${a}/${b} - ${c}/${d} = ${a - c}/${b - d}`, ...(gcd(a - c, b - d) > 1 && b - d !== 0 ? [`= ${fmtFrac(a - c, b - d)}`] : [])),
          bad(1, "numerator-slip", `${a}/${b} - ${c}/${d} = ${a * (l / b)}/${l} - ${c * (l / d)}/${l}`, `= ${n + 1}/${l}`),
        ].filter((v) => !(v.tag === "subtract-across" && b - d <= 0)),
      };
    },
  ],
  "fraction-mul-div": [
    (r) => {
      const [a, b, c, d] = pick(r, [[2, 3, 9, 10], [3, 4, 2, 9], [5, 6, 3, 10], [4, 7, 7, 8], [2, 5, 5, 6]]);
      const ans = fmtFrac(a * c, b * d);
      const m = timesAlg(r);
      return {
        problem: `Compute ${a}/${b} × ${c}/${d}.`,
        answer: ans,
        reference: [`${a}/${b} × ${c}/${d} = ${a * c}/${b * d}`, `= ${ans}`],
        skills: ["fraction-mul-div"],
        variants: [
          ok("across", `${a}/${b} ${m} ${c}/${d} = ${a * c}/${b * d}`, `= ${ans}`),
          ok("latex", `\\frac{${a}}{${b}} \\times \\frac{${c}}{${d}} = \\frac{${a} \\times ${c}}{${b} \\times ${d}} = \\frac{${a * c}}{${b * d}}`, `= ${ans}`),
          bad(0, "cross-multiply", `${a}/${b} ${m} ${c}/${d} = ${a * d}/${b * c}`, ...(gcd(a * d, b * c) > 1 ? [`= ${fmtFrac(a * d, b * c)}`] : [])),
          bad(1, "simplify-slip", `${a}/${b} ${m} ${c}/${d} = ${a * c}/${b * d}`, `= ${fmtFrac(a * c + gcd(a * c, b * d), b * d)}`),
        ],
      };
    },
    (r) => {
      const [a, b, c, d] = pick(r, [[3, 4, 2, 5], [2, 3, 4, 7], [5, 8, 3, 4], [1, 2, 3, 5], [4, 9, 2, 3]]);
      const ans = fmtFrac(a * d, b * c);
      return {
        problem: `Compute ${a}/${b} ÷ ${c}/${d}.`,
        answer: ans,
        reference: [`${a}/${b} ÷ ${c}/${d} = ${a}/${b} × ${d}/${c}`, `= ${a * d}/${b * c}`],
        skills: ["fraction-mul-div"],
        variants: [
          ok("reciprocal", `${a}/${b} ÷ ${c}/${d} = ${a}/${b} × ${d}/${c}`, `= ${a * d}/${b * c}${ans !== `${a * d}/${b * c}` ? ` = ${ans}` : ""}`),
          ok("words", `Keep, change, flip: ${a}/${b} × ${d}/${c}`, `${a} × ${d} = ${a * d} and ${b} × ${c} = ${b * c}`, `so the answer is ${ans}`),
          bad(0, "no-flip", `${a}/${b} ÷ ${c}/${d} = ${a}/${b} × ${c}/${d}`, `= ${fmtFrac(a * c, b * d)}`),
          bad(0, "flip-first", `${a}/${b} ÷ ${c}/${d} = ${b}/${a} × ${c}/${d}`, `= ${fmtFrac(b * c, a * d)}`),
          bad(1, "multiply-slip", `${a}/${b} ÷ ${c}/${d} = ${a}/${b} × ${d}/${c}`, `= ${a * d + 1}/${b * c}`),
        ],
      };
    },
  ],
  decimals: [
    (r) => {
      const a = int(r, 11, 89) / 10;
      const b = int(r, 101, 899) / 100;
      const s = Math.round((a + b) * 100) / 100;
      const wrong = Math.round((a * 10 + b * 100)) / 100; // digits lined up on the right
      return {
        problem: `Compute ${a} + ${b}.`,
        answer: dec(s),
        reference: [`${a} + ${b} = ${dec(s)}`],
        skills: ["decimals"],
        variants: [
          ok("direct", `${a} + ${b} = ${dec(s)}`),
          ok("pad", `${a} = ${a.toFixed(2)}`, `${a.toFixed(2)} + ${b} = ${dec(s)}`),
          bad(0, "misaligned", `${a} + ${b} = ${dec(wrong)}`),
        ],
      };
    },
    (r) => {
      const ai = int(r, 2, 9);
      const bi = int(r, 2, 9);
      const [a, b] = [ai / 10, bi / 10];
      const p = Math.round(a * b * 100) / 100;
      const wrong = Math.round(a * b * 1000) / 100;
      return {
        problem: `Compute ${a} × ${b}.`,
        answer: dec(p),
        reference: [`${a} × ${b} = ${dec(p)}`],
        skills: ["decimals"],
        variants: [
          ok("count-places", `${ai} ${times(r)} ${bi} = ${ai * bi}`, `two decimal places, so ${a} × ${b} = ${dec(p)}`),
          ok("direct", `${a} × ${b} = ${dec(p)}`),
          bad(0, "places", `${a} × ${b} = ${dec(wrong)}`),
        ],
      };
    },
    (r) => {
      const b = pick(r, [0.2, 0.4, 0.5, 0.8, 0.6]);
      const q = int(r, 3, 12);
      const a = Math.round(b * q * 10) / 10;
      return {
        problem: `Compute ${a} ÷ ${b}.`,
        answer: `${q}`,
        reference: [`${a} ÷ ${b} = ${a * 10} ÷ ${b * 10} = ${q}`],
        skills: ["decimals"],
        variants: [
          ok("scale", `${a} ÷ ${b} = ${dec(a * 10)} ÷ ${dec(b * 10)}`, `= ${q}`),
          ok("direct", `${a} / ${b} = ${q}`),
          bad(0, "scale-one-side", `${a} ÷ ${b} = ${dec(a * 10)} ÷ ${b}`, `= ${dec(q * 10)}`),
          bad(0, "decimal-point", `${a} ÷ ${b} = ${dec(q / 10)}`),
        ],
      };
    },
  ],
  percentages: [
    (r) => {
      const p = pick(r, [15, 20, 25, 30, 35, 40, 12, 5]);
      const n = pick(r, [40, 60, 80, 120, 200, 160, 240]);
      const ans = (p * n) / 100;
      return {
        problem: `What is ${p}% of ${n}?`,
        answer: dec(ans),
        reference: [`${p}% = ${p / 100}`, `${p / 100} × ${n} = ${dec(ans)}`],
        skills: ["percentages"],
        variants: [
          ok("decimal", `${p}% = ${p / 100}`, `${p / 100} ${times(r)} ${n} = ${dec(ans)}`),
          ok("over-100", `${p}/100 × ${n} = ${p * n}/100`, `= ${dec(ans)}`),
          ok("ten-percent", `10% of ${n} is ${n / 10}`, `${p}% is ${p / 10} times that: ${p / 10} × ${n / 10} = ${dec(ans)}`),
          bad(0, "conversion", `${p}% = ${p / 10}`, `${p / 10} × ${n} = ${dec((p / 10) * n)}`),
          bad(0, "divide-by-percent", `${n} ÷ ${p} = ${dec(Math.round((n / p) * 100) / 100)}`),
        ],
      };
    },
    (r) => {
      const old = pick(r, [40, 50, 80, 20, 60]);
      const pct = pick(r, [25, 10, 20, 50]);
      const nw = old + (old * pct) / 100;
      const diff = nw - old;
      const wrongPct = Math.round((diff / nw) * 10000) / 100;
      return {
        problem: `A price rises from $${old} to $${nw}. What is the percent increase?`,
        answer: `${pct}`,
        reference: [`${nw} - ${old} = ${diff}`, `${diff} / ${old} = ${diff / old}`, `${diff / old} = ${pct}%`],
        skills: ["percentages"],
        variants: [
          ok("change-over-original", `The increase is ${nw} - ${old} = ${diff}.`, `${diff} / ${old} = ${diff / old}`, `That is ${pct}%.`),
          ok("ratio", `${nw} / ${old} = ${nw / old}`, `${nw / old} - 1 = ${dec(nw / old - 1)}, so the increase is ${pct}%`),
          bad(1, "wrong-base", `The increase is ${nw} - ${old} = ${diff}.`, `${diff} / ${nw} = ${dec(Math.round((diff / nw) * 10000) / 10000)}`, `That is ${wrongPct}%.`),
          bad(1, "not-percent", `The increase is ${nw} - ${old} = ${diff}.`, `So the percent increase is ${diff}%.`),
        ],
      };
    },
    (r) => {
      const price = pick(r, [60, 80, 120, 40, 90]);
      const off = pick(r, [25, 10, 20, 30]);
      const disc = (price * off) / 100;
      const sale = price - disc;
      return {
        problem: `A jacket costs $${price}. It is ${off}% off. What is the sale price in dollars?`,
        answer: dec(sale),
        reference: [`${off}% of ${price} = ${dec(disc)}`, `${price} - ${dec(disc)} = ${dec(sale)}`],
        skills: ["percentages"],
        variants: [
          ok("discount-then-subtract", `${off}% of ${price} = ${dec(disc)}`, `${price} - ${dec(disc)} = ${dec(sale)}`, `The sale price is $${dec(sale)}.`),
          ok("remaining-percent", `100% - ${off}% = ${100 - off}%`, `${(100 - off) / 100} × ${price} = ${dec(sale)}`),
          bad(1, "added-discount", `${off}% of ${price} = ${dec(disc)}`, `${price} + ${dec(disc)} = ${dec(price + disc)}`, `The sale price is $${dec(price + disc)}.`),
          bad(1, "stopped-at-discount", `${off}% of ${price} = ${dec(disc)}`, `The sale price is $${dec(disc)}.`),
        ],
      };
    },
  ],
  "combining-like-terms": [
    (r) => {
      const a = int(r, 3, 9);
      const b = int(r, 2, 9);
      const c = int(r, 1, a - 1);
      const d = int(r, 2, 9);
      const ans = lin(a - c, b + d);
      return {
        problem: `Simplify ${a}x + ${b} - ${c}x + ${d}.`,
        answer: ans,
        reference: [`${a}x - ${c}x + ${b} + ${d}`, `= ${ans}`],
        skills: ["combining-like-terms"],
        variants: [
          ok("regroup", `${a}x - ${c}x + ${b} + ${d}`, `= ${ans}`),
          ok("factor", `(${a} - ${c})x + (${b} + ${d})`, tight(r, ans)),
          ok("one-line", `${a}x + ${b} - ${c}x + ${d} = ${ans}`),
          bad(0, "dropped-minus", `${a}x + ${c}x + ${b} + ${d}`, `= ${lin(a + c, b + d)}`),
          bad(1, "combine-unlike", `${a}x - ${c}x + ${b} + ${d}`, `= ${lin(a - c + b + d, 0)}`),
        ],
      };
    },
    (r) => {
      const a = int(r, 2, 7);
      const b = int(r, 2, 6);
      const c = int(r, 1, 5);
      const d = int(r, 1, b - 1 || 1);
      const ans = `${a + c}a + ${b - d}b`.replace(/\b1([ab])/g, "$1");
      return {
        problem: `Simplify ${a}a + ${b}b + ${c}a - ${d}b.`,
        answer: ans,
        reference: [`${a}a + ${c}a = ${a + c}a`, `${b}b - ${d}b = ${b - d}b`, `${ans}`],
        skills: ["combining-like-terms"],
        variants: [
          ok("pairs", `${a}a + ${c}a = ${a + c}a`, `${b}b - ${d}b = ${b - d}b`, ans),
          bad(1, "sign", `${a}a + ${c}a = ${a + c}a`, `${b}b - ${d}b = ${b + d}b`, `${a + c}a + ${b + d}b`),
          bad(0, "multiply-coefficients", `${a}a + ${c}a = ${a * c}a`, `${b}b - ${d}b = ${b - d}b`, `${a * c}a + ${b - d}b`.replace(/\b1([ab])/g, "$1")),
        ].filter((v) => b - d > 0 && (v.tag !== "multiply-coefficients" || a * c !== a + c)),
      };
    },
  ],
  "distributive-property": [
    (r) => {
      const k = int(r, 2, 7);
      const a = int(r, 2, 6);
      const b = int(r, 1, 9);
      const ans = lin(k * a, -k * b);
      return {
        problem: `Expand ${k}(${a}x - ${b}).`,
        answer: ans,
        reference: [`${k} · ${a}x - ${k} · ${b}`, `= ${ans}`],
        skills: ["distributive-property"],
        variants: [
          ok("each-term", `${k} ${timesAlg(r)} ${a}x - ${k} ${timesAlg(r)} ${b}`, `= ${ans}`),
          ok("direct", `${k}(${a}x - ${b}) = ${ans}`),
          bad(0, "first-term-only", `${k}(${a}x - ${b}) = ${lin(k * a, -b)}`),
          bad(1, "product-slip", `${k} ${timesAlg(r)} ${a}x - ${k} ${timesAlg(r)} ${b}`, `= ${lin(k * a, -(k * b + k))}`),
        ],
      };
    },
    (r) => {
      const k = int(r, 2, 6);
      const b = int(r, 1, 9);
      const ans = lin(-k, k * b);
      return {
        problem: `Expand -${k}(x - ${b}).`,
        answer: ans,
        reference: [`-${k} · x + (-${k})(-${b})`, `= ${ans}`],
        skills: ["distributive-property", "integer-operations"],
        variants: [
          ok("signs", `-${k} ${timesAlg(r)} x = -${k}x and -${k} ${timesAlg(r)} (-${b}) = ${k * b}`, `so -${k}(x - ${b}) = ${ans}`),
          ok("reordered", `-${k}(x - ${b}) = ${k * b} - ${k}x`),
          bad(0, "sign-second-term", `-${k}(x - ${b}) = ${lin(-k, -k * b)}`),
        ],
      };
    },
    (r) => {
      const p = int(r, 3, 6);
      const a = int(r, 1, 8);
      const q = int(r, 2, p - 1);
      const b = int(r, 1, 8);
      const ans = lin(p - q, p * a + q * b);
      return {
        problem: `Simplify ${p}(x + ${a}) - ${q}(x - ${b}).`,
        answer: ans,
        reference: [`${p}x + ${p * a} - ${q}x + ${q * b}`, `= ${ans}`],
        skills: ["distributive-property", "combining-like-terms"],
        variants: [
          ok("expand-then-collect", `${p}x + ${p * a} - ${q}x + ${q * b}`, `= ${ans}`),
          ok("chain", `${p}(x + ${a}) - ${q}(x - ${b}) = ${p}x + ${p * a} - ${q}x + ${q * b}`, `= ${p - q}x + ${p * a + q * b}`.replace(/ 1x/, " x").replace(/= 0x \+ /, "= ")),
          bad(0, "minus-not-distributed", `${p}x + ${p * a} - ${q}x - ${q * b}`, `= ${lin(p - q, p * a - q * b)}`),
          bad(1, "collect-slip", `${p}x + ${p * a} - ${q}x + ${q * b}`, `= ${lin(p + q, p * a + q * b)}`),
        ],
      };
    },
  ],
  "linear-one-step": [
    (r) => {
      const a = int(r, 3, 19);
      const x = int(r, -5, 20);
      const b = x + a;
      return {
        problem: `Solve x + ${a} = ${b}.`,
        answer: `x = ${x}`,
        reference: [`x = ${b} - ${a}`, `x = ${x}`],
        skills: ["linear-one-step"],
        variants: [
          ok("subtract", `x = ${b} - ${a}`, `x = ${x}`),
          ok("both-sides", tight(r, `x + ${a} - ${a} = ${b} - ${a}`), `x=${x}`),
          ok("swap", `${b} = x + ${a}`, `${b} - ${a} = x`, `x = ${x}`),
          bad(0, "sign-move", `x = ${b} + ${a}`, `x = ${b + a}`),
          bad(1, "slip", `x = ${b} - ${a}`, `x = ${x + pick(r, [1, -1, 10])}`),
        ],
      };
    },
    (r) => {
      const a = int(r, 2, 12);
      const x = int(r, 2, 15);
      const b = a * x;
      return {
        problem: `Solve ${a}x = ${b}.`,
        answer: `x = ${x}`,
        reference: [`x = ${b} / ${a}`, `x = ${x}`],
        skills: ["linear-one-step"],
        variants: [
          ok("divide", `x = ${b}/${a}`, `x = ${x}`),
          ok("latex", `\\frac{${a}x}{${a}} = \\frac{${b}}{${a}}`, `x = ${x}`),
          bad(0, "subtract-coefficient", `x = ${b} - ${a}`, `x = ${b - a}`),
          bad(0, "multiply", `x = ${b} × ${a}`, `x = ${b * a}`),
        ],
      };
    },
    (r) => {
      const a = int(r, 2, 9);
      const q = int(r, 2, 9);
      const x = a * q;
      return {
        problem: `Solve x/${a} = ${q}.`,
        answer: `x = ${x}`,
        reference: [`x = ${q} × ${a}`, `x = ${x}`],
        skills: ["linear-one-step"],
        variants: [
          ok("multiply", `x = ${q} ${timesAlg(r)} ${a}`, `x = ${x}`),
          ok("latex", `\\frac{x}{${a}} \\cdot ${a} = ${q} \\cdot ${a}`, `x = ${x}`),
          bad(0, "divide", `x = ${q}/${a}`, ...(gcd(q, a) > 1 ? [`x = ${fmtFrac(q, a)}`] : [])),
        ],
      };
    },
  ],
  "linear-two-step": [
    (r) => {
      const a = int(r, 2, 9);
      const x = int(r, 1, 12);
      const b = int(r, 1, 15);
      const c = a * x + b;
      const eq = tight(r, `${a}x + ${b} = ${c}`);
      return {
        problem: `Solve ${a}x + ${b} = ${c}.`,
        answer: `x = ${x}`,
        reference: [`${a}x = ${c} - ${b}`, `${a}x = ${c - b}`, `x = ${x}`],
        skills: ["linear-two-step"],
        variants: [
          ok("standard", eq, `${a}x = ${c - b}`, `x = ${x}`),
          ok("words", `Subtract ${b} from both sides: ${a}x = ${c - b}`, `Divide both sides by ${a}: x = ${x}`),
          ok("fraction", `${a}x = ${c} - ${b}`, `x = \\frac{${c - b}}{${a}}`, `x = ${x}`),
          ok("divide-first", `x + ${fmtFrac(b, a)} = ${fmtFrac(c, a)}`, `x = ${fmtFrac(c, a)} - ${fmtFrac(b, a)}`, `x = ${x}`),
          ok("check", `${a}x = ${c - b}`, `x = ${x}`, `Check: ${a}(${x}) + ${b} = ${c} ✓`),
          bad(1, "sign-move", eq, `${a}x = ${c + b}`, `x = ${fmtFrac(c + b, a)}`),
          bad(1, "one-side-only", eq, `${a}x + ${b} - ${b} = ${c}`, `${a}x = ${c}`, `x = ${fmtFrac(c, a)}`),
          bad(1, "multiply-instead", `${a}x = ${c - b}`, `x = ${(c - b) * a}`),
          bad(1, "subtract-coefficient", `${a}x = ${c - b}`, `x = ${c - b - a}`),
        ].filter((v) => !(v.tag === "subtract-coefficient" && c - b - a === x)),
      };
    },
    (r) => {
      const a = int(r, 2, 6);
      const x = int(r, 1, 9);
      const b = int(r, 3, 20);
      const c = -a * x + b;
      return {
        problem: `Solve -${a}x + ${b} = ${c}.`,
        answer: `x = ${x}`,
        reference: [`-${a}x = ${c - b}`, `x = ${x}`],
        skills: ["linear-two-step", "integer-operations"],
        variants: [
          ok("standard", `-${a}x = ${c} - ${b}`, `-${a}x = ${c - b}`, `x = ${x}`),
          ok("move-x", `${b} = ${c} + ${a}x`, `${b - c} = ${a}x`, `x = ${x}`),
          bad(2, "dropped-negative", `-${a}x = ${c} - ${b}`, `-${a}x = ${c - b}`, `x = ${-x}`),
          bad(0, "sign-move", `-${a}x = ${c} + ${b}`, `x = ${fmtFrac(-(c + b), a)}`),
        ],
      };
    },
    (r) => {
      const k = int(r, 2, 6);
      const h = int(r, 1, 9);
      const x = int(r, h + 1, h + 9);
      const c = k * (x - h);
      return {
        problem: `Solve ${k}(x - ${h}) = ${c}.`,
        answer: `x = ${x}`,
        reference: [`${k}x - ${k * h} = ${c}`, `${k}x = ${c + k * h}`, `x = ${x}`],
        skills: ["linear-two-step", "distributive-property"],
        variants: [
          ok("expand", `${k}x - ${k * h} = ${c}`, `${k}x = ${c + k * h}`, `x = ${x}`),
          ok("divide-first", `x - ${h} = ${x - h}`, `x = ${x}`),
          ok("divide-first-words", `Divide both sides by ${k}: x - ${h} = ${c}/${k}`, `x - ${h} = ${x - h}`, `x = ${x - h} + ${h} = ${x}`),
          bad(0, "distribution", `${k}x - ${h} = ${c}`, `${k}x = ${c + h}`, `x = ${fmtFrac(c + h, k)}`),
          bad(1, "divide-one-term", `Divide both sides by ${k}:`, `x - ${h} = ${c}`, `x = ${c + h}`),
        ],
      };
    },
  ],
  "linear-both-sides": [
    (r) => {
      const a = int(r, 4, 9);
      const c = int(r, 1, a - 1);
      const x = int(r, 1, 10);
      const b = int(r, 1, 12);
      const d = (a - c) * x - b;
      const rhs = d >= 0 ? `${c}x + ${d}` : `${c}x - ${-d}`;
      const lhs = `${a}x - ${b}`;
      return {
        problem: `Solve ${lhs} = ${rhs}.`.replace(/\b1x/g, "x"),
        answer: `x = ${x}`,
        reference: [`${a - c}x - ${b} = ${d}`, `${a - c}x = ${d + b}`, `x = ${x}`],
        skills: ["linear-both-sides"],
        variants: [
          ok("x-left", `${a}x - ${c}x - ${b} = ${d}`, `${a - c}x = ${d + b}`, `x = ${x}`),
          ok("collect", `${a}x - ${c}x = ${d} + ${b}`, `${a - c}x = ${d + b}`, `x = ${x}`),
          ok("x-right", `-${b} - ${d} = ${c}x - ${a}x`, `${-b - d} = ${c - a}x`, `x = ${x}`),
          bad(0, "add-instead", `${a + c}x - ${b} = ${d}`, `${a + c}x = ${d + b}`, `x = ${fmtFrac(d + b, a + c)}`),
          bad(0, "constant-sign", `${a}x - ${c}x = ${d} - ${b}`, `${a - c}x = ${d - b}`, `x = ${fmtFrac(d - b, a - c)}`),
          bad(1, "one-side", `${a}x - ${c}x - ${b} = ${d}`, `${a - c}x = ${d}`, `x = ${fmtFrac(d, a - c)}`),
        ],
      };
    },
  ],
  "quadratic-factoring": [
    (r) => {
      let p = int(r, -7, 7);
      let q = int(r, -7, 7);
      if (p === 0) p = 2;
      while (q === 0 || q === p || q === -p) q = q + 1;
      const s = -(p + q);
      const pr = p * q;
      const poly = `x^2 ${s < 0 ? "-" : "+"} ${Math.abs(s)}x ${pr < 0 ? "-" : "+"} ${Math.abs(pr)} = 0`.replace(/ [+-] 1x/, (m) => m.replace("1x", "x")).replace(/ \+ 0x/, "");
      const f = (k: number) => `(x ${k > 0 ? "-" : "+"} ${Math.abs(k)})`;
      const [lo, hi] = p < q ? [p, q] : [q, p];
      return {
        problem: `Solve ${poly}.`,
        answer: `x = ${lo} or x = ${hi}`,
        reference: [`${f(p)}${f(q)} = 0`, `x = ${p} or x = ${q}`],
        skills: ["quadratic-factoring"],
        variants: [
          ok("standard", `${f(p)}${f(q)} = 0`, `${f(p).slice(1, -1)} = 0 or ${f(q).slice(1, -1)} = 0`, `x = ${p} or x = ${q}`),
          ok("separate-lines", `${f(p)}${f(q)} = 0`, `${f(p).slice(1, -1)} = 0, so x = ${p}`, `${f(q).slice(1, -1)} = 0, so x = ${q}`),
          ok("comma", tight(r, `${f(q)}${f(p)}=0`), `x = ${q}, x = ${p}`),
          bad(1, "root-signs", `${f(p)}${f(q)} = 0`, `x = ${-p} or x = ${-q}`),
          bad(0, "factor-signs", `${f(-p)}${f(-q)} = 0`, `x = ${-p} or x = ${-q}`),
          bad(2, "one-root", `${f(p)}${f(q)} = 0`, `${f(p).slice(1, -1)} = 0`, `x = ${p}`),
        ],
      };
    },
    (r) => {
      const k = int(r, 2, 9);
      return {
        problem: `Solve x^2 - ${k}x = 0.`,
        answer: `x = 0 or x = ${k}`,
        reference: [`x(x - ${k}) = 0`, `x = 0 or x = ${k}`],
        skills: ["quadratic-factoring"],
        variants: [
          ok("common-factor", `x(x - ${k}) = 0`, `x = 0 or x - ${k} = 0`, `x = 0 or x = ${k}`),
          bad(1, "divide-by-x", `x^2 = ${k}x`, `x = ${k}`),
          bad(0, "wrong-factor", `x(x - ${k}) = x`, `x - ${k} = 1`, `x = ${k + 1}`),
        ],
      };
    },
    (r) => {
      const k = int(r, 2, 9);
      return {
        problem: `Solve x^2 - ${k * k} = 0.`,
        answer: `x = ${-k} or x = ${k}`,
        reference: [`(x - ${k})(x + ${k}) = 0`, `x = ${k} or x = ${-k}`],
        skills: ["quadratic-factoring"],
        variants: [
          ok("difference-of-squares", `(x - ${k})(x + ${k}) = 0`, `x = ${k} or x = -${k}`),
          ok("square-root", `x^2 = ${k * k}`, `x = ±${k}`.replace(`±${k}`, `${k} or x = -${k}`)),
          bad(1, "positive-root-only", `x^2 = ${k * k}`, `x = ${k}`),
          bad(0, "wrong-factoring", `(x - ${k})(x - ${k}) = 0`, `x = ${k}`),
        ],
      };
    },
  ],
  "word-problems": [
    (r) => {
      const boxes = int(r, 3, 9);
      const per = int(r, 6, 24);
      const give = int(r, 2, boxes + per - 1);
      const total = boxes * per;
      const left = total - give;
      const name = pick(r, ["Sam", "Priya", "Leo", "Ana", "Tom"]);
      const item = pick(r, ["pencils", "stickers", "cookies", "cards"]);
      return {
        problem: `${name} has ${boxes} boxes with ${per} ${item} in each box. ${name} gives away ${give} ${item}. How many ${item} are left?`,
        answer: `${left}`,
        reference: [`${boxes} × ${per} = ${total} ${item} in all.`, `${total} - ${give} = ${left} ${item} are left.`],
        skills: ["word-problems"],
        variants: [
          ok("standard", `${boxes} ${times(r)} ${per} = ${total}`, `${total} - ${give} = ${left}`, `${left} ${item} are left`),
          ok("sentences", `In all there are ${boxes} × ${per} = ${total} ${item}.`, `After giving ${give} away, ${total} - ${give} = ${left}.`),
          bad(0, "add-instead", `${boxes} + ${per} = ${boxes + per} ${item}`, `${boxes + per} - ${give} = ${boxes + per - give}`, `There are ${boxes + per - give} left.`),
          bad(1, "slip", `${boxes} × ${per} = ${total}`, `${total} - ${give} = ${left + 10}`, `${left + 10} ${item} are left`),
          bad(1, "forgot-step", `${boxes} × ${per} = ${total}`, `${total} ${item} are left`),
        ],
      };
    },
    (r) => {
      const price = int(r, 3, 12);
      const qty = int(r, 2, 8);
      const paid = Math.ceil((price * qty + 1) / 10) * 10 + pick(r, [0, 10]);
      const cost = price * qty;
      const change = paid - cost;
      return {
        problem: `Notebooks cost $${price} each. Maya buys ${qty} notebooks and pays with $${paid}. How much change does she get?`,
        answer: `${change}`,
        reference: [`${qty} × ${price} = ${cost}`, `${paid} - ${cost} = ${change}`],
        skills: ["word-problems"],
        variants: [
          ok("standard", `${qty} notebooks cost ${qty} × $${price} = $${cost}.`, `Change: $${paid} - $${cost} = $${change}.`),
          ok("per-item-subtract", `Cost: ${price} ${times(r)} ${qty} = ${cost}`, `${paid} - ${cost} = ${change}`, `She gets $${change} back.`),
          bad(0, "add-instead", `${qty} + ${price} = ${qty + price}`, `${paid} - ${qty + price} = ${paid - qty - price}`),
          bad(1, "wrong-subtraction", `${qty} × ${price} = ${cost}`, `${paid} + ${cost} = ${paid + cost}`),
        ],
      };
    },
    (r) => {
      const speed = int(r, 30, 70);
      const hours = int(r, 2, 5);
      const minutes = pick(r, [30, 15, 45]);
      const dist = speed * hours + (speed * minutes) / 60;
      return {
        problem: `A car travels at ${speed} km per hour for ${hours} hours and ${minutes} minutes. How many kilometres does it travel?`,
        answer: dec(dist),
        reference: [`${minutes} minutes = ${minutes / 60} hours`, `${hours} + ${minutes / 60} = ${hours + minutes / 60} hours`, `${speed} × ${hours + minutes / 60} = ${dec(dist)} km`],
        skills: ["word-problems"],
        variants: [
          ok("hours", `${minutes} minutes is ${minutes / 60} of an hour`, `total time ${hours + minutes / 60} hours`, `${speed} × ${hours + minutes / 60} = ${dec(dist)} km`),
          ok("split", `${speed} × ${hours} = ${speed * hours}`, `in ${minutes} min it goes ${speed} × ${minutes}/60 = ${dec((speed * minutes) / 60)}`, `${speed * hours} + ${dec((speed * minutes) / 60)} = ${dec(dist)} km`),
          bad(0, "minutes-as-decimal", `${hours} hours ${minutes} minutes = ${hours}.${minutes} hours`, `${speed} × ${hours}.${minutes} = ${dec(speed * parseFloat(`${hours}.${minutes}`))} km`),
          bad(1, "ignored-minutes", `${speed} × ${hours} = ${speed * hours}`, `It travels ${speed * hours} km.`),
        ],
      };
    },
  ],
};
