import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { clearLoginFailures, loginLockedUntil, recordLoginFailure } from "@/db/queries/login-attempts";
import { findUserByUsername, setPasswordHash } from "@/db/queries/users";
import { parseJson, route } from "@/app/_server/api";
import { limiters, tooManyRequests } from "@/app/_server/rate-limits";
import { startSession } from "@/app/_server/session";
import { hashPassword, needsRehash, verifyPassword } from "@/lib/auth/password";
import { clientIp } from "@/lib/security/client-ip";
import { AppError } from "@/lib/server/app-error";
import { LOGIN_LIMITS, homeFor, loginRequestSchema, safeNextPath } from "@/lib/validation/auth";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const WRONG = "Wrong username or password.";

// Comparing against a throwaway hash when the user does not exist keeps the response time
// the same, so timing does not reveal which usernames exist.
let decoyHash: Promise<string> | null = null;
const decoy = () => (decoyHash ??= hashPassword("stepwise-decoy-password"));

function lockedError(until: Date): AppError {
  const minutes = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000));
  return new AppError(
    "TOO_MANY_REQUESTS",
    `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    { retryAfterSeconds: Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000)) },
  );
}

export const POST = route(async (req: Request) => {
  const ip = clientIp(req.headers);
  // Per-client budgets first: they cost nothing, the password hash below is the expensive part.
  const failures = limiters.loginFailures.peek(ip);
  if (!failures.ok) throw tooManyRequests(failures, "failed sign-ins");
  const rate = limiters.login.take(ip);
  if (!rate.ok) throw tooManyRequests(rate, "sign-in attempts");

  const body = await parseJson(req, loginRequestSchema, LOGIN_LIMITS.bodyBytes);
  const db = getDb();

  const locked = loginLockedUntil(db, body.username, ip);
  if (locked) throw lockedError(locked);

  const user = findUserByUsername(db, body.username);
  const ok = user ? await verifyPassword(body.password, user.passwordHash) : (await verifyPassword(body.password, await decoy()), false);
  if (!user || !ok) {
    limiters.loginFailures.take(ip);
    const { lockedUntil } = recordLoginFailure(db, body.username, ip);
    if (lockedUntil) throw lockedError(lockedUntil);
    throw new AppError("UNAUTHENTICATED", WRONG);
  }

  // Transparent upgrade: legacy bcrypt (or weaker scrypt) hashes become current ones now that we know the password.
  if (needsRehash(user.passwordHash)) setPasswordHash(db, user.id, await hashPassword(body.password));
  clearLoginFailures(db, body.username, ip);
  await startSession(user.id);
  return NextResponse.json({
    user: { username: user.username, displayName: user.displayName, role: user.role },
    redirectTo: safeNextPath(body.next) ?? homeFor(user.role),
  });
});
