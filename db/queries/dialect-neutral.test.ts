// Every query in db/queries runs on SQLite and PostgreSQL (pg-common rules): no synchronous
// better-sqlite3 calls (.all/.get/.run/.values on a builder, db.all/get/run), which PostgreSQL's
// drizzle lacks, and no SQL function only SQLite knows. A new query that breaks either fails here
// with its file and line, before it reaches a PostgreSQL deployment.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const DIR = path.join(process.cwd(), "db/queries");

const RULES: { name: string; pattern: RegExp }[] = [
  // On a builder chain: after a call's ")" or at the start of a continued line. (`.values(...)` with
  // arguments is the insert builder's; a Map's `.get(key)` or `.values()` follows a name.)
  { name: "synchronous builder call (await it; first() for .get())", pattern: /(\)|^)\s*\.(all|get|run|values)\(\s*\)/ },
  { name: "synchronous raw query (rawAll/rawGet/rawRun)", pattern: /\b(db|tx|getDb\(\))\s*\.\s*(all|get|run)\s*(<[^>]*>)?\s*\(/ },
  { name: "SQLite-only function", pattern: /\b(json_extract|json_valid|group_concat|strftime|unixepoch|julianday|iif|ifnull)\s*\(/i },
  { name: "SQLite-only cast (octet_length(x) counts bytes on both)", pattern: /\bas\s+blob\b/i },
];

function sources(): string[] {
  const queries = fs
    .readdirSync(DIR)
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
    .map((f) => `db/queries/${f}`);
  return [...queries, ...directUsers()].sort();
}

// Code outside db/queries that runs drizzle itself (routes, pages, scripts): it imports the client
// or the tables.
const DIRECT_USE = /from "(@\/db\/(client|schema)|\.\.?\/(db\/)?(client|schema))"/;

function directUsers(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(path.join(process.cwd(), dir), { withFileTypes: true })) {
      const rel = `${dir}/${e.name}`;
      if (e.isDirectory()) walk(rel);
      else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && DIRECT_USE.test(fs.readFileSync(path.join(process.cwd(), rel), "utf8"))) out.push(rel);
    }
  };
  for (const dir of ["app", "components", "lib", "scripts"]) walk(dir);
  return out;
}

/** Lines breaking a rule, as "file:line: rule: text"; comments are skipped. */
export function violations(file: string, text: string): string[] {
  const out: string[] = [];
  text.split("\n").forEach((line, i) => {
    const code = line.replace(/\/\/.*$/, "").replace(/^\s*\*.*$/, "");
    for (const r of RULES) if (r.pattern.test(code)) out.push(`${file}:${i + 1}: ${r.name}: ${line.trim()}`);
  });
  return out;
}

describe("db/queries (and code using drizzle directly) stays dialect-neutral", () => {
  it("has query files to scan", () => {
    expect(sources().length).toBeGreaterThan(10);
    // Routes and scripts that run drizzle themselves are scanned too.
    expect(sources()).toEqual(expect.arrayContaining(["app/api/health/route.ts", "app/api/ready/route.ts", "scripts/prepare-db.ts"]));
  });

  it("uses no synchronous better-sqlite3 calls and no SQLite-only SQL", () => {
    const found = sources().flatMap((f) => violations(f, fs.readFileSync(path.join(process.cwd(), f), "utf8")));
    expect(found).toEqual([]);
  });

  it("names the file and line of what it catches", () => {
    const sample = [
      "const a = db.select().from(t).all();",
      "const b = db.select().from(t).where(x).get();",
      "db.insert(t).values({ a: 1 }).run();",
      "const n = db.get<{ n: number }>(sql`select count(*) as n from t`);",
      "tx.run(sql`delete from t`);",
      "sql`select json_extract(k, '$[0]') from t`",
      "sql`select group_concat(x) from t`",
      "sql`select strftime('%s', 'now')`",
      "sql`select length(cast(x as blob))`",
      "sql`select iif(a, 1, 0)`",
      "    .all();",
      "await db.insert(t).values({ a: 1 });",
      "// a comment that mentions .all() is fine",
      "for (const list of bySkill.values()) skills.get(id);",
      "return (await skillsOf(db, [id])).get(id);",
      "const rows = await rawAll<{ n: number }>(db, sql`select count(*) as n from t`);",
    ].join("\n");
    const found = violations("x.ts", sample);
    expect(found.map((v) => v.split(":").slice(0, 2).join(":"))).toEqual(Array.from({ length: 11 }, (_, i) => `x.ts:${i + 1}`));
  });
});
