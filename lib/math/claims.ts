// Finds the mathematical statements in one student line: relation chains ("a = b = c",
// "x ≈ 3.3", "20% of 50 is 10") and bare expressions, separated from the prose around them.
// Units after numbers ("12 apples") are dropped; words between statements are kept as the
// joiner so "x = 2 or x = 3" can be read as a solution set.
import { gluedProducts, normalizeText } from "./normalize";
import { SUBSCRIPTED, parseExpr, type ParsedExpr } from "./parse";
import { tokenize, type Token } from "./tokens";
import { stem } from "./vocabulary/stem";
import { TIME_UNIT_NAMES } from "./vocabulary/time-units";
import { LINE_CACHE } from "../cache/limits";
import { LruCache, memo } from "../cache/lru";

export type Rel = "=" | "≈";

export interface Part {
  expr: ParsedExpr;
  /** A unit word was attached to this part ("12 apples"). */
  unit: boolean;
  /** The unit words attached, lower case ("1 chips + 1 pretzels": chips, pretzels). */
  unitWords?: string[];
}

/**
 * "1 chips + 1 pretzels = 11$", "2 chips + 2 pretzels = 2 x (7 + 4)": numbers of different things
 * added on the first side name what is bought together, and the other side is its value (the
 * price), not their count. "3 apples + 4 apples = 8" (one kind of thing) and "15 red marbles +
 * 6 green marbles = 26 marbles" (the kind named again) are counts.
 */
export function namedSum(first: Part, second: Part): boolean {
  // only a sum: "80 minutes/day * 6 days/week = 481" multiplies rates
  if (!first.expr.hasOp || !/^[^*/×÷^-]*\+[^*/×÷^-]*$/.test(first.expr.text)) return false;
  const words = (first.unitWords ?? []).map(stem);
  const kinds = new Set(words);
  const counted = kinds.size < words.length || (second.unitWords ?? []).some((w) => kinds.has(stem(w)));
  return kinds.size >= 2 && !counted;
}

/**
 * "18 knobs x 2.50": two numbers multiplied, a unit word on the count. Its value is the amount the
 * line goes on to work out (18 × 2.50 = 10 × 2.50 + 8 is false), not a name for what is bought as
 * "1 chips + 1 pretzels" is.
 */
export function plainProduct(part: { expr: { text: string } }): boolean {
  return /^\s*\d+(?:\.\d+)?\s*\*\s*\d+(?:\.\d+)?\s*$/.test(part.expr.text);
}

export interface Chain {
  parts: Part[];
  /** rels[i] sits between parts[i] and parts[i + 1]. */
  rels: Rel[];
  /** The relation came from the word "is" (a weaker, prose claim). */
  prose: boolean[];
  /** The line starts with a relation sign: parts[0] is the previous line's value. */
  continuation: boolean;
  /** A continuation's leading relation ("≈ 5983.40" after a value worked out: a rounding). */
  lead?: Rel;
  /** Prose between the previous statement and this one ("or", "so", ","). */
  joiner: string;
  /** A word stands right before the first part ("week 2 = 4 x 2 = 8"): that part may be a label. */
  afterWord?: boolean;
}

export interface LineAnalysis {
  raw: string;
  text: string;
  chains: Chain[];
  /** Prose words in the line besides units and relation words. */
  proseWords: string[];
  /** The tokens of `text`: readers that need every number or word of the line (units and lost operands too) take them from here. */
  tokens: Token[];
}

export interface ExtractOptions {
  /** Letters that may be variables; others are read as prose/units. */
  variables: "any" | "common";
  /**
   * The problem's own variable letters ("ab" for "9a + 8b - 3a + 7b"): a run of them glued to a
   * number ("21ab", "16pq") is a product of those variables, not a word.
   */
  letters?: string;
}

