import { expect, test, type Page } from "@playwright/test";
import { loadBank, signIn, typeSteps } from "./helpers";

// A new student joins the demo class, practises two-step equations (one right, one with a sign
// error), sees mastery rise then drop, the practice pick target that skill, and after signing
// out and in again finds the attempts in the history.

const SKILL = "linear-two-step";
const bank = new Map(loadBank().map((p) => [p.id, p]));

/** The classic slip: moving a term across the equals sign without changing its sign. */
function withSignError(steps: string[]): string[] {
  const re = /(=\s*-?\d+\s*)([+-])(\s*\d+\s*)$/;
  const i = steps.findIndex((s, k) => k > 0 && re.test(s));
  if (i < 0) throw new Error(`no "a ± b" step to break in ${JSON.stringify(steps)}`);
  return [...steps.slice(0, i), steps[i]!.replace(re, (_m, a: string, op: string, b: string) => `${a}${op === "+" ? "-" : "+"}${b}`)];
}


async function mastery(page: Page): Promise<string> {
  await page.goto("/progress");
  await expect(page.getByRole("heading", { level: 1, name: "Your progress" })).toBeVisible();
  return (await page.getByTestId(`mastery-${SKILL}`).textContent())!.trim();
}

test("join with the class code, practise, mastery drops after an error, practice targets it, history survives sign-out", async ({ page }) => {
  const username = `e2e-${Date.now().toString(36)}`;
  const password = "practise-daily-42";

  await page.goto("/join?code=demo-2026");
  await expect(page.getByLabel("Class join code")).toHaveValue("demo-2026");
  await page.getByLabel("Class join code").fill("DEMO-2026");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Your name (optional)").fill("Eve Tester");
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Password again").fill(password);
  await page.getByRole("button", { name: "Join class" }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole("banner")).toContainText("Signed in as Eve Tester");

  // Never practised: "not started", not the model's 20 % prior drawn as if it were progress.
  expect(await mastery(page)).toBe("not started");

  // 1) a correct two-step equation, picked by the practice page for the chosen skill
  await page.goto(`/practice?skill=${SKILL}`);
  const first = await page.getByTestId("practice-pick").getAttribute("data-problem-id");
  const p1 = bank.get(first!)!;
  expect(p1.skills).toContain(SKILL);
  await typeSteps(page, p1.referenceSteps);
  await page.getByRole("button", { name: "Check my steps" }).click();
  await expect(page.getByTestId("feedback")).toHaveAttribute("data-outcome", "correct");
  // BKT from the prior 0.2 after one correct attempt: 0.6 (see lib/progress/bkt.test.ts)
  expect(await mastery(page)).toBe("60%");

  // 2) the next pick is a different problem; solve it with a sign error
  await page.goto(`/practice?skill=${SKILL}`);
  const second = await page.getByTestId("practice-pick").getAttribute("data-problem-id");
  expect(second).not.toBe(first);
  const p2 = bank.get(second!)!;
  await typeSteps(page, withSignError(p2.referenceSteps));
  await page.getByRole("button", { name: "Check my steps" }).click();
  await expect(page.getByTestId("feedback")).toHaveAttribute("data-outcome", "incorrect");
  // 0.6 after an incorrect attempt: 0.284 -> "28%", a drop
  expect(await mastery(page)).toBe("28%");
  await expect(page.getByRole("img", { name: /Mastery over time/ })).toBeVisible();

  // 3) with no skill chosen, practice now targets the weakened skill and says why
  await page.goto("/practice");
  const pick = page.getByTestId("practice-pick");
  await expect(pick).toHaveAttribute("data-skill", SKILL);
  expect(await pick.getAttribute("data-problem-id")).not.toBe(second);
  await expect(page.getByTestId("practice-reason")).toContainText(/two-step linear equations/);

  // 4) sign out, sign back in: the history is intact, with the step feedback
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
  await signIn(page, { username, password });
  await page.goto("/history");
  const items = page.getByTestId("history-list").locator("> li");
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toHaveAttribute("data-outcome", "incorrect");
  await expect(items.nth(1)).toHaveAttribute("data-outcome", "correct");
  await items.nth(0).getByText("Problem and step feedback").click();
  await expect(items.nth(0).locator(".fb-step--first-error")).toHaveCount(1);
  await expect(items.nth(0).getByRole("link")).toHaveAttribute("href", `/problems/${second}`);

  // filtering by problem keeps only that problem's attempts
  await page.getByLabel("Problem").selectOption(first!);
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page.getByTestId("history-list").locator("> li")).toHaveCount(1);
});

test("the class page shows the join code to its teacher only", async ({ page, request }) => {
  await signIn(page, { username: "teacher", password: "stepwise-teacher" });
  await page.goto("/teacher/classes");
  await page.getByRole("link", { name: "Period 3 — Algebra" }).click();
  await expect(page.getByTestId("join-code")).toHaveText("DEMO-2026");
  await expect(page.locator("tr[data-student=ben]")).toBeVisible();
  // without a session the API answers 401 and leaks nothing
  const res = await request.get("/api/classes");
  expect(res.status()).toBe(401);
  expect(await res.text()).not.toContain("DEMO-2026");
});

test("a teacher creates a class, renews its code, resets a student's password and removes the student", async ({ page, request }) => {
  const suffix = Date.now().toString(36);
  await signIn(page, { username: "teacher", password: "stepwise-teacher" });
  await page.goto("/teacher/classes");
  await page.getByLabel("Class name").fill(`Period 5 ${suffix}`);
  await page.getByRole("button", { name: "Create class" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Period 5 ${suffix}` })).toBeVisible();
  const code = (await page.getByTestId("join-code").textContent())!;
  expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);

  // a student joins through the API with the code shown
  const joined = await request.post("/api/auth/join", { data: { code, username: `sam-${suffix}`, password: "sam-password" } });
  expect(joined.status()).toBe(201);

  page.on("dialog", (d) => void d.accept());
  await page.getByRole("button", { name: "New join code" }).click();
  await expect(page.getByTestId("join-code")).not.toHaveText(code);
  const stale = await request.post("/api/auth/join", { data: { code, username: `late-${suffix}`, password: "late-password" } });
  expect(stale.status()).toBe(404);

  await page.reload();
  const row = page.locator(`tr[data-student="sam-${suffix}"]`);
  await row.getByRole("button", { name: /Reset password of/ }).click();
  const oneTime = (await row.getByTestId("one-time-password").textContent())!;
  expect(oneTime).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/);
  // the old session is gone, the new password works
  expect((await request.get("/api/progress")).status()).toBe(401);
  expect((await request.post("/api/auth/login", { data: { username: `sam-${suffix}`, password: oneTime } })).status()).toBe(200);

  await row.getByRole("button", { name: /Remove .* from the class/ }).click();
  await expect(page.locator(`tr[data-student="sam-${suffix}"]`)).toHaveCount(0);
});
