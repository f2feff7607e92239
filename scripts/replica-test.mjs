// `npm run test:replicas [-- --kill-seconds 3] [--postgres]`
// Two server processes on two ports share one database, as two replicas behind a load balancer
// would (issue 33). Proves, through the public API: a student signed in through one is signed in
// on the other; a check through either is stored once; the anonymous check budget and the
// sign-in lockout count requests through both together; and when one replica is SIGKILLed under
// load the other keeps answering and no acknowledged check is lost (SQLite: integrity_check ok;
// PostgreSQL: the row counts agree). Exits 1 otherwise.
// The database: a temp SQLite file; DATABASE_URL (an empty PostgreSQL database); or --postgres,
// a fresh database on the server at TEST_DATABASE_URL (npm run test:pg).
import fs from "node:fs";
import path from "node:path";
import {
  checkBody,
  createClassOfStudents,
  jsonHeaders,
  parseArgs,
  postJson,
  prng,
  sleep,
  startServer,
  tail,
  tempDir,
  testDatabase,
  waitHealthy,
} from "./load/harness.mjs";

const opts = parseArgs(process.argv.slice(2), { ports: "3325,3326", killSeconds: 3, keep: false, postgres: false });
// Low on purpose, so the test reaches them quickly; the same for both replicas.
const ANON_CHECKS_PER_MIN = 6;
const LOCKOUT_FREE_FAILURES = 4; // lib/security/limits.ts LOGIN_LOCKOUT.freeFailures

const results = [];
function expectThat(what, ok, detail = "") {
  results.push(ok);
  console.log(`  ${ok ? "✓" : "✗"} ${what}${detail ? ` (${detail})` : ""}`);
}

async function check(base, cookie, body) {
  const res = await fetch(`${base}/api/check`, { method: "POST", headers: jsonHeaders(base, cookie), body: JSON.stringify(body) });
  const json = await res.json().catch(() => null);
  return { status: res.status, json };
}

async function sharedSessions([a, b], student) {
  const there = await fetch(`${b.base}/api/progress`, { headers: { cookie: student.cookie } });
  const anonymous = await fetch(`${b.base}/api/progress`);
  expectThat("a student signed in through replica A is signed in on replica B", there.status === 200 && anonymous.status === 401, `${there.status}, without a session ${anonymous.status}`);
}

async function storedOnce([a, b], student, problems, db) {
  const before = await db.submissionIds();
  const viaA = await check(a.base, student.cookie, checkBody(problems[0], false, prng(1)));
  const viaB = await check(b.base, student.cookie, checkBody(problems[1], true, prng(2)));
  const after = await db.submissionIds();
  const added = [...after].filter((id) => !before.has(id));
  const ids = [viaA.json?.submissionId, viaB.json?.submissionId];
  expectThat("a check through either replica is stored, once", viaA.status === 200 && viaB.status === 200 && added.length === 2 && ids.every((id) => added.includes(id)), `stored ${added.length}`);
}

async function sharedAnonymousBudget([a, b], problems) {
  const statuses = [];
  for (let i = 0; i < ANON_CHECKS_PER_MIN + 2; i++) {
    const base = [a, b][i % 2].base;
    statuses.push((await check(base, undefined, checkBody(problems[2 + i], false, prng(i)))).status);
  }
  const ok = statuses.filter((s) => s === 200).length;
  expectThat(`the anonymous budget (${ANON_CHECKS_PER_MIN} a minute) counts checks through both replicas`, ok === ANON_CHECKS_PER_MIN && statuses.at(-1) === 429, statuses.join(" "));
}

async function sharedLockout([a, b], student, password) {
  const statuses = [];
  for (let i = 0; i <= LOCKOUT_FREE_FAILURES; i++) {
    const r = await postJson([a, b][i % 2].base, "/api/auth/login", { username: student.username, password: `wrong-${i}` }, undefined, { retry429: false });
    statuses.push(r.status);
  }
  const right = await postJson(a.base, "/api/auth/login", { username: student.username, password }, undefined, { retry429: false });
  expectThat(
    `wrong passwords through both replicas lock the account on both after ${LOCKOUT_FREE_FAILURES}`,
    statuses.slice(0, LOCKOUT_FREE_FAILURES).every((s) => s === 401) && statuses.at(-1) === 429 && right.status === 429,
    `${statuses.join(" ")}, then the right password ${right.status}`,
  );
}

