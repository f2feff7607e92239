import "server-only";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { env } from "@/lib/server/env";
import { LruCache, type LruLimits } from "@/lib/cache/lru";
import * as schema from "./schema";

export type Db = BetterSQLite3Database<typeof schema>;

// The database holds password hashes: owner-only. SQLite creates the -wal and -shm files with
// the database file's mode, so creating (or tightening) the main file covers all three.
const DIR_MODE = 0o700;
const FILE_MODE = 0o600;

function prepareFile(file: string): void {
  const dir = path.dirname(file);
  if (!fs.existsSync(dir)) fs.mkdirSync(dir, { recursive: true, mode: DIR_MODE });
  fs.closeSync(fs.openSync(file, "a", FILE_MODE));
  for (const f of [file, `${file}-wal`, `${file}-shm`]) {
    try {
      fs.chmodSync(f, FILE_MODE);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
    }
  }
}

function open(file: string): { sqlite: Database.Database; db: Db } {
  prepareFile(file);
  const sqlite = new Database(file);
  // WAL lets the dashboard read while submissions are written; busy_timeout rides out short write locks.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  cacheStatements(sqlite);
  return { sqlite, db: immediateTransactions(drizzle(sqlite, { schema })) };
}

/**
 * Transactions begin IMMEDIATE: they take the write lock at BEGIN, waiting for it under
 * busy_timeout. A deferred one that read first and then wrote, while another process (WEB_PROCESSES,
 * a second replica) had written since its read, failed at once with SQLITE_BUSY: no wait can fix a
 * stale snapshot (bench:load with two processes: 861 of 8,734 checks answered 500).
 */
function immediateTransactions(db: Db): Db {
  const begin = db.transaction.bind(db);
  db.transaction = ((fn, config) => begin(fn, { behavior: "immediate", ...config })) as Db["transaction"];
  return db;
}

/**
 * Compiled statements kept per SQL text. drizzle compiles every query it runs afresh, which was the
 * largest single cost of a check on the event loop (bench:load, issue 33); its queries take their
 * values as parameters, so a server runs a few hundred distinct texts. Bounded all the same:
 * `inArray` over a list makes one text per list length.
 */
export const STATEMENT_CACHE: LruLimits = { maxEntries: 1_000, maxKeyChars: 2_000_000 };

function cacheStatements(sqlite: Database.Database): void {
  const compile = sqlite.prepare.bind(sqlite);
  const cache = new LruCache<Database.Statement>(STATEMENT_CACHE);
  sqlite.prepare = ((source: string) => {
    const cached = cache.get(source);
    if (cached) {
      // drizzle switches a statement to arrays of values (raw) for the queries that name their
      // columns and leaves it as it is for the others: a reused one starts from objects again.
      if (cached.reader) cached.raw(false);
      return cached;
    }
    const stmt = compile(source);
    cache.set(source, stmt);
    return stmt;
  }) as typeof sqlite.prepare;
}

// Next.js dev reloads modules; keep one connection per process.
const globalForDb = globalThis as unknown as { __stepwiseDb?: { sqlite: Database.Database; db: Db } };

export function getDb(): Db {
  globalForDb.__stepwiseDb ??= open(env.databasePath);
  return globalForDb.__stepwiseDb.db;
}

export function getSqlite(): Database.Database {
  getDb();
  return globalForDb.__stepwiseDb!.sqlite;
}

