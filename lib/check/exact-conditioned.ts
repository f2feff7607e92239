// Rule exact.conditioned-comparison: a line that states its own condition, case or definitions
// ("for x < 1: |x - 1| = -(x - 1) = -x + 1", "(a + b)^2 = a^2 + 2ab + b^2, with a = x and b = 5",
// "f(2) = 8a + 4b + 2c + d = 4", "substituting y = 2x: ...", "p(x) = x(x^2 - 4)" for a function
// the problem defines, "x = y + 2 = 4" in a system) compares expressions that are only equal under
// what the line or the problem says. An unconditional comparison of them proves nothing either
// way: the step is "unsure", not "not-equivalent". A false calculation in numbers stays wrong.
import type { ParsedExpr } from "../math/parse";
import { EXACT_P, type Finding } from "./exact-findings";
import { CONDITIONED_RULE } from "./rules/exact-rules";
import { CASE_ORDINAL_LEAD } from "../math/vocabulary/case-ordinals";

/** "for x < 1", "if x >= 0", "when x ≤ 2", "for -2 <= x < 1", "case 1", "the second gives", "from the first,", "with a = x", "where u = ...", "let u = ...", "substituting"; a letter may sit in "$...$". */
const CONDITIONED = new RegExp(
  String.raw`\b(?:for|if|when|whenever)\s+(?:\$|\\\()?\s*[a-z]\s*(?:<|>|≤|≥|<=|>=|=|≠|!=|is|\\le|\\ge|\\lt|\\gt|\\ne)|\b(?:for|if)\s+(?:\$|\\\()?\s*-?\d+(?:\.\d+)?\s*(?:<|≤|<=|\\le|\\leq|\\lt)\s*[a-z]|\bcase\b|\b(?:with|where|let|put|set|letting|setting)\s+(?:\$|\\\()?\s*[a-z]\s*=|\bsubstitut\w*|\bplug\w*\s+in|${CASE_ORDINAL_LEAD}(?=\s*(?:,|gives|case))`,
  "i",
);
/** "f(2)", "g(x)", "(g \circ f)(x)": function notation, not a product. */
const FUNCTION_NOTATION = /(?<![A-Za-z0-9])[fgh]\((?:-?\d+(?:\.\d+)?|[a-z])\)|\\circ\b/;

/** Letters the problem defines as functions: "f(x) = ...", "$p(x) = x^3 - 4x$", "g(t) = ...". */
export function definedFunctions(problem: string): string[] {
  const out = new Set<string>();
  for (const m of problem.matchAll(/(?<![A-Za-z\\])([A-Za-z])\s*\(\s*[a-z]\s*\)\s*=/g)) out.add(m[1]);
  return [...out];
}

/** Does the line apply a function the problem defines, to anything ("f(a + 1)", "g(x + 2)")? */
function appliesDefined(step: string, fns: readonly string[]): boolean {
  return fns.some((f) => new RegExp(`(?<![A-Za-z\\\\])${f}\\s*\\(`).test(step));
}

/** A case of the problem: "for x < 1", "if x >= 0", "case 1", "for -2 <= x < 1", "the second gives". */
const CASE = new RegExp(
  String.raw`\b(?:for|if|when|whenever)\s+(?:\$|\\\()?\s*[a-z]\s*(?:<|>|≤|≥|<=|>=|≠|!=|\\le|\\ge|\\lt|\\gt|\\ne)|\b(?:for|if)\s+(?:\$|\\\()?\s*-?\d+(?:\.\d+)?\s*(?:<|≤|<=|\\le|\\leq|\\lt)\s*[a-z]|\bcase\b|${CASE_ORDINAL_LEAD}(?=\s*(?:,|gives|case))`,
  "i",
);

/** The line works out one case: what it solves holds only there. */
export function statesCase(step: string): boolean {
  return CASE.test(step);
}

export function statesOwnCondition(step: string, fns: readonly string[] = []): boolean {
  return CONDITIONED.test(step) || usesFunctionNotation(step, fns);
}

function usesFunctionNotation(step: string, fns: readonly string[]): boolean {
  return FUNCTION_NOTATION.test(step) || appliesDefined(step, fns);
}

