import { describe, expect, it } from "vitest";
import { errorPressure, recommendNext, targetDifficulty, type CandidateProblem, type PastAttempt } from "./recommend";

const bank: CandidateProblem[] = [
  { id: "arith-001", skills: ["whole-number-arithmetic"], difficulty: 1 },
  { id: "arith-002", skills: ["whole-number-arithmetic"], difficulty: 2 },
  { id: "int-001", skills: ["integer-operations"], difficulty: 1 },
  { id: "int-002", skills: ["integer-operations"], difficulty: 3 },
  { id: "frac-001", skills: ["fraction-add-sub"], difficulty: 1 },
  { id: "frac-002", skills: ["fraction-add-sub"], difficulty: 2 },
  { id: "frac-003", skills: ["fraction-add-sub"], difficulty: 4 },
  { id: "lin2-001", skills: ["linear-two-step"], difficulty: 1 },
  { id: "lin2-002", skills: ["linear-two-step"], difficulty: 2 },
  { id: "lin2-003", skills: ["linear-two-step"], difficulty: 3 },
  { id: "lin2-004", skills: ["linear-two-step"], difficulty: 4 },
  { id: "lin2-005", skills: ["linear-two-step"], difficulty: 5 },
];

const t0 = Date.UTC(2026, 10, 1);
const at = (min: number) => t0 + min * 60_000;
const attempt = (problemId: string, skill: string, min: number, correct: boolean | null, errorType?: string): PastAttempt => ({
  problemId,
  skills: [skill],
  createdAt: at(min),
  correct,
  errorType,
});

describe("targetDifficulty", () => {
  it("steps up as mastery grows", () => {
    expect([0, 0.2, 0.35, 0.5, 0.6, 0.8, 0.95].map(targetDifficulty)).toEqual([1, 1, 2, 2, 3, 4, 5]);
  });
});

