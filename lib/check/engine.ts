// The checking engine: runs the selected checkers side by side, survives any of them failing,
// and fuses their evidence into one verdict per step.
import { CHECKER_NAMES, type FinalAnswerVerdict, type CheckInput, type CheckResult, type Checker, type CheckerName, type StepEvidence } from "./types";
import { CHECKER_REGISTRY, type CheckerEntry, type ModelStatus } from "./checker-registry";
import { judgeFinalAnswer } from "./exact-answer";
import { logger } from "../log";
import { fuse } from "./fuse";
import { markCarried, markUnreadable } from "./after-fusion";
import { solutionLines } from "../math/normalize";
import { problemContext } from "./exact-context";
import { unplaceWrongAnswer } from "./blame-unplaced";
import { ARITHMETIC_ONLY_NOTE, checkScope } from "./scope";

export interface CheckOptions {
  checkers?: CheckerName[];
  /** Rules gated below the precision bar; default: the committed calibration's (lib/check/rules/gate.ts). */
  gated?: ReadonlySet<string>;
}

// One instance per registry entry (the PRM checker holds a loaded model).
const instances = new WeakMap<CheckerEntry, Checker>();

function instance(name: CheckerName): Checker | null {
  const entry = CHECKER_REGISTRY[name];
  if (!entry) return null;
  const existing = instances.get(entry);
  if (existing) return existing;
  const created = entry.create();
  instances.set(entry, created);
  return created;
}

async function modelStatus(selected: boolean): Promise<ModelStatus> {
  const entry = CHECKER_REGISTRY.prm;
  if (!entry) return { available: false, reason: "no PRM checker is installed" };
  if (!entry.status) return { available: selected };
  try {
    return await entry.status();
  } catch (err) {
    return { available: false, reason: `PRM status failed: ${err instanceof Error ? err.message : String(err)}` };
  }
}

function finalAnswerOf(input: CheckInput): FinalAnswerVerdict {
  try {
    return judgeFinalAnswer(input);
  } catch (err) {
    logger.warn("check: final-answer judgement failed", { error: err instanceof Error ? err.message : String(err) });
    return { correct: null, stepIndex: -1 };
  }
}

export async function checkSolution(input: CheckInput, opts: CheckOptions = {}): Promise<CheckResult> {
  return (await checkSolutionDetailed(input, opts)).result;
}

/** The result and every checker's raw evidence behind it (what eval --rules and calibrate measure). */
export interface DetailedCheck {
  result: CheckResult;
  evidence: StepEvidence[];
  /** The inputs of the fusion, so that a measurement can fuse the same evidence another way. */
  fusion: { steps: string[]; answerCorrect: boolean | null; referenced: boolean };
}

export async function checkSolutionDetailed(input: CheckInput, opts: CheckOptions = {}): Promise<DetailedCheck> {
  // (a solution laid out as a dashed list is read without its bullets; a line taken back is crossed out)
  const steps = solutionLines(Array.isArray(input.steps) ? input.steps.map((s) => String(s ?? "")) : []);
  const base: CheckInput = { ...input, problem: String(input.problem ?? ""), steps };
  // judged once per request: every checker and the fusion share this verdict
  const safeInput: CheckInput = { ...base, finalAnswer: finalAnswerOf(base) };
  const requested = (opts.checkers ?? [...CHECKER_NAMES]).filter((n, i, all) => all.indexOf(n) === i);
  const runnable = requested.filter((n) => CHECKER_REGISTRY[n] && CHECKER_REGISTRY[n]!.enabled?.() !== false);

  const failures: Array<{ name: CheckerName; error: string }> = [];
  const ran: CheckerName[] = [];
  const evidence: StepEvidence[] = [];
  const results = await Promise.allSettled(
    runnable.map(async (name) => {
      const checker = instance(name);
      if (!checker) throw new Error("checker could not be created");
      return { name, ev: await checker.check(safeInput) };
    }),
  );
  results.forEach((r, i) => {
    if (r.status === "fulfilled") {
      ran.push(r.value.name);
      if (Array.isArray(r.value.ev)) evidence.push(...r.value.ev.filter((e) => e && e.source === r.value.name));
    } else {
      const error = r.reason instanceof Error ? r.reason.message : String(r.reason);
      failures.push({ name: runnable[i], error });
      logger.warn("check: checker failed", { checker: runnable[i], error });
    }
  });

  const prmSelected = requested.includes("prm");
  const status = await modelStatus(prmSelected);
  const prmFailure = failures.find((f) => f.name === "prm");
  const model: CheckResult["model"] = {
    used: ran.includes("prm") && status.available,
    available: status.available,
    ...(status.name ? { name: status.name } : {}),
  };
  const reason = prmFailure ? `PRM checker failed: ${prmFailure.error}` : !prmSelected ? "PRM not requested" : status.reason;
  if (reason && !model.used) model.reason = reason;

  const answer = safeInput.finalAnswer!.correct;
  const referenced = ran.includes("reference") && !!safeInput.reference?.length;
  const fused = fuse(steps.length, evidence, {
    answerCorrect: answer,
    referenced,
    equationProblem: problemContext(safeInput.problem).kind === "equation",
    ...(opts.gated ? { gated: opts.gated } : {}),
  });
  let readable = markUnreadable(fused.steps, steps);
  let firstErrorIndex = readable.findIndex((s) => s.verdict === "incorrect");
  // (blame.wrong-answer-unplaced: a wrong answer with no step to stand behind picks none)
  const unplaced = unplaceWrongAnswer(readable, firstErrorIndex, evidence, safeInput);
  if (unplaced) {
    readable = unplaced.steps;
    firstErrorIndex = readable.findIndex((s) => s.verdict === "incorrect");
  }
  const result: CheckResult = {
    steps: markCarried(readable, firstErrorIndex, evidence, safeInput),
    firstErrorIndex,
    answerCorrect: answer,
    checkers: ran,
    model,
  };
  const scope = checkScope(safeInput);
  if (scope !== "full") result.scope = scope;
  if (unplaced) result.note = unplaced.note;
  else if (scope === "arithmetic-only" && firstErrorIndex === -1) result.note = ARITHMETIC_ONLY_NOTE;
  if (failures.length) result.failedCheckers = failures;
  return { result, evidence, fusion: { steps, answerCorrect: answer, referenced } };
}
