import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { clearAccountLockouts } from "@/db/queries/login-attempts";
import { countOwnedClasses, findTeacherById, removeTeacher } from "@/db/queries/teachers";
import { parseWith, route } from "@/app/_server/api";
import { assertAdmin } from "@/app/_server/authz";
import { getCurrentUser } from "@/app/_server/session";
import { AppError } from "@/lib/server/app-error";
import { idParamSchema } from "@/lib/validation/classes";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const stillTeaching = (n: number) =>
  new AppError("CONFLICT", `This teacher still owns ${n} class${n === 1 ? "" : "es"}. Transfer ${n === 1 ? "it" : "them"} to another teacher first.`, { classes: n });

/**
 * Removes a teacher account. Refused while they own a class (transfer first, so no student loses
 * their class) and for admins (an admin account is managed from the command line, and the last
 * admin must not vanish). Their problems and assignments pass to the admin; their sessions end.
 */
export const DELETE = route(async (_req: Request, ctx: { params: Promise<{ id: string }> }) => {
  const id = parseWith(idParamSchema, (await ctx.params).id);
  const admin = assertAdmin(await getCurrentUser());
  const db = getDb();
  const teacher = await findTeacherById(db, id);
  if (!teacher) throw new AppError("NOT_FOUND", "No such teacher.");
  if (teacher.isAdmin) throw new AppError("FORBIDDEN", "Admin accounts cannot be removed here.");
  const owned = await countOwnedClasses(db, teacher.id);
  if (owned > 0) throw stillTeaching(owned);
  // The count above is re-checked inside the transaction, so a class transferred meanwhile is never orphaned.
  if (!await removeTeacher(db, teacher.id, admin.id)) throw stillTeaching(await countOwnedClasses(db, teacher.id));
  await clearAccountLockouts(db, teacher.username);
  return NextResponse.json({ removed: teacher.id, problemsPassedTo: admin.id });
});
