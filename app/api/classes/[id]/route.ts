import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { listClassStudents, renameClass, setShareOwnWork } from "@/db/queries/classes";
import { parseJson, parseWith, route } from "@/app/_server/api";
import { assertTeacherOwnsClass } from "@/app/_server/authz";
import { getCurrentUser } from "@/app/_server/session";
import { idParamSchema, updateClassSchema } from "@/lib/validation/classes";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

type Ctx = { params: Promise<{ id: string }> };

export const GET = route(async (_req: Request, ctx: Ctx) => {
  const id = parseWith(idParamSchema, (await ctx.params).id);
  const db = getDb();
  const cls = await assertTeacherOwnsClass(db, await getCurrentUser(), id);
  return NextResponse.json({ class: cls, students: await listClassStudents(db, cls.id) });
});

export const PATCH = route(async (req: Request, ctx: Ctx) => {
  const id = parseWith(idParamSchema, (await ctx.params).id);
  const body = await parseJson(req, updateClassSchema, 4 * 1024);
  const db = getDb();
  const cls = await assertTeacherOwnsClass(db, await getCurrentUser(), id);
  if (body.name !== undefined) await renameClass(db, cls.id, body.name);
  if (body.shareOwnWork !== undefined) await setShareOwnWork(db, cls.id, body.shareOwnWork);
  return NextResponse.json({ class: { ...cls, ...body } });
});
