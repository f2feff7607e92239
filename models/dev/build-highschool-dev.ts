// Builds models/dev/highschool-dev.json from the hand-written sources in models/dev/highschool/*.txt:
// each problem's correct worked solution (label -1) and its one-error twin (the same solution with
// one realistic error, carried forward). Problems are split half "dev", half "test" within each
// family by a seeded shuffle, so a problem and its twin share a split.
// Run: npx tsx models/dev/build-highschool-dev.ts
//
// Source format (one problem per block):
//   # family            starts a family (systems, absolute, quadratics, ...)
//   P: problem          A: answer
//   - step              the correct solution's steps, one per line
//   ! k errorType       the twin: steps 0..k-1 are the correct ones, then the lines that follow
//   - step              (from step k on, the error and what carries it forward)
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseDataset } from "../../lib/eval/dataset";
import { ERROR_TYPES, type ErrorType } from "../../lib/check/types";
import { mulberry32 } from "./student-templates";

const DIR = path.join(__dirname, "highschool");
const SEED = 20261129;

interface Problem {
  family: string;
  problem: string;
  answer: string;
  steps: string[];
  twin: { at: number; errorType: ErrorType; steps: string[] };
}

interface Item {
  id: string;
  problem: string;
  steps: string[];
  label: number;
  answer: string;
  errorType?: ErrorType;
  split: "dev" | "test";
}

function fail(file: string, line: number, msg: string): never {
  throw new Error(`${file}:${line}: ${msg}`);
}

/** Reads one source file into problems; every block must have a problem, answer, steps and twin. */
export function parseSource(text: string, file = "source"): Problem[] {
  const out: Problem[] = [];
  let family = "";
  let cur: Partial<Problem> & { steps?: string[] } = {};
  let inTwin = false;
  const close = (line: number) => {
    if (!cur.problem) return;
    if (!cur.answer || !cur.steps?.length || !cur.twin?.steps.length) fail(file, line, `incomplete block "${cur.problem}"`);
    if (cur.twin.at >= cur.steps.length) fail(file, line, "twin starts after the last step");
    out.push(cur as Problem);
    cur = {};
    inTwin = false;
  };
  text.split("\n").forEach((raw, i) => {
    const line = raw.trimEnd();
    if (line.startsWith("# ")) {
      close(i);
      family = line.slice(2).trim();
    } else if (line.startsWith("P: ")) {
      close(i);
      if (!family) fail(file, i + 1, "problem before any family");
      cur = { family, problem: line.slice(3).trim(), steps: [] };
    } else if (line.startsWith("A: ")) cur.answer = line.slice(3).trim();
    else if (line.startsWith("! ")) {
      const [at, type] = line.slice(2).trim().split(/\s+/);
      if (!ERROR_TYPES.includes(type as ErrorType)) fail(file, i + 1, `unknown error type "${type}"`);
      cur.twin = { at: Number(at), errorType: type as ErrorType, steps: [] };
      inTwin = true;
    } else if (line.startsWith("- ")) (inTwin ? cur.twin!.steps : cur.steps!).push(line.slice(2).trim());
    else if (line.trim()) fail(file, i + 1, `unreadable line "${line}"`);
  });
  close(text.length);
  return out;
}

function shuffled<T>(xs: T[], r: () => number): T[] {
  const a = [...xs];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

export function buildHighschoolDev(seed = SEED): Item[] {
  const files = readdirSync(DIR).filter((f) => f.endsWith(".txt")).sort();
  const problems = files.flatMap((f) => parseSource(readFileSync(path.join(DIR, f), "utf8"), f));
  const r = mulberry32(seed);
  const items: Item[] = [];
  const families = [...new Set(problems.map((p) => p.family))];
  for (const family of families) {
    const members = problems.filter((p) => p.family === family);
    const order = shuffled(members.map((_, i) => i), r);
    const dev = new Set(order.slice(0, Math.ceil(members.length / 2)));
    members.forEach((p, i) => {
      const id = `hs-${family}-${String(i + 1).padStart(2, "0")}`;
      const split = dev.has(i) ? "dev" : "test";
      items.push({ id, problem: p.problem, steps: p.steps, label: -1, answer: p.answer, split });
      const steps = [...p.steps.slice(0, p.twin.at), ...p.twin.steps];
      items.push({ id: `${id}-err`, problem: p.problem, steps, label: p.twin.at, answer: p.answer, errorType: p.twin.errorType, split });
    });
  }
  return items;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const items = buildHighschoolDev();
  parseDataset(items, "highschool-dev");
  writeFileSync(path.join(__dirname, "highschool-dev.json"), JSON.stringify(items, null, 2) + "\n");
  const n = items.length / 2;
  console.log(`highschool-dev.json: ${items.length} items (${n} correct, ${n} twins; ${items.filter((i) => i.split === "dev").length} dev)`);
}
