import { expect, test, type Page } from "@playwright/test";
import { STUDENT, TEACHER, arithmeticProblem, joinAsNewStudent, signIn, typeSteps, withSlipInLastStep } from "./helpers";

// Issue 13, students: no lost work (drafts, last attempt, ended sessions), own problems,
// the next-problem flow and the editor's limits and math keys, in a real browser.

/** A brand-new student in the demo class, so earlier runs and other specs cannot interfere. */
const stepValues = (page: Page) => page.locator(".step__input").evaluateAll((els) => els.map((e) => (e as HTMLTextAreaElement).value));

test.describe("no lost work", () => {
  test("a draft survives navigating to History and back, and a reload", async ({ page }) => {
    const problem = arithmeticProblem(2);
    await joinAsNewStudent(page, "draft");
    await page.goto(`/problems/${problem.id}`);
    const draft = problem.referenceSteps.slice(0, 2);
    await typeSteps(page, draft);

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "History" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your attempts" })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1, name: problem.title })).toBeVisible();
    await expect.poll(() => stepValues(page)).toEqual(draft);
    await expect(page.getByTestId("draft-note")).toContainText("Restored your unsaved work");

    await page.reload();
    await expect.poll(() => stepValues(page)).toEqual(draft);
    // Nothing was checked, so nothing is stored on the server.
    await expect(page.getByTestId("feedback")).toHaveCount(0);
  });

  test("the last attempt and its feedback come back when the problem is reopened", async ({ page }) => {
    const problem = arithmeticProblem(3);
    const steps = withSlipInLastStep(problem.referenceSteps);
    await joinAsNewStudent(page, "last");
    await page.goto(`/problems/${problem.id}`);
    await typeSteps(page, steps);
    await page.getByRole("button", { name: "Check my steps" }).click();
    await expect(page.getByTestId("feedback-banner")).toContainText(`Step ${steps.length} needs another look`);

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "History" }).click();
    await expect(page.getByTestId("history-list").locator("> li")).toHaveCount(1);
    await page.getByTestId("history-list").getByRole("link", { name: problem.title }).click();

    const feedback = page.getByTestId("feedback");
    await expect(feedback).toHaveAttribute("data-restored", "true");
    // The checked steps are stored, so there is no "unsaved work" on this device.
    await expect(page.getByTestId("draft-note")).toHaveCount(0);
    await expect(feedback.getByRole("heading", { name: "Feedback on your last attempt" })).toBeVisible();
    await expect(feedback.getByTestId("feedback-banner")).toContainText(`Step ${steps.length} needs another look`);
    await expect(feedback.locator(".fb-step--first-error")).toHaveAttribute("data-step-index", String(steps.length - 1));
    await expect.poll(() => stepValues(page)).toEqual(steps);
    // The faulty step is marked in the editor too, since its text is what was checked.
    await expect(page.locator(".step--incorrect")).toHaveCount(1);

    await page.reload();
    await expect(page.getByTestId("feedback")).toHaveAttribute("data-restored", "true");
    await expect.poll(() => stepValues(page)).toEqual(steps);

    // Editing after the attempt makes a draft that wins over the stored attempt on the next visit.
    await page.getByLabel(`Step ${steps.length}`, { exact: true }).fill(problem.referenceSteps[steps.length - 1]!);
    await page.reload();
    await expect.poll(() => stepValues(page)).toEqual(problem.referenceSteps);
  });

  test("signed out in another tab: the check keeps the draft, asks to sign in, and stores the attempt after signing in", async ({ page, context }) => {
    const problem = arithmeticProblem(4);
    const user = await joinAsNewStudent(page, "session");
    await page.goto(`/problems/${problem.id}`);
    await typeSteps(page, problem.referenceSteps);

    const other = await context.newPage();
    await other.goto("/problems");
    await other.getByRole("button", { name: "Sign out" }).click();
    await expect(other.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
    await other.close();

    await page.getByRole("button", { name: "Check my steps" }).click();
    const prompt = page.getByTestId("session-ended");
    await expect(prompt).toContainText("Your session has ended");
    await expect(page.getByTestId("feedback")).toHaveCount(0);
    await expect.poll(() => stepValues(page)).toEqual(problem.referenceSteps);
    const link = prompt.getByRole("link", { name: "Sign in again" });
    await expect(link).toHaveAttribute("href", `/login?next=${encodeURIComponent(`/problems/${problem.id}`)}`);

    await link.click();
    await page.getByLabel("Username").fill(user.username);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(new RegExp(`/problems/${problem.id}$`));
    // Checked and stored on return, without retyping anything.
    await expect(page.getByTestId("feedback")).toHaveAttribute("data-outcome", "correct");
    await expect(page.getByTestId("attempt-list").locator("[data-attempt-id]")).toHaveCount(1);

    await page.goto("/history");
    const items = page.getByTestId("history-list").locator("> li");
    await expect(items).toHaveCount(1);
    await expect(items.first()).toHaveAttribute("data-outcome", "correct");
    await expect(items.first().getByRole("link", { name: problem.title })).toBeVisible();
    // Going back to the problem does not check it a second time.
    await page.goto(`/problems/${problem.id}`);
    await expect(page.getByTestId("feedback")).toHaveAttribute("data-restored", "true");
    await page.goto("/history");
    await expect(page.getByTestId("history-list").locator("> li")).toHaveCount(1);
  });
});

