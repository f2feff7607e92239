import "server-only";

// Checking off the event loop (issue 33): every check runs in a pool of worker threads
// (CHECK_WORKERS, default one less than the machine's cores), so the server's one event loop only
// does HTTP, sessions, validation and the database, and a check takes a core, not everyone's turn.
// CHECK_WORKERS=0 runs the engine on the calling thread (unit tests, scripts).
import fs from "node:fs";
import path from "node:path";
import { isMainThread } from "node:worker_threads";
import type { CheckOptions } from "../check/engine";
import type { CheckInput, CheckResult } from "../check/types";
import type { Hint, HintInput } from "../hints/types";
import type { PrmStatus } from "../prm/model";
import { AppError } from "../server/app-error";
import { env } from "../server/env";
import { PoolBusyError, PoolWorkerError, WorkerPool } from "./worker-pool";

export interface CheckJob {
  input: CheckInput;
  opts: Pick<CheckOptions, "checkers">;
}
export interface StatusJob {
  waitMs: number;
}

/**
 * Sizes of the pool. A worker holds at most `maxHeldPerWorker` checks (the fair scheduler in front
 * of it, app/_server/check-turns.ts, lets only a few through at once, so this only bounds callers
 * that bypass it); a worker's heap is capped so that a runaway input costs one worker, not the
 * server. Its young generation is half V8's default (16 of 32 MiB committed): a check's garbage
 * is small and short-lived, and each worker's RSS is ~16 MiB less (issue 31).
 */
export const CHECK_POOL = { maxHeldPerWorker: 16, heapLimitMb: 256, youngGenerationMb: 16 } as const;

/** How long warming up waits for a worker's model (it loads in a few seconds on a small machine). */
const MODEL_LOAD_WAIT_MS = 60_000;

// The boot file is plain CommonJS beside this one; found from the project root because bundlers
// move this module's own file.
const BOOT = path.join(/* turbopackIgnore: true */ process.cwd(), "lib", "check-pool", "check-worker-boot.cjs");

const g = globalThis as unknown as { __stepwiseCheckPool?: WorkerPool };

/** Whether checks run in worker threads here (CHECK_WORKERS > 0, and this is not itself a worker). */
export function checkPoolEnabled(): boolean {
  return env.checkWorkers > 0 && isMainThread && fs.existsSync(BOOT);
}

function pool(): WorkerPool {
  return (g.__stepwiseCheckPool ??= new WorkerPool({
    size: env.checkWorkers,
    boot: BOOT,
    maxPending: env.checkWorkers * CHECK_POOL.maxHeldPerWorker,
    timeoutMs: env.checkTimeoutMs,
    heapLimitMb: CHECK_POOL.heapLimitMb,
    youngGenerationMb: CHECK_POOL.youngGenerationMb,
    execArgv: ["--conditions=react-server"],
  }));
}

// The engine, the hints and the model are loaded on this thread only when the pool is off: with
// it on, the server's thread never evaluates mathjs, the rules or transformers.js (with them, the
// server started 73 MiB larger and settled 93 MiB larger after bench:load --mixed 50000, issue 31;
// main-thread-imports.test.ts keeps it so).
const here = {
  engine: () => import("../check/engine"),
  hints: () => import("../hints/ladder"),
  model: () => import("../prm/model"),
  prmChecker: () => import("../check/prm-checker"),
};

/** Checks one solution: in the pool when it is enabled, else here. Pool failures are 503s to retry. */
export async function runCheck(input: CheckInput, opts: CheckJob["opts"] = {}): Promise<CheckResult> {
  if (!checkPoolEnabled()) return (await here.engine()).checkSolution(input, opts);
  try {
    return await pool().run<CheckResult>("check", { input, opts } satisfies CheckJob);
  } catch (err) {
    throw poolError(err);
  }
}

/** The next hint (lib/hints), worked out in the pool like a check. */
export async function runHint(input: HintInput): Promise<Hint> {
  if (!checkPoolEnabled()) return (await here.hints()).hintFor(input);
  try {
    return await pool().run<Hint>("hint", input);
  } catch (err) {
    throw poolError(err);
  }
}

/** The model's status as the checks see it; gives a cold model up to `waitMs` to load (health/readiness). */
export async function checkModelStatus(waitMs: number): Promise<PrmStatus> {
  if (!checkPoolEnabled()) {
    const { getPrm } = await here.model();
    await Promise.race([getPrm().catch(() => undefined), new Promise((r) => setTimeout(r, waitMs))]);
    return (await here.prmChecker()).getPrmAvailability();
  }
  // Every worker is started and asked, so a ready server has all of its workers warm.
  const all = await pool().broadcast<PrmStatus>("status", { waitMs } satisfies StatusJob);
  return all.find((s) => !s.available) ?? all[0];
}

/** Starts every worker and loads its model, in the background (instrumentation.ts, at server start). */
export function warmCheckPool(): void {
  if (checkPoolEnabled()) void checkModelStatus(MODEL_LOAD_WAIT_MS).catch(() => undefined);
}

/** One full garbage collection in each running worker (lib/server/idle-collector.ts); starts none. */
export async function collectWorkerGarbage(): Promise<void> {
  await g.__stepwiseCheckPool?.toRunning("collect", null);
}

/** Stops the pool's workers (tests, shutdown). */
export async function stopCheckPool(): Promise<void> {
  const p = g.__stepwiseCheckPool;
  g.__stepwiseCheckPool = undefined;
  await p?.close();
}

function poolError(err: unknown): unknown {
  if (err instanceof PoolBusyError) {
    return new AppError("UNAVAILABLE", "The server is busy checking other work. Try again in a moment.", { retryAfterSeconds: 2 });
  }
  if (err instanceof PoolWorkerError) {
    return new AppError("UNAVAILABLE", "Checking this solution did not finish. Try again in a moment.", { retryAfterSeconds: 2 });
  }
  return err;
}
