// axe-core over every page, signed out, as a student and as a teacher, at desktop and phone
// width: no serious or critical violation, and nothing wider than a 390 px phone.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { STUDENT, TEACHER, apiSignIn, arithmeticProblem, demoClassId } from "./helpers";

const WIDTHS = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;

const BLOCKING = new Set(["serious", "critical"]);

async function audit(page: Page, path: string, width: number) {
  const res = await page.goto(path);
  expect(res?.status(), `${path} loads`).toBeLessThan(500);
  await page.waitForLoadState("networkidle");
  // The default rule set, plus the (experimental) check that a control's name contains its visible label.
  const results = await new AxeBuilder({ page }).analyze();
  const labelInName = await new AxeBuilder({ page }).withRules(["label-content-name-mismatch"]).analyze();
  const blocking = [...results.violations, ...labelInName.violations]
    .filter((v) => BLOCKING.has(v.impact ?? ""))
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ")}`);
  expect(blocking, `axe on ${path} at ${width}px`).toEqual([]);
  if (width <= 390) {
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, `${path} is no wider than the phone`).toBeLessThanOrEqual(390);
  }
}

async function signedIn(browser: Browser, user: typeof STUDENT, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  await apiSignIn(context.request, user);
  return context;
}

for (const size of WIDTHS) {
  test.describe(`accessibility at ${size.width}px`, () => {
    const viewport = { width: size.width, height: size.height };

    test("signed-out pages", async ({ browser }) => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      for (const path of ["/", "/login", "/join", "/setup", "/problems", `/problems/${arithmeticProblem().id}`, "/own", "/no-such-page"]) {
        await audit(page, path, size.width);
      }
      await context.close();
    });

    test("student pages", async ({ browser }) => {
      const context = await signedIn(browser, STUDENT, viewport);
      const page = await context.newPage();
      const paths = ["/home", "/problems", `/problems/${arithmeticProblem().id}`, "/practice", "/own", "/history", "/progress", "/assignments"];
      for (const path of paths) await audit(page, path, size.width);
      await context.close();
    });

    test("teacher pages", async ({ browser }) => {
      const context = await signedIn(browser, TEACHER, viewport);
      const page = await context.newPage();
      const classId = await demoClassId(page);
      const paths = [
        "/teacher",
        "/teacher/classes",
        `/teacher/classes/${classId}`,
        `/teacher/${classId}`,
        `/teacher/${classId}/submissions`,
        `/teacher/${classId}/assignments`,
        "/teacher/problems/new",
        `/history?student=${await firstStudentId(page, classId!)}`,
        `/progress?student=${await firstStudentId(page, classId!)}`,
      ];
      for (const path of paths) await audit(page, path, size.width);
      await context.close();
    });

    // Apart from "teacher pages" so that list stays inside its time budget on a busy machine.
    test("admin page", async ({ browser }) => {
      const context = await signedIn(browser, TEACHER, viewport);
      const page = await context.newPage();
      await audit(page, "/teacher/admin", size.width);
      await context.close();
    });
  });
}

async function firstStudentId(page: Page, classId: string): Promise<string> {
  await page.goto(`/teacher/classes/${classId}`);
  const href = await page.locator("a[href^='/progress?student=']").first().getAttribute("href");
  return /student=(\d+)/.exec(href ?? "")?.[1] ?? "0";
}
