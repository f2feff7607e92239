// A stated unit conversion ("500 cents is $5", "2 hours = 120 minutes", "1.5 km is 1500 m"):
// two amounts of one kind in different units, joined by "is" or "=", whose sizes can be
// compared exactly. A wrong one ("500 cents is $50") is a false claim even where no
// computation is written.
import { conversionFactor, unitOf } from "./units";
import { fromLiteral, mul, toNumber as valueOf } from "./rational";
import { compareClaim } from "./rounding";

const NUM = String.raw`(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+`;
const AMOUNT = String.raw`(?:\$\s*(${NUM})|(${NUM})\s*(¢|[A-Za-z]{2,}))`;
const JOIN = String.raw`\s*(?:=|→|->|\bis\b|\bare\b|\bequals\b|,?\s*which\s+is\b|\bmakes\b)\s*`;
const CONVERSION = new RegExp(`${AMOUNT}${JOIN}(?:about\\s+|approximately\\s+|≈\\s*)?${AMOUNT}`, "gi");
/** What may not come right after the second amount: a rate, a comparison, a further amount or operation. */
const NOT_AFTER = /^\s*(?:\/|[-+×x*÷^(]\s*\d|\d|per\b|each\b|an?\b|more\b|less\b|fewer\b|than\b|left\b|extra\b|off\b|of\b|in\b|for\b|and\s+\d|[a-z]+er\b)/i;
/**
 * What comes right before the first amount: the start of the line or of a clause ("so", "that
 * is", a comma), never an operation or a word that makes it part of a longer amount ("5 days a
 * week for 4 weeks = 20 days" is no claim that 4 weeks are 20 days).
 */
const CLAUSE_START = /(?:^|[.,;:(!?]|\b(?:so|and|then|that|this|is|means|or|because|since|but|now|also)\b)\s*(?:the\s+)?$/i;

export interface StatedConversion {
  text: string;
  /** The second amount stated, and the amount the first one converts to. */
  stated: number;
  expected: number;
}

const decimalsOf = (s: string) => (s.split(".")[1] ?? "").length;

function unitIn(word: string | undefined, dollar: boolean): string | null {
  if (dollar) return "dollar";
  return word ? (unitOf(word)?.unit ?? null) : null;
}

/** The conversions a line states whose second amount is not what the first one converts to. */
export function falseConversions(line: string): StatedConversion[] {
  const out: StatedConversion[] = [];
  for (const m of line.matchAll(CONVERSION)) {
    const [text, d1, n1, w1, d2, n2, w2] = m;
    const before = line.slice(0, m.index);
    const after = line.slice(m.index! + text.length);
    if (!CLAUSE_START.test(before) || NOT_AFTER.test(after)) continue;
    const from = unitIn(w1, d1 !== undefined);
    const to = unitIn(w2, d2 !== undefined);
    const factor = from && to && from !== to ? conversionFactor(from, to) : null;
    if (factor === null) continue;
    const bText = (d2 ?? n2).replace(/,/g, "");
    const a = fromLiteral((d1 ?? n1).replace(/,/g, ""));
    const b = fromLiteral(bText);
    const expected = a && mul(a, factor);
    if (!b || !expected) continue;
    // (judged by lib/math's rounding policy: "100 minutes = 1.67 hours" is rounded, "= 2 hours" unsure)
    if (compareClaim(expected, b, decimalsOf(bText), false) === "false") out.push({ text, stated: valueOf(b), expected: valueOf(expected) });
  }
  return out;
}
