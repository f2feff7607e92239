import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { getClassOverview } from "@/db/queries/dashboard";
import { parseSearchParams, parseWith, route } from "@/app/_server/api";
import { assertTeacherOwnsClass } from "@/app/_server/authz";
import { getCurrentUser } from "@/app/_server/session";
import { classIdSchema, dashboardFilterSchema } from "@/lib/validation/dashboard";

export const dynamic = "force-dynamic";

/** The class overview as JSON: totals, skill × error-type heatmap, problems, attention list, weekly trend. */
export const GET = route(async (req: Request, ctx: { params: Promise<{ classId: string }> }) => {
  const classId = parseWith(classIdSchema, (await ctx.params).classId);
  const filter = parseSearchParams(req, dashboardFilterSchema);
  const db = getDb();
  const cls = await assertTeacherOwnsClass(db, await getCurrentUser(), classId);
  return NextResponse.json({ class: { id: cls.id, name: cls.name }, filter, ...await getClassOverview(db, { classId, ...filter }) });
});
