// `npm run teacher:create` makes a teacher who is not an admin (issue 31: every teacher used to
// be one), `npm run admin:create` an admin; both refuse a guessable password, and --reset sets a
// new password without changing the role. On PostgreSQL too, with TEST_DATABASE_URL.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createPgDatabase } from "@/lib/test/route-harness";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "stepwise-teacher-cli-"));
const dbPath = path.join(dir, "cli.db");
const server = process.env.TEST_DATABASE_URL;
const dbUrl = server ? createPgDatabase(server, `t_${path.basename(dir).replace(/\W/g, "_").toLowerCase()}`) : undefined;

function run(script: "create-teacher" | "create-admin", args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_PATH: dbPath, SEED_DEMO_DATA: "0" };
  delete env.DATABASE_URL;
  if (dbUrl) env.DATABASE_URL = dbUrl;
  return spawnSync("npx", ["tsx", "--conditions=react-server", `scripts/${script}.ts`, ...args], { encoding: "utf8", timeout: 50_000, env });
}

type Account = { role: string; isAdmin: number; hash: string };
const ACCOUNT = 'select role, is_admin as "isAdmin", password_hash as hash from users where username = ';

async function account(username: string): Promise<Account | undefined> {
  if (dbUrl) {
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    try {
      const row = (await client.query(`${ACCOUNT}$1`, [username])).rows[0] as (Omit<Account, "isAdmin"> & { isAdmin: boolean }) | undefined;
      return row && { ...row, isAdmin: Number(row.isAdmin) };
    } finally {
      await client.end();
    }
  }
  const db = new Database(dbPath, { readonly: true });
  try {
    return db.prepare(`${ACCOUNT}?`).get(username) as Account | undefined;
  } finally {
    db.close();
  }
}

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("teacher:create and admin:create", () => {
  it("teacher:create makes a teacher who is not an admin; admin:create an admin", async () => {
    const teacher = run("create-teacher", ["--username", "lee", "--password", "purple kettle marches"]);
    expect(teacher.status, teacher.stderr).toBe(0);
    expect(teacher.stdout).toMatch(/created teacher "lee"/);
    expect(await account("lee")).toMatchObject({ role: "teacher", isAdmin: 0 });
    const admin = run("create-admin", ["--username", "boss", "--password", "purple kettle marches"]);
    expect(admin.status, admin.stderr).toBe(0);
    expect(await account("boss")).toMatchObject({ role: "teacher", isAdmin: 1 });
  }, 120_000);

  it("a guessable password and a taken username are refused; --reset keeps the role", async () => {
    const weak = run("create-teacher", ["--username", "kim", "--password", "12345678"]);
    expect(weak.status).toBe(1);
    expect(await account("kim")).toBeUndefined();
    const taken = run("create-teacher", ["--username", "BOSS", "--password", "purple kettle marches"]);
    expect(taken.status).toBe(1);
    const before = (await account("boss"))!.hash;
    const reset = run("create-teacher", ["--username", "boss", "--password", "green lantern orchard", "--reset"]);
    expect(reset.status, reset.stderr).toBe(0);
    expect(await account("boss")).toMatchObject({ isAdmin: 1 });
    expect((await account("boss"))!.hash).not.toBe(before);
  }, 120_000);
});
