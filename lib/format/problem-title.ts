// Problem titles that tell problems apart. The generated bank reuses a few titles ("Solve a
// two-step equation" five times), so lists and filters add what differs: the equation, or the
// statement's first words.

/** The statement's first words, cut at a word boundary. */
export function firstWords(text: string, max = 50): string {
  const words = text.replace(/\s+/g, " ").trim();
  return words.length <= max ? words : `${words.slice(0, max - 3).replace(/\s+\S*$/, "")}…`;
}

/** How own-problem work (checked on /own, no bank problem) is named in lists and exports. */
export function ownWorkTitle(problemText: string): string {
  return `Own problem: ${firstWords(problemText)}`;
}

/** Maths in a `$…$` pair (not two prices: "$1.88 and a banana costs $0.45"), or after a short lead-in. */
function mathOf(flat: string): string | undefined {
  const tex = /\$([^$]{1,60})\$/.exec(flat)?.[1];
  if (tex && /[=+\-×÷^\\]/.test(tex) && !/[a-z]{3,}\s+[a-z]{3,}/i.test(tex)) return tex;
  return /^[^:$]{1,40}:\s*([^:]{1,60})$/.exec(flat)?.[1];
}

/**
 * A title that names its problem: the title plus the statement's maths (the first $…$, or what
 * follows a short lead-in such as "Solve for y: 2y + 3 = 19"), else a short statement itself, else
 * its first words. Titles that are questions (word problems) or the statement's own start stay.
 */
export function distinctTitle(title: string, statement: string): string {
  const flat = statement.replace(/\s+/g, " ").trim();
  const isStart = flat.toLowerCase().startsWith(title.toLowerCase()) && (title.length >= 30 || title.length === flat.length);
  if (/[?…]$/.test(title) || isStart) return title;
  const math = mathOf(flat)?.trim().replace(/[.?]$/, "");
  if (math) return title.includes(math) ? title : `${title}: ${math}`;
  return `${title}: ${flat.length <= 60 ? flat.replace(/[.]$/, "") : firstWords(flat, 40)}`;
}
