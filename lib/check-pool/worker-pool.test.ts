import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { PoolBusyError, PoolWorkerError, WorkerPool } from "./worker-pool";

const BOOT = path.join(__dirname, "fixtures", "echo-worker.cjs");
const pools: WorkerPool[] = [];

function makePool(over: Partial<ConstructorParameters<typeof WorkerPool>[0]> = {}): WorkerPool {
  const pool = new WorkerPool({ size: 2, boot: BOOT, maxPending: 8, timeoutMs: 10_000, heapLimitMb: 64, ...over });
  pools.push(pool);
  return pool;
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

describe("WorkerPool", () => {
  it("answers each request with its own reply", async () => {
    const pool = makePool();
    const replies = await Promise.all([1, 2, 3, 4].map((n) => pool.run<{ payload: number }>("echo", n)));
    expect(replies.map((r) => r.payload)).toEqual([1, 2, 3, 4]);
    expect(pool.pending).toBe(0);
  });

  it("spreads requests over its workers (the least busy one first)", async () => {
    const pool = makePool({ size: 3 });
    const replies = await Promise.all([0, 1, 2].map(() => pool.run<{ threadId: number }>("slow", { ms: 50 })));
    expect(new Set(replies.map((r) => r.threadId)).size).toBe(3);
  });

  it("says busy at once when it holds as much as it may", async () => {
    const pool = makePool({ size: 1, maxPending: 2 });
    const held = [pool.run("slow", { ms: 100 }), pool.run("slow", { ms: 100 })];
    await expect(pool.run("echo", 1)).rejects.toBeInstanceOf(PoolBusyError);
    await Promise.all(held);
    await expect(pool.run<{ payload: number }>("echo", 5)).resolves.toMatchObject({ payload: 5 });
  });

  it("passes a worker's own error back to the caller and keeps the worker", async () => {
    const pool = makePool({ size: 1 });
    const before = await pool.run<{ threadId: number }>("echo", 0);
    await expect(pool.run("fail", { message: "no such problem" })).rejects.toThrow("no such problem");
    const after = await pool.run<{ threadId: number }>("echo", 0);
    expect(after.threadId).toBe(before.threadId);
  });

  it("replaces a worker that crashed, failing only what it held", async () => {
    const pool = makePool({ size: 1 });
    const before = await pool.run<{ threadId: number }>("echo", 0);
    await expect(pool.run("crash", null)).rejects.toBeInstanceOf(PoolWorkerError);
    const after = await pool.run<{ threadId: number }>("echo", 0);
    expect(after.threadId).not.toBe(before.threadId);
  });

  it("stops a runaway request at its time limit and answers the next one from a new worker", async () => {
    const pool = makePool({ size: 1, timeoutMs: 300 });
    await expect(pool.run("spin", null)).rejects.toThrow(/longer than 300 ms/);
    await expect(pool.run<{ payload: string }>("echo", "next")).resolves.toMatchObject({ payload: "next" });
  });

  it("survives a worker that runs out of its heap", async () => {
    const pool = makePool({ size: 1, heapLimitMb: 16 });
    await expect(pool.run("hog", null)).rejects.toBeInstanceOf(PoolWorkerError);
    await expect(pool.run<{ payload: number }>("echo", 7)).resolves.toMatchObject({ payload: 7 });
  }, 30_000);

  it("warms every worker with a broadcast", async () => {
    const pool = makePool({ size: 3 });
    const replies = await pool.broadcast<{ threadId: number }>("echo", "warm");
    expect(new Set(replies.map((r) => r.threadId)).size).toBe(3);
  });

  it("sends to the running workers only, starting none (the idle collection)", async () => {
    const pool = makePool({ size: 3 });
    expect(await pool.toRunning("echo", "idle")).toEqual([]);
    const first = await pool.run<{ threadId: number }>("echo", 1);
    const replies = await pool.toRunning<{ threadId: number }>("echo", "idle");
    expect(replies.map((r) => r.threadId)).toEqual([first.threadId]);
  });

  it("refuses requests once closed", async () => {
    const pool = makePool();
    await pool.close();
    await expect(pool.run("echo", 1)).rejects.toBeInstanceOf(PoolWorkerError);
  });
});
