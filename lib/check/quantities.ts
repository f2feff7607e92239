// Number and arithmetic-claim extraction from free-text solution steps.
// Students and LLMs write `48/2 = 24`, `\$12 \times 5 = \$60`, `3 hours * 60 = 180 minutes`;
// this turns such text into claims (lhs value vs claimed result) and stated numbers.
import { normalizeSurface } from "../math/normalize";
import { FRACTION_WORDS, NUMBER_WORDS } from "../math/number-words";
import { add, div, frac, fromLiteral, mul, neg, pow, sub, toNumber, type Val } from "../math/rational";


/**
 * Plain arithmetic text for the quantity reader: lib/math's surface layer (step labels, LaTeX,
 * unicode) and then what quantities need on top: money and thousands separators, written
 * fractions as one quantity, prose operators. Percent signs stay ("25%" is one quantity).
 */
export function normalizeMathText(input: string): string {
  let s = normalizeSurface(input);
  s = s.replace(/(\d),(\d{3})(?!\d)/g, "$1$2").replace(/(\d),(\d{3})(?!\d)/g, "$1$2");
  // "3/4 ÷ 2/5" means (3/4) ÷ (2/5): a written fraction binds tighter than the operators around it.
  s = s.replace(/(?<![\w.)^/])(\d+)\/(\d+)(?![\w.(^/])/g, "($1/$2)");
  s = s.replace(/\$/g, "");
  // "0.2 x 50" is multiplication in prose; only between numbers so the variable x survives in algebra.
  s = s.replace(/(\d)\s+x\s+(?=[\d(])/g, "$1 * ").replace(/(\d)x(?=\d)/g, "$1 * ");
  s = s.replace(/(\d%?)\s+(?:times|multiplied by)\s+(?=[\d(])/gi, "$1 * ");
  s = s.replace(/(\d)\s+divided by\s+(?=[\d(])/gi, "$1 / ");
  s = s.replace(/(\d)\s+plus\s+(?=[\d(])/gi, "$1 + ");
  s = s.replace(/(\d)\s+minus\s+(?=[\d(])/gi, "$1 - ");
  s = s.replace(/(\d%)\s+of\s+(?=[\d(])/gi, "$1 * ");
  s = s.replace(/\s+/g, " ");
  return s.trim();
}

type Tok =
  | { k: "num"; v: number; pct: boolean; raw: string }
  | { k: "op"; v: "+" | "-" | "*" | "/" | "^" }
  | { k: "lp" }
  | { k: "rp" }
  | { k: "eq" }
  | { k: "word"; v: string; glued?: boolean }
  | { k: "sep" };

function tokenize(s: string): Tok[] {
  const out: Tok[] = [];
  const re = /(\d+(?:\.\d+)?|\.\d+)(\s*%)?|([+\-*/^])|(\()|(\))|(=)|([A-Za-z][A-Za-z']*)|(\S)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(s))) {
    if (m[1] !== undefined) out.push({ k: "num", v: parseFloat(m[1]), pct: Boolean(m[2]), raw: m[1] });
    else if (m[3]) out.push({ k: "op", v: m[3] as "+" });
    else if (m[4]) out.push({ k: "lp" });
    else if (m[5]) out.push({ k: "rp" });
    else if (m[6]) out.push({ k: "eq" });
    else if (m[7]) out.push({ k: "word", v: m[7], glued: m.index > 0 && /\d/.test(s[m.index - 1]) });
    else out.push({ k: "sep" });
  }
  return out;
}

/** A parsed arithmetic expression: its value, the numbers it uses and its outermost operator. */
export interface ArithExpr {
  value: number;
  leaves: number[];
  op?: string;
  text: string;
}

function tokText(t: Tok): string {
  switch (t.k) {
    case "num": return `${t.v}${t.pct ? "%" : ""}`;
    case "op": return t.v;
    case "lp": return "(";
    case "rp": return ")";
    default: return "";
  }
}

/**
 * Recursive-descent reading of + - * / ^ ( ) % with implicit multiplication; null when malformed.
 * The arithmetic is lib/math's exact rational arithmetic (no float evaluator of its own): a value
 * too big to hold exactly is null, so no claim is made about it (the exact checker bounds it).
 */
export function evalArith(toks: Tok[]): ArithExpr | null {
  let i = 0;
  const leaves: number[] = [];
  let topOp: string | undefined;
  let depth = 0;
  const peek = () => toks[i];
  function primary(): Val | null {
    const t = peek();
    if (!t) return null;
    if (t.k === "num") {
      i++;
      leaves.push(t.pct ? t.v / 100 : t.v);
      const v = fromLiteral(t.raw.startsWith(".") ? `0${t.raw}` : t.raw);
      return v === null ? null : t.pct ? div(v, frac(100)) : v;
    }
    if (t.k === "lp") {
      i++;
      depth++;
      const v = sum();
      depth--;
      if (v === null || peek()?.k !== "rp") return null;
      i++;
      return v;
    }
    if (t.k === "op" && (t.v === "-" || t.v === "+")) {
      i++;
      const n = leaves.length;
      const v = power();
      // Keep "-3" as the operand -3 so signed quantities can be matched.
      if (t.v === "-" && leaves.length === n + 1) leaves[n] = -leaves[n];
      return v === null ? null : t.v === "-" ? neg(v) : v;
    }
    return null;
  }
  function power(): Val | null {
    const b = primary();
    if (b === null) return null;
    const t = peek();
    if (t && t.k === "op" && t.v === "^") {
      i++;
      const e = power();
      if (e === null) return null;
      if (depth === 0) topOp ??= "^";
      return pow(b, e);
    }
    return b;
  }
  function product(): Val | null {
    let v = power();
    if (v === null) return null;
    for (;;) {
      const t = peek();
      if (t && t.k === "op" && (t.v === "*" || t.v === "/")) {
        i++;
        const r = power();
        if (r === null) return null;
        if (depth === 0 && (topOp === undefined || topOp === "^")) topOp = t.v;
        v = t.v === "*" ? mul(v, r) : div(v, r);
      } else if (t && t.k === "lp") {
        const r = power();
        if (r === null) return null;
        if (depth === 0 && (topOp === undefined || topOp === "^")) topOp = "*";
        v = mul(v, r);
      } else return v;
      if (v === null) return null;
    }
  }
  function sum(): Val | null {
    let v = product();
    if (v === null) return null;
    for (;;) {
      const t = peek();
      if (t && t.k === "op" && (t.v === "+" || t.v === "-")) {
        i++;
        const r = product();
        if (r === null) return null;
        if (depth === 0) topOp = t.v;
        v = t.v === "+" ? add(v, r) : sub(v, r);
        if (v === null) return null;
      } else return v;
    }
  }
  const exact = sum();
  if (exact === null || i !== toks.length) return null;
  const value = toNumber(exact);
  if (!Number.isFinite(value)) return null;
  return { value, leaves, op: topOp, text: toks.map(tokText).join(" ") };
}

/** `lhs = rhs` where lhs is a computation (has an operator) and rhs the stated result. */
export interface ArithClaim {
  lhs: ArithExpr;
  rhs: ArithExpr;
  /** The claimed result: the value of the right-hand side. */
  result: number;
  holds: boolean;
}

export interface StepQuantities {
  claims: ArithClaim[];
  /** Every number written in the step (percentages as written, e.g. 25 for 25%). */
  numbers: number[];
  /** Numbers that the step states as results or facts, excluding claim operands. */
  stated: number[];
}

const UNIT_FOLLOWERS = new Set(["eq", "op", "rp"]);

/** Splits a step into math runs: units between a number and an operator are dropped. */
interface Run {
  toks: Tok[];
  /** Touches a variable or starts/ends on an operator: some operand is a word, so no claim. */
  partial: boolean;
}

/** A single letter is a variable, except the words "a" and "I" unless glued to a number ("5A"). */
const isVariableWord = (t: { v: string; glued?: boolean }) => /^[A-Za-z]$/.test(t.v) && (!/^[aAI]$/.test(t.v) || t.glued === true);

function mathRuns(text: string): Run[] {
  const norm = normalizeMathText(text)
    .replace(/\b[A-Za-z]+\/[A-Za-z]+\b/g, " ")
    .replace(/\bper [A-Za-z]+\b/gi, " ")
    .replace(/(\d)\s*\/\s*[A-Za-z]{2,}\b/g, "$1"); // "$0.5/egg": a rate unit, not a division
  const toks = tokenize(norm);
  // Drop unit words: "3 hours * 60 minutes = 180" -> "3 * 60 = 180".
  const kept: Tok[] = [];
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i];
    if (t.k === "word" && isVariableWord(t)) {
      kept.push({ k: "word", v: t.v });
      continue;
    }
    if (t.k === "word") {
      let j = i;
      while (j < toks.length && toks[j].k === "word") j++;
      const prev = kept[kept.length - 1];
      const next = toks[j];
      const prevMath = prev && (prev.k === "num" || prev.k === "rp");
      if (prevMath && next && UNIT_FOLLOWERS.has(next.k) && j - i <= 2) {
        i = j - 1;
        continue;
      }
      kept.push({ k: "sep" });
      i = j - 1;
      continue;
    }
    kept.push(t);
  }
  const runs: Run[] = [];
  let cur: Tok[] = [];
  let afterVar = false;
  const close = (beforeVar: boolean) => {
    if (!cur.length) return;
    const first = cur[0];
    const last = cur[cur.length - 1];
    const dangling = (first.k === "op" && first.v !== "-") || last.k === "op";
    runs.push({ toks: cur, partial: afterVar || beforeVar || dangling });
    cur = [];
  };
  for (const t of kept) {
    if (t.k === "word") {
      close(true);
      afterVar = true;
    } else if (t.k === "sep") {
      close(false);
      afterVar = false;
    } else cur.push(t);
  }
  close(false);
  return runs;
}

function sameNumber(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
}

/** A claimed result holds if exact, or if it is the true value rounded to the decimals written. */
export function resultMatches(trueValue: number, claimed: number, claimedText?: string): boolean {
  if (sameNumber(trueValue, claimed)) return true;
  const dec = claimedText?.match(/\.(\d+)/)?.[1].length ?? 0;
  if (dec >= 1) return Math.abs(trueValue - claimed) <= 0.5 * 10 ** -dec + 1e-9;
  return false;
}

function trimRun(run: Tok[]): Tok[] {
  let a = 0;
  let b = run.length;
  while (a < b) {
    const t = run[a];
    if (t.k === "eq" || t.k === "rp" || (t.k === "op" && t.v !== "-")) a++;
    else break;
  }
  while (b > a && (run[b - 1].k === "op" || run[b - 1].k === "eq" || run[b - 1].k === "lp")) b--;
  return run.slice(a, b);
}

export function extractStepQuantities(text: string): StepQuantities {
  const claims: ArithClaim[] = [];
  const numbers: number[] = [];
  const operandSet: number[] = [];
  const stated: number[] = [];
  for (const { toks: raw, partial } of mathRuns(text)) {
    for (const t of raw) if (t.k === "num") numbers.push(t.v);
    if (partial) continue;
    const run = trimRun(raw);
    const sides: Tok[][] = [[]];
    for (const t of run) {
      if (t.k === "eq") sides.push([]);
      else sides[sides.length - 1].push(t);
    }
    const parsed = sides.map((s) => (s.length ? evalArith(s) : null));
    // A leading minus is a sign, not a computation.
    const hasOp = (s: Tok[]) => s.some((t, j) => t.k === "op" && !(j === 0 && t.v === "-"));
    for (let i = 1; i < sides.length; i++) {
      const l = parsed[i - 1];
      const r = parsed[i];
      if (!l || !r) continue;
      const lOp = hasOp(sides[i - 1]);
      const rOp = hasOp(sides[i]);
      const lone = (s: Tok[]) => (s.length === 1 && s[0].k === "num" ? s[0] : null);
      const lp = lone(sides[i - 1]);
      const rp = lone(sides[i]);
      if (lp && rp && lp.pct !== rp.pct) {
        // "30% = 0.3" is a conversion claim that can be checked.
        const pct = lp.pct ? lp : rp;
        const other = lp.pct ? rp : lp;
        claims.push({ lhs: lp.pct ? l : r, rhs: lp.pct ? r : l, result: other.v, holds: sameNumber(pct.v / 100, other.v) });
        continue;
      }
      if (!lOp && !rOp) continue; // "2 hours = 120 minutes": a conversion, not a computation
      const rText = sides[i].map(tokText).join("");
      // "30% = 3 × 6 = 18": a lone percentage on the left is a label, not a computation.
      if (!lOp && sides[i - 1].length === 1 && sides[i - 1][0].k === "num" && (sides[i - 1][0] as { pct: boolean }).pct) continue;
      if (lOp && !rOp) {
        // "(75/100)*100 = 75%": a percentage result may be written as the number of percent.
        const pct = rp?.pct ? rp.v : null;
        const holds = resultMatches(l.value, r.value, rText) || (pct !== null && resultMatches(l.value, pct, rText));
        const result = pct !== null && resultMatches(l.value, pct, rText) ? pct : r.value;
        claims.push({ lhs: l, rhs: r, result, holds });
        operandSet.push(...l.leaves);
        continue;
      }
      // Chain abuse "48/2 = 24 + 48 = 72": the new side starts from the previous result.
      if (rOp && i + 1 < sides.length && r.leaves.length && sameNumber(r.leaves[0], l.value)) continue;
      const holds = resultMatches(l.value, r.value, rText) || resultMatches(r.value, l.value);
      claims.push({ lhs: l, rhs: r, result: r.value, holds });
      operandSet.push(...l.leaves);
    }
    if (sides.length === 1 && parsed[0] && parsed[0].leaves.length === 1) stated.push(parsed[0].value);
    else if (sides.length > 1) {
      const last = parsed[parsed.length - 1];
      if (last && last.leaves.length === 1) stated.push(last.value);
    }
  }
  for (const w of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    if (w in NUMBER_WORDS) numbers.push(NUMBER_WORDS[w]);
  }
  return { claims, numbers, stated: stated.filter((v) => !operandSet.some((o) => sameNumber(o, v))) };
}

/** Every number a text mentions, including number words and percent forms (25% -> 25 and 0.25). */
export function mentionedNumbers(text: string): number[] {
  const out: number[] = [];
  for (const { toks: raw } of mathRuns(text)) {
    for (const t of raw) {
      if (t.k !== "num") continue;
      out.push(t.v);
      if (t.pct) out.push(t.v / 100);
    }
  }
  for (const w of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    if (w in NUMBER_WORDS) {
      out.push(NUMBER_WORDS[w]);
      if (w in FRACTION_WORDS) out.push(FRACTION_WORDS[w]);
    }
  }
  const frac = normalizeMathText(text).match(/\d+\s*\/\s*\d+/g) ?? [];
  for (const f of frac) {
    const [a, b] = f.split("/").map((x) => parseFloat(x));
    if (b) out.push(a / b);
  }
  return out;
}

/** A set of numbers with tolerant membership (rounded money, 1/3 as 0.33). */
export class NumberSet {
  private readonly values: number[] = [];
  constructor(init: Iterable<number> = []) {
    for (const v of init) this.add(v);
  }
  add(v: number): void {
    if (Number.isFinite(v) && !this.has(v)) this.values.push(v);
  }
  has(v: number): boolean {
    return this.values.some((x) => sameNumber(x, v) || (Math.abs(x) >= 0.01 && Math.abs(x - v) < 0.005 + 1e-9 && !Number.isInteger(x)));
  }
  list(): readonly number[] {
    return this.values;
  }
}

/** Parses the final answer from an answer string such as "72", "$1,200", "18.5%", "3/4". */
export function parseNumericAnswer(answer: string): number | null {
  const s = normalizeMathText(answer).replace(/[A-Za-z%\s]+$/g, "").replace(/^[A-Za-z\s:=]+/, "").trim();
  const toks = tokenize(s);
  if (!toks.length || toks.some((t) => t.k === "word" || t.k === "eq" || t.k === "sep")) return null;
  const e = evalArith(toks);
  return e ? e.value : null;
}

export { sameNumber };