const FUNCS = new Set(["sqrt", "abs", "pi"]);
// Word problems: lowercase letters are usually words/units ("5 m", "3 h"); algebra there
// tends to use x, y, n or a capital initial ("Let S be ...").
const COMMON_VARS = new Set(["x", "y", "z", "n", "t", "k", "p", ..."BCDEFGHJKLMNOPQRSTUVWXYZ"]);
const IS_WORDS = new Set(["is", "are", "was"]);
// Words that end a unit: connectives and the verbs that start a new clause ("60 kW would cost").
const STOP = new Set(["and", "or", "so", "then", "is", "are", "was", "were", "which", "that", "the", "for", "to", "of", "in", "on", "with", "but", "if", "thus", "hence", "therefore", "because", "when", "a", "an", "gives", "makes", "means", "would", "will", "can", "has", "have", "had", "gets", "got", "costs", "cost", "pays", "paid", "spends", "spent", "buys", "bought", "takes", "took", "needs", "left"]);

// Words that start a new clause after a finished expression ("x + y and ...", "2m, so ...").
const CLAUSE_WORDS = new Set(["and", "or", "so", "then", "thus", "hence", "therefore", "since", "because", "where", "when", "which", "gives"]);

type Tag = "math" | "unit" | "rel" | "prose";

function isVariable(tokens: Token[], i: number, opts: ExtractOptions): boolean {
  const t = tokens[i];
  // ("a_2", "x_1": a subscripted letter is never a word)
  if (SUBSCRIPTED.test(t.text)) return true;
  if (t.text.length !== 1) return false;
  const prev = tokens[i - 1];
  const next = tokens[i + 1];
  // a letter the solution declares ("Let g be the number of games") is its variable
  const declared = !!opts.letters?.includes(t.text);
  // "2x", "4A", "3a"; in a word problem only the usual letters: "26m", "5h" are units
  if (prev && prev.kind === "num" && !t.spaced) return opts.variables !== "common" || COMMON_VARS.has(t.text) || t.text === "A" || declared;
  const mathy = (x: Token | undefined) => !!x && (x.kind === "op" || x.kind === "rel" || x.kind === "lp" || x.kind === "rp" || x.kind === "num");
  if (t.text === "I") return false;
  if (opts.variables === "common" && !declared) {
    if (t.text === "a") return false;
    if (!COMMON_VARS.has(t.text) && t.text !== "A") return false;
  }
  // "a"/"A" are articles unless they sit next to an operator ("a + 10 = 8", "A + 2A")
  if ((t.text === "a" || t.text === "A") && !(mathy(next) && next!.kind !== "lp" && next!.kind !== "num") && !(prev && (prev.kind === "op" || prev.kind === "rel"))) return false;
  // ("5 = x + y and 11 = 3x + y": a letter that ends an expression before a connective is its last term)
  return mathy(next) || (mathy(prev) && (!next || next.kind !== "word" || CLAUSE_WORDS.has(next.text.toLowerCase())));
}

function tagTokens(tokens: Token[], opts: ExtractOptions): Tag[] {
  const tags: Tag[] = tokens.map((t) => (t.kind === "word" || t.kind === "break" || t.kind === "other" ? "prose" : t.kind === "rel" ? "rel" : "math"));
  tokens.forEach((t, i) => {
    if (t.kind !== "word") return;
    if (FUNCS.has(t.text) && (t.text === "pi" || tokens[i + 1]?.kind === "lp")) tags[i] = "math";
    else if (isVariable(tokens, i, opts)) tags[i] = "math";
  });
  // "is" between a computation and a number is a relation
  tokens.forEach((t, i) => {
    if (t.kind === "word" && IS_WORDS.has(t.text.toLowerCase())) {
      const next = tokens[i + 1];
      if (tags[i - 1] !== "prose" && next && (next.kind === "num" || next.kind === "lp" || (next.kind === "op" && next.text === "-"))) tags[i] = "rel";
    }
  });
  // unit words: prose words right after a number that are followed by an operator/relation
  for (let i = 0; i < tokens.length; i++) {
    if (tags[i] !== "prose" || tokens[i].kind !== "word") continue;
    const prev = tokens[i - 1];
    if (!prev || (prev.kind !== "num" && prev.kind !== "rp") || tags[i - 1] !== "math") continue;
    let j = i;
    while (j < tokens.length && j - i < 3 && tags[j] === "prose" && tokens[j].kind === "word" && !STOP.has(tokens[j].text.toLowerCase())) j++;
    if (j === i) continue;
    const after = tokens[j];
    const endsMath = !after || after.kind === "break" || (after.kind === "word" && tags[j] === "prose");
    // "60 kW would cost = ..." is prose; two unit words before a relation, three before an operator
    const continues =
      after &&
      ((tags[j] === "rel" && j - i <= 2) ||
        (after.kind === "op" && after.text !== "-") ||
        after.kind === "rp" ||
        (after.kind === "op" && after.text === "-" && j + 1 < tokens.length && (tokens[j + 1].kind === "num" || tokens[j + 1].kind === "lp")));
    if (continues || endsMath) {
      for (let k = i; k < j; k++) tags[k] = "unit";
      // cm², m^3: the power belongs to the unit
      if (tokens[j]?.text === "^" && tokens[j + 1]?.kind === "num") {
        tags[j] = "unit";
        tags[j + 1] = "unit";
        j += 2;
      }
    }
    i = j - 1;
  }
  return tags;
}

