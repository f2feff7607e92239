import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { clearAccountLockouts } from "@/db/queries/login-attempts";
import { parseWith, route } from "@/app/_server/api";
import { assertCanUnlockStudent } from "@/app/_server/authz";
import { getCurrentUser } from "@/app/_server/session";
import { idParamSchema } from "@/lib/validation/classes";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * Lifts every sign-in lockout on the student's account (from any client). Harmless to the
 * account (no password changes hands), so any teacher of a class the student is in may do it,
 * and an admin.
 */
export const POST = route(async (_req: Request, ctx: { params: Promise<{ id: string; studentId: string }> }) => {
  const p = await ctx.params;
  const classId = parseWith(idParamSchema, p.id);
  const studentId = parseWith(idParamSchema, p.studentId);
  const db = getDb();
  const { student } = await assertCanUnlockStudent(db, await getCurrentUser(), classId, studentId);
  const cleared = await clearAccountLockouts(db, student.username);
  return NextResponse.json({ student: { id: student.id, username: student.username }, cleared });
});
