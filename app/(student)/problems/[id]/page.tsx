import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getDb } from "@/db/client";
import { getProblem } from "@/db/queries/problems";
import { listUserAttempts } from "@/db/queries/submissions";
import { nextProblemFor } from "@/app/_server/next-problem";
import { getCurrentUser } from "@/app/_server/session";
import { toAttemptView } from "@/app/_server/attempt-view";
import { Difficulty } from "@/components/difficulty";
import { MathText } from "@/components/math-text";
import { SkillTags } from "@/components/skill-tags";
import { TeacherChanged } from "@/components/teacher-changed";
import { Solver } from "@/components/solver";
import { problemIdSchema } from "@/lib/validation/check";
import { SOLVER_LIMITS } from "@/components/solver-limits";

export const dynamic = "force-dynamic";

type Params = Promise<{ id: string }>;

async function load(params: Params) {
  const parsed = problemIdSchema.safeParse((await params).id);
  if (!parsed.success) return null;
  const user = await getCurrentUser();
  const problem = await getProblem(getDb(), parsed.data, user);
  return problem ? { user, problem } : null;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const found = await load(params);
  return { title: found?.problem.title ?? "Problem" };
}

export default async function SolvePage({ params }: { params: Params }) {
  const found = await load(params);
  if (!found) notFound();
  const { user, problem } = found;
  const db = getDb();
  const attempts = user ? (await listUserAttempts(db, { userId: user.id, problemId: problem.id, limit: 20 })).map(toAttemptView) : [];
  // Only needed when the restored last attempt is already a correct solve.
  const nextLink = user && attempts[0]?.outcome === "correct" ? await nextProblemFor(db, user, problem.id) : null;

  return (
    <>
      <nav className="crumbs" aria-label="Breadcrumb">
        <Link href="/problems">← All problems</Link>
      </nav>
      <article className="card" aria-labelledby="problem-title">
        <div className="problem-item__top">
          <h1 id="problem-title">{problem.title}</h1>
          <Difficulty value={problem.difficulty} />
        </div>
        <p className="statement" data-testid="statement">
          <MathText text={problem.statement} />
        </p>
        <SkillTags skills={problem.skills} />
        {problem.source === "gsm8k" && problem.credit ? <p className="hint" style={{ marginTop: "0.75rem" }}>{problem.credit}</p> : null}
      </article>
      {user?.role === "student" ? <TeacherChanged attempts={attempts} /> : null}
      <Solver key={problem.id} problemId={problem.id} userId={user?.id ?? null} initialAttempts={attempts} limits={SOLVER_LIMITS} nextLink={nextLink} />
    </>
  );
}
