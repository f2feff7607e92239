import type { Metadata } from "next";
import { getCurrentUser } from "@/app/_server/session";
import { Solver } from "@/components/solver";
import { SOLVER_LIMITS } from "@/components/solver-limits";

export const metadata: Metadata = { title: "Check my own problem" };
export const dynamic = "force-dynamic";

/** Homework from a textbook: the student brings the problem, the checker gives the same step feedback. */
export default async function OwnProblemPage() {
  const user = await getCurrentUser();
  return (
    <>
      <div className="page-head">
        <h1>Check my own problem</h1>
        <p className="hint">
          Type or paste a problem from your book or worksheet, then write your solution one step per line. You get the same
          step-by-step feedback as on the problems here.
        </p>
      </div>
      <Solver userId={user?.id ?? null} initialAttempts={[]} limits={SOLVER_LIMITS} />
    </>
  );
}
