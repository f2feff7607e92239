import { describe, expect, it } from "vitest";
import {
  buildHeatmap,
  fillWeeks,
  firstErrorModes,
  heatmapInputFromRows,
  intensity,
  problemCountsFromRows,
  repeatedErrorsFromRows,
  studentsNeedingAttention,
  totalsFromRows,
  weekRowsFromRows,
  weekStart,
} from "./aggregate";

describe("buildHeatmap", () => {
  it("rates are the share of the skill's submissions whose first error has that type", () => {
    const h = buildHeatmap([
      { skillId: "linear-two-step", errorType: null, n: 6 },
      { skillId: "linear-two-step", errorType: "sign", n: 3 },
      { skillId: "linear-two-step", errorType: "arithmetic", n: 1 },
      { skillId: "whole-number-arithmetic", errorType: "arithmetic", n: 2 },
      { skillId: "whole-number-arithmetic", errorType: null, n: 2 },
    ]);
    expect(h.errorTypes).toEqual(["arithmetic", "sign"]);
    expect(h.rows.map((r) => r.skillId)).toEqual(["whole-number-arithmetic", "linear-two-step"]);
    const lin = h.rows[1]!;
    expect(lin.total).toBe(10);
    expect(lin.errors).toBe(4);
    expect(lin.cells.sign).toEqual({ count: 3, rate: 0.3 });
    expect(lin.cells.arithmetic).toEqual({ count: 1, rate: 0.1 });
    expect(h.rows[0]!.cells.arithmetic!.rate).toBe(0.5);
    expect(h.maxRate).toBe(0.5);
  });
  it("is empty without data", () => {
    expect(buildHeatmap([])).toEqual({ errorTypes: [], rows: [], maxRate: 0 });
  });
});

describe("intensity", () => {
  it("maps rates onto five levels", () => {
    expect([0, 0.01, 0.1, 0.2, 0.5].map(intensity)).toEqual([0, 1, 2, 3, 4]);
  });
});

describe("firstErrorModes", () => {
  it("picks the most common first-error step, earlier on ties, with its dominant type", () => {
    const m = firstErrorModes([
      { problemId: "p1", stepIndex: 2, errorType: "sign", n: 3 },
      { problemId: "p1", stepIndex: 2, errorType: "arithmetic", n: 1 },
      { problemId: "p1", stepIndex: 0, errorType: "arithmetic", n: 2 },
      { problemId: "p2", stepIndex: 3, errorType: "fraction", n: 2 },
      { problemId: "p2", stepIndex: 1, errorType: null, n: 2 },
    ]);
    expect(m.get("p1")).toEqual({ stepIndex: 2, count: 4, errorType: "sign" });
    expect(m.get("p2")).toEqual({ stepIndex: 1, count: 2, errorType: "other" });
  });
});

describe("studentsNeedingAttention", () => {
  const students = [
    { id: 1, username: "ada", displayName: "Ada" },
    { id: 2, username: "ben", displayName: "Ben" },
    { id: 3, username: "cleo", displayName: "Cleo" },
  ];
  it("flags low mastery after enough practice and repeated error types, with reasons", () => {
    const out = studentsNeedingAttention({
      students,
      lowMastery: [
        { userId: 1, skillId: "linear-two-step", pKnown: 0.2, opportunities: 5 },
        { userId: 2, skillId: "linear-two-step", pKnown: 0.1, opportunities: 1 }, // too little practice
        { userId: 3, skillId: "decimals", pKnown: 0.8, opportunities: 9 }, // fine
      ],
      repeatedErrors: [
        { userId: 2, errorType: "sign", n: 4 },
        { userId: 3, errorType: "arithmetic", n: 2 }, // below threshold
        { userId: 99, errorType: "sign", n: 9 }, // not in the class
      ],
    });
    expect(out.map((e) => e.student.username)).toEqual(["ben", "ada"]);
    expect(out[0]!.reasons[0]!.text).toBe("Repeated sign errors (4 submissions)");
    expect(out[1]!.reasons[0]!.text).toContain("Low mastery of Two-step linear equations (20% after 5 attempts)");
  });
});

