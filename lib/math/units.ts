// The one table of unit factors: conversions a solution may apply without the problem stating
// them (days in a week, months, hours, minutes, percent, grams, weeks and days in a year,
// seconds in an hour). Used to read "3 hours = 180 minutes" as a conversion, not a computation.
import { frac, type Val } from "./rational";
import { TIME_UNITS } from "./vocabulary/time-units";

export const UNIT_FACTORS: readonly number[] = [7, 12, 24, 52, 60, 100, 365, 1000, 3600];

/** The words that make each factor a conversion the text can need (a dozen, 60 minutes, 100 cents). */
const FACTOR_WORDS: ReadonlyMap<number, RegExp> = new Map([
  [7, /\b(?:weeks?|weekly|days?|daily)\b/i],
  [12, /\b(?:dozens?|months?|monthly|years?|yearly|annual(?:ly)?|inch(?:es)?|feet|foot|ft)\b/i],
  [24, /\b(?:hours?|hourly|days?|daily)\b/i],
  [52, /\b(?:weeks?|weekly|years?|yearly|annual(?:ly)?)\b/i],
  [60, /\b(?:minutes?|mins?|hours?|hourly|hrs?|seconds?|secs?)\b/i],
  [100, /%|\b(?:percent|cents?|dollars?|centimet(?:er|re)s?|cm|met(?:er|re)s?)\b|\$/i],
  [365, /\b(?:days?|daily|years?|yearly|annual(?:ly)?)\b/i],
  [1000, /\b(?:grams?|g|kilo\w*|kg|km|met(?:er|re)s?|m|millilit(?:er|re)s?|ml|lit(?:er|re)s?|l|thousands?)\b/i],
  [3600, /\b(?:seconds?|secs?|hours?|hrs?)\b/i],
]);

/**
 * Factors that are conversions only where their units are named (10 mm in a cm, 3 feet in a
 * yard, 16 ounces in a pound): elsewhere they are ordinary numbers.
 */
const NAMED_ONLY_FACTORS: ReadonlyArray<[number, RegExp]> = [
  [10, /(?<![A-Za-z])(?:mm|millimet(?:er|re)s?|cm|centimet(?:er|re)s?)\b/i],
  [3, /\b(?:yards?|yds?)\b/i],
  [16, /\b(?:ounces?|oz)\b.*\b(?:pounds?|lbs?)\b|\b(?:pounds?|lbs?)\b.*\b(?:ounces?|oz)\b/is],
];

/** The unit factors the problem's own words can call for ("5 dozen" → 12; "minutes" → 60; "mm" and "cm" → 10). */
export function unitFactorsFor(text: string): number[] {
  return [...UNIT_FACTORS.filter((f) => FACTOR_WORDS.get(f)?.test(text)), ...NAMED_ONLY_FACTORS.filter(([, re]) => re.test(text)).map(([f]) => f)];
}

/** Units of one kind, by the words that name them ("hrs" → hour): a time asked in minutes and answered in hours is a different quantity. */
const UNIT_KINDS: ReadonlyArray<{ kind: string; units: ReadonlyArray<[string, RegExp]> }> = [
  {
    kind: "time",
    units: TIME_UNITS.map((t): [string, RegExp] => [t.unit, t.words]),
  },
  { kind: "money", units: [["cent", /^(?:cents?|¢)$/i], ["dollar", /^(?:dollars?|\$)$/i]] },
  {
    kind: "length",
    units: [
      ["millimeter", /^(?:millimet(?:er|re)s?|mm)$/i],
      ["centimeter", /^(?:centimet(?:er|re)s?|cm)$/i],
      ["meter", /^(?:met(?:er|re)s?|m)$/i],
      ["kilometer", /^(?:kilomet(?:er|re)s?|km)$/i],
      ["inch", /^(?:inch(?:es)?|in)$/i],
      ["foot", /^(?:feet|foot|ft)$/i],
      ["yard", /^(?:yards?|yds?)$/i],
      ["mile", /^miles?$/i],
    ],
  },
  {
    kind: "mass",
    units: [
      ["gram", /^(?:grams?|g)$/i],
      ["kilogram", /^(?:kilograms?|kgs?)$/i],
      ["pound", /^(?:pounds?|lbs?)$/i],
      ["ounce", /^(?:ounces?|oz)$/i],
    ],
  },
];

/** The unit a word names, with its kind, or null ("hrs" → {kind: "time", unit: "hour"}). */
export function unitOf(word: string): { kind: string; unit: string } | null {
  for (const k of UNIT_KINDS) for (const [unit, re] of k.units) if (re.test(word)) return { kind: k.kind, unit };
  return null;
}

/**
 * Exact sizes of units within one system, in that system's smallest unit: what a stated
 * conversion ("500 cents is $5", "2 hours = 120 minutes") is checked against. Conversions
 * between systems (miles and kilometres) are left alone: students round them on purpose.
 */
const UNIT_SIZES: Readonly<Record<string, { system: string; size: number }>> = {
  ...Object.fromEntries(TIME_UNITS.flatMap((t) => (t.seconds === null ? [] : [[t.unit, { system: "time", size: t.seconds }]]))),
  cent: { system: "money", size: 1 },
  dollar: { system: "money", size: 100 },
  millimeter: { system: "metric length", size: 1 },
  centimeter: { system: "metric length", size: 10 },
  meter: { system: "metric length", size: 1000 },
  kilometer: { system: "metric length", size: 1_000_000 },
  inch: { system: "imperial length", size: 1 },
  foot: { system: "imperial length", size: 12 },
  yard: { system: "imperial length", size: 36 },
  mile: { system: "imperial length", size: 63360 },
  gram: { system: "metric mass", size: 1 },
  kilogram: { system: "metric mass", size: 1000 },
  ounce: { system: "imperial mass", size: 1 },
  pound: { system: "imperial mass", size: 16 },
};

/** How many `to` make one `from` ("dollar" → "cent": 100/1), exactly, or null across kinds or systems. */
export function conversionFactor(from: string, to: string): Val | null {
  const a = UNIT_SIZES[from];
  const b = UNIT_SIZES[to];
  return a && b && a.system === b.system ? frac(a.size, b.size) : null;
}
