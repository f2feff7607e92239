"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { sendJson } from "@/components/classes/post-json";
import styles from "@/components/dashboard/dashboard.module.css";

/**
 * Edit one assignment (title, due date, its problems: remove and add; a practice set's skill and
 * count) and delete it.
 */
export function AssignmentActions({
  assignment,
  problems,
  assignable = [],
  skills = [],
}: {
  assignment: { id: number; title: string; dueDate: string | null; skillId?: string | null };
  problems: { id: string; title: string }[];
  /** Problems the teacher may add (bank and their own). */
  assignable?: { id: string; title: string }[];
  skills?: { id: string; name: string }[];
}) {
  const router = useRouter();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [keep, setKeep] = useState<string[]>(problems.map((p) => p.id));
  const [added, setAdded] = useState<{ id: string; title: string }[]>([]);
  const [toAdd, setToAdd] = useState("");
  const practice = !!assignment.skillId;
  const [skill, setSkill] = useState(assignment.skillId ?? "");
  const [count, setCount] = useState(problems.length);
  const url = `/api/assignments/${assignment.id}`;
  const listed = [...problems, ...added];
  const addable = assignable.filter((p) => !listed.some((q) => q.id === p.id));
  const reshaped = practice && (skill !== assignment.skillId || count !== problems.length);

  function addProblem() {
    const p = assignable.find((x) => x.id === toAdd);
    if (!p) return;
    setAdded((cur) => [...cur, p]);
    setKeep((cur) => [...cur, p.id]);
    setToAdd("");
  }

  async function save(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setPending(true);
    const base = { title: String(form.get("title") ?? ""), dueDate: String(form.get("dueDate") ?? "") || null };
    // A practice set whose skill or count changed is re-picked by the server; otherwise the list as ticked.
    const res = await sendJson(url, "PATCH", reshaped ? { ...base, skill, count } : { ...base, problemIds: listed.map((p) => p.id).filter((p) => keep.includes(p)) });
    setPending(false);
    if (!res.ok) return setError(res.error);
    setError(null);
    setEditing(false);
    router.refresh();
  }

  async function remove() {
    if (!window.confirm(`Delete “${assignment.title}”? Students' attempts are kept; the assignment disappears from their list.`)) return;
    setPending(true);
    const res = await sendJson(url, "DELETE");
    setPending(false);
    if (!res.ok) return setError(res.error);
    router.refresh();
  }

  return (
    <div aria-busy={pending}>
      <div className={styles.rowActions}>
        <button type="button" className="btn btn--small" aria-expanded={editing} onClick={() => setEditing((v) => !v)} disabled={pending}>
          {editing ? "Cancel edit" : "Edit"}
        </button>
        <button type="button" className="btn btn--small btn--ghost" onClick={remove} disabled={pending}>
          Delete
        </button>
      </div>
      {editing ? (
        <form onSubmit={save} className={styles.editForm} aria-label={`Edit ${assignment.title}`}>
          <div className={styles.formGrid}>
            <div className="field">
              <label htmlFor={`${id}-title`}>Title</label>
              <input className="input" id={`${id}-title`} name="title" required maxLength={120} defaultValue={assignment.title} />
            </div>
            <div className="field">
              <label htmlFor={`${id}-due`}>Due date (optional)</label>
              <input className="input" id={`${id}-due`} name="dueDate" type="date" defaultValue={assignment.dueDate ?? ""} />
            </div>
          </div>
          {practice ? (
            <div className={styles.formGrid}>
              <div className="field">
                <label htmlFor={`${id}-skill`}>Practice set skill</label>
                <select className="select" id={`${id}-skill`} value={skill} onChange={(e) => setSkill(e.target.value)}>
                  {skills.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.name}
                    </option>
                  ))}
                </select>
              </div>
              <div className="field">
                <label htmlFor={`${id}-count`}>Number of problems</label>
                <input
                  className="input"
                  id={`${id}-count`}
                  type="number"
                  min={1}
                  max={30}
                  value={count}
                  onChange={(e) => setCount(Math.max(1, Math.min(30, Number(e.target.value) || 1)))}
                />
              </div>
              {reshaped ? <p className="hint">Saving picks the set again for this skill and count; problems already in it stay where they fit.</p> : null}
            </div>
          ) : null}
          <fieldset className="field" disabled={reshaped}>
            <legend className="label">Problems to keep</legend>
            {listed.map((p) => (
              <label key={p.id} className={styles.checkRow}>
                <input
                  type="checkbox"
                  checked={keep.includes(p.id)}
                  onChange={(e) => setKeep((cur) => (e.target.checked ? [...cur, p.id] : cur.filter((x) => x !== p.id)))}
                />{" "}
                {p.title}
              </label>
            ))}
          </fieldset>
          {addable.length ? (
            <div className={styles.addRow}>
              <div className="field">
                <label htmlFor={`${id}-add`}>Add a problem</label>
                <select className="select" id={`${id}-add`} value={toAdd} onChange={(e) => setToAdd(e.target.value)} disabled={reshaped}>
                  <option value="">Choose a problem…</option>
                  {addable.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.title}
                    </option>
                  ))}
                </select>
              </div>
              <button type="button" className="btn btn--small" onClick={addProblem} disabled={!toAdd || reshaped}>
                Add
              </button>
            </div>
          ) : null}
          <button type="submit" className="btn btn--primary btn--small" disabled={pending || (!reshaped && keep.length === 0)}>
            Save changes
          </button>
          {keep.length === 0 ? <p className="hint">Keep at least one problem, or delete the assignment.</p> : null}
        </form>
      ) : null}
      <p role="alert" className={error ? "alert alert--error" : "alert"}>
        {error ?? ""}
      </p>
    </div>
  );
}
