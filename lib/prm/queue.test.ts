import { describe, expect, it } from "vitest";

import { createLimiter, PrmBusyError, PrmTimeoutError } from "./queue";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("createLimiter", () => {
  it("never runs more than `concurrency` tasks at once and runs all of them", async () => {
    const run = createLimiter({ concurrency: 2, maxQueue: 10, timeoutMs: 1000 });
    let active = 0;
    let peak = 0;
    const task = async (i: number) => {
      active++;
      peak = Math.max(peak, active);
      await sleep(5);
      active--;
      return i;
    };
    const out = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => run(() => task(i))));
    expect(out).toEqual([0, 1, 2, 3, 4, 5]);
    expect(peak).toBe(2);
  });

  it("rejects callers beyond the queue bound", async () => {
    const run = createLimiter({ concurrency: 1, maxQueue: 1, timeoutMs: 1000 });
    const results = await Promise.allSettled([0, 1, 2].map(() => run(() => sleep(10))));
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "rejected"]);
    expect((results[2] as PromiseRejectedResult).reason).toBeInstanceOf(PrmBusyError);
  });

  it("times out a slow task and frees its slot once it finishes", async () => {
    const run = createLimiter({ concurrency: 1, maxQueue: 4, timeoutMs: 20 });
    await expect(run(() => sleep(60))).rejects.toBeInstanceOf(PrmTimeoutError);
    await expect(run(async () => 7)).resolves.toBe(7);
  });

  it("releases the slot when a task throws", async () => {
    const run = createLimiter({ concurrency: 1, maxQueue: 4, timeoutMs: 100 });
    await expect(run(async () => { throw new Error("boom"); })).rejects.toThrow("boom");
    await expect(run(async () => 1)).resolves.toBe(1);
  });
});
