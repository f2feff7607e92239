// Reference-guided checks for equations, expressions and arithmetic chains: with the
// expected answer known, every line of a correct solution must stay consistent with it.
import { REF_P } from "./reference-confidence";
import { exprTokens, negativeBaseSlip, sideComputation } from "./exact-order";
import { classifyExpressionStep } from "./exact-classify";
import { terms } from "../math/misconceptions";
import { gluedProducts, normalizeText, unlabelled, WORD_NUMBER_LABEL } from "../math/normalize";
import { parseExpr, type ParsedExpr } from "../math/parse";
import { evaluate } from "../math/evaluate";
import { runningTotal } from "../math/running-total";
import { fromLiteral, neg, toNumber, type Val } from "../math/rational";
import type { StepEvidence } from "./types";
import { mentionedNumbers, NumberSet, resultMatches } from "./quantities";
import { UNIT_FACTORS } from "../math/units";
import { declaredLetters } from "../math/claims";

const FUNCS = new Set(["sqrt", "abs"]);

/**
 * Plain math text that mathjs can parse: lib/math's one normaliser (LaTeX, unicode, powers,
 * percent, "x(" as a product, braces), less the check marks and a closing full stop.
 */
export function toMathjsText(s: string): string {
  return normalizeText(s)
    .replace(/[✓✔✗]/g, " ")
    .replace(/\.\s*$/, "");
}

/** Math pieces of a step: words and punctuation separate them ("Subtract 3: 2x = 8" -> ["2x = 8"]). */
export function mathPieces(text: string): string[] {
  const s = toMathjsText(text);
  const parts = s.split(/(?:\b(?!sqrt\b|abs\b)[A-Za-z]{2,}\b|[,;:!?]|\.(?!\d)|\s-{2,}\s|=>|→)/);
  return parts.map((p) => p.trim()).filter((p) => /[0-9a-z]/i.test(p));
}

/** A side of a line as lib/math reads it (the one math front end); null when it is not math. */
type EvalFunction = ParsedExpr;

function compile(text: string): EvalFunction | null {
  const t = text.trim();
  if (!t || /^[*/^+=]/.test(t) || /[*/^+\-=]$/.test(t)) return null;
  return parseExpr(t);
}

/** Every other letter gets its own value derived from x, so multi-letter expressions compare too. */
function scopeFor(v: string, x: number): Map<string, Val> {
  const scope = new Map<string, Val>();
  if (!Number.isFinite(x)) return scope; // no point: only expressions without letters evaluate
  const at = (y: number): Val | null => {
    const m = fromLiteral(String(Math.abs(y)));
    return m === null ? null : y < 0 ? neg(m) : m;
  };
  for (let c = 97; c <= 122; c++) {
    const val = at(x * (1 + (c % 7) * 0.37) + (c % 5) * 0.23);
    if (val !== null) scope.set(String.fromCharCode(c), val);
  }
  const own = at(x);
  if (own !== null) scope.set(v, own);
  return scope;
}

/** Exact evaluation (lib/math) at the sample point, as a number for the tolerant comparisons. */
function evalAt(f: EvalFunction, v: string, x: number): number | null {
  const r = evaluate(f.node, scopeFor(v, x));
  if (r === null) return null;
  const n = toNumber(r);
  return Number.isFinite(n) ? n : null;
}

function close(a: number, b: number, tol = 1e-6): boolean {
  return Math.abs(a - b) <= tol * Math.max(1, Math.abs(a), Math.abs(b));
}

function usesVar(text: string, v: string): boolean {
  return new RegExp(`(?<![A-Za-z])${v}(?![A-Za-z])`).test(text);
}

interface Side {
  text: string;
  f: EvalFunction;
}

/** The side `next` appends an operation to the number `prev` works out to ("476 + 103" after "68x7"). */
function appended(prev: string, next: string): boolean {
  const p = parseExpr(normalizeText(prev));
  const n = parseExpr(normalizeText(next));
  const value = p ? evaluate(p.node) : null;
  return !!n && value !== null && runningTotal(value, n.node);
}

