import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/db/client";
import { listAssignableProblems, listClassAssignments } from "@/db/queries/assignments";
import { AssignmentActions } from "@/components/assignments/assignment-actions";
import { AssignmentForm } from "@/components/assignments/assignment-form";
import { ProblemRef } from "@/components/assignments/problem-ref";
import { ClassNav } from "@/components/dashboard/class-nav";
import styles from "@/components/dashboard/dashboard.module.css";
import { requireOwnedClassPage } from "@/app/_server/teacher-access";
import { LocalTime } from "@/components/local-time";
import { nameOfSkill } from "@/lib/dashboard/aggregate";
import { SKILLS } from "@/lib/bank/skills";

export const metadata: Metadata = { title: "Assignments" };
export const dynamic = "force-dynamic";

const day = (d: Date) => <LocalTime value={d} style="date" calendarDay />;

const STATUS = {
  "not-started": { text: "Not started", className: styles.statusNotStarted },
  "in-progress": { text: "… In progress", className: styles.statusInProgress },
  done: { text: "✓ Done", className: styles.statusDone },
} as const;

export default async function AssignmentsPage({ params }: { params: Promise<{ classId: string }> }) {
  const { classId } = await params;
  const { user, cls } = await requireOwnedClassPage(classId, `/teacher/${classId}/assignments`);
  const db = getDb();
  const list = await listClassAssignments(db, cls.id);
  const problems = await listAssignableProblems(db, user.id);
  const assignable = problems.map((p) => ({ id: p.id, title: p.title }));
  const skillOptions = SKILLS.map((s) => ({ id: s.id, name: s.name }));
  return (
    <>
      <ClassNav classId={cls.id} className={cls.name} current="assignments" />
      <section className={`card ${styles.section}`} aria-labelledby="h-new-assignment">
        <h2 id="h-new-assignment">New assignment</h2>
        <AssignmentForm classId={cls.id} skills={SKILLS.map((s) => ({ id: s.id, name: s.name }))} problems={problems} />
      </section>
      <section aria-labelledby="h-assignments">
        <h2 id="h-assignments">Assigned</h2>
        {list.length === 0 ? (
          <p className="empty">Nothing assigned yet.</p>
        ) : (
          <ul className={styles.list}>
            {list.map(({ assignment: a, problems: ps, students, completeCount, studentCount }) => (
              <li key={a.id} className="card" data-testid="assignment">
                <h3 style={{ marginTop: 0 }}>{a.title}</h3>
                <p className={styles.meta}>
                  {a.skillId ? `Practice set: ${nameOfSkill(a.skillId)} · ` : ""}
                  {ps.length} problem{ps.length === 1 ? "" : "s"} · {a.dueAt ? <>due {day(a.dueAt)}</> : "no due date"} · assigned <LocalTime value={a.createdAt} style="date" />
                </p>
                <p>
                  <strong>
                    {completeCount}/{studentCount}
                  </strong>{" "}
                  students complete
                </p>
                <AssignmentActions
                  assignment={{ id: a.id, title: a.title, dueDate: a.dueAt ? a.dueAt.toISOString().slice(0, 10) : null, skillId: a.skillId }}
                  problems={ps.map((p) => ({ id: p.id, title: p.title }))}
                  assignable={assignable}
                  skills={skillOptions}
                />
                <details open={list.length <= 3}>
                  <summary>Problems and per-student status</summary>
                  <ol className={styles.assignedProblems}>
                    {ps.map((p) => (
                      <li key={p.id}>
                        <ProblemRef problem={p} link />
                      </li>
                    ))}
                  </ol>
                  <table className={styles.table}>
                    <caption>Solved correctly since it was assigned</caption>
                    <thead>
                      <tr>
                        <th scope="col">Student</th>
                        <th scope="col">Solved</th>
                        <th scope="col">Status</th>
                      </tr>
                    </thead>
                    <tbody>
                      {students.map((s) => (
                        <tr key={s.student.id}>
                          <th scope="row">
                            <Link href={`/teacher/${cls.id}/submissions?studentId=${s.student.id}`}>{s.student.displayName}</Link>
                          </th>
                          <td className={styles.num}>
                            {s.solved}/{ps.length}
                          </td>
                          <td className={STATUS[s.status].className} data-status={s.status}>
                            {STATUS[s.status].text}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </details>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
