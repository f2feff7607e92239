import { env } from "@/lib/server/env";

/**
 * Which database this process runs on: SQLite (the embedded default, DATABASE_PATH) or PostgreSQL
 * when DATABASE_URL is set. Decided once at start; schema.ts and client.ts follow it.
 */
export type Dialect = "sqlite" | "postgres";

export const dialect: Dialect = env.databaseUrl ? "postgres" : "sqlite";
