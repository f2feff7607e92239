import type { Metadata } from "next";
import Link from "next/link";
import { CorrectionNote } from "@/components/correction-note";
import { notFound, redirect } from "next/navigation";
import { getDb } from "@/db/client";
import { listAttemptedProblems, listHistory } from "@/db/queries/progress";
import { resolveViewedStudent } from "@/app/_server/authz";
import { getCurrentUser } from "@/app/_server/session";
import { FeedbackSteps } from "@/components/feedback-steps";
import { LocalTime } from "@/components/local-time";
import { outcomeHeadline } from "@/components/feedback-labels";
import { MathText } from "@/components/math-text";
import { SkillTags } from "@/components/skill-tags";
import { VerdictBadge } from "@/components/verdict-badge";
import styles from "@/components/progress/progress.module.css";
import type { ErrorType } from "@/lib/check/types";
import { SKILLS } from "@/lib/bank/skills";
import { historyQuerySchema } from "@/lib/validation/progress";

export const metadata: Metadata = { title: "History" };
export const dynamic = "force-dynamic";

const PAGE = 30;

export default async function HistoryPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const sp = await searchParams;
  const viewer = await getCurrentUser();
  if (!viewer) redirect(`/login?next=${encodeURIComponent("/history")}`);
  if (viewer.role === "teacher" && sp.student === undefined) redirect("/teacher/classes");
  const db = getDb();
  const view = await resolveViewedStudent(db, viewer, sp.student);
  if (!view) notFound();
  const { student, since } = view;
  const self = student.id === viewer.id;

  const str = (k: string) => (typeof sp[k] === "string" && sp[k] ? (sp[k] as string) : undefined);
  const parsed = historyQuerySchema.safeParse({
    ...(str("problem") ? { problemId: str("problem") } : {}),
    ...(str("skill") ? { skill: str("skill") } : {}),
    ...(str("before") ? { before: str("before") } : {}),
  });
  const q = parsed.success ? parsed.data : {};
  const attempts = await listHistory(db, { userId: student.id, problemId: q.problemId, skillId: q.skill, before: q.before, limit: PAGE + 1, since });
  const more = attempts.length > PAGE;
  const shown = attempts.slice(0, PAGE);
  const problems = await listAttemptedProblems(db, student.id, since);
  const base = new URLSearchParams({
    ...(self ? {} : { student: String(student.id) }),
    ...(q.problemId ? { problem: q.problemId } : {}),
    ...(q.skill ? { skill: q.skill } : {}),
  });
  const correct = shown.filter((a) => a.outcome === "correct").length;

  return (
    <>
      <div className="page-head">
        <h1>{self ? "Your attempts" : `Attempts of ${student.displayName}`}</h1>
        <p className="hint">
          Every checked solution with its step feedback, newest first. <Link href={self ? "/progress" : `/progress?student=${student.id}`}>See mastery</Link>
        </p>
        <form method="get" className={styles.filters} aria-label="Filter attempts">
          {self ? null : <input type="hidden" name="student" value={student.id} />}
          <div className="field" style={{ margin: 0 }}>
            <label htmlFor="problem">Problem</label>
            <select id="problem" name="problem" className="select" defaultValue={q.problemId ?? ""}>
              <option value="">All problems</option>
              {problems.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.title} ({p.attempts})
                </option>
              ))}
            </select>
          </div>
          <div className="field" style={{ margin: 0 }}>
            <label htmlFor="skill">Skill</label>
            <select id="skill" name="skill" className="select" defaultValue={q.skill ?? ""}>
              <option value="">All skills</option>
              {SKILLS.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn">
            Filter
          </button>
        </form>
      </div>
      {shown.length === 0 ? (
        <p className="empty">{q.problemId || q.skill ? "No attempts match this filter." : "No attempts yet. Solved problems appear here."}</p>
      ) : (
        <>
          <p aria-live="polite">
            Showing {shown.length} attempt{shown.length === 1 ? "" : "s"}, {correct} fully correct.
          </p>
          <ol className={styles.attemptList} data-testid="history-list">
            {shown.map((a) => (
              <li key={a.id} className="card" data-attempt-id={a.id} data-outcome={a.outcome}>
                <div className={styles.attemptHead}>
                  <h2 style={{ fontSize: "1.05rem", margin: 0 }}>
                    {a.problemId && a.problemTitle ? <Link href={`/problems/${a.problemId}`}>{a.problemTitle}</Link> : "Own problem"}
                  </h2>
                  <LocalTime value={a.createdAt} className="attempt__time" />
                </div>
                <p style={{ display: "flex", gap: "0.5rem", alignItems: "center", flexWrap: "wrap" }}>
                  <VerdictBadge verdict={a.outcome} /> {outcomeHeadline(a.outcome, a.firstErrorIndex).title}
                </p>
                <p style={{ margin: "0.25rem 0" }}>
                  <MathText text={a.problemText.length > 240 ? `${a.problemText.slice(0, 239)}…` : a.problemText} />
                </p>
                <CorrectionNote correction={a.correction} audience="student" />
                <details>
                  <summary>Problem and step feedback</summary>
                  <SkillTags skills={a.skills} />
                  <FeedbackSteps
                    firstErrorIndex={a.firstErrorIndex}
                    steps={a.steps.map((content, index) => {
                      const f = a.feedback.find((x) => x.stepIndex === index);
                      return { index, content, verdict: f?.verdict ?? "unsure", errorType: (f?.errorType as ErrorType | null) ?? null, message: f?.message, carriedFrom: f?.carriedFrom };
                    })}
                  />
                </details>
              </li>
            ))}
          </ol>
          {more ? (
            <p className="pager">
              <Link href={`/history?${new URLSearchParams({ ...Object.fromEntries(base), before: String(shown[shown.length - 1]!.id) })}`}>Older attempts →</Link>
            </p>
          ) : null}
        </>
      )}
    </>
  );
}
