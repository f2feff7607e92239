// Does the maths in a line parse? Authoring refuses lines whose LaTeX KaTeX cannot read, so
// students never see KaTeX's red error text. Reads the line exactly as MathText renders it.
import katex from "katex";
import { toSegments } from "./plain-to-latex";

/** KaTeX's own parse error for the first maths part that does not parse; null when all parse. */
export function latexError(text: string): string | null {
  for (const s of toSegments(text)) {
    if (s.kind !== "math") continue;
    try {
      katex.renderToString(s.latex, { throwOnError: true, strict: "ignore", trust: false, maxExpand: 200, maxSize: 20 });
    } catch (e) {
      const msg = e instanceof Error ? e.message.replace(/^KaTeX parse error:\s*/, "") : String(e);
      return `“${s.latex.length > 40 ? `${s.latex.slice(0, 39)}…` : s.latex}”: ${msg}`;
    }
  }
  // Plain maths escapes a stray brace so the line still renders; an author's unbalanced brace
  // after a command ("\frac{1 of 10") is broken LaTeX all the same.
  return unbalancedBrace(text);
}

function unbalancedBrace(text: string): string | null {
  if (!/\\[a-zA-Z]+/.test(text)) return null;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "\\") {
      i++; // \{ and \} are literal braces
      continue;
    }
    if (text[i] === "{") depth++;
    else if (text[i] === "}" && --depth < 0) return "a “}” has no matching “{”";
  }
  return depth > 0 ? "a “{” is never closed with “}”" : null;
}
