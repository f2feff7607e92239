import "server-only";

// One check worker thread: runs the whole checking engine (exact, reference and the PRM, whose
// forward pass is a synchronous native call) and the hint ladder (the same parsing and solving),
// so that none of it takes the server's event loop.
import { parentPort } from "node:worker_threads";
import { checkSolution } from "../check/engine";
import { getPrmAvailability } from "../check/prm-checker";
import { hintFor } from "../hints/ladder";
import type { HintInput } from "../hints/types";
import { getPrm } from "../prm/model";
import { env } from "../server/env";
import { collectHere } from "../server/idle-collector";
import type { PoolReply, PoolRequest } from "./worker-pool";
import type { CheckJob, StatusJob } from "./check-pool";

// Loaded at once, so that the first student's check does not wait for the model.
if (!env.prmDisabled) void getPrm().catch(() => undefined);

const handlers: Record<string, (payload: never) => Promise<unknown>> = {
  // The server has gone quiet: give this thread's heap back (lib/server/idle-collector.ts).
  collect: async () => collectHere(),
  check: ({ input, opts }: CheckJob) => checkSolution(input, opts),
  hint: async (input: HintInput) => hintFor(input),
  // (a cold model gets a moment to load, as the health probe always gave it)
  status: async ({ waitMs }: StatusJob) => {
    if (!env.prmDisabled) await Promise.race([getPrm().catch(() => undefined), new Promise((r) => setTimeout(r, waitMs))]);
    return getPrmAvailability();
  },
};

parentPort?.on("message", (req: PoolRequest<never>) => {
  const handler = handlers[req.kind];
  const work = handler ? handler(req.payload) : Promise.reject(new Error(`unknown request kind ${req.kind}`));
  work.then(
    (result) => parentPort!.postMessage({ id: req.id, ok: true, result } satisfies PoolReply<unknown>),
    (err: unknown) => parentPort!.postMessage({ id: req.id, ok: false, error: err instanceof Error ? err.message : String(err) } satisfies PoolReply<unknown>),
  );
});
