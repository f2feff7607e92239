import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { findProblemByStatement, getProblem } from "@/db/queries/problems";
import { recordSubmission } from "@/db/queries/submissions";
import { parseJson, route } from "@/app/_server/api";
import { getCurrentUser } from "@/app/_server/session";
import { onSubmissionRecorded } from "@/app/_server/after-submission";
import { nextProblemFor } from "@/app/_server/next-problem";
import { checkSolution } from "@/lib/check/engine";
import { AppError } from "@/lib/server/app-error";
import { LIMITS, checkRequestSchema } from "@/lib/validation/check";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export const POST = route(async (req: Request) => {
  const body = await parseJson(req, checkRequestSchema, LIMITS.checkBodyBytes);
  const user = await getCurrentUser();
  // Checked anonymously, the attempt would be missing from history, mastery and assignments.
  if (body.expectSignedIn && !user) throw new AppError("UNAUTHENTICATED", "Your session has ended. Sign in again to save this attempt.");
  const db = getDb();

  const problem = body.problemId
    ? getProblem(db, body.problemId, user)
    : findProblemByStatement(db, body.problem!, user);
  if (body.problemId && !problem) throw new AppError("NOT_FOUND", "No such problem.");

  const started = performance.now();
  const result = await checkSolution({
    problem: problem?.statement ?? body.problem!,
    steps: body.steps,
    answer: problem ? problem.answer : body.answer,
    reference: problem?.referenceSteps,
    skills: problem?.skills,
  });
  const durationMs = performance.now() - started;

  const submission = recordSubmission(db, {
    userId: user?.id ?? null,
    problemId: problem?.id ?? null,
    problemText: problem?.statement ?? body.problem!,
    steps: body.steps,
    result,
    durationMs,
  });
  if (user && problem) onSubmissionRecorded(db, { user, problem, submission, result });
  // After a correct solve of a bank problem: the next assignment item, else a practice pick.
  const next = user && problem && submission.outcome === "correct" ? nextProblemFor(db, user, problem.id) : null;

  return NextResponse.json({
    submissionId: submission.id,
    problemId: problem?.id ?? null,
    outcome: submission.outcome,
    firstErrorIndex: result.firstErrorIndex,
    answerCorrect: result.answerCorrect,
    steps: result.steps,
    checkers: result.checkers,
    model: result.model,
    durationMs: Math.round(durationMs),
    next,
  });
});
