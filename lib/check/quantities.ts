// The quantities of a free-text step, as the reference checker reads them: the arithmetic
// claims ("48/2 = 24", "$12 × 5 = $60", "3 hours * 60 = 180 minutes") and the numbers written.
// Read off lib/math, the one math front end: its claim extractor (analyzeLine) finds and parses
// the statements, its exact evaluator computes them, its rounding policy decides whether a
// claimed result holds. Nothing here tokenises, normalises or evaluates on its own.
import { analyzeLine, namedSum, plainProduct, type Chain } from "../math/claims";
import type { Token } from "../math/tokens";
import { evaluate } from "../math/evaluate";
import { normalizeText } from "../math/normalize";
import { FRACTION_WORDS, NUMBER_WORDS } from "../math/vocabulary/number-words";
import { parseExpr, type ParsedExpr } from "../math/parse";
import { toNumber, type Val } from "../math/rational";
import { compareClaim } from "../math/rounding";
import { sameNumber, sameToTheCent } from "../math/vocabulary/tolerance";
import { leavesOf, outerOp, percentWritten, type Leaf } from "./quantity-leaves";

/**
 * lib/math's word-problem reading (the exact checker's for word problems too): x, y, n, ... and
 * capitals may be variables, other lone lowercase letters are units, and " x " between numbers
 * is a times sign ("8 games x 2 hours"). A side with a variable makes no numeric claim.
 */
const EXTRACT = { variables: "common" } as const;

/** A parsed arithmetic expression: its value, the numbers it uses and its outermost operator. */
export interface ArithExpr {
  value: number;
  /** The operands in reading order, signed ("-3"), percentages as fractions (25% -> 0.25). */
  leaves: number[];
  op?: string;
  text: string;
}

/** `lhs = rhs` where lhs is a computation (has an operator) and rhs the stated result. */
export interface ArithClaim {
  lhs: ArithExpr;
  rhs: ArithExpr;
  /** The claimed result: the value of the right-hand side. */
  result: number;
  holds: boolean;
  /** "t = 5 + 60": the letter the computation is given to (no result is written). */
  assigns?: string;
}

export interface StepQuantities {
  claims: ArithClaim[];
  /** Every number written in the step (percentages as written, e.g. 25 for 25%). */
  numbers: number[];
  /** Numbers that the step states as results or facts, excluding claim operands. */
  stated: number[];
  /**
   * "35% = 36 + 12", "5% = 6": a lone percent on the left labels what follows as that percent of
   * some amount (the rate as a fraction, the value and how it was worked out).
   */
  percentLabels?: PercentLabel[];
}

export interface PercentLabel {
  rate: number;
  value: number;
  leaves: number[];
  op?: string;
}

/** One side of a relation, evaluated exactly; null when it has a variable or no value. */
interface Side {
  expr: ArithExpr;
  exact: Val;
  leaves: Leaf[];
  /** Does a computation: an operator other than a sign or the percent of a written "25%". */
  hasOp: boolean;
  /** A lone number as written ("18", "25%"). */
  lone: Leaf | null;
  decimals: number | null;
  /** A unit word was attached ("1 pan"). */
  unit?: boolean;
}

function sideOf(p: ParsedExpr, unit = false): Side | null {
  if (p.vars.length) return null;
  const exact = evaluate(p.node);
  if (exact === null) return null;
  const value = toNumber(exact);
  if (!Number.isFinite(value)) return null;
  const leaves: Leaf[] = [];
  leavesOf(p.node, leaves);
  const pct = percentWritten(p.node);
  const hasOp = p.hasOp && pct === null;
  const lone = (pct !== null || p.literalDecimals !== null) && leaves.length === 1 && !p.text.trim().startsWith("-") ? leaves[0] : null;
  const decimals = decimalsOf(p.text);
  return { expr: { value, leaves: leaves.map((l) => l.value), op: outerOp(p.node), text: p.text }, exact, leaves, hasOp, lone, decimals, unit };
}

/** Decimal places of the first decimal written in a text ("3.33" -> 2), 0 without one. */
function decimalsOf(text: string): number {
  return text.match(/\.(\d+)/)?.[1].length ?? 0;
}

