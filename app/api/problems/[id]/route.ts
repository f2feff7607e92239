import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { getAuthoredProblem, setProblemArchived, updateTeacherProblem } from "@/db/queries/authoring";
import { getProblem } from "@/db/queries/problems";
import { parseJson, parseWith, route } from "@/app/_server/api";
import { assertRole } from "@/app/_server/authz";
import { checkedTeacherProblem } from "@/app/_server/checked-problem";
import { getCurrentUser } from "@/app/_server/session";
import { AppError } from "@/lib/server/app-error";
import { AUTHORING_LIMITS, archiveProblemSchema, editProblemSchema } from "@/lib/validation/authoring";
import { problemIdSchema } from "@/lib/validation/check";

export const dynamic = "force-dynamic";

export const GET = route(async (_req: Request, ctx: { params: Promise<{ id: string }> }) => {
  const id = parseWith(problemIdSchema, (await ctx.params).id);
  const user = await getCurrentUser();
  const problem = await getProblem(getDb(), id, user);
  if (!problem) throw new AppError("NOT_FOUND", "No such problem.");
  // The reference solution is what the checker compares against; students see it only through feedback.
  const { referenceSteps: _ref, answer: _answer, authorId: _author, ...publicFields } = problem;
  const full = user?.role === "teacher";
  return NextResponse.json({ problem: full ? problem : publicFields });
});

type Ctx = { params: Promise<{ id: string }> };

/** The signed-in teacher's own problem; anyone else's (bank problems included) looks missing. */
async function ownProblem(ctx: Ctx) {
  const id = parseWith(problemIdSchema, (await ctx.params).id);
  const teacher = assertRole(await getCurrentUser(), "teacher");
  const problem = await getAuthoredProblem(getDb(), teacher.id, id);
  if (!problem) throw new AppError("NOT_FOUND", "No such problem of yours.");
  return { teacher, problem };
}

/** The author edits the problem: the same reference check as creating; attempts made so far stay. */
export const PUT = route(async (req: Request, ctx: Ctx) => {
  const body = await parseJson(req, editProblemSchema, AUTHORING_LIMITS.bodyBytes);
  const { teacher, problem } = await ownProblem(ctx);
  const checked = await checkedTeacherProblem(body);
  return NextResponse.json({ problem: await updateTeacherProblem(getDb(), teacher.id, problem.id, checked) });
});

/** Archive (hidden from students and lists, attempts kept) or restore. */
export const PATCH = route(async (req: Request, ctx: Ctx) => {
  const body = await parseJson(req, archiveProblemSchema, 1024);
  const { teacher, problem } = await ownProblem(ctx);
  await setProblemArchived(getDb(), teacher.id, problem.id, body.archived);
  return NextResponse.json({ problem: await getAuthoredProblem(getDb(), teacher.id, problem.id) });
});
