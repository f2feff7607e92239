// What a line does with a line before it, for the reference checker's first blamed step.
// A word problem solved with letters: "c + 7 = 2j = 40", then "c = 40 + 7 = 47". The reference
// sees a wrong operation (40 + 7 where it has 40 − 7), but the student rewrote their own
// equation and moved the 7 without changing its sign. When a line restates a letter's equation
// (or value) from an earlier line and a known misconception turns the earlier one into it, that
// misconception names the error. And a computation set up on one line and worked out on the next
// has its wrong number or operation on the set-up line, as a move decided in words ("so subtract
// 4") has its wrong operation on the line that decides it.
import type { ErrorType, StepEvidence } from "./types";
import { analyzeLine, declaredLetters, type Chain } from "../math/claims";
import { unlabelled } from "../math/normalize";
import { evaluate } from "../math/evaluate";
import { toNumber } from "../math/rational";
import { NumberSet, referenceClaims, resultMatches } from "./quantities";
import { regroupsTo } from "./reference-word";
import { stepMessage } from "./messages";
import type { ParsedExpr } from "../math/parse";
import { compareSets, makeEquation, solve, type Equation } from "../math/solution-set";
import { classifyEquationStep, classifyExpressionStep } from "./exact-classify";
import { binaryOperation, miscombined, referenceOperations } from "./reference-miscombined";
import { unitsOf } from "./reference-total";
import { stem } from "../math/vocabulary/stem";

/**
 * Only a named misconception re-types a step: "arithmetic", "one-side-only" and "not-equivalent"
 * between two lines of a story can also be a letter updated on purpose ("m = 20 + 40 = 60",
 * then "m = 60 − 30").
 */
const NAMED: ReadonlySet<ErrorType> = new Set<ErrorType>(["sign", "distribution", "order-of-operations", "fraction"]);

interface LetterEquation {
  letter: string;
  /** The side with the letter ("c + 7", or "c" alone). */
  side: ParsedExpr;
  /** A numeric side: the earlier line's last ("= 40"), the rewritten line's first ("40 + 7" of "= 40 + 7 = 47"). */
  value: ParsedExpr;
}

function letterEquation(chain: Chain, letters: string, numeric: "first" | "last"): LetterEquation | null {
  const withLetter = chain.parts.filter((p) => p.expr.vars.length > 0);
  const numbers = chain.parts.filter((p) => p.expr.vars.length === 0);
  if (chain.continuation || withLetter.length === 0 || !numbers.length) return null;
  const side = withLetter[0].expr;
  if (side.vars.length !== 1 || !letters.includes(side.vars[0])) return null;
  // (every lettered side is the same letter's: "c + 7 = 2j = 40" reads j as already known)
  const value = (numeric === "first" ? numbers[0] : numbers[numbers.length - 1]).expr;
  return { letter: side.vars[0], side, value };
}

function equationsOf(line: string, letters: string, numeric: "first" | "last"): LetterEquation[] {
  return analyzeLine(line, { variables: "common", letters })
    .chains.map((c) => letterEquation(c, letters, numeric))
    .filter((e): e is LetterEquation => e !== null);
}

const isBare = (e: LetterEquation) => !e.side.hasOp;

function slipBetween(prev: LetterEquation, cur: LetterEquation): ErrorType | null {
  const before: Equation = makeEquation(prev.side, prev.value);
  const after: Equation = makeEquation(cur.side, cur.value);
  const beforeSet = solve(before);
  const afterSet = solve(after);
  if (compareSets(beforeSet, afterSet) === "same") return null;
  // "e = 10(20 - 2)" → "e = 200 - 2": the same letter's value, rewritten
  if (isBare(prev) && isBare(cur) && prev.value.hasOp) {
    const t = classifyExpressionStep(prev.value, cur.value);
    if (t && NAMED.has(t)) return t;
  }
  const t = classifyEquationStep(before, beforeSet, after, afterSet);
  return NAMED.has(t) ? t : null;
}

/** A name written as an unknown, beside an operator or "=": "Carmen + 7 = 40", "Carmen = 40 + 7". */
const NAME_IN_EQUATION = /\b[A-Z][a-z]{2,}\b(?=\s*[-+=×*÷/])|(?<=[-+=×*÷/]\s*)\b[A-Z][a-z]{2,}\b/g;

/**
 * "Carmen + 7 = 40", then "Carmen = 40 + 7": young students solve for a person's name as others
 * do for a letter. Each such name becomes a letter no line uses, the same one on every line.
 */
