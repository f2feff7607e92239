// PRM_DISABLED=1 must really keep the model out (issue 12: only /api/health used to read it).
// Set before any import: the env schema is parsed once, at import.
import { beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.PRM_DISABLED = "1";
});

const { checkSolution } = await import("./engine");
const { getPrmStatus, prmLoadCount } = await import("../prm/model");

describe("PRM_DISABLED=1", () => {
  beforeAll(() => expect(prmLoadCount()).toBe(0));

  it("the engine checks without ever loading the model, and says why", async () => {
    // No answer and no reference: exactly the case where the engine would ask the PRM.
    const result = await checkSolution({
      problem: "Tom has 3 bags with 4 apples each and eats 2. How many apples are left?",
      steps: ["3 × 4 = 12", "12 - 2 = 10"],
    });
    expect(result.model.used).toBe(false);
    expect(result.model.available).toBe(false);
    expect(result.model.reason).toMatch(/PRM_DISABLED/);
    expect(result.checkers).not.toContain("prm");
    expect(result.steps).toHaveLength(2);
    expect(prmLoadCount()).toBe(0);
    expect(getPrmStatus()).toEqual({ available: false, loading: false, reason: "disabled by PRM_DISABLED" });
  });
});
