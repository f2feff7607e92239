// Real shipped model, no mocks: loads from disk with the network blocked, agrees with the
// Python pipeline (token ids and PyTorch probabilities), ranks correct steps above injected
// wrong-operation steps on average, and loads once under concurrent callers.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createPrmChecker } from "../check/prm-checker";
import { buildPrmInput, referenceText } from "./encode";
import { getPrm, getPrmStatus, prmLoadCount, prmModelDir, resetPrmForTests } from "./model";
import { scorePrm } from "./score";

interface Parity {
  solutions: { problem: string; steps: string[]; reference?: string[]; p: number[]; ids: number[] }[];
  texts: { text: string; ids: number[] }[];
}

const dir = prmModelDir();
const parityPath = path.join(dir, "parity-samples.json");

// Hand-written GSM8K-style problems; the faulty twin swaps the operation of one step
// (computed correctly) and carries the wrong value forward like a real solver would.
const PAIRS: { problem: string; good: string[]; bad: string[]; at: number }[] = [
  {
    problem: "Mia picked 36 apples. She gave half of them to her brother. How many apples does Mia have left?",
    good: ["Mia gave away 36 / 2 = 18 apples.", "She has 36 - 18 = 18 apples left.", "The answer is 18."],
    bad: ["Mia gave away 36 * 2 = 72 apples.", "She has 72 - 36 = 36 apples left.", "The answer is 36."],
    at: 0,
  },
  {
    problem: "A box holds 12 pencils. A teacher buys 5 boxes and gives away 17 pencils. How many pencils are left?",
    good: ["The teacher buys 12 * 5 = 60 pencils.", "After giving some away, 60 - 17 = 43 pencils are left.", "The answer is 43."],
    bad: ["The teacher buys 12 + 5 = 17 pencils.", "After giving some away, 17 - 17 = 0 pencils are left.", "The answer is 0."],
    at: 0,
  },
  {
    problem: "Tom earns $15 per hour. He works 8 hours a day for 5 days. How much does he earn?",
    good: ["Each day he earns 15 * 8 = $120.", "In 5 days he earns 120 * 5 = $600.", "The answer is 600."],
    bad: ["Each day he earns 15 * 8 = $120.", "In 5 days he earns 120 + 5 = $125.", "The answer is 125."],
    at: 1,
  },
  {
    problem: "A baker made 96 cookies and packed them equally into 8 bags. She sold 5 bags. How many cookies did she sell?",
    good: ["Each bag has 96 / 8 = 12 cookies.", "She sold 5 * 12 = 60 cookies.", "The answer is 60."],
    bad: ["Each bag has 96 - 8 = 88 cookies.", "She sold 5 * 88 = 440 cookies.", "The answer is 440."],
    at: 0,
  },
  {
    problem: "Sara has 45 stickers. Her friend gives her 3 times as many stickers as she has. How many stickers does Sara have now?",
    good: ["Her friend gives her 45 * 3 = 135 stickers.", "Now she has 45 + 135 = 180 stickers.", "The answer is 180."],
    bad: ["Her friend gives her 45 + 3 = 48 stickers.", "Now she has 45 + 48 = 93 stickers.", "The answer is 93."],
    at: 0,
  },
  {
    problem: "A train travels 240 miles in 4 hours. How far does it travel in 7 hours at the same speed?",
    good: ["The speed is 240 / 4 = 60 miles per hour.", "In 7 hours it travels 60 * 7 = 420 miles.", "The answer is 420."],
    bad: ["The speed is 240 * 4 = 960 miles per hour.", "In 7 hours it travels 960 * 7 = 6720 miles.", "The answer is 6720."],
    at: 0,
  },
  {
    problem: "There are 28 students in a class. 4 of them are absent. The rest sit in rows of 6. How many rows are there?",
    good: ["There are 28 - 4 = 24 students present.", "They fill 24 / 6 = 4 rows.", "The answer is 4."],
    bad: ["There are 28 - 4 = 24 students present.", "They fill 24 * 6 = 144 rows.", "The answer is 144."],
    at: 1,
  },
  {
    problem: "Ben bought 3 shirts for $14 each and a hat for $9. How much did he spend?",
    good: ["The shirts cost 3 * 14 = $42.", "In total he spent 42 + 9 = $51.", "The answer is 51."],
    bad: ["The shirts cost 3 + 14 = $17.", "In total he spent 17 + 9 = $26.", "The answer is 26."],
    at: 0,
  },
];

const realFetch = globalThis.fetch;
let fetchCalls = 0;

