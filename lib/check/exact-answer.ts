// Final-answer comparison: the value (or solution set) stated at the end of the solution
// against the expected answer from the bank / eval item.
import { equationAnswer, equationIn, sameEquation, statesEveryPart, withoutCheckClause, withoutUnit } from "./exact-answer-parts";
import { analyzeLine, listedNumbers, type Chain, type ExtractOptions, type Part } from "../math/claims";
import { problemContext } from "./exact-context";
import { evaluate } from "../math/evaluate";
import { frac, mul, toNumber, valEquals, type Val } from "../math/rational";
import { unitOf } from "../math/units";
import { statesNone } from "../math/vocabulary/number-words";
import { unlabelled } from "../math/normalize";
import { roundsToPlaces, sameNumber } from "../math/vocabulary/tolerance";
import { stem } from "../math/vocabulary/stem";
import { questionClause } from "../math/question";

export interface StatedAnswer {
  variable?: string;
  values: Val[];
  /** Decimal places of the written values, for rounding tolerance. */
  decimals: number;
}

/** Values stated by one line: "x = 2 or x = 3" → [2, 3]; "the answer is $18." → [18]. */
export function statedAnswer(line: string, extract: ExtractOptions = { variables: "any" }, prefer?: string): StatedAnswer | null {
  const a = analyzeLine(line, extract);
  const assigned: Val[] = [];
  const assigns = (c: Chain) => c.parts.length >= 2 && c.parts[0].expr.vars.length === 1 && !c.parts[0].expr.hasOp && c.parts[c.parts.length - 1].expr.vars.length === 0;
  // ("we reject u = -2; then sqrt(x) = 4 gives x = 16": a line that also gives the letter asked
  // for states that one, whatever letter it worked through first)
  let variable: string | undefined = prefer && a.chains.some((c) => assigns(c) && c.parts[0].expr.vars[0] === prefer) ? prefer : undefined;
  let decimals = 0;
  for (const c of a.chains) {
    const first = c.parts[0].expr;
    const last = c.parts[c.parts.length - 1].expr;
    if (assigns(c)) {
      const v = evaluate(last.node);
      if (v !== null && (variable === undefined || variable === first.vars[0])) {
        variable = first.vars[0];
        assigned.push(v);
        decimals = Math.max(decimals, last.literalDecimals ?? 0);
      }
    } else if (variable !== undefined && c.parts.length === 1 && !first.vars.length && /^[\s,;]*(?:or|and)?[\s,;]*$/i.test(c.joiner) && c.joiner.trim()) {
      // "x = -7, 2", "x = 3 or -4": more values listed for the same variable
      const v = evaluate(first.node);
      if (v !== null) {
        assigned.push(v);
        decimals = Math.max(decimals, first.literalDecimals ?? 0);
      }
    }
  }
  if (assigned.length) return { variable, values: assigned, decimals };
  // ("The integers are 2, 3, 4, 5, 6": a list states all its numbers, not only its last)
  const list = listedNumbers(a)?.map((e) => ({ e, v: evaluate(e.node) }));
  if (list && list.every((x) => x.v !== null)) return { values: list.map((x) => x.v as Val), decimals: Math.max(0, ...list.map((x) => x.e.literalDecimals ?? 0)) };
  for (let i = a.chains.length - 1; i >= 0; i--) {
    const c = a.chains[i];
    const last = c.parts[c.parts.length - 1].expr;
    if (last.vars.length) continue;
    const v = evaluate(last.node);
    if (v !== null) return { values: [v], decimals: last.literalDecimals ?? 0 };
  }
  return null;
}

function close(expected: Val, got: Val, decimals: number): boolean {
  if (valEquals(expected, got)) return true;
  return roundsToPlaces(toNumber(expected), toNumber(got), decimals);
}

export function answersAgree(expected: StatedAnswer, got: StatedAnswer): boolean {
  if (expected.values.length !== got.values.length) return false;
  return got.values.every((g) => expected.values.some((e) => close(e, g, got.decimals)));
}

export interface AnswerCheck {
  correct: boolean | null;
  /** The final line answers for a variable the problem does not have ("x = 3" when solving for y). */
  wrongVariable?: boolean;
  /** The right number in another unit of the same kind than the question asks for. */
  wrongUnit?: boolean;
  /** Index of the step that states the answer. */
  stepIndex: number;
  /** A wrong stated value (first one), for tracing where it came from. */
  wrongValue?: Val;
}

/** The results a line works out: the last side of each of its computations, in order. */
function workedResults(line: string, extract: ExtractOptions): Val[] {
  return analyzeLine(line, extract)
    .chains.filter((c) => c.parts.length >= 2 && c.parts.some((p) => p.expr.hasOp) && !c.parts[c.parts.length - 1].expr.vars.length)
    .map((c) => evaluate(c.parts[c.parts.length - 1].expr.node))
    .filter((v): v is Val => v !== null);
}

