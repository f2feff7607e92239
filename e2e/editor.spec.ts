import { expect, test } from "@playwright/test";
import { arithmeticProblem } from "./helpers";

test.describe("the step editor", () => {
  test("keyboard: Enter adds a step and moves focus, Backspace on an empty step removes it", async ({ page }) => {
    const problem = arithmeticProblem();
    await page.goto(`/problems/${problem.id}`);
    const step1 = page.getByLabel("Step 1", { exact: true });
    await step1.click();
    await page.keyboard.type("2x + 3 = 11");
    await page.keyboard.press("Enter");
    const step2 = page.getByLabel("Step 2", { exact: true });
    await expect(step2).toBeFocused();
    await expect(page.getByTestId("step-count")).toHaveText("2 of 30 steps");

    // Enter in the middle of a step splits it at the caret.
    await page.keyboard.type("2x = 8x = 4");
    for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("Enter");
    await expect(step2).toHaveValue("2x = 8");
    await expect(page.getByLabel("Step 3", { exact: true })).toHaveValue("x = 4");
    await expect(page.getByLabel("Step 3", { exact: true })).toBeFocused();

    // The preview renders the step with KaTeX.
    await expect(page.getByTestId("step-row").first().locator(".katex")).toBeVisible();

    // Backspace on an empty step removes it and returns to the step above.
    await page.keyboard.press("End");
    await page.keyboard.press("Enter");
    await expect(page.getByLabel("Step 4", { exact: true })).toBeFocused();
    await page.keyboard.press("Backspace");
    await expect(page.getByTestId("step-row")).toHaveCount(3);
    await expect(page.getByLabel("Step 3", { exact: true })).toBeFocused();

    // The remove button removes a step too.
    await page.getByRole("button", { name: "Remove step 2" }).click();
    await expect(page.getByTestId("step-row")).toHaveCount(2);
    await expect(page.getByLabel("Step 2", { exact: true })).toHaveValue("x = 4");
  });

  test("pasting several lines makes several steps", async ({ page }) => {
    const problem = arithmeticProblem();
    await page.goto(`/problems/${problem.id}`);
    await page.getByLabel("Step 1", { exact: true }).focus();
    await page.evaluate(() => {
      const el = document.activeElement as HTMLTextAreaElement;
      const data = new DataTransfer();
      data.setData("text/plain", "16 - 3 = 13\n13 - 4 = 9\n\n9 × 2 = 18\n");
      el.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect(page.getByTestId("step-row")).toHaveCount(3);
    await expect(page.getByLabel("Step 3", { exact: true })).toHaveValue("9 × 2 = 18");
  });

  test("bad input gets a clear error and nothing is sent", async ({ page }) => {
    const problem = arithmeticProblem();
    await page.goto(`/problems/${problem.id}`);
    await page.getByRole("button", { name: "Check my steps" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Write at least one step" })).toBeVisible();

    // Over-long input is cut at the limit while typing (e2e/student-work.spec.ts covers it fully).
    await page.getByLabel("Step 1", { exact: true }).fill("1 + 1 = 2 ".repeat(60));
    await expect(page.locator(".step__count--over")).toBeVisible();
    await expect(page.getByTestId("step-limit")).toBeVisible();
    await expect(page.getByLabel("Step 1", { exact: true })).toHaveValue("1 + 1 = 2 ".repeat(50));
  });
});
