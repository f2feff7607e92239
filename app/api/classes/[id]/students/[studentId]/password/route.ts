import { randomInt } from "node:crypto";
import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { clearAccountLockouts } from "@/db/queries/login-attempts";
import { deleteUserSessions } from "@/db/queries/sessions";
import { setPasswordHash } from "@/db/queries/users";
import { parseJson, parseWith, route } from "@/app/_server/api";
import { assertCanManageAccount } from "@/app/_server/authz";
import { getCurrentUser } from "@/app/_server/session";
import { hashPassword } from "@/lib/auth/password";
import { idParamSchema, resetPasswordSchema } from "@/lib/validation/classes";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

// Readable one-time passwords (no look-alikes): 3 groups of 4 from 31 symbols ≈ 59 bits.
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
function oneTimePassword(): string {
  const group = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  return `${group()}-${group()}-${group()}`;
}

/**
 * Resets a student's password: to the one the teacher sends, or to a generated one returned ONCE
 * in this response (it is stored only as a scrypt hash). Every session of the student ends.
 */
export const POST = route(async (req: Request, ctx: { params: Promise<{ id: string; studentId: string }> }) => {
  const p = await ctx.params;
  const classId = parseWith(idParamSchema, p.id);
  const studentId = parseWith(idParamSchema, p.studentId);
  const body = await parseJson(req, resetPasswordSchema, 4 * 1024);
  const db = getDb();
  // Only the managing teacher or an admin: a second teacher could otherwise sign in as the student.
  const { student } = await assertCanManageAccount(db, await getCurrentUser(), classId, studentId);
  const generated = body.password ? null : oneTimePassword();
  const hash = await hashPassword(body.password ?? generated!);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx as typeof db, student.id, hash);
    await deleteUserSessions(tx as typeof db, student.id);
    // The new password must work at once, from every client (issue 12: it used to get 429).
    await clearAccountLockouts(tx as typeof db, student.username);
  });
  return NextResponse.json(
    { student: { id: student.id, username: student.username }, ...(generated ? { password: generated } : {}) },
    { headers: { "Cache-Control": "no-store" } },
  );
});
