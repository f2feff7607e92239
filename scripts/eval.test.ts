// `npm run eval` must end once it has printed its result: it used to hang for ever after the last
// line when the PRM ran in its worker thread, so `npm run eval | tail -1` never returned.
import { spawnSync } from "node:child_process";

import { describe, expect, it } from "vitest";

describe("scripts/eval.ts", () => {
  it("prints the metrics line and exits, with the model loaded", () => {
    const run = spawnSync(
      "npx",
      ["tsx", "--conditions=react-server", "scripts/eval.ts", "--data", "models/dev/realistic/llm-b.json", "--checkers", "prm", "--limit", "2"],
      { encoding: "utf8", timeout: 50_000 },
    );
    expect(run.signal, "eval did not exit on its own").toBeNull();
    expect(run.status, run.stderr).toBe(0);
    const last = JSON.parse(run.stdout.trim().split("\n").at(-1)!);
    expect(last.n).toBe(2);
  }, 60_000);
});
