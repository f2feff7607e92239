import { expect, test } from "@playwright/test";
import { TEACHER, signIn } from "./helpers";

test("signed out: landing page, problem list with a skill filter", async ({ page }, testInfo) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("one step at a time");
  await expect(page.getByRole("link", { name: "Sign in" }).first()).toBeVisible();

  await page.goto("/problems");
  await expect(page.getByRole("heading", { level: 1, name: "Problems" })).toBeVisible();
  const all = await page.locator(".problem-item").count();
  expect(all).toBeGreaterThan(0);
  await page.getByLabel("Skill", { exact: true }).selectOption("linear-two-step");
  await expect(page).toHaveURL(/skill=linear-two-step/);
  await expect(page.locator(".problem-item").first()).toContainText("Two-step linear equations");
  await expect(page.locator(".problem-item .katex").first()).toBeVisible();

  await page.setViewportSize({ width: 360, height: 780 });
  const shot = await page.screenshot({ path: "e2e/artifacts/problems-phone.png", fullPage: false });
  await testInfo.attach("problems-phone", { body: shot, contentType: "image/png" });
});

test("sign-in redirects by role and honours a safe next", async ({ page }) => {
  await page.goto("/login?next=/problems/whole-002");
  await page.getByLabel("Username").fill("dev");
  await page.getByLabel("Password").fill("stepwise-student");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/problems\/whole-002$/);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("link", { name: "Sign in" }).first()).toBeVisible();

  await signIn(page, TEACHER);
  await expect(page).toHaveURL(/\/teacher/);
});

test("a wrong password shows a clear alert", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Username").fill("ada");
  await page.getByLabel("Password").fill("wrong-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Wrong" })).toHaveText("Wrong username or password.");
});

test("an unknown problem shows the not-found page", async ({ page }) => {
  const res = await page.goto("/problems/no-such-problem");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});
