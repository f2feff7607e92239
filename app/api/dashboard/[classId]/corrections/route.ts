import { getDb } from "@/db/client";
import { classCorrectionsForEval } from "@/db/queries/corrections";
import { parseWith, route } from "@/app/_server/api";
import { assertTeacherOwnsClass } from "@/app/_server/authz";
import { getCurrentUser } from "@/app/_server/session";
import { classIdSchema } from "@/lib/validation/dashboard";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** The class's teacher corrections as checker test data: `npm run eval -- --data <file>` reads this format. */
export const GET = route(async (_req: Request, ctx: { params: Promise<{ classId: string }> }) => {
  const classId = parseWith(classIdSchema, (await ctx.params).classId);
  const db = getDb();
  await assertTeacherOwnsClass(db, await getCurrentUser(), classId);
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(JSON.stringify(await classCorrectionsForEval(db, classId), null, 2) + "\n", {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="stepwise-class-${classId}-corrections-${stamp}.json"`,
      "cache-control": "no-store",
    },
  });
});
