import { NextResponse } from "next/server";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { getPrmAvailability } from "@/lib/check/prm-checker";
import { getPrm } from "@/lib/prm/model";
import { route } from "@/app/_server/api";

export const dynamic = "force-dynamic";

const LOAD_WAIT_MS = 3000;

export const GET = route(async () => {
  const db = getDb();
  // Only the public bank is counted: how many private problems teachers wrote is nobody's business.
  const problems = db.get<{ n: number }>(sql`select count(*) as n from problems where author_id is null and source != 'teacher'`)?.n ?? 0;
  // Health doubles as readiness: give a cold model a moment to load, but never hang the probe.
  // With PRM_DISABLED the model layer answers "disabled" at once.
  await Promise.race([getPrm().catch(() => undefined), new Promise((r) => setTimeout(r, LOAD_WAIT_MS))]);
  const model = getPrmAvailability();
  return NextResponse.json({ status: "ok", db: { ok: true, problems }, model });
});
