import "server-only";

// The PRM worker thread: scores solutions with the same code as the main thread
// (scorePrmDetailed), so the synchronous forward pass never blocks the server's event loop.
import { parentPort } from "node:worker_threads";
import { scorePrmDetailed } from "./score";
import type { WorkerReply, WorkerRequest } from "./worker-client";

parentPort?.on("message", (req: WorkerRequest) => {
  scorePrmDetailed(req.problem, req.steps, req.reference).then(
    (result) => parentPort!.postMessage({ id: req.id, ok: true, result } satisfies WorkerReply),
    (err: unknown) => parentPort!.postMessage({ id: req.id, ok: false, error: err instanceof Error ? err.message : String(err) } satisfies WorkerReply),
  );
});
