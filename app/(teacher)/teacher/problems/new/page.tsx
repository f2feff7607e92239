import type { Metadata } from "next";
import Link from "next/link";
import { ProblemAuthorForm } from "@/components/dashboard/problem-author-form";
import { requireTeacherPage } from "@/app/_server/teacher-access";
import { SKILLS } from "@/lib/bank/skills";

export const metadata: Metadata = { title: "New problem" };
export const dynamic = "force-dynamic";

export default async function NewProblemPage() {
  await requireTeacherPage("/teacher/problems/new");
  return (
    <>
      <nav className="crumbs" aria-label="Breadcrumb">
        <Link href="/teacher/problems">← My problems</Link>
      </nav>
      <div className="page-head">
        <h1>New problem</h1>
        <p>Only the students in your classes see problems you write. The reference solution is checked step by step before it is saved.</p>
      </div>
      <div className="card">
        <ProblemAuthorForm skills={SKILLS.map((s) => ({ id: s.id, name: s.name }))} />
      </div>
    </>
  );
}
