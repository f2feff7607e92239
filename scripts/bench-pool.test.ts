// `npm run bench:pool` drives the real check workers (the same boot file as the server) with the
// load tools' checks and ends with a JSON line; a bad argument is an error, not a silent default.
import { spawnSync } from "node:child_process";

import { describe, expect, it } from "vitest";

const run = (args: string[]) =>
  spawnSync("npx", ["tsx", "--conditions=react-server", "scripts/bench-pool.ts", ...args], { encoding: "utf8", timeout: 100_000 });

describe("scripts/bench-pool.ts", () => {
  it("checks in a pool of each size with the model loaded, and prints one JSON line last", () => {
    const r = run(["--workers", "1,2", "--seconds", "1"]);
    expect(r.signal, "bench:pool did not exit on its own").toBeNull();
    expect(r.status, r.stderr).toBe(0);
    const last = JSON.parse(r.stdout.trim().split("\n").at(-1)!);
    expect(last.results.map((x: { workers: number }) => x.workers)).toEqual([1, 2]);
    for (const x of last.results) {
      expect(x.model).toBe("on");
      expect(x.checks).toBeGreaterThan(0);
      expect(x.cpuMsPerCheck).toBeGreaterThan(0);
    }
  }, 120_000);

  it("refuses a pool size that is not a positive whole number", () => {
    const r = run(["--workers", "1,0"]);
    expect(r.status).not.toBe(0);
    expect(r.stderr).toContain("--workers takes positive integers");
  }, 60_000);
});
