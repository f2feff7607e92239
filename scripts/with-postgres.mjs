// `node scripts/with-postgres.mjs "<command>"` (or `-- cmd arg…`): runs a command against a
// throwaway PostgreSQL cluster (issue 33). The cluster has its own temp data folder, its own free
// port on 127.0.0.1, its unix socket in that folder and trust authentication; the command gets
// TEST_DATABASE_URL (the server, database "postgres") and makes the databases it needs on it.
// The cluster is stopped and deleted when the command ends, fails or is interrupted.
//
// Debian's `postgresql` package provides the binaries (on PATH or in /usr/lib/postgresql/*/bin).
// Without them this prints "skipped" and exits 0, so a laptop without PostgreSQL still passes
// `npm test`; REQUIRE_POSTGRES=1 (set by .ci/run) makes that a failure instead.
// PostgreSQL refuses to run as root: as root the cluster belongs to the `postgres` user.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";

const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 20_000;
const POLL_MS = 100;

/** Runs `work` with a client connected to `url`, then disconnects. */
export async function onPostgres(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, empty database on the server at `serverUrl` (TEST_DATABASE_URL) for one run of a test
 * or a benchmark, named after `purpose` and this process: its URL, and `drop()` to remove it.
 */
export async function createDatabase(serverUrl, purpose) {
  const name = `stepwise_${purpose}_${process.pid}_${Date.now().toString(36)}`;
  await onPostgres(serverUrl, (c) => c.query(`create database ${c.escapeIdentifier(name)}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onPostgres(serverUrl, (c) => c.query(`drop database if exists ${c.escapeIdentifier(name)} with (force)`)),
  };
}

function usage() {
  console.error('usage: node scripts/with-postgres.mjs "<shell command>"  |  node scripts/with-postgres.mjs -- <cmd> [args…]');
  process.exit(2);
}

/** The folder holding initdb and postgres: PATH first, else the newest /usr/lib/postgresql/<version>/bin. */
export function findPostgresBin(env = process.env, versionsDir = "/usr/lib/postgresql") {
  const has = (dir) => ["initdb", "postgres"].every((b) => fs.existsSync(path.join(dir, b)));
  for (const dir of (env.PATH ?? "").split(path.delimiter).filter(Boolean)) {
    if (has(dir)) return fs.realpathSync(path.join(dir, "initdb")).replace(/\/initdb$/, "");
  }
  if (!fs.existsSync(versionsDir)) return null;
  const versions = fs
    .readdirSync(versionsDir)
    .filter((v) => has(path.join(versionsDir, v, "bin")))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  return versions.length ? path.join(versionsDir, versions[0], "bin") : null;
}

/** uid/gid of the `postgres` account when we run as root (initdb and postgres refuse root). */
function clusterOwner() {
  if (typeof process.getuid !== "function" || process.getuid() !== 0) return null;
  const id = (flag) => spawnSync("id", [flag, "postgres"], { encoding: "utf8" });
  const uid = id("-u");
  const gid = id("-g");
  if (uid.status !== 0 || gid.status !== 0) {
    throw new Error("running as root, but there is no `postgres` user to own the cluster (apt install postgresql creates it)");
  }
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** The cluster being started or running, for a signal that arrives before the command runs. */
let activeStop = null;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function waitReady(url, postgres, logFile) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (postgres.exitCode !== null || postgres.signalCode !== null) {
      throw new Error(`postgres exited while starting:\n${readLog(logFile)}`);
    }
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query("select 1");
      return;
    } catch {
      /* still starting */
    } finally {
      await client.end().catch(() => undefined);
    }
    await sleep(POLL_MS);
  }
  throw new Error(`postgres was not ready within ${READY_TIMEOUT_MS / 1000} s:\n${readLog(logFile)}`);
}

function readLog(file) {
  try {
    return fs.readFileSync(file, "utf8").split("\n").slice(-30).join("\n");
  } catch {
    return "(no log)";
  }
}

/** Starts the cluster; returns { url, stop }. `stop` is safe to call more than once. */
export async function startCluster(bin) {
  const owner = clusterOwner();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "stepwise-pg-"));
  const data = path.join(dir, "data");
  const logFile = path.join(dir, "postgres.log");
  fs.mkdirSync(data, { mode: 0o700 });
  if (owner) for (const p of [dir, data]) fs.chownSync(p, owner.uid, owner.gid);
  const asOwner = owner ? { uid: owner.uid, gid: owner.gid } : {};
  // HOME: initdb and postgres run from a folder the owner can read (root's cwd may not be).
  const env = { ...process.env, HOME: dir, LC_ALL: "C", LANG: "C" };
  let postgres = null;
  let stopped = null;
  // Last resort when this process exits some other way (an uncaught error, process.exit).
  const onExit = () => {
    if (stopped) return;
    if (postgres && postgres.exitCode === null) postgres.kill("SIGKILL");
    fs.rmSync(dir, { recursive: true, force: true });
  };
  process.on("exit", onExit);

  const stop = () =>
    (stopped ??= (async () => {
      if (postgres && postgres.exitCode === null && postgres.signalCode === null) {
        const exited = new Promise((r) => postgres.once("exit", r));
        postgres.kill("SIGINT"); // "fast" shutdown: ends sessions, no waiting for clients
        const timer = setTimeout(() => postgres.kill("SIGKILL"), STOP_TIMEOUT_MS);
        await exited;
        clearTimeout(timer);
      }
      fs.rmSync(dir, { recursive: true, force: true });
      process.off("exit", onExit);
    })());
  activeStop = stop;

  try {
    const init = spawnSync(
      path.join(bin, "initdb"),
      ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-locale", "--no-sync"],
      { cwd: dir, env, encoding: "utf8", ...asOwner },
    );
    if (init.status !== 0) throw new Error(`initdb failed (${init.status ?? init.signal}):\n${init.stdout}${init.stderr}${init.error ?? ""}`);

    const port = await freePort();
    const log = fs.openSync(logFile, "a");
    if (owner) fs.fchownSync(log, owner.uid, owner.gid);
    // The server's own durability is not under test (the tests kill app processes, never it):
    // fsync off keeps `create database` per test file quick on a busy machine.
    const settings = {
      listen_addresses: "127.0.0.1",
      port: String(port),
      unix_socket_directories: dir,
      max_connections: "200",
      fsync: "off",
      full_page_writes: "off",
      synchronous_commit: "off",
    };
    const args = ["-D", data, ...Object.entries(settings).flatMap(([k, v]) => ["-c", `${k}=${v}`])];
    // Its own process group: a Ctrl-C in the terminal reaches the command, and the cluster is
    // stopped after the command has finished with it.
    postgres = spawn(path.join(bin, "postgres"), args, { cwd: dir, env, stdio: ["ignore", log, log], detached: true, ...asOwner });
    fs.closeSync(log);
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    await waitReady(url, postgres, logFile);
    return { url, stop, logFile };
  } catch (err) {
    await stop();
    throw err;
  }
}

let command = null;

/**
 * A signal goes to the command, which then ends and the cluster is stopped after it; before the
 * command runs, the cluster is stopped at once.
 */
function passSignalsOn() {
  for (const sig of ["SIGINT", "SIGTERM", "SIGHUP"]) {
    process.on(sig, () => {
      if (command) command.kill(sig);
      else (activeStop?.() ?? Promise.resolve()).finally(() => process.exit(128 + os.constants.signals[sig]));
    });
  }
}

function runCommand(argv, env) {
  const child =
    argv.length === 1
      ? spawn(argv[0], { shell: true, stdio: "inherit", env })
      : spawn(argv[0], argv.slice(1), { stdio: "inherit", env });
  command = child;
  return new Promise((resolve) => {
    child.on("error", (err) => {
      console.error(`with-postgres: ${err.message}`);
      resolve(127);
    });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 128 + (os.constants.signals[signal] ?? 0) : 1)));
  });
}

async function main() {
  let argv = process.argv.slice(2);
  if (argv[0] === "--") argv = argv.slice(1);
  if (!argv.length) usage();

  const bin = findPostgresBin();
  passSignalsOn();
  if (!bin) {
    const required = process.env.REQUIRE_POSTGRES === "1";
    console.log(`${required ? "FAIL" : "skipped"}: PostgreSQL not installed (apt install postgresql)${required ? " and REQUIRE_POSTGRES=1" : ""}`);
    process.exit(required ? 1 : 0);
  }

  let cluster;
  try {
    cluster = await startCluster(bin);
  } catch (err) {
    console.error(`with-postgres: ${err instanceof Error ? err.message : err}`);
    process.exit(1);
  }
  // The cluster goes whatever the command's outcome.
  let code = 1;
  try {
    console.log(`with-postgres: throwaway cluster (${bin}) at ${cluster.url}`);
    code = await runCommand(argv, { ...process.env, TEST_DATABASE_URL: cluster.url });
  } finally {
    await cluster.stop();
  }
  process.exit(code);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
