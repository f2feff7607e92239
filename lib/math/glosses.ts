// "half mean ÷ 2", "twice means x2", "25% off means pay 75%": a line that says what a relation
// word means as an operation. One that says it wrongly ("half mean x2") is a false statement
// even before any number is worked out (as English-language learners write them;
// student-blind-63 dev).

/** The factor each relation word stands for. */
const FACTORS: Readonly<Record<string, number>> = { half: 1 / 2, twice: 2, double: 2, triple: 3, thrice: 3, quarter: 1 / 4, third: 1 / 3 };
const NUM = String.raw`\d+(?:\.\d+)?(?:\s*\/\s*\d+)?`;
const MEANS = String.raw`\s+(?:means?|is|=)\s*`;
const RELATION = new RegExp(String.raw`\b(half|twice|double|triple|thrice|quarter|third)${MEANS}(x|×|\*|times|multiply\s+by|÷|\/|divided\s+by|divide\s+by|divide)\s*(${NUM})`, "gi");
const PERCENT = new RegExp(String.raw`(\d+(?:\.\d+)?)\s*%\s*(off|less|discount|more|extra|increase)${MEANS}(?:you\s+)?(?:pay|paying)\s*(\d+(?:\.\d+)?)\s*%(?!\s*of\b)`, "gi");

const value = (s: string) => {
  const [a, b] = s.split("/").map((x) => Number(x.trim()));
  return b === undefined ? a : b ? a / b : NaN;
};
const close = (a: number, b: number) => Math.abs(a - b) < 1e-9;

/** The relation glosses a line states wrongly, as the text of each. */
export function falseGlosses(line: string): string[] {
  const out: string[] = [];
  for (const m of line.matchAll(RELATION)) {
    const n = value(m[3]);
    const factor = /^(?:÷|\/|divide)/i.test(m[2]) ? 1 / n : n;
    if (!close(factor, FACTORS[m[1].toLowerCase()])) out.push(m[0]);
  }
  for (const m of line.matchAll(PERCENT)) {
    const off = /^(?:off|less|discount)$/i.test(m[2]);
    if (!close(Number(m[3]), off ? 100 - Number(m[1]) : 100 + Number(m[1]))) out.push(m[0]);
  }
  return out;
}