describe("weeks", () => {
  it("weekStart is the Monday of the UTC week", () => {
    expect(weekStart(new Date("2026-11-22T23:00:00Z"))).toBe("2026-11-16"); // a Sunday
    expect(weekStart(new Date("2026-11-16T00:00:00Z"))).toBe("2026-11-16");
    expect(weekStart(new Date("2026-11-17T12:00:00Z"))).toBe("2026-11-16");
  });
  it("fills empty weeks between data and within an explicit range", () => {
    const pts = fillWeeks([
      { week: "2026-11-02", total: 4, wrong: 1 },
      { week: "2026-11-16", total: 2, wrong: 2 },
    ]);
    expect(pts.map((p) => [p.week, p.total, p.errorRate])).toEqual([
      ["2026-11-02", 4, 0.25],
      ["2026-11-09", 0, null],
      ["2026-11-16", 2, 1],
    ]);
    expect(fillWeeks([], { from: "2026-11-03", to: "2026-11-18" }).map((p) => p.week)).toEqual(["2026-11-02", "2026-11-09", "2026-11-16"]);
  });
});

describe("row-based aggregation", () => {
  const rows = [
    { id: 1, userId: 1, problemId: "p1", firstErrorIndex: 1, et: "sign", createdAt: Date.UTC(2026, 10, 16, 9) },
    { id: 2, userId: 1, problemId: "p1", firstErrorIndex: -1, et: null, createdAt: Date.UTC(2026, 10, 17, 9) },
    { id: 3, userId: 2, problemId: "p2", firstErrorIndex: 0, et: "other", createdAt: Date.UTC(2026, 10, 9, 9) },
    { id: 4, userId: 2, problemId: "p1", firstErrorIndex: 1, et: "sign", createdAt: Date.UTC(2026, 10, 18, 9), hintLevel: 2 },
    { id: 5, userId: 1, problemId: "p1", firstErrorIndex: 1, et: "sign", createdAt: Date.UTC(2026, 10, 19, 9) },
  ];
  const skillsOf = new Map([
    ["p1", ["linear-two-step", "integer-operations"]],
    ["p2", ["decimals"]],
  ]);

  it("a submission counts under each skill of its problem (or only the filtered one)", () => {
    const all = heatmapInputFromRows(rows, skillsOf);
    expect(all).toContainEqual({ skillId: "integer-operations", errorType: "sign", n: 3 });
    expect(all).toContainEqual({ skillId: "linear-two-step", errorType: null, n: 1 });
    expect(heatmapInputFromRows(rows, skillsOf, "decimals")).toEqual([{ skillId: "decimals", errorType: "other", n: 1 }]);
  });

  it("problem counts, weeks, repeated errors and totals", () => {
    const { top, firstErrors } = problemCountsFromRows(rows, 10);
    expect(top).toEqual([
      { problemId: "p1", total: 4, wrong: 3, students: 2, hinted: 1 },
      { problemId: "p2", total: 1, wrong: 1, students: 1, hinted: 0 },
    ]);
    expect(firstErrors).toContainEqual({ problemId: "p1", stepIndex: 1, errorType: "sign", n: 3 });
    expect(weekRowsFromRows(rows)).toEqual([
      { week: "2026-11-09", total: 1, wrong: 1 },
      { week: "2026-11-16", total: 4, wrong: 3 },
    ]);
    expect(repeatedErrorsFromRows(rows)).toEqual([]);
    expect(repeatedErrorsFromRows(rows, 2)).toEqual([{ userId: 1, errorType: "sign", n: 2 }]);
    expect(totalsFromRows(rows)).toEqual({ submissions: 5, wrong: 4, activeStudents: 2 });
  });
});
