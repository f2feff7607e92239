import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { recommendForStudent } from "@/db/queries/progress";
import { parseSearchParams, route } from "@/app/_server/api";
import { assertRole } from "@/app/_server/authz";
import { getCurrentUser } from "@/app/_server/session";
import { AppError } from "@/lib/server/app-error";
import { practiceQuerySchema } from "@/lib/validation/progress";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** The next targeted practice problem for the signed-in student, with the reason for the pick. */
export const GET = route(async (req: Request) => {
  const q = parseSearchParams(req, practiceQuerySchema);
  const student = assertRole(await getCurrentUser(), "student");
  const rec = await recommendForStudent(getDb(), student, { skillId: q.skill, skip: q.skip });
  if (!rec) throw new AppError("NOT_FOUND", "There are no problems to practise for that skill yet.");
  const { problem, ...pick } = rec;
  return NextResponse.json({
    ...pick,
    problem: { id: problem.id, title: problem.title, statement: problem.statement, difficulty: problem.difficulty, skills: problem.skills },
  });
});
