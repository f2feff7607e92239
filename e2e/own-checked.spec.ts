import { expect, test } from "@playwright/test";
import { typeSteps } from "./helpers";

// Issue 30, "say what was checked", on /own as a new student meets it (no sign-in needed).
const BOOKS = "A book costs $12 and a pen costs $3. How much do 4 books and 2 pens cost?";
const WRONG_ROUTE = ["4 books cost 4 + 12 = 16 dollars.", "2 pens cost 2 + 3 = 5 dollars.", "Together 16 + 5 = 21 dollars."];

test.describe("own problems say what was checked", () => {
  test("a word problem with no answer: the arithmetic checks out, the reasoning could not be checked", async ({ page }) => {
    await page.goto("/own");
    await page.getByLabel("The problem").fill(BOOKS);
    await typeSteps(page, WRONG_ROUTE);
    await page.getByRole("button", { name: "Check my steps" }).click();
    const feedback = page.getByTestId("feedback");
    await expect(feedback).not.toHaveAttribute("data-outcome", "correct");
    await expect(page.getByTestId("feedback-banner")).toHaveAttribute("data-note", "arithmetic-only");
    await expect(page.getByTestId("feedback-banner")).toContainText("The arithmetic checks out");
    await expect(page.getByTestId("feedback-banner")).toContainText("add the answer from your book");
    await expect(feedback).not.toContainText("All steps check out");
  });

  test("with a wrong expected answer and no step to stand behind, no step is blamed", async ({ page }) => {
    await page.goto("/own");
    await page.getByLabel("The problem").fill(BOOKS);
    await page.getByLabel("Expected answer (optional)").fill("54");
    await typeSteps(page, WRONG_ROUTE);
    await page.getByRole("button", { name: "Check my steps" }).click();
    const feedback = page.getByTestId("feedback");
    await expect(feedback).toHaveAttribute("data-outcome", "incorrect");
    await expect(page.getByTestId("feedback-banner")).toHaveAttribute("data-note", "answer-unplaced");
    await expect(page.getByTestId("feedback-banner")).toContainText("doesn't match");
    await expect(page.getByTestId("feedback-banner")).toContainText("steps 1, 2 and 3");
    await expect(feedback.locator(".fb-step--first-error")).toHaveCount(0);
    await expect(feedback.locator("[data-verdict=incorrect]")).toHaveCount(0);
  });

  test("-x = 5 solved as x = -5 is correct", async ({ page }) => {
    await page.goto("/own");
    await page.getByLabel("The problem").fill("Solve for x: -x = 5");
    await typeSteps(page, ["-x = 5", "x = -5"]);
    await page.getByRole("button", { name: "Check my steps" }).click();
    await expect(page.getByTestId("feedback")).toHaveAttribute("data-outcome", "correct");
    await expect(page.getByTestId("feedback").locator("[data-verdict=correct]")).toHaveCount(2);
  });
});
