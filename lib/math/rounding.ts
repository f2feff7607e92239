// Rounding policy for numeric claims. A result written to some precision is accepted when it
// is the true value rounded (or truncated) to that precision: 10/3 = 3.33 and 10/3 = 3.3 are
// fine, 10/3 = 3 only with "about"/≈. A whole-number result within 1 of a fractional value
// may be a deliberate rounding (people, boxes), so it is "unsure", not an error.
import { isExact, toNumber, valEquals, type Val } from "./rational";
import { REL_TOL } from "./vocabulary/tolerance";

export type ClaimOutcome = "equal" | "rounded" | "unsure" | "false";

/**
 * @param value the exact value of the computed side
 * @param claimed the value written by the student
 * @param decimals decimal places shown in the claimed literal, null if it is not a literal
 * @param approx the relation was "≈"/"about"
 */
export function compareClaim(value: Val, claimed: Val, decimals: number | null, approx: boolean): ClaimOutcome {
  if (valEquals(value, claimed)) return "equal";
  const x = toNumber(value);
  const y = toNumber(claimed);
  const diff = Math.abs(x - y);
  const scale = Math.max(1, Math.abs(x));
  if (decimals !== null) {
    const unit = 10 ** -decimals;
    // The exact value itself has at most `decimals` places: a different written value is wrong.
    const representable = isExact(value) && valEquals(value, Math.round(x / unit) * unit);
    if (!representable || approx) {
      if (diff <= unit / 2 + REL_TOL * scale) return decimals > 0 || approx ? "rounded" : "unsure";
      if (diff < unit + REL_TOL * scale) return "unsure";
    }
  }
  if (approx) {
    const rel = diff / Math.max(Math.abs(x), 1e-12);
    if (rel <= 0.01) return "rounded";
    if (rel <= 0.1) return "unsure";
  }
  return "false";
}

/**
 * The relative error rounded decimals in a text allow ("0.6931/0.06766", "h = 5/0.5146"): half a
 * unit in the last place of each, relative to its leading digit, summed; 0 when it has none.
 */
export function roundingIn(text: string): number {
  let rel = 0;
  for (const m of text.matchAll(/\d*\.\d+/g)) {
    const digits = m[0].replace(".", "").replace(/^0+/, "").length;
    if (digits) rel += 0.5 * 10 ** (1 - digits);
  }
  return rel;
}
