import "server-only";
import os from "node:os";
import path from "node:path";
import { z } from "zod";

// Parsed once at import: a misconfigured server should refuse to start, not fail per request.
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_PATH: z.string().min(1).default("./data/stepwise.db"),
  // Set: everything runs on this PostgreSQL database instead of the SQLite file (issue 33).
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  // Connections each server process keeps to PostgreSQL; requests wait for a free one.
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  PRM_MODEL_DIR: z.string().min(1).optional(),
  PRM_DISABLED: z.enum(["0", "1", "true", "false"]).default("0"),
  // Server processes sharing the port (scripts/serve.mjs, node:cluster); read there, validated here.
  WEB_PROCESSES: z.coerce.number().int().min(1).max(256).default(1),
  // Worker threads per process that run the checking engine (lib/check-pool); unset = the cores
  // left after one per process, shared among the processes, at least 1; 0 = on the main thread.
  CHECK_WORKERS: z.coerce.number().int().min(0).max(256).optional(),
  // A check still unanswered after this long fails with 503 and its worker is replaced (a runaway input).
  CHECK_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  // One forward pass already uses both cores; a second concurrent one overlaps tokenization.
  PRM_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  PRM_MAX_QUEUE: z.coerce.number().int().min(0).max(10_000).default(32),
  PRM_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  // No default here: unset means "on" in development and "off" in production (see seedDemoData below).
  SEED_DEMO_DATA: z.enum(["0", "1", "true", "false"]).optional(),
  SESSION_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 90).default(24 * 7),
  COOKIE_SECURE: z.enum(["auto", "always", "never"]).default("auto"),
  // Read by scripts/serve.mjs (plain JS, before the app loads); validated here with the rest.
  TRUST_PROXY: z.enum(["0", "1", "true", "false"]).default("0"),
  // Read by scripts/start.mjs, which starts the server with this V8 heap limit (default 256, why there).
  HEAP_LIMIT_MB: z.coerce.number().int().min(128).max(65_536).optional(),
  // Per-client budgets; defaults (and why) in lib/security/limits.ts. Raise for a bigger school behind one address.
  LOGIN_RATE_PER_MIN: z.coerce.number().int().min(1).max(100_000).optional(),
  ANON_CHECKS_PER_MIN: z.coerce.number().int().min(0).max(100_000).optional(),
  HINTS_PER_MIN: z.coerce.number().int().min(0).max(100_000).optional(),
  // Per signed-in user (issue 31): checks a minute, and what one user may store in 24 hours.
  USER_CHECKS_PER_MIN: z.coerce.number().int().min(1).max(100_000).default(30),
  USER_CHECKS_PER_DAY: z.coerce.number().int().min(1).max(10_000_000).default(500),
  USER_STORAGE_KB_PER_DAY: z.coerce.number().int().min(1).max(10_000_000).default(2048),
});

const truthy = (v: string) => v === "1" || v === "true";

/** Validates an environment (process.env, or a test's own) into the app's settings; throws when it is invalid. */
export function parseEnv(source: Record<string, string | undefined>) {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    throw new Error(`Invalid environment: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
  }
  const d = parsed.data;
  return {
    nodeEnv: d.NODE_ENV,
    databasePath: path.resolve(d.DATABASE_PATH),
    databaseUrl: d.DATABASE_URL,
    dbPoolSize: d.DB_POOL_SIZE,
    prmModelDir: d.PRM_MODEL_DIR ? path.resolve(d.PRM_MODEL_DIR) : undefined,
    prmDisabled: truthy(d.PRM_DISABLED),
    webProcesses: d.WEB_PROCESSES,
    checkWorkers: d.CHECK_WORKERS ?? Math.max(1, Math.floor((os.availableParallelism() - d.WEB_PROCESSES) / d.WEB_PROCESSES)),
    checkTimeoutMs: d.CHECK_TIMEOUT_MS,
    prmConcurrency: d.PRM_CONCURRENCY,
    prmMaxQueue: d.PRM_MAX_QUEUE,
    prmTimeoutMs: d.PRM_TIMEOUT_MS,
    // A production server never gets the demo class (published passwords) unless asked for by name:
    // a deployment that forgot the setting must not come up with a known admin password (issue 31).
    seedDemoData: d.SEED_DEMO_DATA === undefined ? d.NODE_ENV !== "production" : truthy(d.SEED_DEMO_DATA),
    /** SEED_DEMO_DATA=1 set on purpose: a demo box, where the published demo passwords may stay live. */
    demoBox: d.SEED_DEMO_DATA !== undefined && truthy(d.SEED_DEMO_DATA),
    sessionTtlMs: d.SESSION_TTL_HOURS * 3600_000,
    cookieSecure: d.COOKIE_SECURE,
    trustProxy: truthy(d.TRUST_PROXY),
    loginRatePerMin: d.LOGIN_RATE_PER_MIN,
    anonChecksPerMin: d.ANON_CHECKS_PER_MIN,
    hintsPerMin: d.HINTS_PER_MIN,
    userChecksPerMin: d.USER_CHECKS_PER_MIN,
    userChecksPerDay: d.USER_CHECKS_PER_DAY,
    userStorageBytesPerDay: d.USER_STORAGE_KB_PER_DAY * 1024,
  } as const;
}

export const env = parseEnv(process.env);

/** The database as scripts name it in their output: the SQLite file, or PostgreSQL's host and database (never the password). */
export function describeDatabase(settings: Pick<ReturnType<typeof parseEnv>, "databasePath" | "databaseUrl"> = env): string {
  if (!settings.databaseUrl) return settings.databasePath;
  const u = new URL(settings.databaseUrl);
  return `PostgreSQL ${u.host}${u.pathname}`;
}
