import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { getDb } from "@/db/client";
import { listStudentAssignments } from "@/db/queries/assignments";
import { getCurrentUser } from "@/app/_server/session";
import { AssignmentList } from "@/components/assignments/assignment-list";

export const metadata: Metadata = { title: "Assignments" };
export const dynamic = "force-dynamic";

export default async function StudentAssignmentsPage() {
  const user = await getCurrentUser();
  if (!user) redirect("/login?next=/assignments");
  if (user.role === "teacher") redirect("/teacher");
  const all = await listStudentAssignments(getDb(), user.id);
  const open = all.filter((a) => !a.complete);
  const done = all.filter((a) => a.complete);
  return (
    <>
      <div className="page-head">
        <h1>Assignments</h1>
        <p>Work your teacher set for you. A problem counts once you solve it correctly after it was assigned.</p>
      </div>
      {all.length === 0 ? (
        <p className="empty">
          Nothing assigned yet. <Link href="/problems">Browse problems</Link> in the meantime.
        </p>
      ) : null}
      {open.length ? (
        <section aria-labelledby="h-open">
          <h2 id="h-open">To do</h2>
          <AssignmentList assignments={open} />
        </section>
      ) : null}
      {done.length ? (
        <section aria-labelledby="h-done" style={{ marginTop: "1.5rem" }}>
          <h2 id="h-done">Completed</h2>
          <AssignmentList assignments={done} />
        </section>
      ) : null}
    </>
  );
}
