// Text other people will see (display names, class names) keeps only what renders as itself.
// Bidi controls (U+202E "right-to-left override" and friends) make "Ada\u202Egnp.exe" display as
// "Adaexe.png" and can reorder a whole table row; C0/C1 controls and invisible characters let two
// names that look the same differ. They are removed, not refused: a name pasted from a word
// processor often carries them without the student knowing.
//
// Kept: ZWJ/ZWNJ (U+200C/U+200D), which emoji sequences and several scripts need.
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\ufff9-\ufffb]/g;

/** `text` without bidi controls, control characters and invisible format characters. */
export function visibleText(text: string): string {
  return text.replace(INVISIBLE, "");
}
