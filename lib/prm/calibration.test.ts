import { describe, expect, it } from "vitest";

import { prmEvidence } from "../check/prm-checker";
import { calibrateP } from "./calibration";

describe("calibrateP", () => {
  it("is the identity without parameters and monotone with them", () => {
    expect(calibrateP(0.8, undefined)).toBe(0.8);
    const platt = { a: 2, b: -3 };
    const xs = [0.1, 0.5, 0.8, 0.9, 0.99].map((p) => calibrateP(p, platt));
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    expect(calibrateP(0.5, platt)).toBeCloseTo(1 / (1 + Math.exp(3)));
    expect(calibrateP(1, platt)).toBeLessThanOrEqual(1);
  });
});

describe("prmEvidence", () => {
  it("maps raw probabilities to incorrect / unsure / correct around the calibrated threshold", () => {
    const ev = prmEvidence([0.95, 0.7, 0.4], 0.5, 0.8);
    expect(ev.map((e) => e.verdict)).toEqual(["correct", "unsure", "incorrect"]);
    expect(ev[2]).toMatchObject({ index: 2, source: "prm", errorType: "reasoning" });
    expect(ev[2].message).toMatch(/^Step 3: .*re-check the reasoning and the quantities/);
    expect(ev[0].message).toBeUndefined();
  });

  it("hands the calibrated probability to the fusion but keeps the raw-P verdict", () => {
    const platt = { a: 1.5, b: -2 };
    const ev = prmEvidence([0.9, 0.3], 0.5, 0.8, platt);
    expect(ev[0].pCorrect).toBeCloseTo(calibrateP(0.9, platt));
    expect(ev[1].verdict).toBe("incorrect");
    expect(ev[1].pCorrect).toBeLessThan(ev[0].pCorrect);
  });
});
