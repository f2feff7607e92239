// The one table of unit factors: conversions a solution may apply without the problem stating
// them (days in a week, months, hours, minutes, percent, grams, weeks and days in a year,
// seconds in an hour). Used to read "3 hours = 180 minutes" as a conversion, not a computation.
export const UNIT_FACTORS: readonly number[] = [7, 12, 24, 52, 60, 100, 365, 1000, 3600];
