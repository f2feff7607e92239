// Turns what students type ("2x + 3 = 11", "1/2 of 16 is 8", "\frac{1}{2}") into pieces that
// can be shown with KaTeX. Pure and dependency-free so the editor preview and server pages agree.

export type Segment = { kind: "text"; value: string } | { kind: "math"; latex: string };

const LATEX_COMMAND = /\\[a-zA-Z]+/;
const FUNCTIONS = new Set(["sqrt", "sin", "cos", "tan", "log", "ln"]);
// Single letters that are almost always English words in prose, not variables.
const PROSE_LETTERS = new Set(["a", "A", "I"]);

type TokenKind = "num" | "var" | "word" | "op" | "open" | "close" | "space" | "punct" | "fn" | "tex";
interface Token {
  kind: TokenKind;
  value: string;
}

const TOKEN_RE =
  /(\$?\d{1,3}(?:,\d{3})+(?:\.\d+)?%?|\$?\d+(?:\.\d+)?%?|\$?\.\d+%?)|([A-Za-z]+(?:['’][A-Za-z]+)*)|(\s+)|(<=|>=|!=|[+\-−*×·÷/=≠<>≤≥^√])|([([{])|([)\]}])|(.)/gu;

// A LaTeX command with its arguments ("\frac{1}{2}", "\sqrt[3]{x}", "\text{cm}") or an escaped
// symbol ("\%", "\,"): kept whole, so a command written inside prose renders as one piece of maths.
const TEX_RE = /\\[a-zA-Z]+\*?(?:\s*(?:\[[^[\]{}]*\]|\{(?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*\}))*|\\[^a-zA-Z\s]/g;

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let last = 0;
  for (const m of input.matchAll(TEX_RE)) {
    tokenizePlain(input.slice(last, m.index), tokens);
    tokens.push({ kind: "tex", value: m[0] });
    last = m.index + m[0].length;
  }
  tokenizePlain(input.slice(last), tokens);
  return tokens;
}

function tokenizePlain(input: string, tokens: Token[]) {
  for (const m of input.matchAll(TOKEN_RE)) {
    const [, num, letters, space, op, open, close, other] = m;
    if (num !== undefined) tokens.push({ kind: "num", value: num });
    else if (letters !== undefined) {
      const prev = tokens[tokens.length - 1];
      if (FUNCTIONS.has(letters.toLowerCase())) tokens.push({ kind: "fn", value: letters.toLowerCase() });
      else if (/['’]/.test(letters)) tokens.push({ kind: "word", value: letters });
      // "3x", "2xy": short letter runs glued to a number are variables.
      else if (letters.length === 1 || (prev?.kind === "num" && letters.length <= 3)) {
        for (const ch of letters) tokens.push({ kind: "var", value: ch });
      } else tokens.push({ kind: "word", value: letters });
    } else if (space !== undefined) tokens.push({ kind: "space", value: space });
    else if (op !== undefined) tokens.push({ kind: "op", value: op });
    else if (open !== undefined) tokens.push({ kind: "open", value: open });
    else if (close !== undefined) tokens.push({ kind: "close", value: close });
    else if (other !== undefined) tokens.push({ kind: "punct", value: other });
  }
}

const isMathish = (t: Token) =>
  t.kind === "num" || t.kind === "var" || t.kind === "op" || t.kind === "open" || t.kind === "close" || t.kind === "fn" || t.kind === "tex";

/** Escapes text for \text{...}. */
export function escapeText(s: string): string {
  return s.replace(/[\\{}$&#^_%~]/g, (c) => {
    switch (c) {
      case "\\":
        return "\\textbackslash{}";
      case "~":
        return "\\textasciitilde{}";
      case "^":
        return "\\textasciicircum{}";
      default:
        return `\\${c}`;
    }
  });
}

function numberLatex(n: string): string {
  let s = n;
  let prefix = "";
  let suffix = "";
  if (s.startsWith("$")) {
    prefix = "\\$";
    s = s.slice(1);
  }
  if (s.endsWith("%")) {
    suffix = "\\%";
    s = s.slice(0, -1);
  }
  // A comma inside a number is a thousands separator; {,} keeps KaTeX from adding space after it.
  return prefix + s.replace(/,/g, "{,}") + suffix;
}

const OPS: Record<string, string> = {
  "*": "\\times",
  "×": "\\times",
  "·": "\\cdot",
  "÷": "\\div",
  "−": "-",
  "<=": "\\le",
  ">=": "\\ge",
  "!=": "\\ne",
  "≤": "\\le",
  "≥": "\\ge",
  "≠": "\\ne",
};

/**
 * Converts a plain maths expression to LaTeX. Operands of "/" that are simple (a number, a
 * variable term or a bracketed group) become \frac; anything else keeps the slash.
 */
export function plainMathToLatex(expr: string): string {
  return tokensToLatex(tokenize(expr));
}

function tokensToLatex(tokens: Token[]): string {
  const parser = new Parser(tokens);
  return parser.sequence(null).trim().replace(/\s+/g, " ");
}

/** A recursive reader over tokens: groups brackets so "/" and "^" see whole operands. */
class Parser {
  private i = 0;
  constructor(private readonly tokens: Token[]) {}

  /** Reads items until the matching close bracket (or the end), returning LaTeX. */
  sequence(close: string | null): string {
    const items: string[] = []; // each entry is one operand-ish chunk; spaces are kept as " "
    while (this.i < this.tokens.length) {
      const t = this.tokens[this.i]!;
      if (t.kind === "close") {
        if (close !== null) return join(items);
        this.i++;
        items.push(t.value === "}" ? "\\}" : t.value);
        continue;
      }
      if (t.kind === "op" && t.value === "/") {
        this.i++;
        const left = popOperand(items);
        this.skipSpaces();
        const right = this.operand();
        if (left !== null && right !== null) items.push(`\\frac{${left.inner}}{${right.inner}}`);
        else {
          if (left !== null) items.push(left.raw);
          items.push("/");
          if (right !== null) items.push(right.raw);
        }
        continue;
      }
      if (t.kind === "op" && t.value === "^") {
        this.i++;
        this.skipSpaces();
        const right = this.operand();
        items.push(right ? `^{${right.inner}}` : "\\hat{}");
        continue;
      }
      if (t.kind === "op" && t.value === "√") {
        this.i++;
        this.skipSpaces();
        const right = this.operand();
        items.push(right ? `\\sqrt{${right.inner}}` : "\\surd");
        continue;
      }
      if (t.kind === "fn") {
        this.i++;
        const next = this.tokens[this.i];
        if (t.value === "sqrt") {
          this.skipSpaces();
          const right = this.operand();
          items.push(right ? `\\sqrt{${right.inner}}` : "\\sqrt{}");
        } else {
          items.push(`\\${t.value}`);
          if (next?.kind !== "open") items.push(" ");
        }
        continue;
      }
      const operand = this.operand();
      if (operand !== null) {
        items.push(operand.raw);
        continue;
      }
      this.i++;
      if (t.kind === "op") items.push(` ${OPS[t.value] ?? t.value} `);
      else if (t.kind === "space") items.push(" ");
      else if (t.kind === "word") items.push(`\\text{${escapeText(t.value)}}`);
      else items.push(escapeText(t.value));
    }
    return join(items);
  }

  private skipSpaces() {
    while (this.tokens[this.i]?.kind === "space") this.i++;
  }

  /** One operand at the cursor: a number, a variable term like 3x, or a bracketed group. */
  private operand(): { raw: string; inner: string } | null {
    const t = this.tokens[this.i];
    if (!t) return null;
    if (t.kind === "tex") {
      // Written as LaTeX already: passed through (KaTeX renders it with trust off).
      this.i++;
      return { raw: t.value, inner: t.value };
    }
    if (t.kind === "open") {
      this.i++;
      const inner = this.sequence(closerOf(t.value)).trim();
      const end = this.tokens[this.i];
      if (end?.kind === "close") this.i++;
      const l = t.value === "{" ? "\\{" : t.value;
      const r = end === undefined ? "" : end.value === "}" ? "\\}" : end.value;
      // \left...\right only where the content is taller than a line; it spaces plain brackets oddly.
      const raw = /\\frac|\^\{|\\sqrt/.test(inner) ? `\\left${l} ${inner} \\right${r || "."}` : `${l}${inner}${r}`;
      return { raw, inner };
    }
    if (t.kind === "num" || t.kind === "var") {
      let s = "";
      while (this.tokens[this.i]?.kind === "num" || this.tokens[this.i]?.kind === "var") {
        const tok = this.tokens[this.i]!;
        s += tok.kind === "num" ? numberLatex(tok.value) : tok.value;
        this.i++;
      }
      return { raw: s, inner: s };
    }
    return null;
  }
}

function closerOf(open: string) {
  return open === "(" ? ")" : open === "[" ? "]" : "}";
}

function join(items: string[]): string {
  return items.join("");
}

/** Removes the last operand from `items` (skipping trailing spaces) for "/" to use as numerator. */
function popOperand(items: string[]): { raw: string; inner: string } | null {
  while (items.length && items[items.length - 1] === " ") items.pop();
  const last = items[items.length - 1];
  if (last === undefined) return null;
  const group = /^\\left[([]\s(.*)\s\\right[)\]]$/s.exec(last) ?? /^[([](.*)[)\]]$/s.exec(last);
  if (group) {
    items.pop();
    return { raw: last, inner: group[1]! };
  }
  if (/^(?:\\\$)?[0-9a-zA-Z.{},]+$/.test(last) || /^\\frac\{.*\}$/s.test(last) || /\^\{.*\}$/s.test(last)) {
    items.pop();
    return { raw: last, inner: last };
  }
  return null;
}

/**
 * Splits a line into prose and maths. Maths between `$…$`, `$$…$$` or `\(…\)` is LaTeX; a line
 * that is LaTeX only ("\frac{1}{2} + \frac{1}{3}") is passed through whole; a LaTeX command inside
 * prose ("Find \frac{1}{2} of 10.") is typeset on its own while the words stay upright text.
 * A "$" before a number is a currency sign, not a delimiter.
 */
export function toSegments(input: string): Segment[] {
  const text = input.replace(/\r/g, "");
  if (!text.trim()) return [];

  const spans = delimitedMath(text);
  if (spans.length) {
    const out: Segment[] = [];
    let last = 0;
    for (const m of spans) {
      if (m.start > last) out.push(...undelimitedSegments(text.slice(last, m.start)));
      out.push({ kind: "math", latex: m.latex });
      last = m.end;
    }
    if (last < text.length) out.push(...undelimitedSegments(text.slice(last)));
    return mergeText(out);
  }
  return undelimitedSegments(text);
}

function undelimitedSegments(text: string): Segment[] {
  if (LATEX_COMMAND.test(text) && !hasProse(text)) return [{ kind: "math", latex: text.trim() }];
  return plainSegments(text);
}

/** Words outside LaTeX commands and their arguments (function names like "sin" do not count). */
function hasProse(text: string): boolean {
  return tokenize(text).some((t) => t.kind === "word" && t.value.length >= 2);
}

const looksLatex = (s: string) => LATEX_COMMAND.test(s) || /[\^_{}]/.test(s);

/**
 * `$…$` pairs follow Pandoc's rule (no space just inside either "$", no digit right after the
 * closing one), which keeps prices like "$3 and $4" out; the content must also read as maths.
 */
function delimitedMath(text: string): { start: number; end: number; latex: string }[] {
  const out: { start: number; end: number; latex: string }[] = [];
  let i = 0;
  while (i < text.length) {
    if (text.startsWith("\\(", i)) {
      const j = text.indexOf("\\)", i + 2);
      if (j > i + 2) {
        out.push({ start: i, end: j + 2, latex: text.slice(i + 2, j).trim() });
        i = j + 2;
        continue;
      }
    }
    if (text[i] === "$" && text[i - 1] !== "\\") {
      const dbl = text[i + 1] === "$";
      const open = i + (dbl ? 2 : 1);
      const close = dbl ? text.indexOf("$$", open) : closingDollar(text, open);
      if (close > open) {
        const content = text.slice(open, close);
        if (looksLatex(content) || (!/^\s|\s$/.test(content) && !hasProse(content) && /[A-Za-z=+\-*/<>≤≥×÷]/.test(content))) {
          out.push({ start: i, end: close + (dbl ? 2 : 1), latex: looksLatex(content) ? content.trim() : plainMathToLatex(content) });
          i = close + (dbl ? 2 : 1);
          continue;
        }
      }
    }
    i++;
  }
  return out;
}

function closingDollar(text: string, open: number): number {
  if (open >= text.length || /\s/.test(text[open]!)) return -1;
  for (let j = open + 1; j < text.length; j++) {
    if (text[j] !== "$" || text[j - 1] === "\\") continue;
    if (/\s/.test(text[j - 1]!) || /\d/.test(text[j + 1] ?? "")) return -1;
    return j;
  }
  return -1;
}

function plainSegments(text: string): Segment[] {
  const tokens = tokenize(text);
  // Mark each token as maths or prose, then let spaces between two maths tokens join the run.
  const isMath: boolean[] = tokens.map((t, i) => {
    if (t.kind === "var" && PROSE_LETTERS.has(t.value)) {
      const next = tokens.slice(i + 1).find((x) => x.kind !== "space");
      const prev = tokens.slice(0, i).reverse().find((x) => x.kind !== "space");
      // "a farmer", "I think": an article or pronoun, unless it sits in an expression.
      const inExpr = (x: Token | undefined) => x !== undefined && (x.kind === "op" || x.kind === "num");
      return inExpr(next) || inExpr(prev);
    }
    if (t.kind === "op" && t.value === "-") {
      // "well-known": a hyphen between letters is prose.
      const prev = tokens[i - 1];
      const next = tokens[i + 1];
      if (prev?.kind === "word" || next?.kind === "word") return false;
    }
    return isMathish(t);
  });

  const segments: Segment[] = [];
  let i = 0;
  while (i < tokens.length) {
    if (!isMath[i]) {
      let s = "";
      while (i < tokens.length && !isMath[i]) s += tokens[i++]!.value;
      segments.push({ kind: "text", value: s });
      continue;
    }
    let end = i;
    let j = i;
    while (j < tokens.length && (isMath[j] || tokens[j]!.kind === "space")) {
      if (isMath[j]) end = j;
      j++;
    }
    const run = tokens.slice(i, end + 1);
    const source = run.map((t) => t.value).join("");
    if (isWorthTypesetting(run)) segments.push({ kind: "math", latex: plainMathToLatex(source) });
    else segments.push({ kind: "text", value: source });
    i = end + 1;
  }
  return mergeText(segments);
}

/** A lone number or bracket reads better in the body font; anything with structure goes to KaTeX. */
function isWorthTypesetting(run: Token[]): boolean {
  const meaningful = run.filter((t) => t.kind !== "space");
  if (meaningful.some((t) => t.kind === "var" || t.kind === "fn" || t.kind === "tex")) return true;
  const hasOp = meaningful.some((t) => t.kind === "op" && t.value !== "-");
  const hasNum = meaningful.some((t) => t.kind === "num");
  return hasOp && hasNum;
}

function mergeText(segments: Segment[]): Segment[] {
  const out: Segment[] = [];
  for (const s of segments) {
    const prev = out[out.length - 1];
    if (s.kind === "text" && prev?.kind === "text") prev.value += s.value;
    else out.push({ ...s });
  }
  return out;
}
