import "server-only";
import type { Db } from "@/db/client";
import { listStudentAssignments } from "@/db/queries/assignments";
import type { SessionUser } from "@/db/queries/sessions";

export interface NextProblemLink {
  href: string;
  label: string;
}

/**
 * Where a student goes after solving a problem: the first problem still to do in their open
 * assignments (nearest due first), else a practice pick that is not the problem just solved.
 */
export async function nextProblemFor(db: Db, user: SessionUser, currentProblemId: string): Promise<NextProblemLink | null> {
  if (user.role !== "student") return null;
  for (const a of await listStudentAssignments(db, user.id)) {
    if (a.complete) continue;
    const todo = a.problems.find((p) => !p.solved && p.id !== currentProblemId);
    if (todo) return { href: `/problems/${encodeURIComponent(todo.id)}`, label: `Next in “${a.title}”: ${todo.title}` };
  }
  return { href: `/practice?${new URLSearchParams({ skip: currentProblemId })}`, label: "Next practice problem" };
}