function joinTokens(tokens: Token[]): string {
  return tokens.map((t, i) => (i > 0 && t.spaced ? " " : "") + t.text).join("").trim();
}

interface RawPart {
  tokens: Token[];
  unit: boolean;
  unitWords: string[];
}

function parseTrim(p: RawPart, side: "start" | "end" | "none"): Part | null {
  const toks = p.tokens;
  if (!toks.length) return null;
  if (side === "none") {
    const e = parseExpr(joinTokens(toks));
    return e ? { expr: e, unit: p.unit, unitWords: p.unitWords } : null;
  }
  for (let k = 0; k < toks.length; k++) {
    const slice = side === "start" ? toks.slice(k) : toks.slice(0, toks.length - k);
    const e = parseExpr(joinTokens(slice));
    if (e) return { expr: e, unit: p.unit, unitWords: p.unitWords };
  }
  return null;
}

function relOf(t: Token): Rel | null {
  if (t.text === "=") return "=";
  if (t.text === "≈") return "≈";
  if (IS_WORDS.has(t.text.toLowerCase())) return "=";
  return null;
}

/** Splits a run of math tokens into chains at relation signs (only = and ≈ are claims). */
function runToChains(run: Array<{ t: Token; tag: Tag }>, continuation: boolean, joiner: string, leftIsWord: boolean): Chain[] {
  const groups: RawPart[] = [{ tokens: [], unit: false, unitWords: [] }];
  const rels: Array<{ rel: Rel | null; prose: boolean }> = [];
  for (const { t, tag } of run) {
    if (tag === "rel") {
      rels.push({ rel: relOf(t), prose: t.kind === "word" });
      groups.push({ tokens: [], unit: false, unitWords: [] });
    } else if (tag === "unit") {
      groups[groups.length - 1].unit = true;
      groups[groups.length - 1].unitWords.push(t.text.toLowerCase());
    }
    else groups[groups.length - 1].tokens.push(t);
  }
  // "shirts / 2 = 20": an operator at the edge means an operand was prose; that side is lost
  // "x = 4 (divide by 2)": a bracket opening prose at the edge is not part of the math
  const edgeFirst = groups[0].tokens;
  while (edgeFirst.length && edgeFirst[0].kind === "rp") edgeFirst.shift();
  const edgeLast = groups[groups.length - 1].tokens;
  while (edgeLast.length && edgeLast[edgeLast.length - 1].kind === "lp") edgeLast.pop();
  const head = groups[0].tokens[0];
  // a spaced "-" after a word ("shirts - 5") lost its left operand; "Solve -3(x - 2)" did not
  const second = groups[0].tokens[1];
  const binaryMinus = head?.text === "-" && leftIsWord && !!second && second.spaced;
  if (head && head.kind === "op" && (head.text !== "-" || binaryMinus)) groups[0].tokens = [];
  // "30 + M trees": the operand after a trailing operator was prose, so that side is lost
  const lastGroup = groups[groups.length - 1].tokens;
  const tail = lastGroup[lastGroup.length - 1];
  if (tail && tail.kind === "op") groups[groups.length - 1].tokens = [];
  // a part with unbalanced brackets lost a piece to the prose around it
  for (const g of groups) {
    let depth = 0;
    for (const t of g.tokens) depth += t.kind === "lp" ? 1 : t.kind === "rp" ? -1 : 0;
    if (depth !== 0) g.tokens = [];
  }
  const chains: Chain[] = [];
  let cur: Chain | null = null;
  const startChain = (part: Part, cont: boolean) => {
    cur = { parts: [part], rels: [], prose: [], continuation: cont, joiner: chains.length ? "" : joiner };
    chains.push(cur);
  };
  groups.forEach((g, i) => {
    const last = i === groups.length - 1;
    const first = i === 0;
    if (first && continuation && g.tokens.length === 0) return;
    let part: Part | null;
    if (first && last) part = parseTrim(g, "start") ?? parseTrim(g, "end");
    else if (first) part = parseTrim(g, "start");
    else if (last) part = parseTrim(g, "end");
    else part = parseTrim(g, "none");
    const relBefore = i > 0 ? rels[i - 1] : null;
    const c = cur as Chain | null;
    if (part && c && relBefore?.rel && (c.parts.length > 0)) {
      c.parts.push(part);
      c.rels.push(relBefore.rel);
      c.prose.push(relBefore.prose);
    } else if (part) {
      const cont = first ? false : i === 1 && continuation && groups[0].tokens.length === 0;
      startChain(part, cont);
      if (cont && relBefore?.rel) cur!.lead = relBefore.rel;
      if (first && leftIsWord) cur!.afterWord = true;
    } else cur = null;
  });
  return chains;
}

