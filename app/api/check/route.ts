import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { findProblemByStatement, getProblem } from "@/db/queries/problems";
import { outcomeOf } from "@/db/queries/submissions";
import { parseJson, route } from "@/app/_server/api";
import { limiters, tooManyRequests } from "@/app/_server/rate-limits";
import { getCurrentUser } from "@/app/_server/session";
import { clientIp } from "@/lib/security/client-ip";
import { recordAttempt } from "@/app/_server/after-submission";
import { nextProblemFor } from "@/app/_server/next-problem";
import { checkSolution } from "@/lib/check/engine";
import { AppError } from "@/lib/server/app-error";
import { LIMITS, checkRequestSchema } from "@/lib/validation/check";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export const POST = route(async (req: Request) => {
  const user = await getCurrentUser();
  if (!user) {
    const d = limiters.anonCheck.take(clientIp(req.headers));
    if (!d.ok) throw tooManyRequests(d, "checks without signing in");
  }
  const body = await parseJson(req, checkRequestSchema, LIMITS.checkBodyBytes);
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

  // Anonymous checks are answered but never stored: nobody could ever read them back, and
  // storing them let one client fill the disk (issue 12).
  const submission = user
    ? recordAttempt(db, { user, problem, problemText: body.problem ?? "", steps: body.steps, result, durationMs }).submission
    : null;
  // After a correct solve of a bank problem: the next assignment item, else a practice pick.
  const next = user && problem && submission?.outcome === "correct" ? nextProblemFor(db, user, problem.id) : null;

  return NextResponse.json({
    submissionId: submission?.id ?? null,
    problemId: problem?.id ?? null,
    outcome: submission?.outcome ?? outcomeOf(result),
    firstErrorIndex: result.firstErrorIndex,
    answerCorrect: result.answerCorrect,
    steps: result.steps,
    checkers: result.checkers,
    model: result.model,
    durationMs: Math.round(durationMs),
    next,
  });
});
