import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { getClassById } from "@/db/queries/classes";
import { findTeacherById, transferClass } from "@/db/queries/teachers";
import { parseJson, parseWith, route } from "@/app/_server/api";
import { assertAdmin } from "@/app/_server/authz";
import { getCurrentUser } from "@/app/_server/session";
import { AppError } from "@/lib/server/app-error";
import { idParamSchema, transferClassSchema } from "@/lib/validation/classes";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * Gives a class to another teacher (a teacher leaves, or a class changes hands mid-year). The new
 * teacher sees the students' work from when they joined the class, like any teacher of the class.
 */
export const POST = route(async (req: Request, ctx: { params: Promise<{ id: string }> }) => {
  const id = parseWith(idParamSchema, (await ctx.params).id);
  const body = await parseJson(req, transferClassSchema, 1024);
  assertAdmin(await getCurrentUser());
  const db = getDb();
  const noClass = () => new AppError("NOT_FOUND", "No such class.");
  if (!await getClassById(db, id)) throw noClass();
  const teacher = await findTeacherById(db, body.teacherId);
  if (!teacher) throw new AppError("NOT_FOUND", "No such teacher.");
  const cls = await transferClass(db, id, teacher.id);
  if (!cls) throw noClass();
  return NextResponse.json({ class: { id: cls.id, name: cls.name, teacherId: cls.teacherId } });
});
