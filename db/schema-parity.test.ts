// One schema meaning for both dialects (issue 33): the PostgreSQL tables mirror the SQLite ones
// column for column, so db/queries runs unchanged on either.
import { getTableConfig as pgConfig } from "drizzle-orm/pg-core";
import { getTableConfig as sqliteConfig } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import * as pg from "./schema-pg";
import * as sqlite from "./schema-sqlite";

type Config = ReturnType<typeof sqliteConfig> | ReturnType<typeof pgConfig>;

function shape(c: Config) {
  return {
    name: c.name,
    columns: c.columns.map((col) => ({ name: col.name, notNull: col.notNull, primary: col.primary, hasDefault: col.hasDefault, enum: col.enumValues ?? null })).sort((a, b) => a.name.localeCompare(b.name)),
    primaryKeys: c.primaryKeys.map((k) => k.columns.map((col) => col.name)),
    indexes: c.indexes.map((i) => `${i.config.name}${i.config.unique ? " unique" : ""}`).sort(),
    foreignKeys: c.foreignKeys
      .map((fk) => {
        const r = fk.reference();
        return `${r.columns.map((col) => col.name).join(",")} -> ${r.foreignColumns.map((col) => col.name).join(",")} on delete ${fk.onDelete ?? "no action"}`;
      })
      .sort(),
  };
}

const tableNames = Object.keys(sqlite).filter((k) => typeof (sqlite as Record<string, unknown>)[k] === "object");

describe("schema parity", () => {
  it("declares the same tables in both dialects", () => {
    expect(Object.keys(pg).filter((k) => typeof (pg as Record<string, unknown>)[k] === "object").sort()).toEqual([...tableNames].sort());
  });

  it.each(tableNames)("%s has the same columns, keys and indexes in both", (name) => {
    const s = shape(sqliteConfig((sqlite as never)[name]));
    const p = shape(pgConfig((pg as never)[name]));
    // SQLite's `integer primary key autoincrement` and PostgreSQL's serial both default themselves.
    p.columns = p.columns.map((c, i) => ({ ...c, hasDefault: s.columns[i]?.primary && c.primary ? s.columns[i].hasDefault : c.hasDefault }));
    expect(p).toEqual(s);
  });
});
