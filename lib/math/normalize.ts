// Normalisation layer in front of the parser: turns what students actually type (unicode
// operators, LaTeX, currency, thousands separators, percent, "half of", mixed numbers, GSM8K
// calculator annotations) into plain ASCII math embedded in prose. The claim extractor then
// finds the math runs inside the prose.
import { narratedOperations } from "./narration";
import { withCodeValues } from "./code-lines";
import { latexToText } from "./latex";
import { CARDINAL_WORDS, FRACTION_DENOMINATORS, NUMBER_WORDS } from "./vocabulary/number-words";
import { NORMALIZE_CACHE } from "../cache/limits";
import { LruCache, memo } from "../cache/lru";

const UNICODE: Array<[RegExp, string]> = [
  [/[\u2212\u2013\u2014\u2012\uFE63\uFF0D]/g, "-"],
  [/[\u00D7\u22C5\u00B7\u2219\u2715\u2716]/g, "*"],
  [/[\u00F7\u2215]/g, "/"],
  [/\u00B2/g, "^2"],
  [/\u00B3/g, "^3"],
  [/\u2074/g, "^4"],
  [/\u00BD/g, "(1/2)"],
  [/\u00BC/g, "(1/4)"],
  [/\u00BE/g, "(3/4)"],
  [/\u2153/g, "(1/3)"],
  [/\u2154/g, "(2/3)"],
  [/\u221A\s*(\d+(?:\.\d+)?|[a-z])/g, "sqrt($1)"],
  [/\u221A/g, "sqrt"],
  [/\u03C0/g, "pi"],
  [/[\u21D2\u2192\u27F9\u2234]|=>|-->|->/g, " ; "],
  [/\u2248|\u2243|~=|=~/g, "≈"],
  [/[\u2018\u2019]/g, "'"],
  [/\u00A0/g, " "],
];

/**
 * "19 × 70 → 1330", "7p - 2p -> 5p": an arrow after a computation, with no equals sign on either
 * side, gives its result as "=" does; elsewhere ("2x = 8 → x = 4", "3 weeks → 36 candies") it
 * leads on to the next statement.
 */
