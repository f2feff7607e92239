// `npm run test:crash [-- --kills 3 --clients 8 --min-acked 30 --write-seconds 1] [--postgres]`
// Starts the built app on a temporary database, has signed-in students post checks, SIGKILLs
// the server (its whole process group, no chance to flush or close) in the middle of the
// writes, restarts it, and repeats. Then proves that every acknowledged (2xx) submission is in
// the database and that `PRAGMA integrity_check` says ok (PostgreSQL: the row counts agree).
// Exits 1 otherwise. The database: a temp SQLite file; DATABASE_URL (an empty PostgreSQL
// database); or --postgres, a fresh database on the server at TEST_DATABASE_URL (npm run test:pg).
import fs from "node:fs";
import path from "node:path";
import {
  checkBody,
  createClassOfStudents,
  jsonHeaders,
  parseArgs,
  prng,
  sleep,
  startServer,
  tail,
  tempDir,
  testDatabase,
  waitHealthy,
  serverMemory,
  formatMemory,
} from "./load/harness.mjs";

const opts = parseArgs(process.argv.slice(2), {
  kills: 3,
  clients: 8,
  minAcked: 30,
  writeSeconds: 1,
  port: 3321,
  keep: false,
  postgres: false,
});

/** A student posting checks back to back until `stop.now`; collects acknowledged submission ids. */
async function client(base, student, problems, seed, stop, acked, tally) {
  const rand = prng(seed);
  while (!stop.now) {
    const problem = problems[Math.floor(rand() * problems.length)];
    try {
      const res = await fetch(`${base}/api/check`, {
        method: "POST",
        headers: jsonHeaders(base, student.cookie),
        body: JSON.stringify(checkBody(problem, rand() < 0.4, rand)),
      });
      // Acknowledged only once the whole 2xx body with its id has arrived.
      const json = await res.json();
      if (res.ok && typeof json.submissionId === "number") {
        acked.add(json.submissionId);
        tally.acked++;
      } else tally.rejected++;
    } catch {
      tally.failed++; // the server died under this request: not acknowledged
      await sleep(50);
    }
  }
}

async function main() {
  const dir = tempDir("stepwise-crash-");
  const logFile = path.join(dir, "server.log");
  const acked = new Set();
  let server = null;
  let db = null;
  let ok = false;
  const started = performance.now();
  try {
    db = await testDatabase({ dir, name: "crash", postgres: opts.postgres, keep: opts.keep });
    console.log(`crash test: ${opts.kills} × SIGKILL during writes, ${opts.clients} students, database ${db.label}`);
    server = startServer({ port: opts.port, ...db.server, logFile });
    await waitHealthy(server, { logFile });
    const { students } = await createClassOfStudents(server.base, opts.clients);
    const problems = await db.problems();
    console.log(`server RSS at the start: ${formatMemory(serverMemory(server))}`);

    for (let round = 1; round <= opts.kills; round++) {
      const stop = { now: false };
      const tally = { acked: 0, rejected: 0, failed: 0 };
      const clients = students.map((s, i) => client(server.base, s, problems, round * 100 + i, stop, acked, tally));
      // Let a fair number of writes through (a cold server is slow to start), then kill at a
      // point that varies per round, while every client has a write in flight.
      const until = Date.now() + 120_000;
      while (tally.acked < opts.minAcked && Date.now() < until) await sleep(20);
      await sleep(opts.writeSeconds * 1000 * prng(round)());
      const memory = serverMemory(server);
      const { signal } = await server.kill("SIGKILL");
      stop.now = true;
      await Promise.all(clients);
      console.log(`round ${round}: killed (${signal}) with writes in flight; ${tally.acked} acknowledged, ${tally.failed} cut off, ${tally.rejected} rejected; server RSS at the kill ${formatMemory(memory)}`);
      if (tally.rejected > 0) throw new Error(`${tally.rejected} checks were rejected before the kill; see ${logFile}`);

      // Restart on the same database: migrations (and on SQLite WAL recovery) run on the crashed one.
      server = startServer({ port: opts.port, ...db.server, logFile });
      await waitHealthy(server, { logFile });
    }

    // One last write after the final restart proves the recovered database takes writes.
    const after = { acked: 0, rejected: 0, failed: 0 };
    const stop = { now: false };
    const last = client(server.base, students[0], problems, 9999, stop, acked, after);
    await sleep(500);
    stop.now = true;
    await last;
    console.log(`server RSS at the end: ${formatMemory(serverMemory(server))}`);
    await server.kill("SIGTERM");
    server = null;

    const stored = await db.submissionIds();
    const missing = [...acked].filter((id) => !stored.has(id));
    const integrity = await db.integrity();
    console.log(`acknowledged ${acked.size}, stored ${stored.size}, acknowledged but missing ${missing.length}, writes after the last restart ${after.acked}`);
    console.log(`${integrity.what}: ${integrity.detail}`);
    ok = missing.length === 0 && integrity.ok && after.acked > 0 && acked.size > 0;
    console.log(`${ok ? "PASS" : "FAIL"}: ${opts.kills} kills in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    console.error(`server log:\n${tail(logFile)}`);
  } finally {
    if (server) await server.kill("SIGKILL");
    await db?.dispose().catch((err) => console.error(`could not drop the test database: ${err.message}`));
    if (!opts.keep) fs.rmSync(dir, { recursive: true, force: true });
    else console.log(`kept ${dir}`);
  }
  process.exit(ok ? 0 : 1);
}

main();
