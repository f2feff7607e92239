import { describe, expect, it } from "vitest";
import { RateLimiter } from "./rate-limit";

describe("RateLimiter", () => {
  it("allows `limit` events per window per key, then says when to retry", () => {
    const r = new RateLimiter({ limit: 3, windowMs: 1000 });
    expect([0, 1, 2, 3].map((t) => r.take("a", t).ok)).toEqual([true, true, true, false]);
    expect(r.take("a", 500).retryAfterMs).toBe(500);
    expect(r.take("b", 500).ok).toBe(true);
    expect(r.take("a", 1000).ok).toBe(true);
  });

  it("peek does not count; a zero limit refuses everything", () => {
    const r = new RateLimiter({ limit: 1, windowMs: 1000 });
    expect(r.peek("a", 0).ok).toBe(true);
    expect(r.peek("a", 0).ok).toBe(true);
    expect(r.take("a", 0).ok).toBe(true);
    expect(r.peek("a", 1).ok).toBe(false);
    expect(new RateLimiter({ limit: 0, windowMs: 1000 }).take("a", 0).ok).toBe(false);
  });

  it("stays bounded under a flood of distinct keys", () => {
    const r = new RateLimiter({ limit: 1, windowMs: 60_000 }, 100);
    for (let i = 0; i < 10_000; i++) r.take(`k${i}`, 0);
    expect((r as unknown as { hits: Map<string, unknown> }).hits.size).toBeLessThanOrEqual(100);
  });
});
