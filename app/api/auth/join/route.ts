import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { addClassMember, findClassByJoinCode } from "@/db/queries/classes";
import { createUser, findUserByUsername } from "@/db/queries/users";
import { parseJson, route } from "@/app/_server/api";
import { limiters, tooManyRequests } from "@/app/_server/rate-limits";
import { getCurrentUser, startSession } from "@/app/_server/session";
import { clientIp } from "@/lib/security/client-ip";
import { hashPassword } from "@/lib/auth/password";
import { AppError } from "@/lib/server/app-error";
import { joinRequestSchema } from "@/lib/validation/classes";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * A student joins a class with its code: either creating an account (username + password) and
 * being signed in, or, already signed in as a student, with the code alone.
 */
export const POST = route(async (req: Request) => {
  const body = await parseJson(req, joinRequestSchema, 4 * 1024);
  const db = getDb();
  const current = await getCurrentUser();
  const ip = clientIp(req.headers);
  const guesses = await limiters.joinCodeFailures.peek(ip);
  if (!guesses.ok) throw tooManyRequests(guesses, "wrong join codes");
  const cls = await findClassByJoinCode(db, body.code);
  // Same answer for a malformed and an unknown code; codes are 27^8, so there is nothing to enumerate.
  if (!cls) {
    await limiters.joinCodeFailures.take(ip);
    throw new AppError("NOT_FOUND", "That join code does not match any class. Check it with your teacher.");
  }

  if (!body.username) {
    if (!current) throw new AppError("BAD_REQUEST", "Choose a username and a password.");
    if (current.role !== "student") throw new AppError("FORBIDDEN", "Only students join classes.");
    await addClassMember(db, cls.id, current.id);
    return NextResponse.json({ class: { id: cls.id, name: cls.name }, user: current });
  }

  // A taken name has its own budget (issue 31: 61 of them used to block new accounts for 10 minutes).
  if (await findUserByUsername(db, body.username)) {
    const taken = await limiters.takenUsernames.take(ip);
    if (!taken.ok) throw tooManyRequests(taken, "tries with usernames that are taken");
    throw new AppError("CONFLICT", "That username is taken. Try another one.");
  }
  const budget = await limiters.accounts.take(ip);
  if (!budget.ok) throw tooManyRequests(budget, "new accounts");
  const passwordHash = await hashPassword(body.password!, { client: ip, known: true });
  const user = await db.transaction(async (tx) => {
    // Re-checked inside the transaction: the unique index would also refuse, this gives the nicer error.
    if (await findUserByUsername(tx as typeof db, body.username!)) return null;
    const u = await createUser(tx as typeof db, {
      username: body.username!,
      displayName: body.displayName ?? body.username!,
      role: "student",
      passwordHash,
    });
    await addClassMember(tx as typeof db, cls.id, u.id);
    return u;
  });
  if (!user) throw new AppError("CONFLICT", "That username is taken. Try another one.");
  await startSession(user.id);
  return NextResponse.json(
    { class: { id: cls.id, name: cls.name }, user: { id: user.id, username: user.username, displayName: user.displayName, role: user.role } },
    { status: 201 },
  );
});
