import { expect, test } from "@playwright/test";
import { TEACHER, signIn } from "./helpers";

test("the authoring preview renders mixed text and maths; LaTeX that does not parse is refused", async ({ page }) => {
  await signIn(page, TEACHER);
  await page.goto("/teacher/problems/new");
  const statement = page.getByLabel("Problem statement");
  const preview = page.getByTestId("statement-preview");

  await statement.fill("Solve $2x + 3 = 11$ for $x$.");
  await expect(preview.locator(".katex")).toHaveCount(2);
  await expect(preview).not.toContainText("$");
  // Prose stays prose: "Solve" and "for" are text nodes outside KaTeX, not italic maths letters.
  await expect(preview.locator(":scope > span > span:not(:has(.katex))").first()).toHaveText(/^\s*Solve\s*$/);
  await expect(preview.locator(".katex-mathml annotation").first()).toHaveText("2x + 3 = 11");

  await statement.fill("Find \\frac{1}{2} of 10.");
  await expect(preview.locator(".katex")).toHaveCount(1);
  await expect(preview).toContainText("Find");
  await expect(preview).toContainText("of 10.");

  // Broken LaTeX: shown while typing, refused on save (client) and by the server (400, clear message).
  await statement.fill("Find \\frac{1 of 10.");
  await expect(page.getByTestId("latex-issues")).toContainText("Statement: the LaTeX does not parse");
  await page.getByLabel("Final answer").fill("5");
  await page.getByLabel("Reference solution (one step per line)").fill("10 / 2 = 5");
  await page.getByLabel("Multiplying and dividing fractions").check();
  await page.getByRole("button", { name: "Check and save" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Fix the LaTeX first" })).toBeVisible();
  const res = await page.request.post("/api/problems", {
    data: { statement: "Find \\frac{1 of 10.", answer: "5", referenceSteps: ["10 / 2 = 5"], skills: ["fraction-mul-div"], difficulty: 2 },
  });
  expect(res.status()).toBe(400);
  expect((await res.json()).error.message).toMatch(/statement: the LaTeX in the statement does not parse/);

  // Fixed: saved, and the student page shows the same rendering as the preview.
  await statement.fill("Solve $2x + 3 = 11$ for $x$.");
  await page.getByLabel("Final answer").fill("x = 4");
  await page.getByLabel("Reference solution (one step per line)").fill("2x = 8\nx = 4");
  await page.getByLabel("Multiplying and dividing fractions").uncheck();
  await page.getByLabel("Two-step linear equations").check();
  await page.getByRole("button", { name: "Check and save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
});
