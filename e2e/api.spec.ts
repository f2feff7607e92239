import { expect, test } from "@playwright/test";
import { apiSignIn } from "./helpers";

const DUCKS =
  "A farmer's ducks lay 16 eggs a day. The family eats 3 for breakfast and uses 4 for pancakes, and sells the rest at $2 each. How much does the farmer make a day?";

test.describe("the check API", () => {
  test("the acceptance example: the first faulty step and its error type", async ({ request }) => {
    const wrong = await request.post("/api/check", { data: { problem: DUCKS, steps: ["16 - 3 = 13", "13 - 4 = 9", "9 × 2 = 17"] } });
    expect(wrong.status()).toBe(200);
    const w = await wrong.json();
    expect(w.firstErrorIndex).toBe(2);
    expect(w.outcome).toBe("incorrect");
    const flagged = w.steps.find((s: { index: number }) => s.index === 2);
    expect(flagged.verdict).toBe("incorrect");
    expect(flagged.errorType).toBe("arithmetic");
    expect(typeof flagged.message).toBe("string");

    const right = await request.post("/api/check", { data: { problem: DUCKS, steps: ["16 - 3 = 13", "13 - 4 = 9", "9 × 2 = $18"] } });
    expect(right.status()).toBe(200);
    const r = await right.json();
    expect(r.firstErrorIndex).toBe(-1);
  });

  test("hostile input is refused with a JSON 4xx and the server keeps answering", async ({ request }) => {
    const cases: Array<{ name: string; body: string; contentType?: string }> = [
      { name: "malformed JSON", body: '{"problem": "1+1", "steps": [' },
      { name: "missing steps", body: JSON.stringify({ problem: "Compute: 1 + 1" }) },
      { name: "missing problem", body: JSON.stringify({ steps: ["1 + 1 = 2"] }) },
      { name: "steps not an array", body: JSON.stringify({ problem: "Compute: 1 + 1", steps: "1 + 1 = 2" }) },
      { name: "only empty steps", body: JSON.stringify({ problem: "Compute: 1 + 1", steps: ["", "  "] }) },
      { name: "10,000 steps", body: JSON.stringify({ problem: "Compute: 1 + 1", steps: Array.from({ length: 10_000 }, () => "1 + 1 = 2") }) },
      { name: "a 1 MB step", body: JSON.stringify({ problem: "Compute: 1 + 1", steps: ["1".repeat(1024 * 1024)] }) },
      { name: "an over-long step", body: JSON.stringify({ problem: "Compute: 1 + 1", steps: ["1".repeat(501)] }) },
      { name: "unknown problem id", body: JSON.stringify({ problemId: "no-such-problem", steps: ["1 + 1 = 2"] }) },
      { name: "wrong content type", body: "problem=1", contentType: "application/x-www-form-urlencoded" },
    ];
    for (const c of cases) {
      const res = await request.post("/api/check", {
        headers: { "content-type": c.contentType ?? "application/json" },
        data: c.body,
      });
      expect(res.status(), c.name).toBeGreaterThanOrEqual(400);
      expect(res.status(), c.name).toBeLessThan(500);
      const json = await res.json();
      expect(typeof json.error?.message, c.name).toBe("string");
    }
    const health = await request.get("/api/health");
    expect(health.status()).toBe(200);
    expect((await health.json()).status).toBe("ok");
  });
});

test.describe("sign-in and attempts API", () => {
  test("wrong passwords get one generic message, then a lockout; a real sign-in works", async ({ request }) => {
    const unknown = await request.post("/api/auth/login", { data: { username: "nobody-here", password: "x" } });
    expect(unknown.status()).toBe(401);
    const wrong = await request.post("/api/auth/login", { data: { username: "cleo", password: "not-her-password" } });
    expect(wrong.status()).toBe(401);
    // No user enumeration: the same answer whether or not the account exists.
    expect((await unknown.json()).error.message).toBe((await wrong.json()).error.message);

    let last = wrong;
    for (let i = 0; i < 4; i++) last = await request.post("/api/auth/login", { data: { username: "cleo", password: "still-wrong" } });
    expect(last.status()).toBe(429);
    expect((await last.json()).error.message).toMatch(/too many failed sign-in attempts/i);
    // Even the right password is refused while locked.
    const locked = await request.post("/api/auth/login", { data: { username: "cleo", password: "stepwise-student" } });
    expect(locked.status()).toBe(429);

    const bad = await request.post("/api/auth/login", { data: { username: "", password: "" } });
    expect(bad.status()).toBe(400);

    const ok = await request.post("/api/auth/login", { data: { username: "dev", password: "stepwise-student", next: "//evil.example" } });
    expect(ok.status()).toBe(200);
    expect((await ok.json()).redirectTo).toBe("/home");
  });

  test("attempts are private to their owner and need a session", async ({ playwright, baseURL }) => {
    const anon = await playwright.request.newContext({ baseURL });
    expect((await anon.get("/api/attempts")).status()).toBe(401);

    const ada = await playwright.request.newContext({ baseURL });
    await apiSignIn(ada);
    const res = await ada.get("/api/attempts?problemId=whole-001");
    expect(res.status()).toBe(200);
    const { attempts } = await res.json();
    expect(Array.isArray(attempts)).toBe(true);
    expect((await ada.get("/api/attempts?problemId=../../etc")).status()).toBe(400);

    await ada.post("/api/auth/logout");
    expect((await ada.get("/api/attempts")).status()).toBe(401);
    await anon.dispose();
    await ada.dispose();
  });
});
