import Link from "next/link";
import styles from "./dashboard.module.css";

type Tab = "overview" | "submissions" | "assignments";

export function ClassNav({ classId, className, current }: { classId: number; className: string; current: Tab }) {
  const tabs: { id: Tab; label: string; href: string }[] = [
    { id: "overview", label: "Overview", href: `/teacher/${classId}` },
    { id: "submissions", label: "Submissions", href: `/teacher/${classId}/submissions` },
    { id: "assignments", label: "Assignments", href: `/teacher/${classId}/assignments` },
  ];
  return (
    <div className={styles.classHead}>
      <nav className="crumbs" aria-label="Breadcrumb">
        <Link href="/teacher">← All classes</Link>
      </nav>
      <h1>{className}</h1>
      <nav aria-label="Class sections">
        <ul className={styles.tabs}>
          {tabs.map((t) => (
            <li key={t.id}>
              <Link href={t.href} aria-current={t.id === current ? "page" : undefined}>
                {t.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
