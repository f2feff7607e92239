import "server-only";

import { readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import { env as appEnv } from "../server/env";

import {
  AutoModelForCausalLM,
  AutoTokenizer,
  env,
  type PreTrainedModel,
  type PreTrainedTokenizer,
} from "@huggingface/transformers";

import type { PlattParams } from "./calibration";
import type { PrmLayout } from "./encode";

/** What serving needs from models/<name>/prm.json (written by models/prmkit/export.py). */
export interface PrmSpec {
  stepTag: string;
  sepToken: string;
  bosToken: string;
  plusToken: string;
  minusToken: string;
  maxLength: number;
  maxProblemTokens: number;
  /** Raw-P thresholds: below `threshold` a step is "incorrect", below `unsureBelow` "unsure". */
  threshold: number;
  unsureBelow: number;
  /** Optional Platt scaling for the pCorrect handed to the fusion. */
  platt?: PlattParams;
  /**
   * Present when the model was trained to read the reference solution too: its head length and
   * the thresholds and scaling calibrated for that condition (they differ from the steps-alone ones).
   */
  reference?: PrmConditionSpec & { maxTokens: number };
}

/** Thresholds and scaling of one input condition. */
export interface PrmConditionSpec {
  threshold: number;
  unsureBelow: number;
  platt?: PlattParams;
}

export interface LoadedPrm {
  name: string;
  dir: string;
  tokenizer: PreTrainedTokenizer;
  model: PreTrainedModel;
  spec: PrmSpec;
  layout: PrmLayout;
  plusId: number;
  minusId: number;
  loadMs: number;
}

export type PrmStatus =
  | { available: true; name: string; loadMs: number }
  | { available: false; loading: boolean; reason?: string };

export class PrmUnavailableError extends Error {
  constructor(reason: string) {
    super(`PRM unavailable: ${reason}`);
    this.name = "PrmUnavailableError";
  }
}

let dirOverride: string | null = null;

/** PRM_MODEL_DIR from the env schema, else the bundled model. */
export function prmModelDir(): string {
  return dirOverride ?? appEnv.prmModelDir ?? path.resolve(process.cwd(), "models", "stepwise-prm");
}

const DISABLED = "disabled by PRM_DISABLED";

let loading: Promise<LoadedPrm> | null = null;
let loaded: LoadedPrm | null = null;
let failure: string | null = null;
let loadCount = 0;

function tokenId(tokenizer: PreTrainedTokenizer, token: string): number {
  const ids = tokenizer.encode(token, { add_special_tokens: false });
  if (ids.length !== 1) throw new Error(`token ${JSON.stringify(token)} is not a single token`);
  return ids[0];
}

/** Most threads one forward pass uses: two helps a lone pass; beyond that the check workers share the cores. */
const MAX_INTRA_OP_THREADS = 2;

// Each check worker (lib/check-pool) holds its own model: together they should not ask for more
// threads than the machine has cores.
function intraOpThreads(): number {
  const perWorker = Math.floor(os.availableParallelism() / Math.max(1, appEnv.checkWorkers));
  return Math.max(1, Math.min(MAX_INTRA_OP_THREADS, perWorker));
}

async function load(): Promise<LoadedPrm> {
  loadCount++;
  const t0 = performance.now();
  const dir = prmModelDir();
  const spec = JSON.parse(await readFile(path.join(dir, "prm.json"), "utf8")) as PrmSpec;
  // Weights only ever come from disk: no hub, no network at run time.
  env.allowRemoteModels = false;
  env.allowLocalModels = true;
  env.useFSCache = false;
  env.localModelPath = path.dirname(dir);
  const name = path.basename(dir);
  const [tokenizer, model] = await Promise.all([
    AutoTokenizer.from_pretrained(name, { local_files_only: true }),
    AutoModelForCausalLM.from_pretrained(name, {
      local_files_only: true,
      dtype: "q8",
      // Spinning worker threads burn a core between forward passes; under a classroom's load that
      // is CPU the next check needs (bench:load: server CPU per check, see README Capacity).
      session_options: { intraOpNumThreads: intraOpThreads(), interOpNumThreads: 1, extra: { session: { intra_op: { allow_spinning: "0" } } } },
    }),
  ]);
  const layout: PrmLayout = {
    bosId: tokenId(tokenizer, spec.bosToken),
    sepId: tokenId(tokenizer, spec.sepToken),
    stepTagId: tokenId(tokenizer, spec.stepTag),
    maxLength: spec.maxLength,
    maxProblemTokens: spec.maxProblemTokens,
    maxReferenceTokens: spec.reference?.maxTokens,
  };
  return {
    name,
    dir,
    tokenizer,
    model,
    spec,
    layout,
    plusId: tokenId(tokenizer, spec.plusToken),
    minusId: tokenId(tokenizer, spec.minusToken),
    loadMs: performance.now() - t0,
  };
}

/**
 * Lazy singleton. The PROMISE is cached so concurrent first callers share one load; a failed
 * load is remembered (no retry loop on every request) until resetPrmForTests().
 */
export function getPrm(): Promise<LoadedPrm> {
  // PRM_DISABLED=1 means the model is never loaded, for every caller (the engine included).
  if (appEnv.prmDisabled) return Promise.reject(new PrmUnavailableError(DISABLED));
  if (failure !== null) return Promise.reject(new PrmUnavailableError(failure));
  if (!loading) {
    loading = load().then(
      (m) => {
        loaded = m;
        return m;
      },
      (err: unknown) => {
        failure = err instanceof Error ? err.message : String(err);
        throw new PrmUnavailableError(failure);
      },
    );
  }
  return loading;
}

export function getPrmStatus(): PrmStatus {
  if (appEnv.prmDisabled) return { available: false, loading: false, reason: DISABLED };
  if (loaded) return { available: true, name: loaded.name, loadMs: loaded.loadMs };
  if (failure !== null) return { available: false, loading: false, reason: failure };
  return { available: false, loading: loading !== null };
}

/** Number of real load attempts in this process (the singleton test asserts it stays 1). */
export function prmLoadCount(): number {
  return loadCount;
}

/** Forget the cached model or failure (tests, or after fixing PRM_MODEL_DIR); tests may point at another folder. */
export function resetPrmForTests(opts: { modelDir?: string } = {}): void {
  dirOverride = opts.modelDir ? path.resolve(/* turbopackIgnore: true */ opts.modelDir) : null;
  loading = null;
  loaded = null;
  failure = null;
}
