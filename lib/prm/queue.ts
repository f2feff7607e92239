// Bounded concurrency for model inference: onnxruntime already uses both cores for one
// forward pass, so running many at once only adds latency and memory. Excess callers wait
// in a bounded queue; beyond that they fail fast instead of piling up.

export class PrmBusyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PrmBusyError";
  }
}

export class PrmTimeoutError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PrmTimeoutError";
  }
}

export interface LimiterOptions {
  concurrency: number;
  maxQueue: number;
  timeoutMs: number;
}

export function createLimiter(opts: LimiterOptions) {
  let active = 0;
  const waiting: Array<() => void> = [];

  // A finished task hands its slot straight to the next waiter, so a caller arriving in
  // between cannot overtake the queue and exceed the concurrency bound.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };

  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active >= opts.concurrency) {
      if (waiting.length >= opts.maxQueue) {
        throw new PrmBusyError(`PRM queue is full (${opts.maxQueue} waiting)`);
      }
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      active++;
    }
    let timer: NodeJS.Timeout | undefined;
    try {
      // The timeout bounds how long a caller waits; the forward pass itself cannot be
      // interrupted, so the slot is only released when the task really finishes.
      const running = Promise.resolve().then(task);
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new PrmTimeoutError(`PRM inference exceeded ${opts.timeoutMs} ms`)),
          opts.timeoutMs,
        );
      });
      running.then(release, release);
      return await Promise.race([running, timeout]);
    } finally {
      if (timer) clearTimeout(timer);
    }
  };
}
