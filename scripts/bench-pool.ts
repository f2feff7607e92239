// npm run bench:pool -- [--workers 1,2,4,...] [--seconds 15] [--boot FILE]
// The check workers alone, as the server runs them (lib/check-pool/worker-pool.ts, the same boot
// file, heap and young-generation limits), without HTTP or a database: checks/s of the whole
// engine (exact, reference and the PRM) at each pool size, for sizing CHECK_WORKERS on a machine
// with many cores. The load is bench:load's: bank problems, their reference solution or one with a
// typical slip (40 %), with the bank's answer and reference; 2 checks in flight per worker, as
// the fair scheduler lets through. Prints one line per size, then one JSON object as the last line.
import "server-only";

import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";

import { loadBank } from "../db/queries/seed";
import { CHECK_POOL } from "../lib/check-pool/check-pool";
import { WorkerPool } from "../lib/check-pool/worker-pool";
import type { CheckInput } from "../lib/check/types";
import type { PrmStatus } from "../lib/prm/model";
import { checkBody, prng } from "./load/submissions.mjs";

const WRONG_SHARE = 0.4;
const IN_FLIGHT_PER_WORKER = 2;
const MODEL_WAIT_MS = 60_000;

interface Args {
  workers: number[];
  seconds: number;
  boot: string;
}

function parseArgs(argv: string[]): Args {
  const cores = os.availableParallelism();
  const a: Args = { workers: [1, Math.max(1, cores - 1)], seconds: 15, boot: path.join(process.cwd(), "lib", "check-pool", "check-worker-boot.cjs") };
  for (let i = 0; i < argv.length; i++) {
    const v = argv[i + 1];
    if (argv[i] === "--workers" && v) a.workers = v.split(",").map(Number);
    else if (argv[i] === "--seconds" && v) a.seconds = Number(v);
    else if (argv[i] === "--boot" && v) a.boot = path.resolve(v);
    else throw new Error(`bench:pool: unknown or incomplete argument "${argv[i]}"`);
    i++;
  }
  if (!a.workers.every((n) => Number.isInteger(n) && n > 0)) throw new Error("--workers takes positive integers, e.g. 1,2,4");
  if (!(a.seconds > 0)) throw new Error("--seconds must be positive");
  return { ...a, workers: [...new Set(a.workers)] };
}

/** The checks bench:load sends, as the engine receives them for a bank problem. */
function checkInputs(): CheckInput[] {
  const bank = loadBank().filter((p) => p.referenceSteps.some((s) => /\d/.test(s)));
  const rand = prng(33);
  return Array.from({ length: 2000 }, () => {
    const p = bank[Math.floor(rand() * bank.length)];
    const body = checkBody({ id: p.id, steps: p.referenceSteps }, rand() < WRONG_SHARE, rand);
    return { problem: p.statement, steps: body.steps, answer: p.answer, reference: p.referenceSteps };
  });
}

interface SizeResult {
  workers: number;
  /** Whether every worker had the PRM loaded ("on"), or why not. */
  model: string;
  checks: number;
  checksPerSecond: number;
  cpuMsPerCheck: number;
  p95Ms: number;
}

async function measure(size: number, inputs: CheckInput[], args: Args): Promise<SizeResult> {
  const pool = new WorkerPool({
    size,
    boot: args.boot,
    maxPending: size * CHECK_POOL.maxHeldPerWorker,
    timeoutMs: 60_000,
    heapLimitMb: CHECK_POOL.heapLimitMb,
    youngGenerationMb: CHECK_POOL.youngGenerationMb,
    execArgv: ["--conditions=react-server"],
  });
  try {
    // every worker loads its model and warms its caches before the clock starts
    const statuses = await Promise.all(Array.from({ length: size }, () => pool.run<PrmStatus>("status", { waitMs: MODEL_WAIT_MS })));
    const model = statuses.every((s) => s.available) ? "on" : `off (${statuses.find((s) => !s.available)?.reason ?? "unavailable"})`;
    await Promise.all(inputs.slice(0, 4 * size).map((input) => pool.run("check", { input, opts: {} })));
    let next = 0;
    let done = 0;
    const latencies: number[] = [];
    const end = performance.now() + args.seconds * 1000;
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    const lane = async () => {
      while (performance.now() < end) {
        const input = inputs[next++ % inputs.length];
        const started = performance.now();
        await pool.run("check", { input, opts: {} });
        latencies.push(performance.now() - started);
        done++;
      }
    };
    await Promise.all(Array.from({ length: size * IN_FLIGHT_PER_WORKER }, lane));
    const secs = (performance.now() - t0) / 1000;
    const cpu = process.cpuUsage(cpu0);
    latencies.sort((x, y) => x - y);
    return {
      workers: size,
      model,
      checks: done,
      checksPerSecond: done / secs,
      cpuMsPerCheck: (cpu.user + cpu.system) / 1000 / done,
      p95Ms: latencies[Math.min(latencies.length - 1, Math.ceil(0.95 * latencies.length) - 1)],
    };
  } finally {
    await pool.close();
  }
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const inputs = checkInputs();
  console.error(`bench:pool: ${os.availableParallelism()} cores, sizes ${args.workers.join(",")}, ${args.seconds} s each`);
  const results: SizeResult[] = [];
  for (const size of args.workers) {
    const r = await measure(size, inputs, args);
    results.push(r);
    const base = results[0];
    console.log(
      `workers ${String(size).padStart(3)}: ${r.checksPerSecond.toFixed(1).padStart(7)} checks/s` +
        ` (${(r.checksPerSecond / base.checksPerSecond).toFixed(2)}x ${base.workers}), ${r.cpuMsPerCheck.toFixed(1)} ms CPU per check, p95 ${r.p95Ms.toFixed(0)} ms, model ${r.model}`,
    );
  }
  const round = (x: number) => Math.round(x * 10) / 10;
  console.log(JSON.stringify({ cores: os.availableParallelism(), seconds: args.seconds, results: results.map((r) => ({ ...r, checksPerSecond: round(r.checksPerSecond), cpuMsPerCheck: round(r.cpuMsPerCheck), p95Ms: round(r.p95Ms) })) }));
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
