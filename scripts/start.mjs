// `npm start`: migrate + seed, build when the build is missing or older than the sources, then serve.
import { spawnSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { serverProcess } from "./server-process.mjs";

const root = path.resolve(import.meta.dirname, "..");
process.env.NEXT_TELEMETRY_DISABLED = "1";
const port = process.env.PORT ?? "3000";

function run(cmd, args, extraEnv = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...extraEnv } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

function newestMtime(dir) {
  let newest = 0;
  const stack = [dir];
  while (stack.length) {
    const d = stack.pop();
    if (!fs.existsSync(d)) continue;
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      if (e.name === "node_modules" || e.name.startsWith(".")) continue;
      const p = path.join(d, e.name);
      if (e.isDirectory()) stack.push(p);
      else newest = Math.max(newest, fs.statSync(p).mtimeMs);
    }
  }
  return newest;
}

function needsBuild() {
  const marker = path.join(root, process.env.NEXT_DIST_DIR || ".next", "BUILD_ID");
  if (!fs.existsSync(marker)) return true;
  const built = fs.statSync(marker).mtimeMs;
  const sources = ["app", "components", "lib", "db", "proxy.ts", "instrumentation.ts", "package.json", "next.config.js"].map((p) => path.join(root, p));
  return sources.some((p) => fs.existsSync(p) && (fs.statSync(p).isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs) > built);
}

// A bad setting stops the start before any work (Node flags, memory: scripts/server-process.mjs).
let server;
try {
  server = serverProcess(process.env);
} catch (err) {
  console.error(err.message);
  process.exit(1);
}

const tsx = path.join(root, "node_modules", ".bin", "tsx");
run(tsx, ["--conditions=react-server", "scripts/prepare-db.ts"]);
if (process.env.SKIP_BUILD !== "1" && needsBuild()) {
  console.log("building the app (first start or sources changed)…");
  run(path.join(root, "node_modules", ".bin", "next"), ["build"], { NODE_ENV: "production" });
}
// serve.mjs is `next start` plus a trustworthy client address for per-client limits. LISTEN_HOST
// (read there) keeps it on one interface, e.g. loopback behind a reverse proxy or in benchmarks.
const child = spawn(process.execPath, [...server.execArgv, path.join(root, "scripts", "serve.mjs")], {
  cwd: root,
  stdio: "inherit",
  env: { ...server.env, PORT: port },
});
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code) => process.exit(code ?? 0));
