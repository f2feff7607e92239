import { describe, expect, it } from "vitest";
import * as CACHE_LIMITS from "./limits";
import { LruCache, memo } from "./lru";
import { parseExpr } from "../math/parse";

describe("LruCache", () => {
  it("keeps at most maxEntries, forgetting the least recently used first", () => {
    const c = new LruCache<number>({ maxEntries: 3, maxKeyChars: 1000 });
    c.set("a", 1);
    c.set("b", 2);
    c.set("c", 3);
    expect(c.get("a")).toBe(1); // "a" is now the most recent: "b" goes next
    c.set("d", 4);
    expect(c.size).toBe(3);
    expect(c.has("b")).toBe(false);
    expect([c.get("a"), c.get("c"), c.get("d")]).toEqual([1, 3, 4]);
  });

  it("keeps the summed key length within maxKeyChars, however few the entries", () => {
    const c = new LruCache<string>({ maxEntries: 1000, maxKeyChars: 10 });
    c.set("aaaa", "1");
    c.set("bbbb", "2");
    expect(c.keyChars).toBe(8);
    c.set("cccc", "3"); // 12 > 10: the oldest goes
    expect(c.has("aaaa")).toBe(false);
    expect(c.keyChars).toBe(8);
    expect(c.size).toBe(2);
  });

  it("does not cache a key longer than the whole budget, and keeps what it had", () => {
    const c = new LruCache<number>({ maxEntries: 10, maxKeyChars: 5 });
    c.set("ab", 1);
    c.set("x".repeat(6), 2);
    expect(c.has("x".repeat(6))).toBe(false);
    expect(c.get("ab")).toBe(1);
  });

  it("replacing a key counts it once; delete and clear give the budget back", () => {
    const c = new LruCache<number>({ maxEntries: 10, maxKeyChars: 100 });
    c.set("abc", 1);
    c.set("abc", 2);
    expect([c.size, c.keyChars, c.get("abc")]).toEqual([1, 3, 2]);
    c.delete("abc");
    expect([c.size, c.keyChars]).toEqual([0, 0]);
    c.set("de", 1);
    c.clear();
    expect([c.size, c.keyChars]).toEqual([0, 0]);
  });

  it("stays within both budgets under a stream of distinct keys", () => {
    const c = new LruCache<number>({ maxEntries: 50, maxKeyChars: 400 });
    let most = { size: 0, keyChars: 0 };
    for (let i = 0; i < 10_000; i++) {
      c.set(`key-${i}-${"z".repeat(i % 37)}`, i);
      most = { size: Math.max(most.size, c.size), keyChars: Math.max(most.keyChars, c.keyChars) };
    }
    expect(most.size).toBeLessThanOrEqual(50);
    expect(most.keyChars).toBeLessThanOrEqual(400);
    expect(c.has("key-9999-" + "z".repeat(9999 % 37))).toBe(true);
  });
});

describe("memo", () => {
  it("computes once per key while the key is held, again after it was evicted", () => {
    const c = new LruCache<string | null>({ maxEntries: 2, maxKeyChars: 100 });
    let calls = 0;
    const make = (v: string | null) => () => (calls++, v);
    expect(memo(c, "a", make(null))).toBe(null); // a cached null is a hit, not a miss
    expect(memo(c, "a", make("other"))).toBe(null);
    expect(calls).toBe(1);
    memo(c, "b", make("b"));
    memo(c, "c", make("c")); // evicts "a"
    expect(memo(c, "a", make("again"))).toBe("again");
    expect(calls).toBe(4);
  });
});

describe("the engine's memo tables", () => {
  it("have budgets that bound memory (each entry count and key-length budget is set)", () => {
    for (const [name, limits] of Object.entries(CACHE_LIMITS)) {
      expect(limits.maxEntries, name).toBeGreaterThan(0);
      expect(limits.maxKeyChars, name).toBeLessThanOrEqual(1_000_000);
    }
  });

  it("parse the same after their entries were evicted by a flood of distinct long texts", () => {
    const first = parseExpr("3(x - 2) + 4");
    const long = (i: number) => Array.from({ length: 40 }, (_, k) => `${i + k}*x`).join(" + ");
    for (let i = 0; i < 2_000; i++) parseExpr(long(i)); // 2,000 × ~300 characters: beyond the budget
    const again = parseExpr("3(x - 2) + 4");
    expect(again).not.toBe(first); // evicted and parsed anew…
    expect(again?.node.toString()).toBe(first?.node.toString()); // …to the same expression
    expect(again?.vars).toEqual(["x"]);
  });
});
