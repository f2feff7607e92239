// The README's systemd deployment, walked as written (issue 31, finding 1): copy .env.example to
// the unit's EnvironmentFile, start with the unit's environment against a fresh database. The
// result must have no demo login and offer first-run setup, and every deploy file must say so.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";

const tmp = await vi.hoisted(async () => (await import("@/lib/test/route-harness")).useTempDatabase("deploy", "stepwise.db"));
vi.mock("next/headers", async () => (await import("@/lib/test/route-harness")).nextHeadersMock(tmp.jar));

const { closeDb, getDb } = await import("@/db/client");
const { countUsers, findUserByUsername } = await import("@/db/queries/users");
const { DEMO } = await import("@/db/queries/demo-seed");
const login = await import("@/app/api/auth/login/route");
const setup = await import("@/app/api/auth/setup/route");

afterAll(async () => {
  await closeDb();
  fs.rmSync(tmp.dir, { recursive: true, force: true });
});

const root = process.cwd();
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
const UNIT = "scripts/deploy/stepwise.service";
const STATE_DIR = "/var/lib/stepwise"; // the unit's StateDirectory=stepwise

/** KEY=VALUE lines as systemd's EnvironmentFile= reads them (comments and blanks skipped). */
function parseEnvFile(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split("\n").map((l) => l.trim())) {
    const m = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
    if (m && !line.startsWith("#")) out[m[1]!] = m[2]!.replace(/^"(.*)"$/, "$1");
  }
  return out;
}

function readmeDeploySection(): string {
  const readme = read("README.md");
  const start = readme.indexOf("## Running in production");
  expect(start, "README has a deploy section").toBeGreaterThan(0);
  const end = readme.indexOf("\n## ", start + 3);
  return readme.slice(start, end < 0 ? undefined : end);
}

/** The environment the unit gives the service, with the README's env file in place. */
function unitEnvironment(envFile: string): Record<string, string> {
  const unit = read(UNIT);
  const env: Record<string, string> = {};
  for (const m of unit.matchAll(/^Environment=([A-Za-z_][A-Za-z0-9_]*)=(.*)$/gm)) env[m[1]!] = m[2]!.trim();
  const file = /^EnvironmentFile=-?(\S+)$/m.exec(unit)?.[1];
  expect(file, "the unit reads the site settings file the README names").toBe("/etc/stepwise/stepwise.env");
  // systemd: settings from EnvironmentFile= override Environment= ones.
  return { ...env, ...parseEnvFile(fs.readFileSync(envFile, "utf8")) };
}

describe("the README's systemd deployment, as written", () => {
  it("starts production without demo logins and with first-run setup open", async () => {
    const section = readmeDeploySection();
    expect(section).toContain(UNIT);
    expect(section).toContain("cp .env.example /etc/stepwise/stepwise.env");

    const envFile = path.join(tmp.dir, "stepwise.env");
    fs.copyFileSync(path.join(root, ".env.example"), envFile);
    const unitEnv = unitEnvironment(envFile);
    expect(unitEnv).toMatchObject({ NODE_ENV: "production", SEED_DEMO_DATA: "0" });
    // The copied file must not move the database out of the unit's (only writable) state folder.
    expect(unitEnv.DATABASE_PATH?.startsWith(`${STATE_DIR}/`), `DATABASE_PATH=${unitEnv.DATABASE_PATH}`).toBe(true);
    expect(read(UNIT)).toMatch(/^ExecStart=\/usr\/bin\/node scripts\/start\.mjs$/m);

    // scripts/start.mjs's first step, with exactly the unit's environment; the state folder is a temp one here.
    // (with TEST_DATABASE_URL, the site's env file would name the PostgreSQL database: this test's one)
    const pgDatabase = process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {};
    const env = { ...unitEnv, DATABASE_PATH: unitEnv.DATABASE_PATH!.replace(STATE_DIR, tmp.dir), PATH: process.env.PATH ?? "", HOME: tmp.dir, ...pgDatabase };
    expect(env.DATABASE_PATH).toBe(process.env.DATABASE_PATH);
    const tsx = path.join(root, "node_modules", ".bin", "tsx");
    const prepared = spawnSync(tsx, ["--conditions=react-server", "scripts/prepare-db.ts"], { encoding: "utf8", timeout: 90_000, env: env as unknown as NodeJS.ProcessEnv });
    expect(prepared.status, prepared.stderr).toBe(0);
    expect(prepared.stdout).toMatch(/demo data skipped/);

    expect(await countUsers(getDb())).toBe(0);
    for (const [username, password] of [
      [DEMO.teacher.username, DEMO.teacher.password],
      [DEMO.students[0]!.username, DEMO.studentPassword],
    ]) {
      const res = await login.POST(
        new Request("http://localhost/api/auth/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username, password }) }),
        undefined as never,
      );
      expect(res.status, `demo login ${username}`).toBe(401);
    }

    const created = await setup.POST(
      new Request("http://localhost/api/auth/setup", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: "head-of-maths", password: "violet kettle harbour 42" }),
      }),
      undefined as never,
    );
    expect(created.status).toBe(201);
    expect(await findUserByUsername(getDb(), "head-of-maths")).toMatchObject({ role: "teacher", isAdmin: true });
  }, 100_000);

  it("every deploy file that starts the app sets NODE_ENV=production and SEED_DEMO_DATA=0", () => {
    // (the reverse-proxy examples start no app process: they have no environment to set)
    const PROXY_CONFIGS = new Set(["Caddyfile", "nginx.conf"]);
    const files = fs.readdirSync(path.join(root, "scripts/deploy")).filter((n) => !PROXY_CONFIGS.has(n));
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const f of [...files.map((n) => `scripts/deploy/${n}`), ".env.example"]) {
      const text = read(f).split("\n").filter((l) => !l.trim().startsWith("#")).join("\n");
      // Environment=K=V (systemd), ENV K=V (Containerfile), K: "V" (compose), K=V (env file).
      expect(text, f).toMatch(/NODE_ENV(=|:\s*)"?production"?/);
      expect(text, f).toMatch(/SEED_DEMO_DATA(=|:\s*)"?0"?/);
    }
  });
});
