// Pure shaping of the dashboard's SQL aggregates: kept here so the rules (rates, modes,
// who needs attention) are unit-tested without a database.
import { SKILLS } from "../bank/skills";
import { ERROR_TYPES } from "../check/types";

/** First-error type of an incorrect submission whose flagged step carries no type. */
export const UNTYPED_ERROR = "other";

export interface HeatmapInputRow {
  skillId: string;
  /** null for submissions with no faulty step. */
  errorType: string | null;
  n: number;
}

export interface HeatmapCell {
  count: number;
  /** count / submissions on the skill, 0..1 */
  rate: number;
}

export interface HeatmapRow {
  skillId: string;
  skillName: string;
  total: number;
  errors: number;
  cells: Record<string, HeatmapCell>;
}

export interface Heatmap {
  errorTypes: string[];
  rows: HeatmapRow[];
  maxRate: number;
}

const skillName = new Map(SKILLS.map((s) => [s.id, s.name]));
const skillOrder = new Map(SKILLS.map((s, i) => [s.id, i]));
const typeOrder = new Map<string, number>([...ERROR_TYPES.map((t, i) => [t, i] as const), [UNTYPED_ERROR, ERROR_TYPES.length]]);

export function nameOfSkill(id: string): string {
  return skillName.get(id) ?? id;
}

/** Rows are skills (taxonomy order), columns the error types that occur at all. */
export function buildHeatmap(input: readonly HeatmapInputRow[]): Heatmap {
  const bySkill = new Map<string, HeatmapRow>();
  const types = new Set<string>();
  for (const r of input) {
    const row = bySkill.get(r.skillId) ?? { skillId: r.skillId, skillName: nameOfSkill(r.skillId), total: 0, errors: 0, cells: {} };
    bySkill.set(r.skillId, row);
    row.total += r.n;
    if (r.errorType !== null) {
      types.add(r.errorType);
      row.errors += r.n;
      row.cells[r.errorType] = { count: (row.cells[r.errorType]?.count ?? 0) + r.n, rate: 0 };
    }
  }
  let maxRate = 0;
  for (const row of bySkill.values()) {
    for (const cell of Object.values(row.cells)) {
      cell.rate = row.total ? cell.count / row.total : 0;
      maxRate = Math.max(maxRate, cell.rate);
    }
  }
  const order = (m: Map<string, number>, k: string) => m.get(k) ?? Number.MAX_SAFE_INTEGER;
  return {
    errorTypes: [...types].sort((a, b) => order(typeOrder, a) - order(typeOrder, b) || a.localeCompare(b)),
    rows: [...bySkill.values()].sort((a, b) => order(skillOrder, a.skillId) - order(skillOrder, b.skillId) || a.skillId.localeCompare(b.skillId)),
    maxRate,
  };
}

/** Five shades for the heatmap; each also gets a text label so colour is never the only cue. */
export const INTENSITY_LABELS = ["none", "low", "some", "high", "very high"] as const;

export function intensity(rate: number): number {
  if (rate <= 0) return 0;
  if (rate < 0.05) return 1;
  if (rate < 0.15) return 2;
  if (rate < 0.3) return 3;
  return 4;
}

export interface FirstErrorRow {
  problemId: string;
  stepIndex: number;
  errorType: string | null;
  n: number;
}

export interface FirstErrorMode {
  stepIndex: number;
  count: number;
  /** The most common error type at that step. */
  errorType: string;
}

/** Per problem, the step where students most often go wrong first (ties: the earlier step). */
export function firstErrorModes(rows: readonly FirstErrorRow[]): Map<string, FirstErrorMode> {
  const steps = new Map<string, Map<number, { count: number; types: Map<string, number> }>>();
  for (const r of rows) {
    const byStep = steps.get(r.problemId) ?? new Map();
    steps.set(r.problemId, byStep);
    const s = byStep.get(r.stepIndex) ?? { count: 0, types: new Map<string, number>() };
    byStep.set(r.stepIndex, s);
    s.count += r.n;
    const t = r.errorType ?? UNTYPED_ERROR;
    s.types.set(t, (s.types.get(t) ?? 0) + r.n);
  }
  const out = new Map<string, FirstErrorMode>();
  for (const [problemId, byStep] of steps) {
    let best: FirstErrorMode | null = null;
    for (const [stepIndex, s] of [...byStep].sort((a, b) => a[0] - b[0])) {
      if (best && s.count <= best.count) continue;
      const [errorType] = [...s.types].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]!;
      best = { stepIndex, count: s.count, errorType };
    }
    if (best) out.set(problemId, best);
  }
  return out;
}

