import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/db/client";
import { listTeacherClasses } from "@/db/queries/dashboard";
import { requireTeacherPage } from "@/app/_server/teacher-access";

export const metadata: Metadata = { title: "Dashboard" };
export const dynamic = "force-dynamic";

export default async function TeacherHome() {
  const user = await requireTeacherPage("/teacher");
  const classes = await listTeacherClasses(getDb(), user.id);
  return (
    <>
      <div className="page-head">
        <h1>Dashboard</h1>
        <p>Pick a class to see where it goes wrong, step by step.</p>
      </div>
      {classes.length === 0 ? (
        <p className="empty">
          You have no classes yet. <Link href="/teacher/classes">Create one</Link> and share its join code.
        </p>
      ) : (
        <ul className="problem-list">
          {classes.map((c) => (
            <li key={c.id} className="card problem-item">
              <div className="problem-item__top">
                <h2 className="problem-item__title">
                  <Link href={`/teacher/${c.id}`}>{c.name}</Link>
                </h2>
                <span className="tag">
                  {c.students} student{c.students === 1 ? "" : "s"}
                </span>
              </div>
              <p className="hint">
                <Link href={`/teacher/${c.id}`}>Overview</Link> · <Link href={`/teacher/${c.id}/submissions`}>Submissions</Link> ·{" "}
                <Link href={`/teacher/${c.id}/assignments`}>Assignments</Link> · join code <code>{c.joinCode}</code>
              </p>
            </li>
          ))}
        </ul>
      )}
      <p style={{ marginTop: "1.5rem" }}>
        <Link className="btn" href="/teacher/problems/new">
          Write a new problem
        </Link>{" "}
        <Link className="btn btn--ghost" href="/teacher/classes">
          Manage classes
        </Link>
      </p>
    </>
  );
}
