import fs from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${PORT}`;

// Debian's chromium where it is installed (CI, the dev box); Playwright's own browser elsewhere.
const systemChromium = "/usr/bin/chromium";
const launchOptions = fs.existsSync(systemChromium)
  ? {
      executablePath: systemChromium,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    }
  : {};

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // The first check may load the step model on a small CPU; keep the budget generous.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions,
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions } }],
  webServer: {
    // Migrates and seeds a fresh temporary database, builds into .next-e2e when stale, serves.
    command: "node e2e/start-server.mjs",
    url: `${baseURL}/api/health`,
    env: { E2E_PORT: String(PORT) },
    reuseExistingServer: false,
    // A cold `next build` takes minutes on a 2-core machine.
    timeout: 15 * 60_000,
    stdout: "pipe",
    stderr: "pipe",
  },
});
