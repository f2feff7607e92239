// Builds models/dev/llm-dev.json: GSM8K-TRAIN problems with solutions written the way LLMs
// write them (paragraph steps, connectives, LaTeX, restatements, "The answer is N."), about
// half correct and half with one injected error whose consequences are carried forward.
// Run: npx tsx models/dev/build-llm-dev.ts
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { evaluate } from "mathjs";
import { parseDataset } from "../../lib/eval/dataset";
import { mulberry32, pick, type Rng } from "./student-templates";

const TRAIN = "/work/shared/data/gsm8k/train.jsonl";
const TARGET = 100;

interface Line {
  /** Text before the visible computation and after its result. */
  pre: string;
  post: string;
  /** Annotated computation ("48/2"), its result and whether it is money. */
  expr?: string;
  result?: number;
  money: boolean;
}

interface Parsed {
  question: string;
  lines: Line[];
  answer: number;
  reference: string[];
}

const NUM = /\d+(?:\.\d+)?/g;

function fmtNum(x: number): string {
  const r = Math.round(x * 100) / 100;
  return String(r);
}

function visibleExprRegex(expr: string): RegExp | null {
  const parts = expr.match(/\d+(?:\.\d+)?|[-+*/()]/g);
  if (!parts || parts.join("") !== expr.replace(/\s+/g, "")) return null;
  const esc = parts.map((p) => {
    if (/\d/.test(p)) return `\\$?${p.replace(".", "\\.")}`;
    if (p === "*") return `\\s*(?:\\*|x|×|X)\\s*`;
    if (p === "/") return `\\s*(?:/|÷)\\s*`;
    if (p === "(" || p === ")") return `\\s*\\${p}\\s*`;
    return `\\s*\\${p}\\s*`;
  });
  return new RegExp(`${esc.join("")}\\s*=\\s*(\\$?)<<[^>]*>>`);
}

