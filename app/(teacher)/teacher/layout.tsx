import type { ReactNode } from "react";
import { requireTeacherPage } from "@/app/_server/teacher-access";

export const dynamic = "force-dynamic";

/** Teacher-only area: signed-out visitors go to sign-in, students to their problems. Pages check again. */
export default async function TeacherLayout({ children }: { children: ReactNode }) {
  await requireTeacherPage("/teacher");
  return <>{children}</>;
}