test.describe("own problems", () => {
  test("a student checks a problem from their book and finds it in history as an own problem", async ({ page }) => {
    await joinAsNewStudent(page, "own");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Own problem" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Check my own problem" })).toBeVisible();

    const statement = "Solve $2x + 3 = 11$ for $x$.";
    await page.getByLabel("The problem").fill(statement);
    // Mixed text and maths: words upright, maths typeset, no literal dollar signs.
    const preview = page.locator(".own-preview");
    await expect(preview.locator(".katex")).toHaveCount(2);
    await expect(preview).not.toContainText("$");
    await page.getByLabel("Expected answer (optional)").fill("x = 4");
    await typeSteps(page, ["2x + 3 = 11", "2x = 8", "x = 4"]);
    await page.getByRole("button", { name: "Check my steps" }).click();
    await expect(page.getByTestId("feedback")).toHaveAttribute("data-outcome", "correct");
    await expect(page.getByTestId("feedback").locator("[data-verdict=correct]")).toHaveCount(3);

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "History" }).click();
    const item = page.getByTestId("history-list").locator("> li").first();
    await expect(item.getByRole("heading", { name: "Own problem" })).toBeVisible();
    await expect(item).toHaveAttribute("data-outcome", "correct");
    await expect(item.locator(".katex").first()).toBeVisible();
    await expect(item).toContainText("Solve");
    await expect(item).not.toContainText("$");

    // The form keeps its contents on this device when the student comes back.
    await page.goBack();
    await expect(page.getByLabel("The problem")).toHaveValue(statement);
    await expect.poll(() => stepValues(page)).toEqual(["2x + 3 = 11", "2x = 8", "x = 4"]);
    // Own problems do not offer the practice flow but a fresh form.
    await page.getByRole("button", { name: "Check my steps" }).click();
    await page.getByTestId("own-another").click();
    await expect(page.getByLabel("The problem")).toHaveValue("");
    await expect(page.getByLabel("The problem")).toBeFocused();
    await expect(page.getByTestId("next-problem")).toHaveCount(0);
  });

  test("an own problem with a wrong step gets step feedback", async ({ page }) => {
    await joinAsNewStudent(page, "own-wrong");
    await page.goto("/own");
    await page.getByLabel("The problem").fill("Solve 3x - 5 = 16.");
    await typeSteps(page, ["3x = 11", "x = 11/3"]);
    await page.getByRole("button", { name: "Check my steps" }).click();
    await expect(page.getByTestId("feedback")).toHaveAttribute("data-outcome", "incorrect");
    await expect(page.getByTestId("feedback").locator(".fb-step--first-error")).toHaveAttribute("data-step-index", "0");
  });

  test("the problem text is required", async ({ page }) => {
    await page.goto("/own");
    await typeSteps(page, ["1 + 1 = 2"]);
    await page.getByRole("button", { name: "Check my steps" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Write or paste the problem first" })).toBeVisible();
  });
});

