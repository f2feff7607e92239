import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { createTeacherProblem } from "@/db/queries/authoring";
import { listProblems } from "@/db/queries/problems";
import { parseJson, parseSearchParams, route } from "@/app/_server/api";
import { assertRole } from "@/app/_server/authz";
import { getCurrentUser } from "@/app/_server/session";
import { checkedTeacherProblem } from "@/app/_server/checked-problem";
import { problemListQuerySchema } from "@/lib/validation/check";
import { AUTHORING_LIMITS, authorProblemSchema } from "@/lib/validation/authoring";

export const dynamic = "force-dynamic";

export const GET = route(async (req: Request) => {
  const query = parseSearchParams(req, problemListQuerySchema);
  const user = await getCurrentUser();
  const problems = await listProblems(getDb(), { viewer: user, skillId: query.skill });
  return NextResponse.json({ problems });
});

/**
 * A teacher adds a problem. The reference solution must pass the engine's exact and reference
 * checkers step by step and reach the answer; otherwise 422 names the flagged step. A second save
 * with the same `clientKey` answers 200 with the problem the first one made.
 */
export const POST = route(async (req: Request) => {
  const body = await parseJson(req, authorProblemSchema, AUTHORING_LIMITS.bodyBytes);
  const teacher = assertRole(await getCurrentUser(), "teacher");
  const checked = await checkedTeacherProblem(body);
  const { created, ...problem } = await createTeacherProblem(getDb(), teacher.id, { ...checked, clientKey: body.clientKey });
  return NextResponse.json({ problem }, { status: created ? 201 : 200 });
});
