import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { findProblemByStatement, getProblem } from "@/db/queries/problems";
import { findIdenticalAttempt, outcomeOf, storedBytes, storedSince } from "@/db/queries/submissions";
import { parseJson, route } from "@/app/_server/api";
import { checkInTurn } from "@/app/_server/check-turns";
import { limiters, tooManyRequests } from "@/app/_server/rate-limits";
import { getCurrentUser } from "@/app/_server/session";
import { clientIp } from "@/lib/security/client-ip";
import { USER_STORAGE_WINDOW_MS } from "@/lib/security/limits";
import { recordAttempt } from "@/app/_server/after-submission";
import { nextProblemFor } from "@/app/_server/next-problem";
import { runCheck } from "@/lib/check-pool/check-pool";
import type { StepFeedback } from "@/lib/check/types";
import { AppError } from "@/lib/server/app-error";
import { env } from "@/lib/server/env";
import { LIMITS, checkRequestSchema } from "@/lib/validation/check";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export const POST = route(async (req: Request) => {
  const user = await getCurrentUser();
  const ip = clientIp(req.headers);
  if (!user) {
    const d = await limiters.anonCheck.take(ip);
    if (!d.ok) throw tooManyRequests(d, "checks without signing in");
  } else {
    // A signed-in student had no limit at all (issue 31: 157 GB a day from one account).
    const d = await limiters.userChecks.take(`user:${user.id}`);
    if (!d.ok) throw tooFast(d.retryAfterMs);
  }
  const body = await parseJson(req, checkRequestSchema, LIMITS.checkBodyBytes);
  // Checked anonymously, the attempt would be missing from history, mastery and assignments.
  if (body.expectSignedIn && !user) throw new AppError("UNAUTHENTICATED", "Your session has ended. Sign in again to save this attempt.");
  const db = getDb();

  const problem = body.problemId
    ? await getProblem(db, body.problemId, user)
    : await findProblemByStatement(db, body.problem!, user);
  if (body.problemId && !problem) throw new AppError("NOT_FOUND", "No such problem.");
  const problemText = problem?.statement ?? body.problem ?? "";

  if (user) {
    const since = new Date(Date.now() - USER_STORAGE_WINDOW_MS);
    // The same steps for the same problem again: answered from the stored attempt, not stored twice.
    const same = await findIdenticalAttempt(db, { userId: user.id, problemId: problem?.id ?? null, problemText, steps: body.steps, since });
    if (same) {
      const next = problem && same.outcome === "correct" ? await nextProblemFor(db, user, problem.id) : null;
      return NextResponse.json({
        submissionId: same.id,
        problemId: same.problemId,
        outcome: same.outcome,
        firstErrorIndex: same.firstErrorIndex,
        answerCorrect: same.answerCorrect,
        steps: same.feedback.map(storedStep),
        checkers: [],
        model: { used: same.modelUsed, available: !env.prmDisabled },
        durationMs: 0,
        next,
        duplicate: true,
      });
    }
    assertStorageBudget(await storedSince(db, user.id, since), storedBytes(problemText, body.steps));
  }

  const started = performance.now();
  // Users (or, without a session, addresses) take turns, one check each at a time.
  const result = await checkInTurn(user ? `user:${user.id}` : `ip:${ip}`, () =>
    runCheck({
      problem: problemText,
      steps: body.steps,
      answer: problem ? problem.answer : body.answer,
      reference: problem?.referenceSteps,
      skills: problem?.skills,
    }),
  );
  const durationMs = performance.now() - started;

  // Anonymous checks are answered but never stored: nobody could ever read them back, and
  // storing them let one client fill the disk (issue 12).
  const submission = user
    ? (await recordAttempt(db, { user, problem, problemText: body.problem ?? "", steps: body.steps, result, durationMs })).submission
    : null;
  // After a correct solve of a bank problem: the next assignment item, else a practice pick.
  const next = user && problem && submission?.outcome === "correct" ? await nextProblemFor(db, user, problem.id) : null;

  return NextResponse.json({
    submissionId: submission?.id ?? null,
    problemId: problem?.id ?? null,
    outcome: submission?.outcome ?? outcomeOf(result),
    firstErrorIndex: result.firstErrorIndex,
    answerCorrect: result.answerCorrect,
    ...(result.scope ? { scope: result.scope } : {}),
    ...(result.note ? { note: result.note } : {}),
    steps: result.steps,
    checkers: result.checkers,
    model: result.model,
    durationMs: Math.round(durationMs),
    next,
  });
});

function tooFast(retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError("TOO_MANY_REQUESTS", `That is a lot of checks in a short time. Try again in ${seconds} seconds.`, { retryAfterSeconds: seconds });
}

/** One user's stored work in 24 hours is bounded in count and size (issue 31: the disk). */
function assertStorageBudget(used: { count: number; bytes: number; oldest: Date | null }, adding: number): void {
  if (used.count < env.userChecksPerDay && used.bytes + adding <= env.userStorageBytesPerDay) return;
  // Room comes back as the oldest stored attempt of the window ages out of it.
  const freedAt = (used.oldest?.getTime() ?? Date.now()) + USER_STORAGE_WINDOW_MS;
  const seconds = Math.max(1, Math.ceil((freedAt - Date.now()) / 1000));
  const hours = Math.max(1, Math.round(seconds / 3600));
  throw new AppError(
    "TOO_MANY_REQUESTS",
    `You have saved as many checks as one day allows. Try again in about ${hours} hour${hours === 1 ? "" : "s"}.`,
    { retryAfterSeconds: seconds },
  );
}

function storedStep(f: { stepIndex: number; verdict: StepFeedback["verdict"]; score: number; errorType: string | null; message: string | null; carriedFrom: number | null; unreadable: boolean }): StepFeedback {
  return {
    index: f.stepIndex,
    verdict: f.verdict,
    score: f.score,
    ...(f.errorType ? { errorType: f.errorType as StepFeedback["errorType"] } : {}),
    ...(f.message ? { message: f.message } : {}),
    ...(f.carriedFrom !== null ? { carriedFrom: f.carriedFrom } : {}),
    ...(f.unreadable ? { unreadable: true as const } : {}),
  };
}
