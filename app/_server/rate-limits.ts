import "server-only";
import { ACCOUNT_CREATION_RATE, ANON_CHECK_RATE, HINT_RATE, JOIN_CODE_FAILURE_RATE, LOGIN_FAILURE_RATE, LOGIN_RATE, TAKEN_USERNAME_RATE } from "@/lib/security/limits";
import { RateLimiter, type RateDecision } from "@/lib/security/rate-limit";
import { AppError } from "@/lib/server/app-error";
import { env } from "@/lib/server/env";

// One set of limiters per process (kept on globalThis so dev reloads do not reset them).
const g = globalThis as unknown as { __stepwiseLimits?: ReturnType<typeof make> };
function make() {
  return {
    login: new RateLimiter({ ...LOGIN_RATE, limit: env.loginRatePerMin ?? LOGIN_RATE.limit }),
    loginFailures: new RateLimiter(LOGIN_FAILURE_RATE),
    accounts: new RateLimiter(ACCOUNT_CREATION_RATE),
    takenUsernames: new RateLimiter(TAKEN_USERNAME_RATE),
    joinCodeFailures: new RateLimiter(JOIN_CODE_FAILURE_RATE),
    anonCheck: new RateLimiter({ ...ANON_CHECK_RATE, limit: env.anonChecksPerMin ?? ANON_CHECK_RATE.limit }),
    hint: new RateLimiter({ ...HINT_RATE, limit: env.hintsPerMin ?? HINT_RATE.limit }),
    userChecks: new RateLimiter({ limit: env.userChecksPerMin, windowMs: 60_000 }),
  };
}
export const limiters = (g.__stepwiseLimits ??= make());

export function tooManyRequests(d: RateDecision, what: string): AppError {
  const seconds = Math.max(1, Math.ceil(d.retryAfterMs / 1000));
  return new AppError("TOO_MANY_REQUESTS", `Too many ${what} from this network. Try again in ${seconds} seconds.`, { retryAfterSeconds: seconds });
}
