// Text with `$…$` / `\(…\)` maths: prose upright, maths with KaTeX (lib/format/mixed-math.ts).
// Renders like MathText (same KaTeX options) and reads plain text the same way; it exists beside
// MathText only until the student-side renderer lands, and then one of them should go.
import katex from "katex";
import { toMixedSegments } from "@/lib/format/mixed-math";

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

export function MixedMathText({ text, className }: { text: string; className?: string }) {
  return (
    <span className={className}>
      {toMixedSegments(text).map((s, i) =>
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
