import "server-only";
import { notFound, redirect } from "next/navigation";
import { getDb } from "@/db/client";
import { getOwnedClass } from "@/db/queries/dashboard";
import type { SessionUser } from "@/db/queries/sessions";
import type { Class } from "@/db/schema";
import { getCurrentUser } from "@/app/_server/session";
import { classIdSchema } from "@/lib/validation/dashboard";

// Every teacher page calls these itself: a layout is not re-run on client navigation,
// so the layout's guard alone would not protect a page.

export async function requireTeacherPage(next: string): Promise<SessionUser> {
  const user = await getCurrentUser();
  if (!user) redirect(`/login?next=${encodeURIComponent(next)}`);
  if (user.role !== "teacher") redirect("/problems");
  return user;
}

/** The teacher's own class, or a 404 page (another teacher's class looks exactly like a missing one). */
export async function requireOwnedClassPage(rawClassId: string, next: string): Promise<{ user: SessionUser; cls: Class }> {
  const user = await requireTeacherPage(next);
  const parsed = classIdSchema.safeParse(rawClassId);
  if (!parsed.success) notFound();
  const cls = await getOwnedClass(getDb(), user.id, parsed.data);
  if (!cls) notFound();
  return { user, cls };
}