/**
 * A line after the answer that checks it or remarks on it: "Check: 2(4) + 3 = 11 ✓", and a
 * closing remark in brackets, "(= 2 hr 40 min)" after "20 x 8 = 160 min" (a numbered or headed
 * line is read without its label: "4. Check: 3(4) = 12").
 */
function isCheckLine(line: string): boolean {
  return /^\s*(check|verify|verification|proof)\b|[✓✔]/i.test(unlabelled(line)) || /^\s*\(.*\)\s*$/.test(unlabelled(line));
}

/** "4/7", "(4)/(7)": a written fraction is a stated value, not a computation. */
function fractionLiteral(text: string): boolean {
  return /^-?\d+\/\d+$/.test(text.replace(/[\s()]/g, ""));
}

/** Does the problem use this letter as a variable ("Solve for y: 6y - 16 = -46" has y, not x)? */
function problemHasVariable(problem: string, v: string): boolean {
  return new RegExp(`(?<![A-Za-z])${v}(?![A-Za-z])`).test(problem);
}

/** The question asks "how many cents/minutes/..." and the line states its value in that unit. */
function namesAskedUnit(problem: string, line: string): boolean {
  const unit = questionClause(problem).match(/\bhow\s+many\s+([a-z]{3,})\b/i)?.[1].toLowerCase();
  if (!unit) return false;
  return [...line.matchAll(/\d\s*([A-Za-z]+)/g)].some((m) => stem(m[1]) === stem(unit));
}

/** The unit the question asks for: "How many minutes ...?", "... in millimeters." */
function askedUnit(problem: string): { kind: string; unit: string } | null {
  const question = questionClause(problem);
  const many = question.match(/\bhow\s+many\s+([A-Za-z]+)/i);
  const byMany = many ? unitOf(many[1]) : null;
  if (byMany) return byMany;
  for (const m of question.matchAll(/\bin\s+([A-Za-z]+)/gi)) {
    const u = unitOf(m[1]);
    if (u) return u;
  }
  return null;
}

/**
 * The right number in another unit of the same kind than the question asks for ("160 hours"
 * for "How many minutes", "$14" for "How many cents"): a different quantity, so a wrong answer.
 */
function statesOtherUnit(problem: string, line: string, value: Val): boolean {
  const asked = askedUnit(problem);
  if (!asked) return false;
  const target = toNumber(value);
  for (const m of line.matchAll(/(\$\s*)?(\d[\d,]*(?:\.\d+)?)\s*([A-Za-z¢]+)?/g)) {
    if (!sameNumber(Number(m[2].replace(/,/g, "")), target)) continue;
    const stated = m[1] ? unitOf("$") : m[3] ? unitOf(m[3]) : null;
    if (stated && stated.kind === asked.kind && stated.unit !== asked.unit) return true;
  }
  return false;
}

/**
 * Compares the last step that states something with the expected answer. With the problem text,
 * an answer for a variable the problem does not have is a wrong answer (a different quantity).
 */
