// The server process `npm start` runs: a V8 heap limit and two malloc arenas keep a busy
// server's memory steady (issue 31, README "Memory"), and the limit really reaches V8.
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { DEFAULT_HEAP_LIMIT_MB, MMAP_THRESHOLD_BYTES, YOUNG_SEMI_SPACE_MB, serverProcess } from "./server-process.mjs";

/** The heap limit V8 reports in a Node process started with these flags, in MB. */
function heapLimitMb(execArgv: string[]): number {
  const r = spawnSync(process.execPath, [...execArgv, "-e", "console.log(require('v8').getHeapStatistics().heap_size_limit)"], { encoding: "utf8" });
  expect(r.status, r.stderr).toBe(0);
  return Number(r.stdout) / 2 ** 20;
}

describe("the server process", () => {
  it("runs with a heap limit of 256 MB old space by default, far under V8's own", () => {
    const { execArgv } = serverProcess({});
    expect(DEFAULT_HEAP_LIMIT_MB).toBe(256);
    const limited = heapLimitMb(execArgv);
    // the old space plus the young generation (three semi-spaces' worth); V8's own default
    // follows the machine's RAM
    expect(YOUNG_SEMI_SPACE_MB).toBe(32);
    expect(limited).toBeGreaterThanOrEqual(256 + 3 * YOUNG_SEMI_SPACE_MB);
    expect(limited).toBeLessThan(400);
  });

  it("takes HEAP_LIMIT_MB, and refuses one that is not a whole number of at least 128", () => {
    expect(heapLimitMb(serverProcess({ HEAP_LIMIT_MB: "512" }).execArgv)).toBeGreaterThanOrEqual(512);
    for (const bad of ["abc", "100", "300.5", "-1"]) expect(() => serverProcess({ HEAP_LIMIT_MB: bad }), bad).toThrow(/HEAP_LIMIT_MB/);
  });

  it("shares two malloc arenas and maps large blocks apart unless the site set its own, and always runs in production", () => {
    expect(serverProcess({ NODE_ENV: "development", PORT: "3000" }).env).toMatchObject({ MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "131072", NODE_ENV: "production", PORT: "3000" });
    expect(MMAP_THRESHOLD_BYTES).toBe(128 * 1024);
    expect(serverProcess({ MALLOC_ARENA_MAX: "4", MALLOC_MMAP_THRESHOLD_: "65536" }).env).toMatchObject({ MALLOC_ARENA_MAX: "4", MALLOC_MMAP_THRESHOLD_: "65536" });
  });

  it("can collect its garbage, in the main thread and in worker threads (the idle collector's gc)", () => {
    const { execArgv } = serverProcess({});
    const script = `const { Worker } = require("node:worker_threads");
      const w = new Worker("require('node:worker_threads').parentPort.postMessage(typeof gc)", { eval: true });
      w.on("message", (m) => console.log(typeof gc, m));`;
    const r = spawnSync(process.execPath, [...execArgv, "-e", script], { encoding: "utf8" });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout.trim()).toBe("function function");
  });
});