describe("recommendNext", () => {
  it("a new student starts at the first skill of the curriculum, easiest problem", () => {
    const r = recommendNext({ problems: bank, mastery: new Map(), history: [] })!;
    expect(r.skillId).toBe("whole-number-arithmetic");
    expect(r.problemId).toBe("arith-001");
    expect(r.reason).toMatch(/haven't practised whole-number arithmetic/);
  });

  it("targets the skill with a recent error even though untouched skills are lower", () => {
    // One right then one wrong two-step equation: p(L) 0.2 -> 0.6 -> 0.284 (see bkt.test.ts).
    const history = [attempt("lin2-001", "linear-two-step", 0, true), attempt("lin2-002", "linear-two-step", 5, false, "sign")];
    const r = recommendNext({ problems: bank, mastery: new Map([["linear-two-step", 0.284]]), history })!;
    // priority (1 - 0.284) * (1 + 1) = 1.43 beats an untouched skill's (1 - 0.2) * 1 = 0.8
    expect(r.skillId).toBe("linear-two-step");
    expect(r.reason).toBe("You made sign errors when moving terms — let's practise two-step linear equations (mastery 28%).");
    // target(0.284) = 1; lin2-002 was the last attempt (excluded); lin2-001 (d1) is solved: 0 + 3 + 0.25 = 3.25;
    // lin2-003 (d3, unsolved): 2 -> the nearest unsolved problem wins
    expect(r.targetDifficulty).toBe(1);
    expect(r.problemId).toBe("lin2-003");
  });

  it("a sign error also pushes integer operations above untouched skills", () => {
    const history = [attempt("lin2-002", "linear-two-step", 0, false, "sign")];
    const p = errorPressure(history);
    expect(p.get("linear-two-step")?.pressure).toBe(1);
    expect(p.get("integer-operations")?.pressure).toBe(0.5);
    // mastery says linear is mastered (e.g. teacher-imported); the sign error still steers to integers
    const r = recommendNext({ problems: bank, mastery: new Map([["linear-two-step", 0.96]]), history })!;
    expect(r.skillId).toBe("integer-operations");
    expect(r.reason).toMatch(/^You made sign errors/);
  });

  it("Cleo's fraction errors pick fractions, easiest unsolved first", () => {
    const history = [
      attempt("frac-001", "fraction-add-sub", 0, false, "fraction"),
      attempt("arith-001", "whole-number-arithmetic", 10, true),
      attempt("frac-002", "fraction-add-sub", 20, false, "fraction"),
    ];
    const mastery = new Map([
      ["fraction-add-sub", 0.16],
      ["whole-number-arithmetic", 0.6],
    ]);
    const r = recommendNext({ problems: bank, mastery, history })!;
    expect(r.skillId).toBe("fraction-add-sub");
    // frac-002 was the last attempt; frac-001 (d1, unsolved, tried once) beats frac-003 (d4)
    expect(r.problemId).toBe("frac-001");
    expect(r.reason).toMatch(/^You slipped on a fraction rule/);
  });

  it("never returns the same problem twice in a row", () => {
    const history = [attempt("lin2-001", "linear-two-step", 0, false, "arithmetic")];
    const only = bank.filter((p) => p.skills.includes("linear-two-step"));
    for (let i = 0; i < 5; i++) {
      const r = recommendNext({ problems: only, mastery: new Map(), history, seed: i })!;
      expect(r.problemId).not.toBe("lin2-001");
    }
  });

  it("difficulty rises with mastery", () => {
    const history = [attempt("arith-001", "whole-number-arithmetic", 0, true)];
    const only = bank.filter((p) => p.skills.includes("linear-two-step"));
    const pick = (pk: number) => recommendNext({ problems: only, mastery: new Map([["linear-two-step", pk]]), history })!.problemId;
    expect([0.2, 0.4, 0.6, 0.8, 0.93].map(pick)).toEqual(["lin2-001", "lin2-002", "lin2-003", "lin2-004", "lin2-005"]);
  });

  it("is deterministic for the same history and honours a skill filter", () => {
    const history = [attempt("int-001", "integer-operations", 0, true)];
    const a = recommendNext({ problems: bank, mastery: new Map([["integer-operations", 0.6]]), history, skillId: "fraction-add-sub" });
    const b = recommendNext({ problems: bank, mastery: new Map([["integer-operations", 0.6]]), history, skillId: "fraction-add-sub" });
    expect(a).toEqual(b);
    expect(a!.skillId).toBe("fraction-add-sub");
  });

  it("when everything is mastered it offers a hard review problem", () => {
    const mastery = new Map(["whole-number-arithmetic", "integer-operations", "fraction-add-sub", "linear-two-step"].map((s) => [s, 0.97] as const));
    const r = recommendNext({ problems: bank, mastery, history: [] })!;
    expect(r.targetDifficulty).toBe(5);
    expect(r.reason).toMatch(/mastered every skill/);
  });

  it("the reason is recomputed after a solve: the old mistake is no longer given as the reason", () => {
    const history = [attempt("lin2-002", "linear-two-step", 0, false, "sign"), attempt("lin2-003", "linear-two-step", 5, true)];
    const r = recommendNext({ problems: bank, mastery: new Map([["linear-two-step", 0.5]]), history, skillId: "linear-two-step" })!;
    expect(r.reason).not.toMatch(/sign errors/);
    expect(r.reason).toBe("You solved your last two-step linear equations problem — one more makes it stick (mastery 50%).");
    // a new mistake after the solve is the reason again
    const again = [...history, attempt("lin2-004", "linear-two-step", 9, false, "distribution")];
    expect(recommendNext({ problems: bank, mastery: new Map([["linear-two-step", 0.3]]), history: again })!.reason).toMatch(/^You expanded brackets wrongly/);
  });

  it("returns null without problems", () => {
    expect(recommendNext({ problems: [], mastery: new Map(), history: [] })).toBeNull();
  });
});
