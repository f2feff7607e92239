// The one stemmer: a word folded so that its singular and plural meet ("hours"/"hour",
// "boxes"/"box", "inches"/"inch"), for every comparison of words in lib/math and lib/check.

/** Lower case, a plural "s" (or "es" after s, x, z, ch, sh) dropped; short words and "-ss" words stay. */
export function stem(word: string): string {
  const w = word.toLowerCase();
  if (w.length <= 3 || !w.endsWith("s") || w.endsWith("ss")) return w;
  return /(?:[sxz]|ch|sh)es$/.test(w) ? w.slice(0, -2) : w.slice(0, -1);
}
