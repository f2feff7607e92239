import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { clearLoginFailures, loginLockedUntil, recordLoginFailure } from "@/db/queries/login-attempts";
import { findUserByUsername } from "@/db/queries/users";
import { parseJson, route } from "@/app/_server/api";
import { startSession } from "@/app/_server/session";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
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
    { retryAfterSeconds: minutes * 60 },
  );
}

export const POST = route(async (req: Request) => {
  const body = await parseJson(req, loginRequestSchema, LOGIN_LIMITS.bodyBytes);
  const db = getDb();
  const key = body.username.toLowerCase();

  const locked = loginLockedUntil(db, key);
  if (locked) throw lockedError(locked);

  const user = findUserByUsername(db, body.username);
  const ok = user ? await verifyPassword(body.password, user.passwordHash) : (await verifyPassword(body.password, await decoy()), false);
  if (!user || !ok) {
    const { lockedUntil } = recordLoginFailure(db, key);
    if (lockedUntil) throw lockedError(lockedUntil);
    throw new AppError("UNAUTHENTICATED", WRONG);
  }

  clearLoginFailures(db, key);
  await startSession(user.id);
  return NextResponse.json({
    user: { username: user.username, displayName: user.displayName, role: user.role },
    redirectTo: safeNextPath(body.next) ?? homeFor(user.role),
  });
});
