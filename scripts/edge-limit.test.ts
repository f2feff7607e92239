import { describe, expect, it } from "vitest";
import { createEdgeLimiter, edgePerMinute, EDGE_LEARNED_BLOCK_MAX_MS, EDGE_MIN_PER_MIN } from "./edge-limit.mjs";

const post = (cookie: string | undefined, url = "/api/check") => ({
  method: "POST",
  url,
  headers: cookie ? { cookie: `theme=dark; sw_session=${cookie}` } : {},
});

describe("edge limiter in front of Next", () => {
  it("lets a burst through, then refuses a flooding session with a wait", () => {
    let t = 0;
    const limit = createEdgeLimiter({ perMinute: 60, burst: 5, now: () => t });
    for (let i = 0; i < 5; i++) expect(limit(post("flood"))).toBe(0);
    expect(limit(post("flood"))).toBeGreaterThan(0);
    t += 1000; // one token a second at 60 a minute
    expect(limit(post("flood"))).toBe(0);
    expect(limit(post("flood"))).toBeGreaterThan(0);
  });

  it("keeps sessions, paths and anonymous requests apart", () => {
    const limit = createEdgeLimiter({ perMinute: 60, burst: 1, now: () => 0 });
    expect(limit(post("a"))).toBe(0);
    expect(limit(post("a"))).toBeGreaterThan(0);
    expect(limit(post("b"))).toBe(0); // another student is not affected
    expect(limit(post("a", "/api/hint"))).toBe(0); // a bucket per path
    for (let i = 0; i < 10; i++) expect(limit(post(undefined))).toBe(0); // no session: the app's own limits decide
    expect(limit({ method: "GET", url: "/api/check", headers: { cookie: "sw_session=a" } })).toBe(0);
    expect(limit(post("a", "/api/progress"))).toBe(0);
  });

  it("holds a bounded number of sessions", () => {
    let t = 0;
    const limit = createEdgeLimiter({ perMinute: 60, burst: 2, maxKeys: 3, now: () => t });
    for (const s of ["a", "b", "c", "d", "e"]) limit(post(s));
    t += 10;
    // Still working for new and old keys; the map never grows past maxKeys (no throw, no refusal of a fresh key).
    expect(limit(post("f"))).toBe(0);
  });

  it("refuses a session the app refused until the app's Retry-After, and only that session and path", () => {
    let t = 0;
    const limit = createEdgeLimiter({ perMinute: 60, burst: 100, now: () => t });
    expect(limit(post("flood"))).toBe(0);
    limit.refusedByApp(post("flood"), "20");
    expect(limit(post("flood"))).toBe(20);
    expect(limit(post("quiet"))).toBe(0);
    expect(limit(post("flood", "/api/hint"))).toBe(0);
    t += 19_500;
    expect(limit(post("flood"))).toBe(1);
    t += 500;
    expect(limit(post("flood"))).toBe(0); // the app's window has passed: the app decides again
  });

  it("learns a refusal for at most EDGE_LEARNED_BLOCK_MAX_MS, and ignores what is not one", () => {
    let t = 0;
    const limit = createEdgeLimiter({ perMinute: 60, burst: 100, now: () => t });
    limit.refusedByApp(post("storage"), String(6 * 3600)); // the daily storage budget: hours
    expect(limit(post("storage"))).toBe(EDGE_LEARNED_BLOCK_MAX_MS / 1000);
    for (const bad of [undefined, "soon", "0", "-5"]) limit.refusedByApp(post("other"), bad);
    limit.refusedByApp(post(undefined), "30"); // no session: the app's per-address limits stay the app's
    limit.refusedByApp({ method: "POST", url: "/api/progress", headers: { cookie: "sw_session=x" } }, "30");
    expect(limit(post("other"))).toBe(0);
    expect(limit(post(undefined))).toBe(0);
    t += EDGE_LEARNED_BLOCK_MAX_MS;
    expect(limit(post("storage"))).toBe(0);
  });

  it("keeps a blocked session through pruning", () => {
    let t = 0;
    const limit = createEdgeLimiter({ perMinute: 60, burst: 2, maxKeys: 2, now: () => t });
    limit.refusedByApp(post("blocked"), "30");
    t += 5_000; // its bucket is full again, which alone would make it the first to drop
    limit(post("x"));
    limit(post("y"));
    expect(limit(post("blocked"))).toBeGreaterThan(0);
  });

  it("is never tighter than the app's own per-user limit", () => {
    expect(edgePerMinute(30)).toBe(EDGE_MIN_PER_MIN);
    expect(edgePerMinute(1000)).toBe(2000);
    expect(edgePerMinute(undefined)).toBe(EDGE_MIN_PER_MIN);
  });
});
