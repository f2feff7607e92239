import "server-only";
import { FairScheduler, SchedulerFullError } from "@/lib/security/fair-scheduler";
import { CHECK_SCHEDULING } from "@/lib/security/limits";
import { AppError } from "@/lib/server/app-error";
import { env } from "@/lib/server/env";

// One scheduler per process (on globalThis so dev reloads keep it), shared by every check.
const g = globalThis as unknown as { __stepwiseChecks?: FairScheduler };
const checks = (g.__stepwiseChecks ??= new FairScheduler({
  concurrency: Math.max(CHECK_SCHEDULING.concurrency, CHECK_SCHEDULING.perWorker * env.checkWorkers),
  maxQueued: CHECK_SCHEDULING.maxQueued,
  maxRunningPerKey: CHECK_SCHEDULING.maxRunningPerUser,
  maxQueuedPerKey: CHECK_SCHEDULING.maxQueuedPerUser,
}));

/** Runs one check when it is `party`'s turn (see CHECK_SCHEDULING); 503 with Retry-After when there is no room to wait. */
export async function checkInTurn<T>(party: string, task: () => Promise<T>): Promise<T> {
  try {
    return await checks.run(party, task);
  } catch (err) {
    if (err instanceof SchedulerFullError) {
      throw new AppError("UNAVAILABLE", "The server is busy checking other work. Try again in a moment.", { retryAfterSeconds: 2 });
    }
    throw err;
  }
}