export function parseTrain(question: string, answer: string): Parsed | null {
  const raw = answer.split("\n").map((l) => l.trim()).filter(Boolean);
  const last = raw.pop();
  const m = last?.match(/^####\s*(-?[\d,]*\.?\d+)$/);
  if (!m) return null;
  const final = Number(m[1].replace(/,/g, ""));
  const lines: Line[] = [];
  for (const l of raw) {
    const anns = [...l.matchAll(/<<([^=>]+)=([^>]+)>>/g)];
    if (anns.length === 0) {
      lines.push({ pre: l, post: "", money: false });
      continue;
    }
    if (anns.length > 1) return null;
    const [full, expr, res] = anns[0];
    const re = visibleExprRegex(expr);
    if (!re) return null;
    const vm = l.match(re);
    if (!vm || vm.index === undefined) return null;
    const afterAnn = l.slice(l.indexOf(full) + full.length);
    const resText = afterAnn.match(/^-?[\d,]*\.?\d+/)?.[0];
    if (!resText || Number(resText.replace(/,/g, "")) !== Number(res)) return null;
    let value: number;
    try {
      value = Number(evaluate(expr));
    } catch {
      return null;
    }
    if (Math.abs(value - Number(res)) > 1e-6) return null;
    lines.push({
      pre: l.slice(0, vm.index),
      post: afterAnn.slice(resText.length),
      expr,
      result: value,
      money: Boolean(vm[1]) || vm[0].includes("$"),
    });
  }
  const computed = lines.filter((l) => l.expr);
  if (computed.length < 2 || computed.length > 6 || lines.length > 7) return null;
  if (Math.abs(computed[computed.length - 1].result! - final) > 1e-6) return null;
  const reference = raw.map((l) => l.replace(/<<[^>]*>>/g, "")).concat(`#### ${m[1]}`);
  return { question, lines, answer: final, reference };
}

type Style = "plain" | "latex" | "unicode";

function renderExpr(expr: string, result: number, money: boolean, style: Style, mulWord: string): string {
  const dollar = money ? (style === "latex" ? "\\$" : "$") : "";
  const parts = expr.match(/\d+(?:\.\d+)?|[-+*/()]/g)!;
  const body = parts
    .map((p, i) => {
      if (/\d/.test(p)) return p;
      if (p === "*") return style === "latex" ? " \\times " : style === "unicode" ? " × " : ` ${mulWord} `;
      if (p === "/") return style === "latex" ? " \\div " : style === "unicode" ? " ÷ " : " / ";
      if (p === "(" || p === ")") return p;
      return ` ${p} `;
    })
    .join("")
    .replace(/\(\s+/g, "(")
    .replace(/\s+\)/g, ")");
  const s = `${body} = ${dollar}${fmtNum(result)}`;
  return style === "latex" ? `\\(${s}\\)` : s;
}

const COMMON_START = /^(The|She|He|They|It|This|That|So|In|There|Each|We|His|Her|Their|Then|If|Since|Now|After|And|But|To|For|At|On|Of|A|An|All|Both|Together|Altogether|Total|Therefore|Thus|Hence)\b/;
const lowerFirst = (s: string) => (COMMON_START.test(s) ? s[0].toLowerCase() + s.slice(1) : s);
const CONNECT_FIRST = ["First, ", "To start, ", "Let's start with the first part. ", "Step 1: "];
const CONNECT_MID = ["Next, ", "Then, ", "Now, ", "After that, ", ""];
const CONNECT_LAST = ["Finally, ", "So, ", "Therefore, ", "Putting it together, "];

interface Rendered {
  steps: string[];
  /** Step index that shows each line. */
  lineStep: number[];
}

function render(p: Parsed, lines: Line[], finalValue: number, r: Rng, style: Style, opts: { intro: boolean; merge: number; answerForm: number; restate: number }): Rendered {
  const steps: string[] = [];
  const lineStep: number[] = [];
  if (opts.intro) {
    const q = p.question.split(/(?<=[.?!])\s+/).pop() ?? p.question;
    steps.push(
      pick(r, [
        `Let's break this problem down step by step. The question asks: ${q}`,
        `We need to work out the answer to: "${q}" Let's go through the information we are given.`,
        `To solve this, I'll first figure out the quantities we need and then combine them.`,
      ]),
    );
  }
  const mul = pick(r, ["*", "x", "×"]);
  lines.forEach((l, i) => {
    const connective = i === 0 ? pick(r, CONNECT_FIRST) : i === lines.length - 1 ? pick(r, CONNECT_LAST) : pick(r, CONNECT_MID);
    const math = l.expr ? renderExpr(l.expr, l.result!, l.money, style, mul) : "";
    const pre = connective ? l.pre.replace(/^(?:So|Thus|Then|Hence),?\s+/, "") : l.pre;
    const joined = connective.endsWith(", ") ? lowerFirst(pre) : pre;
    let text = `${connective}${joined}${math}${l.post}`.replace(/\s+/g, " ").trim();
    if (!/[.!?]$/.test(text)) text += ".";
    if (i === opts.merge && steps.length) {
      steps[steps.length - 1] += ` ${text}`;
    } else {
      steps.push(text);
    }
    lineStep.push(steps.length - 1);
    if (i === opts.restate && i < lines.length - 1) {
      steps.push(pick(r, ["Now we have everything we need for the next part.", "Let's keep this value in mind for the next step.", "That takes care of this part of the problem."]));
    }
  });
  const fv = fmtNum(finalValue);
  steps.push(
    [`The answer is ${fv}.`, `Therefore, the final answer is \\boxed{${fv}}.`, `So the answer is: ${fv}`, `#### ${fv}`][opts.answerForm],
  );
  return { steps, lineStep };
}

type ErrorKind = "arithmetic" | "wrong-operation" | "misread" | "forgot-step" | "wrong-quantity";

function substitute(expr: string, changed: Map<number, number>): string {
  return expr.replace(/\d+(?:\.\d+)?/g, (t) => {
    const v = Number(t);
    return changed.has(v) ? fmtNum(changed.get(v)!) : t;
  });
}

function replaceNumbersInText(text: string, changed: Map<number, number>): string {
  return text.replace(/\d[\d,]*(?:\.\d+)?/g, (t) => {
    const v = Number(t.replace(/,/g, ""));
    return changed.has(v) ? fmtNum(changed.get(v)!) : t;
  });
}

function ok(x: number): boolean {
  return Number.isFinite(x) && x > 0 && Math.abs(x * 100 - Math.round(x * 100)) < 1e-6 && x < 1e7;
}

/** Injects one error at computed line k and carries the new values through the later lines. */
function inject(p: Parsed, kind: ErrorKind, k: number, r: Rng): { lines: Line[]; final: number } | null {
  const lines = p.lines.map((l) => ({ ...l }));
  const line = lines[k];
  if (!line.expr || line.result === undefined) return null;
  const problemNums = new Set((p.question.replace(/,(?=\d{3})/g, "").match(NUM) ?? []).map(Number));
  const changed = new Map<number, number>();
  if (kind === "arithmetic") {
    const v = line.result;
    if (!Number.isInteger(v) || v < 3) return null;
    const s = String(v);
    const swapped = s.length >= 2 && s[s.length - 1] !== s[s.length - 2] ? Number(s.slice(0, -2) + s[s.length - 1] + s[s.length - 2]) : NaN;
    const nv = pick(r, [v + 1, v - 1, v + 10, v - 2, Number.isFinite(swapped) && swapped > 0 ? swapped : v + 2]);
    if (nv === v || nv <= 0) return null;
    changed.set(v, nv);
    line.result = nv;
  } else if (kind === "wrong-operation") {
    // Swapping the "/" of a "50/100" percentage is not a mistake anyone makes.
    const ops = [...line.expr.matchAll(/[-+*/]/g)].filter((o) => !(o[0] === "/" && line.expr!.slice(o.index! + 1).startsWith("100")));
    if (!ops.length) return null;
    const o = pick(r, ops);
    const swap: Record<string, string[]> = { "*": ["+", "/"], "/": ["*", "-"], "+": ["*", "-"], "-": ["+"] };
    const newOp = pick(r, swap[o[0]]);
    const e = line.expr.slice(0, o.index) + newOp + line.expr.slice(o.index! + 1);
    let v: number;
    try {
      v = Number(evaluate(e));
    } catch {
      return null;
    }
    if (!ok(v) || Math.abs(v - line.result) < 1e-9 || v > line.result * 20 || v < line.result / 20) return null;
    changed.set(line.result, v);
    line.expr = e;
    line.result = v;
  } else if (kind === "wrong-quantity") {
    // A real quantity in the wrong place: the percentage of the wrong base, the earlier total
    // instead of the part. The number itself is one the problem or an earlier step gives.
    const earlier = lines.slice(0, k).filter((l) => l.expr).map((l) => l.result!);
    const pool = [...new Set([...problemNums, ...earlier])].filter((n) => n >= 2);
    const operands = (line.expr.match(NUM) ?? []).map(Number);
    const swappable = operands.filter((n) => pool.includes(n) && n !== 100);
    if (!swappable.length) return null;
    const n = pick(r, swappable);
    const choices = pool.filter((m) => !operands.includes(m));
    if (!choices.length) return null;
    const m = pick(r, choices);
    const e = line.expr.replace(new RegExp(`(?<![\\d.])${String(n).replace(".", "\\.")}(?![\\d.])`), fmtNum(m));
    let v: number;
    try {
      v = Number(evaluate(e));
    } catch {
      return null;
    }
    if (!ok(v) || Math.abs(v - line.result) < 1e-9) return null;
    changed.set(line.result, v);
    line.expr = e;
    line.result = v;
  } else if (kind === "misread") {
    const nums = (line.expr.match(NUM) ?? []).map(Number).filter((n) => problemNums.has(n) && n >= 3);
    if (!nums.length) return null;
    const n = pick(r, nums);
    const s = String(n);
    const alt = Number.isInteger(n)
      ? pick(r, [n + 1, n - 1, n + 2, s.length === 2 && s[0] !== s[1] ? Number(s[1] + s[0]) : n + 5])
      : n + 0.5;
    if (alt === n || alt <= 0 || problemNums.has(alt)) return null;
    const e = line.expr.replace(new RegExp(`(?<![\\d.])${s.replace(".", "\\.")}(?![\\d.])`), fmtNum(alt));
    let v: number;
    try {
      v = Number(evaluate(e));
    } catch {
      return null;
    }
    if (!ok(v) || Math.abs(v - line.result) < 1e-9) return null;
    // The misread number shows up wherever the student wrote it in this step's text.
    line.pre = line.pre.replace(new RegExp(`(?<![\\d.])${s.replace(".", "\\.")}(?![\\d.])`), fmtNum(alt));
    changed.set(line.result, v);
    line.expr = e;
    line.result = v;
  }
  for (let j = k + 1; j < lines.length; j++) {
    const l = lines[j];
    l.pre = replaceNumbersInText(l.pre, changed);
    l.post = replaceNumbersInText(l.post, changed);
    if (!l.expr) continue;
    const e = substitute(l.expr, changed);
    let v: number;
    try {
      v = Number(evaluate(e));
    } catch {
      return null;
    }
    if (!ok(v)) return null;
    if (Math.abs(v - l.result!) > 1e-9) changed.set(l.result!, v);
    l.expr = e;
    l.result = v;
  }
  // The line's own prose may restate its result ("He eats 32 ... because 2 x 16 = 32").
  line.pre = replaceNumbersInText(line.pre, new Map([...changed].filter(([a]) => a !== undefined)));
  line.post = replaceNumbersInText(line.post, changed);
  const last = [...lines].reverse().find((l) => l.expr)!;
  return { lines, final: last.result! };
}

const tokenRe = (v: number) => new RegExp(`(?<![\\d.])${fmtNum(v).replace(".", "\\.")}(?![\\d.])`, "g");
const usesValue = (l: Line, v: number) => Boolean(l.expr && (l.expr.match(tokenRe(v)) ?? []).length);

/**
 * Valid alternative paths, so the dev set does not only follow the reference's own order:
 * "distribute" turns (a + b) × c into a × c + b × c (new, correct intermediate quantities);
 * "fold" writes two steps as one expression, 48 + (48/2) = 72.
 */
function alternativePath(p: Parsed, r: Rng): { parsed: Parsed; tag: string } | null {
  const L = p.lines;
  const order = ["regroup", "distribute", "fold"];
  for (const kind of order) {
    for (let k = 0; k + 1 < L.length; k++) {
      const a = L[k];
      const b = L[k + 1];
      if (!a.expr || !b.expr || a.result === undefined) continue;
      const usedLater = L.slice(k + 2).some((l) => usesValue(l, a.result!) || tokenRe(a.result!).test(l.pre + l.post));
      if (usedLater || (b.expr.match(tokenRe(a.result)) ?? []).length !== 1) continue;
      if (kind === "distribute") {
        const sum = a.expr.match(/^(\d+(?:\.\d+)?)\+(\d+(?:\.\d+)?)$/);
        const prod = b.expr.match(/^(\d+(?:\.\d+)?)\*(\d+(?:\.\d+)?)$/);
        if (!sum || !prod) continue;
        const c = Number(prod[1]) === a.result ? Number(prod[2]) : Number(prod[1]);
        const [x, y] = [Number(sum[1]), Number(sum[2])];
        const lines: Line[] = [
          ...L.slice(0, k),
          { pre: "For the first part, that is ", post: ".", expr: `${x}*${c}`, result: x * c, money: b.money },
          { pre: "For the second part, that is ", post: ".", expr: `${y}*${c}`, result: y * c, money: b.money },
          { ...b, expr: `${fmtNum(x * c)}+${fmtNum(y * c)}` },
          ...L.slice(k + 2),
        ];
        return { parsed: { ...p, lines }, tag: "distribute" };
      }
      if (kind === "regroup") {
        // (a × b) × c computed as a × (b × c): a new, correct intermediate b × c.
        const p1 = a.expr.match(/^(\d+(?:\.\d+)?)\*(\d+(?:\.\d+)?)$/);
        const p2 = b.expr.match(/^(\d+(?:\.\d+)?)\*(\d+(?:\.\d+)?)$/);
        if (!p1 || !p2) continue;
        const c = Number(p2[1]) === a.result ? Number(p2[2]) : Number(p2[1]);
        const [x, y] = [Number(p1[1]), Number(p1[2])];
        if (y * c === a.result || c === 1 || y === 1) continue;
        const lines: Line[] = [
          ...L.slice(0, k),
          { pre: "Let's first combine the rates: ", post: ".", expr: `${y}*${c}`, result: y * c, money: false },
          { ...b, expr: `${x}*${fmtNum(y * c)}` },
          ...L.slice(k + 2),
        ];
        return { parsed: { ...p, lines }, tag: "regroup" };
      }
      if (kind !== "fold") continue;
      const folded = b.expr.replace(tokenRe(a.result), `(${a.expr})`);
      const lines: Line[] = [...L.slice(0, k), { ...b, expr: folded }, ...L.slice(k + 2)];
      if (lines.filter((l) => l.expr).length < 2) continue;
      return { parsed: { ...p, lines }, tag: "fold" };
    }
  }
  return null;
}

interface Item {
  id: string;
  problem: string;
  steps: string[];
  label: number;
  answer: string;
  reference: string;
  kind: string;
}

export function buildLlmDev(seed = 7): Item[] {
  const r = mulberry32(seed);
  const all = readFileSync(TRAIN, "utf8").trim().split("\n");
  // A fixed, spread-out slice of the train split, disjoint from the first 1000 lines (left to other sets).
  const candidates: number[] = [];
  for (let i = 1000; i < all.length; i += 37) candidates.push(i);
  const items: Item[] = [];
  const kinds: ErrorKind[] = ["arithmetic", "wrong-operation", "misread", "forgot-step", "wrong-quantity"];
  let e = 0;
  for (const idx of candidates) {
    if (items.length >= TARGET) break;
    const row = JSON.parse(all[idx]) as { question: string; answer: string };
    const parsed = parseTrain(row.question, row.answer);
    if (!parsed) continue;
    const alt = r() < 0.5 ? alternativePath(parsed, r) : null;
    const p = alt ? alt.parsed : parsed;
    const altTag = alt ? `+${alt.tag}` : "";
    const style: Style = pick(r, ["plain", "latex", "unicode"] as const);
    const opts = { intro: r() < 0.5, merge: r() < 0.25 ? 1 : -1, answerForm: Math.floor(r() * 4), restate: r() < 0.2 ? 0 : -1 };
    const wantError = items.length % 2 === 1;
    const base = { id: `llm-gsm8k-train-${idx}`, problem: p.question, answer: fmtNum(p.answer), reference: p.reference.join("\n") };
    if (!wantError) {
      const rd = render(p, p.lines, p.answer, r, style, opts);
      items.push({ ...base, steps: rd.steps, label: -1, kind: `correct${altTag}` });
      continue;
    }
    let made: Item | null = null;
    for (let attempt = 0; attempt < 6 && !made; attempt++) {
      const kind = kinds[(e + attempt) % kinds.length];
      const computedIdx = p.lines.map((l, i) => (l.expr ? i : -1)).filter((i) => i >= 0);
      if (kind === "forgot-step") {
        // The solution stops one computation early and reports that value as the answer.
        const lastIdx = computedIdx[computedIdx.length - 1];
        const lines = p.lines.slice(0, lastIdx);
        const prev = [...lines].reverse().find((l) => l.expr);
        if (!prev || Math.abs(prev.result! - p.answer) < 1e-9) continue;
        const rd = render(p, lines, prev.result!, r, style, { ...opts, merge: -1, restate: -1 });
        made = { ...base, steps: rd.steps, label: rd.steps.length - 1, kind: `${kind}${altTag}` };
        break;
      }
      const k = pick(r, computedIdx);
      const res = inject(p, kind, k, r);
      if (!res || Math.abs(res.final - p.answer) < 1e-9) continue;
      const rd = render(p, res.lines, res.final, r, style, opts);
      made = { ...base, steps: rd.steps, label: rd.lineStep[k], kind: `${kind}@line${k}${altTag}` };
    }
    if (made) {
      items.push(made);
      e++;
    }
  }
  return items;
}

const items = buildLlmDev();
parseDataset(items, "llm-dev");
const out = path.join(path.dirname(new URL(import.meta.url).pathname), "llm-dev.json");
writeFileSync(out, JSON.stringify(items, null, 1) + "\n");
const nCorrect = items.filter((i) => i.label === -1).length;
console.log(`wrote ${items.length} items (${nCorrect} correct, ${items.length - nCorrect} erroneous) to ${out}`);
