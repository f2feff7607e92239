"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { sendJson } from "@/components/classes/post-json";
import styles from "@/components/dashboard/dashboard.module.css";

/** Edit (title, due date, which problems stay) and delete one assignment. */
export function AssignmentActions({
  assignment,
  problems,
}: {
  assignment: { id: number; title: string; dueDate: string | null };
  problems: { id: string; title: string }[];
}) {
  const router = useRouter();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [keep, setKeep] = useState<string[]>(problems.map((p) => p.id));
  const url = `/api/assignments/${assignment.id}`;

  async function save(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setPending(true);
    const res = await sendJson(url, "PATCH", { title: String(form.get("title") ?? ""), dueDate: String(form.get("dueDate") ?? "") || null, problemIds: keep });
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
          <fieldset className="field">
            <legend className="label">Problems to keep</legend>
            {problems.map((p) => (
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
          <button type="submit" className="btn btn--primary btn--small" disabled={pending || keep.length === 0}>
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