test.describe("next problem", () => {
  test("after a correct solve the next assignment item is offered", async ({ page, playwright, baseURL }) => {
    const [p1, p2] = [arithmeticProblem(6), arithmeticProblem(7)];
    const teacher = await playwright.request.newContext({ baseURL });
    expect((await teacher.post("/api/auth/login", { data: TEACHER })).status()).toBe(200);
    const { classes } = (await (await teacher.get("/api/classes")).json()) as { classes: { id: number; joinCode: string }[] };
    const demo = classes.find((c) => c.joinCode === "DEMO-2026") ?? classes[0]!;
    const title = `Next-flow ${Date.now().toString(36)}`;
    const created = await teacher.post("/api/assignments", { data: { classId: demo.id, title, problemIds: [p1.id, p2.id] } });
    expect(created.status()).toBe(201);
    await teacher.dispose();

    await joinAsNewStudent(page, "next");
    await page.goto(`/problems/${p1.id}`);
    await typeSteps(page, p1.referenceSteps);
    await page.getByRole("button", { name: "Check my steps" }).click();
    await expect(page.getByTestId("feedback")).toHaveAttribute("data-outcome", "correct");
    const next = page.getByTestId("next-problem");
    await expect(next).toHaveAttribute("href", `/problems/${p2.id}`);
    await expect(page.getByTestId("feedback")).toContainText(title);
    await next.click();
    await expect(page.getByRole("heading", { level: 1, name: p2.title })).toBeVisible();
  });

  test("in Practice the next button waits for a correct solve and then loads a different problem", async ({ page }) => {
    await joinAsNewStudent(page, "practice");
    await page.goto("/practice?skill=whole-number-arithmetic");
    const pick = page.getByTestId("practice-pick");
    const first = await pick.getAttribute("data-problem-id");
    const next = page.getByTestId("practice-next");
    await expect(next).toBeDisabled();
    await expect(next).toHaveText("Next problem (after solving)");

    const bank = (await import("./helpers")).loadBank();
    const problem = bank.find((p) => p.id === first)!;
    // A wrong solution keeps it disabled.
    await typeSteps(page, withSlipInLastStep(problem.referenceSteps));
    await page.getByRole("button", { name: "Check my steps" }).click();
    await expect(page.getByTestId("feedback")).toHaveAttribute("data-outcome", "incorrect");
    await expect(next).toBeDisabled();

    await page.getByRole("button", { name: "Start over" }).click();
    await typeSteps(page, problem.referenceSteps);
    await page.getByRole("button", { name: "Check my steps" }).click();
    await expect(page.getByTestId("feedback")).toHaveAttribute("data-outcome", "correct");
    await expect(page.getByRole("link", { name: "Next problem →" }).first()).toBeVisible();
    await page.getByTestId("practice-next").click();
    await expect(page.getByTestId("practice-pick")).not.toHaveAttribute("data-problem-id", first!);
    await expect(page.getByTestId("practice-next")).toBeDisabled();
  });
});

test.describe("step editor", () => {
  test("a step cannot be typed past the length limit, and says so", async ({ page }) => {
    const problem = arithmeticProblem();
    await page.goto(`/problems/${problem.id}`);
    const step = page.getByLabel("Step 1", { exact: true });
    await step.fill("1 + 1 = 2 ".repeat(60));
    await expect(step).toHaveValue("1 + 1 = 2 ".repeat(60).slice(0, 500));
    await step.press("End");
    await page.keyboard.type("123");
    expect(((await step.inputValue()) as string).length).toBe(500);
    await expect(page.getByTestId("step-limit")).toContainText("500-character limit");
    await expect(page.locator(".step__count").first()).toHaveText(/^500\/500/);
  });

  test("math keys type what the checker reads at the caret, by touch or keyboard", async ({ browser, baseURL }) => {
    const problem = arithmeticProblem();
    const context = await browser.newContext({ baseURL, hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`/problems/${problem.id}`);
    // Shown from the start on a touch screen.
    const keys = page.getByRole("group", { name: /Math keys/ });
    await expect(keys).toBeVisible();
    const step = page.getByLabel("Step 1", { exact: true });
    await step.fill("x = 9");
    await step.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(1, 1));
    await keys.getByRole("button", { name: "squared" }).tap();
    await expect(step).toHaveValue("x^2 = 9");
    await expect(step).toBeFocused();
    await keys.getByRole("button", { name: "square root" }).tap();
    await page.keyboard.type("9");
    await expect(step).toHaveValue("x^2√(9) = 9");
    // Keyboard: Tab to a key, Enter presses it, and typing goes on in the step.
    await step.fill("12 ");
    await keys.getByRole("button", { name: "divided by" }).focus();
    await page.keyboard.press("Enter");
    await page.keyboard.type(" 4");
    await expect(step).toHaveValue("12 ÷ 4");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // And the keys can be hidden.
    await page.getByRole("button", { name: "Hide math keys" }).tap();
    await expect(keys).toHaveCount(0);
    await context.close();
  });
});

