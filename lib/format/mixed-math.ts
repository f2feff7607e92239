// Text with maths marked the way authors write it: `$…$` or `\(…\)` (inline), `$$…$$` or `\[…\]`
// (display). Outside the marks, text stays text (upright). Without marks the older reading applies
// (lib/format/plain-to-latex.ts), except that a bare LaTeX command inside prose ("Find \frac{1}{2}
// of 10.") makes only that command maths, not the whole sentence.
import katex from "katex";
import { toSegments, type Segment } from "./plain-to-latex";

// Pandoc's rule for `$`: the opening one is followed by a non-space, the closing one follows a
// non-space and is not followed by a digit. So "$5 and $10" stays prose (prices are common).
const DELIMITED = /\$\$([\s\S]+?)\$\$|\\\[([\s\S]+?)\\\]|\\\(([\s\S]+?)\\\)|(?<![\\$])\$(?=\S)((?:\\\$|[^$\n])*?[^\s\\])\$(?!\d)/g;
const COMMAND = /\\[a-zA-Z]+/;
// A run of maths around a bare command: the command, its brace groups, digits, operators, spaces.
const COMMAND_RUN = /(?:[0-9.+\-*/=^_()<>|]|\s)*\\[a-zA-Z]+(?:\\[a-zA-Z]+|\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}|[0-9.+\-*/=^_()<>|a-zA-Z](?![a-zA-Z]{2})|\s(?=[\\0-9.+\-*/=^_(){]))*/g;
// Prose: a word of three or more letters that is not a command name.
const PROSE_WORD = /(?<![\\a-zA-Z])[a-zA-Z]{3,}/;

export function hasMathDelimiters(text: string): boolean {
  // A fresh non-global copy: `test` on the shared /g regex would move its lastIndex.
  return new RegExp(DELIMITED.source).test(text);
}

export function toMixedSegments(input: string): Segment[] {
  const text = input.replace(/\r/g, "");
  if (!text.trim()) return [];
  if (hasMathDelimiters(text)) {
    const out: Segment[] = [];
    let last = 0;
    for (const m of text.matchAll(DELIMITED)) {
      if (m.index! > last) out.push(...bareCommands(unescapeDollar(text.slice(last, m.index))));
      out.push({ kind: "math", latex: (m[1] ?? m[2] ?? m[3] ?? m[4]!).trim() });
      last = m.index! + m[0].length;
    }
    if (last < text.length) out.push(...bareCommands(unescapeDollar(text.slice(last))));
    return out;
  }
  if (COMMAND.test(text) && PROSE_WORD.test(text.replace(/\\[a-zA-Z]+(\{[^{}]*\})*/g, " "))) return bareCommands(text);
  return toSegments(text);
}

/** Prose with bare LaTeX commands: each command (with its arguments and the maths around it) is maths. */
function bareCommands(text: string): Segment[] {
  if (!COMMAND.test(text)) return [{ kind: "text", value: text }];
  const out: Segment[] = [];
  let last = 0;
  for (const m of text.matchAll(COMMAND_RUN)) {
    const start = m.index! + (m[0].length - m[0].trimStart().length);
    const latex = m[0].trim();
    if (start > last) out.push({ kind: "text", value: text.slice(last, start) });
    out.push({ kind: "math", latex });
    last = start + latex.length;
  }
  if (last < text.length) out.push({ kind: "text", value: text.slice(last) });
  return out;
}

function unescapeDollar(s: string): string {
  return s.replace(/\\\$/g, "$");
}

/** KaTeX's own parse error for the first maths part that does not parse; null when all parse. */
export function latexError(text: string): string | null {
  for (const s of toMixedSegments(text)) {
    if (s.kind !== "math") continue;
    try {
      katex.renderToString(s.latex, { throwOnError: true, strict: "ignore", trust: false, maxExpand: 200, maxSize: 20 });
    } catch (e) {
      const msg = e instanceof Error ? e.message.replace(/^KaTeX parse error:\s*/, "") : String(e);
      return `“${s.latex.length > 40 ? `${s.latex.slice(0, 39)}…` : s.latex}”: ${msg}`;
    }
  }
  return null;
}
