import "server-only";
import { Param, sql, type Column, type SQL } from "drizzle-orm";
import type { Db } from "./client";

/**
 * The hot queries (a session's user, a rate-limit count, a user's stored attempts) are built once
 * per database handle and then run with new values: drizzle otherwise rebuilds a query's SQL text
 * from its parts on every call, the largest share of a check's event-loop time spent on the
 * database (bench:load's CPU profile, issue 33). On PostgreSQL the query becomes a named prepared
 * statement, parsed once per connection.
 *
 * Kept per handle, not globally: on PostgreSQL a transaction is a handle of its own (its client),
 * and a query prepared on the pool must never run outside the transaction that asked for it.
 */
const byHandle = new WeakMap<object, Map<string, unknown>>();

interface Preparable<P> {
  prepare(): P;
}

/** `build(db).prepare()` once per handle and `name`; names are unique across the app (PostgreSQL statement names). */
export function prepared<P>(db: Db, name: string, build: (db: Db) => Preparable<P>): P {
  let queries = byHandle.get(db);
  if (!queries) byHandle.set(db, (queries = new Map()));
  let query = queries.get(name) as P | undefined;
  if (query === undefined) {
    const builder = build(db);
    // PostgreSQL's prepare(name) names the statement; SQLite's takes no argument and ignores it.
    query = (builder.prepare as (this: Preparable<P>, name: string) => P).call(builder, name);
    queries.set(name, query);
  }
  return query;
}

/**
 * A value given when the query runs, mapped by `column` as a literal would be: an instant is given
 * as a Date, a JSON column takes the value itself, a boolean is stored as the dialect stores it,
 * and null stays null (drizzle maps a placeholder's value without that check: a null boolean became
 * false, a null JSON value the text "null"). Usable wherever a value is: a condition, an insert's
 * values, an update's set. A bare `sql.placeholder` is passed to the driver as it is.
 */
export function valueOf(column: Column, name: string): SQL {
  const encoder = { mapToDriverValue: (value: unknown) => (value === null || value === undefined ? null : column.mapToDriverValue(value)) };
  return sql`${new Param(sql.placeholder(name), encoder)}`;
}

/** `valueOf` for each of `columns` (a table's columns by their keys), each named `${prefix}${key}`. */
export function valuesOf<K extends string>(columns: Record<K, Column>, keys: readonly K[], prefix = ""): Record<K, SQL> {
  return Object.fromEntries(keys.map((k) => [k, valueOf(columns[k], `${prefix}${k}`)])) as Record<K, SQL>;
}
