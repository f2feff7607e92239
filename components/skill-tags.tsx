import { SKILLS } from "@/lib/bank/skills";

const NAMES = new Map(SKILLS.map((s) => [s.id, s.name]));

export function SkillTags({ skills }: { skills: string[] }) {
  if (!skills.length) return null;
  return (
    <ul className="tags" aria-label="Skills">
      {skills.map((id) => (
        <li key={id} className="tag">
          {NAMES.get(id) ?? id}
        </li>
      ))}
    </ul>
  );
}
