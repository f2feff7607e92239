import { describe, expect, it } from "vitest";
import { MemoryCounterStore, RateLimiter } from "./rate-limit";

describe("RateLimiter", () => {
  it("allows `limit` events per window per key, then says when to retry", async () => {
    const r = new RateLimiter({ limit: 3, windowMs: 1000 });
    const oks = [];
    for (const t of [0, 1, 2, 3]) oks.push((await r.take("a", t)).ok);
    expect(oks).toEqual([true, true, true, false]);
    expect((await r.take("a", 500)).retryAfterMs).toBe(500);
    expect((await r.take("b", 500)).ok).toBe(true);
    expect((await r.take("a", 1000)).ok).toBe(true);
  });

  it("peek does not count; a zero limit refuses everything", async () => {
    const r = new RateLimiter({ limit: 1, windowMs: 1000 });
    expect((await r.peek("a", 0)).ok).toBe(true);
    expect((await r.peek("a", 0)).ok).toBe(true);
    expect((await r.take("a", 0)).ok).toBe(true);
    expect((await r.peek("a", 1)).ok).toBe(false);
    expect((await new RateLimiter({ limit: 0, windowMs: 1000 }).take("a", 0)).ok).toBe(false);
  });

  it("stays bounded under a flood of distinct keys", async () => {
    const r = new RateLimiter({ limit: 1, windowMs: 60_000 }, new MemoryCounterStore(100));
    for (let i = 0; i < 10_000; i++) await r.take(`k${i}`, 0);
    expect(await r.size).toBeLessThanOrEqual(100);
  });

  it("forgets keys whose window has passed, long before the table is full (issue 31)", async () => {
    const r = new RateLimiter({ limit: 5, windowMs: 1000 });
    // one new address a millisecond for 20 s: only the last second's addresses still count
    for (let t = 0; t < 20_000; t++) await r.take(`10.0.${t >> 8}.${t & 255}`, t);
    expect(await r.size).toBeLessThanOrEqual(1000);
    // a key still in its window keeps its count
    const busy = new RateLimiter({ limit: 2, windowMs: 1000 });
    await busy.take("a", 0);
    await busy.take("a", 10);
    await busy.take("b", 999); // "a"'s window has not passed: kept
    expect((await busy.take("a", 999)).ok).toBe(false);
    await busy.take("c", 1000); // now it has
    expect(await busy.size).toBe(2);
    expect((await busy.take("a", 1001)).ok).toBe(true);
  });
});
