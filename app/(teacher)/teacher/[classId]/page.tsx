import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/db/client";
import { listClassAssignments } from "@/db/queries/assignments";
import { getClassOverview } from "@/db/queries/dashboard";
import { AttentionList } from "@/components/dashboard/attention-list";
import { ClassNav } from "@/components/dashboard/class-nav";
import styles from "@/components/dashboard/dashboard.module.css";
import { FilterForm } from "@/components/dashboard/filter-form";
import { HeatmapTable } from "@/components/dashboard/heatmap-table";
import { withQuery } from "@/components/dashboard/query-string";
import { requireOwnedClassPage } from "@/app/_server/teacher-access";
import { TrendChart } from "@/components/dashboard/trend-chart";
import { TroubleProblems } from "@/components/dashboard/trouble-problems";
import { LocalTime } from "@/components/local-time";
import { percent } from "@/lib/dashboard/aggregate";
import { dashboardFilterSchema, firstValues } from "@/lib/validation/dashboard";

export const metadata: Metadata = { title: "Class overview" };
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ classId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ClassOverviewPage({ params, searchParams }: Props) {
  const { classId } = await params;
  const { cls } = await requireOwnedClassPage(classId, `/teacher/${classId}`);
  const parsed = dashboardFilterSchema.safeParse(firstValues(await searchParams));
  const filter = parsed.success ? parsed.data : {};
  const db = getDb();
  const o = await getClassOverview(db, { classId: cls.id, ...filter });
  const assignments = (await listClassAssignments(db, cls.id)).slice(0, 5);
  const linkFilter = { from: filter.from, to: filter.to, skill: filter.skill };
  return (
    <>
      <ClassNav classId={cls.id} className={cls.name} current="overview" />
      <FilterForm action={`/teacher/${cls.id}`} values={filter} />
      {!parsed.success ? (
        <p className="alert alert--error" role="alert">
          Some filters were not valid ({parsed.error.issues[0]?.message}); showing everything instead.
        </p>
      ) : null}
      <ul className={styles.stats} aria-label="Totals">
        <li>
          <strong>{o.totals.submissions}</strong> submissions
        </li>
        <li>
          <strong>{percent(o.totals.submissions ? o.totals.wrong / o.totals.submissions : null)}</strong> with an error
        </li>
        <li>
          <strong>{o.totals.activeStudents}</strong> active students
        </li>
      </ul>

      <section className={`card ${styles.section}`} aria-labelledby="h-heatmap">
        <h2 id="h-heatmap">Where the class goes wrong</h2>
        <HeatmapTable heatmap={o.heatmap} classId={cls.id} filter={{ from: filter.from, to: filter.to }} />
      </section>

      <div className={styles.grid2}>
        <section className={`card ${styles.section}`} aria-labelledby="h-trend">
          <h2 id="h-trend">Trend</h2>
          <TrendChart points={o.trend} />
        </section>
        <section className={`card ${styles.section}`} aria-labelledby="h-attention">
          <h2 id="h-attention">Students needing attention</h2>
          <AttentionList entries={o.attention} classId={cls.id} filter={linkFilter} />
        </section>
      </div>

      <section className={`card ${styles.section}`} aria-labelledby="h-problems">
        <h2 id="h-problems">Problems most often wrong</h2>
        <TroubleProblems problems={o.problems} classId={cls.id} filter={linkFilter} />
      </section>

      <section className={`card ${styles.section}`} aria-labelledby="h-assignments">
        <h2 id="h-assignments">Assignments</h2>
        {assignments.length === 0 ? (
          <p className="empty">
            Nothing assigned yet. <Link href={`/teacher/${cls.id}/assignments`}>Assign problems or a practice set</Link>.
          </p>
        ) : (
          <table className={styles.table}>
            <caption>Students who solved every problem correctly since it was assigned.</caption>
            <thead>
              <tr>
                <th scope="col">Assignment</th>
                <th scope="col">Due</th>
                <th scope="col">Complete</th>
              </tr>
            </thead>
            <tbody>
              {assignments.map((a) => (
                <tr key={a.assignment.id}>
                  <th scope="row">
                    <Link href={`/teacher/${cls.id}/assignments`}>{a.assignment.title}</Link>
                  </th>
                  <td>{a.assignment.dueAt ? <LocalTime value={a.assignment.dueAt} style="date" calendarDay /> : "—"}</td>
                  <td className={styles.num}>
                    {a.completeCount}/{a.studentCount}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section className={`card ${styles.section}`} aria-labelledby="h-export">
        <h2 id="h-export">Export</h2>
        <p>
          <a className="btn" href={withQuery("/api/export", { classId: cls.id, kind: "submissions", ...linkFilter })} download>
            Submissions with step feedback (CSV)
          </a>{" "}
          <a className="btn" href={withQuery("/api/export", { classId: cls.id, kind: "mastery", skill: filter.skill })} download>
            Mastery per student and skill (CSV)
          </a>{" "}
          <a className="btn" href={`/api/dashboard/${cls.id}/corrections`} download>
            Teacher corrections (eval JSON)
          </a>
        </p>
        <p className="hint">
          Corrections you made to the checker's verdicts, in the checker's evaluation format (<code>npm run eval -- --data FILE</code>).
        </p>
      </section>
    </>
  );
}
