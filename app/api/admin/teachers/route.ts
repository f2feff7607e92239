import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { createTeacher, listTeachers } from "@/db/queries/teachers";
import { findUserByUsername } from "@/db/queries/users";
import { parseJson, route } from "@/app/_server/api";
import { assertAdmin } from "@/app/_server/authz";
import { getCurrentUser } from "@/app/_server/session";
import { hashPassword } from "@/lib/auth/password";
import { AppError } from "@/lib/server/app-error";
import { createTeacherSchema } from "@/lib/validation/classes";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const taken = () => new AppError("CONFLICT", "That username is taken. Choose another one.");

/** Every teacher account and the classes it owns. Admin only. */
export const GET = route(async () => {
  assertAdmin(await getCurrentUser());
  return NextResponse.json({ teachers: await listTeachers(getDb()) }, { headers: { "Cache-Control": "no-store" } });
});

/** The admin creates a teacher account (never an admin: there is one way to make those, the CLI). */
export const POST = route(async (req: Request) => {
  const body = await parseJson(req, createTeacherSchema, 4 * 1024);
  assertAdmin(await getCurrentUser());
  const db = getDb();
  // Cheap refusal before the deliberate hashing cost; createTeacher re-checks in its transaction.
  if (await findUserByUsername(db, body.username)) throw taken();
  const passwordHash = await hashPassword(body.password);
  const teacher = await createTeacher(db, { username: body.username, displayName: body.displayName ?? body.username, passwordHash, isAdmin: false });
  if (!teacher) throw taken();
  return NextResponse.json(
    { teacher: { id: teacher.id, username: teacher.username, displayName: teacher.displayName, isAdmin: teacher.isAdmin, classes: [] } },
    { status: 201 },
  );
});
