// Renders a line a student, a teacher or the bank wrote: prose as upright text, maths with KaTeX
// (`$…$`, `\(…\)`, bare commands and plain maths: lib/format/plain-to-latex.ts). The one renderer
// for problems, steps and the authoring preview, so the preview is what students see.
// No "use client": it renders the same on the server (problem pages) and in the editor preview.
import katex from "katex";
import { toSegments } from "@/lib/format/plain-to-latex";
import styles from "./math-text.module.css";

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

export function MathText({ text, className }: { text: string; className?: string }) {
  return (
    <span className={className}>
      {toSegments(text).map((s, i) => (s.kind === "text" ? <span key={i}>{s.value}</span> : <MathSegment key={i} latex={s.latex} />))}
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