/** A claimed result holds when it is exact or the true value rounded to the decimals written (lib/math's rounding policy). */
function claimHolds(trueValue: Val, claimed: Val, decimals: number): boolean {
  const outcome = compareClaim(trueValue, claimed, decimals, false);
  return outcome === "equal" || outcome === "rounded";
}

/** The same check on plain numbers, for callers that compare evaluated sides (reference-algebra.ts). */
export function resultMatches(trueValue: number, claimed: number, claimedText?: string): boolean {
  return claimHolds(trueValue, claimed, decimalsOf(claimedText ?? ""));
}

/** A side that is one letter alone ("t" of "t = 5 + 60"). */
function isLetter(p: ParsedExpr): boolean {
  return /^\s*[A-Za-z]\s*$/.test(p.text);
}

/**
 * The runs of sides joined by "=": a chain is cut at "≈" and at prose relations ("is"), which
 * are not computations to check. A side with a variable has no value and makes no claim
 * ("x = 200 - 150 = 50" still claims 200 - 150 = 50).
 */
function equalityRuns(chain: Chain): Array<Array<Side | null>> {
  const runs: Array<Array<Side | null>> = [[sideOf(chain.parts[0].expr, chain.parts[0].unit)]];
  chain.rels.forEach((rel, i) => {
    if (rel !== "=" || chain.prose[i]) runs.push([]);
    runs[runs.length - 1].push(sideOf(chain.parts[i + 1].expr, chain.parts[i + 1].unit));
  });
  return runs;
}

interface ClaimsOfRun {
  claims: ArithClaim[];
  operands: number[];
  labels: PercentLabel[];
}

function claimsOfRun(sides: Array<Side | null>): ClaimsOfRun {
  const claims: ArithClaim[] = [];
  const operands: number[] = [];
  const labels: PercentLabel[] = [];
  const label = (pct: Side, of: Side) => labels.push({ rate: pct.expr.value, value: of.expr.value, leaves: of.expr.leaves, op: of.expr.op });
  for (let i = 1; i < sides.length; i++) {
    const l = sides[i - 1];
    const r = sides[i];
    if (!l || !r) continue;
    if (l.lone && r.lone && l.lone.pct !== r.lone.pct) {
      // "30% = 0.3" is a conversion claim that can be checked
      const [pct, other] = l.lone.pct ? [l, r] : [r, l];
      const holds = claimHolds(pct.exact, other.exact, other.decimals ?? 0);
      // "5% = 6" is shorthand for "5% of the amount is 6", not a conversion
      if (!holds && Math.abs(other.expr.value) >= 1 && Math.abs(pct.expr.value) < 1) {
        if (i === 1 && l.lone.pct) label(l, r);
        continue;
      }
      claims.push({ lhs: pct.expr, rhs: other.expr, result: other.expr.value, holds });
      continue;
    }
    if (!l.hasOp && !r.hasOp) continue; // "2 hours = 120 minutes": a conversion, not a computation
    if (!l.hasOp && l.unit && r.hasOp) continue; // "1 pan = 40/4 = 10": a labelled quantity, as exact-claim-check.ts reads it
    // "1 chips + 1 pretzels = 7 + 4 = 11": quantities named in words, then their values computed (as exact-steps.ts reads it)
    if (i === 1 && sides.length > 2 && l.unit && l.hasOp && r.hasOp && !r.unit && !plainProduct(l)) continue;
    // "30% = 3 × 6 = 18": a lone percentage on the left is a label, not a computation
    if (!l.hasOp && l.lone?.pct) {
      if (i === 1) label(l, r);
      continue;
    }
    if (l.hasOp && !r.hasOp) {
      // "(75/100)*100 = 75%": a percentage result may be written as the number of percent
      const asPercent = r.lone?.pct ? claimHolds(l.exact, r.lone.written, r.decimals ?? 0) : false;
      const holds = claimHolds(l.exact, r.exact, r.decimals ?? 0) || asPercent;
      claims.push({ lhs: l.expr, rhs: r.expr, result: asPercent ? r.lone!.written : r.expr.value, holds });
      operands.push(...l.expr.leaves);
      continue;
    }
    // chain abuse "48/2 = 24 + 48 = 72": the new side starts from the previous result
    if (r.hasOp && i + 1 < sides.length && r.expr.leaves.length && sameNumber(r.expr.leaves[0], l.expr.value)) continue;
    const holds = claimHolds(l.exact, r.exact, r.decimals ?? 0) || claimHolds(r.exact, l.exact, 0);
    claims.push({ lhs: l.expr, rhs: r.expr, result: r.expr.value, holds });
    operands.push(...l.expr.leaves);
  }
  return { claims, operands, labels };
}