/** "476" of "476 + 103". */
function leadingNumber(side: string): string | null {
  return side.match(/^\s*\(?\s*(-?\d+(?:\.\d+)?)/)?.[1] ?? null;
}

/** A piece split on "=", each side compiled; null if any side does not parse. */
function sidesOf(piece: string): Side[] | null {
  const raw = piece.split("=");
  if (raw.some((r) => !r.trim())) return null;
  const sides: Side[] = [];
  for (const r of raw) {
    const f = compile(r);
    if (!f) return null;
    sides.push({ text: r.trim(), f });
  }
  return sides;
}

/** Solution set from "x = 2 or x = 3", "x = -2, 3", "x = 3/2". */
export function parseSolutionSet(answer: string): { variable: string; roots: number[] } | null {
  const s = toMathjsText(answer);
  const m = s.match(/(?<![A-Za-z])([a-z])\s*=/i);
  if (!m) return null;
  const variable = m[1];
  const roots: number[] = [];
  for (const part of s.split(/\bor\b|\band\b|,|;/)) {
    const rhs = part.includes("=") ? part.split("=").pop()! : part;
    const f = compile(rhs);
    if (!f) continue;
    const val = evalAt(f, variable, NaN);
    if (val !== null) roots.push(val);
  }
  return roots.length ? { variable, roots } : null;
}

/** The single variable of an expression answer like "6x + 2", or null for a plain number. */
export function expressionVariable(answer: string): string | null {
  const s = toMathjsText(answer);
  if (s.includes("=")) return null;
  const letters = s.match(/(?<![A-Za-z])[a-z](?![A-Za-z])/gi);
  if (!letters || !compile(s)) return null;
  return letters[0];
}

function evidence(index: number, pCorrect: number, errorType: StepEvidence["errorType"], message: string, ruleId: string): StepEvidence {
  return { index, source: "reference", verdict: "incorrect", pCorrect, errorType, message, ruleIds: [ruleId] };
}

function isLinear(sides: Side[], v: string): boolean {
  const g = (x: number) => {
    const a = evalAt(sides[0].f, v, x);
    const b = evalAt(sides[sides.length - 1].f, v, x);
    return a === null || b === null ? null : a - b;
  };
  const ys = [0.5, 1.5, 2.5, 3.5].map(g);
  if (ys.some((y) => y === null)) return false;
  const [a, b, c, d] = ys as number[];
  return close(a - 2 * b + c, 0, 1e-7) && close(b - 2 * c + d, 0, 1e-7);
}

/** Equations: a correct line keeps the expected roots as solutions. */
/** Single-letter symbols other than v: "x + y = 10" is not an equation in x alone. */
function otherLetters(text: string, v: string): boolean {
  return (text.match(/(?<![A-Za-z])[a-z](?![A-Za-z])/gi) ?? []).some((l) => l !== v);
}

/**
 * `stepwise` checks every line against the roots; it is only sound when the problem is the
 * equation being solved (otherwise lines like "when x = 0, y = 3" are not rewrites of it).
 */
export function checkEquationSteps(steps: string[], variable: string, roots: number[], stepwise = true): StepEvidence[] {
  const out: StepEvidence[] = [];
  let finalIndex = -1;
  let finalSet: number[] | null = null;
  for (let i = 0; i < steps.length; i++) {
    const pieces = mathPieces(steps[i]).filter((p) => p.includes("="));
    const withVar: Side[][] = [];
    let bad: StepEvidence | null = null;
    const solved: number[] = [];
    let allSolved = pieces.length > 0;
    for (const p of pieces) {
      const sides = sidesOf(p);
      if (!sides || otherLetters(p, variable)) {
        allSolved = false;
        continue;
      }
      if (usesVar(p, variable)) {
        withVar.push(sides);
        const isSolved = sides.length === 2 && sides.some((s) => s.text === variable) && sides.some((s) => !usesVar(s.text, variable));
        if (isSolved) solved.push(evalAt(sides.find((s) => s.text !== variable)!.f, variable, NaN)!);
        else allSolved = false;
      } else {
        allSolved = false;
        const vals = sides.map((s) => evalAt(s.f, variable, 0));
        for (let k = 1; k < vals.length; k++) {
          const a = vals[k - 1];
          const b = vals[k];
          if (a !== null && b !== null && !resultMatches(a, b, sides[k].text) && !resultMatches(b, a, sides[k - 1].text)) {
            bad ??= evidence(i, REF_P.algebraArithmetic, "arithmetic", `Step ${i + 1}: check this calculation again.`, "ref.algebra-false-calculation");
          }
        }
      }
    }
    if (!bad && withVar.length) {
      const holds = (sides: Side[], r: number) => {
        const vals = sides.map((s) => evalAt(s.f, variable, r));
        return vals.every((x) => x !== null && close(x, vals[0]!));
      };
      // A factored or quadratic line must keep every root. Linear lines are read either as
      // one case ("x - 2 = 0, so x = 2": one root satisfies all) or as the full list of cases.
      const nonlinear = withVar.filter((s) => !isLinear(s, variable));
      const linear = withVar.filter((s) => isLinear(s, variable));
      const nonlinearOk = nonlinear.every((s) => roots.every((r) => holds(s, r)));
      const linearOk =
        linear.length === 0 ||
        roots.some((r) => linear.every((s) => holds(s, r))) ||
        roots.every((r) => linear.some((s) => holds(s, r)));
      const ok = nonlinearOk && linearOk;
      if (!ok) {
        bad = evidence(
          i,
          REF_P.algebraNotEquivalent,
          "not-equivalent",
          `Step ${i + 1}: this equation no longer has the same solutions as the one before. Check what you did to each side.`,
          "ref.algebra-loses-roots",
        );
      }
    }
    if (bad && stepwise) {
      out.push(bad);
      return out;
    }
    if (bad) continue;
    if (stepwise && (withVar.length || pieces.length)) out.push({ index: i, source: "reference", verdict: "correct", pCorrect: REF_P.algebraEquationStep, ruleIds: ["ref.algebra-step-holds"] });
    // Roots are often stated one per line ("x = 2", then "x = 3"): collect them all.
    if (allSolved && solved.every((x) => x !== null && Number.isFinite(x))) {
      finalIndex = i;
      finalSet = [...(finalSet ?? []), ...solved];
    }
  }
  if (finalSet && finalIndex >= 0) {
    const missing = roots.some((r) => !finalSet!.some((s) => close(s, r)));
    const extra = finalSet.some((s) => !roots.some((r) => close(s, r)));
    if (missing || extra) {
      out.push(
        evidence(finalIndex, REF_P.algebraFinalAnswer, "final-answer", `Step ${finalIndex + 1}: check that your final solutions are all the solutions, and only those.`, "ref.algebra-final-roots"),
      );
    }
  }
  return out;
}

const PREC: Record<string, number> = { "+": 1, "-": 1, "*": 2, "/": 2, "^": 3 };
const compact = (s: string) => s.replace(/\s+/g, "");

/**
 * A side computation "a op b = c" taken out of the expression being evaluated ("-3 + 5" out of
 * "-3 + 5*2") breaks the order of operations when a neighbouring operator binds tighter, or
 * when it jumps ahead of a subtraction/division on its left. Returns null when the
 * computation cannot be located, true/false otherwise.
 */
/**
 * Is computing `lhs` first (= `result`) in the tracked expression `current` allowed by the order
 * of operations? The one order-of-operations check of the engine (exact-order.ts) on the
 * lib/math reading of both: true with the reduced expression, false when the order is broken,
 * null when `lhs` is not a piece of `current`.
 */
export function sideComputationOrder(current: string, lhs: string, result: string): { ok: boolean | null; next?: string } {
  const tracked = exprTokens(normalizeText(current));
  const l = parseExpr(normalizeText(lhs));
  const r = parseExpr(normalizeText(result));
  if (!tracked || !l || !r) return { ok: null };
  if (negativeBaseSlip(tracked, l)) return { ok: false };
  const sc = sideComputation(tracked, l, r);
  if (sc.kind === "wrong-order") return { ok: false };
  if (sc.kind === "reduced") return { ok: true, next: sc.tokens.join(" ") };
  return { ok: null };
}

/** A line's label naming a group of like terms: "p² terms:", "x-terms:", "the y^2 terms". */
const TERMS_LABEL = /^\s*(?:the\s+)?[A-Za-z](?:\^\{?\d+\}?|[²³])?\s*-?\s*terms?\b\s*:?\s*/i;

/**
 * Expressions (simplify/expand) and arithmetic chains: continuation lines ("= ...") and
 * bare expressions must equal the expected answer; a chain's sides must equal each other.
 */
export function checkExpressionSteps(
  rawSteps: string[],
  variable: string | null,
  expected: EvalFunction,
  problemExpression?: string,
  letters?: string,
  whole?: string,
): StepEvidence[] {
  // ("p² terms: 4p² − 2p² + 2p² = 4p²" works out one group of like terms: its label is no
  // expression, and none of its results is the whole expression: "… = 4 so 4p²")
  // (also after a step label: "2) p terms: …")
  const grouped = rawSteps.map((s) => TERMS_LABEL.test(unlabelled(s)));
  const steps = rawSteps.map((s, i) => (grouped[i] ? unlabelled(s).replace(TERMS_LABEL, "") : s)).map((s) => (letters ? gluedProducts(s, letters) : s));
  let current = problemExpression ? toMathjsText(problemExpression) : null;
  const v = variable ?? "x";
  const points = variable ? [0.7, 1.3, 2.9, -1.7] : [0];
  const equal = (a: EvalFunction, b: EvalFunction, bText?: string) =>
    points.every((x) => {
      const p = evalAt(a, v, x);
      const q = evalAt(b, v, x);
      if (p === null || q === null) return false;
      return variable ? close(p, q) : resultMatches(p, q, bText) || resultMatches(q, p);
    });
  const out: StepEvidence[] = [];
  let lastExpr: { index: number; f: EvalFunction; text: string } | null = null;
  for (let i = 0; i < steps.length; i++) {
    const trimmed = toMathjsText(steps[i]).trim();
    const continuation = trimmed.startsWith("=");
    const pieces = mathPieces(steps[i]);
    // ("common denom 10: 3/10 - 5/10": the label's number is no second piece of math)
    const mathCount = pieces.length - (WORD_NUMBER_LABEL.test(steps[i]) ? 1 : 0);
    let bad: StepEvidence | null = null;
    let sawMath = false;
    for (let pi = 0; pi < pieces.length; pi++) {
      const p = pieces[pi];
      const isCont = continuation && pi === 0;
      const raw = isCont ? p.replace(/^\s*=/, "") : p;
      // (with no unknown, a piece without a digit is prose: the "x" left of "neg x neg = pos")
      if (!variable && !/\d/.test(raw)) continue;
      if (!isCont && raw.trim().startsWith("=")) {
        // "LCD = 12": a labelled side result; on the last line ("ans = 3") it states the result
        const stated = i === steps.length - 1 ? sidesOf(raw.replace(/^\s*=/, "")) : null;
        if (stated?.length === 1) lastExpr = { index: i, f: stated[0].f, text: stated[0].text };
        continue;
      }
      const sides = sidesOf(raw);
      if (!sides) continue;
      const single = sides.length === 1;
      const bare = single && !isCont && !usesVar(raw, v) && !/[-+*/^]/.test(raw.replace(/^\s*-/, ""));
      // "The common denominator is 12": a side fact, unless it is the closing line.
      if (bare && (pieces.length > 1 || /[A-Za-z]{2,}/.test(steps[i]))) {
        if (i === steps.length - 1) lastExpr = { index: i, f: sides[0].f, text: sides[0].text };
        continue;
      }
      sawMath = true;
      // "68x7=476+103=579": a result with the next operation appended starts a new computation
      const starts = [0];
      for (let k = 1; k < sides.length; k++) {
        if (equal(sides[k - 1].f, sides[k].f, sides[k].text)) continue;
        if (!variable && appended(sides[k - 1].text, sides[k].text)) {
          starts.push(k);
        } else {
          // (named as the exact checker names the same rewrite: "-5(4y+4) = -20y-4", distribution)
          const left = variable ? parseExpr(toMathjsText(sides[k - 1].text)) : null;
          const right = variable ? parseExpr(toMathjsText(sides[k].text)) : null;
          bad ??= evidence(
            i,
            REF_P.algebraArithmetic,
            (left && right ? safeClassify(left, right) : null) ?? (variable ? "not-equivalent" : "arithmetic"),
            variable
              ? `Step ${i + 1}: the two sides of this line are not equal. Check how you rewrote the expression.`
              : `Step ${i + 1}: check this calculation again.`,
            "ref.algebra-sides-differ",
          );
        }
      }
      // (a lone term among other math in a worded line is a side result: "p^2 terms: 4 - 2 + 2 = 4 so 4p^2")
      const mustMatch = isCont || (single && !grouped[i] && (mathCount === 1 || (usesVar(raw, v) && !(pieces.length > 2 && /[A-Za-z]{2,}/.test(steps[i])))));
      if (!variable && current && !bad && sides.length > 1 && !isCont) {
        // (each computation of a running chain in turn: "68x7" → "476", then "476+103" → "579")
        for (const [n, from] of starts.entries()) {
          const next = starts[n + 1];
          // (a computation that a running chain goes on from ends in the number the next side starts with)
          const result = next === undefined ? sides[sides.length - 1].text : leadingNumber(sides[next].text);
          if (result === null || result === sides[from].text.trim()) continue;
          const order = sideComputationOrder(current, sides[from].text, result);
          if (order.ok === false) {
            bad = evidence(i, REF_P.algebraOrder, "order-of-operations", `Step ${i + 1}: is this the part of the expression that should be worked out first?`, "ref.algebra-order");
            break;
          } else if (order.ok === true && order.next) {
            current = order.next;
          }
        }
      }
      const before = current ?? lastExpr?.text ?? null;
      if (isCont && sides.length) current = raw;
      if (!bad && mustMatch && !equal(sides[0].f, expected)) {
        // named like the exact checker names the same rewrite ("3/4 ÷ 2/5" → "4/3 × 2/5": fraction)
        const prevExpr = before ? parseExpr(toMathjsText(before)) : null;
        const named = (prevExpr && sides[0].f ? safeClassify(prevExpr, sides[0].f) : null) ?? (whole && sides[0].f ? pieceMisconception(whole, sides[0].f) : null);
        bad = evidence(
          i,
          REF_P.algebraNotEquivalent,
          named ?? (variable ? "not-equivalent" : "arithmetic"),
          `Step ${i + 1}: this line is not equal to the expression before it. Check the last thing you changed.`,
          "ref.algebra-value-changed",
        );
      }
      const last = sides[sides.length - 1];
      if (variable ? usesVar(last.text, v) || mustMatch : true) lastExpr = { index: i, f: last.f, text: last.text };
    }
    if (bad) {
      out.push(bad);
      return out;
    }
    if (sawMath) out.push({ index: i, source: "reference", verdict: "correct", pCorrect: REF_P.algebraExpressionStep, ruleIds: ["ref.algebra-step-holds"] });
  }
  if (lastExpr && !equal(lastExpr.f, expected)) {
    out.push(evidence(lastExpr.index, REF_P.algebraFinalAnswer, "final-answer", `Step ${lastExpr.index + 1}: this result does not match. Look back over your steps.`, "ref.algebra-final-value"));
  }
  return out;
}

/**
 * "-2x - 6" written for the "-2(x + 6)" of "4(5x + 5) - 2(x + 6)": one term of the problem's
 * expression worked out on its own line, by a known misconception (student-blind-64 dev).
 */
function pieceMisconception(whole: string, cur: ParsedExpr): StepEvidence["errorType"] | null {
  const parsed = parseExpr(toMathjsText(whole));
  if (!parsed) return null;
  for (const t of terms(parsed.node)) {
    const piece = parseExpr(`${t.sign < 0 ? "-" : ""}(${t.node.toString()})`);
    const named = piece ? safeClassify(piece, cur) : null;
    if (named && named !== "arithmetic" && named !== "not-equivalent") return named;
  }
  return null;
}

function safeClassify(prev: ParsedExpr, cur: ParsedExpr): StepEvidence["errorType"] | null {
  try {
    return classifyExpressionStep(prev, cur);
  } catch {
    return null; // naming is a refinement: the line is wrong either way
  }
}

export function compileExpected(answer: string): EvalFunction | null {
  return compile(toMathjsText(answer).replace(/^\s*[A-Za-z ]*=\s*/, ""));
}

/**
 * The unknown a word problem asks for by name, with a number as its answer: "If we know the
 * answer to the above question is 16, what is the value of unknown variable x?", "Find the value
 * of y.". Only an explicit request counts: elsewhere a letter in a step may stand for anything.
 */
export function askedUnknown(problem: string): string | null {
  const m = problem.match(/\b(?:value\s+of|solve\s+for)\s+(?:the\s+)?(?:unknown\s+)?(?:variable\s+)?['"‘’“”]?([A-Za-z])['"‘’“”]?(?![A-Za-z])/i);
  return m ? m[1] : null;
}

/**
 * The letter a word problem's solution declares and answers with ("let c = extra charge per
 * letter in cents", …, "c = 7", "7 cents"): it stands for the asked quantity, so like a named
 * unknown its equations must hold at the answer. Only one declared letter, solved alone on a
 * line ("c = 7", "p = 11550/150 = 77 mm") whose value the answer line ends on, and not to a value
 * the reference reaches too: "t = 3" three-pointers, then "ans = 3" where 3 - 2 more is asked,
 * set up the right equation and stopped early.
 */
export function answeredLetter(steps: string[], answerStep: number, reference: readonly string[]): string | null {
  const letters = declaredLetters(steps);
  if (letters.length !== 1 || answerStep < 0 || answerStep >= steps.length) return null;
  const solvedLine = new RegExp(`^\\W*(?:so\\s+|then\\s+|therefore\\s+)?${letters}\\s*=\\s*[-\\d(.]`, "i");
  const refValues = new NumberSet(reference.flatMap((line) => mentionedNumbers(line)));
  for (let i = answerStep; i >= 0; i--) {
    if (!solvedLine.test(steps[i])) continue;
    const solved = mentionedNumbers(steps[i]).at(-1);
    if (solved === undefined || refValues.has(solved)) return null;
    // (the answer's result is the letter's value: "2 pans = 2 × 25 = $50" computes on with it)
    const stated = mentionedNumbers(steps[answerStep]).at(-1);
    return stated !== undefined && Math.abs(stated - solved) <= 1e-9 * Math.max(1, Math.abs(stated)) ? letters : null;
  }
  return null;
}

/**
 * With the asked unknown's value known, every equation in that unknown alone that a step states
 * must hold at it ("x - 4 + 27 = 52" does not hold at x = 21). The first one that does not is the
 * first wrong line or follows from one: the error is at or before it. `setup` when no earlier
 * equation in the unknown held (the equation was set up wrongly), otherwise a rewrite broke it;
 * `operation` when that set-up holds with one operator swapped (see oneOperatorOff).
 * Only the unknown's own letter may appear ("2 x 5" is read as a product by lib/math).
 */
export function firstUnknownEquationSlip(steps: string[], variable: string, value: number): { index: number; setup: boolean; operation: boolean } | null {
  let held = false;
  for (let i = 0; i < steps.length; i++) {
    for (const p of mathPieces(steps[i])) {
      if (!p.includes("=") || !usesVar(p, variable) || otherLetters(p, variable)) continue;
      const sides = sidesOf(p);
      if (!sides) continue;
      const vals = sides.map((s) => evalAt(s.f, variable, value));
      if (vals.some((x) => x === null)) continue;
      // a side stated to the cent ("x = 166.67") is read as rounded, as claims are
      const agree = (a: number, b: number, bText: string) => close(a, b) || resultMatches(a, b, bText);
      if (sides.every((s, k) => agree(vals[0]!, vals[k]!, s.text) || agree(vals[k]!, vals[0]!, sides[0].text))) {
        held = true;
        continue;
      }
      return { index: i, setup: !held, operation: !held && oneOperatorOff(p, variable, value) };
    }
  }
  return null;
}

/** The operations students confuse, each with the ones it is mistaken for (as in reference-word's partners). */
const OPERATOR_SWAPS: Readonly<Record<string, readonly string[]>> = { "+": ["-", "*"], "-": ["+", "/"], "*": ["/", "+"], "×": ["÷", "+"], "/": ["*", "-"], "÷": ["×", "-"] };

/**
 * A wrong set-up whose numbers are right but one operation is not: "x + 12 + 30 = 75" for "gave
 * away 12" holds at the answer once that + is a −. One that no single swap mends used a wrong
 * number or left one out ("g = 20 - 12" with the 6 blue marbles forgotten, "4(108 + c) = 460"
 * where two letters pay the extra): a wrong quantity (measured on the blind sets' set-ups).
 */
function oneOperatorOff(piece: string, variable: string, value: number): boolean {
  for (let k = 0; k < piece.length; k++) {
    const swaps = OPERATOR_SWAPS[piece[k]];
    // (a sign, not an operation: at the start, or after "=", "(" or another operator)
    const before = piece.slice(0, k).trimEnd().at(-1);
    if (!swaps || before === undefined || "=(+-*/×÷".includes(before)) continue;
    for (const swap of swaps) {
      const vals = sidesOf(piece.slice(0, k) + swap + piece.slice(k + 1))?.map((side) => evalAt(side.f, variable, value));
      if (vals && vals.every((v) => v !== null && close(v, vals[0]!))) return true;
    }
  }
  return false;
}

/** Values any expression may bring in without the problem stating them (halves, percent, doubling). */
const FREE_VALUES = [0, 1, 2, 100];

/**
 * Expressions in the named unknown are quantities too: at the answer's value, "x * 40 elves quit"
 * is 400 elves where the reference's own expressions and numbers give no 400. The first step
 * with such an expression (in the unknown alone, not yet explained by the problem, the reference
 * at the answer, or the solution's own earlier values) is where the set-up went wrong.
 */
export function firstUnexplainedUnknownExpression(problem: string, reference: string[], steps: string[], variable: string, value: number): number | null {
  const explained = new NumberSet([value, ...FREE_VALUES, ...mentionedNumbers(problem)]);
  const sideValues = (line: string): number[] => {
    const out: number[] = [];
    for (const p of mathPieces(line)) {
      if (!usesVar(p, variable) || otherLetters(p, variable)) continue;
      for (const side of p.split("=")) {
        const f = usesVar(side, variable) ? compile(side) : null;
        const v = f ? evalAt(f, variable, value) : null;
        if (v !== null) out.push(v);
      }
    }
    return out;
  };
  for (const line of reference) {
    for (const n of mentionedNumbers(line)) explained.add(n);
    for (const v of sideValues(line)) explained.add(v);
  }
  // one operation on the unknown with a given number, a unit factor or a simple fraction is a
  // natural partial quantity ("60x minutes", "(1/4)x", "13 + x", "x%") that a reference may skip
  const givens = [...mentionedNumbers(problem), ...UNIT_FACTORS, ...[2, 3, 4, 5, 6, 8, 10, 12].map((k) => 1 / k)];
  const oneStep = (v: number) =>
    givens.some((n) => [value * n, value / n, value + n, value - n, n - value, (value * n) / 100, value / 100].some((w) => Math.abs(w - v) <= 1e-9 * Math.max(1, Math.abs(v))));
  for (let i = 0; i < steps.length; i++) {
    const values = sideValues(steps[i]);
    if (values.some((v) => !explained.has(v) && !explained.has(-v) && !oneStep(v))) return i;
    for (const v of values) explained.add(v);
    for (const n of mentionedNumbers(steps[i])) explained.add(n);
  }
  return null;
}
