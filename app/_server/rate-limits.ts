import "server-only";
import { ACCOUNT_CREATION_RATE, ANON_CHECK_RATE, HINT_RATE, JOIN_CODE_FAILURE_RATE, LOGIN_FAILURE_RATE, LOGIN_RATE, TAKEN_USERNAME_RATE } from "@/lib/security/limits";
import { getDb } from "@/db/client";
import { dbCounterStore } from "@/db/queries/rate-limits";
import { RateLimiter, type RateDecision, type RateLimit } from "@/lib/security/rate-limit";
import { AppError } from "@/lib/server/app-error";
import { env } from "@/lib/server/env";

// The limiters count in the database (issue 33): every process, on every machine, enforces one
// budget. The name of each is its rows' key in rate_limit_counters: never reuse one.
const g = globalThis as unknown as { __stepwiseLimits?: ReturnType<typeof make> };
function make() {
  const limiter = (name: string, rule: RateLimit) => new RateLimiter(rule, dbCounterStore(getDb, name));
  return {
    login: limiter("login", { ...LOGIN_RATE, limit: env.loginRatePerMin ?? LOGIN_RATE.limit }),
    loginFailures: limiter("login-failures", LOGIN_FAILURE_RATE),
    accounts: limiter("accounts", ACCOUNT_CREATION_RATE),
    takenUsernames: limiter("taken-usernames", TAKEN_USERNAME_RATE),
    joinCodeFailures: limiter("join-code-failures", JOIN_CODE_FAILURE_RATE),
    anonCheck: limiter("anon-checks", { ...ANON_CHECK_RATE, limit: env.anonChecksPerMin ?? ANON_CHECK_RATE.limit }),
    hint: limiter("hints", { ...HINT_RATE, limit: env.hintsPerMin ?? HINT_RATE.limit }),
    userChecks: limiter("user-checks", { limit: env.userChecksPerMin, windowMs: 60_000 }),
  };
}
export const limiters = (g.__stepwiseLimits ??= make());

export function tooManyRequests(d: RateDecision, what: string): AppError {
  const seconds = Math.max(1, Math.ceil(d.retryAfterMs / 1000));
  return new AppError("TOO_MANY_REQUESTS", `Too many ${what} from this network. Try again in ${seconds} seconds.`, { retryAfterSeconds: seconds });
}