function namesAsLetters(steps: readonly string[]): string[] {
  const names = [...new Set(steps.flatMap((s) => s.match(NAME_IN_EQUATION) ?? []))];
  const free = [..."pqrstuvwmnkhgfd"].filter((l) => !steps.some((s) => new RegExp(`\\b${l}\\b`, "i").test(s)));
  const letterOf = new Map(names.slice(0, free.length).map((n, k) => [n, free[k]]));
  if (!letterOf.size) return [...steps];
  return steps.map((s) => s.replace(/\b[A-Z][a-z]{2,}\b/g, (w) => letterOf.get(w) ?? w));
}

/**
 * The misconception that turns the nearest earlier equation of a letter into the one step
 * `index` states for it, or null (no such pair, or no named misconception explains it).
 */
function rewriteSlip(lines: readonly string[], index: number): ErrorType | null {
  const steps = namesAsLetters(lines);
  const letters = declaredLetters(steps);
  if (!letters || index <= 0 || index >= steps.length) return null;
  for (const cur of equationsOf(steps[index], letters, "first")) {
    for (let j = index - 1; j >= 0; j--) {
      const prev = equationsOf(steps[j], letters, "last").filter((e) => e.letter === cur.letter).at(-1);
      if (!prev) continue;
      const t = slipBetween(prev, cur);
      if (t) return t;
      break;
    }
  }
  return null;
}

