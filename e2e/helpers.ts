import fs from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext, type Page } from "@playwright/test";

export const STUDENT = { username: "ada", password: "stepwise-student" };
export const TEACHER = { username: "teacher", password: "stepwise-teacher" };

export interface BankProblem {
  id: string;
  title: string;
  statement: string;
  answer: string;
  referenceSteps: string[];
  skills: string[];
  source: string;
}

/** The bank the server was seeded from; the tests solve its problems with its own reference steps. */
export function loadBank(): BankProblem[] {
  return JSON.parse(fs.readFileSync(path.join(process.cwd(), "db/seed/problems.json"), "utf8")) as BankProblem[];
}

/** A generated arithmetic problem whose reference steps are plain "a op b = c" chains. */
export function arithmeticProblem(nth = 0): BankProblem {
  const p = loadBank().filter((x) => x.source === "generated" && x.skills.includes("whole-number-arithmetic"))[nth];
  if (!p) throw new Error("the bank has no whole-number arithmetic problem");
  return p;
}

/** The same steps with the result of the last step off by one: a pure arithmetic slip. */
export function withSlipInLastStep(steps: string[]): string[] {
  const last = steps[steps.length - 1]!;
  const m = /^(.*=\s*)(-?\d+)\s*$/.exec(last);
  if (!m) throw new Error(`cannot make a slip in "${last}"`);
  return [...steps.slice(0, -1), `${m[1]}${Number(m[2]) + 1}`];
}

export async function signIn(page: Page, user = STUDENT) {
  await page.goto("/login");
  await page.getByLabel("Username").fill(user.username);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
}

export async function apiSignIn(request: APIRequestContext, user = STUDENT) {
  const res = await request.post("/api/auth/login", { data: user });
  expect(res.status()).toBe(200);
}

/**
 * Types steps the way a student does: Enter after each one creates the next step. A reopened
 * problem comes back with the last attempt in the editor, so it starts over first.
 */
export async function typeSteps(page: Page, steps: string[]) {
  const rows = page.getByTestId("step-row");
  if ((await rows.count()) > 1 || (await page.getByLabel("Step 1", { exact: true }).inputValue()) !== "") {
    await page.getByRole("button", { name: "Start over" }).click();
  }
  await page.getByLabel("Step 1", { exact: true }).click();
  for (let i = 0; i < steps.length; i++) {
    await page.keyboard.type(steps[i]!);
    if (i < steps.length - 1) await page.keyboard.press("Enter");
  }
}

/** The demo class's id, read from the teacher's class list (other specs add classes of their own). */
export async function demoClassId(page: Page): Promise<string> {
  await page.goto("/teacher/classes");
  const href = await page.getByRole("link", { name: /Period 3 — Algebra/ }).first().getAttribute("href");
  return /\/teacher\/classes\/(\d+)/.exec(href ?? "")![1];
}

/** A new student account, joined to the demo class with its code in the browser; signed in on `page`. */
export async function joinAsNewStudent(page: Page, tag: string) {
  const username = `e2e-${tag}-${Date.now().toString(36)}`;
  const password = "practise-daily-42";
  await page.goto("/join?code=DEMO-2026");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Password again").fill(password);
  await page.getByRole("button", { name: "Join class" }).click();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  return { username, password };
}
