import Link from "next/link";
import type { AttentionEntry } from "@/lib/dashboard/aggregate";
import styles from "./dashboard.module.css";
import { withQuery } from "./query-string";

export function AttentionList({ entries, classId, filter }: { entries: AttentionEntry[]; classId: number; filter: Record<string, string | undefined> }) {
  if (!entries.length) return <p className="empty">Nobody stands out right now: no low mastery after practice and no repeated error pattern.</p>;
  return (
    <ul className={styles.list}>
      {entries.map((e) => (
        <li key={e.student.id}>
          <Link href={withQuery(`/teacher/${classId}/submissions`, { ...filter, studentId: e.student.id })}>
            <strong>{e.student.displayName}</strong>
          </Link>{" "}
          <span className={styles.meta}>@{e.student.username}</span>
          <ul className={styles.reasons}>
            {e.reasons.map((r, i) => (
              <li key={i}>
                {r.kind === "repeated-error" ? (
                  <Link href={withQuery(`/teacher/${classId}/submissions`, { ...filter, studentId: e.student.id, errorType: r.errorType })}>{r.text}</Link>
                ) : (
                  r.text
                )}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
