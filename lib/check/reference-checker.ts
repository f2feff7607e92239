// Reference-guided checker: uses the expected answer and the reference solution (when the
// bank or the eval item has them) to decide whether the solution went wrong and where.
import type { CheckInput, Checker, StepEvidence } from "./types";
import { mentionedNumbers, NumberSet, parseNumericAnswer } from "./quantities";
import { normalizeText } from "../math/normalize";
import { TRIAL_LINE } from "../math/claims";
import { checkExpressionSteps } from "./reference-expression";
import { answeredLetter, askedUnknown, firstUnexplainedUnknownExpression, firstUnknownEquationSlip } from "./reference-unknown";
import { checkEquationSteps, compileExpected, toMathjsText, expressionVariable, mathPieces, parseSolutionSet } from "./reference-algebra";
import { checkWordProblem, finalStatedValue } from "./reference-word";
import { withMovesInWords, withRewriteSlips, withSetUpLines } from "./reference-rewrite";
import { withoutUnit } from "./exact-answer-parts";
import { withMiscombinedOperands } from "./reference-miscombined";
import { REF_P } from "./reference-confidence";
import { conditionRange, definedFunctions, statesOwnCondition, usesUncheckedFunction } from "./exact-conditioned";

/** Final answer from a reference solution: "#### 72", "The answer is 72", or its last number. */
export function answerFromReference(reference: string[]): string | undefined {
  for (let i = reference.length - 1; i >= 0; i--) {
    const line = reference[i];
    const hash = line.match(/####\s*(.+)$/);
    if (hash) return hash[1].trim();
    const nums = mentionedNumbers(line);
    if (nums.length) return String(nums[nums.length - 1]);
  }
  return undefined;
}

/** Answers given as a sentence ("The sale price is 120 - 36 = $84."): the stated result. */
function answerFromSentence(answer: string): number | null {
  // "4/6 + 3/6 = 7/6": the value after the last "=".
  const plain = normalizeText(answer);
  if (plain.includes("=") && !/[A-Za-z]/.test(plain)) return parseNumericAnswer(plain.split("=").pop()!);
  if ((answer.match(/[A-Za-z]{2,}/g) ?? []).length < 3 && !/answer/i.test(answer)) return null;
  const final = finalStatedValue([answer], new NumberSet());
  return final ? final.value : null;
}

/** A problem that is itself an arithmetic expression ("Compute -3 + 5 × 2"), not a story. */
/** The expression of an expression problem ("Compute -3 + 5 × 2." -> "-3 + 5 × 2"), or null. */
export function problemExpression(problem: string): string | null {
  const body = problem
    .trim()
    .replace(/^(?:compute|evaluate|calculate|simplify|work out|find(?: the value of)?|what is)\s*:?\s*/i, "")
    .replace(/[.?!]\s*$/, "");
  if (/[A-Za-z]{2,}/.test(body.replace(/\\[a-z]+/g, ""))) return null;
  const pieces = mathPieces(body);
  if (pieces.length !== 1) return null;
  return (normalizeText(pieces[0]).match(/\d+(?:\.\d+)?/g) ?? []).length >= 2 ? body : null;
}

/** "Common denominator $x(x + 1)$: " — words, then the math they name in dollars, then a colon (no "=" before it). */
const WORD_LABEL = /^[^=:$]*[A-Za-z]{3,}[^=:$]*\$[^$=]*\$\s*:\s*(?=\S)/;

export function referenceEvidence(input: CheckInput): StepEvidence[] {
  const reference = input.reference?.map((r) => r.trim()).filter(Boolean) ?? [];
  const answer = (input.answer?.trim() && withoutUnit(input.answer.trim(), input.problem)) || answerFromReference(reference);
  if (!answer || input.steps.length === 0) return [];

  // (a line under its own condition, case or definitions, or with a logarithm, is not compared
  // with the answer's algebra: "Case x >= 1: x - 1 = 2x + 4 gives x = -5, rejected"; exact-conditioned.ts)
  const fns = definedFunctions(input.problem);
  // ("Common denominator x(x + 1): ...": what a label in words names before its colon is no step of the algebra)
  // (nor is any line when the problem bounds its letter, "For x < 1, simplify |x - 1| + 2x": the
  // answer's expression equals the steps' only inside those bounds)
  const bounded = conditionRange(input.problem) !== null;
  const algebraic = input.steps.map((s) => (bounded || statesOwnCondition(s, fns) || usesUncheckedFunction(s) ? "" : s.replace(WORD_LABEL, "")));
  const solution = parseSolutionSet(answer);
  if (solution) {
    const problemEquation = mathPieces(input.problem).find((p) => p.includes("=") && new RegExp(`(?<![A-Za-z])${solution.variable}(?![A-Za-z])`).test(p));
    const isEquationProblem = problemEquation !== undefined;
    // (a value tried out, "try x=4: ... no", is no equation of the solution)
    const ev = checkEquationSteps(algebraic.map((s) => (TRIAL_LINE.test(s) ? "" : s)), solution.variable, solution.roots, isEquationProblem, problemEquation);
    return input.finalAnswer?.correct === false ? withMiscombinedOperands(ev, input.steps, reference, isEquationProblem) : ev;
  }

  const variable = expressionVariable(answer);
  if (variable) {
    // the problem's expression in that letter (also to name a line that works out one of its terms
    // wrongly); only "simplify/expand this expression" problems: elsewhere a letter in a step may mean anything
    const whole = mathPieces(input.problem).find((p) => new RegExp(`(?<![A-Za-z])${variable}(?![A-Za-z])`).test(p));
    if (!whole) return [];
    const expected = compileExpected(answer);
    // (every letter of the answer is a variable: "21ab" is read as 21·a·b)
    const letters = [...new Set(toMathjsText(answer).match(/(?<![A-Za-z])[A-Za-z](?![A-Za-z])/g) ?? [])].join("");
    return expected ? checkExpressionSteps(algebraic, variable, expected, undefined, letters, whole) : [];
  }

  const value = parseNumericAnswer(answer) ?? answerFromSentence(answer);
  if (value === null) return [];
  const expr = problemExpression(input.problem);
  if (expr) {
    const expected = compileExpected(String(value));
    return expected ? checkExpressionSteps(algebraic, null, expected, expr) : [];
  }
  const word = checkWordProblem({
    problem: input.problem,
    steps: input.steps,
    reference,
    answerValue: value,
    referenceFree: reference.length === 0,
    answerVerdict: input.finalAnswer?.correct ?? null,
  });
  return withMovesInWords(withSetUpLines(withRewriteSlips(withUnknownEquations(word, input, value), input.steps), input.steps, reference), input.steps, input.problem);
}

/**
 * A problem that names its unknown ("what is the value of unknown variable x?") and got a wrong
 * answer: the first equation in that unknown that does not hold at the answer bounds the error
 * from above, where the quantity comparison often only sees the final answer (measured on
 * MR-GSM8K dev: its wrong set-ups have true arithmetic and reference numbers).
 */
function withUnknownEquations(word: StepEvidence[], input: CheckInput, value: number): StepEvidence[] {
  if (input.finalAnswer?.correct !== false) return word;
  const asked = askedUnknown(input.problem);
  const reference = input.reference ?? [];
  // (or the letter the solution declares and answers with: "let p = length of each piece", "p = 77";
  // only with reference steps: without them an early stop looks like a wrong set-up)
  const unknown = asked ?? (reference.length ? answeredLetter(input.steps, input.finalAnswer.stepIndex, reference) : null);
  if (!unknown) return word;
  const slip = firstUnknownEquationSlip(input.steps, unknown, value);
  // (expressions are weighed only for a named unknown: a declared letter's partial quantities are the student's own)
  const odd = asked && reference.length ? firstUnexplainedUnknownExpression(input.problem, reference, input.steps, unknown, value) : null;
  const firstWrong = word.find((e) => e.verdict === "incorrect")?.index ?? Infinity;
  const i = Math.min(slip?.index ?? Infinity, odd ?? Infinity);
  if (i >= firstWrong) return word;
  const flag: StepEvidence =
    odd !== null && odd < (slip?.index ?? Infinity)
      ? {
          index: i,
          source: "reference",
          verdict: "incorrect",
          pCorrect: REF_P.unknownExpression,
          errorType: "wrong-quantity",
          ruleIds: ["ref.unknown-expression-unexplained"],
          message: `Step ${i + 1}: check how this expression is built from the problem's quantities.`,
        }
      : {
          index: i,
          source: "reference",
          verdict: "incorrect",
          pCorrect: REF_P.unknownEquation,
          ruleIds: ["ref.unknown-equation-fails"],
          errorType: !slip!.setup ? "not-equivalent" : slip!.operation ? "wrong-operation" : "wrong-quantity",
          message: !slip!.setup
            ? `Step ${i + 1}: this equation no longer has the same solution as the one before. Check what you did to each side.`
            : slip!.operation
              ? `Step ${i + 1}: this equation does not describe the problem. Re-read how the quantities are related: is each operation the right one?`
              : `Step ${i + 1}: this equation does not describe the problem. Check that each number in it is the quantity the problem means, and that none is left out.`,
        };
  return [...word.filter((e) => e.index < i && e.verdict !== "incorrect"), flag, ...word.filter((e) => e.index > i && e.verdict === "incorrect")];
}

export function createReferenceChecker(): Checker {
  return {
    name: "reference",
    async check(input: CheckInput): Promise<StepEvidence[]> {
      return referenceEvidence(input);
    },
  };
}
