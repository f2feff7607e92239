// Roles (issue 31): the admin creates a teacher on /teacher/admin and gives them a class; the new
// teacher signs in and sees only that class, not the admin's; the admin takes the class back and
// removes the teacher, whose session ends.
import { expect, test } from "@playwright/test";
import { TEACHER, apiSignIn, demoClassId, signIn } from "./helpers";

test("admin creates a teacher, who signs in and sees only their class; then the admin removes them", async ({ page, browser }, testInfo) => {
  const stamp = Date.now().toString(36);
  const lee = { username: `lee-${stamp}`, password: "a long initial pw 7", displayName: `Mr Lee ${stamp}` };
  const className = `Transfer class ${stamp}`;

  // The admin (the demo teacher) makes a class to hand over, then creates the teacher on the page.
  await signIn(page, TEACHER);
  const demoId = await demoClassId(page);
  expect((await page.request.post("/api/classes", { data: { name: className } })).status()).toBe(201);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Teachers" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Teachers" })).toBeVisible();
  await page.getByLabel("Username").fill(lee.username);
  await page.getByLabel("Display name").fill(lee.displayName);
  await page.getByLabel("Initial password").fill(lee.password);
  await page.getByRole("button", { name: "Create teacher" }).click();
  await expect(page.getByText(`Teacher ${lee.username} created.`)).toBeVisible();
  const leeRow = page.locator(`tr[data-teacher="${lee.username}"]`);
  await expect(leeRow).toContainText(lee.displayName);
  await expect(leeRow).not.toContainText("admin");

  // Give the new class to the new teacher.
  const classRow = page.locator(`tr[data-class="${className}"]`);
  await classRow.getByLabel(`New teacher for ${className}`).selectOption({ label: `${lee.displayName} (${lee.username})` });
  await classRow.getByRole("button", { name: `Transfer ${className}` }).click();
  await expect(classRow.getByRole("cell", { name: lee.displayName })).toBeVisible();
  await expect(leeRow).toContainText(className);
  await testInfo.attach("admin page", { body: await page.screenshot({ fullPage: true }), contentType: "image/png" });

  // The new teacher sees their class and nothing of the admin's.
  const leeContext = await browser.newContext();
  const leePage = await leeContext.newPage();
  await signIn(leePage, lee);
  await expect(leePage).toHaveURL(/\/teacher$/);
  await expect(leePage.getByRole("link", { name: className }).first()).toBeVisible();
  await expect(leePage.getByText("Period 3 — Algebra")).toHaveCount(0);
  await expect(leePage.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Teachers" })).toHaveCount(0);
  const classes = (await (await leePage.request.get("/api/classes")).json()) as { classes: { name: string }[] };
  expect(classes.classes.map((c) => c.name)).toEqual([className]);
  expect((await leePage.request.get(`/api/classes/${demoId}`)).status()).toBe(404);
  expect((await leePage.request.get(`/api/dashboard/${demoId}`)).status()).toBe(404);
  expect((await leePage.request.get("/api/admin/teachers")).status()).toBe(403);
  const adminPage = await leePage.goto("/teacher/admin");
  expect(adminPage?.status()).toBe(404);

  // While Lee owns a class the page offers no removal; take it back, then remove Lee.
  await page.reload();
  await expect(leeRow.getByRole("button", { name: `Remove ${lee.displayName}` })).toHaveCount(0);
  await classRow.getByLabel(`New teacher for ${className}`).selectOption({ label: "Ms. Rivera (teacher)" });
  await classRow.getByRole("button", { name: `Transfer ${className}` }).click();
  await expect(classRow.getByRole("cell", { name: "Ms. Rivera" })).toBeVisible();
  page.once("dialog", (d) => void d.accept());
  await leeRow.getByRole("button", { name: `Remove ${lee.displayName}` }).click();
  await expect(leeRow).toHaveCount(0);

  // Lee's session ended with the account, and the password no longer signs in.
  expect((await leePage.request.get("/api/classes")).status()).toBe(401);
  const login = await leeContext.request.post("/api/auth/login", { data: { username: lee.username, password: lee.password } });
  expect(login.status()).toBe(401);
  await leeContext.close();

  // The class stayed, with the admin.
  const admin = await browser.newContext();
  await apiSignIn(admin.request, TEACHER);
  const mine = (await (await admin.request.get("/api/classes")).json()) as { classes: { name: string }[] };
  expect(mine.classes.map((c) => c.name)).toContain(className);
  await admin.close();
});

test("the admin page at desktop and phone width", async ({ browser, request }, testInfo) => {
  // A second teacher, so the page shows a removable teacher and the transfer controls.
  await apiSignIn(request, TEACHER);
  const made = await request.post("/api/admin/teachers", { data: { username: `kim-${Date.now().toString(36)}`, displayName: "Ms Kim", password: "a long initial pw 8" } });
  expect(made.status()).toBe(201);
  const kimId = ((await made.json()) as { teacher: { id: number } }).teacher.id;
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    const context = await browser.newContext({ viewport });
    await apiSignIn(context.request, TEACHER);
    const page = await context.newPage();
    await page.goto("/teacher/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Teachers" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    const path = testInfo.outputPath(`admin-${viewport.width}.png`);
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach(`admin-${viewport.width}`, { path, contentType: "image/png" });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await context.close();
  }
  expect((await request.delete(`/api/admin/teachers/${kimId}`)).status()).toBe(200);
});
