import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { deleteAssignment, getAssignment, updateAssignment } from "@/db/queries/assignments";
import type { Db } from "@/db/client";
import type { SessionUser } from "@/db/queries/sessions";
import { parseJson, parseWith, route } from "@/app/_server/api";
import { assertRole, assertTeacherOwnsClass } from "@/app/_server/authz";
import { getCurrentUser } from "@/app/_server/session";
import { AppError } from "@/lib/server/app-error";
import { idParamSchema } from "@/lib/validation/classes";
import { dueAtFromDate, updateAssignmentSchema } from "@/lib/validation/dashboard";

export const dynamic = "force-dynamic";

type Ctx = { params: Promise<{ id: string }> };

/** The assignment when it belongs to a class of this teacher; another teacher's looks missing. */
async function ownedAssignment(db: Db, user: SessionUser | null, id: number) {
  assertRole(user, "teacher");
  const a = await getAssignment(db, id);
  if (!a) throw new AppError("NOT_FOUND", "No such assignment.");
  try {
    await assertTeacherOwnsClass(db, user, a.classId);
  } catch {
    throw new AppError("NOT_FOUND", "No such assignment.");
  }
  return a;
}

export const PATCH = route(async (req: Request, ctx: Ctx) => {
  const id = parseWith(idParamSchema, (await ctx.params).id);
  const body = await parseJson(req, updateAssignmentSchema, 16 * 1024);
  const db = getDb();
  const user = await getCurrentUser();
  await ownedAssignment(db, user, id);
  const updated = await updateAssignment(db, id, {
    title: body.title,
    dueAt: body.dueDate === undefined ? undefined : dueAtFromDate(body.dueDate ?? undefined),
    problemIds: body.problemIds,
    skill: body.skill,
    count: body.count,
    teacherId: user!.id,
  });
  return NextResponse.json({ assignment: updated });
});

export const DELETE = route(async (_req: Request, ctx: Ctx) => {
  const id = parseWith(idParamSchema, (await ctx.params).id);
  const db = getDb();
  await ownedAssignment(db, await getCurrentUser(), id);
  await deleteAssignment(db, id);
  return NextResponse.json({ deleted: id });
});
