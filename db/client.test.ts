// The statement cache behind drizzle (db/client.ts): a query text is compiled once, and a reused
// statement answers in the shape its new caller expects.
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";

await vi.hoisted(async () => (await import("@/lib/test/route-harness")).useTempDatabase("client"));

const { migrate } = await import("drizzle-orm/better-sqlite3/migrator");
const { getDb, getSqlite, STATEMENT_CACHE } = await import("./client");
const { users } = await import("./schema");
const { createUser } = await import("./queries/users");

beforeAll(() => {
  migrate(getDb(), { migrationsFolder: path.join(process.cwd(), "db/migrations") });
  createUser(getDb(), { username: "ada", displayName: "Ada", role: "student", passwordHash: "x" });
});

describe("statement cache", () => {
  it("compiles a query text once", () => {
    const text = "select username from users where id = ?";
    expect(getSqlite().prepare(text)).toBe(getSqlite().prepare(text));
  });

  it("hands a statement left in raw mode back answering with objects", () => {
    const text = "select username from users where username = ?";
    getSqlite().prepare(text).raw(true);
    expect(getSqlite().prepare(text).get("ada")).toEqual({ username: "ada" });
  });

  it("serves drizzle's column-named and plain queries of the same text alike", () => {
    const q = getDb().select({ username: users.username }).from(users).where(eq(users.username, "ada"));
    const { sql: text } = q.toSQL();
    for (let i = 0; i < 3; i++) {
      expect(q.get()).toEqual({ username: "ada" });
      expect(getSqlite().prepare(text).get("ada")).toEqual({ username: "ada" });
    }
  });

  it("keeps writes working through cached statements", () => {
    for (let i = 0; i < 3; i++) createUser(getDb(), { username: `s${i}`, displayName: "S", role: "student", passwordHash: "x" });
    expect(getDb().select().from(users).all()).toHaveLength(4);
  });

  it("is bounded", () => {
    expect(STATEMENT_CACHE.maxEntries).toBeGreaterThan(100);
  });
});

describe("transactions between processes", () => {
  it("take the write lock at BEGIN, so a transaction that reads then writes is never refused for another process's write", async () => {
    const Database = (await import("better-sqlite3")).default;
    // Another server process on the same file; it does not wait for locks, so a held lock shows.
    const other = new Database(process.env.DATABASE_PATH!);
    other.pragma("busy_timeout = 0");
    let otherWrite: unknown = null;
    getDb().transaction((tx) => {
      tx.select().from(users).all();
      try {
        other.prepare("insert into users (username, display_name, role, password_hash) values ('other', 'O', 'student', 'x')").run();
      } catch (err) {
        otherWrite = err;
      }
      tx.insert(users).values({ username: "mine", displayName: "M", role: "student", passwordHash: "x" }).run();
    });
    // Ours committed; the other process had to wait for it (here: told busy at once).
    expect(getDb().select().from(users).where(eq(users.username, "mine")).get()).toBeTruthy();
    expect(String((otherWrite as { code?: string })?.code)).toMatch(/^SQLITE_BUSY/);
    other.close();
  });
});
