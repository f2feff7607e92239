// The one table of words that call a number a total: "a total of 6 hours", "altogether", "in all".

/** A line (or phrase) that announces a total. */
export const TOTAL_WORDS = /\b(?:altogether|all together|together|in total|total|combined|in all|overall)\b/i;
