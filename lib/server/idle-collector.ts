import { performance } from "node:perf_hooks";

/**
 * Memory back once a burst of work is over (issue 31). V8 keeps the heap it grew under load until
 * its memory reducer happens to run, and whether it runs depends on when the last full collection
 * fell: 60 s after the same `bench:load -- --mixed 10000`, the main heap was 127 MiB in one run and
 * still 197 MiB in the next, and a check worker's never shrank (165 MiB). So when the event loop
 * has been quiet for `quietMs` after being busy, one full collection runs (`collect`: the server's
 * own heap and each check worker's); a quiet server is not collected again until it has been
 * busy. A collection of a ~200 MiB heap takes ~0.1 s, and only ever while nobody is waiting.
 */
export const IDLE_COLLECT = {
  /** How often the event loop's utilisation is sampled. */
  sampleMs: 5_000,
  /** Quiet this long (every sample under `busyUtilization`) before collecting. */
  quietMs: 15_000,
  /** A sample at or above this share of the time spent working counts as busy. */
  busyUtilization: 0.05,
} as const;

export interface IdleCollectorDeps {
  /** The event loop's utilisation (0–1) since the previous call. */
  utilization: () => number;
  now: () => number;
}

/** Utilisation of this thread's event loop between calls (Node's eventLoopUtilization). */
export function eventLoopUtilization(): () => number {
  let last = performance.eventLoopUtilization();
  return () => {
    const current = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(current, last);
    last = current;
    return utilization;
  };
}

/** Samples every `limits.sampleMs` and calls `collect` as described above; returns a stop function. */
export function startIdleCollector(
  collect: () => Promise<void>,
  limits: typeof IDLE_COLLECT = IDLE_COLLECT,
  deps: IdleCollectorDeps = { utilization: eventLoopUtilization(), now: Date.now },
): () => void {
  let quietSince: number | null = null;
  let busySinceCollect = false;
  const timer = setInterval(() => {
    if (deps.utilization() >= limits.busyUtilization) {
      busySinceCollect = true;
      quietSince = null;
      return;
    }
    quietSince ??= deps.now();
    if (!busySinceCollect || deps.now() - quietSince < limits.quietMs) return;
    busySinceCollect = false;
    collect().catch((err: unknown) => console.error("idle collection failed:", err));
  }, limits.sampleMs);
  // A server that has nothing else to do exits (tests); the timer does not hold it.
  timer.unref();
  return () => clearInterval(timer);
}

/** This thread's full collection, where Node runs with --expose-gc (npm start does); else nothing. */
export function collectHere(): void {
  (globalThis as { gc?: () => void }).gc?.();
}
