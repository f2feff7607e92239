// Usage: npm run eval -- --data FILE [--checkers exact,reference,prm] [--no-reference | --answer-only] [--split dev|test] [--limit N] [--verbose] [--rules] [--ungated]
// --ungated fuses without confidence gating (lib/check/rules/gate.ts), to measure what it changes.
// --rules prints, per named rule (lib/check/rules/registry.ts), how often it fired, was right, early
// or late (lib/eval/rule-stats.ts) before the JSON line.
// --split keeps the items of one split (items without a split field count as "dev").
// --no-reference drops answer and reference steps; --answer-only keeps the answer, drops the steps.
// Prints per-item lines with --verbose and, as the LAST line, one JSON object with the metrics.
import { CHECKER_REGISTRY } from "../lib/check/checker-registry";
import { checkSolutionDetailed, type DetailedCheck } from "../lib/check/engine";
import { RULES } from "../lib/check/rules/registry";
import { DEFAULT_GATED_RULES } from "../lib/check/rules/gate";
import { countRules, precisionOf, type FusedItem, type RuleCount } from "../lib/eval/rule-stats";
import { CHECKER_NAMES, type CheckerName } from "../lib/check/types";
import { DatasetError, loadDataset } from "../lib/eval/dataset";
import { typeConfusion } from "../lib/eval/metrics";
import { runEval } from "../lib/eval/run-eval";

interface Args {
  data: string;
  checkers: CheckerName[] | null;
  useReference: boolean | "answer-only";
  limit: number | null;
  verbose: boolean;
  split: "dev" | "test" | null;
  rules: boolean;
  ungated: boolean;
}

function usage(msg: string): never {
  console.error(`eval: ${msg}\nusage: npm run eval -- --data FILE [--checkers exact,reference,prm] [--no-reference | --answer-only] [--split dev|test] [--limit N] [--verbose] [--rules] [--ungated]`);
  process.exit(2);
}

function parseArgs(argv: string[]): Args {
  const a: Args = { data: "", checkers: null, useReference: true, limit: null, verbose: false, split: null, rules: false, ungated: false };
  for (let i = 0; i < argv.length; i++) {
    const k = argv[i];
    const val = () => argv[++i] ?? usage(`${k} needs a value`);
    if (k === "--data") a.data = val();
    else if (k === "--checkers") {
      const names = val().split(",").map((s) => s.trim()).filter(Boolean);
      for (const n of names) if (!CHECKER_NAMES.includes(n as CheckerName)) usage(`unknown checker "${n}"`);
      a.checkers = names as CheckerName[];
    } else if (k === "--no-reference") a.useReference = false;
    else if (k === "--answer-only") a.useReference = "answer-only";
    else if (k === "--limit") {
      a.limit = Number(val());
      if (!Number.isInteger(a.limit) || a.limit <= 0) usage("--limit must be a positive integer");
    } else if (k === "--split") {
      const v = val();
      if (v !== "dev" && v !== "test") usage("--split must be dev or test");
      a.split = v;
    } else if (k === "--verbose" || k === "-v") a.verbose = true;
    else if (k === "--rules") a.rules = true;
    else if (k === "--ungated") a.ungated = true;
    else usage(`unknown argument "${k}"`);
  }
  if (!a.data) usage("--data FILE is required");
  return a;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  let items;
  try {
    items = loadDataset(args.data);
  } catch (e) {
    if (e instanceof DatasetError) {
      console.error(`eval: ${e.message}`);
      process.exit(1);
    }
    throw e;
  }
  if (args.split) items = items.filter((it) => (it.split ?? "dev") === args.split);
  if (args.limit) items = items.slice(0, args.limit);

  const wanted = args.checkers ?? [...CHECKER_NAMES];
  const checkers: CheckerName[] = [];
  for (const name of wanted) {
    if (CHECKER_REGISTRY[name]) checkers.push(name);
    else if (args.checkers) usage(`checker "${name}" is not available (not in lib/check/checker-registry.ts)`);
    else console.error(`eval: checker "${name}" not available, skipped`);
  }
  if (!checkers.length) usage("no checker available");
  console.error(`eval: ${items.length} items, checkers=${checkers.join(",")}, reference=${args.useReference}`);

  let last: DetailedCheck | null = null;
  const fused: FusedItem[] = [];
  const check = async (input: Parameters<typeof checkSolutionDetailed>[0]) => {
    last = await checkSolutionDetailed(input, { checkers, ...(args.ungated ? { gated: new Set<string>() } : {}) });
    return last.result;
  };
  const { summary, outcomes } = await runEval(items, check, {
    useReference: args.useReference,
    onItem: (o) => {
      const d = last as DetailedCheck | null;
      if (args.rules && d) fused.push({ label: o.label, evidence: d.evidence, fusion: d.fusion, ...(o.errorType ? { errorType: o.errorType } : {}) });
      last = null;
      if (!args.verbose) return;
      const mark = o.predicted === o.label ? "ok  " : "MISS";
      const verdicts = o.result.steps
        .map((s) => `${s.index}:${s.verdict[0]}${s.errorType ? `(${s.errorType})` : ""}`)
        .join(" ");
      const types = o.errorType ? ` type=${o.errorType}/${o.predictedType ?? "-"}` : "";
      console.log(`${mark} ${o.id} label=${o.label} pred=${o.predicted}${types} ${o.ms.toFixed(1)}ms | ${verdicts}`);
    },
  });
  if (args.verbose) printConfusion(typeConfusion(outcomes));
  if (args.rules) printRules(countRules(fused, args.ungated ? new Set() : DEFAULT_GATED_RULES));
  const model = outcomes[outcomes.length - 1]?.result.model;
  if (model) console.error(`eval: model used=${model.used} available=${model.available}${model.name ? ` name=${model.name}` : ""}${model.reason ? ` (${model.reason})` : ""}`);
  console.error(`eval: ${summary.nError} erroneous / ${summary.nCorrect} correct items`);
  const r = (x: number) => Math.round(x * 10000) / 10000;
  console.log(
    JSON.stringify({
      n: summary.n,
      errorAcc: r(summary.errorAcc),
      correctAcc: r(summary.correctAcc),
      f1: r(summary.f1),
      typeAcc: summary.typeAcc === null ? null : r(summary.typeAcc),
      earlyFlags: r(summary.earlyFlags),
      msPerItemP50: r(summary.msPerItemP50),
      msPerItemP95: r(summary.msPerItemP95),
    }),
  );
}

