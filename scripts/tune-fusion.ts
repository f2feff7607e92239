// Fits the PRM thresholds of the fusion (lib/check/fuse.ts FUSION_CONFIG) on the dev sets.
// Usage: npm run tune:fusion [-- --data a.json,b.json]
// Runs every checker once per item and reference mode, then grid-searches prmIncorrectBelow
// (one threshold per final-answer state) and prmBlockedByExactAbove on the even-indexed items
// of each set, and reports the chosen config on the odd-indexed half it never saw.
import { CHECKER_REGISTRY } from "../lib/check/checker-registry";
import { checkFinalAnswer } from "../lib/check/exact-answer";
import { problemContext } from "../lib/check/exact-context";
import { FUSION_CONFIG, fuse, type AnswerState, type FusionConfig } from "../lib/check/fuse";
import type { StepEvidence } from "../lib/check/types";
import { loadDataset } from "../lib/eval/dataset";
import { computeMetrics } from "../lib/eval/metrics";
import { toCheckInput } from "../lib/eval/run-eval";

const DEFAULT_SETS = [
  "models/dev/realistic/llm-a.json",
  "models/dev/realistic/llm-b.json",
  "models/dev/realistic/student-words.json",
  "models/dev/llm-dev.json",
  "models/data/synthetic-dev.json",
  "models/dev/student-dev.json",
];
const MODES = [false, "answer-only", true] as const;
type Mode = (typeof MODES)[number];

interface Case {
  set: string;
  half: 0 | 1;
  mode: Mode;
  label: number;
  steps: number;
  evidence: StepEvidence[];
  answerCorrect: boolean | null;
  referenced: boolean;
}

/** A stable half by id (dev sets are often ordered by kind, so index parity would be biased). */
function half(id: string): 0 | 1 {
  let h = 2166136261;
  for (const ch of id) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return ((h >>> 0) % 2) as 0 | 1;
}

async function collect(files: string[]): Promise<Case[]> {
  const checkers = (["exact", "reference", "prm"] as const).map((n) => CHECKER_REGISTRY[n]!.create());
  const cases: Case[] = [];
  for (const file of files) {
    const items = loadDataset(file);
    for (const [i, item] of items.entries()) {
      for (const mode of MODES) {
        const input = toCheckInput(item, mode);
        const evidence = (await Promise.all(checkers.map((c) => c.check(input)))).flat();
        let answerCorrect: boolean | null = null;
        try {
          answerCorrect = checkFinalAnswer(input.steps, input.answer, problemContext(input.problem).extract).correct;
        } catch {
          answerCorrect = null;
        }
        cases.push({ set: file, half: half(item.id), mode, label: item.label, steps: item.steps.length, evidence, answerCorrect, referenced: !!input.reference?.length });
      }
    }
  }
  return cases;
}

function score(cases: Case[], config: FusionConfig) {
  const preds = cases.map((c) => ({ label: c.label, predicted: fuse(c.steps, c.evidence, { answerCorrect: c.answerCorrect, referenced: c.referenced, config }).firstErrorIndex }));
  return computeMetrics(preds);
}

/** Mean F1 over every set and reference mode (each weighs the same, whatever its size). */
function objective(cases: Case[], config: FusionConfig, sets: string[]): number {
  let total = 0;
  for (const set of sets) for (const mode of MODES) total += score(cases.filter((c) => c.set === set && c.mode === mode), config).f1;
  return total / (sets.length * MODES.length);
}

const GRID = [0, 0.3, 0.4, 0.5, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9];
const BLOCK = [0.9, 0.97, 0.98, 1.01];

async function main() {
  const arg = process.argv.indexOf("--data");
  const files = arg > 0 ? process.argv[arg + 1].split(",") : DEFAULT_SETS;
  const all = await collect(files);
  const fit = all.filter((c) => c.half === 0);
  let best = FUSION_CONFIG;
  let bestScore = -1;
  // Each answer state only touches the cases in that state, so the three thresholds are fitted
  // one after the other (coordinate search); the exact-shield level is searched around them.
  for (const block of BLOCK) {
    const cfg: FusionConfig = {
      ...FUSION_CONFIG,
      prmBlockedByExactAbove: block,
      prmIncorrectBelow: { ...FUSION_CONFIG.prmIncorrectBelow },
      prmIncorrectBelowWithReference: { ...FUSION_CONFIG.prmIncorrectBelowWithReference },
      blameFirstErrorPosterior: { ...FUSION_CONFIG.blameFirstErrorPosterior },
    };
    for (let round = 0; round < 2; round++) {
      for (const table of ["prmIncorrectBelow", "prmIncorrectBelowWithReference"] as const) {
        for (const state of ["unknown", "correct", "wrong"] as AnswerState[]) {
          let keep = cfg[table][state];
          let keepScore = -1;
          for (const t of GRID) {
            cfg[table][state] = t;
            const s = objective(fit, cfg, files);
            if (s > keepScore + 1e-9) [keep, keepScore] = [t, s];
          }
          cfg[table][state] = keep;
        }
      }
    }
    for (const key of ["withoutReference", "withReference"] as const) {
      const scores = [false, true].map((on) => {
        cfg.blameFirstErrorPosterior[key] = on;
        return objective(fit, cfg, files);
      });
      cfg.blameFirstErrorPosterior[key] = scores[1] > scores[0] + 1e-9;
    }
    const s = objective(fit, cfg, files);
    console.log(`block ${block}: ${JSON.stringify(cfg.prmIncorrectBelow)} ${JSON.stringify(cfg.prmIncorrectBelowWithReference)} ${JSON.stringify(cfg.blameFirstErrorPosterior)} objective ${s.toFixed(4)}`);
    if (s > bestScore) [best, bestScore] = [structuredClone(cfg), s];
  }
  const off = { correct: 0, wrong: 0, unknown: 0 };
  const noPrm: FusionConfig = { ...best, prmIncorrectBelow: off, prmIncorrectBelowWithReference: off, blameFirstErrorPosterior: { withReference: false, withoutReference: false } };
  console.log("\nset | reference | current FUSION_CONFIG | fitted (held-out half) | PRM ignored (held-out half)");
  for (const file of files) {
    for (const mode of MODES) {
      const cs = all.filter((c) => c.set === file && c.mode === mode);
      const held = cs.filter((c) => c.half === 1);
      const fmt = (m: ReturnType<typeof score>) => `F1 ${m.f1.toFixed(3)} (err ${m.errorAcc.toFixed(3)}, ok ${m.correctAcc.toFixed(3)})`;
      console.log(`${file} | ${mode} | ${fmt(score(cs, FUSION_CONFIG))} | ${fmt(score(held, best))} | ${fmt(score(held, noPrm))}`);
    }
  }
  const { prmIncorrectBelow, prmIncorrectBelowWithReference, blameFirstErrorPosterior, prmBlockedByExactAbove } = best;
  console.log(JSON.stringify({ prmIncorrectBelow, prmIncorrectBelowWithReference, blameFirstErrorPosterior, prmBlockedByExactAbove }));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
