// The statement cache behind drizzle (db/client.ts): a query text is compiled once, and a reused
// statement answers in the shape its new caller expects. SQLite only: the cache, the second
// process's busy lock and getSqlite() are SQLite's; on PostgreSQL (TEST_DATABASE_URL, npm run
// test:pg) the file is skipped and transactions.test.ts covers what both dialects share.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const onPostgres = await vi.hoisted(async () => {
  if (process.env.TEST_DATABASE_URL) return true;
  (await import("@/lib/test/route-harness")).useTempDatabase("client");
  return false;
});

const { getDb, getSqlite, closeDb, first, STATEMENT_CACHE } = await import("./client");
const { migrateDb } = await import("./migrate");
const { users } = await import("./schema");
const { createUser } = await import("./queries/users");

describe.skipIf(onPostgres)("on SQLite", () => {
  beforeAll(async () => {
    await migrateDb();
    await createUser(getDb(), { username: "ada", displayName: "Ada", role: "student", passwordHash: "x" });
  });
  afterAll(async () => {
    await closeDb();
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

    it("serves drizzle's column-named and plain queries of the same text alike", async () => {
      const q = getDb().select({ username: users.username }).from(users).where(eq(users.username, "ada"));
      const { sql: text } = q.toSQL();
      for (let i = 0; i < 3; i++) {
        expect(await first(q)).toEqual({ username: "ada" });
        expect(getSqlite().prepare(text).get("ada")).toEqual({ username: "ada" });
      }
    });

    it("keeps writes working through cached statements", async () => {
      for (let i = 0; i < 3; i++) await createUser(getDb(), { username: `s${i}`, displayName: "S", role: "student", passwordHash: "x" });
      expect(await getDb().select().from(users)).toHaveLength(4);
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
      await getDb().transaction(async (tx) => {
        await tx.select().from(users);
        try {
          other.prepare("insert into users (username, display_name, role, password_hash) values ('other', 'O', 'student', 'x')").run();
        } catch (err) {
          otherWrite = err;
        }
        await tx.insert(users).values({ username: "mine", displayName: "M", role: "student", passwordHash: "x" });
      });
      // Ours committed; the other process had to wait for it (here: told busy at once).
      expect(await first(getDb().select().from(users).where(eq(users.username, "mine")))).toBeTruthy();
      expect(String((otherWrite as { code?: string })?.code)).toMatch(/^SQLITE_BUSY/);
      other.close();
    });
  });
});
