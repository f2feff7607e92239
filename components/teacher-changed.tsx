import type { AttemptView } from "@/app/_server/attempt-view";
import { describeCorrection } from "./correction-note";
import styles from "./correction.module.css";
import { LocalTime } from "./local-time";

/**
 * On the student's problem page: the newest of their attempts a teacher corrected, what changed and
 * the teacher's note, so the student meets it where they work and not only on History.
 */
export function TeacherChanged({ attempts }: { attempts: AttemptView[] }) {
  const a = attempts.find((x) => x.correction);
  if (!a?.correction) return null;
  const number = attempts.length - attempts.indexOf(a);
  return (
    <section className={`card ${styles.changed}`} aria-labelledby="teacher-changed-heading" data-testid="teacher-changed">
      <h2 id="teacher-changed-heading">
        <span aria-hidden="true">✎ </span>Your teacher changed this
      </h2>
      <p>
        On attempt {number} (<LocalTime value={a.createdAt} />): {describeCorrection(a.correction)}
      </p>
      {a.correction.note ? (
        <blockquote className={styles.quote} data-testid="teacher-note">
          {a.correction.note}
        </blockquote>
      ) : null}
    </section>
  );
}