/** Students post checks to both replicas; replica A is SIGKILLed midway; B must keep answering. */
async function killOneUnderLoad(servers, students, problems, db, logFile) {
  const [a, b] = servers;
  const acked = new Set();
  const byReplica = { A: { before: 0, after: 0, failed: 0 }, B: { before: 0, after: 0, failed: 0 } };
  let killed = false;
  let stop = false;
  const client = async (student, i) => {
    const rand = prng(500 + i);
    const [name, base] = i % 2 ? ["B", b.base] : ["A", a.base];
    while (!stop) {
      try {
        const r = await check(base, student.cookie, checkBody(problems[Math.floor(rand() * problems.length)], rand() < 0.4, rand));
        if (r.status === 200 && typeof r.json?.submissionId === "number") {
          acked.add(r.json.submissionId);
          byReplica[name][killed ? "after" : "before"]++;
        }
      } catch {
        byReplica[name].failed++;
        await sleep(100);
      }
    }
  };
  const clients = students.map(client);
  await sleep(opts.killSeconds * 1000);
  await a.kill("SIGKILL");
  killed = true;
  await sleep(opts.killSeconds * 1000);
  stop = true;
  await Promise.all(clients);
  await b.kill("SIGTERM");
  const stored = await db.submissionIds();
  const missing = [...acked].filter((id) => !stored.has(id));
  const integrity = await db.integrity();
  expectThat("replica B keeps answering after replica A is killed", byReplica.B.after > 0, `B: ${byReplica.B.before} before, ${byReplica.B.after} after; A: ${byReplica.A.before} before the kill`);
  expectThat("no acknowledged check is lost", acked.size > 0 && missing.length === 0, `${acked.size} acknowledged, ${missing.length} missing`);
  expectThat(integrity.what, integrity.ok, integrity.detail);
  if (missing.length) console.error(`server log:\n${tail(logFile)}`);
}

async function main() {
  const dir = tempDir("stepwise-replicas-");
  const logFile = path.join(dir, "server.log");
  const ports = opts.ports.split(",").map(Number);
  const env = { ANON_CHECKS_PER_MIN: String(ANON_CHECKS_PER_MIN) };
  const servers = [];
  let db = null;
  try {
    db = await testDatabase({ dir, name: "replicas", postgres: opts.postgres, keep: opts.keep });
    console.log(`replicas: two server processes on ports ${ports.join(" and ")}, one database ${db.label}`);
    // One after the other: the first builds the app when it is stale; the second finds it built.
    for (const port of ports) {
      const server = startServer({ port, ...db.server, logFile, env });
      servers.push(server);
      await waitHealthy(server, { logFile });
    }
    const klass = await createClassOfStudents(servers[0].base, 6);
    const problems = await db.problems();
    const [first, locked, ...rest] = klass.students;
    await sharedSessions(servers, first);
    await storedOnce(servers, first, problems, db);
    await sharedAnonymousBudget(servers, problems);
    await sharedLockout(servers, locked, klass.password);
    await killOneUnderLoad(servers, [first, ...rest], problems, db, logFile);
  } catch (err) {
    results.push(false);
    console.error(err instanceof Error ? err.message : err);
    console.error(`server log:\n${tail(logFile)}`);
  } finally {
    for (const s of servers) await s.kill("SIGKILL");
    await db?.dispose().catch((err) => console.error(`could not drop the test database: ${err.message}`));
    if (!opts.keep) fs.rmSync(dir, { recursive: true, force: true });
  }
  const ok = results.length > 0 && results.every(Boolean);
  console.log(ok ? "PASS" : "FAIL");
  process.exit(ok ? 0 : 1);
}

main();
