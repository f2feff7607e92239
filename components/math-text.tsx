// Renders a line a student or the bank wrote: prose as text, maths with KaTeX.
// No "use client": it renders the same on the server (problem pages) and in the editor preview.
import katex from "katex";
import { toSegments } from "@/lib/format/plain-to-latex";

function renderLatex(latex: string): string {
  // Inline fractions shrink to a third of the text size; display style keeps digits readable.
  const source = latex.includes("\\frac") ? `\\displaystyle ${latex}` : latex;
  return katex.renderToString(source, {
    throwOnError: false,
    // Untrusted input: no \href/\url/\html*, and bounded macro expansion and sizes.
    trust: false,
    strict: "ignore",
    maxExpand: 200,
    maxSize: 20,
    output: "htmlAndMathml",
  });
}

export function MathText({ text, className }: { text: string; className?: string }) {
  const segments = toSegments(text);
  return (
    <span className={className}>
      {segments.map((s, i) =>
        s.kind === "text" ? (
          <span key={i}>{s.value}</span>
        ) : (
          // KaTeX escapes all text it emits; trust is off, so no raw HTML can come through.
          <span key={i} dangerouslySetInnerHTML={{ __html: renderLatex(s.latex) }} />
        ),
      )}
    </span>
  );
}
