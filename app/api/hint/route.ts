import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { recordHintRequest } from "@/db/queries/hints";
import { findProblemByStatement, getProblem } from "@/db/queries/problems";
import { parseJson, route } from "@/app/_server/api";
import { limiters, tooManyRequests } from "@/app/_server/rate-limits";
import { getCurrentUser } from "@/app/_server/session";
import { runHint } from "@/lib/check-pool/check-pool";
import { clientIp } from "@/lib/security/client-ip";
import { AppError } from "@/lib/server/app-error";
import { LIMITS } from "@/lib/validation/check";
import { hintRequestSchema } from "@/lib/validation/hint";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * "I'm stuck": the next hint level for the step the student is on. Allowed wherever a check is
 * (signed in, or anonymous for an own problem); a signed-in student's request is stored and the
 * next attempt on the problem carries its level (hint use with the attempt, weaker mastery evidence).
 */
export const POST = route(async (req: Request) => {
  const user = await getCurrentUser();
  const d = await limiters.hint.take(user ? `user:${user.id}` : `ip:${clientIp(req.headers)}`);
  if (!d.ok) throw tooManyRequests(d, "hint requests");
  const body = await parseJson(req, hintRequestSchema, LIMITS.checkBodyBytes);
  if (body.expectSignedIn && !user) throw new AppError("UNAUTHENTICATED", "Your session has ended. Sign in again to get hints on this problem.");
  const db = getDb();

  const problem = body.problemId ? await getProblem(db, body.problemId, user) : await findProblemByStatement(db, body.problem!, user);
  if (body.problemId && !problem) throw new AppError("NOT_FOUND", "No such problem.");
  const statement = problem?.statement ?? body.problem!;

  const hint = await runHint({
    problem: statement,
    answer: problem?.answer ?? null,
    reference: problem?.referenceSteps ?? null,
    steps: body.steps,
    level: body.level,
  });
  // "no hint available" helped nobody: it does not make the next attempt a hinted one
  if (user && hint.source !== "none") await recordHintRequest(db, { userId: user.id, problemId: problem?.id ?? null, problemText: statement, level: hint.level });

  return NextResponse.json({ level: hint.level, hint: hint.text, source: hint.source });
});