/**
 * A run's stated number: its last side when that is a single number ("... = 24", "24 eggs").
 * Not in a run with a variable: "x = 6" solves an equation, it states no quantity of the story.
 */
function statedOfRun(sides: Array<Side | null>): number | null {
  if (sides.includes(null)) return null;
  const last = sides[sides.length - 1];
  return last && last.leaves.length === 1 ? last.expr.value : null;
}

/**
 * Every number of the line in reading order, from the claim extractor's tokens: also those in
 * prose or in a part it could not use ("25% of their day", "100 - x candies"). As written: a
 * percentage is its number of percent (the "((25/100))" the normaliser makes of "25%").
 */
function writtenNumbers(tokens: readonly Token[]): Leaf[] {
  const out: Leaf[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.kind !== "num") continue;
    const v = Number(t.text);
    const pct = tokens[i - 2]?.kind === "lp" && tokens[i - 1]?.kind === "lp" && tokens[i + 1]?.text === "/" && tokens[i + 2]?.text === "100" && tokens[i + 3]?.kind === "rp" && tokens[i + 4]?.kind === "rp";
    out.push({ value: pct ? v / 100 : v, written: v, pct });
    if (pct) i += 2;
  }
  return out;
}

/** Values of the fractions written as "a/b" in the line ("3/4" -> 0.75), percentages excluded. */
function writtenFractions(tokens: readonly Token[]): number[] {
  const out: number[] = [];
  for (let i = 0; i + 2 < tokens.length; i++) {
    const [a, slash, b] = [tokens[i], tokens[i + 1], tokens[i + 2]];
    if (a.kind !== "num" || slash.text !== "/" || b.kind !== "num" || Number(b.text) === 0) continue;
    if (b.text === "100" && tokens[i - 1]?.kind === "lp" && tokens[i - 2]?.kind === "lp") continue;
    out.push(Number(a.text) / Number(b.text));
  }
  return out;
}

function numberWords(tokens: readonly Token[]): string[] {
  return tokens.filter((t) => t.kind === "word" && t.text.toLowerCase() in NUMBER_WORDS).map((t) => t.text.toLowerCase());
}

/** The claims of one line that hold ("56 / 0.4 = 140"): what a reference line computes. */
export function trueClaims(line: string): ArithClaim[] {
  return extractStepQuantities(line).claims.filter((c) => c.holds);
}

/** The true claims of every reference line, in order. */
export function referenceClaims(reference: readonly string[]): ArithClaim[] {
  return reference.flatMap(trueClaims);
}

