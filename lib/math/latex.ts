// LaTeX → plain math text. Students paste KaTeX-style input; only the commands that occur in
// school algebra are translated, anything else is dropped to plain text so the parser can
// still try (and fail softly) on the rest.

/** Index just past the brace group that opens at `start` (which must be "{"), or -1. */
function groupEnd(s: string, start: number): number {
  let depth = 0;
  for (let i = start; i < s.length; i++) {
    if (s[i] === "{") depth++;
    else if (s[i] === "}") {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}

export function readGroup(s: string, at: number): { body: string; end: number } | null {
  let i = at;
  while (s[i] === " ") i++;
  if (s[i] === "{") {
    const end = groupEnd(s, i);
    if (end < 0) return null;
    return { body: s.slice(i + 1, end - 1), end };
  }
  // \frac12 style: a single character argument
  if (i < s.length && /[0-9A-Za-z]/.test(s[i])) return { body: s[i], end: i + 1 };
  return null;
}

function replaceFracs(s: string): string {
  const re = /\\[dt]?frac/g;
  let out = "";
  let last = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(s))) {
    const num = readGroup(s, m.index + m[0].length);
    const den = num && readGroup(s, num.end);
    if (!num || !den) continue;
    const a = latexToText(num.body);
    const b = latexToText(den.body);
    const before = s.slice(last, m.index);
    // 2\frac{1}{2} is a mixed number when it is a proper numeric fraction.
    // (not after a word: "day1 \frac{1}{4}" labels day 1)
    const mixed = before.match(/(^|[^\d.A-Za-z])(\d+)\s*$/);
    if (mixed && /^\d+$/.test(a.trim()) && /^\d+$/.test(b.trim()) && Number(a) < Number(b)) {
      out += before.slice(0, before.length - mixed[0].length) + mixed[1] + `(${mixed[2]}+${a}/${b})`;
    } else {
      out += before + `((${a})/(${b}))`;
    }
    last = den.end;
    re.lastIndex = den.end;
  }
  return out + s.slice(last);
}

function replaceSqrt(s: string): string {
  const re = /\\sqrt/g;
  let out = "";
  let last = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(s))) {
    // ("\sqrt[4]{16}": the root's index in brackets, a power of its reciprocal)
    const index = /^\s*\[([^\][]*)\]/.exec(s.slice(m.index + m[0].length));
    const arg = readGroup(s, m.index + m[0].length + (index ? index[0].length : 0));
    if (!arg) continue;
    // (after a command such as "\pm\sqrt{169}" the name must not run into "sqrt")
    const before = s.slice(last, m.index);
    const root = index ? `((${latexToText(arg.body)})^(1/(${latexToText(index[1])})))` : `sqrt(${latexToText(arg.body)})`;
    out += before + (/\\[A-Za-z]+$/.test(before) ? " " : "") + root;
    last = arg.end;
    re.lastIndex = arg.end;
  }
  return out + s.slice(last);
}

const SIMPLE: Array<[RegExp, string]> = [
  [/\\left\s*([([|.])/g, "$1"],
  [/\\right\s*([)\]|.])/g, "$1"],
  [/\\left\\\{/g, "{"],
  [/\\right\\\}/g, "}"],
  [/\\(?:text|mathrm|textbf|mathbf|operatorname|mbox)\s*\{([^{}]*)\}/g, " $1 "],
  // a boxed answer is its content: "\boxed{x = -1 \text{ or } x = 2}" is no bracketed expression
  [/\\(?:boxed|fbox)\s*\{([^{}]*)\}/g, " $1 "],
  [/\\(?:times|cdot|ast)(?![A-Za-z])/g, "*"],
  [/\\div(?![A-Za-z])/g, "/"],
  [/\\(?:approx|simeq|sim)(?![A-Za-z])/g, "≈"],
  [/\\(?:neq|ne)(?![A-Za-z])/g, "≠"],
  [/\\(?:Rightarrow|implies|rightarrow|to|therefore)(?![A-Za-z])/g, " ; "],
  [/\\in(?![A-Za-z])/g, "∈"],
  [/\\pi(?![A-Za-z])/g, "pi"],
  [/\\pm(?![A-Za-z])/g, "±"],
  [/\\(?:le|leq)(?![A-Za-z])/g, "≤"],
  [/\\(?:ge|geq)(?![A-Za-z])/g, "≥"],
  [/\\%/g, "%"],
  [/\\\$/g, " "],
  [/\\([{}])/g, "$1"],
  [/\\[,;:! ]/g, " "],
  [/\\(?:quad|qquad)(?![A-Za-z])/g, " "],
  [/\\[()[\]]/g, " "],
  [/&/g, " "],
  [/\\\\/g, " ; "],
];

/** A subscript as part of a name, its signs spelled so no two letters meet ("n+1" → "n_p_1", "n-1" → "n_m_1"). */
export function subscriptName(sub: string): string {
  return sub
    .replace(/\s+/g, "")
    .replace(/[+-]/g, (c) => (c === "+" ? "_p_" : "_m_"))
    .replace(/([A-Za-z])(?=[A-Za-z])/g, "$1_");
}

export function latexToText(input: string): string {
  if (!input.includes("\\") && !input.includes("{")) return input;
  let s = replaceSqrt(replaceFracs(input));
  for (const [re, rep] of SIMPLE) s = s.replace(re, rep);
  // ^{..} and _{..}: exponents keep their group as parentheses. A command's subscript ("\log_{2}",
  // read by lib/math/logarithms.ts) is dropped; a single letter's names a variable of its own
  // ("a_{n+1}" → a_n_p_1, "x_{1}" → x_1: lib/math/parse.ts SUBSCRIPTED); any other is dropped.
  s = s.replace(/(\\[A-Za-z]+)\s*(?:_\{[^{}]*\}|_[0-9A-Za-z])/g, "$1");
  s = s.replace(/(?<![\\A-Za-z])([A-Za-z])_\{([A-Za-z0-9+\- ]+)\}/g, (_, letter: string, sub: string) => `${letter}_${subscriptName(sub)}`);
  s = s.replace(/_\{[^{}]*\}|(?<![A-Za-z])_[0-9A-Za-z]/g, "");
  s = s.replace(/\\[A-Za-z]+/g, " ");
  return s;
}
