// The one table of number words (lib/math/vocabulary), shared by the reference checker (quantities a step mentions)
// and the bank builder (numbers a GSM8K question states). Multipliers ("twice", "half") name
// the factor; "half" and "quarter" also mean 0.5 and 0.25 where a text is read for quantities.
/** The cardinals: words that are a number and nothing else. */
export const CARDINAL_WORDS: Readonly<Record<string, number>> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17,
  eighteen: 18, nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70,
  eighty: 80, ninety: 90, hundred: 100, thousand: 1000,
};

/** Every word that names a number: the cardinals, then counts, multipliers and ordinals. */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  ...CARDINAL_WORDS,
  dozen: 12, pair: 2, single: 1, once: 1, both: 2, decade: 10, century: 100,
  twice: 2, double: 2, triple: 3, thrice: 3, quadruple: 4,
  half: 2, third: 3, quarter: 4, fourth: 4, fifth: 5, tenth: 10,
};

/** Fractions that a word also names: "half" of something is 0.5 of it. */
export const FRACTION_WORDS: Readonly<Record<string, number>> = { half: 0.5, quarter: 0.25 };

/**
 * Denominators named by ordinal words, singular and plural: "two fifths of 150" is (2/5) × 150,
 * "a third of", "three quarters of", "one sixth of".
 */
export const FRACTION_DENOMINATORS: Readonly<Record<string, number>> = {
  half: 2, halves: 2, third: 3, thirds: 3, quarter: 4, quarters: 4, fourth: 4, fourths: 4,
  fifth: 5, fifths: 5, sixth: 6, sixths: 6, seventh: 7, sevenths: 7, eighth: 8, eighths: 8,
  ninth: 9, ninths: 9, tenth: 10, tenths: 10,
};

/**
 * A closing line that states zero in words: "There are no slices left for Phill.", "none are
 * left", "he has nothing left", "zero". Only a line with no digit (one with a number states that).
 * A "no" that answers ("No, ...") states nothing.
 */
export function statesNone(line: string): boolean {
  if (/\d/.test(line)) return false;
  const t = line.toLowerCase();
  return /\b(?:none|nothing|zero)\b/.test(t) || /\bno\s+(?:more\s+)?[a-z]{2,}/.test(t.replace(/^\s*no\s*[,.!]/, ""));
}
