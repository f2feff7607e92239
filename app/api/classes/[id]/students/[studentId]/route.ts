import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { removeClassMember } from "@/db/queries/classes";
import { setDisplayName } from "@/db/queries/users";
import { parseJson, parseWith, route } from "@/app/_server/api";
import { assertCanManageAccount, assertTeacherManagesStudent } from "@/app/_server/authz";
import { getCurrentUser } from "@/app/_server/session";
import { idParamSchema, updateStudentSchema } from "@/lib/validation/classes";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

type Ctx = { params: Promise<{ id: string; studentId: string }> };

async function ids(ctx: Ctx) {
  const p = await ctx.params;
  return { classId: parseWith(idParamSchema, p.id), studentId: parseWith(idParamSchema, p.studentId) };
}

/** Rename the student (their display name; the username they sign in with stays). Managing teacher or admin only. */
export const PATCH = route(async (req: Request, ctx: Ctx) => {
  const { classId, studentId } = await ids(ctx);
  const body = await parseJson(req, updateStudentSchema, 4 * 1024);
  const db = getDb();
  const { student } = await assertCanManageAccount(db, await getCurrentUser(), classId, studentId);
  await setDisplayName(db, student.id, body.displayName);
  return NextResponse.json({ student: { id: student.id, username: student.username, displayName: body.displayName } });
});

/** Removes the student from this class; the account and its history stay (it may be in other classes). */
export const DELETE = route(async (_req: Request, ctx: Ctx) => {
  const { classId, studentId } = await ids(ctx);
  const db = getDb();
  await assertTeacherManagesStudent(db, await getCurrentUser(), classId, studentId);
  await removeClassMember(db, classId, studentId);
  return NextResponse.json({ removed: true });
});
