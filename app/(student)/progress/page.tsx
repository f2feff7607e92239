import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { getDb } from "@/db/client";
import { getUserMastery, listMasteryEvents, skillsNeedingReview } from "@/db/queries/mastery";
import { resolveViewedStudent } from "@/app/_server/authz";
import { getCurrentUser } from "@/app/_server/session";
import { MasteryBars, type SkillMasteryView } from "@/components/progress/mastery-bars";
import { MasteryChart } from "@/components/progress/mastery-chart";
import { SKILLS } from "@/lib/bank/skills";
import { MASTERY_THRESHOLD, REVIEW_CAP, REVIEW_STREAK, bktParamsFor, DEFAULT_BKT } from "@/lib/progress/bkt";

export const metadata: Metadata = { title: "Progress" };
export const dynamic = "force-dynamic";

export default async function ProgressPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const sp = await searchParams;
  const viewer = await getCurrentUser();
  if (!viewer) redirect(`/login?next=${encodeURIComponent("/progress")}`);
  if (viewer.role === "teacher" && sp.student === undefined) redirect("/teacher/classes");
  const db = getDb();
  const view = await resolveViewedStudent(db, viewer, sp.student);
  if (!view) notFound();
  const { student, since } = view;
  const self = student.id === viewer.id;

  const rows = new Map((await getUserMastery(db, student.id)).map((m) => [m.skillId, m]));
  const review = await skillsNeedingReview(db, student.id, [...rows.keys()]);
  const skills: SkillMasteryView[] = SKILLS.map((s) => ({
    skillId: s.id,
    name: s.name,
    pKnown: rows.get(s.id)?.pKnown ?? bktParamsFor(s.id).pInit,
    opportunities: rows.get(s.id)?.opportunities ?? 0,
    needsReview: review.has(s.id),
  }));
  const practised = skills.filter((s) => s.opportunities > 0);
  const mastered = skills.filter((s) => s.pKnown >= MASTERY_THRESHOLD).length;
  const events = (await listMasteryEvents(db, student.id, since)).map((e) => ({ skillId: e.skillId, pKnown: e.pKnown, at: e.createdAt }));
  const historyHref = self ? "/history" : `/history?student=${student.id}`;

  return (
    <>
      <div className="page-head">
        <h1>{self ? "Your progress" : `Progress of ${student.displayName}`}</h1>
        <p className="hint">
          Mastery is the estimated chance that the skill is learned, updated after every checked attempt (Bayesian
          Knowledge Tracing). A skill counts as mastered at {Math.round(MASTERY_THRESHOLD * 100)}%; a skill starts at{" "}
          {Math.round(DEFAULT_BKT.pInit * 100)}% with its first attempt and shows “not started” until then. After{" "}
          {REVIEW_STREAK} wrong attempts in a row a skill “needs review” and shows at most {Math.round(REVIEW_CAP * 100)}%.
        </p>
        <p>
          {mastered} of {skills.length} skills mastered · {practised.length} practised ·{" "}
          <Link href={historyHref}>{self ? "See your attempts" : "See their attempts"}</Link>
          {self ? (
            <>
              {" "}
              · <Link href="/practice">Practise now</Link>
            </>
          ) : null}
        </p>
      </div>
      <section className="card" aria-labelledby="bars-heading">
        <h2 id="bars-heading">Mastery by skill</h2>
        <MasteryBars skills={[...practised, ...skills.filter((s) => !s.opportunities)]} />
      </section>
      <section className="card" aria-labelledby="chart-heading" style={{ marginTop: "1rem" }}>
        <h2 id="chart-heading">Mastery over time</h2>
        <MasteryChart events={events} names={new Map(SKILLS.map((s) => [s.id, s.name]))} prior={DEFAULT_BKT.pInit} />
      </section>
    </>
  );
}
