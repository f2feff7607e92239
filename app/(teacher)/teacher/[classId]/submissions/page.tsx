import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/db/client";
import { DRILL_PAGE_SIZE, listClassStudents, listClassSubmissions } from "@/db/queries/dashboard";
import { errorLabel } from "@/components/feedback-labels";
import { ClassNav } from "@/components/dashboard/class-nav";
import styles from "@/components/dashboard/dashboard.module.css";
import { FilterForm } from "@/components/dashboard/filter-form";
import { withQuery } from "@/components/dashboard/query-string";
import { SubmissionCard } from "@/components/dashboard/submission-card";
import { requireOwnedClassPage } from "@/app/_server/teacher-access";
import { nameOfSkill } from "@/lib/dashboard/aggregate";
import { drillDownSchema, firstValues } from "@/lib/validation/dashboard";

export const metadata: Metadata = { title: "Submissions" };
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ classId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SubmissionsPage({ params, searchParams }: Props) {
  const { classId } = await params;
  const { cls } = await requireOwnedClassPage(classId, `/teacher/${classId}/submissions`);
  const parsed = drillDownSchema.safeParse(firstValues(await searchParams));
  const { page = 1, ...filter } = parsed.success ? parsed.data : {};
  const db = getDb();
  const { total, items } = await listClassSubmissions(db, { classId: cls.id, ...filter }, page);
  const student = filter.studentId ? (await listClassStudents(db, cls.id)).find((s) => s.id === filter.studentId) : undefined;
  const pages = Math.max(1, Math.ceil(total / DRILL_PAGE_SIZE));
  const base = `/teacher/${cls.id}/submissions`;
  const chips: { label: string; without: string }[] = [];
  const drop = (key: keyof typeof filter) => withQuery(base, { ...filter, [key]: undefined });
  if (filter.skill) chips.push({ label: `Skill: ${nameOfSkill(filter.skill)}`, without: drop("skill") });
  if (filter.errorType) chips.push({ label: `First error: ${errorLabel(filter.errorType) ?? filter.errorType}`, without: drop("errorType") });
  if (filter.problemId) chips.push({ label: `Problem: ${items[0]?.problemTitle ?? filter.problemId}`, without: drop("problemId") });
  if (filter.studentId) chips.push({ label: `Student: ${student?.displayName ?? filter.studentId}`, without: drop("studentId") });
  if (filter.outcome) chips.push({ label: `Outcome: ${filter.outcome}`, without: drop("outcome") });
  return (
    <>
      <ClassNav classId={cls.id} className={cls.name} current="submissions" />
      <FilterForm
        action={base}
        values={filter}
        hidden={{ errorType: filter.errorType, problemId: filter.problemId, studentId: filter.studentId, outcome: filter.outcome }}
      />
      {!parsed.success ? (
        <p className="alert alert--error" role="alert">
          Some filters were not valid ({parsed.error.issues[0]?.message}); showing all submissions.
        </p>
      ) : null}
      {chips.length ? (
        <ul className={styles.chips} aria-label="Active filters">
          {chips.map((c) => (
            <li key={c.label} className="tag">
              {c.label}{" "}
              <Link href={c.without} aria-label={`Remove filter ${c.label}`}>
                ✕
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="hint" role="status">
        {total} submission{total === 1 ? "" : "s"}
        {pages > 1 ? ` · page ${page} of ${pages}` : ""}, newest first
      </p>
      {items.length === 0 ? (
        <p className="empty">No submissions match.</p>
      ) : (
        <ol className={styles.list}>
          {items.map((item) => (
            <li key={item.id}>
              <SubmissionCard item={item} classId={cls.id} />
            </li>
          ))}
        </ol>
      )}
      {pages > 1 ? (
        <nav className="pager" aria-label="Pages">
          {page > 1 ? (
            <Link className="btn" href={withQuery(base, { ...filter, page: page - 1 })} rel="prev">
              ← Newer
            </Link>
          ) : (
            <span />
          )}
          {page < pages ? (
            <Link className="btn" href={withQuery(base, { ...filter, page: page + 1 })} rel="next">
              Older →
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
