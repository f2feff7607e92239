import { describe, expect, it } from "vitest";

import { buildPrmInput, plusProbability, referenceText } from "./encode";

const layout = { bosId: 1, sepId: 5, stepTagId: 4, maxLength: 16, maxProblemTokens: 4 };

describe("buildPrmInput", () => {
  it("lays out [BOS] problem [SEP] step <step> ... and reports tag positions", () => {
    const r = buildPrmInput([10, 11], [[20, 21], [30]], layout);
    expect(r.ids).toEqual([1, 10, 11, 5, 20, 21, 4, 30, 4]);
    expect(r.tagPositions).toEqual([6, 8]);
    expect(r.tagPositions.every((p) => r.ids[p] === layout.stepTagId)).toBe(true);
  });

  it("keeps only the head of a long problem", () => {
    const r = buildPrmInput([10, 11, 12, 13, 14, 15], [[20]], layout);
    expect(r.ids.slice(0, 6)).toEqual([1, 10, 11, 12, 13, 5]);
  });

  it("drops whole steps that do not fit instead of cutting one in half", () => {
    const r = buildPrmInput([10, 11], [[20, 21, 22], [30, 31, 32], [40, 41, 42, 43]], layout);
    // 4 + 4 + 4 = 12 tokens fit, the third step (5 more) would exceed 16
    expect(r.tagPositions).toHaveLength(2);
    expect(r.ids.length).toBeLessThanOrEqual(layout.maxLength);
  });
});

describe("buildPrmInput with a reference-aware layout", () => {
  const refLayout = { ...layout, maxLength: 24, maxReferenceTokens: 3 };

  it("puts the reference head between two [SEP]s, before the steps", () => {
    const r = buildPrmInput([10, 11], [[20], [30]], refLayout, [60, 61, 62, 63]);
    expect(r.ids).toEqual([1, 10, 11, 5, 60, 61, 62, 5, 20, 4, 30, 4]);
    expect(r.tagPositions).toEqual([9, 11]);
  });

  it("has no reference segment without a reference, or for a model that never read one", () => {
    expect(buildPrmInput([10], [[20]], refLayout, []).ids).toEqual([1, 10, 5, 20, 4]);
    expect(buildPrmInput([10], [[20]], layout, [60, 61]).ids).toEqual([1, 10, 5, 20, 4]);
  });

  it("joins reference steps as the Python pipeline does", () => {
    expect(referenceText(["a = 1", "b = 2"])).toBe("a = 1\nb = 2");
    expect(referenceText([])).toBe("");
    expect(referenceText(undefined)).toBe("");
  });
});

describe("plusProbability", () => {
  it("is the softmax of the two logits and is numerically stable", () => {
    expect(plusProbability(0, 0)).toBeCloseTo(0.5);
    expect(plusProbability(2, 0)).toBeCloseTo(1 / (1 + Math.exp(-2)));
    expect(plusProbability(1000, 0)).toBe(1);
    expect(plusProbability(-1000, 1000)).toBe(0);
  });
});