describe.skipIf(!existsSync(path.join(dir, "prm.json")))("shipped PRM (real model)", () => {
  beforeAll(() => {
    // Any network access during load or inference is a bug: count it and fail it.
    globalThis.fetch = (async () => {
      fetchCalls++;
      throw new Error("network access is not allowed");
    }) as typeof fetch;
    resetPrmForTests();
  });
  afterAll(() => {
    globalThis.fetch = realFetch;
  });

  it("loads once under concurrent first calls, without touching the network", async () => {
    const before = prmLoadCount();
    const [a, b, c] = await Promise.all([getPrm(), getPrm(), scorePrm(PAIRS[0].problem, PAIRS[0].good)]);
    expect(a).toBe(b);
    expect(c).toHaveLength(PAIRS[0].good.length);
    expect(prmLoadCount() - before).toBe(1);
    expect(fetchCalls).toBe(0);
    expect(getPrmStatus().available).toBe(true);
  }, 60_000);

  it("tokenizes exactly like the Python pipeline", async () => {
    const { tokenizer, layout } = await getPrm();
    const parity = JSON.parse(readFileSync(parityPath, "utf8")) as Parity;
    expect(parity.texts.length).toBeGreaterThan(100);
    for (const t of parity.texts) {
      expect(tokenizer.encode(t.text, { add_special_tokens: false }), t.text).toEqual(t.ids);
    }
    for (const s of parity.solutions) {
      const enc = (x: string) => tokenizer.encode(x, { add_special_tokens: false });
      const ref = s.reference ? enc(referenceText(s.reference)) : [];
      expect(buildPrmInput(enc(s.problem), s.steps.map(enc), layout, ref).ids).toEqual(s.ids);
    }
  });

  it("the int8 ONNX model agrees with the PyTorch fp32 probabilities", async () => {
    const parity = JSON.parse(readFileSync(parityPath, "utf8")) as Parity;
    let maxDiff = 0;
    for (const s of parity.solutions) {
      const p = await scorePrm(s.problem, s.steps, s.reference);
      expect(p).toHaveLength(s.p.length);
      p.forEach((v, i) => (maxDiff = Math.max(maxDiff, Math.abs(v - s.p[i]))));
    }
    expect(maxDiff).toBeLessThan(0.03);
  });

  it("scores correct steps above injected wrong-operation steps on average", async () => {
    let good = 0;
    let bad = 0;
    let wins = 0;
    for (const pair of PAIRS) {
      const pg = await scorePrm(pair.problem, pair.good);
      const pb = await scorePrm(pair.problem, pair.bad);
      expect(pg.every((v) => v >= 0 && v <= 1)).toBe(true);
      good += pg[pair.at];
      bad += pb[pair.at];
      if (pg[pair.at] > pb[pair.at]) wins++;
    }
    expect(good / PAIRS.length).toBeGreaterThan(bad / PAIRS.length);
    expect(wins).toBeGreaterThanOrEqual(PAIRS.length / 2);
  });

  it("the checker turns scores into per-step evidence with neutral messages", async () => {
    const checker = createPrmChecker();
    const ev = await checker.check({ problem: PAIRS[1].problem, steps: PAIRS[1].bad });
    expect(ev.map((e) => e.index)).toEqual([0, 1, 2]);
    for (const e of ev) {
      expect(e.source).toBe("prm");
      expect(["correct", "incorrect", "unsure"]).toContain(e.verdict);
      if (e.verdict === "incorrect") {
        expect(e.errorType).toBe("reasoning");
        expect(e.message).toMatch(new RegExp(`^Step ${e.index + 1}:`));
        expect(e.message).not.toContain("60");
      }
    }
    expect(await checker.check({ problem: "x", steps: [] })).toEqual([]);
  });

  it("truncates very long solutions: late steps get no score instead of failing", async () => {
    const steps = Array.from({ length: 80 }, (_, i) => `Then ${i} + 1 = ${i + 1} more items are added to the pile.`);
    const p = await scorePrm(PAIRS[0].problem, steps);
    expect(p.length).toBeGreaterThan(0);
    expect(p.length).toBeLessThan(steps.length);
  });
});

describe("unavailable model", () => {
  it("reports the reason and does not retry in a loop", async () => {
    resetPrmForTests({ modelDir: "/nonexistent/prm-model" });
    try {
      const before = prmLoadCount();
      await expect(getPrm()).rejects.toThrow(/PRM unavailable/);
      await expect(getPrm()).rejects.toThrow(/PRM unavailable/);
      expect(prmLoadCount() - before).toBe(1);
      const st = getPrmStatus();
      expect(st.available).toBe(false);
      expect(st.available === false && st.reason).toBeTruthy();
      const checker = createPrmChecker({ onUnavailable: "empty" });
      expect(await checker.check({ problem: "1+1", steps: ["1 + 1 = 2"] })).toEqual([]);
      await expect(createPrmChecker().check({ problem: "1+1", steps: ["1 + 1 = 2"] })).rejects.toThrow(/unavailable/);
    } finally {
      resetPrmForTests();
    }
  });
});
