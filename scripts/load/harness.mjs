// Shared by `npm run bench:load` and `npm run test:crash`: starts the built app on a temporary
// database on loopback, creates a class of students over the public API, and builds realistic
// check requests from the bank's reference solutions. Talks to the server only over HTTP and
// reads the database directly to count what was stored: the SQLite file, or (testDatabase
// below) a PostgreSQL database.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { createDatabase, onPostgres } from "../with-postgres.mjs";

export const root = path.resolve(import.meta.dirname, "../..");

// Sized for the per-IP login limit a school needs (a whole class from one IP within a minute):
// on a 429 we wait as the server says and try again.
const MAX_RETRY_WAIT_MS = 65_000;

export function parseArgs(argv, defaults) {
  const out = { ...defaults };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith("--")) continue;
    const key = a.slice(2).replace(/-([a-z])/g, (_, c) => c.toUpperCase());
    if (!(key in defaults)) throw new Error(`unknown option ${a}; known: ${Object.keys(defaults).join(", ")}`);
    if (typeof defaults[key] === "boolean") out[key] = true;
    else {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      out[key] = typeof defaults[key] === "number" ? Number(v) : v;
      if (typeof defaults[key] === "number" && !Number.isFinite(out[key])) throw new Error(`${a} needs a number`);
    }
  }
  return out;
}

