import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { parseWith, route } from "@/app/_server/api";
import { assertCanViewSubmission } from "@/app/_server/authz";
import { getCurrentUser } from "@/app/_server/session";
import { idParamSchema } from "@/lib/validation/classes";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** One stored attempt with its step feedback: the owner, or a teacher of the owner's class. */
export const GET = route(async (_req: Request, ctx: { params: Promise<{ id: string }> }) => {
  const id = parseWith(idParamSchema, (await ctx.params).id);
  const sub = await assertCanViewSubmission(getDb(), await getCurrentUser(), id);
  return NextResponse.json({
    submission: {
      id: sub.id,
      userId: sub.userId,
      problemId: sub.problemId,
      problemText: sub.problemText,
      outcome: sub.outcome,
      answerCorrect: sub.answerCorrect,
      firstErrorIndex: sub.firstErrorIndex,
      createdAt: sub.createdAt,
      steps: sub.feedback.map((f) => ({ index: f.stepIndex, content: f.content, verdict: f.verdict, score: f.score, errorType: f.errorType, message: f.message, carriedFrom: f.carriedFrom, unreadable: f.unreadable, ruleIds: f.ruleIds })),
      correction: sub.correction,
    },
  });
});
