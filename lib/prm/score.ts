import "server-only";

import { Tensor } from "@huggingface/transformers";

import { buildPrmInput, plusProbability, referenceText } from "./encode";
import { getPrm, type LoadedPrm } from "./model";
import { env } from "../server/env";
import { createLimiter } from "./queue";

// Sizes come from the one env schema (lib/server/env.ts), where their defaults are explained.
const limit = createLimiter({
  concurrency: env.prmConcurrency,
  maxQueue: env.prmMaxQueue,
  timeoutMs: env.prmTimeoutMs,
});

export interface PrmScores {
  /** P(step is correct) for each step that fit in the model's context; later steps are absent. */
  pCorrect: number[];
  /** Number of input steps that were scored (may be < steps.length after truncation). */
  scored: number;
  tokens: number;
  /** Whether the model read the reference solution (only a reference-aware model does). */
  usedReference: boolean;
}

function encodeText(prm: LoadedPrm, text: string): number[] {
  return prm.tokenizer.encode(text, { add_special_tokens: false });
}

async function forward(prm: LoadedPrm, problem: string, steps: string[], reference?: string[]): Promise<PrmScores> {
  const ref = prm.layout.maxReferenceTokens ? referenceText(reference) : "";
  const { ids, tagPositions } = buildPrmInput(
    encodeText(prm, problem),
    steps.map((s) => encodeText(prm, s.trim())),
    prm.layout,
    ref ? encodeText(prm, ref) : [],
  );
  const usedReference = ref !== "";
  if (tagPositions.length === 0) return { pCorrect: [], scored: 0, tokens: ids.length, usedReference };
  const n = ids.length;
  const inputIds = new Tensor("int64", BigInt64Array.from(ids, (x) => BigInt(x)), [1, n]);
  const attentionMask = new Tensor("int64", new BigInt64Array(n).fill(1n), [1, n]);
  // All steps are scored in ONE forward pass: the causal model reads every tag at once.
  const out = (await prm.model({ input_ids: inputIds, attention_mask: attentionMask })) as { logits: Tensor };
  const logits = out.logits;
  const width = logits.dims[logits.dims.length - 1];
  const data = logits.data as Float32Array;
  // Our export keeps only the "+"/"-" rows (width 2); a full-vocab PRM dropped in via
  // PRM_MODEL_DIR is read at the "+"/"-" token ids instead.
  const [pi, mi] = width === 2 ? [0, 1] : [prm.plusId, prm.minusId];
  const pCorrect = tagPositions.map((t) => plusProbability(data[t * width + pi], data[t * width + mi]));
  return { pCorrect, scored: pCorrect.length, tokens: n, usedReference };
}

/**
 * Scores every step of a solution (P(correct) per step) in one forward pass. A reference-aware
 * model also reads the reference solution when one is given; other models ignore it.
 */
export async function scorePrmDetailed(problem: string, steps: string[], reference?: string[]): Promise<PrmScores> {
  const prm = await getPrm();
  return limit(() => forward(prm, problem, steps, reference));
}


/** P(correct) per step; steps that did not fit in the context are omitted from the end. */
export async function scorePrm(problem: string, steps: string[], reference?: string[]): Promise<number[]> {
  return (await scorePrmDetailed(problem, steps, reference)).pCorrect;
}