/** An operation named in words with its number: "subtract 4", "so add 7", "multiply by 3", "divide it by 2". */
const MOVE_IN_WORDS = /\b(subtract|take away|minus|add|plus|multiply|times|divide)\b(?:\s+(?:it|that|this|them))?(?:\s+(?:by|from|to))?\s+\$?(\d+(?:\.\d+)?)\b/gi;
/** An operation named in words with what it combines: "add the hours and days" (one clause). */
const MOVE_BY_NAMES = /\b(subtract|take away|add|multiply|divide)\b((?:\s+[A-Za-z']+){1,6})/gi;
const MOVE_OP: Record<string, string> = { subtract: "-", "take away": "-", minus: "-", add: "+", plus: "+", multiply: "*", times: "*", divide: "/" };

/**
 * "Kevin has 4 less than Nicole, so subtract 4 to get Nicole's count.", then "7 - 4 = 3": the
 * move is decided in words on one line and only carried out on the next, so a wrong operation
 * is the line that decides it (as LLM solutions plan, and their readers mark them; llm-l's dev half).
 * Also a plan that names what it combines by the units the problem gives those numbers ("Plan:
 * add the hours and days", then "8 + 4 = 12"; student-blind-60's dev half).
 */
export function withMovesInWords(ev: StepEvidence[], steps: string[], problem: string): StepEvidence[] {
  const first = ev.find((e) => e.verdict === "incorrect");
  if (!first || first.index === 0 || first.errorType !== "wrong-operation") return ev;
  const i = first.index;
  const plan = steps[i - 1];
  if (/=/.test(plan)) return ev;
  const claim = analyzeLine(steps[i], { variables: "common" }).chains.find((c) => c.parts.length >= 2 && c.parts[0].expr.hasOp)?.parts[0].expr;
  if (!claim) return ev;
  const operands = claim.text.match(/\d+(?:\.\d+)?/g)?.map(Number) ?? [];
  const byNumber = [...plan.matchAll(MOVE_IN_WORDS)].some((m) => claim.text.includes(MOVE_OP[m[1].toLowerCase()]) && operands.includes(Number(m[2])));
  // ("Plan: add the hours and days": the move named with what the problem counts each number in)
  const byUnits = () =>
    operands.length === 2 &&
    [...plan.matchAll(MOVE_BY_NAMES)].some((m) => {
      const words = new Set(m[2].toLowerCase().match(/[a-z]+/g)?.map(stem) ?? []);
      return claim.text.includes(MOVE_OP[m[1].toLowerCase()]) && operands.every((n) => [...unitsOf(problem, n)].some((u) => words.has(u)));
    });
  const decided = byNumber || byUnits();
  if (!decided) return ev;
  const flag: StepEvidence = { ...first, index: i - 1, message: stepMessage("wrong-operation", i - 1), ruleIds: ["blame.move-decided-in-words", ...(first.ruleIds ?? [])] };
  return [...ev.filter((e) => e.index < i - 1), flag, ...ev.filter((e) => e.index > i)];
}

/** `got` is `want` worked out, rounded as written or as a percent ("5.26%" for 5.263…), by the claims' rounding rule. */
const workedOut = (want: number, got: number, text: string) => resultMatches(want, got, text) || resultMatches(want, got * 100, text);

/**
 * "percent = 40 ÷ 760 × 100", then "= 5.26%": the computation is set up on one line and only
 * worked out on the next, so a wrong number or operation in it is the set-up line's (measured on
 * student-blind-48's dev half).
 */
export function withSetUpLines(ev: StepEvidence[], steps: string[], reference: string[]): StepEvidence[] {
  // (back through a chain of them: "percent = 425/2125 × 100%", "= 1/5 × 100%", "= 20%")
  let out = ev;
  for (let moved = setUpLine(out, steps, reference); moved !== out; moved = setUpLine(out, steps, reference)) out = moved;
  return out;
}

function setUpLine(ev: StepEvidence[], steps: string[], reference: string[]): StepEvidence[] {
  const first = ev.find((e) => e.verdict === "incorrect");
  if (!first || first.index === 0 || (first.errorType !== "wrong-quantity" && first.errorType !== "wrong-operation")) return ev;
  const i = first.index;
  if (!/^\s*=/.test(unlabelled(steps[i]))) return ev;
  const setUp = analyzeLine(steps[i - 1], { variables: "common" }).chains.at(-1);
  const last = setUp?.parts.at(-1)?.expr;
  // (an expression left open: one part, no result written after it)
  if (!setUp || setUp.parts.length !== 1 || !last?.hasOp || last.vars.length) return ev;
  // (and the next line works out that very expression, "= 27 x 9" for "81 ÷ 3 x 9", "= 5.26%" for
  // "40 ÷ 760 × 100"; "= 8 × 5" for "4 + 4 × 5" works it out wrong, and that is the error)
  const worked = analyzeLine(steps[i], { variables: "common" }).chains[0]?.parts[0]?.expr;
  const want = evaluate(last.node);
  const got = worked && !worked.vars.length ? evaluate(worked.node) : null;
  if (want === null || got === null || !workedOut(toNumber(want), toNumber(got), worked!.text)) return ev;
  // ("pages = 5 + 10 × 7" for (5 + 10) × 7: grouped another way the set-up gives a reference
  // quantity, so the grouping went wrong, whatever the arithmetic after it)
  const results = new NumberSet(referenceClaims(reference).map((c) => c.result));
  const regrouped = regroupsTo(last.text, toNumber(want), (v) => results.has(v));
  // ("new price = 460 - 46" where the reference adds the 46: its two numbers, another operation)
  const pair = binaryOperation(last.text);
  const otherOperation = !!pair && miscombined(referenceOperations(reference), pair);
  const errorType = regrouped ? "order-of-operations" : otherOperation ? "wrong-operation" : first.errorType!;
  const flag: StepEvidence = {
    ...first,
    index: i - 1,
    errorType,
    message: stepMessage(errorType, i - 1),
    ...(regrouped ? { beyondArithmetic: true } : {}),
    ruleIds: ["blame.set-up-line", ...(first.ruleIds ?? []).filter((r) => r !== "blame.set-up-line")],
  };
  return [...ev.filter((e) => e.index < i - 1), flag, ...ev.filter((e) => e.index > i)];
}

/**
 * What the reference reads as a wrong operation or quantity, or a regrouping of its numbers, may be
 * the student's own equation rewritten wrong ("m = 20 - (10 + 2 + 5)", then "m = 20 - 10 + 2 + 5":
 * the minus not distributed, though 20 - (10 + 2 + 5) is also the reference's route regrouped).
 */
const REWRITE_RETYPED = new Set<StepEvidence["errorType"]>(["wrong-operation", "wrong-quantity", "not-equivalent", "order-of-operations"]);

/**
 * The first blamed step restates a letter's equation from an earlier line, and a named
 * misconception (a sign moving a term, a bracket expanded wrongly, an order of operations) turns
 * the earlier one into it: that is the error, whatever the reference's quantities suggest
 * (measured on student-blind-48's dev half, word problems solved with algebra).
 */
export function withRewriteSlips(ev: StepEvidence[], steps: string[]): StepEvidence[] {
  const first = ev.find((e) => e.verdict === "incorrect");
  if (!first || !REWRITE_RETYPED.has(first.errorType)) return ev;
  const slip = rewriteSlip(steps, first.index);
  if (!slip) return ev;
  return ev.map((e) => (e === first ? { ...e, errorType: slip, message: stepMessage(slip, e.index), beyondArithmetic: true, ruleIds: ["blame.rewrite-slip", ...(e.ruleIds ?? [])] } : e));
}
