// Is a line something a person could read as math or words? Markup ("<script>…</script>"),
// broken LaTeX ("\frac{"), a line of emoji or keyboard mash can't be checked, and a solution
// that contains one must never count as correct just because its last line states the answer.
import { analyzeLine } from "./claims";
import { readGroup } from "./latex";

// HTML by tag name, so that "a<b and c>d" stays math
const TAG = /<\/?(?:script|style|iframe|img|svg|object|embed|link|meta|html|body|head|div|span|p|a|b|i|u|em|strong|br|hr|input|form|button|table|tr|td|ul|ol|li|h[1-6]|math|textarea|select|option)\b[^<>]*>/i;
const VOWEL = /[aeiouyäöüéèáíóú]/i;

/** Unbalanced braces, a \frac without its two groups, a \begin without its \end. */
function brokenLatex(s: string): boolean {
  if (!s.includes("\\") && !/[{}]/.test(s)) return false;
  let depth = 0;
  for (let i = 0; i < s.length; i++) {
    if (s[i] === "\\" && (s[i + 1] === "{" || s[i + 1] === "}")) {
      i++;
      continue;
    }
    if (s[i] === "{") depth++;
    if (s[i] === "}" && --depth < 0) return true;
  }
  if (depth !== 0) return true;
  const re = /\\[dt]?frac/g;
  for (let m = re.exec(s); m; m = re.exec(s)) {
    const num = readGroup(s, m.index + m[0].length);
    if (!num || !readGroup(s, num.end)) return true;
  }
  const begins = (s.match(/\\begin\s*\{/g) ?? []).length;
  return begins !== (s.match(/\\end\s*\{/g) ?? []).length;
}

/** A word a reader could recognise: has a vowel and no run of 5+ consonants ("qwrtzp" has not). */
function recognisableWord(w: string): boolean {
  if (w.length === 1) return /^[aAI]$/.test(w);
  return VOWEL.test(w) && !/[^aeiouyäöüéèáíóú\d]{5,}/i.test(w);
}

/** True when a step can't be read as math or words (see the file comment). Empty lines are not steps. */
export function isUnreadable(step: string): boolean {
  const s = step.trim();
  if (!s) return false;
  if (TAG.test(s) || brokenLatex(s)) return true;
  if (/^[\s✓✔]+$/.test(s)) return false; // a tick after a check line
  if (!/[\p{L}\p{N}]/u.test(s)) return true; // emoji, punctuation, symbols only
  if (/\d/.test(s) || analyzeLine(s).chains.length > 0) return false;
  const words = s.match(/\p{L}+/gu) ?? [];
  return !words.some(recognisableWord);
}
