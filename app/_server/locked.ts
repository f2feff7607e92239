import "server-only";
import { AppError } from "@/lib/server/app-error";

/** The answer while a sign-in lockout runs (signing in, or proving the current password to change it). */
export function lockedError(until: Date): AppError {
  const minutes = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000));
  return new AppError(
    "TOO_MANY_REQUESTS",
    `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    { retryAfterSeconds: Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000)) },
  );
}
