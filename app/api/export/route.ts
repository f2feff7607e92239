import { getDb } from "@/db/client";
import { MASTERY_CSV_HEADER, SUBMISSION_CSV_HEADER, masteryCsvRows, submissionCsvRows } from "@/db/queries/export";
import { parseSearchParams, route } from "@/app/_server/api";
import { assertTeacherOwnsClass } from "@/app/_server/authz";
import { getCurrentUser } from "@/app/_server/session";
import { toCsv } from "@/lib/dashboard/csv";
import { exportQuerySchema } from "@/lib/validation/dashboard";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** CSV download: `kind=submissions` (one row per step, with feedback) or `kind=mastery` (student × skill). */
export const GET = route(async (req: Request) => {
  const { classId, kind, ...filter } = parseSearchParams(req, exportQuerySchema);
  const db = getDb();
  await assertTeacherOwnsClass(db, await getCurrentUser(), classId);
  const scope = { classId, ...filter };
  const csv =
    kind === "submissions"
      ? toCsv(SUBMISSION_CSV_HEADER, await submissionCsvRows(db, scope))
      : toCsv(MASTERY_CSV_HEADER, await masteryCsvRows(db, scope));
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="stepwise-class-${classId}-${kind}-${stamp}.csv"`,
      "cache-control": "no-store",
    },
  });
});
