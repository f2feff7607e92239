import "server-only";
import path from "node:path";
import { migrate as migrateSqlite } from "drizzle-orm/better-sqlite3/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { env } from "@/lib/server/env";
import { getDb } from "./client";
import { dialect } from "./dialect";

export const SQLITE_MIGRATIONS = path.join(process.cwd(), "db/migrations");
export const PG_MIGRATIONS = path.join(process.cwd(), "db/migrations-pg");

// Replicas may start together on one database. drizzle's SQLite migrator reads which migrations
// are applied before it takes the write lock, so the loser of a race fails on a table the winner
// just made (its transaction rolls back whole); tried again, it finds them applied.
const MIGRATE_ATTEMPTS = 3;
const MIGRATE_RETRY_MS = 250;

// Held while migrating PostgreSQL: processes starting together migrate one after another, and
// every one after the first finds the migrations applied.
export const PG_MIGRATE_LOCK = 0x5732_6d67;

/** Applies the committed migrations of this process's dialect; safe when several processes start together. */
export async function migrateDb(): Promise<void> {
  if (dialect === "postgres") return migratePostgres(env.databaseUrl!);
  for (let attempt = 1; ; attempt++) {
    try {
      migrateSqlite(getDb(), { migrationsFolder: SQLITE_MIGRATIONS });
      return;
    } catch (err) {
      if (attempt >= MIGRATE_ATTEMPTS) throw err;
      await new Promise((resolve) => setTimeout(resolve, MIGRATE_RETRY_MS));
    }
  }
}

async function migratePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [PG_MIGRATE_LOCK]);
    await migratePg(drizzlePg(client), { migrationsFolder: PG_MIGRATIONS });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [PG_MIGRATE_LOCK]).catch(() => undefined);
    await client.end();
  }
}
