import type { StudentAssignment } from "@/db/queries/assignments";
import { LocalTime } from "@/components/local-time";
import { nameOfSkill } from "@/lib/dashboard/aggregate";
import styles from "@/components/dashboard/dashboard.module.css";
import { ProblemRef } from "./problem-ref";

/** A student's assignments with a done/to-do mark per problem (a word, not just a colour). */
export function AssignmentList({ assignments }: { assignments: StudentAssignment[] }) {
  return (
    <ul className={styles.list}>
      {assignments.map((a) => {
        const solved = a.problems.filter((p) => p.solved).length;
        return (
          <li key={a.id} className="card" data-testid="student-assignment">
            <h3 style={{ marginTop: 0 }}>{a.title}</h3>
            <p className={styles.meta}>
              {a.className}
              {a.skillId ? ` · practice: ${nameOfSkill(a.skillId)}` : ""}
              {a.dueAt ? (
                <>
                  {" "}
                  · due <LocalTime value={a.dueAt} style="date" calendarDay />
                </>
              ) : null} · {a.complete ? "✓ complete" : `${solved}/${a.problems.length} done`}
            </p>
            <ol className={styles.assignedProblems}>
              {a.problems.map((p) => (
                <li key={p.id}>
                  <ProblemRef problem={p} link />{" "}
                  <span className={p.solved ? styles.statusDone : styles.statusTodo}>{p.solved ? "✓ done" : "to do"}</span>
                </li>
              ))}
            </ol>
          </li>
        );
      })}
    </ul>
  );
}
