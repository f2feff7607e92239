import { describe, expect, it } from "vitest";
import { prettyMath } from "./messages";

describe("how a message shows the student's expression", () => {
  it("drops the parser's brackets around a fraction, but keeps a divisor's", () => {
    expect(prettyMath("((25/100)) * 80")).toBe("25% × 80");
    expect(prettyMath("(-(8/9)) / ((3/4))")).toBe("(-8/9) / (3/4)");
  });
});
