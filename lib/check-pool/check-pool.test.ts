import { afterAll, describe, expect, it, vi } from "vitest";
import { checkSolution } from "../check/engine";
import type { CheckInput } from "../check/types";

// The real engine, model included, in real worker threads: the same verdicts as on this thread.
const SOLUTIONS: CheckInput[] = [
  {
    problem: "A book costs $12 and a pen costs $3. How much do 4 books and 2 pens cost?",
    steps: ["4 books cost 4 x 12 = 48 dollars.", "2 pens cost 2 x 3 = 6 dollars.", "Together 48 + 6 = 54 dollars."],
    answer: "54",
  },
  { problem: "Solve for x: 3x + 5 = 20", steps: ["3x = 15", "x = 6"], answer: "5" },
  { problem: "Solve 2(x - 1) = 10", steps: ["2x - 2 = 10", "2x = 12", "x = 6"] },
];

async function poolModule(workers: string) {
  vi.resetModules();
  vi.stubEnv("CHECK_WORKERS", workers);
  return import("./check-pool");
}

describe("check pool", () => {
  afterAll(async () => {
    (await import("./check-pool")).stopCheckPool();
    vi.unstubAllEnvs();
  });

  it("checks in worker threads with the same verdicts as the engine on this thread", async () => {
    const pool = await poolModule("2");
    expect(pool.checkPoolEnabled()).toBe(true);
    const status = await pool.checkModelStatus(20_000);
    expect(status.available).toBe(true);
    const [pooled, here] = await Promise.all([
      Promise.all(SOLUTIONS.map((s) => pool.runCheck(s))),
      Promise.all(SOLUTIONS.map((s) => checkSolution(s))),
    ]);
    expect(pooled.map((r) => r.firstErrorIndex)).toEqual([-1, 1, -1]);
    expect(pooled).toEqual(here);
    expect(pooled.every((r) => r.model.used)).toBe(true);
    // The idle collection is a request the workers know (a no-op here, where Node has no --expose-gc).
    await expect(pool.collectWorkerGarbage()).resolves.toBeUndefined();
    await pool.stopCheckPool();
  }, 120_000);

  it("runs a teacher's exact-and-reference gate in the pool too", async () => {
    const pool = await poolModule("1");
    const r = await pool.runCheck(SOLUTIONS[1], { checkers: ["exact", "reference"] });
    expect(r.checkers).toEqual(["exact", "reference"]);
    expect(r.model.used).toBe(false);
    expect(r.firstErrorIndex).toBe(1);
    await pool.stopCheckPool();
  }, 120_000);

  it("checks on this thread with CHECK_WORKERS=0", async () => {
    const pool = await poolModule("0");
    expect(pool.checkPoolEnabled()).toBe(false);
    const r = await pool.runCheck(SOLUTIONS[2]);
    expect(r.firstErrorIndex).toBe(-1);
  }, 120_000);
});

describe("hints in the check pool", () => {
  it("gives the same hint from a worker as on this thread", async () => {
    const { hintFor } = await import("../hints/ladder");
    const pool = await poolModule("1");
    const input = { problem: "Solve for x: 3x + 5 = 20", answer: "5", reference: null, steps: ["3x + 5 = 20"], level: 2 as const };
    const [pooled, here] = [await pool.runHint(input), hintFor(input)];
    expect(pooled).toEqual(here);
    expect(pooled.source).not.toBe("none");
    await pool.stopCheckPool();
  }, 120_000);
});
