import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { classesSharingOwnWork } from "@/db/queries/classes";
import { getCurrentUser } from "@/app/_server/session";
import { Solver } from "@/components/solver";
import { SOLVER_LIMITS } from "@/components/solver-limits";

export const metadata: Metadata = { title: "Check my own problem" };
export const dynamic = "force-dynamic";

/** Homework from a textbook: the student brings the problem, the checker gives the same step feedback. */
export default async function OwnProblemPage() {
  const user = await getCurrentUser();
  const sharing = user?.role === "student" ? await classesSharingOwnWork(getDb(), user.id) : [];
  return (
    <>
      <div className="page-head">
        <h1>Check my own problem</h1>
        <p className="hint">
          Type or paste a problem from your book or worksheet, then write your solution one step per line. You get the same
          step-by-step feedback as on the problems here.
        </p>
        {user?.role === "student" ? (
          <p className="hint" data-testid="own-work-shared">
            {sharing.length
              ? `Your teacher sees the problems you check here (${sharing.map((c) => c.name).join(", ")}), so they can help.`
              : "The problems you check here are kept for you; your teacher does not see them."}
          </p>
        ) : null}
      </div>
      <Solver userId={user?.id ?? null} initialAttempts={[]} limits={SOLVER_LIMITS} />
    </>
  );
}
