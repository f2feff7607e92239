import { describe, expect, it } from "vitest";
import { createAssignmentSchema, drillDownSchema, dashboardFilterSchema, dueAtFromDate, firstValues, toMsRange } from "./dashboard";
import { authorProblemSchema, defaultTitle, splitSteps } from "./authoring";

describe("dashboard filters", () => {
  it("treats blank fields as absent and validates dates", () => {
    expect(dashboardFilterSchema.parse({ from: "", to: "2026-11-20", skill: "" })).toEqual({ to: "2026-11-20" });
    expect(dashboardFilterSchema.safeParse({ from: "2026-02-30" }).success).toBe(false);
    expect(dashboardFilterSchema.safeParse({ from: "2026-11-21", to: "2026-11-20" }).success).toBe(false);
    expect(dashboardFilterSchema.safeParse({ skill: "no-such-skill" }).success).toBe(false);
  });
  it("drill-down coerces ids and accepts the untyped error bucket", () => {
    const v = drillDownSchema.parse({ studentId: "7", errorType: "other", page: "2", problemId: "lin2-004" });
    expect(v).toEqual({ studentId: 7, errorType: "other", page: 2, problemId: "lin2-004" });
    expect(drillDownSchema.safeParse({ problemId: "../etc" }).success).toBe(false);
  });
  it("date range is inclusive of the end day", () => {
    const r = toMsRange({ from: "2026-11-01", to: "2026-11-01" });
    expect(r.toMs! - r.fromMs!).toBe(86_400_000);
    expect(toMsRange({})).toEqual({ fromMs: null, toMs: null });
  });
  it("firstValues keeps the first of repeated params", () => {
    expect(firstValues({ a: ["1", "2"], b: "x", c: undefined })).toEqual({ a: "1", b: "x" });
  });
});

describe("createAssignmentSchema", () => {
  it("accepts either problems or skill + count", () => {
    expect(createAssignmentSchema.safeParse({ classId: 1, title: "HW", problemIds: ["a-1"] }).success).toBe(true);
    expect(createAssignmentSchema.safeParse({ classId: 1, title: "HW", skill: "decimals", count: "3" }).success).toBe(true);
    expect(createAssignmentSchema.safeParse({ classId: 1, title: "HW", skill: "decimals" }).success).toBe(false);
    expect(createAssignmentSchema.safeParse({ classId: 1, title: "HW", problemIds: ["a-1"], skill: "decimals", count: 2 }).success).toBe(false);
    expect(createAssignmentSchema.safeParse({ classId: 1, title: " ", problemIds: ["a-1"] }).success).toBe(false);
  });
  it("due date is the end of the day", () => {
    expect(dueAtFromDate("2026-12-01")!.toISOString()).toBe("2026-12-01T23:59:59.999Z");
    expect(dueAtFromDate(undefined)).toBeNull();
  });
});

describe("authoring", () => {
  it("splits a textarea into steps", () => {
    expect(splitSteps("2x + 3 = 11\n\n  2x = 8 \r\nx = 4\n")).toEqual(["2x + 3 = 11", "2x = 8", "x = 4"]);
  });
  it("validates a problem", () => {
    const ok = authorProblemSchema.parse({
      statement: "Solve 2x + 3 = 11",
      answer: "x = 4",
      referenceSteps: ["2x = 8", " ", "x = 4"],
      skills: ["linear-two-step", "linear-two-step"],
      difficulty: "2",
    });
    expect(ok.referenceSteps).toEqual(["2x = 8", "x = 4"]);
    expect(ok.skills).toEqual(["linear-two-step"]);
    expect(authorProblemSchema.safeParse({ ...ok, referenceSteps: [""] }).success).toBe(false);
    expect(authorProblemSchema.safeParse({ ...ok, skills: [] }).success).toBe(false);
    expect(authorProblemSchema.safeParse({ ...ok, difficulty: 9 }).success).toBe(false);
  });
  it("derives a short title", () => {
    expect(defaultTitle("Solve 2x + 3 = 11")).toBe("Solve 2x + 3 = 11");
    expect(defaultTitle("word ".repeat(30)).length).toBeLessThanOrEqual(60);
  });
});