export function tempDir(prefix) {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export const UNLIMITED_USER_CHECKS = { USER_CHECKS_PER_MIN: "100000", USER_CHECKS_PER_DAY: "10000000", USER_STORAGE_KB_PER_DAY: "10000000" };

/**
 * Starts `scripts/start.mjs` (migrate + seed, build when stale, serve) in its own process
 * group, so a SIGKILL to the group takes down the server and its wrapper at once, like a crash.
 * Reuses the `.next-e2e` build that the e2e suite makes.
 */
export function startServer({ port, dbPath, databaseUrl, logFile, env = {} }) {
  const log = fs.openSync(logFile, "a");
  const child = spawn(process.execPath, [path.join(root, "scripts/start.mjs")], {
    cwd: root,
    detached: true,
    stdio: ["ignore", log, log],
    env: {
      ...process.env,
      DATABASE_PATH: dbPath,
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? ".next-e2e",
      PORT: String(port),
      LISTEN_HOST: "127.0.0.1",
      NEXT_TELEMETRY_DISABLED: "1",
      SEED_DEMO_DATA: "0",
      COOKIE_SECURE: "never",
      // A load test's students check back to back, far beyond what one real student may (30 a
      // minute, 500 a day): lifted here; `bench:load --fairness` runs with the real limits.
      ...UNLIMITED_USER_CHECKS,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
  });
  fs.closeSync(log);
  const exited = new Promise((resolve) => child.on("exit", (code, signal) => resolve({ code, signal })));
  return {
    child,
    exited,
    base: `http://127.0.0.1:${port}`,
    kill(signal = "SIGTERM") {
      try {
        process.kill(-child.pid, signal);
      } catch {
        /* already gone */
      }
      return exited;
    },
  };
}

export async function waitHealthy(server, { timeoutMs = 15 * 60_000, logFile } = {}) {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  server.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the server exited before it was ready${logFile ? `; log:\n${tail(logFile)}` : ""}`);
    try {
      const res = await fetch(`${server.base}/api/health`, { signal: AbortSignal.timeout(10_000) });
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await sleep(300);
  }
  throw new Error(`the server was not ready in time${logFile ? `; log:\n${tail(logFile)}` : ""}`);
}

export function tail(file, lines = 40) {
  try {
    return fs.readFileSync(file, "utf8").split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Headers every state-changing request sends: an exact JSON type and our own Origin. */
export function jsonHeaders(base, cookie) {
  return { "content-type": "application/json", origin: base, ...(cookie ? { cookie } : {}) };
}

function sessionCookie(res) {
  const set = res.headers.getSetCookie?.() ?? [];
  const c = set.map((s) => s.split(";")[0]).find((s) => s.startsWith("sw_session="));
  return c ?? null;
}

/** POST JSON; on 429 waits for Retry-After (or the body's retryAfterSeconds) and tries again. */
export async function postJson(base, p, body, cookie, { retry429 = true } = {}) {
  for (;;) {
    const res = await fetch(base + p, { method: "POST", headers: jsonHeaders(base, cookie), body: JSON.stringify(body) });
    const text = await res.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    if (res.status === 429 && retry429) {
      const seconds = Number(res.headers.get("retry-after") ?? json?.error?.details?.retryAfterSeconds ?? 5);
      const waitMs = Math.min(MAX_RETRY_WAIT_MS, Math.max(1, seconds) * 1000);
      process.stdout.write(`  (429 on ${p}: waiting ${Math.round(waitMs / 1000)} s as the server asks)\n`);
      await sleep(waitMs);
      continue;
    }
    return { status: res.status, json, text, cookie: sessionCookie(res) };
  }
}

function must(r, what) {
  if (r.status < 200 || r.status >= 300) throw new Error(`${what} failed: ${r.status} ${r.text.slice(0, 300)}`);
  return r;
}

/**
 * A fresh database's first account becomes the teacher (first-run setup); the teacher creates a
 * class; each student joins with its code (creating the account), then signs in the way a class
 * does at the start of a lesson: one after the other from one IP.
 */
export async function createClassOfStudents(base, n, { password = "load-test-pass-1" } = {}) {
  const setup = must(await postJson(base, "/api/auth/setup", { username: "load-teacher", password: "load-teacher-pass" }), "setup");
  const teacher = setup.cookie;
  const cls = must(await postJson(base, "/api/classes", { name: "Load test class" }, teacher), "create class").json.class;
  const usernames = Array.from({ length: n }, (_, i) => `load-student-${String(i + 1).padStart(3, "0")}`);
  for (const username of usernames) {
    must(await postJson(base, "/api/auth/join", { code: cls.joinCode, username, password }), `join ${username}`);
  }
  const started = performance.now();
  const students = [];
  for (const username of usernames) {
    const r = must(await postJson(base, "/api/auth/login", { username, password }), `login ${username}`);
    if (!r.cookie) throw new Error(`login ${username} set no session cookie`);
    students.push({ username, cookie: r.cookie });
  }
  return { teacher, classId: cls.id, students, password, signInSeconds: (performance.now() - started) / 1000 };
}

/** Bank problems with their reference solutions, read from the database the server seeded. */
export function bankProblems(dbPath) {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare("select id, reference_steps as steps from problems where author_id is null")
      .all()
      .map((r) => ({ id: r.id, steps: JSON.parse(r.steps) }))
      .filter((p) => Array.isArray(p.steps) && p.steps.length > 0 && p.steps.some((s) => /\d/.test(s)));
  } finally {
    db.close();
  }
}

export { checkBody, prng } from "./submissions.mjs";

// Read-write opens (though we only read): after a SIGKILL the WAL may need recovery, which a
// read-only connection cannot do.
export function storedSubmissionIds(dbPath) {
  const db = new Database(dbPath, { fileMustExist: true });
  try {
    const rows = db.prepare("select id from submissions").all();
    return new Set(rows.map((r) => r.id));
  } finally {
    db.close();
  }
}

export function integrityCheck(dbPath) {
  const db = new Database(dbPath, { fileMustExist: true });
  try {
    return db.pragma("integrity_check", { simple: true });
  } finally {
    db.close();
  }
}

export function quantile(sorted, q) {
  if (!sorted.length) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i];
}

export function latencySummary(values) {
  const s = [...values].sort((a, b) => a - b);
  return { n: s.length, p50: quantile(s, 0.5), p95: quantile(s, 0.95), p99: quantile(s, 0.99), max: s.at(-1) ?? NaN };
}

const CLOCK_TICKS_PER_SECOND = 100; // Linux USER_HZ on every mainstream build

/**
 * CPU seconds used so far by the server's process group (Linux /proc; null elsewhere): the
 * main threads (event loops) apart from all other threads (ONNX Runtime, libuv's pool, GC).
 * Unlike latency this barely depends on what else the machine is doing.
 */
export function serverCpu(server) {
  if (!fs.existsSync("/proc/self/stat")) return null;
  const ticks = (file) => {
    // Fields after the ")" that ends the command name: utime and stime are the 12th and 13th.
    const rest = fs.readFileSync(file, "utf8").split(") ").at(-1).split(" ");
    return { pgrp: Number(rest[2]), cpu: Number(rest[11]) + Number(rest[12]) };
  };
  let main = 0;
  let other = 0;
  for (const pid of fs.readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      const proc = ticks(`/proc/${pid}/stat`);
      if (proc.pgrp !== server.child.pid) continue;
      const mainThread = ticks(`/proc/${pid}/task/${pid}/stat`).cpu;
      main += mainThread;
      other += proc.cpu - mainThread;
    } catch {
      /* exited meanwhile */
    }
  }
  return { main: main / CLOCK_TICKS_PER_SECOND, other: other / CLOCK_TICKS_PER_SECOND };
}

const KIB_PER_MIB = 1024;

/**
 * Resident memory of the server's process group (Linux /proc; null elsewhere), in MiB: the
 * process that serves requests (scripts/serve.mjs, the PRM worker thread included) apart from
 * the `npm start` wrapper, and how much of it is anonymous (heap, arenas) rather than mapped files.
 */
export function serverMemory(server) {
  if (!fs.existsSync("/proc/self/status")) return null;
  let serving = null;
  let totalMb = 0;
  for (const pid of fs.readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      const pgrp = Number(fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ").at(-1).split(" ")[2]);
      if (pgrp !== server.child.pid) continue;
      const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
      const kib = (field) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+)`, "m"))?.[1] ?? 0);
      const rssMb = kib("VmRSS") / KIB_PER_MIB;
      totalMb += rssMb;
      if (fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("serve.mjs")) {
        serving = { pid: Number(pid), rssMb, anonMb: kib("RssAnon") / KIB_PER_MIB, threads: kib("Threads") };
      }
    } catch {
      /* exited meanwhile */
    }
  }
  return serving ? { ...serving, totalMb } : null;
}