/** The letters a step's function notation may use: the problem's functions and f, g, h. */
export function functionLetters(fns: readonly string[]): Set<string> {
  return new Set([...fns, "f", "g", "h"]);
}

/** Logarithms and trigonometry: the exact checks do not evaluate them, so their lines are not read as arithmetic. */
const UNCHECKED_FUNCTION = /\\(?:log|ln|lg|exp|sin|cos|tan|sec|csc|cot|arcsin|arccos|arctan)(?![A-Za-z])|(?<![A-Za-z])(?:log|ln|sin|cos|tan)\s*(?:_|\(|\{|\d)/;

export function usesUncheckedFunction(text: string): boolean {
  return UNCHECKED_FUNCTION.test(text);
}

/** The line's failed comparisons of expressions or equations become "unsure" (mutates `findings`). */
export function conditionedComparisons(step: string, findings: Finding[], fns: readonly string[] = []): void {
  if (!statesOwnCondition(step, fns)) return;
  for (let i = 0; i < findings.length; i++) {
    const f = findings[i];
    if (f.verdict !== "incorrect" || f.errorType !== "not-equivalent") continue;
    // (a comparison judged under the line's own bounds, or one that uses no function the line
    // applies, stands: "(g∘f)(x) = 3(x + 2) = 3x + 2" is wrong whatever g is)
    if (f.underCondition || (f.unconditional && !CONDITIONED.test(step))) continue;
    findings[i] = conditionedFinding();
  }
}

export function conditionedFinding(): Finding {
  return { verdict: "unsure", pCorrect: EXACT_P.unsure, ruleId: CONDITIONED_RULE.id };
}

/** "for x < 2", "if x >= 1", "for -2 <= x < 1": the interval a line's own condition gives its letter. */
export interface ConditionRange {
  variable: string;
  lo: number | null;
  hi: number | null;
}

const NUM = "(-?\\d+(?:\\.\\d+)?)";
const LT = "(?:<|≤|<=|\\\\le|\\\\leq|\\\\lt)";
const GT = "(?:>|≥|>=|\\\\ge|\\\\geq|\\\\gt)";
const TWO_SIDED = new RegExp(`\\b(?:for|if|when)\\s+\\$?\\s*${NUM}\\s*${LT}\\s*([a-z])\\s*${LT}\\s*${NUM}`, "i");
const BELOW = new RegExp(`\\b(?:for|if|when)\\s+\\$?\\s*([a-z])\\s*${LT}\\s*${NUM}`, "i");
const ABOVE = new RegExp(`\\b(?:for|if|when)\\s+\\$?\\s*([a-z])\\s*${GT}\\s*${NUM}`, "i");

export function conditionRange(step: string): ConditionRange | null {
  const two = step.match(TWO_SIDED);
  if (two) return { variable: two[2], lo: Number(two[1]), hi: Number(two[3]) };
  const below = step.match(BELOW);
  if (below) return { variable: below[1], lo: null, hi: Number(below[2]) };
  const above = step.match(ABOVE);
  if (above) return { variable: above[1], lo: Number(above[2]), hi: null };
  return null;
}

/** Six points strictly inside the range (never its ends, where a strict bound may exclude them). */
export function pointsIn(r: ConditionRange): number[] {
  if (r.lo !== null && r.hi !== null) return [1, 2, 3, 4, 5, 6].map((k) => r.lo! + ((r.hi! - r.lo!) * k) / 7);
  const steps = [1 / 3, 1, 7 / 4, 3, 11 / 2, 10];
  return r.hi !== null ? steps.map((d) => r.hi! - d) : steps.map((d) => r.lo! + d);
}

/**
 * The sides relate different things: no letter in common ("x" and "y + 2" in a system), or only
 * function letters apart ("g(x + 2)", read as g·(x + 2), and "3(x + 2)"). "11q" and "5p + 12q"
 * share q and differ by an unknown: that is a plain identity, and a false one.
 */
export function differentLetters(a: ParsedExpr, b: ParsedExpr, fnLetters: ReadonlySet<string>): boolean {
  const shared = a.vars.filter((v) => b.vars.includes(v));
  const apart = [...a.vars, ...b.vars].filter((v) => !shared.includes(v));
  return apart.length > 0 && (shared.length === 0 || apart.every((v) => fnLetters.has(v)));
}
