import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { createTeacherProblem } from "@/db/queries/authoring";
import { listProblems } from "@/db/queries/problems";
import { parseJson, parseSearchParams, route } from "@/app/_server/api";
import { assertRole } from "@/app/_server/authz";
import { getCurrentUser } from "@/app/_server/session";
import { checkSolution } from "@/lib/check/engine";
import { judgeReference } from "@/lib/dashboard/authoring";
import { AppError } from "@/lib/server/app-error";
import { problemListQuerySchema } from "@/lib/validation/check";
import { AUTHORING_LIMITS, authorProblemSchema, defaultTitle } from "@/lib/validation/authoring";

export const dynamic = "force-dynamic";

export const GET = route(async (req: Request) => {
  const query = parseSearchParams(req, problemListQuerySchema);
  const user = await getCurrentUser();
  const problems = listProblems(getDb(), { viewer: user, skillId: query.skill });
  return NextResponse.json({ problems });
});

/**
 * A teacher adds a problem. The reference solution must pass the engine's exact and reference
 * checkers step by step and reach the answer; otherwise 422 names the flagged step.
 */
export const POST = route(async (req: Request) => {
  const body = await parseJson(req, authorProblemSchema, AUTHORING_LIMITS.bodyBytes);
  const teacher = assertRole(await getCurrentUser(), "teacher");
  const result = await checkSolution(
    { problem: body.statement, steps: body.referenceSteps, answer: body.answer, skills: body.skills },
    { checkers: ["exact", "reference"] },
  );
  const verdict = judgeReference(result, body.referenceSteps.length);
  if (!verdict.ok) {
    throw new AppError("UNPROCESSABLE", `The reference solution does not check out at step ${verdict.stepIndex + 1}; nothing was saved.`, {
      stepIndex: verdict.stepIndex,
      errorType: verdict.errorType,
      message: verdict.message,
      steps: result.steps,
    });
  }
  const problem = createTeacherProblem(getDb(), teacher.id, {
    title: body.title || defaultTitle(body.statement),
    statement: body.statement,
    answer: body.answer,
    referenceSteps: body.referenceSteps,
    skills: body.skills,
    difficulty: body.difficulty,
  });
  return NextResponse.json({ problem }, { status: 201 });
});