/** "312 MiB (anon 250, 23 threads; group 360)" */
export function formatMemory(m) {
  if (!m) return "n/a (no /proc)";
  return `${m.rssMb.toFixed(0)} MiB (anonymous ${m.anonMb.toFixed(0)}, ${m.threads} threads; process group ${m.totalMb.toFixed(0)} MiB)`;
}

/**
 * The one database the servers of a test share, read directly to see what was stored. SQLite
 * (default): a file in `dir`. PostgreSQL: `DATABASE_URL` when set (an empty database the test may
 * fill), or with `postgres` a fresh database made on the server at TEST_DATABASE_URL (npm run
 * test:pg; it wins over DATABASE_URL) and dropped again by `dispose` unless `keep`.
 * `server` is what startServer needs; `integrity()` is PRAGMA integrity_check on SQLite and a
 * row-count check on PostgreSQL (consistencyProblems).
 */
export async function testDatabase({ dir, name, postgres = false, keep = false }) {
  const given = process.env.DATABASE_URL;
  if (!postgres && !given) {
    const dbPath = path.join(dir, "stepwise.db");
    return {
      label: dbPath,
      server: { dbPath },
      problems: async () => bankProblems(dbPath),
      submissionIds: async () => storedSubmissionIds(dbPath),
      integrity: async () => {
        const result = integrityCheck(dbPath);
        return { what: "PRAGMA integrity_check", ok: result === "ok", detail: result };
      },
      dispose: async () => undefined,
    };
  }
  let url = given;
  let drop = async () => undefined;
  if (postgres) {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error("--postgres needs TEST_DATABASE_URL, a PostgreSQL server to make a database on (npm run test:pg starts one)");
    ({ url, drop } = await createDatabase(serverUrl, name));
  }
  return {
    label: url.replace(/\/\/[^@/]*@/, "//"), // without the credentials
    server: { databaseUrl: url },
    problems: () => onPostgres(url, async (c) => problemsFrom((await c.query(PROBLEMS_SQL)).rows)),
    submissionIds: () => onPostgres(url, async (c) => new Set((await c.query("select id from submissions")).rows.map((r) => r.id))),
    integrity: () =>
      onPostgres(url, async (c) => {
        const problems = await consistencyProblems(c);
        return { what: "row counts", ok: problems.length === 0, detail: problems.length ? problems.join("; ") : "ok" };
      }),
    dispose: async () => {
      if (!keep) await drop();
    },
  };
}

const PROBLEMS_SQL = "select id, reference_steps as steps from problems where author_id is null";

function problemsFrom(rows) {
  return rows
    .map((r) => ({ id: r.id, steps: JSON.parse(r.steps) }))
    .filter((p) => Array.isArray(p.steps) && p.steps.length > 0 && p.steps.some((s) => /\d/.test(s)));
}

/**
 * PostgreSQL is not the process that gets killed, so its own pages are not in doubt; what is, is
 * whether each check's writes landed whole, in one transaction: a submission with its step
 * feedback, and every mastery update with its event. Two replicas updating one student's mastery
 * without the write lock would lose increments: opportunities would fall behind the events.
 */
async function consistencyProblems(c) {
  const count = async (q) => Number((await c.query(q)).rows[0].n);
  const problems = [];
  const bare = await count("select count(*) as n from submissions s where not exists (select 1 from step_feedback f where f.submission_id = s.id)");
  if (bare) problems.push(`${bare} submissions without step feedback`);
  const drift = await count(
    "select count(*) as n from mastery m where m.opportunities <> (select count(*) from mastery_events e where e.user_id = m.user_id and e.skill_id = m.skill_id)",
  );
  if (drift) problems.push(`${drift} mastery rows whose opportunities differ from their events`);
  return problems;
}
