import Link from "next/link";
import { MathText } from "@/components/math-text";
import styles from "@/components/dashboard/dashboard.module.css";
import { nameOfSkill } from "@/lib/dashboard/aggregate";

/**
 * A problem as a teacher picks or reviews it: the rendered statement (many titles are alike:
 * "Solve a two-step equation"), its skills and difficulty. Phrasing content only, so it can sit
 * inside a <label>.
 */
export function ProblemRef({
  problem,
  link = false,
}: {
  problem: { id: string; title: string; statement: string; difficulty: number; skills: string[] };
  link?: boolean;
}) {
  const statement = problem.statement.length > 300 ? `${problem.statement.slice(0, 299)}…` : problem.statement;
  return (
    <span className={styles.problemRef}>
      <span>
        {link ? <Link href={`/problems/${encodeURIComponent(problem.id)}`}>{problem.title}</Link> : <strong>{problem.title}</strong>}
      </span>
      <span className="statement-inline">
        <MathText text={statement} />
      </span>
      <span className="hint">
        {problem.skills.map(nameOfSkill).join(" · ") || "No skill"} · difficulty {problem.difficulty}
      </span>
    </span>
  );
}
