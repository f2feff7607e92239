import { SKILLS } from "@/lib/bank/skills";
import styles from "./dashboard.module.css";

/** A plain GET form: filters live in the URL, so every view is linkable and works without JS. */
export function FilterForm({
  action,
  values,
  hidden = {},
}: {
  action: string;
  values: { from?: string; to?: string; skill?: string };
  hidden?: Record<string, string | number | undefined>;
}) {
  return (
    <form className={styles.filters} action={action} method="get" aria-label="Filters">
      {Object.entries(hidden).map(([k, v]) => (v === undefined ? null : <input key={k} type="hidden" name={k} value={v} />))}
      <div className="field">
        <label htmlFor="f-from">From</label>
        <input className="input" id="f-from" name="from" type="date" defaultValue={values.from ?? ""} />
      </div>
      <div className="field">
        <label htmlFor="f-to">To</label>
        <input className="input" id="f-to" name="to" type="date" defaultValue={values.to ?? ""} />
      </div>
      <div className="field">
        <label htmlFor="f-skill">Skill</label>
        <select className="select" id="f-skill" name="skill" defaultValue={values.skill ?? ""}>
          <option value="">All skills</option>
          {SKILLS.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      <button className="btn btn--primary" type="submit">
        Apply
      </button>
    </form>
  );
}
