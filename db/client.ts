import "server-only";
import fs from "node:fs";
import path from "node:path";
import { AsyncLocalStorage } from "node:async_hooks";
import Database from "better-sqlite3";
import { sql, type SQL } from "drizzle-orm";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import { env } from "@/lib/server/env";
import { LruCache, type LruLimits } from "@/lib/cache/lru";
import { dialect } from "./dialect";
import * as pgSchema from "./schema-pg";
import * as sqliteSchema from "./schema-sqlite";

/**
 * The database, typed as drizzle's SQLite one whichever dialect runs (db/schema.ts). Queries use
 * what both share: awaited builders (never .get/.all/.run/.values), `.returning()`, onConflict…,
 * `db.transaction(async (tx) => …)`, and rawAll/rawGet/rawRun below for raw SQL.
 */
export type Db = BetterSQLite3Database<typeof sqliteSchema>;

interface Handle {
  db: Db;
  sqlite?: Database.Database;
  pool?: pg.Pool;
  close: () => Promise<void>;
}

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

function openSqlite(file: string): Handle {
  prepareFile(file);
  const sqlite = new Database(file);
  // WAL lets the dashboard read while submissions are written; busy_timeout rides out short write locks.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  cacheStatements(sqlite);
  const db = drizzle(sqlite, { schema: sqliteSchema });
  sqliteTransactions(db, sqlite);
  return {
    db,
    sqlite,
    close: async () => void sqlite.close(),
  };
}

/**
 * Transactions on SQLite, with an async body like PostgreSQL's. They begin IMMEDIATE: they take
 * the write lock at BEGIN, waiting for it under busy_timeout. A deferred one that read first and
 * then wrote, while another process (WEB_PROCESSES, a second replica) had written since its read,
 * failed at once with SQLITE_BUSY: no wait can fix a stale snapshot (bench:load with two processes:
 * 861 of 8,734 checks answered 500).
 *
 * One connection serves the whole process, so while a body awaits, another request's query would
 * run inside the open transaction (and vanish with its rollback). Every query goes through a gate:
 * one from outside the open transaction waits for it to end; a transaction begun inside another
 * joins it.
 */
function sqliteTransactions(db: Db, sqlite: Database.Database): void {
  const gate = new TransactionGate();
  const session = (db as unknown as { session: { prepareQuery: (...args: unknown[]) => Record<string, unknown> } }).session;
  const prepare = session.prepareQuery.bind(session);
  session.prepareQuery = (...args: unknown[]) => {
    const query = prepare(...args);
    for (const method of ["run", "all", "get", "values"] as const) {
      const execute = (query[method] as (...a: unknown[]) => unknown).bind(query);
      query[method] = (...a: unknown[]) => gate.when(() => execute(...a));
    }
    return query;
  };
  db.transaction = (async (fn: (tx: Db) => unknown) => {
    if (gate.owns()) return fn(db);
    return gate.exclusive(async () => {
      sqlite.exec("BEGIN IMMEDIATE");
      try {
        const result = await fn(db);
        sqlite.exec("COMMIT");
        return result;
      } catch (err) {
        if (sqlite.inTransaction) sqlite.exec("ROLLBACK");
        throw err;
      }
    });
  }) as unknown as Db["transaction"];
}

/** At most one open transaction per connection; queries from outside it wait their turn. */
class TransactionGate {
  private readonly owner = new AsyncLocalStorage<object>();
  private open: { token: object; done: Promise<void> } | null = null;

  owns(): boolean {
    return this.open !== null && this.owner.getStore() === this.open.token;
  }

  /** Runs `execute` now when no other transaction is open (synchronously, as drizzle expects), else after it. */
  when<T>(execute: () => T): T | Promise<T> {
    if (this.open === null || this.owns()) return execute();
    return this.afterOthers(execute);
  }

  async exclusive<T>(body: () => Promise<T>): Promise<T> {
    // The check and the claim happen in one synchronous step: every waiter wakes on the same `done`.
    while (this.open !== null && !this.owns()) await this.open.done;
    const token = {};
    let end!: () => void;
    this.open = { token, done: new Promise<void>((resolve) => (end = resolve)) };
    try {
      return await this.owner.run(token, body);
    } finally {
      this.open = null;
      end();
    }
  }

  private async afterOthers<T>(execute: () => T): Promise<T> {
    while (this.open !== null && !this.owns()) await this.open.done;
    return execute();
  }
}

/**
 * Compiled statements kept per SQL text. drizzle compiles every query it runs afresh, which was the
 * largest single cost of a check on the event loop (bench:load, issue 33); its queries take their
 * values as parameters, so a server runs a few hundred distinct texts. Bounded all the same:
 * `inArray` over a list makes one text per list length, and a compiled statement holds ~40 KB of
 * native memory (1,000 of them were ~40 MiB of the server's RSS after 20,000 mixed requests,
 * issue 31). The hot queries hold their own (db/prepared.ts), so this only spares the rest.
 */
export const STATEMENT_CACHE: LruLimits = { maxEntries: 300, maxKeyChars: 600_000 };

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

/**
 * PostgreSQL transactions take one advisory lock, so they run one at a time as they do on SQLite
 * (BEGIN IMMEDIATE): the queries were written for that (count, then insert the first admin; read a
 * submission's history, then write its mastery), and one database meaning both ways beats a faster
 * one that is subtly different. The exception is the hot write, a user's own attempt
 * (userTransaction below), which only excludes that user. Single statements run in parallel.
 */
