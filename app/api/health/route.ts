import { NextResponse } from "next/server";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { getPrmStatus } from "@/lib/check/prm-checker";
import { route } from "@/app/_server/api";

export const dynamic = "force-dynamic";

export const GET = route(async () => {
  const db = getDb();
  const problems = db.get<{ n: number }>(sql`select count(*) as n from problems`)?.n ?? 0;
  return NextResponse.json({ status: "ok", db: { ok: true, problems }, model: getPrmStatus() });
});
