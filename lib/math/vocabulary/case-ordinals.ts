// The one table of words that name one case of a split: "The first gives x = 3", "From the last,".

/** The ordinals a line uses to name one of a split's cases, in order. */
export const CASE_ORDINALS = ["first", "second", "third", "fourth"] as const;

/**
 * A line that opens by naming a case ("the second", "from the last"); the ordinal is group 1. The
 * caller adds what must follow (a comma, "gives", "case"…).
 */
export const CASE_ORDINAL_LEAD = String.raw`^\s*(?:from\s+)?the\s+(${[...CASE_ORDINALS, "last"].join("|")})\b`;