export const PG_WRITE_LOCK = 0x5732_7365; // "Ws" "se": any constant, shared by every Stepwise process

function openPostgres(url: string, poolSize: number): Handle {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // A request waits this long for a free connection before it fails (503, try again).
    connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
    types: { getTypeParser: pgTypeParser },
  });
  // An idle connection the server dropped must not take the process down; the next query reconnects.
  pool.on("error", (err) => console.error("postgres: idle connection lost:", err.message));
  // drizzle gives every query its own type parsers, which fall back to pg's global ones, not the
  // pool's: registered globally too, or raw rows (rawAll) would carry counts and instants as strings.
  pg.types.setTypeParser(PG_INT8, Number);
  pg.types.setTypeParser(PG_NUMERIC, Number);
  const db = drizzlePg(pool, { schema: pgSchema });
  const begin = db.transaction.bind(db);
  db.transaction = ((fn, config) =>
    begin(async (tx) => {
      const scope = (config as ScopedConfig | undefined)?.[USER_SCOPE];
      // A user's own transaction shares the write lock with other users' and excludes the same
      // user's; every other transaction takes the write lock whole, excluding all of them.
      if (scope === undefined) await tx.execute(sql`select pg_advisory_xact_lock(${PG_WRITE_LOCK})`);
      else await tx.execute(sql`select pg_advisory_xact_lock_shared(${PG_WRITE_LOCK}), pg_advisory_xact_lock(${PG_USER_LOCK}, ${scope})`);
      return fn(tx);
    }, withoutScope(config))) as typeof db.transaction;
  return { db: db as unknown as Db, pool, close: () => pool.end() };
}

export const PG_CONNECT_TIMEOUT_MS = 10_000;
/** The first key of the per-user advisory locks (the second is the user's id); any constant other than PG_WRITE_LOCK's. */
export const PG_USER_LOCK = 0x5732_7573;

const USER_SCOPE = Symbol("user scope");
type ScopedConfig = { [USER_SCOPE]?: number };

function withoutScope<C>(config: C): C | undefined {
  if (!config || !(USER_SCOPE in (config as object))) return config;
  const { [USER_SCOPE]: _, ...rest } = config as ScopedConfig & Record<string, unknown>;
  return (Object.keys(rest).length ? rest : undefined) as C | undefined;
}

/**
 * A transaction that only one user's requests contend for: a student's attempt and its mastery
 * update (the hot write, one per check). On PostgreSQL it excludes that user's other scoped
 * transactions and every unscoped one, and runs beside other users' — a single write lock for all
 * would put every check of every machine in one queue, each holding it for its round trips. On
 * SQLite it is an ordinary transaction (one writer at a time in any case).
 */
export function userTransaction<T>(db: Db, userId: number, fn: (tx: Db) => Promise<T>): Promise<T> {
  const config: ScopedConfig = { [USER_SCOPE]: userId };
  return (db.transaction as unknown as (f: (tx: Db) => Promise<T>, c: ScopedConfig) => Promise<T>)(fn, config);
}

// Counts (count(*) is bigint), instants (bigint ms) and averages (numeric) arrive as numbers, as
// they do from SQLite; all of them fit a double exactly or near enough for a dashboard.
const PG_INT8 = 20;
const PG_NUMERIC = 1700;
function pgTypeParser(oid: number, format?: string): (value: string) => unknown {
  if (oid === PG_INT8 || oid === PG_NUMERIC) return Number;
  return pg.types.getTypeParser(oid, format as "text");
}

// Next.js dev reloads modules; keep one connection (pool) per process.
const globalForDb = globalThis as unknown as { __stepwiseDb?: Handle };

function handle(): Handle {
  globalForDb.__stepwiseDb ??=
    dialect === "postgres" ? openPostgres(env.databaseUrl!, env.dbPoolSize) : openSqlite(env.databasePath);
  return globalForDb.__stepwiseDb;
}

export function getDb(): Db {
  return handle().db;
}

/** The SQLite connection itself (statement cache tests, PRAGMAs); on PostgreSQL there is none. */
export function getSqlite(): Database.Database {
  const h = handle();
  if (!h.sqlite) throw new Error("getSqlite(): this process runs on PostgreSQL (DATABASE_URL)");
  return h.sqlite;
}

/** Closes the connection (pool); the next getDb() opens a new one. */
export async function closeDb(): Promise<void> {
  const h = globalForDb.__stepwiseDb;
  globalForDb.__stepwiseDb = undefined;
  await h?.close();
}

/** Rows of a raw SQL query, on either dialect (quote camelCase aliases: PostgreSQL folds case). */
export async function rawAll<T>(db: Db, query: SQL): Promise<T[]> {
  if (dialect === "postgres") return (await (db as unknown as NodePgDatabase).execute(query)).rows as T[];
  return await db.all<T>(query);
}

export async function rawGet<T>(db: Db, query: SQL): Promise<T | undefined> {
  return (await rawAll<T>(db, query))[0];
}

export async function rawRun(db: Db, query: SQL): Promise<void> {
  if (dialect === "postgres") await (db as unknown as NodePgDatabase).execute(query);
  else await db.run(query);
}

/** The first row of a query (add .limit(1) when the filter is not a key). */
export async function first<T>(query: PromiseLike<T[]>): Promise<T | undefined> {
  return (await query)[0];
}