const lineCache = new LruCache<LineAnalysis>(LINE_CACHE);

/** Statements of one line. Never throws; unparseable text yields no chains. */
export function analyzeLine(raw: string, opts: ExtractOptions = { variables: "any" }): LineAnalysis {
  // a single line longer than this is not a step; reading it would only cost time
  raw = String(raw ?? "").slice(0, 2000);
  const key = opts.variables + "\u0000" + (opts.letters ?? "") + "\u0000" + raw;
  return memo(lineCache, key, () => {
    try {
      return analyzeUncached(raw, opts);
    } catch {
      return { raw, text: raw, chains: [], proseWords: [], tokens: [] };
    }
  });
}

/** "5 miles an hour", "2 pills a night": "a"/"an" before a unit of time (or a night) is "per". */
const PER_TIME_UNIT = new RegExp(String.raw`(\d\s*(?:(?!times\b)[A-Za-z]+\s+)?)an?\s+(?=(?:${TIME_UNIT_NAMES}|night)\b)`, "gi");

/** "(60 / 2 = 30)" → "; 60 / 2 = 30 ;": brackets holding a relation at their own level become statement breaks. */
function statementBrackets(text: string): string {
  if (!/\([^]*[=≈][^]*\)/.test(text)) return text;
  const out = [...text];
  const open: Array<{ at: number; rel: boolean }> = [];
  for (const [k, ch] of out.entries()) {
    if (ch === "(") open.push({ at: k, rel: false });
    else if ((ch === "=" || ch === "≈") && open.length) open[open.length - 1].rel = true;
    else if (ch === ")") {
      const o = open.pop();
      if (o?.rel) [out[o.at], out[k]] = ["; ", " ;"];
    }
  }
  return out.join("");
}

