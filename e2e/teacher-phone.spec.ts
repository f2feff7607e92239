// The teacher overview on a 390 px phone: the heatmap's explanation is readable (not clipped in
// the table's scroller), the trend chart's axis labels are text-sized, and no page scrolls sideways.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { TEACHER, apiSignIn, demoClassId } from "./helpers";

test.use({ viewport: { width: 390, height: 844 } });

test("class overview on a phone: heatmap intro in view, readable chart labels", async ({ page }) => {
  await apiSignIn(page.request, TEACHER);
  const classId = await demoClassId(page);
  await page.goto(`/teacher/${classId}`);

  const intro = page.locator("section[aria-labelledby='h-heatmap'] p").filter({ hasText: "Each cell" });
  const box = (await intro.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  // Every line of it is inside its own box, i.e. not cut off by an overflow container.
  expect(await intro.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

  const labels = page.locator("section[aria-labelledby='h-trend'] svg text");
  expect(await labels.count()).toBeGreaterThan(3);
  const heights = await labels.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
  // At least 11 CSS px of line box per label (the old 11-unit labels rendered about 6 px tall).
  for (const h of heights) expect(h).toBeGreaterThanOrEqual(11);

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("submissions: headings in order (h1, then one h2 per submission)", async ({ page }) => {
  await apiSignIn(page.request, TEACHER);
  const classId = await demoClassId(page);
  await page.goto(`/teacher/${classId}/submissions`);
  const results = await new AxeBuilder({ page }).withRules(["heading-order"]).analyze();
  expect(results.violations).toEqual([]);
});
