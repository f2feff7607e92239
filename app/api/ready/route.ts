import { NextResponse } from "next/server";
import { sql } from "drizzle-orm";
import { getDb, rawGet } from "@/db/client";
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
  // Both probed at once, each for at most PROBE_WAIT_MS: a PostgreSQL server that does not answer
  // would otherwise hold the probe for the pool's whole connect timeout.
  const [database, workers] = await Promise.all([
    withinProbeWait(databaseAnswers()),
    withinProbeWait(checkModelStatus(0).then(() => true, () => false)),
  ]);
  if (!database) problems.push("database");
  if (!workers) problems.push("check workers");
  const body = problems.length ? { ready: false, waitingFor: problems } : { ready: true };
  return NextResponse.json(body, { status: problems.length ? 503 : 200, headers: { "cache-control": "no-store" } });
});

async function databaseAnswers(): Promise<boolean> {
  try {
    await rawGet(getDb(), sql`select 1`);
    return true;
  } catch (err) {
    logger.warn("ready: database unreachable", { error: err instanceof Error ? err.message : String(err) });
    return false;
  }
}

function withinProbeWait(probe: Promise<boolean>): Promise<boolean> {
  return Promise.race([probe, new Promise<boolean>((r) => setTimeout(() => r(false), PROBE_WAIT_MS))]);
}
