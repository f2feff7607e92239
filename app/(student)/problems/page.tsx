import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/db/client";
import { listProblems } from "@/db/queries/problems";
import { getCurrentUser } from "@/app/_server/session";
import { AssignedProblems } from "@/components/assignments/assigned-problems";
import { Difficulty } from "@/components/difficulty";
import { MathText } from "@/components/math-text";
import { SkillFilter } from "@/components/skill-filter";
import { SkillTags } from "@/components/skill-tags";
import { SKILLS, SKILL_IDS } from "@/lib/bank/skills";
import { problemMarks, type ProblemMark } from "@/db/queries/progress";
import type { ProblemSummary } from "@/db/queries/problems";

/** Every word of the search appears in the title or the statement (case-insensitive). */
function matching(problems: ProblemSummary[], query: string): ProblemSummary[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return problems;
  return problems.filter((p) => {
    const text = `${p.title} ${p.statement}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}

/** Solved / tried, in words as well as a mark (not colour alone). */
function ProblemMarkTag({ mark }: { mark: ProblemMark | undefined }) {
  if (!mark) return null;
  return <span className={`tag mark mark--${mark}`}>{mark === "solved" ? "✓ Solved" : "… Tried"}</span>;
}

export const metadata: Metadata = { title: "Problems" };
export const dynamic = "force-dynamic";

const PAGE_SIZE = 40;

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function ProblemsPage({ searchParams }: { searchParams: Search }) {
  const sp = await searchParams;
  const skillParam = typeof sp.skill === "string" ? sp.skill : null;
  const skill = skillParam && SKILL_IDS.includes(skillParam) ? skillParam : null;
  const pageParam = typeof sp.page === "string" ? Number.parseInt(sp.page, 10) : 1;
  const query = typeof sp.q === "string" ? sp.q.trim().slice(0, 80) : "";

  const user = await getCurrentUser();
  const db = getDb();
  const all = matching(await listProblems(db, { viewer: user, skillId: skill ?? undefined }), query);
  const marks = user?.role === "student" ? await problemMarks(db, user.id) : new Map<string, ProblemMark>();
  const pages = Math.max(1, Math.ceil(all.length / PAGE_SIZE));
  const page = Number.isFinite(pageParam) ? Math.min(Math.max(1, pageParam), pages) : 1;
  const shown = all.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const skillName = skill ? SKILLS.find((s) => s.id === skill)?.name : null;
  const pageHref = (p: number) => `/problems?${new URLSearchParams({ ...(query ? { q: query } : {}), ...(skill ? { skill } : {}), page: String(p) })}`;

  return (
    <>
      <div className="page-head">
        <h1>Problems</h1>
        <p>
          Pick a problem and write your solution one step per line.
          {user ? "" : " Sign in to keep a history of your attempts."}
        </p>
      </div>
      <AssignedProblems user={user} />

      <SkillFilter skills={SKILLS.map((s) => ({ id: s.id, name: s.name }))} current={skill} query={query} />
      {skillParam && !skill ? (
        <p className="alert alert--info" role="status">
          Unknown skill “{skillParam}”; showing all problems.
        </p>
      ) : null}

      <p className="hint" role="status">
        {all.length} problem{all.length === 1 ? "" : "s"}
        {skillName ? ` in ${skillName}` : ""}
        {query ? ` matching “${query}”` : ""}
        {pages > 1 ? ` · page ${page} of ${pages}` : ""}
      </p>

      {shown.length === 0 ? (
        <p className="empty">No problems here yet.</p>
      ) : (
        <ul className="problem-list">
          {shown.map((p) => (
            <li key={p.id} className="card problem-item" data-problem-id={p.id} data-mark={marks.get(p.id) ?? "new"}>
              <div className="problem-item__top">
                <h2 className="problem-item__title">
                  <Link href={`/problems/${encodeURIComponent(p.id)}`}>{p.title}</Link>
                </h2>
                <span className="problem-item__marks">
                  <ProblemMarkTag mark={marks.get(p.id)} />
                  <Difficulty value={p.difficulty} />
                </span>
              </div>
              <p className="problem-item__statement">
                <MathText text={p.statement.length > 240 ? `${p.statement.slice(0, 237)}…` : p.statement} />
              </p>
              <SkillTags skills={p.skills} />
            </li>
          ))}
        </ul>
      )}

      {pages > 1 ? (
        <nav className="pager" aria-label="Pages">
          {page > 1 ? (
            <Link className="btn" href={pageHref(page - 1)} rel="prev">
              ← Previous
            </Link>
          ) : (
            <span />
          )}
          {page < pages ? (
            <Link className="btn" href={pageHref(page + 1)} rel="next">
              Next →
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
