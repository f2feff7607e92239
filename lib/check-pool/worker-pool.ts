// A fixed pool of worker threads that answer requests by id. Generic: it knows nothing of checks
// (lib/check-pool/check-pool.ts gives it its boot file and messages). Requests go to the least
// busy worker; a worker that crashes, runs out of its heap or overruns a request's time limit is
// terminated, fails what it held, and is replaced on the next request.
import { Worker } from "node:worker_threads";

export interface PoolRequest<P> {
  id: number;
  kind: string;
  payload: P;
}
export type PoolReply<R> = { id: number; ok: true; result: R } | { id: number; ok: false; error: string };

/** Every worker already holds as much as the pool may hold: answer "busy" at once. */
export class PoolBusyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PoolBusyError";
  }
}

/** The worker running a request failed (crash, out of memory, time limit); the request was not answered. */
export class PoolWorkerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PoolWorkerError";
  }
}

export interface WorkerPoolOptions {
  /** Worker threads (fixed; each is started on first need). */
  size: number;
  /** The worker's entry file. */
  boot: string;
  /** Requests held by the whole pool (running or waiting inside a worker) before "busy". */
  maxPending: number;
  /** A request still unanswered after this long fails, and its worker is replaced. */
  timeoutMs: number;
  /** V8 old-space limit of each worker, in MiB. */
  heapLimitMb: number;
  /** V8 young-generation limit of each worker, in MiB (V8's own default when absent). */
  youngGenerationMb?: number;
  execArgv?: string[];
}

interface Job {
  resolve: (value: unknown) => void;
  reject: (err: Error) => void;
  timer: NodeJS.Timeout;
}

interface Slot {
  worker: Worker | null;
  jobs: Map<number, Job>;
}

export class WorkerPool {
  private readonly slots: Slot[];
  private nextId = 1;
  private closed = false;

  constructor(private readonly opts: WorkerPoolOptions) {
    if (!Number.isInteger(opts.size) || opts.size < 1) throw new Error(`pool size must be a positive integer, got ${opts.size}`);
    this.slots = Array.from({ length: opts.size }, () => ({ worker: null, jobs: new Map() }));
  }

  get size(): number {
    return this.slots.length;
  }

  /** Requests sent and not yet answered, over all workers. */
  get pending(): number {
    return this.slots.reduce((n, s) => n + s.jobs.size, 0);
  }

  /** Sends one request to the least busy worker. */
  run<R>(kind: string, payload: unknown): Promise<R> {
    if (this.closed) return Promise.reject(new PoolWorkerError("the worker pool is closed"));
    if (this.pending >= this.opts.maxPending) {
      return Promise.reject(new PoolBusyError(`all ${this.size} workers are busy (${this.pending} requests held)`));
    }
    return this.send<R>(this.leastBusy(), kind, payload);
  }

  /** Sends one request to every worker (starting those not running), e.g. to warm them up. */
  broadcast<R>(kind: string, payload: unknown): Promise<R[]> {
    return Promise.all(this.slots.map((slot) => this.send<R>(slot, kind, payload)));
  }

  /** Sends to the workers running now; none is started for it (an idle collection, say). */
  toRunning<R>(kind: string, payload: unknown): Promise<R[]> {
    return Promise.all(this.slots.filter((slot) => slot.worker).map((slot) => this.send<R>(slot, kind, payload)));
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.slots.map((slot) => this.retire(slot, new PoolWorkerError("the worker pool is closed"))));
  }

  private leastBusy(): Slot {
    return this.slots.reduce((best, s) => (s.jobs.size < best.jobs.size ? s : best), this.slots[0]);
  }

  private send<R>(slot: Slot, kind: string, payload: unknown): Promise<R> {
    const worker = (slot.worker ??= this.start(slot));
    const id = this.nextId++;
    return new Promise<R>((resolve, reject) => {
      // A request that never comes back (a runaway loop) must not hold its worker forever.
      const timer = setTimeout(() => {
        void this.retire(slot, new PoolWorkerError(`a request took longer than ${this.opts.timeoutMs} ms; its worker was restarted`));
      }, this.opts.timeoutMs);
      timer.unref();
      slot.jobs.set(id, { resolve: resolve as (v: unknown) => void, reject, timer });
      worker.postMessage({ id, kind, payload } satisfies PoolRequest<unknown>);
    });
  }

  private start(slot: Slot): Worker {
    const worker = new Worker(/* turbopackIgnore: true */ this.opts.boot, {
      execArgv: this.opts.execArgv ?? [],
      resourceLimits: { maxOldGenerationSizeMb: this.opts.heapLimitMb, ...(this.opts.youngGenerationMb ? { maxYoungGenerationSizeMb: this.opts.youngGenerationMb } : {}) },
    });
    // An idle pool does not keep a script (or a test run) alive.
    worker.unref();
    worker.on("message", (reply: PoolReply<unknown>) => this.answer(slot, reply));
    worker.on("error", (err) => void this.retire(slot, new PoolWorkerError(`check worker failed: ${err.message}`), worker));
    worker.on("exit", (code) => void this.retire(slot, new PoolWorkerError(`check worker exited (${code})`), worker));
    return worker;
  }

  private answer(slot: Slot, reply: PoolReply<unknown>): void {
    const job = slot.jobs.get(reply.id);
    if (!job) return;
    slot.jobs.delete(reply.id);
    clearTimeout(job.timer);
    if (reply.ok) job.resolve(reply.result);
    else job.reject(new Error(reply.error));
  }

  /** Fails every request the slot holds and stops its worker; the next request starts a new one. */
  private async retire(slot: Slot, err: Error, only?: Worker): Promise<void> {
    const worker = slot.worker;
    if (!worker || (only && worker !== only)) return;
    slot.worker = null;
    for (const job of slot.jobs.values()) {
      clearTimeout(job.timer);
      job.reject(err);
    }
    slot.jobs.clear();
    await worker.terminate();
  }
}