function arrowsAsEquals(s: string): string {
  if (!/\u2192|->(?!>)/.test(s)) return s;
  const pieces = s.split(/(\s*(?:\u2192|->(?!>))\s*)/);
  const computes = (t: string) => {
    const last = t.split(/[;:,]/).pop() ?? "";
    return (
      // (a number on one side of the operator at least: "and + to -5" computes nothing)
      /[\d)}]\s*[-+*/×÷^·]\s*[\d({a-z\\]|\d[a-z]\s*[-+*/×÷^·]\s*\d/i.test(last) ||
      /\d\s*x\s*\d/.test(last) ||
      /(?:\d\s*%|\bhalf|\bthirds?|\bquarters?)\s+of\s+\$?\d/i.test(last)
    );
  };
  // (the right side is a result: a number or a term, with no equals sign of its own)
  const result = (t: string) => !t.includes("=") && /^\s*[-\d($.\\]/.test(t);
  return pieces.map((p, k) => (k % 2 === 1 && result(pieces[k + 1] ?? "") && (computes(pieces[k - 1]) || pieces[k - 1].includes("=")) && !pointMoved(pieces[k - 1], pieces[k + 1]) ? " = " : p)).join("");
}

/**
 * "6 × 4 = 24 → 0.24": the same digits with the decimal point moved, as a class writes a product
 * of decimals worked out in whole numbers; the arrow puts the point back, it states no equality.
 */
function pointMoved(left: string, right: string): boolean {
  // (only after a result already stated: "10 × 3 → 300" is still a claim, and wrong)
  const a = /=\s*(\d+(?:\.\d+)?)\s*$/.exec(left)?.[1];
  const b = /^\s*(\d*\.?\d+)\s*$/.exec(right)?.[1];
  if (!a || !b || Number(a) === Number(b)) return false;
  const digits = (x: string) => x.replace(".", "").replace(/^0+/, "").replace(/0+$/, "");
  return digits(a) !== "" && digits(a) === digits(b);
}

/** "x ∈ {2, 3}" and "x = {2, 3}" become "x = 2 or x = 3" before braces turn into parentheses. */
function expandSets(s: string): string {
  return s.replace(/\b([a-z])\s*(?:∈|=|\bin\b)\s*\{([^{}]*)\}/g, (_m, v: string, body: string) => {
    const items = body.split(/[,;]/).map((t) => t.trim()).filter(Boolean);
    return items.length ? items.map((t) => `${v} = ${t}`).join(" or ") : `${v} ∈ {}`;
  });
}

/** "|x - 1|" is abs(x - 1) when the bars hold math only (not a table's "| a | b |" or words). */
function absoluteBars(s: string): string {
  if (!s.includes("|") || /^\s*\|.*\|\s*$/.test(s)) return s;
  // (a table cell "| 20 |" is no absolute value: the bars hold an operation or a letter, not padded on both sides)
  const math = (body: string) => /^[\s\d.+\-*/^()a-z]+$/i.test(body) && /[a-z]|\S\s*[-+*/^]|^\s*-/i.test(body) && !/[a-z]{2,}/i.test(body.replace(/sqrt/g, "")) && !/^\s.*\s$/.test(body);
  return s.replace(/\|([^|]{1,40})\|/g, (m, body: string) => (math(body) ? `abs(${body.trim()})` : m));
}

/** "x = ±3" is the solution set {3, -3}. */
function expandPlusMinus(s: string): string {
  return expandPlusMinusEquations(s.replace(/\b([a-z])\s*=\s*(?:±|\+\/-|\+-)\s*([\d.]+|sqrt\([^()]*\)|\(\([^()]*\)\/\([^()]*\)\))/g, "$1 = $2 or $1 = -$2"));
}

/**
 * "x - 2 = ± sqrt(3)", "x = 2 ± sqrt(3)", "x = ((4 ± sqrt(40))/(4)) = ...": an equation with ± on
 * its right is two equations, one with + and one with - (every ± of the chain taking the same sign).
 */
function expandPlusMinusEquations(s: string): string {
  if (!s.includes("±")) return s;
  return s.replace(PM_EQUATION, (m, pre: string, lhs: string, rhs: string) => {
    const side = (sign: "+" | "-") => rhs.replace(/(^|[=(])\s*±\s*/g, sign === "+" ? "$1" : "$1-").replace(/±/g, sign);
    return `${pre}${lhs} = ${side("+")} or ${lhs} = ${side("-")}`;
  });
}
// a left side with a letter (up to a separator), "=", then a right side with a ± (up to a separator)
const PM_EQUATION = /(^|[,;:\\]\s*|\b(?:so|then|and|gives|giving|hence|thus)\s+)([^=,;:±\\]*?[a-z][^=,;:±\\]*?)\s*=\s*([^,;:\\]*?±[^,;:\\]*?)(?=\s*(?:[,;:\\]|\.(?:\s|$)|\b(?:so|or|and|then)\b|$))/g;

// "a third of", "two fifths of", "three quarters of": a fraction in words taking a part of what follows
const WORD_FRACTION_OF = new RegExp(
  `\\b(a|${Object.keys(CARDINAL_WORDS).filter((w) => CARDINAL_WORDS[w] >= 1 && CARDINAL_WORDS[w] <= 9).join("|")})[\\s-]+(${Object.keys(FRACTION_DENOMINATORS).join("|")})\\s+of\\b`,
  "gi",
);

function wordFraction(whole: string, count: string, ordinal: string): string {
  const n = count.toLowerCase() === "a" ? 1 : NUMBER_WORDS[count.toLowerCase()];
  const d = FRACTION_DENOMINATORS[ordinal.toLowerCase()];
  // "two half of" is no fraction anyone writes; a singular ordinal takes one part, a plural several
  if (n === undefined || d === undefined || (n > 1) !== /s$/i.test(ordinal)) return whole;
  return ` (${n}/${d}) * `;
}

function wordOperators(s: string): string {
  return s
    .replace(/####/g, " answer: ")
    // "25% of 80" is a product, but "1 - 2/3 = 1/3 of the money" names a result, not a claim;
    // after a word label it is the product again ("vanilla = 3/4 of 20 = 15")
    // (the number is matched whole: "=75% of" must not be read from its "5")
    // (only of an amount or a letter written after it: "40% of the gingerbread men have red hats"
    // states a percent)
    .replace(/(?<![\d)%]\s*[=≈]\s*|[\d.])(\d+(?:\.\d+)?)\s*%\s*of\b(?=\s*[A-Za-z](?![A-Za-z])|(?:\s+[A-Za-z'’]+){0,4}\s*[-$€£(]?\s*\d)/gi, "$1% *")
    // (also a LaTeX fraction, "\\frac{3}{4} of 20", which reaches here as "((3)/(4)) of 20")
    .replace(/(?<![\d)%]\s*[=≈]\s*|[\d.])(\d+\s*\/\s*\d+|\(\(\d+\)\s*\/\s*\(\d+\)\))\s+of\b(?=\s*[\d($.])/gi, "($1) *")
    // "day 3 half of 70": the number labels the day, it is no whole part of a mixed number
    .replace(/\b([A-Za-z]{2,}\s+\d+)\s+(?=(?:(?:one|a)\s+)?(?:half|third|quarter)\s+of\b)/gi, "$1: ")
    // "20 - 25% = 15", "440 + 25% = 550": a percent taken off or added on is that percent of the
    // amount before it (not after a product, "2 × 20 - 25%", nor of a percent, "100% - 25%")
    .replace(/(?<![\d.%\/*×÷^)(]\s*|[\d.])(\d+(?:\.\d+)?)(\s*[-+−]\s*)(\d+(?:\.\d+)?)\s*%(?!\s*of\b)(?=\s*(?:=|$))/g, "$1$2$3% * $1")
    .replace(/\b(?:one|a)?\s*half\s+of\b/gi, " (1/2) * ")
    .replace(WORD_FRACTION_OF, wordFraction)
    // "40 out of 800 = 40/800": a part of a whole set equal to a value is that fraction
    .replace(/(?<![\d.])(\d+(?:\.\d+)?)\s+out\s+of\s+(\d+(?:\.\d+)?)(?![\d.])(?=\s*=)/gi, "($1/$2)")
    .replace(/\btwice\s+(?=[\d(])/gi, " 2 * ")
    .replace(/\bthrice\s+(?=[\d(])/gi, " 3 * ")
    .replace(/\b(?:a|one)\s+dozen\b/gi, " 12 ")
    // "200-kilobyte videos", "a 5-pound bag": a number inside a compound word
    .replace(/(\d)-(?=[A-Za-z]{2,})/g, "$1 ")
    // "= 20 times 2 people reappeared": a result followed by prose, not a product
    .replace(/(?<![=≈]\s*[\d.]*)([\d)])\s+(?:times|multiplied\s+by)\s+(?=[\d(.])/gi, "$1 * ")
    .replace(/([\d)])\s+divided\s+by\s+(?=[\d(.])/gi, "$1 / ")
    // "= 426  (8x7=56 put 6 carry 5)": a remark in brackets after a result is prose, not a factor
    .replace(/(=\s*-?\d+(?:\.\d+)?)\s*\((?=[^()]*[A-Za-z]{2,}[^()]*\))/g, "$1 ; (")
    // "3900/450 = 8 r 300": a quotient with its remainder
    .replace(/(\d+)\s*\/\s*(\d+)\s*=\s*(\d+)\s*(?:r|R|rem|remainder)\s*(\d+)\b/g, "$1 / $2 = $3 + $4 / $2")
    .replace(/([\d)%])\s+plus\s+(?=[\d(.])/gi, "$1 + ")
    .replace(/([\d)%])\s+minus\s+(?=[\d(.])/gi, "$1 - ")
    // "2 x $2", "3 x (4 + 5)": a times sign between numbers (the variable x is never spaced there)
    // ("(7+4)x2", "(116-48) x 7": also after a bracket; "-2 x -2": a spaced x before a negative number)
    .replace(/([\d)])\s*[xX]\s*(?=[$€£¥]?\s*\d)/g, "$1 * ")
    .replace(/([\d)])\s+[xX]\s+(?=\(|-\d)/g, "$1 * ")
    // "equals" is a prose relation like "is": "3/4 is equal to $15" names a part of a quantity
    .replace(/\b(?:is\s+)?equal\s+to\b|\bequals\b/gi, " is ")
    .replace(/=\s*(?:about|approximately|approx\.?|roughly|around|nearly)\s+/gi, " ≈ ")
    .replace(/([\d)])\s+(?:is|are|was|makes|gives)\s+(?:about|approximately|approx\.?|roughly|around|nearly)\s+(?=[\d(-])/gi, "$1 ≈ ")
    .replace(/([\d)])\s*~\s*(?=[\d(-])/g, "$1 ≈ ");
}

function numbers(s: string): string {
  return (
    s
      // "8.333..." is a truncated repeating decimal: its digits are what the student shows
      .replace(/(\d\.\d+)\s*(?:\.\.\.|…)/g, "$1")
      // "$80 000", "17 000": a space as thousands separator (only with currency or whole
      // thousands, since "12 200-kilobyte videos" is two numbers)
      .replace(/([$€£¥]\s*)(\d{1,3}(?: \d{3})+)(?![\d,]|\.\d)/g, (_m, pre: string, n: string) => pre + n.replace(/ /g, ""))
      .replace(/(^|[^\d.,\/])(\d{1,3}(?: \d{3})* 000)(?![\d,-]|\.\d)/g, (_m, pre: string, n: string) => pre + n.replace(/ /g, ""))
      // currency signs and thousands separators carry no math
      .replace(/[$€£¥]/g, " ")
      .replace(/(\d)(?:USD|dollars?)\b/gi, "$1")
      // ("$57,500, so": a comma after the number is punctuation)
      .replace(/(^|[^\d.,])(\d{1,3}(?:,\d{3})+)(?!\d|,\d|\.\d)/g, (_m, pre: string, n: string) => pre + n.replace(/,/g, ""))
      .replace(/(^|[^\d.,])(\d{1,3}(?:,\d{3})+\.\d+)/g, (_m, pre: string, n: string) => pre + n.replace(/,/g, ""))
      // clock times and military times are not numbers to compute with
      .replace(/\b(?:[01]?\d|2[0-3]):[0-5]\d\b(?=\s*(?:am|pm|a\.m\.|p\.m\.)?(?:[\s.,;!?]|$))/gi, " time ")
      .replace(/(\d):(?=\d)/g, "$1: ")
      .replace(/(^|[^\d.])0\d{3}(?![\d.])/g, "$1 time ")
      .replace(/(?<![\/\d.]\s*)(\d+)\s+and\s+(\d+\s*\/\s*\d+)(?![\d.\/^])/g, "$1 $2")
      // mixed numbers: "2 1/2" → (2+1/2) when the fraction is proper
      // (not after a word: "day1 1/4 of 200" labels day 1)
      .replace(/(^|[^\d.\/^A-Za-z])(\d+)\s+(\d+)\s*\/\s*(\d+)(?![\d.\/^])/g, (m, pre: string, w: string, a: string, b: string) =>
        Number(a) < Number(b) && Number(b) > 0 ? `${pre}(${w}+${a}/${b})` : m,
      )
      .replace(/(\d+(?:\.\d+)?)\s*%/g, "($1/100)")
      // "a/b ÷ c/d" and "6 ÷ 1/2" mean division by the whole fraction
      // (not after "/-": "x/-8/11" divides twice, as "x/8/11" does)
      .replace(/(^|[^\d.\/^)a-zA-Z])(?<!\/\s*-\s*)(\d+(?:\.\d+)?\s*\/\s*\d+(?:\.\d+)?)(?![\d\/^(a-zA-Z]|\.\d)/g, "$1($2)")
  );
}

/** How the normaliser writes a percent ("25%" -> "((25/100))", once read): a written number, not a computation. */
export const WRITTEN_PERCENT = /^\(+\s*-?\d+(?:\.\d+)?\s*\/\s*100\s*\)+$/;

/** "Step 3:", "**Step 3:**", "**Step 3**", "### Step 3", "3." and "3)" at the start of a line enumerate steps: not math. */
export const STEP_LABEL = /^\s*(?:\*\*|#+\s*)?(?:step\s*\d+\s*(?:[:.)-]|(?=\*\*|\s*\n|\s*$))|\d+[.)]\s)(?:\*\*)?[ \t]*/i;

/**
 * "day 2:", "common denom 10:", "divide by 4:" opening a line: words and a number that name the
 * part or the move, the line's math after the colon (not a ratio "1:2" nor a time "8:25").
 */
export const WORD_NUMBER_LABEL = /^\s*[A-Za-z][A-Za-z ]*?\s*(\d+(?:\.\d+)?)\s*:(?!\d)/;

/** A line as its writer meant it, without its step label or list bullet ("4. Check: …", "- Check: …"). */
export function unlabelled(line: string): string {
  return line.replace(STEP_LABEL, "").replace(/^\s*[-*•]\s+/, "");
}

/**
 * A solution written as a list ("- after 3 hours: 4 x 3 = 12 oz gone", "- 12 + 4 x h = 24"): when
 * several of its lines open with "- " and one of them goes on with a word, that dash is a bullet
 * on every line, not a minus sign in front of the first number. A lone "- 5 + 3" stays a minus.
 */
function withoutListDashes(steps: readonly string[]): string[] {
  const dashed = steps.filter((s) => /^\s*-[ \t]+\S/.test(s));
  const list = dashed.length >= 2 && dashed.some((s) => /^\s*-[ \t]+[A-Za-z]{2,}/.test(s));
  return list ? steps.map((s) => s.replace(/^(\s*)-[ \t]+/, "$1")) : [...steps];
}

/** A line that takes the line before it back and redoes it: "oops, -4 x 3 = -12 not +12, so …". */
const RETRACTS = /^\s*(?:oops|whoops|no wait|wait,? no|correction|my mistake|scratch that|i mean)\b/i;
/** What a line the student took back is checked as: a remark with nothing to check. */
const TAKEN_BACK = "(crossed out)";

/**
 * A slip the student noticed and redid on the next line ("-4(4n + 3) = -16n + 12", then "oops,
 * -4 x 3 = -12 not +12, so -4(4n + 3) = -16n - 12") is crossed out, not the first error: the line
 * taken back is read as a remark, and the redo is checked as usual.
 */
function withoutTakenBack(steps: readonly string[]): string[] {
  return steps.map((s, k) => (k + 1 < steps.length && RETRACTS.test(unlabelled(steps[k + 1])) && /=|\d/.test(steps[k + 1]) ? TAKEN_BACK : s));
}

/** A solution's lines as the checkers read them: list dashes dropped, lines taken back crossed out, code lines given their values. */
export function solutionLines(steps: readonly string[]): string[] {
  return withoutTakenBack(withoutListDashes(withCodeValues(steps)));
}

const cache = new LruCache<string>(NORMALIZE_CACHE);

/**
 * "50 : 5 = 10", "12:4=3": a colon between two numbers that a result follows divides them (as a
 * ratio, so "2:3 = 4:6" stays true). Not a clock time ("10:30 = 10.5 hours"), nor a label
 * ("Day 2: 15 = 15").
 */
function colonAsDivision(s: string): string {
  return s.replace(/(?<![A-Za-z]\s*|[\d.:])(\d+(?:\.\d+)?)(\s*):(\s*)(\d+(?:\.\d+)?)(?![\d.:])(?=\s*=)/g, (m, a: string, sp1: string, sp2: string, b: string) =>
    !sp1 && !sp2 && /^\d{2}$/.test(b) ? m : `${a} ÷ ${b}`,
  );
}

/** "week 5 =", "day 2 =", "tree 3 =" opening a line: the part's name and number, then its value. */
const PART_LABEL = /^(\s*(?:[-*•]\s+)?(?:day|week|month|year|tree|box|bag|part|round|game|trip|stage|level|row|page|test|quiz|team|group|player|friend|shelf|jar|basket|pack|batch|class|store|shop|room)\s*\d+)\s*=(?!=)/i;

/** "day2_remi", "total_cost", "n_boys": a name written as code (not a subscript, "x_1", "a_{n}"). */
const CODE_NAME = /(?<![\\\w])[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+(?![\w{])/g;

/** A code name's words, without the digits and lone letters that would read as numbers and variables ("day2_remi" → "day remi"). */
function codeName(name: string): string {
  if (!/[A-Za-z]{2,}/.test(name)) return name;
  return name
    .split("_")
    .map((part) => part.replace(/\d+/g, ""))
    .filter((part) => part.length > 1)
    .join(" ");
}

/**
 * The surface layer every reader shares: step labels, calculator annotations, markdown bold,
 * LaTeX and unicode symbols become plain ASCII math, prose kept. normalizeText builds on it;
 * the reference checker reads "The answer is 25%" on it, where the percent sign still stands.
 */
export function normalizeSurface(input: string): string {
  // "1{,}000" is LaTeX's thousands separator; markdown bold ("**$1,955**") carries no math, but
  // "x**2" (glued to both operands) is a power
  let s = input
    .replace(STEP_LABEL, "")
    // "week 5 = 80 - (4 + 8 + 16 + 32)": a numbered part named before "=" labels what follows
    .replace(PART_LABEL, "$1:")
    // a markdown list item on a new line ("…each day\n- 3 × 2 = 6 hours") starts a new
    // statement; its bullet is no minus sign
    .replace(/\n[ \t]*[-*•][ \t]+(?=[^\s*])/g, "\n; ")
    // a slip crossed out and redone on the same line: "y = 21 (no) y = 20" is "y = 20",
    // "-2m + 5m = -3m (no) 3m" is "-2m + 5m = 3m"
    .replace(/^(.*?)\s*\((?:no|wrong|oops|crossed out|scratch that)\)\s*(.*)$/i, (_m, before: string, redo: string) =>
      redo.includes("=") || !before.includes("=") ? redo : before.replace(/=[^=]*$/, `= ${redo}`),
    )
    // a boxed answer: "x = 4 ☐", "[-7y - 4]" (a whole line in square brackets is its content)
    .replace(/[☐□■▢]/g, " ")
    .replace(/^\s*(?:;\s*)?\[([^\[\]]*)\]\s*$/, "$1")
    .replace(/<<[^<>]*>>/g, " ")
    // ".41", "-.5": a decimal written without its leading zero
    .replace(/(?<![\d.\w])\.(\d)/g, "0.$1")
    // "~~n = -8~~ n = -9": struck out; "= -12 not +12": the value rejected is no operand
    .replace(/~~[^~]*~~/g, " ")
    .replace(/,?\s*(?<![A-Za-z])not\s*[-+−]?\$?\d[\d,]*(?:\.\d+)?(?![\d.])/gi, "")
    .replace(/\{,\}/g, ",")
    .replace(/([A-Za-z0-9)\]])\*\*(?=[A-Za-z0-9(])/g, "$1^")
    .replace(/\*\*/g, " ")
    .replace(CODE_NAME, codeName);
  try {
    s = latexToText(s);
  } catch {
    // malformed LaTeX: keep the raw text, the parser will decide
  }
  // "3/4÷2/5", "6÷7/8": a written fraction beside a division sign is the whole fraction, spaced or not
  s = s.replace(/(?<![\d.\/])(\d+(?:\.\d+)?\/\d+(?:\.\d+)?)(?=\s*÷)/g, "($1)").replace(/(?<=÷\s*)(\d+(?:\.\d+)?\/\d+(?:\.\d+)?)(?![\d.\/^])/g, "($1)");
  s = arrowsAsEquals(s);
  s = colonAsDivision(s);
  for (const [re, rep] of UNICODE) s = s.replace(re, rep);
  // ("\frac{4}{3}\pi r^3", "\pi(216)", "\pi (6^3)": pi times what follows it, not a function of it)
  s = s.replace(/(?<![A-Za-z])pi(?![A-Za-z])\s*(?=\(|[A-Za-z](?![A-Za-z]))/g, "pi*");
  return s;
}

/** Plain-text form of one student line, still with its prose. Never throws. */
/**
 * "3/5 ×2/×2 = 6/10", "1/2 x5/x5", "6/8 ÷2/÷2": a fraction's top and bottom both multiplied (or
 * divided) by the same number, as classes write the move for equivalent fractions: a product with
 * k/k, not "3/5 × 2 / × 2".
 */
function scaledByOne(s: string): string {
  return s
    .replace(/(?:\*|(?<![A-Za-z])x)\s*(\d+)\s*\/\s*(?:\*|x)\s*\1(?![\d.])/g, "* ($1/$1)")
    .replace(/\/\s*(\d+)\s*\/\s*\/\s*\1(?![\d.])/g, "/ ($1/$1)");
}

export function normalizeText(input: string): string {
  return memo(cache, input, () => normalizeUncached(input));
}

function normalizeUncached(input: string): string {
  let s = scaledByOne(normalizeSurface(input));
  s = expandSets(s);
  s = expandPlusMinus(s);
  s = absoluteBars(s);
  s = s.replace(/\{/g, "(").replace(/\}/g, ")");
  // "x(x - 3)" is a product, not a call of a function named x
  s = s.replace(/(^|[^A-Za-z])([A-Za-z])\(/g, "$1$2*(");
  s = wordOperators(narratedOperations(s));
  s = numbers(s);
  return s.replace(/\s+/g, " ").trim();
}

/**
 * "21ab" → "21a*b" when a and b are the problem's variables: a run of its own letters glued to a
 * number is their product, not a word (only distinct letters, at most three).
 */
export function gluedProducts(text: string, letters: string): string {
  const own = (w: string) => [...w].every((ch, k) => letters.includes(ch) && w.indexOf(ch) === k);
  return (
    text
      .replace(/(\d)([A-Za-z]{2,3})(?![A-Za-z])/g, (m, d: string, w: string) => (own(w) ? `${d}${[...w].join("*")}` : m))
      // ("y = mx + c", "mx + c = y": a run of them beside an operator is their product too; after
      // a word or before a number it may be a word: "by 2", "as x", "ax"; after a colon or comma
      // that ends a clause it starts the math: "Multiply by y - 3: xy - 3x = 2y + 1")
      .replace(/(^|[=+\-*/(^:;,]\s*)([A-Za-z]{2,3})(?=\s*([=+\-*/)^]|$))/g, (m, pre: string, w: string, next: string | undefined) =>
        own(w) && (pre.trim() !== "" || (next ?? "") !== "") ? `${pre}${[...w].join("*")}` : m,
      )
  );
}
