import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { getDb } from "@/db/client";
import { listStudentAssignments } from "@/db/queries/assignments";
import { listProblems } from "@/db/queries/problems";
import { recommendForStudent, unfinishedProblems } from "@/db/queries/progress";
import { getCurrentUser } from "@/app/_server/session";
import { DraftList } from "@/components/home/draft-list";
import { LocalTime } from "@/components/local-time";
import { nameOfSkill } from "@/lib/dashboard/aggregate";

export const metadata: Metadata = { title: "Home" };
export const dynamic = "force-dynamic";

/** Where a student lands after signing in: what is due, what is unfinished, what to practise next and why. */
export default async function StudentHome() {
  const user = await getCurrentUser();
  if (!user) redirect(`/login?next=${encodeURIComponent("/home")}`);
  if (user.role !== "student") redirect("/teacher");
  const db = getDb();
  // Open assignments, the nearest due date first (listStudentAssignments' order).
  const due = (await listStudentAssignments(db, user.id)).filter((a) => !a.complete && a.problems.length > 0);
  const unfinished = await unfinishedProblems(db, user.id);
  const rec = await recommendForStudent(db, user);
  const titles = Object.fromEntries((await listProblems(db, { viewer: user })).map((p) => [p.id, p.title]));

  return (
    <>
      <div className="page-head">
        <h1>Hello, {user.displayName}</h1>
        <p>Here is what is due, what you left unfinished, and what to practise next.</p>
      </div>

      <section className="card home-section" aria-labelledby="h-due">
        <h2 id="h-due">Assignments due</h2>
        {due.length === 0 ? (
          <p className="empty">Nothing is due. Well done — practise below or pick any problem.</p>
        ) : (
          <ol className="home-list" data-testid="home-assignments">
            {due.map((a) => {
              const solved = a.problems.filter((p) => p.solved).length;
              const next = a.problems.find((p) => !p.solved)!;
              return (
                <li key={a.id} data-testid="home-assignment" data-assignment-id={a.id} data-due={a.dueAt?.toISOString() ?? ""}>
                  <div className="home-row">
                    <Link href={`/problems/${encodeURIComponent(next.id)}`}>
                      <strong>{a.title}</strong>
                    </Link>
                    <span className="hint">
                      {a.className}
                      {a.skillId ? ` · practice: ${nameOfSkill(a.skillId)}` : ""} ·{" "}
                      {a.dueAt ? (
                        <>
                          due <LocalTime value={a.dueAt} style="date" calendarDay />
                        </>
                      ) : (
                        "no due date"
                      )}
                    </span>
                  </div>
                  <div className="home-progress">
                    <progress max={a.problems.length} value={solved} aria-label={`${a.title}: ${solved} of ${a.problems.length} problems done`} />
                    <span>
                      {solved} of {a.problems.length} done
                    </span>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </section>

      <section className="card home-section" aria-labelledby="h-continue">
        <h2 id="h-continue">Continue where you left off</h2>
        <DraftList userId={user.id} titles={titles} />
        {unfinished.length ? (
          <>
            <h3 className="label">Tried, not solved yet</h3>
            <ul className="home-list" data-testid="home-unfinished">
              {unfinished.map((p) => (
                <li key={p.id}>
                  <Link href={`/problems/${encodeURIComponent(p.id)}`}>{p.title}</Link>{" "}
                  <span className="hint">
                    last try <LocalTime value={p.lastAt} />
                  </span>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="hint">Problems you start and don’t finish show up here, with any unsent draft on this device.</p>
        )}
      </section>

      <section className="card home-section" aria-labelledby="h-next">
        <h2 id="h-next">Practise next</h2>
        {rec ? (
          <>
            <p data-testid="home-practice-reason">{rec.reason}</p>
            <p>
              <Link className="btn btn--primary" href={`/problems/${encodeURIComponent(rec.problemId)}`}>
                {rec.problem.title}
              </Link>{" "}
              <Link href="/practice">Or choose a skill</Link>
            </p>
          </>
        ) : (
          <p className="empty">There are no problems to practise yet.</p>
        )}
      </section>
    </>
  );
}
