import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { listProblems } from "@/db/queries/problems";
import { parseSearchParams, route } from "@/app/_server/api";
import { getCurrentUser } from "@/app/_server/session";
import { problemListQuerySchema } from "@/lib/validation/check";

export const dynamic = "force-dynamic";

export const GET = route(async (req: Request) => {
  const query = parseSearchParams(req, problemListQuerySchema);
  const user = await getCurrentUser();
  const problems = listProblems(getDb(), { viewer: user, skillId: query.skill });
  return NextResponse.json({ problems });
});
