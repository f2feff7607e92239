import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { listHistory } from "@/db/queries/progress";
import { parseSearchParams, route } from "@/app/_server/api";
import { assertCanViewStudent, assertSignedIn } from "@/app/_server/authz";
import { getCurrentUser } from "@/app/_server/session";
import { historyQuerySchema } from "@/lib/validation/progress";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** A student's attempts, newest first, with step feedback; ?problemId= / ?skill= filter, ?before=<id> pages. */
export const GET = route(async (req: Request) => {
  const q = parseSearchParams(req, historyQuerySchema);
  const viewer = assertSignedIn(await getCurrentUser());
  const db = getDb();
  const { student, since } = await assertCanViewStudent(db, viewer, q.studentId ?? viewer.id);
  const attempts = await listHistory(db, { userId: student.id, problemId: q.problemId, skillId: q.skill, limit: q.limit, before: q.before, since });
  return NextResponse.json({
    student: { id: student.id, username: student.username, displayName: student.displayName },
    attempts: attempts.map((a) => ({
      id: a.id,
      problemId: a.problemId,
      problemTitle: a.problemTitle,
      problemText: a.problemText,
      skills: a.skills,
      outcome: a.outcome,
      answerCorrect: a.answerCorrect,
      firstErrorIndex: a.firstErrorIndex,
      createdAt: a.createdAt,
      steps: a.feedback.map((f) => ({ index: f.stepIndex, content: f.content, verdict: f.verdict, score: f.score, errorType: f.errorType, message: f.message, carriedFrom: f.carriedFrom, unreadable: f.unreadable })),
      // Verdicts a teacher corrected say so (null: the checker's own).
      correction: a.correction,
    })),
  });
});
