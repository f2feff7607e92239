// Correct work stays correct however it is typed: every correct item of the dev sets' dev halves,
// restyled as an LLM writes it (step headers, bullets, numbered lines, LaTeX dollars, a boxed
// answer) or as a student types in a hurry (no spaces, lowercase), must not get a step blamed by
// the exact and reference checkers. The restylings found false alarms in the one math front end.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkSolution } from "./engine";

interface Item {
  id: string;
  problem: string;
  steps: string[];
  label: number;
  answer?: string;
  reference?: string;
  split?: string;
}

const dir = path.join(process.cwd(), "models/dev");
const files = [...fs.readdirSync(path.join(dir, "realistic")).map((f) => path.join(dir, "realistic", f)), path.join(dir, "student-typed.json")].filter((f) => f.endsWith(".json"));
const correct = files.flatMap((f) => (JSON.parse(fs.readFileSync(f, "utf8")) as Item[]).filter((it) => it.label === -1 && it.split !== "test"));

const RESTYLE: Record<string, (steps: string[], it: Item) => string[]> = {
  "step headers and bullets": (steps) => steps.map((s, i) => `**Step ${i + 1}**\n- ${s}`),
  "numbered lines": (steps) => steps.map((s, i) => `${i + 1}. ${s}`),
  "LaTeX dollars": (steps) => steps.map((s) => s.replace(/\$(\d[\d.,]*)/g, "\\$$$1")),
  "a boxed answer line": (steps, it) => [...steps, `**Answer:** \\boxed{${it.answer}}`],
  "no spaces": (steps) => steps.map((s) => s.replace(/\s*([=×*/+÷])\s*/g, "$1").replace(/(\d)\s+-\s+(\d)/g, "$1-$2")),
  lowercase: (steps) => steps.map((s) => s.toLowerCase()),
};

describe("restyled correct work stays correct", () => {
  for (const [name, restyle] of Object.entries(RESTYLE))
    it(`${name} (${correct.length} correct dev items)`, async () => {
      const blamed: string[] = [];
      for (const it of correct) {
        const input = { problem: it.problem, answer: it.answer, reference: it.reference?.split("\n"), steps: it.steps };
        const plain = await checkSolution(input, { checkers: ["exact", "reference"] });
        // (the rare item the checkers already misjudge as typed is the eval's business, not this test's)
        if (plain.firstErrorIndex !== -1) continue;
        const r = await checkSolution({ ...input, steps: restyle(it.steps, it) }, { checkers: ["exact", "reference"] });
        if (r.firstErrorIndex !== -1) blamed.push(`${it.id} step ${r.firstErrorIndex + 1}`);
      }
      expect(blamed).toEqual([]);
    }, 120_000);
});
