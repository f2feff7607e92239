import { expect, test } from "@playwright/test";
import { apiSignIn } from "./helpers";

// Issue 10 through POST /api/check with a signed-in student: what is stored and counted.
const BEN = { username: "ben", password: "stepwise-student" };

interface StepOut {
  index: number;
  verdict: string;
  errorType?: string;
  carriedFrom?: number;
  unreadable?: boolean;
  message?: string;
}

test.describe("feedback a student can trust", () => {
  test("a correct step on a valid path is not blamed; the faulty step is", async ({ request }) => {
    await apiSignIn(request, BEN);
    const res = await request.post("/api/check", {
      data: { problemId: "gsm8k-train-01177", steps: ["He earns 20 * 8 = 160 dollars a day.", "In a week he makes 160 + 4 = 164 dollars."] },
    });
    expect(res.status()).toBe(200);
    const body = await res.json();
    expect(body.firstErrorIndex).toBe(1);
    expect(body.steps[0].verdict).toBe("correct");
    expect(body.steps[1]).toMatchObject({ verdict: "incorrect", errorType: "wrong-operation" });
  });

  test("unreadable work is unsure, stored as not correct, and does not raise mastery", async ({ request }) => {
    await apiSignIn(request, BEN);
    const before = await (await request.get("/api/progress")).json();
    const skillBefore = before.skills.find((s: { skillId: string }) => s.skillId === "linear-two-step");
    const res = await request.post("/api/check", {
      data: { problemId: "lin2-004", steps: ["<script>alert(1)</script>", "\\frac{", "😀😀😀", "x = 8"] },
    });
    expect(res.status()).toBe(200);
    const body = await res.json();
    expect(body.outcome).toBe("unsure");
    for (const s of (body.steps as StepOut[]).slice(0, 3)) {
      expect(s).toMatchObject({ verdict: "unsure", unreadable: true });
      expect(s.message).toMatch(/couldn't read this as math/);
    }
    const stored = await (await request.get(`/api/submissions/${body.submissionId}`)).json();
    expect(JSON.stringify(stored)).toContain('"unreadable":true');
    const after = await (await request.get("/api/progress")).json();
    const skillAfter = after.skills.find((s: { skillId: string }) => s.skillId === "linear-two-step");
    expect(skillAfter.pKnown).toBe(skillBefore.pKnown);
    expect(skillAfter.opportunities).toBe(skillBefore.opportunities);
  });

  test("steps after the first error are carried, in the response and in the stored attempt", async ({ request }) => {
    await apiSignIn(request, BEN);
    const res = await request.post("/api/check", { data: { problemId: "lin2-004", steps: ["5x - 10 + 10 = 30 + 10", "5x = 50", "x = 10"] } });
    expect(res.status()).toBe(200);
    const body = await res.json();
    expect(body.outcome).toBe("incorrect");
    expect(body.firstErrorIndex).toBe(1);
    expect(body.steps[1]).toMatchObject({ verdict: "incorrect", errorType: "arithmetic" });
    expect(body.steps[2]).toMatchObject({ verdict: "carried", carriedFrom: 1 });
    const stored = await (await request.get(`/api/submissions/${body.submissionId}`)).json();
    const step3 = (stored.submission.steps as StepOut[]).find((s) => s.index === 2);
    expect(step3).toMatchObject({ verdict: "carried", carriedFrom: 1 });
  });
});
