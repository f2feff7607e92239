// The one table of units of time: their names, the words that name each, and their size in
// seconds (lib/math/units.ts reads its time units and conversions from here).

export const TIME_UNITS: ReadonlyArray<{ unit: string; words: RegExp; seconds: number | null }> = [
  { unit: "second", words: /^(?:seconds?|secs?)$/i, seconds: 1 },
  { unit: "minute", words: /^(?:minutes?|mins?)$/i, seconds: 60 },
  { unit: "hour", words: /^(?:hours?|hrs?|h)$/i, seconds: 3600 },
  { unit: "day", words: /^days?$/i, seconds: 86400 },
  { unit: "week", words: /^weeks?$/i, seconds: 604800 },
  // (months and years vary in length: no exact conversion)
  { unit: "month", words: /^months?$/i, seconds: null },
  { unit: "year", words: /^(?:years?|yrs?)$/i, seconds: null },
];

/** The names of the units of time, as a regex alternation ("second|minute|...|year"). */
export const TIME_UNIT_NAMES = TIME_UNITS.map((t) => t.unit).join("|");
