// npm run test:pg's throwaway PostgreSQL cluster: where it finds the binaries, that the command
// gets a working TEST_DATABASE_URL and its exit status, and that nothing is left behind.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findPostgresBin } from "./with-postgres.mjs";

const script = path.join(import.meta.dirname, "with-postgres.mjs");

function fakeBin(dir: string): void {
  fs.mkdirSync(dir, { recursive: true });
  for (const b of ["initdb", "postgres"]) fs.writeFileSync(path.join(dir, b), "");
}

describe("finding PostgreSQL", () => {
  it("takes PATH first, else the newest Debian version folder, else none", () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "stepwise-pgbin-"));
    try {
      const versions = path.join(tmp, "lib");
      fakeBin(path.join(versions, "9.6", "bin"));
      fakeBin(path.join(versions, "16", "bin"));
      fs.mkdirSync(path.join(versions, "17", "bin"), { recursive: true }); // no binaries: not a candidate
      expect(findPostgresBin({ PATH: "/nonexistent" }, versions)).toBe(path.join(versions, "16", "bin"));
      fakeBin(path.join(tmp, "onpath"));
      expect(findPostgresBin({ PATH: `/nonexistent:${path.join(tmp, "onpath")}` }, versions)).toBe(path.join(tmp, "onpath"));
      expect(findPostgresBin({ PATH: "/nonexistent" }, path.join(tmp, "missing"))).toBeNull();
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!findPostgresBin())("the throwaway cluster", () => {
  it("gives the command a server it can use, passes its exit status on, and removes the cluster", () => {
    const probe = `const c = new (require("pg").Client)(process.env.TEST_DATABASE_URL);
c.connect().then(() => c.query("create database probe")).then(() => c.query("show data_directory"))
  .then((r) => { console.log("DATA=" + r.rows[0].data_directory); return c.end(); }).then(() => process.exit(3));`;
    const r = spawnSync(process.execPath, [script, "--", process.execPath, "-e", probe], { encoding: "utf8", cwd: path.dirname(import.meta.dirname) });
    expect(r.status, r.stderr).toBe(3);
    expect(r.stdout).toMatch(/postgres:\/\/postgres@127\.0\.0\.1:\d+\/postgres/);
    const data = r.stdout.match(/DATA=(.+)/)?.[1];
    expect(data).toMatch(/stepwise-pg-/);
    expect(fs.existsSync(path.dirname(data!))).toBe(false);
  });
});
