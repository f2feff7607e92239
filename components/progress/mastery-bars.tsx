import { MASTERY_THRESHOLD } from "@/lib/progress/bkt";
import styles from "./progress.module.css";

export interface SkillMasteryView {
  skillId: string;
  name: string;
  pKnown: number;
  opportunities: number;
  /** The repeated-error rule tripped (lib/progress/bkt.ts needsReview): the last attempts were all wrong. */
  needsReview?: boolean;
}

export const pct = (p: number) => `${Math.round(p * 100)}%`;

export function masteryStatus(m: Pick<SkillMasteryView, "pKnown" | "opportunities" | "needsReview">): string {
  // The prior is a model assumption, not something the student did: no bar until they practise.
  if (!m.opportunities) return "not started";
  if (m.needsReview) return "needs review";
  if (m.pKnown >= MASTERY_THRESHOLD) return "mastered";
  if (m.pKnown >= 0.6) return "getting there";
  return "needs practice";
}

/** Per-skill mastery bars: the number and a word say it, the bar only repeats it (not colour alone). */
export function MasteryBars({ skills }: { skills: SkillMasteryView[] }) {
  return (
    <ul className={styles.bars} aria-label="Mastery by skill">
      {skills.map((s) => {
        const status = masteryStatus(s);
        if (!s.opportunities) {
          return (
            <li key={s.skillId} className={styles.barRow} data-skill={s.skillId} data-started="false">
              <span>{s.name}</span>
              <span className={styles.trackEmpty} aria-hidden="true" />
              <span className={styles.value}>
                <span className={styles.status} data-testid={`mastery-${s.skillId}`}>
                  not started
                </span>
              </span>
            </li>
          );
        }
        return (
          <li key={s.skillId} className={styles.barRow} data-skill={s.skillId} data-p-known={s.pKnown.toFixed(4)}>
            <span>{s.name}</span>
            <span
              className={styles.track}
              role="meter"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(s.pKnown * 100)}
              aria-label={`${s.name} mastery`}
              aria-valuetext={`${pct(s.pKnown)}, ${status}`}
            >
              <span className={s.pKnown >= MASTERY_THRESHOLD ? styles.fillMastered : styles.fill} style={{ width: pct(s.pKnown), display: "block" }} />
              <span className={styles.goal} style={{ left: pct(MASTERY_THRESHOLD) }} aria-hidden="true" />
            </span>
            <span className={styles.value}>
              <strong data-testid={`mastery-${s.skillId}`}>{pct(s.pKnown)}</strong>{" "}
              <span className={styles.status}>
                {status === "mastered" ? "✓ mastered" : status}
                {` · ${s.opportunities} attempt${s.opportunities === 1 ? "" : "s"}`}
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