test.describe("times and progress", () => {
  test("times are shown in the viewer's own time zone and locale, in one format", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, timezoneId: "Asia/Tokyo", locale: "en-US" });
    const page = await context.newPage();
    await signIn(page, STUDENT);
    await page.goto("/history");
    const first = page.getByTestId("history-list").locator("time").first();
    const iso = (await first.getAttribute("datetime"))!;
    const expected = await page.evaluate(
      (d) => new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(new Date(d)),
      iso,
    );
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe("Asia/Tokyo");
    await expect(first).toHaveText(expected);
    await expect(page.getByTestId("history-list")).not.toContainText("UTC");
    await context.close();
  });

  test("progress: skills never practised say 'not started', and the chart legend is whole at phone width", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signIn(page, STUDENT);
    await page.goto("/progress");
    // The demo student has not touched every skill: those show no bar and no percentage.
    const notStarted = page.getByRole("list", { name: "Mastery by skill" }).locator("li[data-started=false]");
    expect(await notStarted.count()).toBeGreaterThan(0);
    for (const row of await notStarted.all()) {
      await expect(row).toContainText("not started");
      await expect(row).not.toContainText("%");
      await expect(row.getByRole("meter")).toHaveCount(0);
    }
    const legend = page.getByTestId("chart-legend");
    await expect(legend.locator("li").first()).toBeVisible();
    // Every legend entry lies inside its card: nothing cut at the edge.
    const cut = await legend.evaluate((ul) => {
      const box = ul.closest(".card")!.getBoundingClientRect();
      return [...ul.querySelectorAll("li")].filter((li) => {
        const r = li.getBoundingClientRect();
        return r.left < box.left || r.right > box.right || li.scrollWidth > li.clientWidth + 1;
      }).length;
    });
    expect(cut).toBe(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});

test.describe("the check API for students", () => {
  test("a check that expects a session gets a clear 401 without one, and nothing is stored", async ({ request }) => {
    const problem = arithmeticProblem(5);
    const res = await request.post("/api/check", { data: { problemId: problem.id, steps: problem.referenceSteps, expectSignedIn: true } });
    expect(res.status()).toBe(401);
    const body = (await res.json()) as { error: { code: string; message: string }; submissionId?: number };
    expect(body.error.code).toBe("UNAUTHENTICATED");
    expect(body.error.message).toMatch(/sign in/i);
    expect(body.submissionId).toBeUndefined();
  });

  test("an own problem takes an expected answer; a bank problem refuses one", async ({ request }) => {
    const wrong = await request.post("/api/check", { data: { problem: "Solve 2x = 8.", answer: "x = 5", steps: ["2x = 8", "x = 4"] } });
    expect(wrong.status()).toBe(200);
    expect(((await wrong.json()) as { answerCorrect: boolean | null }).answerCorrect).toBe(false);
    const right = await request.post("/api/check", { data: { problem: "Solve 2x = 8.", answer: "x = 4", steps: ["2x = 8", "x = 4"] } });
    expect(((await right.json()) as { answerCorrect: boolean | null; outcome: string }).answerCorrect).toBe(true);

    const bad = await request.post("/api/check", { data: { problemId: arithmeticProblem().id, answer: "1", steps: ["1 = 1"] } });
    expect(bad.status()).toBe(400);
  });
});
