// Rule exact.inequality-set-changed: an inequality step must keep the solution set of the one
// before it ("-2x + 3 <= 11" → "-2x <= 8" → "x >= -4"). A line's inequalities ("-4 <= 2x < 6",
// "x <= 1 or x >= 4", "|x - 2| < 3 means -3 < x - 2 < 3") are read as a set of values of the one
// unknown and compared with the previous line's (or the problem's) at a fine grid of exact
// points: a flipped sign, a bound moved on one side only, a lost case or an included point where
// the expression is undefined changes the set. Lines under their own condition ("For x > 1 both
// are positive") are cases, not steps.
import { evaluate } from "../math/evaluate";
import { normalizeText } from "../math/normalize";
import { parseExpr, type ParsedExpr } from "../math/parse";
import { frac, toNumber, type Val } from "../math/rational";
import { compareSets, makeEquation, solve } from "../math/solution-set";
import { sameNumber } from "../math/vocabulary/tolerance";
import { classifyEquationStep } from "./exact-classify";
import type { ErrorType } from "./types";
import { EXACT_P, type Finding } from "./exact-findings";
import { INEQUALITY_RULE } from "./rules/exact-rules";

type Rel = "<" | ">" | "≤" | "≥";
interface Chain {
  parts: ParsedExpr[];
  rels: Rel[];
}
/** Values of the one unknown a statement allows: any of its chains (joined by "or"), each link holding. */
export interface InequalitySet {
  variable: string;
  chains: Chain[];
  /** Joined to the statement before it by "and" ("x + 6 > 0 and x - 2 > 0"): both hold, it is no step from it. */
  also?: boolean;
  /** A conjunction: the values every one of these allows (chains then unused). */
  all?: InequalitySet[];
}

const REL = /(<=|>=|≤|≥|<|>)/;
const SEPARATORS = /[,;:]|\.(?:\s|$)|\b(?:so|then|i\.e|ie|means|meaning|hence|thus|therefore|and|giving|gives|when|exactly|which|is|are)\b/i;
// single letters, sqrt/abs, numbers, operators and brackets only
const MATH_ONLY = /^(?:[\s\d.+\-*/^()a-z]|sqrt|abs)*$/i;

function relOf(r: string): Rel {
  return r === "<=" ? "≤" : r === ">=" ? "≥" : (r as Rel);
}

/** One "a < b ≤ c" piece, or null when it is not pure math in one letter. */
function chainOf(piece: string): Chain | null {
  const bits = piece.split(REL);
  if (bits.length < 3) return null;
  const parts: ParsedExpr[] = [];
  const rels: Rel[] = [];
  for (let i = 0; i < bits.length; i++) {
    if (i % 2) {
      rels.push(relOf(bits[i]));
      continue;
    }
    const text = bits[i].trim();
    if (!text || !MATH_ONLY.test(text) || /[a-z]{2,}/i.test(text.replace(/sqrt|abs/gi, ""))) return null;
    const e = parseExpr(text);
    if (!e) return null;
    parts.push(e);
  }
  return { parts, rels };
}

/** The inequality statements of a line, in order (each a union of chains in one unknown). */
export function inequalityStatements(text: string): InequalitySet[] {
  // ("=> 50 × 2 ÷ 5 + 4", "-> x = 3": arrows between lines of working are no inequalities; "<=" and ">=" stay)
  const plain = normalizeText(text.replace(/<=>|<->|=+>|-+>|<-+(?!\s*\d)/g, " ; "));
  if (!/[<>≤≥]/.test(plain)) return [];
  const out: InequalitySet[] = [];
  // (the separators between two statements: "and" alone joins them, an inference word makes a step)
  let between: string[] = [];
  const pieces = plain.split(new RegExp(`(${SEPARATORS.source})`, "i"));
  for (const [k, raw] of pieces.entries()) {
    if (k % 2) {
      between.push((raw ?? "").trim().toLowerCase());
      continue;
    }
    if (!raw || !/[<>≤≥]/.test(raw)) continue;
    const joined = out.length > 0 && between.includes("and") && between.every((b) => b === "and" || b === "," || b === "");
    between = [];
    // ("Solve ((x - 1)/(x + 3)) ≥ 0", "x > 6 exactly": words before or after the math label it)
    const segment = raw.replace(/^\s*(?:[A-Za-z]{2,}\s+)+/, "").replace(/(?:\s+[A-Za-z]{2,})+\s*$/, "");
    const chains = segment.split(/\bor\b/i).map((p) => chainOf(p));
    if (chains.some((c) => c === null)) continue;
    const vars = new Set(chains.flatMap((c) => c!.parts.flatMap((p) => p.vars)));
    if (vars.size !== 1) continue;
    out.push({ variable: [...vars][0], chains: chains as Chain[], ...(joined ? { also: true } : {}) });
  }
  return out;
}

