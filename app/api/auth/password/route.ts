import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { clearLoginFailures, loginLockedUntil, recordLoginFailure } from "@/db/queries/login-attempts";
import { deleteUserSessions } from "@/db/queries/sessions";
import { findUserById, setPasswordHash } from "@/db/queries/users";
import { parseJson, route } from "@/app/_server/api";
import { lockedError } from "@/app/_server/locked";
import { getCurrentUser, startSession } from "@/app/_server/session";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { newPasswordSchema } from "@/lib/auth/password-policy";
import { clientIp } from "@/lib/security/client-ip";
import { AppError } from "@/lib/server/app-error";
import { LOGIN_LIMITS, changePasswordSchema } from "@/lib/validation/auth";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const schema = changePasswordSchema(newPasswordSchema);

/**
 * A signed-in user changes their own password (a student given a one-time password by their
 * teacher, a teacher after setup). The current password is checked like a sign-in, under the same
 * lockout, so a session left open on a shared computer cannot be turned into the account. Every
 * other session of the user ends; this browser gets a fresh one.
 */
export const POST = route(async (req: Request) => {
  const user = await getCurrentUser();
  if (!user) throw new AppError("UNAUTHENTICATED", "Sign in to change your password.");
  const ip = clientIp(req.headers);
  const body = await parseJson(req, schema, LOGIN_LIMITS.bodyBytes);
  const db = getDb();
  const account = await findUserById(db, user.id);
  if (!account) throw new AppError("UNAUTHENTICATED", "Sign in to change your password.");

  const locked = await loginLockedUntil(db, account.username, ip);
  if (locked) throw lockedError(locked);
  const turn = { client: ip, known: true };
  if (!(await verifyPassword(body.currentPassword, account.passwordHash, turn))) {
    const { lockedUntil } = await recordLoginFailure(db, account.username, ip);
    if (lockedUntil) throw lockedError(lockedUntil);
    throw new AppError("BAD_REQUEST", "That is not your current password.", { field: "currentPassword" });
  }

  const hash = await hashPassword(body.newPassword, turn);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx as typeof db, account.id, hash);
    await deleteUserSessions(tx as typeof db, account.id);
  });
  await clearLoginFailures(db, account.username, ip);
  await startSession(account.id);
  return NextResponse.json({ changed: true });
});
