// Starts the built app for the e2e suite on a brand-new temporary database, so tests never
// see (or damage) a developer's data, and removes that database when the server stops.
// With TEST_DATABASE_URL (a PostgreSQL server, as `npm run test:pg` gives) the database is a
// fresh PostgreSQL one on it instead of a SQLite file: the same pages, on the other dialect.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createDatabase } from "../scripts/with-postgres.mjs";

const root = path.resolve(import.meta.dirname, "..");
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "stepwise-e2e-"));
const port = process.env.E2E_PORT ?? "3210";

const pgServer = process.env.TEST_DATABASE_URL;
const pgDatabase = pgServer ? await createDatabase(pgServer, "e2e") : null;

const child = spawn(process.execPath, [path.join(root, "scripts/start.mjs")], {
  cwd: root,
  stdio: "inherit",
  env: {
    ...process.env,
    DATABASE_PATH: path.join(dir, "stepwise.db"),
    ...(pgDatabase ? { DATABASE_URL: pgDatabase.url } : {}),
    NEXT_DIST_DIR: ".next-e2e",
    PORT: port,
    NEXT_TELEMETRY_DISABLED: "1",
    SEED_DEMO_DATA: "1",
    COOKIE_SECURE: "never",
    // Every spec runs from 127.0.0.1 and several check without signing in; the per-client limit
    // itself is tested in app/api/security.test.ts.
    ANON_CHECKS_PER_MIN: "1000",
  },
});

const cleanup = async () => {
  fs.rmSync(dir, { recursive: true, force: true });
  await pgDatabase?.drop().catch(() => undefined);
};
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", async (code) => {
  await cleanup();
  process.exit(code ?? 0);
});
