import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { countUsers, createFirstAdmin } from "@/db/queries/users";
import { parseJson, route } from "@/app/_server/api";
import { startSession } from "@/app/_server/session";
import { hashPassword } from "@/lib/auth/password";
import { AppError } from "@/lib/server/app-error";
import { setupRequestSchema } from "@/lib/validation/classes";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const done = () => new AppError("CONFLICT", "Setup is already done. Sign in instead.");

/** First-run only: the first account becomes the teacher/admin. */
export const POST = route(async (req: Request) => {
  const body = await parseJson(req, setupRequestSchema, 4 * 1024);
  const db = getDb();
  // Cheap refusal before the deliberate hashing cost; the transaction below is the real guard.
  if (await countUsers(db) > 0) throw done();
  const passwordHash = await hashPassword(body.password);
  const user = await createFirstAdmin(db, { username: body.username, displayName: body.displayName ?? body.username, passwordHash });
  if (!user) throw done();
  await startSession(user.id);
  return NextResponse.json({ user: { id: user.id, username: user.username, displayName: user.displayName, role: user.role, isAdmin: user.isAdmin } }, { status: 201 });
});
