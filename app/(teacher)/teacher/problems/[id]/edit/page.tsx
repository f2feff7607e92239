import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getDb } from "@/db/client";
import { getAuthoredProblem } from "@/db/queries/authoring";
import { requireTeacherPage } from "@/app/_server/teacher-access";
import { ProblemAuthorForm } from "@/components/dashboard/problem-author-form";
import { SKILLS } from "@/lib/bank/skills";
import { problemIdSchema } from "@/lib/validation/check";

export const metadata: Metadata = { title: "Edit problem" };
export const dynamic = "force-dynamic";

export default async function EditProblemPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requireTeacherPage(`/teacher/problems/${encodeURIComponent(id)}/edit`);
  const parsed = problemIdSchema.safeParse(id);
  const problem = parsed.success ? await getAuthoredProblem(getDb(), user.id, parsed.data) : null;
  if (!problem) notFound();
  return (
    <>
      <nav className="crumbs" aria-label="Breadcrumb">
        <Link href="/teacher/problems">← My problems</Link>
      </nav>
      <div className="page-head">
        <h1>Edit “{problem.title}”</h1>
        <p>The reference solution is checked again before the change is saved. Attempts already made are kept.</p>
      </div>
      <div className="card">
        <ProblemAuthorForm
          skills={SKILLS.map((s) => ({ id: s.id, name: s.name }))}
          initial={{
            id: problem.id,
            title: problem.title,
            statement: problem.statement,
            answer: problem.answer,
            referenceSteps: problem.referenceSteps,
            skills: problem.skills,
            difficulty: problem.difficulty,
          }}
        />
      </div>
    </>
  );
}
