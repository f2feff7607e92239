import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { DRILL_PAGE_SIZE, listClassSubmissions } from "@/db/queries/dashboard";
import { parseSearchParams, parseWith, route } from "@/app/_server/api";
import { assertTeacherOwnsClass } from "@/app/_server/authz";
import { getCurrentUser } from "@/app/_server/session";
import { ruleDescription } from "@/lib/check/rules/registry";
import { classIdSchema, drillDownSchema } from "@/lib/validation/dashboard";

export const dynamic = "force-dynamic";

/** The submissions behind a heatmap cell / problem / student, each with its step feedback. */
export const GET = route(async (req: Request, ctx: { params: Promise<{ classId: string }> }) => {
  const classId = parseWith(classIdSchema, (await ctx.params).classId);
  const { page = 1, ...filter } = parseSearchParams(req, drillDownSchema);
  const db = getDb();
  await assertTeacherOwnsClass(db, await getCurrentUser(), classId);
  const { total, items } = await listClassSubmissions(db, { classId, ...filter }, page);
  return NextResponse.json({
    total,
    page,
    pageSize: DRILL_PAGE_SIZE,
    submissions: items.map((s) => ({
      ...s,
      createdAt: s.createdAt.toISOString(),
      feedback: s.feedback.map((f) => ({ index: f.stepIndex, content: f.content, verdict: f.verdict, errorType: f.errorType, message: f.message, carriedFrom: f.carriedFrom, unreadable: f.unreadable, ruleIds: f.ruleIds, why: ruleDescription(f.ruleIds) })),
    })),
  });
});