export function checkFinalAnswer(steps: string[], answer: string | undefined, extract: ExtractOptions, problem?: string): AnswerCheck {
  if (!answer || !answer.trim()) return { correct: null, stepIndex: -1 };
  const expected = statedAnswer(answer, { variables: "any" });
  const lastStating = () => {
    let end = steps.length;
    while (end > 1 && isCheckLine(steps[end - 1])) end--;
    return end;
  };
  // ("y = 2x - 7": an equation in several letters is compared as an equation)
  const asEquation = equationAnswer(answer);
  if (asEquation) {
    const end = lastStating();
    for (let i = end - 1; i >= Math.max(0, end - 2); i--) {
      const got = equationIn(steps[i], asEquation);
      const same = got && sameEquation(asEquation, got);
      if (same !== null && same !== undefined) return { correct: same, stepIndex: i };
    }
    return { correct: null, stepIndex: -1 };
  }
  if (!expected) return { correct: null, stepIndex: -1 };
  // only the last step, or an explicit answer line before trailing prose, states the answer;
  // trailing verification lines ("Check: 2(4) + 3 = 11 ✓") are not answers
  const end = lastStating();
  // ("X = 5 or X = -1" for x: the same letter in capitals, where the problem has no capital X)
  const sameLetter = (got: string, want: string) => got === want || (got.toLowerCase() === want.toLowerCase() && (problem === undefined || !problemHasVariable(problem, got)));
  for (let i = end - 1; i >= 0; i--) {
    // ("There are no slices left": a closing line may state zero in words)
    const got = statedAnswer(steps[i], extract, expected.variable) ?? (i === end - 1 && statesNone(steps[i]) ? { values: [frac(0)], decimals: 0 } : null);
    if (got && expected.variable && got.variable && !sameLetter(got.variable, expected.variable)) {
      if (problem !== undefined && !problemHasVariable(problem, got.variable)) return { correct: false, stepIndex: i, wrongValue: got.values[0], wrongVariable: true };
      return { correct: null, stepIndex: -1 };
    }
    if (!got) {
      if (i === end - 1 && i > 0 && /answer|####/i.test(steps[i - 1] ?? "")) continue;
      return { correct: null, stepIndex: -1 };
    }
    // (an answer of several numbers, "center (-4, 1), radius 3", is right only when all are given)
    const everyPart = () => statesEveryPart(answer, steps.slice(Math.max(0, i - 1), end));
    if (answersAgree(expected, got)) {
      if (problem !== undefined && expected.values.length === 1 && statesOtherUnit(problem, steps[i], expected.values[0])) return { correct: false, stepIndex: i, wrongValue: got.values[0], wrongUnit: true };
      return everyPart() ? { correct: true, stepIndex: i } : { correct: null, stepIndex: -1 };
    }
    // ("Ana gets 2 × 40 = 80, Ben gets 3 × 40 = 120, Cal gets 4 × 40 = 160" for "80, 120 and
    // 160": a list answer given as the results the line works out, one for each part)
    if (expected.values.length > 1 && answersAgree(expected, { values: workedResults(steps[i], extract), decimals: got.decimals })) return { correct: true, stepIndex: i };
    // roots stated one per line ("x + 2 = 0, so x = -2" / "x + 4 = 0, so x = -4")
    if (got.variable && expected.values.length > got.values.length) {
      const all = { ...got, values: [...got.values] };
      for (let j = i - 1; j >= 0 && all.values.length < expected.values.length; j--) {
        const prev = statedAnswer(steps[j], extract);
        if (!prev || prev.variable !== got.variable) break;
        all.values.push(...prev.values.filter((v) => !all.values.some((w) => valEquals(v, w))));
      }
      if (answersAgree(expected, all)) return { correct: true, stepIndex: i };
    }
    // lenient: the expected value appearing anywhere in the final line counts ("18 dollars, 3 more than ...")
    if (expected.values.length === 1) {
      // only numbers written as results count, not what a (possibly false) computation evaluates to
      // ...nor a number the line goes on to compute with ("3 batches so 9 x 3 = 27")
      const chains = analyzeLine(steps[i], extract).chains;
      const computes = (p: Part) => p.expr.hasOp && !fractionLiteral(p.expr.text);
      const operands = chains.flatMap((c) => c.parts.filter(computes).flatMap((p) => p.expr.text.match(/\d+(?:\.\d+)?/g) ?? []).map(Number));
      const all = chains.flatMap((c) =>
        c.parts.map((p) => {
          if (p.expr.vars.length || computes(p)) return null;
          const v = evaluate(p.expr.node);
          return v !== null && c.parts.length === 1 && operands.includes(toNumber(v)) ? null : v;
        }),
      );
      if (all.some((v) => v !== null && close(expected.values[0], v, 2))) {
        if (problem !== undefined && statesOtherUnit(problem, steps[i], expected.values[0])) return { correct: false, stepIndex: i, wrongValue: expected.values[0], wrongUnit: true };
        return everyPart() ? { correct: true, stepIndex: i } : { correct: null, stepIndex: -1 };
      }
    }
    // 0.25 dollars vs 25 cents, 0.36 vs 36%: a unit mismatch, not evidence of a wrong answer
    const scaled = (f: Val) => ({ ...got, values: got.values.map((g) => mul(g, f) ?? g) });
    if (answersAgree(expected, scaled(frac(100))) || answersAgree(expected, scaled(frac(1, 100)))) {
      // ...unless the line names the unit the question asks for: "0.14 cents" for "How many cents"
      if (problem !== undefined && namesAskedUnit(problem, steps[i])) return { correct: false, stepIndex: i, wrongValue: got.values[0] };
      // ...or the question asks for cents and gets dollars ("ans 0.14", "$0.14" for "How many cents")
      if (problem !== undefined && askedUnit(problem)?.unit === "cent" && answersAgree(expected, scaled(frac(100))))
        return { correct: false, stepIndex: i, wrongValue: got.values[0], wrongUnit: true };
      const percentAnswer = /%\s*$/.test(answer.trim());
      // ...or the decimal is written with a percent sign: "grew by 0.25%" for 25%
      if (percentAnswer && answersAgree(expected, scaled(frac(100))) && /%/.test(steps[i])) return { correct: false, stepIndex: i, wrongValue: got.values[0] };
      return { correct: percentAnswer ? true : null, stepIndex: i };
    }
    const wrong = got.values.find((g) => !expected.values.some((e) => close(e, g, got.decimals)));
    return { correct: false, stepIndex: i, wrongValue: wrong };
  }
  return { correct: null, stepIndex: -1 };
}

/**
 * The one final-answer verdict of a request: the engine computes it once and hands it to every
 * checker and to the fusion (CheckInput.finalAnswer), so they cannot disagree about it.
 */
export function judgeFinalAnswer(input: { problem?: string; steps: string[]; answer?: string }): AnswerCheck {
  const problem = String(input.problem ?? "");
  const answer = input.answer === undefined ? undefined : withoutUnit(input.answer, problem);
  return checkFinalAnswer(input.steps.map(withoutCheckClause), answer, problemContext(problem).extract, problem);
}
