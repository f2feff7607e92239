"use client";

import { useRouter } from "next/navigation";

export interface SkillOption {
  id: string;
  name: string;
}

/**
 * A plain GET form (works without JavaScript): a search over titles and statements and a skill;
 * with JavaScript a skill change applies at once (keeping the search).
 */
export function SkillFilter({ skills, current, query = "" }: { skills: SkillOption[]; current: string | null; query?: string }) {
  const router = useRouter();
  return (
    <form className="filter-bar" method="get" action="/problems" role="search" aria-label="Filter problems">
      <div className="field">
        <label htmlFor="problem-search">Search</label>
        <input id="problem-search" name="q" type="search" className="input" defaultValue={query} maxLength={80} placeholder="e.g. 2x + 3 or pets" />
      </div>
      <div className="field">
        <label htmlFor="skill-filter">Skill</label>
        <select
          id="skill-filter"
          name="skill"
          className="select"
          defaultValue={current ?? ""}
          onChange={(e) => {
            const v = e.currentTarget.value;
            const q = (e.currentTarget.form?.elements.namedItem("q") as HTMLInputElement | null)?.value.trim() ?? "";
            const params = new URLSearchParams({ ...(q ? { q } : {}), ...(v ? { skill: v } : {}) });
            router.push(params.size ? `/problems?${params}` : "/problems");
          }}
        >
          <option value="">All skills</option>
          {skills.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn">
        Search
      </button>
    </form>
  );
}
