import Link from "next/link";
import { errorLabel } from "@/components/feedback-labels";
import type { ProblemTrouble } from "@/db/queries/dashboard";
import styles from "./dashboard.module.css";
import { withQuery } from "./query-string";

export function TroubleProblems({ problems, classId, filter }: { problems: ProblemTrouble[]; classId: number; filter: Record<string, string | undefined> }) {
  if (!problems.length) return <p className="empty">No wrong submissions in this period.</p>;
  return (
    <>
      <p className="hint">The problems most often gotten wrong, and the step where students most often go wrong first.</p>
      <table className={`${styles.table} ${styles.stackOnPhone}`}>
        <caption className="visually-hidden">Problems most often gotten wrong</caption>
        <thead>
          <tr>
            <th scope="col">Problem</th>
            <th scope="col">Wrong / submissions</th>
            <th scope="col">Students</th>
            <th scope="col">With hints</th>
            <th scope="col">Most common first error</th>
          </tr>
        </thead>
        <tbody>
          {problems.map((p) => (
            <tr key={p.problemId}>
              <th scope="row">
                <Link href={withQuery(`/teacher/${classId}/submissions`, { ...filter, problemId: p.problemId, outcome: "incorrect" })}>{p.title}</Link>
              </th>
              <td className={styles.num} data-label="Wrong / all">
                {p.wrong} / {p.total}
              </td>
              <td className={styles.num} data-label="Students">
                {p.students}
              </td>
              <td className={styles.num} data-label="With hints" data-testid="hinted-count">
                {p.hinted}
              </td>
              <td data-label="First error">
                {p.firstError
                  ? `Step ${p.firstError.stepIndex + 1} (${p.firstError.count}×), mostly ${(errorLabel(p.firstError.errorType) ?? p.firstError.errorType).toLowerCase()}`
                  : "—"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
