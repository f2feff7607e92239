// Text with `$…$` / `\(…\)` maths: prose upright, maths with KaTeX (lib/format/mixed-math.ts).
// Renders like MathText (same KaTeX options) and reads plain text the same way; it exists beside
// MathText only until the student-side renderer lands, and then one of them should go.
import katex from "katex";
import { toMixedSegments } from "@/lib/format/mixed-math";
import styles from "./mixed-math.module.css";

/** KaTeX's HTML, or null when the LaTeX does not parse (shown as its source, marked, instead). */
function renderLatex(latex: string): string | null {
  // Inline fractions shrink to a third of the text size; display style keeps digits readable.
  const source = latex.includes("\\frac") ? `\\displaystyle ${latex}` : latex;
  try {
    return katex.renderToString(source, {
      throwOnError: true,
      // Untrusted input: no \href/\url/\html*, and bounded macro expansion and sizes.
      trust: false,
      strict: "ignore",
      maxExpand: 200,
      maxSize: 20,
      output: "htmlAndMathml",
    });
  } catch {
    return null;
  }
}

export function MixedMathText({ text, className }: { text: string; className?: string }) {
  return (
    <span className={className}>
      {toMixedSegments(text).map((s, i) =>
        s.kind === "text" ? (
          <span key={i}>{s.value}</span>
        ) : (
          <MathSegment key={i} latex={s.latex} />
        ),
      )}
    </span>
  );
}

function MathSegment({ latex }: { latex: string }) {
  const html = renderLatex(latex);
  if (html === null) {
    return (
      <code className={styles.latexError} title="This LaTeX does not parse">
        {latex}
      </code>
    );
  }
  // KaTeX escapes all text it emits; trust is off, so no raw HTML can come through.
  return <span dangerouslySetInnerHTML={{ __html: html }} />;
}
