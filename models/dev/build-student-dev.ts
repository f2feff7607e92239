// Builds models/dev/student-dev.json: templated student solutions over every bank skill plus a
// hand-written portion. Run: npx tsx models/dev/build-student-dev.ts
import { writeFileSync } from "node:fs";
import path from "node:path";
import { SKILL_IDS } from "../../lib/bank/skills";
import { parseDataset } from "../../lib/eval/dataset";
import { HANDWRITTEN } from "./student-handwritten";
import { TEMPLATES, mulberry32, pick } from "./student-templates";

const PER_SKILL = 13;
const P_CORRECT = 0.45;

interface Item {
  id: string;
  problem: string;
  steps: string[];
  label: number;
  answer: string;
  reference: string;
  skills: string[];
}

/** Nobody writes a coefficient of one: "1x" -> "x", "-1x" -> "-x". */
const tidy = (s: string) => s.replace(/(?<![\d.])1([a-z])\b/g, "$1");

export function buildStudentDev(seed = 20261122): Item[] {
  const r = mulberry32(seed);
  const items: Item[] = [];
  const seen = new Set<string>();
  for (const skill of SKILL_IDS) {
    const templates = TEMPLATES[skill];
    if (!templates?.length) throw new Error(`no templates for skill ${skill}`);
    let n = 0;
    let guard = 0;
    while (n < PER_SKILL && guard++ < 500) {
      const c = templates[n % templates.length](r);
      const wantCorrect = r() < P_CORRECT;
      const pool = c.variants.filter((v) => (v.label === -1) === wantCorrect);
      if (!pool.length) continue;
      const v = pick(r, pool);
      const key = c.problem + "|" + v.steps.join("|");
      if (seen.has(key)) continue;
      seen.add(key);
      items.push({
        id: `student-${skill}-${String(n).padStart(2, "0")}-${v.tag}`,
        problem: tidy(c.problem),
        steps: v.steps.map(tidy),
        label: v.label,
        answer: tidy(c.answer),
        reference: c.reference.map(tidy).join("\n"),
        skills: c.skills,
      });
      n++;
    }
  }
  HANDWRITTEN.forEach((h, i) => {
    items.push({
      id: `student-hand-${String(i).padStart(2, "0")}`,
      problem: h.problem,
      steps: h.steps,
      label: h.label,
      answer: h.answer,
      reference: (h.reference ?? []).join("\n"),
      skills: h.skills,
    });
  });
  return items;
}

const items = buildStudentDev();
parseDataset(items, "student-dev"); // fail loudly on a malformed item
const out = path.join(path.dirname(new URL(import.meta.url).pathname), "student-dev.json");
writeFileSync(out, JSON.stringify(items, null, 1) + "\n");
const nCorrect = items.filter((i) => i.label === -1).length;
console.log(`wrote ${items.length} items (${nCorrect} correct, ${items.length - nCorrect} erroneous) to ${out}`);
