// Shared set-up of the route tests: a temp SQLite file, named before "@/db/client" is first
// imported, and the cookie jar next/headers would give a route handler (the real one needs a Next
// request context). Used from vi.hoisted / vi.mock, so it imports nothing from the app.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export interface RouteTestEnv {
  dir: string;
  jar: Map<string, string>;
}

/**
 * A fresh temp folder; DATABASE_PATH points at `file` inside it (created on first use). When
 * TEST_DATABASE_URL names a PostgreSQL server (npm run test:pg), DATABASE_URL points at a fresh
 * database made on it instead, so the same test runs on PostgreSQL.
 */
export function useTempDatabase(prefix: string, file = "test.db"): RouteTestEnv {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `stepwise-${prefix}-`));
  process.env.DATABASE_PATH = path.join(dir, file);
  const server = process.env.TEST_DATABASE_URL;
  if (server) process.env.DATABASE_URL = createPgDatabase(server, `t_${path.basename(dir).replace(/\W/g, "_").toLowerCase()}`);
  return { dir, jar: new Map<string, string>() };
}

// Synchronous (the harness runs before any import), so in a child process with node-postgres.
const CREATE_DATABASE = `
const pg = require("pg");
const c = new pg.Client({ connectionString: process.argv[1] });
c.connect().then(() => c.query("create database " + c.escapeIdentifier(process.argv[2]))).then(() => c.end(), (e) => { console.error(e.message); process.exit(1); });
`;

/** Creates database `name` on the server at `serverUrl`; returns its URL. */
export function createPgDatabase(serverUrl: string, name: string): string {
  execFileSync(process.execPath, ["-e", CREATE_DATABASE, serverUrl, name], { stdio: ["ignore", "ignore", "inherit"] });
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

/** The next/headers module as route handlers see it, with cookies kept in `jar`. */
export function nextHeadersMock(jar: Map<string, string>) {
  return {
    cookies: async () => ({
      get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
      set: (name: string, value: string) => void jar.set(name, value),
      delete: (name: string) => void jar.delete(name),
    }),
    headers: async () => new Headers(),
  };
}
