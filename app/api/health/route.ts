import { NextResponse } from "next/server";
import { sql } from "drizzle-orm";
import { getDb, rawGet } from "@/db/client";
import { checkModelStatus } from "@/lib/check-pool/check-pool";
import { route } from "@/app/_server/api";

export const dynamic = "force-dynamic";

const LOAD_WAIT_MS = 3000;

export const GET = route(async () => {
  const db = getDb();
  // Only the public bank is counted: how many private problems teachers wrote is nobody's business.
  const problems = (await rawGet<{ n: number }>(db, sql`select count(*) as n from problems where author_id is null and source != 'teacher'`))?.n ?? 0;
  // Health doubles as readiness: it starts every check worker and gives a cold model a moment to
  // load, but never hangs the probe. With PRM_DISABLED the model layer answers "disabled" at once.
  const model = await checkModelStatus(LOAD_WAIT_MS);
  return NextResponse.json({ status: "ok", db: { ok: true, problems }, model });
});
