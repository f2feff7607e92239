// Dashboard query latency on a realistic class: 40 students, 10,000 submissions with step
// feedback over 16 weeks, mastery rows. Builds its own temp database; prints p50/p95 per query.
// Run: npx tsx --conditions=react-server scripts/bench-dashboard.ts
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "stepwise-bench-dashboard-"));
process.env.DATABASE_PATH = path.join(dir, "bench.db");

const TARGET_MS = 300;
const STUDENTS = 40;
const SUBMISSIONS = 10_000;
const RUNS = 25;

// Deterministic data: the same database every run, so numbers compare across commits.
function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function quantile(sorted: number[], q: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i]!;
}

async function main() {
  const { migrate } = await import("drizzle-orm/better-sqlite3/migrator");
  const { getDb, getSqlite } = await import("@/db/client");
  const schema = await import("@/db/schema");
  const { seedBank } = await import("@/db/queries/seed");
  const { recordSubmission } = await import("@/db/queries/submissions");
  const dash = await import("@/db/queries/dashboard");
  const { listClassAssignments, createAssignment } = await import("@/db/queries/assignments");
  const { submissionCsvRows } = await import("@/db/queries/export");
  const { toCsv } = await import("@/lib/dashboard/csv");
  const { ERROR_TYPES } = await import("@/lib/check/types");

  const db = getDb();
  migrate(db, { migrationsFolder: path.join(process.cwd(), "db/migrations") });
  seedBank(db);
  const rand = prng(42);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;

  const t0 = performance.now();
  const teacher = db.insert(schema.users).values({ username: "bench-teacher", displayName: "T", role: "teacher", passwordHash: "x" }).returning().get();
  const cls = db.insert(schema.classes).values({ name: "Bench", teacherId: teacher.id, joinCode: "BENCH-01" }).returning().get();
  const students: number[] = [];
  for (let i = 0; i < STUDENTS; i++) {
    const u = db.insert(schema.users).values({ username: `s${i}`, displayName: `Student ${i}`, role: "student", passwordHash: "x" }).returning().get();
    // Joined before the backdated history below (a teacher sees work from joining on).
    db.insert(schema.classMembers).values({ classId: cls.id, studentId: u.id, joinedAt: new Date(0) }).run();
    students.push(u.id);
  }
  // Another class's noise, so the class filter has work to do.
  const other = db.insert(schema.users).values({ username: "noise", displayName: "Noise", role: "student", passwordHash: "x" }).returning().get();
  const problems = db.select({ id: schema.problems.id, steps: schema.problems.referenceSteps }).from(schema.problems).all();
  const now = Date.now();
  const span = 16 * 7 * 86_400_000;
  const types = ERROR_TYPES.filter((t) => t !== "unverifiable");
  getSqlite().exec("begin");
  for (let i = 0; i < SUBMISSIONS + 2000; i++) {
    const p = pick(problems);
    const steps = p.steps.length ? p.steps : ["x = 1"];
    const wrong = rand() < 0.35;
    const fe = wrong ? Math.floor(rand() * steps.length) : -1;
    const errorType = wrong ? pick(types) : undefined;
    recordSubmission(db, {
      userId: i < SUBMISSIONS ? pick(students) : other.id,
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
  const skills = db.select({ id: schema.skills.id }).from(schema.skills).all();
  for (const s of students) {
    for (const sk of skills) {
      db.insert(schema.mastery).values({ userId: s, skillId: sk.id, pKnown: rand(), opportunities: Math.floor(rand() * 12), updatedAt: new Date() }).run();
    }
  }
  getSqlite().exec("commit");
  for (let i = 0; i < 5; i++) {
    createAssignment(db, { classId: cls.id, teacherId: teacher.id, title: `A${i}`, dueAt: null, skill: pick(skills).id, count: 5 });
  }
  getSqlite().exec("analyze");
  const steps = (getSqlite().prepare("select count(*) as n from step_feedback").get() as { n: number }).n;
  console.log(`built ${SUBMISSIONS} class submissions (+2000 outside), ${steps} step rows, ${STUDENTS} students in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const month = new Date(now - 28 * 86_400_000).toISOString().slice(0, 10);
  const scope = { classId: cls.id };
  const filtered = { classId: cls.id, from: month, skill: "linear-two-step" };
  const cases: [string, () => unknown][] = [
    ["overview (all 5 queries)", () => dash.getClassOverview(db, scope)],
    ["overview, last 4 weeks + skill", () => dash.getClassOverview(db, filtered)],
    ["scan only (class rows)", () => dash.classSubmissionRows(db, scope)],
    ["heatmap", () => dash.classHeatmap(db, scope)],
    ["trouble problems", () => dash.troubleProblems(db, scope)],
    ["attention", () => dash.attentionList(db, scope)],
    ["weekly trend", () => dash.weeklyTrend(db, scope)],
    ["drill-down cell page 1", () => dash.listClassSubmissions(db, { classId: cls.id, skill: "linear-two-step", errorType: "sign" })],
    ["drill-down all, page 10", () => dash.listClassSubmissions(db, scope, 10)],
    ["assignments + completion", () => listClassAssignments(db, cls.id)],
    ["CSV export (all steps)", () => toCsv([], submissionCsvRows(db, scope))],
  ];
  let worst = 0;
  // CPU time is reported next to wall time: on a shared, loaded machine wall time mostly measures the neighbours.
  console.log(`\n${"query".padEnd(34)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} ${"cpu p50".padStart(8)} ${"cpu p95".padStart(8)}`);
  for (const [name, fn] of cases) {
    fn(); // warm the statement cache and pages
    const times: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const c = process.cpuUsage();
      const t = performance.now();
      fn();
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
  getSqlite().close();
  fs.rmSync(dir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(1);
});