function holds(rel: Rel, a: Val, b: Val): boolean {
  const x = toNumber(a);
  const y = toNumber(b);
  // (the same number under the tolerance policy is equal: "≤" holds, "<" does not)
  const equal = sameNumber(x, y);
  if (rel === "<") return !equal && x < y;
  if (rel === ">") return !equal && x > y;
  if (rel === "≤") return equal || x < y;
  return equal || x > y;
}

function allows(set: InequalitySet, x: Val): boolean {
  if (set.all) return set.all.every((s) => allows(s, x));
  const scope = new Map([[set.variable, x]]);
  return set.chains.some((c) => {
    const vals = c.parts.map((p) => evaluate(p.node, scope));
    if (vals.some((v) => v === null)) return false;
    return c.rels.every((r, i) => holds(r, vals[i]!, vals[i + 1]!));
  });
}

// twelfths near 0, quarters further out: school inequalities have bounds there
const GRID: Val[] = [...Array.from({ length: 289 }, (_, i) => frac(i - 144, 12)), ...Array.from({ length: 193 }, (_, i) => frac(i * 2 - 192, 4)).filter((_, i) => Math.abs(i * 2 - 192) > 48)];

/** The whole numbers an inequality allows, when they are few (null when it is unbounded past ±`limit`). */
export function allowedIntegers(set: InequalitySet, limit = 1000): number[] | null {
  if (allows(set, frac(-limit - 1)) || allows(set, frac(limit + 1))) return null;
  const out: number[] = [];
  for (let k = -limit; k <= limit; k++) if (allows(set, frac(k))) out.push(k);
  return out;
}

export function sameSet(a: InequalitySet, b: InequalitySet): boolean {
  return a.variable === b.variable && GRID.every((x) => allows(a, x) === allows(b, x));
}

/**
 * The slip of an inequality step, named as the same move on the equations at its bounds:
 * "2x - 5 ≤ -3" → "2x ≤ -8" moves the 5 without changing its sign, as "2x - 5 = -3" → "2x = -8"
 * would. Case by case when both lines have as many cases; not-equivalent otherwise.
 */
function inequalitySlip(prev: InequalitySet, cur: InequalitySet): ErrorType {
  if (prev.chains.length !== cur.chains.length) return "not-equivalent";
  for (let k = 0; k < prev.chains.length; k++) {
    const [p, c] = [prev.chains[k], cur.chains[k]];
    if (p.parts.length !== 2 || c.parts.length !== 2) continue;
    const before = makeEquation(p.parts[0], p.parts[1]);
    const after = makeEquation(c.parts[0], c.parts[1]);
    const [setBefore, setAfter] = [solve(before), solve(after)];
    if (compareSets(setBefore, setAfter) !== "different") continue;
    const type = classifyEquationStep(before, setBefore, after, setAfter);
    if (type !== "not-equivalent") return type;
  }
  return "not-equivalent";
}

/** Compares each inequality of the line with the one before it; returns the line's last one (mutates `findings`). */
export function checkInequalities(step: string, prev: InequalitySet | null, findings: Finding[]): InequalitySet | null {
  let last = prev;
  let inLine = false;
  for (const s of inequalityStatements(step)) {
    // ("x + 6 > 0 and x - 2 > 0, i.e. x > 2": conditions joined by "and" hold together, and what
    // follows from them is compared with all of them)
    if (s.also && inLine && last && last.variable === s.variable) {
      last = { variable: s.variable, chains: [], all: [...(last.all ?? [last]), s] };
      continue;
    }
    inLine = true;
    if (last && last.variable === s.variable) {
      findings.push(
        sameSet(last, s)
          ? { verdict: "correct", pCorrect: EXACT_P.equivalentEquation }
          : { verdict: "incorrect", pCorrect: EXACT_P.notEquivalent, errorType: inequalitySlip(last, s), ruleId: INEQUALITY_RULE.id, context: { subject: "equation" } },
      );
    }
    last = s;
  }
  return last;
}

const INEQUALITY = /[<>≤≥]|\\(?:le|ge|leq|geq|lt|gt)(?![A-Za-z])/;
/** "=>", "->", "<=>": arrows between lines of working, not inequalities. */
const ARROWS = /<=>|<->|=+>|-+>|<-+(?!\s*\d)/g;

/** Does the line state an inequality (not only an arrow between lines of working)? */
export function statesInequality(step: string): boolean {
  return INEQUALITY.test(step.replace(ARROWS, " "));
}
