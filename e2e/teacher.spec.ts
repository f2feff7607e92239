import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { parseCsv } from "../lib/dashboard/csv";
import { STUDENT, TEACHER, apiSignIn, arithmeticProblem, signIn, withSlipInLastStep } from "./helpers";

const CLASS_NAME = "Period 3 — Algebra";

test.describe("teacher dashboard", () => {
  test("heatmap → drill-down → assign a practice set → author a problem → export CSV", async ({ page, browser }, testInfo) => {
    // Ada makes an arithmetic slip, so the heatmap has a known cell whatever the demo history holds.
    const problem = arithmeticProblem();
    const steps = withSlipInLastStep(problem.referenceSteps);
    const faulty = steps.length - 1;
    const ada = await browser.newContext();
    await apiSignIn(ada.request, STUDENT);
    const check = await ada.request.post("/api/check", { data: { problemId: problem.id, steps } });
    expect(check.status()).toBe(200);
    expect((await check.json()).firstErrorIndex).toBe(faulty);

    // Heatmap.
    await signIn(page, TEACHER);
    await expect(page).toHaveURL(/\/teacher$/);
    await page.getByRole("link", { name: CLASS_NAME }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: CLASS_NAME })).toBeVisible();
    const heatmap = page.getByRole("table", { name: /First errors by skill and type/ });
    await expect(heatmap).toBeVisible();
    await expect(page.getByRole("img", { name: /Weekly submissions/ })).toBeVisible();
    const classUrl = page.url();
    await testInfo.attach("overview", { body: await page.screenshot({ fullPage: true }), contentType: "image/png" });

    // Drill into the cell: whole-number arithmetic × arithmetic slip.
    await heatmap.getByTestId("heat-whole-number-arithmetic-arithmetic").click();
    await expect(page).toHaveURL(/\/submissions\?.*skill=whole-number-arithmetic.*errorType=arithmetic/);
    const card = page.getByTestId("submission").filter({ hasText: "Ada" }).filter({ hasText: problem.title }).first();
    await expect(card).toBeVisible();
    const flagged = card.locator(".fb-step--first-error");
    await expect(flagged).toHaveAttribute("data-step-index", String(faulty));
    await expect(flagged).toContainText("Arithmetic slip");
    await testInfo.attach("drill-down", { body: await page.screenshot({ fullPage: true }), contentType: "image/png" });

    // Assign a practice set; Ada sees it.
    await page.getByRole("navigation", { name: "Class sections" }).getByRole("link", { name: "Assignments" }).click();
    const title = `Fractions practice ${Date.now()}`;
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Skill", { exact: true }).selectOption("fraction-add-sub");
    await page.getByLabel("Number of problems").fill("2");
    await page.getByRole("button", { name: "Assign to class" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Assigned “${title}” with 2 problems` })).toBeVisible();
    const assigned = page.getByTestId("assignment").filter({ hasText: title });
    await expect(assigned).toContainText(/0\/\d+\s*students complete/);

    const adaPage = await ada.newPage();
    await adaPage.goto("/assignments");
    const adaAssignment = adaPage.getByTestId("student-assignment").filter({ hasText: title });
    await expect(adaAssignment).toBeVisible();
    await expect(adaAssignment.getByRole("link")).toHaveCount(2);
    await adaPage.goto("/problems");
    await expect(adaPage.getByRole("region", { name: "Assigned to you" })).toContainText(title);
    await ada.close();

    // Author a problem: a wrong reference is refused with the flagged step; the fixed one is saved.
    await page.goto("/teacher/problems/new");
    await page.getByLabel("Problem statement").fill("Solve 2x + 3 = 11");
    await page.getByLabel("Final answer").fill("x = 4");
    await page.getByLabel("Reference solution (one step per line)").fill("2x = 14\nx = 4");
    await page.getByLabel("Two-step linear equations").check();
    await page.getByRole("button", { name: "Check and save" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "does not check out at step 1" })).toBeVisible();
    const bad = page.getByTestId("reference-preview").locator("li[data-step-index='0']");
    await expect(bad.getByTestId("step-error")).toBeVisible();
    await page.getByLabel("Reference solution (one step per line)").fill("2x = 8\nx = 4");
    await page.getByRole("button", { name: "Check and save" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();

    // Export: the CSV downloads and parses, with Ada's flagged step in it.
    await page.goto(classUrl);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Submissions with step feedback (CSV)" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const rows = parseCsv(fs.readFileSync((await download.path())!, "utf8"));
    expect(rows[0]).toEqual(["student", "student_name", "problem_id", "problem_title", "submission_id", "submitted_at", "outcome", "step", "step_text", "verdict", "error_type", "message", "carried_from_step", "own_work", "hint_level"]);
    expect(rows.slice(1).every((r) => r.length === rows[0]!.length)).toBe(true);
    expect(rows.some((r) => r[0] === "ada" && r[2] === problem.id && r[7] === String(faulty + 1) && r[9] === "incorrect" && r[10] === "arithmetic")).toBe(true);
  });

  test("students and signed-out visitors are kept out", async ({ page, request }) => {
    const anon = await request.get("/api/dashboard/1");
    expect(anon.status()).toBe(401);
    await apiSignIn(page.request, STUDENT);
    expect((await page.request.get("/api/dashboard/1")).status()).toBe(403);
    expect((await page.request.get("/api/export?classId=1&kind=submissions")).status()).toBe(403);
    await page.goto("/teacher");
    await expect(page).toHaveURL(/\/problems/);
  });
});
