// Issue 32 sections 2-5: the teacher and the student in one loop (a note with a correction, own
// work shared with the teacher, My problems with edit, archive and one problem per save, editing
// assignments), the student home, and the header at 1280 px. New pages: axe and no overflow at
// 1280 and 390 px, screenshots in e2e/artifacts.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { parseCsv } from "../lib/dashboard/csv";
import { TEACHER, apiSignIn, arithmeticProblem, demoClassId, signIn, withSlipInLastStep } from "./helpers";

const BEN = { username: "ben", password: "stepwise-student" };
const CLEO = { username: "cleo", password: "stepwise-student" };
const WIDTHS = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;

async function audit(page: Page, label: string, width: number) {
  await page.waitForLoadState("networkidle");
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ")}`);
  expect(blocking, `axe on ${label} at ${width}px`).toEqual([]);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${label} fits ${width}px`).toBeLessThanOrEqual(width);
  await page.screenshot({ path: `e2e/artifacts/teacher-loop-${label}-${width}.png`, fullPage: true });
}

async function context(browser: Browser, user: { username: string; password: string }, width = 1280) {
  const ctx = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 } });
  await apiSignIn(ctx.request, user);
  return ctx;
}

test("a teacher corrects with a note and the student sees it on the problem page", async ({ browser }) => {
  const problem = arithmeticProblem(2);
  const steps = withSlipInLastStep(problem.referenceSteps);
  const ben = await context(browser, BEN);
  const checked = await (await ben.request.post("/api/check", { data: { problemId: problem.id, steps } })).json();
  expect(checked.firstErrorIndex).toBe(steps.length - 1);

  const teacher = await context(browser, TEACHER);
  const page = await teacher.newPage();
  const classId = await demoClassId(page);
  await page.goto(`/teacher/${classId}/submissions?problemId=${problem.id}`);
  const card = page.locator(`article[aria-labelledby='sub-${checked.submissionId}']`);
  await card.getByText("Correct the verdict").click();
  await card.getByLabel("Step", { exact: true }).selectOption(String(steps.length - 1));
  await card.getByLabel("The first error is here").check();
  await card.getByLabel("Error type").selectOption("arithmetic");
  await card.getByLabel("Note to the student (optional)").fill("Look again at the last sum: carry the one.");
  await card.getByRole("button", { name: "Save correction" }).click();
  await expect(card.getByRole("status")).toContainText("Saved");
  await expect(card.getByTestId("correction-note")).toContainText("carry the one");

  for (const size of WIDTHS) {
    const phone = await context(browser, BEN, size.width);
    const bp = await phone.newPage();
    await bp.goto(`/problems/${problem.id}`);
    const changed = bp.getByTestId("teacher-changed");
    await expect(changed.getByRole("heading", { name: "Your teacher changed this" })).toBeVisible();
    await expect(changed).toContainText(`The first error is at step ${steps.length}`);
    await expect(changed.getByTestId("teacher-note")).toHaveText("Look again at the last sum: carry the one.");
    await audit(bp, "problem-with-note", size.width);
    await phone.close();
  }
  await ben.close();
  await teacher.close();
});

test("own-problem work appears for the class's teacher, marked as own work, and the student is told", async ({ browser }) => {
  const cleo = await context(browser, CLEO);
  const cp = await cleo.newPage();
  await cp.goto("/own");
  await expect(cp.getByTestId("own-work-shared")).toContainText("Your teacher sees the problems you check here");
  const statement = `Book page 12: solve 4x + 2 = 18 (${Date.now()})`;
  const res = await cleo.request.post("/api/check", { data: { problem: statement, steps: ["4x = 16", "x = 4"] } });
  expect(res.status()).toBe(200);

  const teacher = await context(browser, TEACHER);
  const page = await teacher.newPage();
  const classId = await demoClassId(page);
  await page.goto(`/teacher/${classId}/submissions`);
  const card = page.getByTestId("submission").filter({ hasText: statement }).first();
  await expect(card.getByTestId("own-work-tag")).toHaveText("Own work");
  await expect(card).toContainText("Own problem: Book page 12");
  const csv = await page.request.get(`/api/export?classId=${classId}&kind=submissions`);
  const text = await csv.text();
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const [header, ...rows] = parseCsv(text);
  const own = header!.indexOf("own_work");
  expect(own).toBeGreaterThan(0);
  expect(rows.some((r) => r[header!.indexOf("problem_title")]!.startsWith("Own problem: Book page 12") && r[own] === "true")).toBe(true);
  await cleo.close();
  await teacher.close();
});

test("My problems: a double save makes one problem, the form clears, edit and archive work", async ({ browser }) => {
  const teacher = await context(browser, TEACHER);
  const page = await teacher.newPage();
  const title = `Fence posts ${Date.now().toString(36)}`;
  await page.goto("/teacher/problems/new");
  await page.getByLabel("Title (optional)").fill(title);
  await page.getByLabel("Problem statement").fill("Solve $3x + 4 = 19$ for $x$.");
  await page.getByLabel("Final answer").fill("x = 5");
  await page.getByLabel("Reference solution (one step per line)").fill("3x = 15\nx = 5");
  await page.getByLabel("Two-step linear equations").check();
  // A double click, and the same form sent again by hand (a retried request): one problem.
  await page.getByRole("button", { name: "Check and save" }).dblclick();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  await expect(page.getByLabel("Problem statement")).toHaveValue("");
  await expect(page.getByLabel("Title (optional)")).toHaveValue("");
  await expect(page.getByLabel("Two-step linear equations")).not.toBeChecked();
  const again = { title: `${title} api`, statement: "Solve $2x = 8$.", answer: "x = 4", referenceSteps: ["x = 4"], skills: ["linear-one-step"], difficulty: 1, clientKey: "e2e-form-key-1" };
  expect((await page.request.post("/api/problems", { data: again })).status()).toBe(201);
  expect((await page.request.post("/api/problems", { data: again })).status()).toBe(200);

  await page.goto("/teacher/problems");
  await expect(page.getByRole("heading", { level: 1, name: "My problems" })).toBeVisible();
  const mine = page.getByTestId("my-problems").locator("> li");
  await expect(mine.filter({ hasText: title }).filter({ hasNotText: "api" })).toHaveCount(1);
  await expect(mine.filter({ hasText: `${title} api` })).toHaveCount(1);
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.reload();
    await audit(page, "my-problems", size.width);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // Edit: the reference is checked again; the new statement is what students see.
  const item = mine.filter({ hasText: title }).filter({ hasNotText: "api" });
  const id = await item.getAttribute("data-problem-id");
  await item.getByRole("link", { name: /^Edit/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Edit");
  await page.getByLabel("Problem statement").fill("Solve $3x + 4 = 25$ for $x$.");
  await page.getByLabel("Final answer").fill("x = 7");
  await page.getByLabel("Reference solution (one step per line)").fill("3x = 21\nx = 7");
  await page.getByRole("button", { name: "Check and save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.reload();
    await audit(page, "edit-problem", size.width);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  const ben = await context(browser, BEN);
  const bp = await ben.newPage();
  await bp.goto(`/problems/${id}`);
  await expect(bp.getByTestId("statement")).toContainText("25");
  // a student attempt, which archiving keeps
  expect((await ben.request.post("/api/check", { data: { problemId: id, steps: ["3x = 21", "x = 7"] } })).status()).toBe(200);

  await page.goto("/teacher/problems");
  page.once("dialog", (d) => d.accept());
  await item.getByRole("button", { name: /^Archive/ }).click();
  await expect(item).toHaveAttribute("data-archived", "true");
  await expect(item).toContainText("1 attempt so far");
  expect((await bp.goto(`/problems/${id}`))?.status()).toBe(404);
  await bp.goto(`/problems?q=${encodeURIComponent(title)}`);
  await expect(bp.locator(".problem-item")).toHaveCount(1); // the "api" one only
  await expect(bp.locator(`.problem-item[data-problem-id="${id}"]`)).toHaveCount(0);
  await item.getByRole("button", { name: /^Restore/ }).click();
  await expect(item).toHaveAttribute("data-archived", "false");
  expect((await bp.goto(`/problems/${id}`))?.status()).toBe(200);
  await ben.close();
  await teacher.close();
});

test("the student home lists the assignment due soonest first; sign-in lands there; the header is one row at 1280 px", async ({ browser, page }) => {
  const teacher = await context(browser, TEACHER);
  const tp = await teacher.newPage();
  const classId = Number(await demoClassId(tp));
  const problem = arithmeticProblem(3);
  const soon = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const later = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const title = `Due tomorrow ${Date.now().toString(36)}`;
  const laterTitle = `Due later ${Date.now().toString(36)}`;
  const mk = (t: string, dueDate: string) => tp.request.post("/api/assignments", { data: { classId, title: t, dueDate, problemIds: [problem.id] } });
  expect((await mk(laterTitle, later)).status()).toBe(201);
  const created = await mk(title, soon);
  expect(created.status()).toBe(201);
  const assignmentId = (await created.json()).assignment.id;

  // The teacher adds a problem to it after creation.
  const extra = arithmeticProblem(4);
  const patched = await tp.request.patch(`/api/assignments/${assignmentId}`, { data: { problemIds: [problem.id, extra.id] } });
  expect(patched.status()).toBe(200);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, { username: "dev", password: "stepwise-student" });
  await expect(page).toHaveURL(/\/home$/);
  // Soonest due first (on a fresh database the one due tomorrow is the first of all).
  const items = page.getByTestId("home-assignment");
  await expect(items.filter({ hasText: title })).toContainText("0 of 2 done");
  const texts = await items.allTextContents();
  expect(texts.findIndex((t) => t.includes(title))).toBeLessThan(texts.findIndex((t) => t.includes(laterTitle)));
  const dues = (await items.evaluateAll((els) => els.map((e) => e.getAttribute("data-due") ?? ""))).map((d) => (d ? Date.parse(d) : Infinity));
  expect(dues).toEqual([...dues].sort((a, b) => a - b));
  await expect(page.getByTestId("home-practice-reason")).not.toBeEmpty();

  // "Signed in as … / Sign out" on the same row as the brand and the links.
  const brand = await page.locator(".brand").boundingBox();
  const signOut = await page.getByRole("button", { name: "Sign out" }).boundingBox();
  const who = await page.locator(".site-header__user .who").boundingBox();
  expect(Math.abs(signOut!.y + signOut!.height / 2 - (brand!.y + brand!.height / 2))).toBeLessThan(8);
  expect(Math.abs(who!.y - signOut!.y)).toBeLessThan(12);

  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.reload();
    await audit(page, "home", size.width);
    await page.goto("/problems?q=Compute");
    await audit(page, "problems-search", size.width);
    await page.goto("/home");
  }
  await teacher.close();
});