/** `assigned`: also a letter given a computation and no result ("t = 5 + 60"), as a claim. */
export function extractStepQuantities(text: string, letters?: string, assigned = false): StepQuantities {
  const line = analyzeLine(text, letters ? { ...EXTRACT, letters } : EXTRACT);
  const claims: ArithClaim[] = [];
  const operands: number[] = [];
  const stated: number[] = [];
  const percentLabels: PercentLabel[] = [];
  for (const chain of line.chains) {
    for (const [k, run] of equalityRuns(chain).entries()) {
      // "week 2 = 4x2 = 8": the number after a word labels the quantity (as exact-steps.ts reads it)
      const labelled = k === 0 && !!chain.afterWord && !chain.continuation && run.length > 2 && !!run[0] && !run[0].hasOp && !!run[1]?.hasOp;
      // "2 chips + 2 pretzels = 2 x (7 + 4)": the first side names what is bought, and the value
      // is worked out (as exact-steps.ts reads it); "303 blue + 453 purple = 746" still counts
      const named = k === 0 && !chain.continuation && chain.parts.length >= 2 && !!run[0] && !!run[1]?.hasOp && namedSum(chain.parts[0], chain.parts[1]) && !sameNumber(run[0].expr.value, run[1].expr.value);
      const found = claimsOfRun(labelled || named ? [null, ...run.slice(1)] : run);
      claims.push(...found.claims);
      operands.push(...found.operands);
      percentLabels.push(...found.labels);
      const s = statedOfRun(run);
      if (s !== null) stated.push(s);
      // "t = 5 + 3 × 5 × 4", "e = 10(20 - 2)": a letter given a computation and no result works it
      // out all the same; its value is what the line brings in
      const givenToLetter = assigned && k === 0 && run.length === 2 && run[0] === null && !!run[1]?.hasOp && isLetter(chain.parts[0].expr);
      if (givenToLetter) claims.push({ lhs: run[1]!.expr, rhs: { value: run[1]!.expr.value, leaves: [run[1]!.expr.value], text: String(run[1]!.expr.value) }, result: run[1]!.expr.value, holds: true, assigns: chain.parts[0].expr.text.trim() });
    }
  }
  const numbers = [...writtenNumbers(line.tokens).map((l) => l.written), ...numberWords(line.tokens).map((w) => NUMBER_WORDS[w])];
  const out: StepQuantities = { claims, numbers, stated: stated.filter((v) => !operands.some((o) => sameNumber(o, v))) };
  if (percentLabels.length) out.percentLabels = percentLabels;
  return out;
}

/** Every number a text mentions: as written, percentages also as fractions (25% -> 25 and 0.25), number words, written fractions' values. */
export function mentionedNumbers(text: string): number[] {
  const { tokens } = analyzeLine(text, EXTRACT);
  const out: number[] = [];
  for (const l of writtenNumbers(tokens)) {
    out.push(l.written);
    if (l.pct) out.push(l.value);
  }
  for (const w of numberWords(tokens)) {
    out.push(NUMBER_WORDS[w]);
    if (w in FRACTION_WORDS) out.push(FRACTION_WORDS[w]);
  }
  out.push(...writtenFractions(tokens));
  return out;
}

/** Every number of `part` (by absolute value) can be matched to its own number of `whole`. */
export function withinMultiset(part: readonly number[], whole: readonly number[]): boolean {
  const pool = [...whole];
  return part.every((x) => {
    const k = pool.findIndex((y) => sameNumber(Math.abs(x), y));
    if (k < 0) return false;
    pool.splice(k, 1);
    return true;
  });
}

/** A set of numbers with tolerant membership (rounded money, 1/3 as 0.33). */
export class NumberSet {
  private readonly values: number[] = [];
  constructor(init: Iterable<number> = []) {
    for (const v of init) this.add(v);
  }
  add(v: number): void {
    if (Number.isFinite(v) && !this.has(v)) this.values.push(v);
  }
  has(v: number): boolean {
    return this.values.some((x) => sameToTheCent(x, v));
  }
  list(): readonly number[] {
    return this.values;
  }
}

/**
 * Parses a final answer such as "72", "$1,200", "18.5%", "3/4", "Answer: 18": the number of
 * percent as written, the units and a leading label dropped; null when it is not one value.
 */
export function parseNumericAnswer(answer: string): number | null {
  const s = normalizeText(answer.replace(/%\s*$/, ""))
    .replace(/[A-Za-z%\s]+$/g, "")
    .replace(/^[A-Za-z\s:=]+/, "")
    .trim();
  const p = parseExpr(s);
  if (!p || p.vars.length) return null;
  const v = evaluate(p.node);
  if (v === null) return null;
  const n = toNumber(v);
  return Number.isFinite(n) ? n : null;
}

// (the one tolerance policy, lib/math/vocabulary/tolerance.ts, for the checkers that read quantities)
export { sameNumber };
