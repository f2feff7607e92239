"use client";

import { useRouter } from "next/navigation";

export interface SkillOption {
  id: string;
  name: string;
}

/** A plain GET form (works without JavaScript); with JavaScript a change applies at once. */
export function SkillFilter({ skills, current }: { skills: SkillOption[]; current: string | null }) {
  const router = useRouter();
  return (
    <form className="filter-bar" method="get" action="/problems" role="search" aria-label="Filter problems">
      <div className="field">
        <label htmlFor="skill-filter">Skill</label>
        <select
          id="skill-filter"
          name="skill"
          className="select"
          defaultValue={current ?? ""}
          onChange={(e) => {
            const v = e.currentTarget.value;
            router.push(v ? `/problems?skill=${encodeURIComponent(v)}` : "/problems");
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
      <noscript>
        <button type="submit" className="btn">
          Apply
        </button>
      </noscript>
    </form>
  );
}
