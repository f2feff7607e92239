import { expect, test, type Page } from "@playwright/test";
import { STUDENT, TEACHER, apiSignIn, arithmeticProblem, joinAsNewStudent, signIn, typeSteps } from "./helpers";

// Issue 31, finding 6, on a shared school computer in a real browser and through the real server
// (scripts/serve.mjs): nobody's unsent work is left for the next person, a sign-in over another
// session ends it, private JSON is not cacheable, and a forged X-Forwarded-Host gains nothing.

const draftKeys = (page: Page) =>
  page.evaluate(() => Object.keys(window.localStorage).filter((k) => k.startsWith("stepwise:draft:")).sort());

/** What a student whose session ran out leaves behind: a draft with a check still to send. */
const leftBehind = (page: Page, userId: number) =>
  page.evaluate((id) => {
    const draft = { steps: ["2x + 3 = 11", "2x = 8"], savedAt: new Date().toISOString(), pendingCheck: true };
    window.localStorage.setItem(`stepwise:draft:v1:${id}:bank-secret`, JSON.stringify(draft));
  }, userId);

test("signing out takes the student's drafts along; signing in clears what a timed-out student left", async ({ page }) => {
  const problem = arithmeticProblem(2);
  await joinAsNewStudent(page, "shared");
  await page.goto(`/problems/${problem.id}`);
  await typeSteps(page, problem.referenceSteps.slice(0, 1));
  await expect.poll(() => draftKeys(page)).toHaveLength(1);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
  expect(await draftKeys(page)).toEqual([]);

  // Someone else's session ran out with a check pending; the next student signs in (login form)...
  await leftBehind(page, 999_999);
  await signIn(page, STUDENT);
  expect(await draftKeys(page)).toEqual([]);

  // ...or creates an account (join form): either way the earlier user's work is gone.
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
  await leftBehind(page, 999_998);
  await joinAsNewStudent(page, "shared2");
  expect(await draftKeys(page)).toEqual([]);
});

test("a sign-in on a browser ends the session it replaces; private JSON is no-store", async ({ page, playwright, baseURL }) => {
  await apiSignIn(page.request, STUDENT);
  const old = (await page.context().cookies()).find((c) => c.name === "sw_session")!.value;
  const progress = await page.request.get("/api/progress");
  expect(progress.status()).toBe(200);
  expect(progress.headers()["cache-control"]).toBe("no-store");

  await apiSignIn(page.request, { username: "ben", password: STUDENT.password });
  const copy = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie: `sw_session=${old}` } });
  expect((await copy.get("/api/progress")).status()).toBe(401);
  await copy.dispose();
});

test("with TRUST_PROXY=0 a forged X-Forwarded-Host does not pass the Origin check", async ({ playwright, baseURL }) => {
  const teacher = await playwright.request.newContext({ baseURL });
  await apiSignIn(teacher, TEACHER);
  const forged = await teacher.post("/api/classes", {
    headers: { origin: "http://evil.example", "x-forwarded-host": "evil.example" },
    data: { name: "Made from another site" },
  });
  expect(forged.status()).toBe(403);
  await teacher.dispose();
});