function analyzeUncached(raw: string, opts: ExtractOptions): LineAnalysis {
  let text = normalizeText(String(raw ?? ""));
  // "60% are in school (100% - 40% = 60%)": brackets round a relation hold a statement of their
  // own, never a group of one expression
  text = statementBrackets(text);
  // in word problems " x " before a number is a times sign ("$30/painting x 4 paintings")
  // (and before a letter the solution declares: "4 x h = 24")
  if (opts.variables === "common") {
    const declared = opts.letters ? String.raw`|[${opts.letters}]\b` : "";
    text = text.replace(new RegExp(String.raw`(\S)\s+x\s+(?=[\d(.]${declared})`, "g"), "$1 * ");
  }
  if (opts.letters) text = gluedProducts(text, opts.letters);
  // "4 oz an hour", "$20 a day" are rates as "per hour" is (not "3 times a day")
  text = text.replace(PER_TIME_UNIT, "$1per ");
  // "$600/month * 12 months/year": a slash before a unit word is part of the unit
  // "minutes/day", "hours per game", "$3/day" are one unit word
  // "m/day", "km/h" too; not "x/y" (two letters that may both be variables) nor "x per day"
  text = text.replace(/\b([A-Za-z]+)\s*(?:\/|\s+per\s+)\s*([A-Za-z]+)\b(?!\s*\()/g, (m, a: string, b: string) =>
    a.length + b.length >= 3 && !(a.length === 1 && COMMON_VARS.has(a)) && !(b.length === 1 && COMMON_VARS.has(b)) ? `${a}per${b}` : m,
  );
  text = text.replace(/([\d)])\s*\/\s*(?=[A-Za-z]{2,}\b(?!\s*\())/g, "$1 per");
  const tokens = tokenize(text);
  const tags = tagTokens(tokens, opts);
  const chains: Chain[] = [];
  const proseWords: string[] = [];
  let joiner: string[] = [];
  let run: Array<{ t: Token; tag: Tag }> = [];
  let runStart = -1;
  const flush = () => {
    if (run.some((r) => r.tag === "math")) {
      const continuation = runStart === 0 && run[0].tag === "rel" && run[0].t.kind === "rel";
      const before = tokens[runStart - 1];
      const leftIsWord = !!before && before.kind === "word" && !STOP.has(before.text.toLowerCase()) && run.some((r) => r.tag === "rel");
      chains.push(...runToChains(run, continuation, joiner.join(" "), leftIsWord));
      joiner = [];
    }
    run = [];
  };
  tokens.forEach((t, i) => {
    const tag = tags[i];
    if (tag === "prose") {
      flush();
      joiner.push(t.text);
      if (t.kind === "word") proseWords.push(t.text.toLowerCase());
    } else {
      if (!run.length) runStart = i;
      // a relation word can't open a run: "is 5" after prose is not a claim
      if (!run.length && tag === "rel" && t.kind === "word") {
        joiner.push(t.text);
        proseWords.push(t.text.toLowerCase());
        return;
      }
      run.push({ t, tag });
    }
  });
  flush();
  return { raw, text, chains, proseWords, tokens };
}

/**
 * Letters a solution declares as its unknowns: "Let g be the number of games", "where c is the
 * cost", "g = number of games". In a word problem they are variables, not units ("7.5g").
 */
export function declaredLetters(steps: readonly string[]): string {
  const found = new Set<string>();
  const patterns = [
    /\blet\s+([A-Za-z])\s*(?:(?:be|equal|denote|represent|stand|is)\b|=)/gi,
    /\bwhere\s+([A-Za-z])\s+(?:is|=|represents|stands)\b/gi,
    /(?:^|[\s(])([A-Za-z])\s*=\s*(?:the\s+)?(?:number|amount|cost|price|total|age|count)\s+of\b/gi,
    // "Let's denote the number of chickens as c.", "represent the shorter piece as x"
    /\b(?:denote|call|represent|write)\b[^.;:]*?\bas\s+([A-Za-z])(?=\s*[.,;:)]|\s*$)/gi,
    // "g = 500 ÷ 357.5", "- h = 36 ÷ 4 = 9", "c = p + 0.75p": a line that solves for a letter
    // or defines it (a unit never stands alone on the left of "="), also after the one word or
    // move that labels it ("÷4: n = 14", "ans: n = 14"; not "Solving for x, we get: x = 500",
    // where a letter the problem never named may be a times sign or a unit elsewhere)
    /^\s*(?:[-*•]\s+)?(?:[^\s:=,]{1,12}:\s*)?([A-Za-z])\s*=(?!=)/g,
  ];
  // ("Let \( e \) be the number of days": a letter set in LaTeX's inline or display brackets, llm-q dev)
  const plain = steps.map((s) => s.replace(/\\[()[\]]/g, " "));
  for (const step of plain) for (const re of patterns) for (const m of step.matchAll(re)) if (m[1] !== "I") found.add(m[1]);
  // ("Let $a$ be the number of adult tickets and $c$ the number of child tickets", "$a + c = 150$")
  for (const step of steps) for (const ch of mathModeLetters(step)) found.add(ch);
  return [...found].join("");
}

const LIST_SEPARATOR = /^[\s,;]*(?:and|or)?[\s,;]*$/i;
const ELLIPSIS = /\.\.\.|…|\\[lc]?dots(?![A-Za-z])/;

/**
 * "The integers are 2, 3, 4, 5 and 6": the bare numbers a line ends with, joined by commas or
 * "and"; null for a single number or a range ("2 to 9", "3, 4, …, 9", where the list is not all written).
 */
export function listedNumbers(line: LineAnalysis): ParsedExpr[] | null {
  const { chains } = line;
  const bare = (c: Chain) => c.parts.length === 1 && !c.parts[0].expr.vars.length && !c.parts[0].expr.hasOp;
  const joined = (c: Chain) => LIST_SEPARATOR.test(c.joiner) && c.joiner.trim() !== "";
  let start = chains.length;
  while (start > 0 && bare(chains[start - 1]) && (start === chains.length || joined(chains[start]))) start--;
  // (a number just before the list, joined by "to" or an ellipsis, makes it a range)
  if (chains.length - start < 2 || (start > 0 && bare(chains[start - 1])) || ELLIPSIS.test(line.raw)) return null;
  return chains.slice(start).map((c) => c.parts[0].expr);
}

/**
 * Letters a problem sets in math mode ("Find $m$ and $c$", "$y = mx + c$"): its variables, whatever
 * the letter (in prose "m" and "c" are metres and cents). A run of two or three letters counts
 * beside an operator only ("mx" in "= mx +", not "cm" in "$5 cm$"); command names and \text{…} never.
 */
export function mathModeLetters(problem: string): string {
  const found = new Set<string>();
  for (const seg of mathSegments(problem)) {
    const bare = seg.replace(/\\(?:text|mathrm|textrm|operatorname|mbox)\s*\{[^}]*\}/g, " ").replace(/\\[A-Za-z]+/g, " ");
    // (prose between two prices, "$12 and child tickets for $8", is no math)
    if (/[A-Za-z]{4,}/.test(bare)) continue;
    for (const m of bare.matchAll(/(?<![A-Za-z])([A-Za-z]{1,3})(?![A-Za-z])/g)) {
      const run = m[1];
      const before = bare.slice(0, m.index).trimEnd().slice(-1);
      const after = bare.slice(m.index + run.length).trimStart().charAt(0);
      const besideOperator = /[=+\-*/(]/.test(before) || /[=+\-*/)]/.test(after);
      if (run.length === 1 ? run !== "I" : besideOperator && new Set(run).size === run.length) for (const ch of run) found.add(ch);
    }
  }
  return [...found].join("");
}

/** The inline math of a text: `$…$` (not an escaped `\$`, a price) and `\(…\)`. */
function mathSegments(text: string): string[] {
  return [...text.matchAll(/(?<!\\)\$([^$]+?)(?<!\\)\$|\\\((.+?)\\\)/g)].map((m) => m[1] ?? m[2]);
}

/** "try x=4: 7(4)+7 = 35 ... no": a value tried out (guess and check), not a step of the solution. */
export const TRIAL_LINE = /^\s*(?:try|trying|guess|test|testing|suppose|if)\b/i;
