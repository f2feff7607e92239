import { describe, expect, it } from "vitest";
import { LIMITS, checkRequestSchema, problemIdSchema, problemListQuerySchema } from "./check";

describe("checkRequestSchema", () => {
  it("accepts a problem text with steps and trims blank steps away", () => {
    const r = checkRequestSchema.parse({ problem: "Compute 2 + 2", steps: [" 2 + 2 = 4 ", "", "   "] });
    expect(r.steps).toEqual(["2 + 2 = 4"]);
  });

  it("accepts an own problem with an expected answer and the signed-in expectation", () => {
    const r = checkRequestSchema.parse({ problem: "Solve $2x = 8$.", answer: " x = 4 ", steps: ["x = 4"], expectSignedIn: true });
    expect(r.answer).toBe("x = 4");
    expect(r.expectSignedIn).toBe(true);
  });

  it("accepts a problem id", () => {
    expect(checkRequestSchema.safeParse({ problemId: "lin2-003", steps: ["x = 1"] }).success).toBe(true);
  });

  it.each([
    ["missing steps", { problem: "p" }],
    ["steps not an array", { problem: "p", steps: "2 + 2 = 4" }],
    ["no problem and no id", { steps: ["1 = 1"] }],
    ["both problem and id", { problem: "p", problemId: "x", steps: ["1 = 1"] }],
    ["only blank steps", { problem: "p", steps: ["  "] }],
    ["a number as a step", { problem: "p", steps: [42] }],
    ["unknown field", { problem: "p", steps: ["1 = 1"], admin: true }],
    ["empty problem", { problem: "   ", steps: ["1 = 1"] }],
    ["an answer with a bank problem", { problemId: "lin2-003", answer: "4", steps: ["x = 1"] }],
    ["an over-long answer", { problem: "p", answer: "1".repeat(LIMITS.maxAnswerChars + 1), steps: ["1 = 1"] }],
    ["expectSignedIn not a boolean", { problem: "p", steps: ["1 = 1"], expectSignedIn: "yes" }],
  ])("rejects %s", (_name, body) => {
    expect(checkRequestSchema.safeParse(body).success).toBe(false);
  });

  it("limits the number of steps", () => {
    const ok = Array.from({ length: LIMITS.maxSteps }, () => "1 = 1");
    expect(checkRequestSchema.safeParse({ problem: "p", steps: ok }).success).toBe(true);
    expect(checkRequestSchema.safeParse({ problem: "p", steps: [...ok, "1 = 1"] }).success).toBe(false);
    expect(checkRequestSchema.safeParse({ problem: "p", steps: Array(10_000).fill("1") }).success).toBe(false);
  });

  it("limits the length of a step and of the problem", () => {
    expect(checkRequestSchema.safeParse({ problem: "p", steps: ["1".repeat(LIMITS.maxStepChars)] }).success).toBe(true);
    expect(checkRequestSchema.safeParse({ problem: "p", steps: ["1".repeat(LIMITS.maxStepChars + 1)] }).success).toBe(false);
    expect(checkRequestSchema.safeParse({ problem: "p".repeat(LIMITS.maxProblemChars + 1), steps: ["1"] }).success).toBe(false);
  });

  it("keeps a whole maximal request under the body limit", () => {
    const body = JSON.stringify({
      problem: "p".repeat(LIMITS.maxProblemChars),
      steps: Array(LIMITS.maxSteps).fill("x".repeat(LIMITS.maxStepChars)),
    });
    expect(Buffer.byteLength(body)).toBeLessThan(LIMITS.checkBodyBytes);
  });
});

describe("query and id schemas", () => {
  it("accepts known skills only", () => {
    expect(problemListQuerySchema.safeParse({ skill: "linear-two-step" }).success).toBe(true);
    expect(problemListQuerySchema.safeParse({ skill: "astrology" }).success).toBe(false);
    expect(problemListQuerySchema.safeParse({}).success).toBe(true);
  });

  it("rejects ids with path or SQL characters", () => {
    expect(problemIdSchema.safeParse("gsm8k-train-00012").success).toBe(true);
    for (const bad of ["../etc", "a b", "x';--", "", "a".repeat(101)]) expect(problemIdSchema.safeParse(bad).success).toBe(false);
  });
});
