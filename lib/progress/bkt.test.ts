import { describe, expect, it } from "vitest";
import { DEFAULT_BKT, REVIEW_CAP, applyRepeatedErrorRule, bktParamsFor, bktPosterior, bktTrace, bktUpdate, isMastered, needsReview, observationOf, withHints } from "./bkt";

describe("bktUpdate with the defaults L0=0.2, T=0.15, G=0.2, S=0.1", () => {
  it("a correct answer from the prior", () => {
    // posterior = 0.2*0.9 / (0.2*0.9 + 0.8*0.2) = 0.18 / 0.34 = 0.529411...
    expect(bktPosterior(0.2, true, DEFAULT_BKT)).toBeCloseTo(0.18 / 0.34, 12);
    // learn: 0.529411 + (1 - 0.529411) * 0.15 = 0.529411 + 0.070588 = 0.6
    expect(bktUpdate(0.2, true)).toBeCloseTo(0.6, 12);
  });

  it("an incorrect answer from the prior", () => {
    // posterior = 0.2*0.1 / (0.2*0.1 + 0.8*0.8) = 0.02 / 0.66 = 0.030303...
    expect(bktPosterior(0.2, false, DEFAULT_BKT)).toBeCloseTo(0.02 / 0.66, 12);
    // learn: 0.030303 + 0.969697 * 0.15 = 0.030303 + 0.145455 = 0.175758
    expect(bktUpdate(0.2, false)).toBeCloseTo(0.175758, 6);
  });

  it("an error after one correct answer drops mastery", () => {
    // from 0.6: posterior = 0.6*0.1 / (0.06 + 0.4*0.8) = 0.06 / 0.38 = 0.157895
    // learn: 0.157895 + 0.842105 * 0.15 = 0.157895 + 0.126316 = 0.284211
    expect(bktUpdate(0.6, false)).toBeCloseTo(0.284211, 6);
  });

  it("two correct answers in a row", () => {
    // from 0.6: posterior = 0.54 / (0.54 + 0.4*0.2) = 0.54 / 0.62 = 0.870968
    // learn: 0.870968 + 0.129032 * 0.15 = 0.870968 + 0.019355 = 0.890323
    expect(bktTrace([true, true])).toEqual([expect.closeTo(0.6, 12), expect.closeTo(0.890323, 6)]);
  });

  it("reaches mastery (>= 0.95) on the third correct answer in a row", () => {
    // from 0.890323: posterior = 0.801290 / (0.801290 + 0.109677*0.2) = 0.801290 / 0.823226 = 0.973354
    // learn: 0.973354 + 0.026646 * 0.15 = 0.977351
    const trace = bktTrace([true, true, true]);
    expect(trace[2]).toBeCloseTo(0.977351, 5);
    expect(trace.map(isMastered)).toEqual([false, false, true]);
  });

  it("per-skill overrides change only what they name", () => {
    const p = bktParamsFor("word-problems");
    expect(p).toEqual({ pInit: 0.2, pLearn: 0.15, pGuess: 0.1, pSlip: 0.15 });
    // posterior = 0.2*0.85 / (0.17 + 0.8*0.1) = 0.17 / 0.25 = 0.68; learn: 0.68 + 0.32*0.15 = 0.728
    expect(bktUpdate(0.2, true, p)).toBeCloseTo(0.728, 12);
    expect(bktParamsFor("fraction-add-sub")).toEqual(DEFAULT_BKT);
  });

  it("stays inside [0, 1] at the extremes", () => {
    expect(bktUpdate(1, true)).toBe(1);
    expect(bktUpdate(0, false)).toBeCloseTo(0.15, 12);
  });
});

describe("observationOf", () => {
  it("a faulty step or a wrong answer is an incorrect observation", () => {
    expect(observationOf({ firstErrorIndex: 1, answerCorrect: true, anyUnsure: false })).toBe(false);
    expect(observationOf({ firstErrorIndex: -1, answerCorrect: false, anyUnsure: false })).toBe(false);
  });
  it("a clean solution with the right answer is correct", () => {
    expect(observationOf({ firstErrorIndex: -1, answerCorrect: true, anyUnsure: true })).toBe(true);
    expect(observationOf({ firstErrorIndex: -1, answerCorrect: null, anyUnsure: false })).toBe(true);
  });
  it("an undecided attempt is no observation", () => {
    expect(observationOf({ firstErrorIndex: -1, answerCorrect: null, anyUnsure: true })).toBeNull();
  });
});

describe("the repeated-error rule (needs review)", () => {
  const word = bktParamsFor("word-problems");
  it("three wrong attempts in a row on a mastered skill cap it at 0.6; BKT alone left it at 99%", () => {
    // The walkthrough's case: 0.99996 -> three wrong word problems -> 0.9945 by plain BKT.
    let plain = 0.99996;
    for (let i = 0; i < 3; i++) plain = bktUpdate(plain, false, word);
    expect(plain).toBeGreaterThan(0.99);
    const capped = applyRepeatedErrorRule(plain, [false, false, false]);
    expect(capped).toBe(REVIEW_CAP);
    expect(isMastered(capped)).toBe(false);
  });
  it("two errors, or three with a correct one between them, do not trip it", () => {
    expect(needsReview([false, false])).toBe(false);
    expect(needsReview([false, true, false, false])).toBe(false);
    expect(needsReview([false, false, false, true])).toBe(true);
    expect(applyRepeatedErrorRule(0.3, [false, false, false])).toBe(0.3);
  });
  it("bktTrace applies it: mastered, three errors, then a correct answer climbs back from the cap", () => {
    const obs = [...Array(10).fill(true), false, false, false, true];
    const trace = bktTrace(obs, word);
    expect(isMastered(trace[9]!)).toBe(true);
    expect(trace[11]).toBeGreaterThan(0.95);
    expect(trace[12]).toBe(REVIEW_CAP);
    expect(trace[13]).toBeCloseTo(bktUpdate(REVIEW_CAP, true, word), 12);
  });
});

describe("a hinted solve is weaker evidence (HINTED_GUESS)", () => {
  const p = bktParamsFor("linear-two-step");
  it("raises p(L) less after hints than unaided, and less the higher the hint level", () => {
    const unaided = bktUpdate(0.5, true, withHints(p, 0));
    const hinted = [1, 2, 3].map((level) => bktUpdate(0.5, true, withHints(p, level)));
    expect(hinted[0]).toBeLessThan(unaided);
    expect(hinted[1]).toBeLessThan(hinted[0]);
    expect(hinted[2]).toBeLessThan(hinted[1]);
    // still evidence: a hinted solve moves p(L) up, not down
    expect(hinted[2]).toBeGreaterThan(0.5);
  });
  it("leaves unaided attempts and wrong attempts as they were", () => {
    expect(withHints(p, 0)).toEqual(p);
    expect(withHints(p, 3, false)).toEqual(p);
  });
  it("takes five hinted solves in a row to reach mastery where three unaided ones do", () => {
    const run = (level: number, n: number) => Array.from({ length: n }).reduce<number>((pk) => bktUpdate(pk, true, withHints(p, level)), p.pInit);
    expect(isMastered(run(0, 4))).toBe(true);
    expect(isMastered(run(3, 4))).toBe(false);
  });
});
