import { LocalTime, LocalTimeText } from "@/components/local-time";
import { formatTime } from "@/lib/format/time";
import { MASTERY_THRESHOLD } from "@/lib/progress/bkt";
import { pct } from "./mastery-bars";
import styles from "./progress.module.css";

export interface MasteryPoint {
  skillId: string;
  pKnown: number;
  at: Date;
}

// Lines differ by dash pattern and marker shape as well as colour; the legend below the plot is
// HTML, so long skill names wrap instead of being cut at the edge of the drawing.
const STYLES = [
  { color: "#1d5bbf", dash: "", marker: "circle" },
  { color: "#b3261e", dash: "6 3", marker: "square" },
  { color: "#176b37", dash: "2 3", marker: "triangle" },
  { color: "#855400", dash: "10 3 2 3", marker: "diamond" },
  { color: "#6b3fa0", dash: "1 2", marker: "circle" },
  { color: "#0f6f7a", dash: "8 2", marker: "square" },
] as const;

const W = 720;
const H = 300;
const PAD = { l: 44, r: 16, t: 12, b: 32 };

function marker(kind: string, x: number, y: number, color: string, key: string) {
  if (kind === "square") return <rect key={key} x={x - 3} y={y - 3} width={6} height={6} fill={color} />;
  if (kind === "triangle") return <polygon key={key} points={`${x},${y - 4} ${x + 4},${y + 3} ${x - 4},${y + 3}`} fill={color} />;
  if (kind === "diamond") return <polygon key={key} points={`${x},${y - 4} ${x + 4},${y} ${x},${y + 4} ${x - 4},${y}`} fill={color} />;
  return <circle key={key} cx={x} cy={y} r={3} fill={color} />;
}

// Only for the chart's text alternative (an attribute, not hydrated): a date is enough there.
const day = (d: Date) => formatTime(d, { style: "day-month", locale: "en-GB", timeZone: "UTC" });

/**
 * Mastery over time for the skills with the most practice (at most six, to stay readable).
 * Accessible: role="img" with a summary, and the same data as a table underneath.
 */
export function MasteryChart({ events, names, prior }: { events: MasteryPoint[]; names: Map<string, string>; prior: number }) {
  const bySkill = new Map<string, MasteryPoint[]>();
  for (const e of events) bySkill.set(e.skillId, [...(bySkill.get(e.skillId) ?? []), e]);
  const shown = [...bySkill.entries()].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0])).slice(0, STYLES.length);
  if (!shown.length) return <p className="empty">No attempts yet: the chart fills in as you solve problems.</p>;

  const times = events.map((e) => e.at.getTime());
  const t0 = Math.min(...times);
  const t1 = Math.max(...times);
  const span = Math.max(t1 - t0, 3600_000);
  const x = (t: number) => PAD.l + ((t - t0) / span) * (W - PAD.l - PAD.r);
  const y = (p: number) => PAD.t + (1 - p) * (H - PAD.t - PAD.b);
  const summary = shown
    .map(([id, pts]) => `${names.get(id) ?? id}: ${pct(prior)} to ${pct(pts[pts.length - 1]!.pKnown)} over ${pts.length} attempt${pts.length === 1 ? "" : "s"}`)
    .join("; ");

  return (
    <figure style={{ margin: 0 }}>
      {/* On a phone the drawing keeps a readable size and scrolls sideways inside its card. */}
      <div className={styles.chartScroll} tabIndex={0} role="region" aria-label="Mastery chart (scrolls sideways on small screens)">
        <svg viewBox={`0 0 ${W} ${H}`} className={styles.chart} role="img" aria-label={`Mastery over time from ${day(new Date(t0))} to ${day(new Date(t1))}. ${summary}.`}>
          {[0, 0.25, 0.5, 0.75, 1].map((g) => (
            <g key={g}>
              <line x1={PAD.l} x2={W - PAD.r} y1={y(g)} y2={y(g)} stroke="currentColor" strokeOpacity={0.15} />
              <text x={PAD.l - 6} y={y(g) + 4} fontSize={13} textAnchor="end" fill="currentColor">
                {pct(g)}
              </text>
            </g>
          ))}
          <line x1={PAD.l} x2={W - PAD.r} y1={y(MASTERY_THRESHOLD)} y2={y(MASTERY_THRESHOLD)} stroke="currentColor" strokeDasharray="4 4" />
          <text x={PAD.l + 4} y={y(MASTERY_THRESHOLD) + 15} fontSize={13} fill="currentColor">
            mastered ({pct(MASTERY_THRESHOLD)})
          </text>
          <text x={PAD.l} y={H - 8} fontSize={13} fill="currentColor">
            <LocalTimeText value={new Date(t0)} style="day-month" />
          </text>
          <text x={W - PAD.r} y={H - 8} fontSize={13} textAnchor="end" fill="currentColor">
            <LocalTimeText value={new Date(t1)} style="day-month" />
          </text>
          {shown.map(([id, pts], i) => {
            const st = STYLES[i]!;
            // Each line starts at the prior just before its first attempt, so the first step is visible.
            const coords = [[x(pts[0]!.at.getTime()), y(prior)] as const, ...pts.map((p) => [x(p.at.getTime()), y(p.pKnown)] as const)];
            return (
              <g key={id}>
                <polyline points={coords.map(([a, b]) => `${a.toFixed(1)},${b.toFixed(1)}`).join(" ")} fill="none" stroke={st.color} strokeWidth={2} strokeDasharray={st.dash} />
                {coords.slice(1).map(([a, b], j) => marker(st.marker, a, b, st.color, `${id}-${j}`))}
              </g>
            );
          })}
        </svg>
      </div>
      <ul className={styles.legend} aria-label="Legend" data-testid="chart-legend">
        {shown.map(([id, pts], i) => {
          const st = STYLES[i]!;
          return (
            <li key={id}>
              {/* the line's own dash and marker, so it is identifiable without colour */}
              <svg width="28" height="12" viewBox="0 0 28 12" aria-hidden="true" focusable="false">
                <line x1={1} x2={27} y1={6} y2={6} stroke={st.color} strokeWidth={2} strokeDasharray={st.dash} />
                {marker(st.marker, 14, 6, st.color, `${id}-legend`)}
              </svg>
              <span>
                {names.get(id) ?? id} <span className={styles.legendValue}>{pct(pts[pts.length - 1]!.pKnown)}</span>
              </span>
            </li>
          );
        })}
      </ul>
      <details>
        <summary>Show the data as a table</summary>
        <table className={styles.table}>
          <caption className="visually-hidden">Mastery after each attempt</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Skill</th>
              <th scope="col" className={styles.num}>
                Mastery
              </th>
            </tr>
          </thead>
          <tbody>
            {[...events].reverse().map((e, i) => (
              <tr key={i}>
                <td>
                  <LocalTime value={e.at} />
                </td>
                <td>{names.get(e.skillId) ?? e.skillId}</td>
                <td className={styles.num}>{pct(e.pKnown)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
