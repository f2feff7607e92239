// The idle collector (issue 31): one collection once a busy server has gone quiet, none while it
// works, none again until it has worked again; and Node's own utilisation source.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { IDLE_COLLECT, eventLoopUtilization, startIdleCollector } from "./idle-collector";

describe("the idle collector", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** Runs the collector over a series of utilisation samples, one per sampling period. */
  function run(samples: number[]): number[] {
    const collectedAt: number[] = [];
    let i = 0;
    const stop = startIdleCollector(
      async () => void collectedAt.push(i),
      IDLE_COLLECT,
      { utilization: () => samples[i++] ?? 0, now: () => Date.now() },
    );
    vi.advanceTimersByTime(samples.length * IDLE_COLLECT.sampleMs);
    stop();
    return collectedAt;
  }

  const busy = 0.5;
  const quiet = 0.01;
  const quietSamples = IDLE_COLLECT.quietMs / IDLE_COLLECT.sampleMs; // after the first quiet one

  it("collects once after a busy spell is followed by enough quiet", () => {
    expect(run([busy, busy, ...Array(quietSamples).fill(quiet)])).toEqual([]);
    expect(run([busy, busy, ...Array(quietSamples + 1).fill(quiet)])).toEqual([2 + quietSamples + 1]);
  });

  it("never collects a server that was never busy, nor one that keeps working", () => {
    expect(run(Array(20).fill(quiet))).toEqual([]);
    expect(run(Array(20).fill(busy))).toEqual([]);
    // short pauses between bursts do not count as quiet
    expect(run(Array.from({ length: 20 }, (_, k) => (k % 3 === 2 ? busy : quiet)))).toEqual([]);
  });

  it("collects again only after the server has been busy again", () => {
    const spell = [busy, ...Array(quietSamples + 1).fill(quiet)];
    const collected = run([...spell, ...Array(10).fill(quiet), ...spell]);
    expect(collected).toHaveLength(2);
  });

  it("keeps going when a collection fails", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    let calls = 0;
    let i = 0;
    const samples = [busy, ...Array(quietSamples + 1).fill(quiet), busy, ...Array(quietSamples + 1).fill(quiet)];
    const stop = startIdleCollector(
      async () => {
        calls++;
        throw new Error("worker gone");
      },
      IDLE_COLLECT,
      { utilization: () => samples[i++] ?? 0, now: () => Date.now() },
    );
    await vi.advanceTimersByTimeAsync(samples.length * IDLE_COLLECT.sampleMs);
    stop();
    expect(calls).toBe(2);
    expect(errors).toHaveBeenCalledTimes(2);
    errors.mockRestore();
  });
});

describe("event-loop utilisation", () => {
  it("is the share of time spent working since the last call", async () => {
    const sample = eventLoopUtilization();
    const until = Date.now() + 60;
    while (Date.now() < until) {
      /* spin: all work */
    }
    expect(sample()).toBeGreaterThan(0.5);
    await new Promise((r) => setTimeout(r, 60));
    expect(sample()).toBeLessThan(0.5);
  });
});
