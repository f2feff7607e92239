// The high-school dev set (models/dev/highschool-dev.json, issue 30): correct worked solutions in
// textbook LaTeX must never be flagged, with the answer and without it, and their one-error twins
// are found. Only the dev half is asserted on; the test half is the held-out estimate.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkSolution } from "./engine";
import { parseDataset } from "../eval/dataset";
import { toCheckInput } from "../eval/run-eval";

const items = parseDataset(JSON.parse(fs.readFileSync(path.join(process.cwd(), "models/dev/highschool-dev.json"), "utf8")), "highschool-dev").filter((it) => it.split === "dev");

async function predicted(mode: true | false): Promise<Array<{ id: string; label: number; predicted: number }>> {
  const out = [];
  for (const it of items) {
    const r = await checkSolution(toCheckInput(it, mode), { checkers: ["exact", "reference"] });
    out.push({ id: it.id, label: it.label, predicted: r.firstErrorIndex });
  }
  return out;
}

describe("high-school dev set (dev half)", () => {
  for (const [name, mode] of [["with the answer", true], ["without the answer", false]] as const)
    it(`flags no correct solution ${name}`, async () => {
      const flagged = (await predicted(mode)).filter((o) => o.label === -1 && o.predicted !== -1).map((o) => `${o.id} step ${o.predicted + 1}`);
      expect(flagged).toEqual([]);
    }, 120_000);

  it("finds the twins' first errors (with the answer)", async () => {
    const twins = (await predicted(true)).filter((o) => o.label >= 0);
    const found = twins.filter((o) => o.predicted === o.label).length / twins.length;
    // 65 of 78 with the exact and reference checkers at the stop that wrote the set
    expect(found).toBeGreaterThanOrEqual(FOUND_FLOOR);
  }, 120_000);
});

// (65 of 78 at the stop that wrote the set; 117 of 150 once the second and third blind batches
// joined the dev half, stop of 2026-11-30: a floor under what is found, not a goal)
const FOUND_FLOOR = 0.75;
