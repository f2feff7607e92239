import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { parseDataset } from "../lib/eval/dataset";
import { STUDENT, TEACHER, apiSignIn, arithmeticProblem, signIn, withSlipInLastStep } from "./helpers";

const CLASS_NAME = "Period 3 — Algebra";

test("a teacher's correction changes the class view, the student's record and the eval export", async ({ page, browser }) => {
  // Ada's slip is flagged as an arithmetic error at the last step; the teacher overrules it.
  const problem = arithmeticProblem(1);
  const steps = withSlipInLastStep(problem.referenceSteps);
  const faulty = steps.length - 1;
  const ada = await browser.newContext();
  await apiSignIn(ada.request, STUDENT);
  const check = await ada.request.post("/api/check", { data: { problemId: problem.id, steps } });
  expect(check.status()).toBe(200);
  const checked = await check.json();
  expect(checked.firstErrorIndex).toBe(faulty);
  const submissionId: number = checked.submissionId;
  expect(submissionId).toBeGreaterThan(0);

  await signIn(page, TEACHER);
  await page.getByRole("link", { name: CLASS_NAME }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: CLASS_NAME })).toBeVisible();
  const classUrl = page.url();
  const classId = /\/teacher\/(\d+)/.exec(classUrl)![1];
  const cell = page.getByTestId("heat-whole-number-arithmetic-arithmetic").locator("strong");
  const before = Number(await cell.textContent());
  expect(before).toBeGreaterThan(0);

  // The submission, as the teacher sees it: correct the verdict on the flagged step.
  await page.goto(`/teacher/${classId}/submissions?problemId=${problem.id}`);
  const card = page.locator(`article[aria-labelledby='sub-${submissionId}']`);
  await expect(card.locator(".fb-step--first-error")).toHaveAttribute("data-step-index", String(faulty));
  await card.getByText("Correct the verdict").click();
  await card.getByLabel("Step", { exact: true }).selectOption(String(faulty));
  await card.getByLabel("The first error is here").check();
  await card.getByLabel("Error type").selectOption("wrong-operation");
  await card.getByRole("button", { name: "Save correction" }).click();
  await expect(card.getByRole("status")).toContainText(`The first error is now at step ${faulty + 1}`);
  await expect(card.getByTestId("correction-note")).toContainText(`Corrected by`);
  await expect(card.locator(".fb-step--first-error")).toContainText("Wrong operation");

  // The class view counts it under the teacher's type now.
  await page.goto(classUrl);
  const after = (await page.getByTestId("heat-whole-number-arithmetic-arithmetic").count())
    ? Number(await cell.textContent())
    : 0;
  expect(after).toBe(before - 1);
  await expect(page.getByTestId("heat-whole-number-arithmetic-wrong-operation")).toBeVisible();

  // "This step is fine": no error left; the student's history says who corrected it.
  await page.goto(`/teacher/${classId}/submissions?problemId=${problem.id}`);
  await card.getByText("Correct the verdict").click();
  await card.getByLabel("This step is fine").check();
  await card.getByRole("button", { name: "Save correction" }).click();
  await expect(card.getByRole("status")).toContainText("No step has an error now");
  await expect(card).toContainText("✓ Correct");

  const adaPage = await ada.newPage();
  await adaPage.goto("/history");
  const entry = adaPage.locator(`[data-attempt-id='${submissionId}']`);
  await expect(entry).toHaveAttribute("data-outcome", "correct");
  await expect(entry.getByTestId("correction-note")).toContainText("Corrected by your teacher");
  await ada.close();

  // The export: eval-format JSON with the teacher's label.
  await page.goto(classUrl);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: /Teacher corrections/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/corrections.*\.json$/);
  const items = parseDataset(JSON.parse(fs.readFileSync((await download.path())!, "utf8")));
  const item = items.find((i) => i.id === `correction-${submissionId}`);
  expect(item).toMatchObject({ steps, label: -1 });
  expect(item!.reference).toEqual(problem.referenceSteps);

  // Only teachers of the student's class may correct.
  expect((await browser.newContext().then((c) => c.request.put(`/api/submissions/${submissionId}/correction`, { data: { kind: "fine", stepIndex: 0 } }))).status()).toBe(401);
});