/** Every registered rule with its counts (rules the registry lacks are listed after, marked "?"). */
function printRules(counts: Map<string, RuleCount>): void {
  // (then each rule in its contexts, "rule@context": lib/check/reference-flag-context.ts)
  const base = (id: string) => id.split("@")[0];
  const ids = [...RULES.map((r) => r.id), ...[...counts.keys()].filter((id) => !RULES.some((r) => r.id === id)).sort()];
  const w = Math.max(...ids.map((id) => id.length)) + 1;
  console.log(`rules: ${"rule".padEnd(w)} stage    fired  right  early   late  amber  precision`);
  for (const id of ids) {
    const c = counts.get(id) ?? { fired: 0, right: 0, early: 0, late: 0, amber: 0 };
    const stage = RULES.find((r) => r.id === base(id))?.stage ?? "?";
    const p = precisionOf(c);
    const cols = [c.fired, c.right, c.early, c.late, c.amber].map((n) => String(n).padStart(6)).join(" ");
    console.log(`rules: ${id.padEnd(w)} ${stage.padEnd(8)}${cols}  ${p === null ? "-" : p.toFixed(3)}`);
  }
}

/** Expected (rows) vs predicted (columns) error type at the first error; (early)/(late)/(none) = wrong index. */
function printConfusion(table: Map<string, Map<string, number>>): void {
  if (!table.size) return;
  const cols = [...new Set([...table.values()].flatMap((row) => [...row.keys()]))].sort();
  const w = Math.max(10, ...cols.map((c) => c.length), ...[...table.keys()].map((k) => k.length)) + 1;
  console.log(`type confusion (expected \\ predicted):`);
  console.log("".padEnd(w) + cols.map((c) => c.padStart(w)).join(""));
  for (const [exp, row] of [...table.entries()].sort()) console.log(exp.padEnd(w) + cols.map((c) => String(row.get(c) ?? 0).padStart(w)).join(""));
}

main()
  .catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
