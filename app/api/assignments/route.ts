import { NextResponse } from "next/server";
import { z } from "zod";
import { getDb } from "@/db/client";
import { createAssignment, listClassAssignments, listStudentAssignments } from "@/db/queries/assignments";
import { parseJson, parseSearchParams, route } from "@/app/_server/api";
import { assertSignedIn, assertTeacherOwnsClass } from "@/app/_server/authz";
import { getCurrentUser } from "@/app/_server/session";
import { classIdSchema, createAssignmentSchema, dueAtFromDate } from "@/lib/validation/dashboard";

export const dynamic = "force-dynamic";

const listQuerySchema = z.object({ classId: classIdSchema.optional() }).strict();

/** A teacher with ?classId= gets that class's assignments with completion; a student gets their own. */
export const GET = route(async (req: Request) => {
  const query = parseSearchParams(req, listQuerySchema);
  const db = getDb();
  const user = assertSignedIn(await getCurrentUser());
  if (query.classId !== undefined) {
    await assertTeacherOwnsClass(db, user, query.classId);
    return NextResponse.json({ assignments: await listClassAssignments(db, query.classId) });
  }
  return NextResponse.json({ assignments: user.role === "student" ? await listStudentAssignments(db, user.id) : [] });
});

/** Assigns bank problems, or a practice set (skill + count, problems fixed now), to the teacher's class. */
export const POST = route(async (req: Request) => {
  const body = await parseJson(req, createAssignmentSchema, 16 * 1024);
  const db = getDb();
  const user = await getCurrentUser();
  await assertTeacherOwnsClass(db, user, body.classId);
  const created = await createAssignment(db, {
    classId: body.classId,
    teacherId: user!.id,
    title: body.title,
    dueAt: dueAtFromDate(body.dueDate),
    problemIds: body.problemIds,
    skill: body.skill,
    count: body.count,
  });
  return NextResponse.json({ assignment: created }, { status: 201 });
});