export const ATTENTION = {
  /** Below this P(known) after enough practice, a skill is flagged. */
  lowMastery: 0.4,
  minOpportunities: 3,
  /** This many first errors of one type in the period flag a pattern. */
  repeatedErrors: 3,
} as const;

export interface StudentRef {
  id: number;
  username: string;
  displayName: string;
}

export interface AttentionInput {
  students: readonly StudentRef[];
  lowMastery: readonly { userId: number; skillId: string; pKnown: number; opportunities: number }[];
  repeatedErrors: readonly { userId: number; errorType: string; n: number }[];
}

export interface AttentionReason {
  kind: "low-mastery" | "repeated-error";
  text: string;
  skillId?: string;
  errorType?: string;
}

export interface AttentionEntry {
  student: StudentRef;
  reasons: AttentionReason[];
  /** Sort key: more (and worse) reasons first. */
  severity: number;
}

export function studentsNeedingAttention(input: AttentionInput): AttentionEntry[] {
  const byId = new Map(input.students.map((s) => [s.id, s]));
  const entries = new Map<number, AttentionEntry>();
  const entry = (userId: number) => {
    const student = byId.get(userId);
    if (!student) return null;
    const e = entries.get(userId) ?? { student, reasons: [], severity: 0 };
    entries.set(userId, e);
    return e;
  };
  for (const m of [...input.lowMastery].sort((a, b) => a.pKnown - b.pKnown)) {
    if (m.pKnown >= ATTENTION.lowMastery || m.opportunities < ATTENTION.minOpportunities) continue;
    const e = entry(m.userId);
    if (!e) continue;
    e.reasons.push({
      kind: "low-mastery",
      skillId: m.skillId,
      text: `Low mastery of ${nameOfSkill(m.skillId)} (${Math.round(m.pKnown * 100)}% after ${m.opportunities} attempts)`,
    });
    e.severity += 1 + (ATTENTION.lowMastery - m.pKnown);
  }
  for (const r of [...input.repeatedErrors].sort((a, b) => b.n - a.n)) {
    if (r.n < ATTENTION.repeatedErrors) continue;
    const e = entry(r.userId);
    if (!e) continue;
    e.reasons.push({ kind: "repeated-error", errorType: r.errorType, text: `Repeated ${r.errorType} errors (${r.n} submissions)` });
    e.severity += r.n / ATTENTION.repeatedErrors;
  }
  return [...entries.values()].sort(
    (a, b) => b.severity - a.severity || a.student.displayName.localeCompare(b.student.displayName),
  );
}

export interface WeekRow {
  /** Monday of the week, YYYY-MM-DD (UTC). */
  week: string;
  total: number;
  wrong: number;
}

export interface WeekPoint extends WeekRow {
  errorRate: number | null;
}

/** Monday (UTC) of the week containing `d`, as YYYY-MM-DD. Matches SQLite's `'-6 days', 'weekday 1'`. */
export function weekStart(d: Date): string {
  const day = (d.getUTCDay() + 6) % 7; // Monday = 0
  const monday = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - day));
  return monday.toISOString().slice(0, 10);
}

/** Weekly points with empty weeks filled in, so the chart's x axis is honest about gaps. */
export function fillWeeks(rows: readonly WeekRow[], range: { from?: string; to?: string } = {}): WeekPoint[] {
  const known = new Map(rows.map((r) => [r.week, r]));
  const weeks = rows.map((r) => r.week).sort();
  const first = range.from ? weekStart(new Date(`${range.from}T00:00:00Z`)) : weeks[0];
  const last = range.to ? weekStart(new Date(`${range.to}T00:00:00Z`)) : weeks[weeks.length - 1];
  if (!first || !last || first > last) return [];
  const out: WeekPoint[] = [];
  // Cap keeps a silly range (years) from producing thousands of bars.
  for (let t = Date.parse(`${first}T00:00:00Z`), i = 0; i < 260; t += 7 * 86_400_000, i++) {
    const week = new Date(t).toISOString().slice(0, 10);
    if (week > last) break;
    const r = known.get(week) ?? { week, total: 0, wrong: 0 };
    out.push({ ...r, errorRate: r.total ? r.wrong / r.total : null });
  }
  return out;
}

export function percent(rate: number | null): string {
  return rate === null ? "—" : `${Math.round(rate * 100)}%`;
}

