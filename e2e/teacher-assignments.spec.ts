import { expect, test } from "@playwright/test";
import { STUDENT, TEACHER, apiSignIn, loadBank, signIn } from "./helpers";

const CLASS_NAME = "Period 3 — Algebra";

test("assignments show statements and skills, per-student status, and can be edited and deleted", async ({ page, browser }) => {
  await signIn(page, TEACHER);
  await page.getByRole("link", { name: CLASS_NAME }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: CLASS_NAME })).toBeVisible();
  const classId = Number(/\/teacher\/(\d+)/.exec(page.url())![1]);
  await page.getByRole("navigation", { name: "Class sections" }).getByRole("link", { name: "Assignments" }).click();

  // The picker shows each problem's rendered statement and skill, not only its title.
  await page.getByLabel("Problems I pick from the bank").check();
  await page.getByLabel("Show problems for").selectOption("linear-two-step");
  const [first, second] = loadBank().filter((p) => p.skills.includes("linear-two-step") && p.source === "generated");
  const pick = page.getByRole("checkbox", { name: new RegExp(first!.title) }).first();
  await expect(pick).toBeVisible();
  const pickLabel = page.locator("label").filter({ has: page.locator(`input[type=checkbox]`) }).filter({ hasText: "Two-step linear equations" }).first();
  await expect(pickLabel.locator(".katex").first()).toBeVisible();

  // Create one through the API (two known problems), then work with it in the page.
  const title = `Edit me ${Date.now()}`;
  const created = await page.request.post("/api/assignments", { data: { classId, title, problemIds: [first!.id, second!.id] } });
  expect(created.status()).toBe(201);
  const assignmentId = (await created.json()).assignment.id;

  // Ada attempts one problem (wrongly): in progress; everyone else: not started.
  const ada = await browser.newContext();
  await apiSignIn(ada.request, STUDENT);
  expect((await ada.request.post("/api/check", { data: { problemId: first!.id, steps: ["x = 12345"] } })).status()).toBe(200);
  await ada.close();

  await page.reload();
  const card = page.getByTestId("assignment").filter({ hasText: title });
  await expect(card.locator(".katex").first()).toBeVisible();
  await expect(card).toContainText("Two-step linear equations");
  const adaRow = card.locator("tr").filter({ hasText: "Ada" });
  await expect(adaRow.locator("[data-status]")).toHaveAttribute("data-status", "in-progress");
  await expect(card.locator("[data-status='not-started']").first()).toHaveText("Not started");

  // Edit: new title and due date, drop the second problem.
  await card.getByRole("button", { name: "Edit" }).click();
  const form = page.getByRole("form", { name: `Edit ${title}` });
  await form.getByLabel("Title").fill(`${title} (renamed)`);
  await form.getByLabel("Due date (optional)").fill("2030-01-31");
  await form.getByRole("checkbox", { name: second!.title }).last().uncheck();
  await form.getByRole("button", { name: "Save changes" }).click();
  const renamed = page.getByTestId("assignment").filter({ hasText: `${title} (renamed)` });
  // Dates show in the viewer's locale (LocalTime); the due date keeps its calendar day.
  await expect(renamed).toContainText(/1 problem · due Jan 31, 2030/);

  // Another teacher's (or a student's) request cannot touch it.
  const student = await browser.newContext();
  await apiSignIn(student.request, STUDENT);
  expect((await student.request.delete(`/api/assignments/${assignmentId}`)).status()).toBe(403);
  await student.close();
  expect((await page.request.patch(`/api/assignments/${assignmentId}`, { data: { title: "" } })).status()).toBe(400);

  // Delete, after confirming.
  page.once("dialog", (d) => d.accept());
  await renamed.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByTestId("assignment").filter({ hasText: title })).toHaveCount(0);
  expect((await page.request.delete(`/api/assignments/${assignmentId}`)).status()).toBe(404);
});
