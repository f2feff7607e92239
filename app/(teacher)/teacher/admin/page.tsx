import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getDb } from "@/db/client";
import { listTeachers } from "@/db/queries/teachers";
import { requireTeacherPage } from "@/app/_server/teacher-access";
import { CreateTeacherForm } from "@/components/admin/create-teacher-form";
import { RemoveTeacherButton, TransferClassForm } from "@/components/admin/teacher-actions";
import admin from "@/components/admin/admin.module.css";
import roster from "@/components/classes/classes.module.css";
import styles from "@/components/progress/progress.module.css";

export const metadata: Metadata = { title: "Teachers" };
export const dynamic = "force-dynamic";

/** The admin's page: teacher accounts and who owns which class. Other teachers get a 404 page. */
export default async function AdminPage() {
  const user = await requireTeacherPage("/teacher/admin");
  if (!user.isAdmin) notFound();
  const teachers = await listTeachers(getDb());
  const people = teachers.map(({ id, displayName, username }) => ({ id, displayName, username }));
  const classes = teachers.flatMap((t) => t.classes.map((c) => ({ ...c, teacherId: t.id, teacherName: t.displayName })));
  classes.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);

  return (
    <>
      <div className="page-head">
        <h1>Teachers</h1>
        <p>Create teacher accounts, move classes between teachers, and remove teachers who have left.</p>
      </div>
      <section className="card" aria-labelledby="teachers-heading">
        <h2 id="teachers-heading">Teachers ({teachers.length})</h2>
        <table className={`${styles.table} ${roster.roster} ${admin.wide}`}>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Username</th>
              <th scope="col">Classes</th>
              <th scope="col">Manage</th>
            </tr>
          </thead>
          <tbody>
            {teachers.map((t) => (
              <tr key={t.id} data-teacher={t.username}>
                <td data-label="Name">
                  {/* one element: on a phone the cell is a two-column grid (label, value) */}
                  <span>
                    {t.displayName} {t.isAdmin ? <span className="tag">admin</span> : null}
                  </span>
                </td>
                <td data-label="Username">
                  <code>{t.username}</code>
                </td>
                <td data-label="Classes">{t.classes.length ? t.classes.map((c) => c.name).join(", ") : "none"}</td>
                <td data-label="Manage">
                  {t.isAdmin ? (
                    <span className="hint">Admins are managed with npm run admin:create.</span>
                  ) : t.classes.length ? (
                    <span className="hint">Transfer their classes to remove them.</span>
                  ) : (
                    <RemoveTeacherButton teacher={{ id: t.id, displayName: t.displayName, username: t.username }} />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="card" aria-labelledby="classes-heading" style={{ marginTop: "1rem" }}>
        <h2 id="classes-heading">Classes ({classes.length})</h2>
        {classes.length === 0 ? (
          <p className="empty">No classes yet.</p>
        ) : (
          <table className={`${styles.table} ${roster.roster} ${admin.wide}`}>
            <thead>
              <tr>
                <th scope="col">Class</th>
                <th scope="col">Teacher</th>
                <th scope="col" className={styles.num}>
                  Students
                </th>
                <th scope="col">Move to</th>
              </tr>
            </thead>
            <tbody>
              {classes.map((c) => (
                <tr key={c.id} data-class={c.name}>
                  <td data-label="Class">{c.name}</td>
                  <td data-label="Teacher">{c.teacherName}</td>
                  <td className={styles.num} data-label="Students">
                    {c.studentCount}
                  </td>
                  <td data-label="Move to">
                    <TransferClassForm cls={{ id: c.id, name: c.name, teacherId: c.teacherId }} teachers={people} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section className="card" aria-labelledby="create-heading" style={{ marginTop: "1rem" }}>
        <h2 id="create-heading">Create a teacher</h2>
        <CreateTeacherForm />
      </section>
    </>
  );
}
