import "server-only";

// Main-thread side of the PRM worker: one long-lived worker thread, requests matched to replies
// by id. onnxruntime-node runs a forward pass synchronously inside the caller's event-loop turn
// (about a quarter of the server's main-thread time under a classroom's load, README Capacity);
// in the worker it only takes a core, not every other request's turn.
import fs from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { logger } from "../log";
import type { PrmScores } from "./score";

export interface WorkerRequest {
  id: number;
  problem: string;
  steps: string[];
  reference?: string[];
}
export type WorkerReply = { id: number; ok: true; result: PrmScores } | { id: number; ok: false; error: string };

// The boot file is plain CommonJS beside this one; found from the project root because bundlers
// move this module's own file.
const BOOT = path.join(/* turbopackIgnore: true */ process.cwd(), "lib", "prm", "worker-boot.cjs");

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, { resolve: (r: PrmScores) => void; reject: (e: Error) => void }>();

function failAll(err: Error): void {
  for (const p of pending.values()) p.reject(err);
  pending.clear();
}

function start(): Worker {
  // Not for the bundler to follow: the worker loads its own sources at run time.
  const w = new Worker(/* turbopackIgnore: true */ BOOT, { execArgv: ["--conditions=react-server"] });
  w.unref();
  w.on("message", (reply: WorkerReply) => {
    const p = pending.get(reply.id);
    if (!p) return;
    pending.delete(reply.id);
    if (reply.ok) p.resolve(reply.result);
    else p.reject(new Error(reply.error));
  });
  // A crashed worker fails what it held; the next request starts a new one.
  w.on("error", (err) => {
    logger.warn("prm: worker failed", { error: err.message });
    worker = null;
    failAll(err);
  });
  w.on("exit", (code) => {
    if (worker === w) worker = null;
    if (pending.size) failAll(new Error(`PRM worker exited (${code})`));
  });
  return w;
}

/** Whether a worker can be started here (the boot file is where the project root says). */
export function prmWorkerAvailable(): boolean {
  return fs.existsSync(BOOT);
}

export function scoreInWorker(problem: string, steps: string[], reference?: string[]): Promise<PrmScores> {
  worker ??= start();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker!.postMessage({ id, problem, steps, reference } satisfies WorkerRequest);
  });
}

/** Stops the worker (tests). */
export async function stopPrmWorker(): Promise<void> {
  const w = worker;
  worker = null;
  if (w) await w.terminate();
}
