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
  return null;
}
