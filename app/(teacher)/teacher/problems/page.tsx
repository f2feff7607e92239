import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/db/client";
import { listAuthoredProblems } from "@/db/queries/authoring";
import { requireTeacherPage } from "@/app/_server/teacher-access";
import { ArchiveButton } from "@/components/authoring/archive-button";
import { Difficulty } from "@/components/difficulty";
import { MathText } from "@/components/math-text";
import { SkillTags } from "@/components/skill-tags";

export const metadata: Metadata = { title: "My problems" };
export const dynamic = "force-dynamic";

/** The teacher's own problems: edit, archive (students no longer see it, attempts kept), restore. */
export default async function MyProblemsPage() {
  const user = await requireTeacherPage("/teacher/problems");
  const problems = await listAuthoredProblems(getDb(), user.id);
  return (
    <>
      <div className="page-head">
        <h1>My problems</h1>
        <p>
          Problems you wrote, seen by the students in your classes. Editing keeps the attempts already made; an archived problem is
          hidden from students and lists, and its attempts are kept.
        </p>
        <p>
          <Link className="btn btn--primary" href="/teacher/problems/new">
            Write a new problem
          </Link>
        </p>
      </div>
      {problems.length === 0 ? (
        <p className="empty">You have not written a problem yet.</p>
      ) : (
        <ul className="problem-list" data-testid="my-problems">
          {problems.map((p) => (
            <li key={p.id} className="card problem-item" data-problem-id={p.id} data-archived={p.archivedAt ? "true" : "false"}>
              <div className="problem-item__top">
                <h2 className="problem-item__title">
                  <Link href={`/problems/${encodeURIComponent(p.id)}`}>{p.title}</Link>
                </h2>
                {p.archivedAt ? <span className="tag">Archived</span> : <Difficulty value={p.difficulty} />}
              </div>
              <p className="problem-item__statement">
                <MathText text={p.statement} />
              </p>
              <SkillTags skills={p.skills} />
              <p className="hint">
                {p.attempts} attempt{p.attempts === 1 ? "" : "s"} so far
              </p>
              <p className="row-actions">
                <Link className="btn btn--small" href={`/teacher/problems/${encodeURIComponent(p.id)}/edit`}>
                  Edit<span className="visually-hidden"> {p.title}</span>
                </Link>{" "}
                <ArchiveButton id={p.id} title={p.title} archived={!!p.archivedAt} />
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
