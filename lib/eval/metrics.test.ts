import { describe, expect, it } from "vitest";
import { computeMetrics, harmonicMean, percentile, typeConfusion } from "./metrics";

describe("harmonicMean", () => {
  it("is 2ab/(a+b)", () => {
    expect(harmonicMean(0.5, 1)).toBeCloseTo(2 / 3, 10);
    expect(harmonicMean(0.8, 0.8)).toBeCloseTo(0.8, 10);
  });
  it("is 0 when either side is 0", () => {
    expect(harmonicMean(0, 1)).toBe(0);
    expect(harmonicMean(1, 0)).toBe(0);
  });
});

describe("computeMetrics", () => {
  it("scores exact first-error indices and -1 on correct items", () => {
    const m = computeMetrics([
      { label: 2, predicted: 2 },
      { label: 2, predicted: 3 }, // wrong index counts as a miss
      { label: 0, predicted: -1 },
      { label: -1, predicted: -1 },
      { label: -1, predicted: 1 },
    ]);
    expect(m.n).toBe(5);
    expect(m.nError).toBe(3);
    expect(m.nCorrect).toBe(2);
    expect(m.errorAcc).toBeCloseTo(1 / 3, 10);
    expect(m.correctAcc).toBeCloseTo(0.5, 10);
    expect(m.f1).toBeCloseTo((2 * (1 / 3) * 0.5) / (1 / 3 + 0.5), 10);
  });
  it("gives F1 0 when a class is missing", () => {
    const m = computeMetrics([{ label: -1, predicted: -1 }]);
    expect(m.correctAcc).toBe(1);
    expect(m.errorAcc).toBe(0);
    expect(m.f1).toBe(0);
  });
});

describe("percentile", () => {
  it("uses nearest rank", () => {
    const xs = [5, 1, 4, 2, 3];
    expect(percentile(xs, 50)).toBe(3);
    expect(percentile(xs, 95)).toBe(5);
    expect(percentile([], 50)).toBe(0);
  });
});

describe("typeAcc and earlyFlags", () => {
  const preds = [
    { label: 2, predicted: 2, errorType: "arithmetic", predictedType: "arithmetic" },
    { label: 2, predicted: 2, errorType: "arithmetic", predictedType: "one-side-only" }, // right step, wrong type
    { label: 3, predicted: 1, errorType: "wrong-operation", predictedType: "wrong-operation" }, // early
    { label: 1, predicted: 2 }, // late, no type given
    { label: -1, predicted: -1 },
  ];
  it("counts right index AND type over typed erroneous items", () => {
    expect(computeMetrics(preds).typeAcc).toBeCloseTo(1 / 3, 10);
  });
  it("is null when no item names a type", () => {
    expect(computeMetrics([{ label: 1, predicted: 1 }]).typeAcc).toBeNull();
  });
  it("counts erroneous items flagged before their first error", () => {
    expect(computeMetrics(preds).earlyFlags).toBeCloseTo(1 / 4, 10);
  });
  it("tabulates expected vs predicted types, wrong indices by direction", () => {
    const t = typeConfusion(preds);
    expect(t.get("arithmetic")?.get("arithmetic")).toBe(1);
    expect(t.get("arithmetic")?.get("one-side-only")).toBe(1);
    expect(t.get("wrong-operation")?.get("(early)")).toBe(1);
  });
});
