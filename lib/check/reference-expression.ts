// Reference-guided checks for expressions (simplify/expand) and arithmetic chains: with the
// expected answer known, every line of a correct solution must keep its value.
import { REF_P } from "./reference-confidence";
import { classifyExpressionStep } from "./exact-classify";
import { terms } from "../math/misconceptions";
import { gluedProducts, unlabelled, WORD_NUMBER_LABEL } from "../math/normalize";
import { parseExpr, type ParsedExpr } from "../math/parse";
import type { StepEvidence } from "./types";
import { resultMatches } from "./quantities";
import { appended, close, evalAt, evidence, leadingNumber, mathPieces, sideComputationOrder, sidesOf, toMathjsText, usesVar, type EvalFunction, type Side } from "./reference-algebra";

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
  // null: a side has no finite value at a sample point ("2^10000", a pole), so nothing can be
  // said of the line from here (the exact checker says what it can).
  const equal = (a: EvalFunction, b: EvalFunction, bText?: string): boolean | null => {
    const pairs = points.map((x) => [evalAt(a, v, x), evalAt(b, v, x)] as const);
    if (pairs.some(([p, q]) => p === null || q === null)) return null;
    return pairs.every(([p, q]) => (variable ? close(p!, q!) : resultMatches(p!, q!, bText) || resultMatches(q!, p!)));
  };
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
      const chain = chainStarts(sides, i, variable, equal);
      bad ??= chain.bad;
      // (a lone term among other math in a worded line is a side result: "p^2 terms: 4 - 2 + 2 = 4 so 4p^2")
      const mustMatch = isCont || (single && !grouped[i] && (mathCount === 1 || (usesVar(raw, v) && !(pieces.length > 2 && /[A-Za-z]{2,}/.test(steps[i])))));
      if (!variable && current && !bad && sides.length > 1 && !isCont) ({ current, bad } = runningOrder(current, sides, chain.starts, i));
      const before = current ?? lastExpr?.text ?? null;
      if (isCont && sides.length) current = raw;
      if (!bad && mustMatch && equal(sides[0].f, expected) === false) bad = valueChanged(i, before, sides[0].f, variable, whole);
      const last = sides[sides.length - 1];
      if (variable ? usesVar(last.text, v) || mustMatch : true) lastExpr = { index: i, f: last.f, text: last.text };
    }
    if (bad) {
      out.push(bad);
      return out;
    }
    if (sawMath) out.push({ index: i, source: "reference", verdict: "correct", pCorrect: REF_P.algebraExpressionStep, ruleIds: ["ref.algebra-step-holds"] });
  }
  if (lastExpr && equal(lastExpr.f, expected) === false) {
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

/**
 * Where the sides of a piece stop agreeing: "68x7=476+103=579", a result with the next operation
 * appended, starts a new computation; otherwise the line's two sides differ (the first such pair
 * is the evidence).
 */
function chainStarts(sides: Side[], i: number, variable: string | null, equal: (a: EvalFunction, b: EvalFunction, bText?: string) => boolean | null): { starts: number[]; bad: StepEvidence | null } {
  const starts = [0];
  let bad: StepEvidence | null = null;
  for (let k = 1; k < sides.length; k++) {
    if (equal(sides[k - 1].f, sides[k].f, sides[k].text) !== false) continue;
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
        variable ? `Step ${i + 1}: the two sides of this line are not equal. Check how you rewrote the expression.` : `Step ${i + 1}: check this calculation again.`,
        "ref.algebra-sides-differ",
      );
    }
  }
  return { starts, bad };
}

/**
 * Each computation of a running chain in turn ("68x7" → "476", then "476+103" → "579") against
 * the order of operations of the tracked expression `current`, which each allowed one reduces.
 */
function runningOrder(current: string, sides: Side[], starts: number[], i: number): { current: string; bad: StepEvidence | null } {
  for (const [n, from] of starts.entries()) {
    const next = starts[n + 1];
    // (a computation that a running chain goes on from ends in the number the next side starts with)
    const result = next === undefined ? sides[sides.length - 1].text : leadingNumber(sides[next].text);
    if (result === null || result === sides[from].text.trim()) continue;
    const order = sideComputationOrder(current, sides[from].text, result);
    if (order.ok === false) return { current, bad: evidence(i, REF_P.algebraOrder, "order-of-operations", `Step ${i + 1}: is this the part of the expression that should be worked out first?`, "ref.algebra-order") };
    if (order.ok === true && order.next) current = order.next;
  }
  return { current, bad: null };
}

/** A line that must keep the expression's value and does not, named like the exact checker names the same rewrite ("3/4 ÷ 2/5" → "4/3 × 2/5": fraction). */
function valueChanged(i: number, before: string | null, f: EvalFunction, variable: string | null, whole?: string): StepEvidence {
  const prevExpr = before ? parseExpr(toMathjsText(before)) : null;
  const named = (prevExpr && f ? safeClassify(prevExpr, f) : null) ?? (whole && f ? pieceMisconception(whole, f) : null);
  return evidence(
    i,
    REF_P.algebraNotEquivalent,
    named ?? (variable ? "not-equivalent" : "arithmetic"),
    `Step ${i + 1}: this line is not equal to the expression before it. Check the last thing you changed.`,
    "ref.algebra-value-changed",
  );
}
