import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { regenerateJoinCode } from "@/db/queries/classes";
import { parseWith, route } from "@/app/_server/api";
import { assertTeacherOwnsClass } from "@/app/_server/authz";
import { getCurrentUser } from "@/app/_server/session";
import { idParamSchema } from "@/lib/validation/classes";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** A new code for the class; the old one stops working at once (e.g. it was posted publicly). */
export const POST = route(async (_req: Request, ctx: { params: Promise<{ id: string }> }) => {
  const id = parseWith(idParamSchema, (await ctx.params).id);
  const db = getDb();
  const cls = await assertTeacherOwnsClass(db, await getCurrentUser(), id);
  return NextResponse.json({ joinCode: await regenerateJoinCode(db, cls.id) });
});
