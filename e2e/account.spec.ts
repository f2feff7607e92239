import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { joinAsNewStudent } from "./helpers";

// A student changes the password their teacher gave them, from their own account page: reached by
// their name in the header (on a phone too), the current password checked, the new one in force at
// once, and another browser signed in as them signed out.
const SHOTS = process.env.ACCOUNT_SHOTS_DIR ?? "test-results/account";

async function signInWith(page: Page, username: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("a student changes their password; the old one stops working and their other browser is signed out", async ({ page, browser }) => {
  const { username, password } = await joinAsNewStudent(page, "acct");
  const other = await browser.newContext();
  const phone = await other.newPage();
  await signInWith(phone, username, password);
  await expect(phone.getByRole("button", { name: "Sign out" })).toBeVisible();

  await page.getByRole("banner").getByRole("link", { name: /your account/ }).click();
  await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
  await expect(page.locator("dl.account-facts")).toContainText(username);

  await page.getByLabel("Current password").fill("not-my-password");
  await page.getByLabel("New password", { exact: true }).fill("violet kettle harbour 42");
  await page.getByLabel("New password again").fill("violet kettle harbour 42");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.locator("form").getByRole("alert")).toContainText("not your current password");

  await page.getByLabel("Current password").fill(password);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.locator("form").getByRole("status")).toContainText("Your password is changed");
  await expect(page.getByLabel("Current password")).toHaveValue("");

  // This browser stays signed in; the other one is out.
  await page.goto("/home");
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  await phone.goto("/home");
  await expect(phone).toHaveURL(/\/login/);
  await signInWith(phone, username, password);
  await expect(phone.locator("form").getByRole("alert")).toContainText("Wrong username or password");
  await signInWith(phone, username, "violet kettle harbour 42");
  await expect(phone.getByRole("button", { name: "Sign out" })).toBeVisible();
  await other.close();
});

test("the account page reads well and passes axe at 1280 and 390 px", async ({ page }) => {
  await joinAsNewStudent(page, "acct");
  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await page.goto("/home");
    // the name in the header is the way in, at both widths
    await page.getByRole("banner").getByRole("link", { name: /your account/ }).click();
    await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
    // After a client-side navigation the heading can paint before the new <title> is set; axe
    // run in between reported "document-title" (a flaky CI failure). The page must have its title.
    await expect(page).toHaveTitle(/Your account/);
    const results = await new AxeBuilder({ page }).analyze();
    const blocking = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);
    expect(blocking).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/account-${size.width}.png`, fullPage: true });
  }
});
