// Dashboard query latency on a realistic class: 40 students, 10,000 submissions with step
// feedback over 16 weeks, mastery rows. Builds its own temp database; prints p50/p95 per query.
// Run: npx tsx --conditions=react-server scripts/bench-dashboard.ts (with DATABASE_URL set: on that
// PostgreSQL database instead, which must be empty)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
// (deterministic data: the same database every run, so numbers compare across commits)
import { prng } from "./load/submissions.mjs";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "stepwise-bench-dashboard-"));
process.env.DATABASE_PATH = path.join(dir, "bench.db");

const TARGET_MS = 300;
const STUDENTS = 40;
const SUBMISSIONS = 10_000;
const RUNS = 25;

function quantile(sorted: number[], q: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i]!;
}

async function main() {
  const { sql } = await import("drizzle-orm");
  const { closeDb, getDb, rawGet, rawRun } = await import("@/db/client");
  const { migrateDb } = await import("@/db/migrate");
  const { describeDatabase } = await import("@/lib/server/env");
  const schema = await import("@/db/schema");
  const { seedBank } = await import("@/db/queries/seed");
  const { recordSubmission } = await import("@/db/queries/submissions");
  const dash = await import("@/db/queries/dashboard");
  const { listClassAssignments, createAssignment } = await import("@/db/queries/assignments");
  const { submissionCsvRows } = await import("@/db/queries/export");
  const { toCsv } = await import("@/lib/dashboard/csv");
  const { ERROR_TYPES } = await import("@/lib/check/types");

  await migrateDb();
  const db = getDb();
  await seedBank(db);
  const rand = prng(42);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;

  const t0 = performance.now();
  const [teacher] = await db.insert(schema.users).values({ username: "bench-teacher", displayName: "T", role: "teacher", passwordHash: "x" }).returning();
  const [cls] = await db.insert(schema.classes).values({ name: "Bench", teacherId: teacher!.id, joinCode: "BENCH-01" }).returning();
  const students: number[] = [];
  for (let i = 0; i < STUDENTS; i++) {
    const [u] = await db.insert(schema.users).values({ username: `s${i}`, displayName: `Student ${i}`, role: "student", passwordHash: "x" }).returning();
    // Joined before the backdated history below (a teacher sees work from joining on).
    await db.insert(schema.classMembers).values({ classId: cls!.id, studentId: u!.id, joinedAt: new Date(0) });
    students.push(u!.id);
  }
  // Another class's noise, so the class filter has work to do.
  const [other] = await db.insert(schema.users).values({ username: "noise", displayName: "Noise", role: "student", passwordHash: "x" }).returning();
  // (in id order: the same data on either dialect)
  const problems = await db.select({ id: schema.problems.id, steps: schema.problems.referenceSteps }).from(schema.problems).orderBy(schema.problems.id);
  const now = Date.now();
  const span = 16 * 7 * 86_400_000;
  const types = ERROR_TYPES.filter((t) => t !== "unverifiable");
  const skills = await db.select({ id: schema.skills.id }).from(schema.skills).orderBy(schema.skills.id);
  // One transaction for the bulk load: as fast as the data allows on either dialect.
  await db.transaction(async (t) => {
    const tx = t as unknown as typeof db;
    for (let i = 0; i < SUBMISSIONS + 2000; i++) {
      const p = pick(problems);
      const steps = p.steps.length ? p.steps : ["x = 1"];
      const wrong = rand() < 0.35;
      const fe = wrong ? Math.floor(rand() * steps.length) : -1;
      const errorType = wrong ? pick(types) : undefined;
      await recordSubmission(tx, {
        userId: i < SUBMISSIONS ? pick(students) : other!.id,
        problemId: p.id,
        problemText: "bench",
        steps,
        result: {
          steps: steps.map((_, k) => ({
            index: k,
            verdict: k === fe ? "incorrect" : fe >= 0 && k > fe ? "unsure" : "correct",
            score: k === fe ? 0.05 : 0.95,
            ...(k === fe ? { errorType, message: `Step ${k + 1}: check it.` } : {}),
          })),
          firstErrorIndex: fe,
          answerCorrect: !wrong,
          checkers: ["exact", "reference"],
          model: { used: false, available: false },
        },
        durationMs: 5,
        createdAt: new Date(now - Math.floor(rand() * span)),
      });
    }
    for (const s of students) {
      for (const sk of skills) {
        await tx.insert(schema.mastery).values({ userId: s, skillId: sk.id, pKnown: rand(), opportunities: Math.floor(rand() * 12), updatedAt: new Date() });
      }
    }
  });
  for (let i = 0; i < 5; i++) {
    await createAssignment(db, { classId: cls!.id, teacherId: teacher!.id, title: `A${i}`, dueAt: null, skill: pick(skills).id, count: 5 });
  }
  await rawRun(db, sql`analyze`);
  const steps = (await rawGet<{ n: number }>(db, sql`select count(*) as n from step_feedback`))?.n;
  console.log(`built ${SUBMISSIONS} class submissions (+2000 outside), ${steps} step rows, ${STUDENTS} students in ${((performance.now() - t0) / 1000).toFixed(1)} s (${describeDatabase()})`);

  const month = new Date(now - 28 * 86_400_000).toISOString().slice(0, 10);
  const scope = { classId: cls!.id };
  const filtered = { classId: cls!.id, from: month, skill: "linear-two-step" };
  const cases: [string, () => Promise<unknown>][] = [
    ["overview (all 5 queries)", async () => await dash.getClassOverview(db, scope)],
    ["overview, last 4 weeks + skill", async () => await dash.getClassOverview(db, filtered)],
    ["scan only (class rows)", async () => await dash.classSubmissionRows(db, scope)],
    ["heatmap", async () => await dash.classHeatmap(db, scope)],
    ["trouble problems", async () => await dash.troubleProblems(db, scope)],
    ["attention", async () => await dash.attentionList(db, scope)],
    ["weekly trend", async () => await dash.weeklyTrend(db, scope)],
    ["drill-down cell page 1", async () => await dash.listClassSubmissions(db, { classId: cls!.id, skill: "linear-two-step", errorType: "sign" })],
    ["drill-down all, page 10", async () => await dash.listClassSubmissions(db, scope, 10)],
    ["assignments + completion", async () => await listClassAssignments(db, cls!.id)],
    ["CSV export (all steps)", async () => toCsv([], await submissionCsvRows(db, scope))],
  ];
  let worst = 0;
  // CPU time is reported next to wall time: on a shared, loaded machine wall time mostly measures the neighbours.
  console.log(`\n${"query".padEnd(34)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} ${"cpu p50".padStart(8)} ${"cpu p95".padStart(8)}`);
  for (const [name, fn] of cases) {
    await fn(); // warm the statement cache and pages
    const times: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const c = process.cpuUsage();
      const t = performance.now();
      await fn();
      times.push(performance.now() - t);
      const d = process.cpuUsage(c);
      cpu.push((d.user + d.system) / 1000);
    }
    times.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    const p50 = quantile(times, 0.5);
    const p95 = quantile(times, 0.95);
    if (!name.startsWith("CSV")) worst = Math.max(worst, p95);
    console.log(
      `${name.padEnd(34)} ${p50.toFixed(1).padStart(8)} ${p95.toFixed(1).padStart(8)} ${quantile(cpu, 0.5).toFixed(1).padStart(8)} ${quantile(cpu, 0.95).toFixed(1).padStart(8)}`,
    );
  }
  console.log(`load average: ${os.loadavg().map((l) => l.toFixed(1)).join(" ")} on ${os.cpus().length} CPUs`);
  console.log(`\nworst dashboard p95: ${worst.toFixed(1)} ms (target < ${TARGET_MS} ms): ${worst < TARGET_MS ? "OK" : "OVER TARGET"}`);
  await closeDb();
  fs.rmSync(dir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(1);
});
