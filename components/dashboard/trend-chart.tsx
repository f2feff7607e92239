import { percent, type WeekPoint } from "@/lib/dashboard/aggregate";
import styles from "./dashboard.module.css";

const W = 640;
const H = 220;
// Room for axis labels at the larger type the chart uses on phones (see .axis).
const PAD = { top: 18, right: 70, bottom: 48, left: 58 };

function summary(points: WeekPoint[]): string {
  const total = points.reduce((a, p) => a + p.total, 0);
  const rated = points.filter((p) => p.errorRate !== null);
  const first = rated[0];
  const last = rated[rated.length - 1];
  const rate =
    first && last && first !== last
      ? ` The error rate went from ${percent(first.errorRate)} in the week of ${first.week} to ${percent(last.errorRate)} in the week of ${last.week}.`
      : last
        ? ` Error rate ${percent(last.errorRate)}.`
        : "";
  return `Weekly submissions from ${points[0]!.week} to ${points[points.length - 1]!.week}: ${total} in all.${rate}`;
}

/** Bars: submissions per week (left axis). Line with square markers: error rate (right axis, 0–100%). */
export function TrendChart({ points }: { points: WeekPoint[] }) {
  if (!points.length) return <p className="empty">No submissions in this period yet.</p>;
  const maxTotal = Math.max(1, ...points.map((p) => p.total));
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const step = innerW / points.length;
  const barW = Math.max(2, Math.min(36, step * 0.6));
  const x = (i: number) => PAD.left + step * i + step / 2;
  const yCount = (n: number) => PAD.top + innerH - (n / maxTotal) * innerH;
  const yRate = (r: number) => PAD.top + innerH - r * innerH;
  const linePts = points.map((p, i) => (p.errorRate === null ? null : `${x(i).toFixed(1)},${yRate(p.errorRate).toFixed(1)}`));
  const labelEvery = Math.ceil(points.length / 6);
  const text = summary(points);
  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={text} preserveAspectRatio="xMidYMid meet">
        <title>{text}</title>
        {[0, 0.5, 1].map((f) => (
          <g key={f}>
            <line x1={PAD.left} x2={W - PAD.right} y1={PAD.top + innerH * (1 - f)} y2={PAD.top + innerH * (1 - f)} className={styles.grid} />
            <text x={PAD.left - 8} y={PAD.top + innerH * (1 - f) + 5} textAnchor="end" className={styles.axis}>
              {Math.round(maxTotal * f)}
            </text>
            <text x={W - 2} y={PAD.top + innerH * (1 - f) + 5} textAnchor="end" className={styles.axis}>
              {Math.round(f * 100)}%
            </text>
          </g>
        ))}
        {points.map((p, i) => (
          <rect key={p.week} x={x(i) - barW / 2} y={yCount(p.total)} width={barW} height={PAD.top + innerH - yCount(p.total)} className={styles.bar} />
        ))}
        {/* The line breaks over weeks without submissions rather than inventing a rate. */}
        {linePts
          .reduce<string[][]>((runs, pt) => {
            if (pt === null) runs.push([]);
            else runs[runs.length - 1]!.push(pt);
            return runs;
          }, [[]])
          .filter((r) => r.length > 1)
          .map((r, i) => (
            <polyline key={i} points={r.join(" ")} className={styles.line} />
          ))}
        {points.map((p, i) =>
          p.errorRate === null ? null : (
            <rect key={p.week} x={x(i) - 3.5} y={yRate(p.errorRate) - 3.5} width={7} height={7} className={styles.marker} />
          ),
        )}
        {points.map((p, i) =>
          i % labelEvery === 0 ? (
            <text key={p.week} x={x(i)} y={H - PAD.bottom + 24} textAnchor="middle" className={styles.axis}>
              {p.week.slice(5)}
            </text>
          ) : null,
        )}
      </svg>
      <figcaption className="hint">
        <span className={styles.keyBar} aria-hidden="true" /> submissions per week (left axis) ·{" "}
        <span className={styles.keyLine} aria-hidden="true" /> error rate (right axis). Weeks start on Monday (UTC).
      </figcaption>
      <details>
        <summary>Data table</summary>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Week of</th>
              <th scope="col">Submissions</th>
              <th scope="col">With an error</th>
              <th scope="col">Error rate</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.week}>
                <th scope="row">{p.week}</th>
                <td className={styles.num}>{p.total}</td>
                <td className={styles.num}>{p.wrong}</td>
                <td className={styles.num}>{percent(p.errorRate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
