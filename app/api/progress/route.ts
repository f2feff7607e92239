import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { getUserMastery, listMasteryEvents } from "@/db/queries/mastery";
import { parseSearchParams, route } from "@/app/_server/api";
import { assertCanViewStudent, assertSignedIn } from "@/app/_server/authz";
import { getCurrentUser } from "@/app/_server/session";
import { SKILLS } from "@/lib/bank/skills";
import { DEFAULT_BKT, MASTERY_THRESHOLD, bktParamsFor } from "@/lib/progress/bkt";
import { progressQuerySchema } from "@/lib/validation/progress";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** Mastery per skill (every skill, unpractised ones at the prior) and its history for the chart. */
export const GET = route(async (req: Request) => {
  const query = parseSearchParams(req, progressQuerySchema);
  const viewer = assertSignedIn(await getCurrentUser());
  const db = getDb();
  // The current estimate is shown to every teacher of the student; its history only from their class membership on.
  const { student, since } = await assertCanViewStudent(db, viewer, query.studentId ?? viewer.id);
  const rows = new Map((await getUserMastery(db, student.id)).map((m) => [m.skillId, m]));
  const skills = SKILLS.map((s) => {
    const m = rows.get(s.id);
    const pKnown = m?.pKnown ?? bktParamsFor(s.id).pInit;
    return { skillId: s.id, name: s.name, pKnown, opportunities: m?.opportunities ?? 0, mastered: pKnown >= MASTERY_THRESHOLD, updatedAt: m?.updatedAt ?? null };
  });
  const events = (await listMasteryEvents(db, student.id, since)).map((e) => ({ skillId: e.skillId, pKnown: e.pKnown, submissionId: e.submissionId, at: e.createdAt }));
  return NextResponse.json({
    student: { id: student.id, username: student.username, displayName: student.displayName },
    threshold: MASTERY_THRESHOLD,
    prior: DEFAULT_BKT.pInit,
    skills,
    events,
  });
});
