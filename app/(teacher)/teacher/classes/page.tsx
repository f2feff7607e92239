import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { getDb } from "@/db/client";
import { listTeacherClasses } from "@/db/queries/classes";
import { getCurrentUser } from "@/app/_server/session";
import { CreateClassForm } from "@/components/classes/create-class-form";
import styles from "@/components/progress/progress.module.css";

export const metadata: Metadata = { title: "Classes" };
export const dynamic = "force-dynamic";

export default async function ClassesPage() {
  const user = await getCurrentUser();
  if (!user) redirect(`/login?next=${encodeURIComponent("/teacher/classes")}`);
  if (user.role !== "teacher") redirect("/practice");
  const classes = await listTeacherClasses(getDb(), user.id);
  return (
    <>
      <div className="page-head">
        <h1>Your classes</h1>
      </div>
      <section className="card" aria-labelledby="list-heading">
        <h2 id="list-heading">Classes</h2>
        {classes.length === 0 ? (
          <p className="empty">No classes yet. Create one below and share its join code with your students.</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Class</th>
                <th scope="col">Join code</th>
                <th scope="col" className={styles.num}>
                  Students
                </th>
              </tr>
            </thead>
            <tbody>
              {classes.map((c) => (
                <tr key={c.id}>
                  <td>
                    <Link href={`/teacher/classes/${c.id}`}>{c.name}</Link>
                  </td>
                  <td>
                    <code>{c.joinCode}</code>
                  </td>
                  <td className={styles.num}>{c.studentCount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section className="card" aria-labelledby="create-heading" style={{ marginTop: "1rem" }}>
        <h2 id="create-heading">Create a class</h2>
        <CreateClassForm />
      </section>
    </>
  );
}