/** One class submission as the overview needs it (first-error type already resolved). */
export interface ClassSubmissionRow {
  id: number;
  userId: number;
  problemId: string;
  firstErrorIndex: number;
  /** null: no faulty step; UNTYPED_ERROR: a flagged step without a type. */
  et: string | null;
  createdAt: number;
  /** The highest hint level asked for before the attempt (0 or absent: unaided). */
  hintLevel?: number;
}

function bump<K>(m: Map<K, number>, k: K, by = 1) {
  m.set(k, (m.get(k) ?? 0) + by);
}

/** Heatmap input from rows: a submission counts once under each skill of its problem. */
export function heatmapInputFromRows(rows: readonly ClassSubmissionRow[], skillsOf: ReadonlyMap<string, readonly string[]>, onlySkill?: string): HeatmapInputRow[] {
  const counts = new Map<string, number>();
  for (const r of rows) {
    for (const skillId of skillsOf.get(r.problemId) ?? []) {
      if (onlySkill && skillId !== onlySkill) continue;
      bump(counts, `${skillId}\u0000${r.et ?? ""}`);
    }
  }
  return [...counts].map(([k, n]) => {
    const [skillId, et] = k.split("\u0000") as [string, string];
    return { skillId, errorType: et === "" ? null : et, n };
  });
}

export interface ProblemCounts {
  problemId: string;
  total: number;
  wrong: number;
  students: number;
  /** Submissions made after asking for "I'm stuck" hints. */
  hinted: number;
}

/** Problems with at least one wrong submission, most wrong first (then most attempted, then id). */
export function problemCountsFromRows(rows: readonly ClassSubmissionRow[], limit: number): { top: ProblemCounts[]; firstErrors: FirstErrorRow[] } {
  const by = new Map<string, { total: number; wrong: number; hinted: number; users: Set<number> }>();
  for (const r of rows) {
    const e = by.get(r.problemId) ?? { total: 0, wrong: 0, hinted: 0, users: new Set<number>() };
    by.set(r.problemId, e);
    e.total++;
    if (r.firstErrorIndex >= 0) e.wrong++;
    if ((r.hintLevel ?? 0) > 0) e.hinted++;
    e.users.add(r.userId);
  }
  const top = [...by]
    .filter(([, e]) => e.wrong > 0)
    .map(([problemId, e]) => ({ problemId, total: e.total, wrong: e.wrong, students: e.users.size, hinted: e.hinted }))
    .sort((a, b) => b.wrong - a.wrong || b.total - a.total || (a.problemId < b.problemId ? -1 : a.problemId > b.problemId ? 1 : 0))
    .slice(0, limit);
  const wanted = new Set(top.map((t) => t.problemId));
  const fe = new Map<string, number>();
  for (const r of rows) {
    if (r.firstErrorIndex < 0 || !wanted.has(r.problemId)) continue;
    bump(fe, `${r.problemId}\u0000${r.firstErrorIndex}\u0000${r.et ?? ""}`);
  }
  const firstErrors = [...fe].map(([k, n]) => {
    const [problemId, step, et] = k.split("\u0000") as [string, string, string];
    return { problemId, stepIndex: Number(step), errorType: et === "" ? null : et, n };
  });
  return { top, firstErrors };
}

export function weekRowsFromRows(rows: readonly ClassSubmissionRow[]): WeekRow[] {
  const by = new Map<string, WeekRow>();
  for (const r of rows) {
    const week = weekStart(new Date(r.createdAt));
    const e = by.get(week) ?? { week, total: 0, wrong: 0 };
    by.set(week, e);
    e.total++;
    if (r.firstErrorIndex >= 0) e.wrong++;
  }
  return [...by.values()].sort((a, b) => (a.week < b.week ? -1 : 1));
}

export function repeatedErrorsFromRows(rows: readonly ClassSubmissionRow[], min: number = ATTENTION.repeatedErrors): { userId: number; errorType: string; n: number }[] {
  const by = new Map<string, number>();
  for (const r of rows) if (r.et !== null) bump(by, `${r.userId}\u0000${r.et}`);
  return [...by]
    .filter(([, n]) => n >= min)
    .map(([k, n]) => {
      const [u, errorType] = k.split("\u0000") as [string, string];
      return { userId: Number(u), errorType, n };
    });
}

export function totalsFromRows(rows: readonly ClassSubmissionRow[]): { submissions: number; wrong: number; activeStudents: number } {
  return {
    submissions: rows.length,
    wrong: rows.filter((r) => r.firstErrorIndex >= 0).length,
    activeStudents: new Set(rows.map((r) => r.userId)).size,
  };
}
