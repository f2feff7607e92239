// The start path (scripts/prepare-db.ts) refuses to serve a production database on which the
// README's demo logins still work, and `npm run demo:lock` is the way out (issue 31, finding 1).
// On PostgreSQL too, with TEST_DATABASE_URL: each test gets a fresh database there.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { afterAll, expect, it } from "vitest";
import { createPgDatabase } from "@/lib/test/route-harness";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "stepwise-prepare-"));
const dbPath = path.join(dir, "stepwise.db");
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const server = process.env.TEST_DATABASE_URL;
const pgDatabase = (name: string): Record<string, string> => (server ? { DATABASE_URL: createPgDatabase(server, `t_${path.basename(dir).replace(/\W/g, "_").toLowerCase()}_${name}`) } : {});
const mainDb: Record<string, string> = pgDatabase("main");

/** One number from the database a script worked on (SQLite file or the PostgreSQL database in `env`). */
async function count(env: Record<string, string>, file: string, query: string): Promise<number> {
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      return Number((await client.query(query)).rows[0].n);
    } finally {
      await client.end();
    }
  }
  const sqlite = new Database(file, { readonly: true });
  try {
    return (sqlite.prepare(query).get() as { n: number }).n;
  } finally {
    sqlite.close();
  }
}

const tsx = path.join(process.cwd(), "node_modules", ".bin", "tsx");
function script(file: string, extra: Record<string, string>) {
  // Only what the service would have: no NODE_ENV=test or SEED_DEMO_DATA leaking in from vitest.
  const env = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? dir, DATABASE_PATH: dbPath, PRM_DISABLED: "1", ...mainDb, ...extra };
  return spawnSync(tsx, ["--conditions=react-server", file], { encoding: "utf8", timeout: 110_000, env: env as unknown as NodeJS.ProcessEnv });
}
const prepare = (extra: Record<string, string>) => script("scripts/prepare-db.ts", extra);

it("refuses to start in production while the demo logins work, starts after demo:lock", async () => {
  // A database made on a laptop (development seeds the demo class), then moved to the school server.
  const seeded = prepare({ NODE_ENV: "development" });
  expect(seeded.status, seeded.stderr).toBe(0);
  expect(seeded.stdout).toMatch(/demo data created/);

  const refused = prepare({ NODE_ENV: "production", SEED_DEMO_DATA: "0" });
  expect(refused.status).toBe(1);
  expect(refused.stderr).toContain("npm run demo:lock");
  expect(refused.stderr).toContain("teacher");
  expect(refused.stderr).toContain("DEMO-2026");
  expect(prepare({ NODE_ENV: "production" }).status).toBe(1);

  // A demo server asks for the published logins by name.
  expect(prepare({ NODE_ENV: "production", SEED_DEMO_DATA: "1" }).status).toBe(0);

  const lock = script("scripts/demo-lock.ts", {});
  expect(lock.status, lock.stderr).toBe(0);
  expect(lock.stdout).toMatch(/teacher, ada, ben, cleo, dev/);
  expect(await count(mainDb, dbPath, "select count(*) as n from classes where join_code = 'DEMO-2026'")).toBe(0);
  // The accounts and their history stay; only the credentials changed.
  expect(await count(mainDb, dbPath, "select count(*) as n from users")).toBe(5);

  const started = prepare({ NODE_ENV: "production", SEED_DEMO_DATA: "0" });
  expect(started.status, started.stderr).toBe(0);
  expect(started.stdout).toMatch(/database ready/);
}, 120_000);

it("migrates once when several replicas start together on a fresh database (issue 33)", async () => {
  const fresh = path.join(dir, "replicas.db");
  const freshDb: Record<string, string> = pgDatabase("replicas");
  const env = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? dir, DATABASE_PATH: fresh, PRM_DISABLED: "1", NODE_ENV: "production", SEED_DEMO_DATA: "0", ...freshDb };
  const starts = [0, 1, 2].map(
    () =>
      new Promise<{ code: number | null; err: string }>((resolve) => {
        const child = spawn(tsx, ["--conditions=react-server", "scripts/prepare-db.ts"], { env: env as unknown as NodeJS.ProcessEnv });
        let err = "";
        child.stderr.on("data", (d: Buffer) => (err += d.toString()));
        child.on("exit", (code) => resolve({ code, err }));
      }),
  );
  const results = await Promise.all(starts);
  for (const r of results) expect(r.code, r.err).toBe(0);
  const folder = freshDb.DATABASE_URL ? "migrations-pg" : "migrations";
  const migrations = fs.readdirSync(path.join(process.cwd(), "db", folder)).filter((f) => f.endsWith(".sql")).length;
  // (drizzle keeps its journal in schema "drizzle" on PostgreSQL)
  const journal = freshDb.DATABASE_URL ? "drizzle.__drizzle_migrations" : "__drizzle_migrations";
  expect(await count(freshDb, fresh, `select count(*) as n from ${journal}`)).toBe(migrations);
  expect(await count(freshDb, fresh, "select count(*) as n from problems")).toBeGreaterThan(100);
}, 120_000);
