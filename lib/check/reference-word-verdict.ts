// The evidence the word-problem check gives per step, once the blame is placed (reference-word-blame.ts)
// or, for a right answer, once the odd quantities are known.
import type { ErrorType, StepEvidence } from "./types";
import { sameNumber } from "./quantities";
import { REF_P } from "./reference-confidence";
import type { FinalValue } from "./reference-word-final";
import type { StepInfo, WordContext } from "./reference-word-context";
import type { Suspicion, Vindication } from "./reference-word-vindicate";
import type { Blame } from "./reference-word-blame";
import { flagContext } from "./reference-flag-context";

/** A right answer: every line on the path is vindicated; a side remark is worth a gentle "check it". */
export function rightAnswerEvidence(ctx: WordContext, infos: readonly StepInfo[], vindication: Vindication, suspicious: Suspicion, final: FinalValue): StepEvidence[] {
  if (ctx.opts.referenceFree) return [{ index: final.index, source: "reference", verdict: "correct", pCorrect: REF_P.referenceFreeRightAnswer, ruleIds: ["ref.on-reference-path"] }];
  const out: StepEvidence[] = [];
  infos.forEach((info, i) => {
    const odd = info.news.filter((n) => (suspicious(n, i) || !vindication.vindicated.has(n.value)) && !n.trivial);
    if (odd.length) {
      out.push({
        index: i,
        source: "reference",
        verdict: "unsure",
        pCorrect: REF_P.oddQuantityUnsure,
        message: `Step ${i + 1} computes a quantity the reference path does not use; that can be fine, but check it.`,
        ruleIds: ["ref.odd-quantity"],
      });
    } else if (info.q.numbers.length) {
      out.push({ index: i, source: "reference", verdict: "correct", pCorrect: i === final.index ? REF_P.finalOfRightAnswer : REF_P.stepOfRightAnswer, ruleIds: ["ref.on-reference-path"] });
    }
  });
  return out;
}

/** A wrong answer: the lines before the blamed one are on the path, the blamed one is wrong, and so is the answer line. */
export function wrongAnswerEvidence(ctx: WordContext, blame: Blame, suspicious: Suspicion, final: FinalValue): StepEvidence[] {
  const { infos, flagged } = blame;
  const out: StepEvidence[] = [];
  const onPathBefore = (end: number, pCorrect: number) => {
    for (let i = 0; i < end; i++) if (infos[i].q.numbers.length) out.push({ index: i, source: "reference", verdict: "correct", pCorrect, ruleIds: ["ref.on-reference-path"] });
  };
  if (flagged >= 0 && flagged <= final.index) {
    onPathBefore(flagged, REF_P.beforeFlagged);
    out.push(blamedStep(ctx, blame, suspicious, final));
  } else onPathBefore(final.index, REF_P.beforeWrongAnswer);
  if (flagged !== final.index) {
    // (an answer line that computes its wrong value itself, "72 x $3 = $216" with nothing before
    // it blamed, is named by that computation: the numbers or the operation went wrong there)
    const computedHere = flagged < 0 ? infos[final.index].news.find((n) => n.claim && n.computation && sameNumber(n.value, final.value)) : undefined;
    const kind = computedHere ? computedHere.kind : "final-answer";
    out.push({
      index: final.index,
      source: "reference",
      verdict: "incorrect",
      pCorrect: REF_P.finalAnswer,
      errorType: kind,
      ruleIds: [computedHere ? computedHere.rule : "ref.answer-stated-wrong"],
      message: kind === "final-answer" ? finalAnswerMessage(final.index) : messageFor(final.index, kind),
    });
  }
  return out;
}

/** The blamed step's evidence, named by its worst new quantity. */
function blamedStep(ctx: WordContext, { infos, flagged, confidence }: Blame, suspicious: Suspicion, final: FinalValue): StepEvidence {
  const news = infos[flagged].news;
  const worst = news.find((n) => suspicious(n, flagged) && n.strong) ?? news.find((n) => suspicious(n, flagged) && !n.trivial) ?? news.find((n) => suspicious(n, flagged))!;
  // the answer line computes nothing ("7.5cm", "so about $40"): the new number is in how the
  // answer is stated, not in a computation
  const kind = flagged === final.index && !infos[flagged].q.claims.length ? "final-answer" : worst.kind;
  return {
    index: flagged,
    source: "reference",
    verdict: "incorrect",
    pCorrect: kind === "arithmetic" ? REF_P.falseClaim : kind === "fraction" ? REF_P.fractionPart : confidence,
    errorType: kind,
    // (a blame rule that moved the error here names the detector that found it after itself)
    ruleIds: kind === "final-answer" ? ["ref.answer-stated-wrong"] : [worst.rule, ...(worst.detectedBy && worst.detectedBy !== worst.rule ? [worst.detectedBy] : [])],
    message: kind === "final-answer" ? finalAnswerMessage(flagged) : messageFor(flagged, kind),
    // (where the quantity came from and went: its rule's precision is measured per context)
    ...(kind === "final-answer" || kind === "arithmetic" ? {} : { context: flagContext(ctx, infos, flagged, worst) }),
    // (the grouping the problem asks for, which a verified claim does not settle)
    ...(kind === "order-of-operations" ? { beyondArithmetic: true } : {}),
  };
}

function finalAnswerMessage(i: number): string {
  return `Step ${i + 1}: this final answer does not match. Re-read what the question asks for and check each quantity you used.`;
}

function messageFor(i: number, kind: ErrorType): string {
  switch (kind) {
    case "arithmetic":
      return `Step ${i + 1}: redo this calculation carefully.`;
    case "wrong-operation":
      return `Step ${i + 1}: the numbers are right, but is this the right operation for what the problem describes?`;
    case "fraction":
      return `Step ${i + 1}: check how you took the fraction of this amount: how many parts does it ask for?`;
    case "wrong-quantity":
      return `Step ${i + 1}: check that each number you use here is one the problem gives (or one you found earlier).`;
    case "order-of-operations":
      return `Step ${i + 1}: the numbers are right, but check what this expression works out first: use brackets for the part the problem combines first.`;
    default:
      return `Step ${i + 1}: check this step against the problem.`;
  }
}
