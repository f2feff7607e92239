import "server-only";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { env } from "@/lib/server/env";
import * as schema from "./schema";

export type Db = BetterSQLite3Database<typeof schema>;

function open(file: string): { sqlite: Database.Database; db: Db } {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  // WAL lets the dashboard read while submissions are written; busy_timeout rides out short write locks.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  return { sqlite, db: drizzle(sqlite, { schema }) };
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

/** For scripts and tests that manage their own database file. */
export function openDb(file: string) {
  return open(file);
}
