import Link from "next/link";
import { errorLabel } from "@/components/feedback-labels";
import { INTENSITY_LABELS, intensity, percent, type Heatmap } from "@/lib/dashboard/aggregate";
import styles from "./dashboard.module.css";
import { withQuery } from "./query-string";

/**
 * Skill × first-error type. Each cell shows the count and the rate as numbers and a level word;
 * the shade and hatching repeat that level for a quick scan, never as the only cue.
 */
export function HeatmapTable({
  heatmap,
  classId,
  filter,
}: {
  heatmap: Heatmap;
  classId: number;
  filter: { from?: string; to?: string };
}) {
  if (!heatmap.rows.length) return <p className="empty">No submissions in this period yet.</p>;
  return (
    <>
      {/* The explanation sits outside the scrolling table, so a phone shows all of it. */}
      <p className="hint" id={`heatmap-intro-${classId}`}>
        Each cell: number of submissions whose first faulty step had that type, and its share of all submissions on the skill (a
        problem with two skills counts under both). Select a number to see those submissions.
      </p>
      {heatmap.errorTypes.length > 1 ? <p className={`hint ${styles.scrollHint}`}>Scroll the table sideways for more error types.</p> : null}
      <div className={styles.scroll}>
        <table className={styles.heatmap} aria-describedby={`heatmap-intro-${classId}`}>
          <caption>First errors by skill and type</caption>
          <thead>
            <tr>
              <th scope="col">Skill</th>
              <th scope="col">Submissions</th>
              {heatmap.errorTypes.map((t) => (
                <th scope="col" key={t}>
                  {errorLabel(t) ?? t}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {heatmap.rows.map((row) => (
              <tr key={row.skillId}>
                <th scope="row">{row.skillName}</th>
                <td className={styles.num}>
                  <Link href={withQuery(`/teacher/${classId}/submissions`, { ...filter, skill: row.skillId })}>{row.total}</Link>
                </td>
                {heatmap.errorTypes.map((t) => {
                  const cell = row.cells[t];
                  if (!cell) {
                    return (
                      <td key={t} className={styles.cell} data-level={0}>
                        0
                      </td>
                    );
                  }
                  const level = intensity(cell.rate);
                  return (
                    <td key={t} className={styles.cell} data-level={level}>
                      {/* The link's name is its visible text plus hidden context (no aria-label that could
                          drift from what sighted voice-control users read and say). */}
                      <Link
                        href={withQuery(`/teacher/${classId}/submissions`, { ...filter, skill: row.skillId, errorType: t })}
                        data-testid={`heat-${row.skillId}-${t}`}
                      >
                        <span className="visually-hidden">
                          {row.skillName}, {errorLabel(t) ?? t}:{" "}
                        </span>
                        <strong>{cell.count}</strong>
                        <span className="visually-hidden"> submission{cell.count === 1 ? "" : "s"}, </span>
                        <span className={styles.rate}>{percent(cell.rate)}</span>
                        <span className="visually-hidden">, </span>
                        <span className={styles.level}>{INTENSITY_LABELS[level]}</span>
                      </Link>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <p className={styles.legend} aria-hidden="true">
          {INTENSITY_LABELS.slice(1).map((l, i) => (
            <span key={l} className={styles.cell} data-level={i + 1}>
              {l}
            </span>
          ))}
          <span className="hint">· under 5% · 5–15% · 15–30% · 30% and over</span>
        </p>
      </div>
    </>
  );
}
