import { expect, test } from "@playwright/test";
import { arithmeticProblem, signIn, typeSteps, withSlipInLastStep } from "./helpers";

test.describe("solving a bank problem", () => {
  test("a correct solution: every step checks out", async ({ page }, testInfo) => {
    const problem = arithmeticProblem();
    await signIn(page);
    await expect(page).toHaveURL(/\/home$/);

    await page.goto(`/problems/${problem.id}`);
    await expect(page.getByRole("heading", { level: 1, name: problem.title })).toBeVisible();
    await typeSteps(page, problem.referenceSteps);
    await expect(page.getByTestId("step-row")).toHaveCount(problem.referenceSteps.length);

    await page.getByRole("button", { name: "Check my steps" }).click();
    const feedback = page.getByTestId("feedback");
    await expect(feedback.getByTestId("feedback-banner")).toContainText(/all steps check out/i);
    await expect(page.getByRole("heading", { name: "Feedback" })).toBeFocused();
    await expect(feedback.locator("[data-verdict=correct]")).toHaveCount(problem.referenceSteps.length);

    const shot = await page.screenshot({ path: "e2e/artifacts/feedback-correct.png", fullPage: true });
    await testInfo.attach("feedback-correct", { body: shot, contentType: "image/png" });
  });

  test("an arithmetic slip: the right step is flagged with an arithmetic message", async ({ page }, testInfo) => {
    const problem = arithmeticProblem();
    const steps = withSlipInLastStep(problem.referenceSteps);
    const faulty = steps.length - 1;
    await signIn(page);
    await page.goto(`/problems/${problem.id}`);
    await typeSteps(page, steps);
    await page.getByRole("button", { name: "Check my steps" }).click();

    const feedback = page.getByTestId("feedback");
    await expect(feedback.getByTestId("feedback-banner")).toContainText(`Step ${faulty + 1} needs another look`);
    const flagged = feedback.locator(".fb-step--first-error");
    await expect(flagged).toHaveCount(1);
    await expect(flagged).toHaveAttribute("data-step-index", String(faulty));
    await expect(flagged).toContainText("Arithmetic slip");
    await expect(flagged).toContainText("Incorrect");
    // Steps before the slip are confirmed.
    for (let i = 0; i < faulty; i++) {
      await expect(feedback.locator(`[data-step-index="${i}"]`)).toHaveAttribute("data-verdict", "correct");
    }
    // The live region tells screen-reader users what happened.
    await expect(page.locator("[aria-live=polite]").filter({ hasText: "needs another look" })).toContainText(`Step ${faulty + 1} needs another look`);

    const shot = await page.screenshot({ path: "e2e/artifacts/feedback.png", fullPage: true });
    await testInfo.attach("feedback", { body: shot, contentType: "image/png" });

    await page.setViewportSize({ width: 360, height: 780 });
    const phone = await page.screenshot({ path: "e2e/artifacts/feedback-phone.png", fullPage: true });
    await testInfo.attach("feedback-phone", { body: phone, contentType: "image/png" });
    // Nothing overflows sideways at phone width.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("the attempt history lists earlier attempts after a reload", async ({ page }) => {
    // Another generated problem than the other tests use, and counts relative to what is there,
    // so other specs signing in as the same student cannot break this one.
    const problem = arithmeticProblem(1);
    await signIn(page, { username: "ben", password: "stepwise-student" });
    await page.goto(`/problems/${problem.id}`);
    await expect(page.getByRole("heading", { name: "Your earlier attempts" })).toBeVisible();
    const attempts = page.locator("[data-attempt-id]");
    const before = await attempts.count();

    await typeSteps(page, withSlipInLastStep(problem.referenceSteps));
    await page.getByRole("button", { name: "Check my steps" }).click();
    await expect(page.getByTestId("feedback-banner")).toBeVisible();
    await expect(attempts).toHaveCount(before + 1);

    await page.reload();
    const list = page.getByTestId("attempt-list");
    await expect(attempts).toHaveCount(before + 1);
    await expect(attempts.first()).toContainText("needs another look");

    // The attempt can be opened and loaded back into the editor.
    await attempts.first().locator("summary").click();
    await attempts.first().getByRole("button", { name: "Load into editor" }).click();
    await expect(page.getByTestId("step-row")).toHaveCount(problem.referenceSteps.length);
    await expect(page.getByLabel("Step 1", { exact: true })).toHaveValue(problem.referenceSteps[0]!);

    // A second, corrected attempt appears first.
    const last = page.getByLabel(`Step ${problem.referenceSteps.length}`, { exact: true });
    await last.fill(problem.referenceSteps[problem.referenceSteps.length - 1]!);
    await page.getByRole("button", { name: "Check my steps" }).click();
    await expect(page.getByTestId("feedback-banner")).toContainText(/all steps check out/i);
    await expect(attempts).toHaveCount(before + 2);
    await expect(list.locator("[data-attempt-id]").first()).toContainText("All steps check out");
  });
});
