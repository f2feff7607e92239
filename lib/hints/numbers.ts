// Every number a piece of text shows, however it is written: "1,000", "1000.0", "3/4",
// "\frac{3}{4}", "1 1/2", "25%", ".5", "four". The never-reveal rule compares these values with
// the ones a hint must not show, so a format change cannot smuggle an answer through.
import { latexToText } from "@/lib/math/latex";
import { CARDINAL_WORDS, NUMBER_WORDS } from "@/lib/math/vocabulary/number-words";
import { sameNumber } from "@/lib/math/vocabulary/tolerance";
import { div, frac, fromLiteral, toNumber, type Val } from "@/lib/math/rational";

const NUMBER = /(?<![\w.])(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(?![\d])|(?<![\w\d.])\.(\d+)/g;
const FRACTION = /(?<![\w.])(\d+)\s*\/\s*(\d+)(?![\d.])/g;
const MIXED = /(?<![\w.])(\d+)\s+(\d+)\s*\/\s*(\d+)(?![\d.])/g;
const PERCENT = /(\d+(?:\.\d+)?)\s*%/g;

// Words that name a number by themselves ("four", "dozen"); "both", "pair", "half" are not read
// as numbers: hints say "both sides" whatever the answer is.
const CARDINALS = new Set([...Object.keys(CARDINAL_WORDS), "dozen"]);

/** The text with $…$ math turned into plain math text (\frac{3}{4} → (3)/(4)) and brackets around digits removed. */
function plain(text: string): string {
  const unlatexed = text.replace(/\$([^$]*)\$/g, (_m, body: string) => ` ${latexToText(body.replace(/\\div(?![A-Za-z])/g, "÷"))} `);
  return latexToText(unlatexed).replace(/\((\d+(?:\.\d+)?)\)/g, "$1");
}

/** A shown number with how many decimals it was written with (rounded values count as shown too). */
export interface ShownNumber {
  value: Val;
  decimals: number;
}

export function numbersIn(text: string): ShownNumber[] {
  const s = plain(text);
  const out: ShownNumber[] = [];
  for (const m of s.matchAll(NUMBER)) {
    const literal = m[3] !== undefined ? `0.${m[3]}` : `${m[1].replace(/,/g, "")}${m[2] !== undefined ? `.${m[2]}` : ""}`;
    const v = fromLiteral(literal);
    if (v !== null) out.push({ value: v, decimals: m[3]?.length ?? m[2]?.length ?? 0 });
  }
  for (const m of s.matchAll(FRACTION)) {
    // a fraction in lowest terms is a number shown; 1456/13 or 21 ÷ 3 is a division still to do
    const [p, q] = [BigInt(m[1]), BigInt(m[2])];
    if (q > 1n && gcd(p, q) === 1n) out.push({ value: div(frac(p), frac(q))!, decimals: 0 });
  }
  for (const m of s.matchAll(MIXED)) {
    const d = BigInt(m[3]);
    if (d > 0n) out.push({ value: frac(BigInt(m[1]) * d + BigInt(m[2]), d), decimals: 0 });
  }
  for (const m of s.matchAll(PERCENT)) {
    const v = fromLiteral(m[1]);
    if (v !== null) out.push({ value: div(v, frac(100))!, decimals: 0 });
  }
  for (const w of s.toLowerCase().match(/[a-z]+/g) ?? []) {
    if (CARDINALS.has(w)) out.push({ value: frac(NUMBER_WORDS[w]), decimals: 0 });
  }
  return out;
}

function gcd(a: bigint, b: bigint): bigint {
  return b === 0n ? a : gcd(b, a % b);
}

/** Same size, sign ignored: "add 7" shows the 7 of "x = -7". */
export function sameMagnitude(a: Val, b: Val): boolean {
  return sameNumber(Math.abs(toNumber(a)), Math.abs(toNumber(b)));
}

/** A number shown with some decimals reveals a value it rounds to ("6.86" shows 48/7). */
function roundsTo(shown: ShownNumber, hidden: Val): boolean {
  if (shown.decimals === 0) return false;
  const scale = 10 ** shown.decimals;
  return sameNumber(Math.round(Math.abs(toNumber(hidden)) * scale) / scale, Math.abs(toNumber(shown.value)));
}

/** True when the text shows any of the values (in any format, sign ignored, or rounded). */
export function reveals(text: string, forbidden: readonly Val[]): boolean {
  if (!forbidden.length) return false;
  const shown = numbersIn(text);
  return shown.some((s) => forbidden.some((f) => sameMagnitude(s.value, f) || roundsTo(s, f)));
}
