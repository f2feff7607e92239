import "server-only";
import path from "node:path";
import { z } from "zod";

// Parsed once at import: a misconfigured server should refuse to start, not fail per request.
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_PATH: z.string().min(1).default("./data/stepwise.db"),
  PRM_MODEL_DIR: z.string().min(1).optional(),
  PRM_DISABLED: z.enum(["0", "1", "true", "false"]).default("0"),
  PRM_WORKER: z.enum(["0", "1", "true", "false"]).default("1"),
  // One forward pass already uses both cores; a second concurrent one overlaps tokenization.
  PRM_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  PRM_MAX_QUEUE: z.coerce.number().int().min(0).max(10_000).default(32),
  PRM_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  SEED_DEMO_DATA: z.enum(["0", "1", "true", "false"]).default("1"),
  SESSION_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 90).default(24 * 7),
  COOKIE_SECURE: z.enum(["auto", "always", "never"]).default("auto"),
  // Read by scripts/serve.mjs (plain JS, before the app loads); validated here with the rest.
  TRUST_PROXY: z.enum(["0", "1", "true", "false"]).default("0"),
  // Per-client budgets; defaults (and why) in lib/security/limits.ts. Raise for a bigger school behind one address.
  LOGIN_RATE_PER_MIN: z.coerce.number().int().min(1).max(100_000).optional(),
  ANON_CHECKS_PER_MIN: z.coerce.number().int().min(0).max(100_000).optional(),
});

const parsed = schema.safeParse(process.env);
if (!parsed.success) {
  throw new Error(`Invalid environment: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
}

const truthy = (v: string) => v === "1" || v === "true";

export const env = {
  nodeEnv: parsed.data.NODE_ENV,
  databasePath: path.resolve(parsed.data.DATABASE_PATH),
  prmModelDir: parsed.data.PRM_MODEL_DIR ? path.resolve(parsed.data.PRM_MODEL_DIR) : undefined,
  prmDisabled: truthy(parsed.data.PRM_DISABLED),
  prmWorker: truthy(parsed.data.PRM_WORKER),
  prmConcurrency: parsed.data.PRM_CONCURRENCY,
  prmMaxQueue: parsed.data.PRM_MAX_QUEUE,
  prmTimeoutMs: parsed.data.PRM_TIMEOUT_MS,
  seedDemoData: truthy(parsed.data.SEED_DEMO_DATA),
  sessionTtlMs: parsed.data.SESSION_TTL_HOURS * 3600_000,
  cookieSecure: parsed.data.COOKIE_SECURE,
  trustProxy: truthy(parsed.data.TRUST_PROXY),
  loginRatePerMin: parsed.data.LOGIN_RATE_PER_MIN,
  anonChecksPerMin: parsed.data.ANON_CHECKS_PER_MIN,
} as const;
