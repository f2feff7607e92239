import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { getDb } from "@/db/client";
import { recommendForStudent } from "@/db/queries/progress";
import { getProblem } from "@/db/queries/problems";
import { listUserAttempts } from "@/db/queries/submissions";
import { getCurrentUser } from "@/app/_server/session";
import { toAttemptView } from "@/app/_server/attempt-view";
import { Difficulty } from "@/components/difficulty";
import { MathText } from "@/components/math-text";
import { SkillTags } from "@/components/skill-tags";
import { Solver } from "@/components/solver";
import styles from "@/components/progress/progress.module.css";
import { SKILLS } from "@/lib/bank/skills";
import { SOLVER_LIMITS } from "@/components/solver-limits";
import { practiceQuerySchema } from "@/lib/validation/progress";

export const metadata: Metadata = { title: "Practice" };
export const dynamic = "force-dynamic";

export default async function PracticePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await getCurrentUser();
  if (!user) redirect(`/login?next=${encodeURIComponent("/practice")}`);
  if (user.role !== "student") redirect("/teacher/classes");
  const sp = await searchParams;
  const parsed = practiceQuerySchema.safeParse({
    ...(typeof sp.skill === "string" && sp.skill ? { skill: sp.skill } : {}),
    ...(typeof sp.skip === "string" ? { skip: sp.skip } : {}),
  });
  const query = parsed.success ? parsed.data : { skill: undefined, skip: [] };
  const db = getDb();
  const rec = await recommendForStudent(db, user, { skillId: query.skill, skip: query.skip });
  const problem = rec ? await getProblem(db, rec.problemId, user) : null;
  const attempts = problem ? (await listUserAttempts(db, { userId: user.id, problemId: problem.id, limit: 5 })).map(toAttemptView) : [];
  const skipNext = rec ? [...query.skip, rec.problemId].slice(-10).join(",") : "";

  return (
    <>
      <div className="page-head">
        <h1>Practice</h1>
        <form method="get" className={styles.filters} aria-label="Choose a skill">
          <div className="field" style={{ margin: 0 }}>
            <label htmlFor="skill">Skill</label>
            <select id="skill" name="skill" className="select" defaultValue={query.skill ?? ""}>
              <option value="">Pick for me</option>
              {SKILLS.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn">
            Update
          </button>
        </form>
      </div>
      {!rec || !problem ? (
        <p className="empty">There are no problems to practise for that skill yet.</p>
      ) : (
        <>
          <section className="card" aria-labelledby="problem-title" data-testid="practice-pick" data-skill={rec.skillId} data-problem-id={rec.problemId}>
            <p className={styles.reason} data-testid="practice-reason">
              <strong>Why this one:</strong> {rec.reason}
            </p>
            <div className="problem-item__top">
              <h2 id="problem-title">{problem.title}</h2>
              <Difficulty value={problem.difficulty} />
            </div>
            <p className="statement" data-testid="statement">
              <MathText text={problem.statement} />
            </p>
            <SkillTags skills={problem.skills} />
            <p style={{ marginTop: "0.75rem" }}>
              <Link className="btn btn--small" href={`/practice?${new URLSearchParams({ ...(query.skill ? { skill: query.skill } : {}), skip: skipNext })}`}>
                Skip: another problem
              </Link>{" "}
              <Link className="btn btn--small btn--ghost" href={`/problems/${problem.id}`}>
                Open on its own page
              </Link>
            </p>
          </section>
          <Solver
            key={problem.id}
            problemId={problem.id}
            userId={user.id}
            initialAttempts={attempts}
            limits={SOLVER_LIMITS}
            // The pick skips this problem, so "next" is always a different one.
            practiceNext={{ href: `/practice?${new URLSearchParams({ ...(query.skill ? { skill: query.skill } : {}), skip: skipNext })}`, label: "Next practice problem" }}
          />
        </>
      )}
    </>
  );
}
