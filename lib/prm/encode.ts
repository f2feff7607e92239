// Builds the PRM input exactly as models/prmkit/tok.py encode_example does:
//   [BOS] problem-head [SEP] (reference-head [SEP]) step_1 <step> step_2 <step> ...
// A reference-aware model (prm.json `reference`) judges each step against the reference
// solution when one is given; without one it judges the steps alone.
// Pure (token ids in, ids out) so it is testable without the model.

export interface PrmLayout {
  bosId: number;
  sepId: number;
  stepTagId: number;
  maxLength: number;
  maxProblemTokens: number;
  /** Set for a reference-aware model: how much of the reference solution's head it reads. */
  maxReferenceTokens?: number;
}

export interface EncodedSolution {
  ids: number[];
  /** Position of the step tag of each scored step; steps beyond tagPositions.length did not fit. */
  tagPositions: number[];
}

export function buildPrmInput(
  problemIds: number[],
  stepIds: number[][],
  layout: PrmLayout,
  referenceIds: number[] = [],
): EncodedSolution {
  // The problem head carries the quantities; keep it, then as many whole steps as fit.
  const ids = [layout.bosId, ...problemIds.slice(0, layout.maxProblemTokens), layout.sepId];
  if (layout.maxReferenceTokens && referenceIds.length > 0) {
    ids.push(...referenceIds.slice(0, layout.maxReferenceTokens), layout.sepId);
  }
  const tagPositions: number[] = [];
  for (const step of stepIds) {
    if (ids.length + step.length + 1 > layout.maxLength) break;
    ids.push(...step, layout.stepTagId);
    tagPositions.push(ids.length - 1);
  }
  return { ids, tagPositions };
}

/** The reference as one text, as models/prmkit/tok.py reference_text joins it. */
export function referenceText(reference: readonly string[] | undefined): string {
  return reference && reference.length > 0 ? reference.join("\n") : "";
}

/** P("+") from the two logits read at a step tag. */
export function plusProbability(plusLogit: number, minusLogit: number): number {
  const m = Math.max(plusLogit, minusLogit);
  const a = Math.exp(plusLogit - m);
  const b = Math.exp(minusLogit - m);
  return a / (a + b);
}
