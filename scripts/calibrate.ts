// Usage: npm run calibrate [-- --dry-run] [--all-conditions]
// Measures every named rule's precision (lib/eval/rule-stats.ts) on the dev halves only: the
// project's student, LLM-style and high-school dev sets (models/dev, with the reference or answer; with
// --all-conditions also with the answer only and with neither, three times as long) and the shared MathDial, MR-GSM8K (with the reference) and Cognitive Tutor (own
// problems, neither) dev sets under $STEPWISE_SHARED_DATA (default ../shared/data). Then it
// decides which rules below PRECISION_BAR to gate (lib/check/rules/gate.ts): one at a time, most
// early flags first, a rule is gated only when that lowers the early flags and keeps every bound
// (each student set's F1 and typeAcc not lower, MathDial and MR-GSM8K errorAcc no more than 0.03
// lower). Writes lib/check/rules/calibration.ts (unless --dry-run) and prints before/after.
import { existsSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { checkSolutionDetailed } from "../lib/check/engine";
import { RULES } from "../lib/check/rules/registry";
import { PRECISION_BAR } from "../lib/check/rules/gate";
import type { RuleCalibration } from "../lib/check/rules/calibration";
import { loadDataset } from "../lib/eval/dataset";
import { computeMetrics, type EvalMetrics } from "../lib/eval/metrics";
import { toCheckInput } from "../lib/eval/run-eval";
import { countRules, precisionOf, refuse, type FusedItem } from "../lib/eval/rule-stats";

type Mode = true | "answer-only" | false;
interface Group {
  name: string;
  /** Bound kept when gating: "student" F1 and typeAcc not lower; "errorAcc" at most 0.03 lower. */
  bound: "student" | "errorAcc" | "none";
  items: FusedItem[];
}

const SHARED = process.env.STEPWISE_SHARED_DATA ?? path.join("..", "shared", "data");
const ERROR_ACC_SLACK = 0.03;
const EPS = 1e-9;

function projectSets(): string[] {
  const real = readdirSync("models/dev/realistic").map((f) => `models/dev/realistic/${f}`);
  return ["models/dev/student-dev.json", "models/dev/student-typed.json", "models/dev/llm-dev.json", "models/dev/highschool-dev.json", ...real].filter((f) => f.endsWith(".json")).sort();
}

async function measure(file: string, mode: Mode, bound: Group["bound"], name = path.basename(file, ".json")): Promise<Group> {
  const items = loadDataset(file).filter((it) => (it.split ?? "dev") === "dev");
  const out: FusedItem[] = [];
  for (const it of items) {
    const d = await checkSolutionDetailed(toCheckInput(it, mode), { gated: new Set() });
    out.push({ label: it.label, evidence: d.evidence, fusion: d.fusion, ...(it.errorType ? { errorType: it.errorType } : {}) });
  }
  const cond = mode === true ? "reference" : mode === false ? "none" : "answer";
  return { name: `${name} (${cond})`, bound, items: out };
}

async function groups(): Promise<Group[]> {
  const out: Group[] = [];
  const modes: Mode[] = process.argv.includes("--all-conditions") ? [true, "answer-only", false] : [true];
  for (const file of projectSets()) {
    const student = path.basename(file).startsWith("student");
    for (const mode of modes) out.push(await measure(file, mode, student && mode === true ? "student" : "none"));
    console.error(`calibrate: ${file}`);
  }
  for (const [name, mode, bound] of [["mathdial", true, "errorAcc"], ["mr-gsm8k", true, "errorAcc"], ["cogtutor", false, "none"]] as const) {
    const file = path.join(SHARED, name, "dev.json");
    if (existsSync(file)) out.push(await measure(file, mode, bound, name));
    else console.error(`calibrate: ${file} not found, skipped`);
  }
  return out;
}

function metricsOf(g: Group, gated: ReadonlySet<string>): EvalMetrics {
  return computeMetrics(
    g.items.map((it) => {
      const steps = refuse(it, gated);
      const first = steps.find((s) => s.verdict === "incorrect");
      return { label: it.label, predicted: first?.index ?? -1, ...(it.errorType ? { errorType: it.errorType } : {}), ...(first?.errorType ? { predictedType: first.errorType } : {}) };
    }),
  );
}

/** The groups whose bound a trial breaks, with the figure that broke it (empty: every bound kept). */
function brokenBounds(base: EvalMetrics[], now: EvalMetrics[], gs: Group[]): string[] {
  const r3 = (x: number | null | undefined) => (x ?? 0).toFixed(3);
  return gs.flatMap((g, k) => {
    if (g.bound === "student" && now[k].f1 < base[k].f1 - EPS) return [`${g.name} f1 ${r3(base[k].f1)}->${r3(now[k].f1)}`];
    if (g.bound === "student" && (now[k].typeAcc ?? 0) < (base[k].typeAcc ?? 0) - EPS) return [`${g.name} typeAcc ${r3(base[k].typeAcc)}->${r3(now[k].typeAcc)}`];
    if (g.bound === "errorAcc" && now[k].errorAcc < base[k].errorAcc - ERROR_ACC_SLACK - EPS) return [`${g.name} errorAcc ${r3(base[k].errorAcc)}->${r3(now[k].errorAcc)}`];
    return [];
  });
}

const earlyOf = (ms: EvalMetrics[]) => ms.reduce((acc, m) => acc + m.earlyFlags * m.nError, 0);

async function main(): Promise<void> {
  const dry = process.argv.includes("--dry-run");
  const gs = await groups();
  const all = gs.flatMap((g) => g.items);
  const counts = countRules(all);
  const base = gs.map((g) => metricsOf(g, new Set()));
  // candidates: every detect or blame rule below the bar, and every rule@context below it (a
  // rule right in most contexts may be wrong in one: lib/check/reference-flag-context.ts)
  const stageOf = (id: string) => RULES.find((r) => r.id === id.split("@")[0])?.stage;
  const below = [...counts.entries()]
    .filter(([id, c]) => stageOf(id) !== undefined && stageOf(id) !== "explain" && c.early > 0 && (precisionOf(c) ?? 1) < PRECISION_BAR)
    .map(([id, c]) => ({ id, c }))
    .sort((a, b) => b.c.early - a.c.early || a.id.localeCompare(b.id));
  const gated = new Set<string>();
  let current = base;
  for (const { id } of below) {
    const trial = new Set([...gated, id]);
    const now = gs.map((g) => metricsOf(g, trial));
    const broken = brokenBounds(base, now, gs);
    const ok = broken.length === 0 && earlyOf(now) < earlyOf(current);
    console.error(`calibrate: gate ${id}? ${ok ? "yes" : "no"} (early flags ${earlyOf(current)} -> ${earlyOf(now)})${broken.length ? `; lowers ${broken.join(", ")}` : ""}`);
    if (ok) {
      gated.add(id);
      current = now;
    }
  }
  const row = (id: string): RuleCalibration => {
    const c = counts.get(id) ?? { fired: 0, right: 0, early: 0, late: 0, amber: 0 };
    const p = precisionOf(c);
    return { right: c.right, early: c.early, late: c.late, precision: p === null ? null : Math.round(p * 1000) / 1000, gate: gated.has(id) };
  };
  const rules: Record<string, RuleCalibration> = Object.fromEntries(RULES.map((r) => [r.id, row(r.id)]));
  const contexts: Record<string, RuleCalibration> = Object.fromEntries([...counts.keys()].filter((id) => id.includes("@")).sort().map((id) => [id, row(id)]));
  const r4 = (x: number | null) => (x === null ? null : Math.round(x * 10000) / 10000);
  for (const [k, g] of gs.entries()) {
    if (g.bound === "none" && !/^(mathdial|mr-gsm8k|cogtutor)/.test(g.name)) continue;
    const [b, a] = [base[k], current[k]];
    console.log(`${g.name}: f1 ${r4(b.f1)} -> ${r4(a.f1)}, errorAcc ${r4(b.errorAcc)} -> ${r4(a.errorAcc)}, typeAcc ${r4(b.typeAcc)} -> ${r4(a.typeAcc)}, early ${r4(b.earlyFlags)} -> ${r4(a.earlyFlags)}`);
  }
  // pooled over the student sets, per condition
  for (const cond of ["reference", "answer", "none"]) {
    const pool: Group = { name: `student pool (${cond})`, bound: "none", items: gs.filter((g) => g.name.startsWith("student") && g.name.endsWith(`(${cond})`)).flatMap((g) => g.items) };
    const [b, a] = [metricsOf(pool, new Set()), metricsOf(pool, gated)];
    console.log(`${pool.name}: f1 ${r4(b.f1)} -> ${r4(a.f1)}, errorAcc ${r4(b.errorAcc)} -> ${r4(a.errorAcc)}, correctAcc ${r4(b.correctAcc)} -> ${r4(a.correctAcc)}, typeAcc ${r4(b.typeAcc)} -> ${r4(a.typeAcc)}, early ${r4(b.earlyFlags)} -> ${r4(a.earlyFlags)}`);
  }
  console.log(`gated: ${[...gated].join(", ") || "(none)"}`);
  if (dry) return;
  const sets = gs.map((g) => g.name);
  writeFileSync("lib/check/rules/calibration.ts", render(sets, rules, contexts));
  console.error("calibrate: wrote lib/check/rules/calibration.ts");
}

function render(sets: string[], rules: Record<string, RuleCalibration>, contexts: Record<string, RuleCalibration>): string {
  const head = `// Written by \`npm run calibrate\` (scripts/calibrate.ts): each rule's precision as the first flag of
// a solution, measured on the dev halves only. Do not edit by hand; re-run the script.
export interface RuleCalibration {
  /** Solutions where the rule's first "incorrect" verdict is on the first faulty step. */
  right: number;
  /** ... before it (a correct step blamed), or on a correct solution. */
  early: number;
  /** ... after it. */
  late: number;
  /** right / (right + early); null when the rule never made a first flag. */
  precision: number | null;
  /** Measured on the dev halves: gating this rule keeps every bound (scripts/calibrate.ts). */
  gate: boolean;
}
`;
  const rows = (table: Record<string, RuleCalibration>) =>
    Object.entries(table)
      .map(([id, r]) => `    ${JSON.stringify(id)}: ${JSON.stringify(r).replace(/"(\w+)":/g, "$1: ").replace(/,/g, ", ")},`)
      .join("\n");
  const type = "{ sets: string[]; rules: Record<string, RuleCalibration>; contexts: Record<string, RuleCalibration> }";
  return `${head}\nexport const CALIBRATION: ${type} = {\n  sets: ${JSON.stringify(sets)},\n  rules: {\n${rows(rules)}\n  },\n  // each rule in the context it fired in ("rule@operands/use/position": lib/check/reference-flag-context.ts)\n  contexts: {\n${rows(contexts)}\n  },\n};\n`;
}

main()
  .catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
