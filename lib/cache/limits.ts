import type { LruLimits } from "./lru";

// Budgets of the checking engine's memo tables, all keyed by text that users type. Entry sizes
// were measured on the V8 heap (bytes per character of key, long keys included), so the worst a
// stream of distinct maximum-length texts can hold is about the sum below, some 50 MB; the
// entry counts are those the tables had before (where a full table was emptied at once). A class
// working on the bank re-reads a few thousand short texts, far inside every budget.

/** Parsed expressions (lib/math/parse.ts): ~45 B per key character, ≤ 18 MB. */
export const PARSE_CACHE: LruLimits = { maxEntries: 20_000, maxKeyChars: 400_000 };

/** Statements found in one line (lib/math/claims.ts): ~17 B per character, ≤ 9 MB. */
export const LINE_CACHE: LruLimits = { maxEntries: 5_000, maxKeyChars: 500_000 };

/** Normalised text (lib/math/normalize.ts): ~3 B per character, ≤ 3 MB. */
export const NORMALIZE_CACHE: LruLimits = { maxEntries: 5_000, maxKeyChars: 1_000_000 };

/** Solution sets of one-variable equations (lib/math/solution-set.ts): ~10 B per character, ≤ 5 MB. */
export const SOLVE_CACHE: LruLimits = { maxEntries: 5_000, maxKeyChars: 500_000 };

/** What a problem statement asks (lib/check/exact-context.ts): ~30 B per character, ≤ 9 MB. */
export const PROBLEM_CONTEXT_CACHE: LruLimits = { maxEntries: 1_000, maxKeyChars: 300_000 };

/**
 * Sample points per set of variable names (lib/math/equivalence.ts): up to ~12 KB for a key that
 * names all 52 letters, ≤ 6 MB; a solution uses a handful of letters, so the key is short.
 */
export const SCOPE_CACHE: LruLimits = { maxEntries: 1_000, maxKeyChars: 50_000 };
