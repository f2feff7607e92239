import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { getDb } from "@/db/client";
import { listClassStudents, managingTeacherId } from "@/db/queries/classes";
import { getUserMastery } from "@/db/queries/mastery";
import { assertTeacherOwnsClass } from "@/app/_server/authz";
import { getCurrentUser } from "@/app/_server/session";
import { ClassSettings } from "@/components/classes/class-settings";
import { StudentActions } from "@/components/classes/student-actions";
import roster from "@/components/classes/classes.module.css";
import styles from "@/components/progress/progress.module.css";
import { LocalTime } from "@/components/local-time";
import { MASTERY_THRESHOLD } from "@/lib/progress/bkt";
import { idParamSchema } from "@/lib/validation/classes";

export const metadata: Metadata = { title: "Class" };
export const dynamic = "force-dynamic";

const when = (d: Date | null) => (d ? <LocalTime value={d} style="date" /> : "never");

export default async function ClassPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await getCurrentUser();
  const raw = (await params).id;
  if (!user) redirect(`/login?next=${encodeURIComponent(`/teacher/classes/${raw}`)}`);
  if (user.role !== "teacher") redirect("/practice");
  const id = idParamSchema.safeParse(raw);
  if (!id.success) notFound();
  const db = getDb();
  let cls;
  try {
    cls = await assertTeacherOwnsClass(db, user, id.data);
  } catch {
    notFound();
  }
  const students = await listClassStudents(db, cls.id);
  const rows = await Promise.all(
    students.map(async (s) => ({
      ...s,
      mastered: (await getUserMastery(db, s.id)).filter((m) => m.pKnown >= MASTERY_THRESHOLD).length,
      canManage: user.isAdmin || (await managingTeacherId(db, s.id)) === user.id,
    })),
  );

  return (
    <>
      <nav className="crumbs" aria-label="Breadcrumb">
        <Link href="/teacher/classes">← All classes</Link>
      </nav>
      <div className="page-head">
        <h1>{cls.name}</h1>
      </div>
      <section className="card" aria-labelledby="settings-heading">
        <h2 id="settings-heading">Settings</h2>
        <ClassSettings classId={cls.id} name={cls.name} joinCode={cls.joinCode} shareOwnWork={cls.shareOwnWork} />
      </section>
      <section className="card" aria-labelledby="students-heading" style={{ marginTop: "1rem" }}>
        <h2 id="students-heading">Students ({students.length})</h2>
        {students.length === 0 ? (
          <p className="empty">No students yet. Share the join code above.</p>
        ) : (
          <table className={`${styles.table} ${roster.roster}`}>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Username</th>
                <th scope="col" className={styles.num}>
                  Attempts
                </th>
                <th scope="col" className={styles.num}>
                  Skills mastered
                </th>
                <th scope="col">Last active</th>
                <th scope="col">Manage</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((s) => {
                return (
                  <tr key={s.id} data-student={s.username}>
                    <td data-label="Name">
                      <Link href={`/progress?student=${s.id}`}>{s.displayName}</Link>
                      <br />
                      <Link className="hint" href={`/history?student=${s.id}`}>
                        attempts
                      </Link>
                    </td>
                    <td data-label="Username">
                      <code>{s.username}</code>
                    </td>
                    <td className={styles.num} data-label="Attempts">
                      {s.attempts}
                    </td>
                    <td className={styles.num} data-label="Skills mastered">
                      {s.mastered}
                    </td>
                    <td data-label="Last active">{when(s.lastActiveAt)}</td>
                    <td data-label="Manage">
                      <StudentActions
                        classId={cls.id}
                        student={{ id: s.id, username: s.username, displayName: s.displayName }}
                        canManage={s.canManage}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
