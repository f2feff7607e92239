import Link from "next/link";
import { getDb } from "@/db/client";
import { listStudentAssignments } from "@/db/queries/assignments";
import type { SessionUser } from "@/db/queries/sessions";
import { AssignmentList } from "./assignment-list";

/** Server component for the top of the problem list: the student's open assignments, nothing otherwise. */
export async function AssignedProblems({ user }: { user: SessionUser | null }) {
  if (!user || user.role !== "student") return null;
  const open = (await listStudentAssignments(getDb(), user.id)).filter((a) => !a.complete);
  if (!open.length) return null;
  return (
    <section aria-labelledby="h-assigned" style={{ marginBottom: "1.5rem" }}>
      <h2 id="h-assigned">Assigned to you</h2>
      <AssignmentList assignments={open.slice(0, 3)} />
      {open.length > 3 ? (
        <p>
          <Link href="/assignments">All {open.length} open assignments →</Link>
        </p>
      ) : null}
    </section>
  );
}
