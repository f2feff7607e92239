import { expect, it } from "vitest";
import { authorProblemSchema } from "./authoring";

const ok = { statement: "Solve $2x + 3 = 11$ for $x$.", answer: "x = 4", referenceSteps: ["2x = 8", "x = 4"], skills: ["linear-two-step"], difficulty: 2 };

it("accepts mixed text and maths, refuses LaTeX that does not parse with a message naming the part", () => {
  expect(authorProblemSchema.safeParse(ok).success).toBe(true);
  expect(authorProblemSchema.safeParse({ ...ok, statement: "Find \\frac{1}{2} of 10." }).success).toBe(true);
  const bad = authorProblemSchema.safeParse({ ...ok, statement: "Find \\frac{ of 10." });
  expect(bad.success).toBe(false);
  expect(bad.error!.issues[0]!.message).toMatch(/^the LaTeX in the statement does not parse: “/);
  expect(bad.error!.issues[0]!.path).toEqual(["statement"]);
  const step = authorProblemSchema.safeParse({ ...ok, referenceSteps: ["2x = 8", "x = \\sqrt{"] });
  expect(step.success).toBe(false);
  expect(step.error!.issues[0]!.path).toEqual(["referenceSteps", 1]);
  expect(authorProblemSchema.safeParse({ ...ok, answer: "$x = \\frac{4}$" }).success).toBe(false);
});
