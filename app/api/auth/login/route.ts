import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { clearLoginFailures, loginLockedUntil, recordLoginFailure } from "@/db/queries/login-attempts";
import { findUserByUsername, setPasswordHash } from "@/db/queries/users";
import { parseJson, route } from "@/app/_server/api";
import { limiters, tooManyRequests } from "@/app/_server/rate-limits";
import { lockedError } from "@/app/_server/locked";
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

/**
 * Sign-in. The client address's budgets (requests, failures) are far above a school's own
 * needs; an address over either is "flooded" rather than blocked (issue 31: one student could
 * lock out a whole school behind its NAT address): unknown usernames are refused there without
 * spending a hash, and an existing account still gets in with its correct password, within its
 * own lockout. There a wrong password for an existing account gets the same refusal as an
 * unknown name (its failure still counts towards the account's lockout).
 */
export const POST = route(async (req: Request) => {
  const ip = clientIp(req.headers);
  // Counted before the body is read: a malformed body costs one try of the address's budget, no more.
  const rate = await limiters.login.take(ip);
  const failures = await limiters.loginFailures.peek(ip);
  const flooded = !rate.ok ? tooManyRequests(rate, "sign-in attempts") : !failures.ok ? tooManyRequests(failures, "failed sign-ins") : null;

  const body = await parseJson(req, loginRequestSchema, LOGIN_LIMITS.bodyBytes);
  const db = getDb();

  const locked = await loginLockedUntil(db, body.username, ip);
  if (locked) throw lockedError(locked);

  const user = await findUserByUsername(db, body.username);
  if (!user && flooded) throw flooded;
  // Known accounts are hashed ahead of unknown usernames, each address in its turn (lib/auth/password.ts).
  const turn = { client: ip, known: user !== null };
  const ok = user ? await verifyPassword(body.password, user.passwordHash, turn) : (await verifyPassword(body.password, await decoy(), turn), false);
  if (!user || !ok) {
    await limiters.loginFailures.take(ip);
    const { lockedUntil } = await recordLoginFailure(db, body.username, ip);
    if (flooded) throw flooded;
    if (lockedUntil) throw lockedError(lockedUntil);
    throw new AppError("UNAUTHENTICATED", WRONG);
  }

  // Transparent upgrade: legacy bcrypt (or weaker scrypt) hashes become current ones now that we know the password.
  if (needsRehash(user.passwordHash)) await setPasswordHash(db, user.id, await hashPassword(body.password, turn));
  await clearLoginFailures(db, body.username, ip);
  await startSession(user.id);
  return NextResponse.json({
    // The id lets the browser clear other users' drafts from a shared computer (lib/drafts/clear.ts).
    user: { id: user.id, username: user.username, displayName: user.displayName, role: user.role },
    redirectTo: safeNextPath(body.next) ?? homeFor(user.role),
  });
});
