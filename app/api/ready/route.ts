import { NextResponse } from "next/server";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { route } from "@/app/_server/api";
import { checkModelStatus } from "@/lib/check-pool/check-pool";
import { logger } from "@/lib/log";

export const dynamic = "force-dynamic";

// A load balancer's readiness probe: short, and a plain 503 while this process cannot take
// checks (database unreachable, check workers not answering), so the balancer sends students to
// another replica meanwhile. /api/health stays the human-readable status page of one process.
const PROBE_WAIT_MS = 1500;

export const GET = route(async () => {
  const problems = [] as string[];
  try {
    getDb().get(sql`select 1`);
  } catch (err) {
    logger.warn("ready: database unreachable", { error: err instanceof Error ? err.message : String(err) });
    problems.push("database");
  }
  const workers = await Promise.race([
    checkModelStatus(0).then(() => true, () => false),
    new Promise<boolean>((r) => setTimeout(() => r(false), PROBE_WAIT_MS)),
  ]);
  if (!workers) problems.push("check workers");
  const body = problems.length ? { ready: false, waitingFor: problems } : { ready: true };
  return NextResponse.json(body, { status: problems.length ? 503 : 200, headers: { "cache-control": "no-store" } });
});
