"use client";

import { useRouter } from "next/navigation";
import { useMemo, useState, type FormEvent } from "react";
import styles from "@/components/dashboard/dashboard.module.css";
import { ProblemRef } from "./problem-ref";

interface PickableProblem {
  id: string;
  title: string;
  statement: string;
  difficulty: number;
  skills: string[];
}

type Mode = "skill" | "problems";

export function AssignmentForm({
  classId,
  skills,
  problems,
}: {
  classId: number;
  skills: { id: string; name: string }[];
  problems: PickableProblem[];
}) {
  const router = useRouter();
  const [mode, setMode] = useState<Mode>("skill");
  const [skill, setSkill] = useState(skills[0]?.id ?? "");
  const [pickSkill, setPickSkill] = useState("");
  const [picked, setPicked] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const shown = useMemo(() => (pickSkill ? problems.filter((p) => p.skills.includes(pickSkill)) : problems), [problems, pickSkill]);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setBusy(true);
    setError(null);
    setDone(null);
    const body =
      mode === "skill"
        ? { classId, title: form.get("title"), dueDate: form.get("dueDate") || undefined, skill, count: Number(form.get("count")) }
        : { classId, title: form.get("title"), dueDate: form.get("dueDate") || undefined, problemIds: picked };
    try {
      const res = await fetch("/api/assignments", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      const data = await res.json().catch(() => ({}));
      if (!res.ok) {
        setError(data?.error?.message ?? "Could not create the assignment.");
        return;
      }
      setDone(`Assigned “${data.assignment.title}” with ${data.assignment.problemIds.length} problem${data.assignment.problemIds.length === 1 ? "" : "s"}.`);
      setPicked([]);
      (e.target as HTMLFormElement).reset();
      router.refresh();
    } catch {
      setError("Network error: the assignment was not saved.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} aria-labelledby="h-new-assignment">
      <fieldset className="field">
        <legend className="label">What to assign</legend>
        <label>
          <input type="radio" name="mode" value="skill" checked={mode === "skill"} onChange={() => setMode("skill")} /> A practice set for a
          skill
        </label>
        <label>
          <input type="radio" name="mode" value="problems" checked={mode === "problems"} onChange={() => setMode("problems")} /> Problems I
          pick from the bank
        </label>
      </fieldset>
      <div className={styles.formGrid}>
        <div className="field">
          <label htmlFor="a-title">Title</label>
          <input className="input" id="a-title" name="title" required maxLength={120} placeholder="e.g. Two-step equations practice" />
        </div>
        <div className="field">
          <label htmlFor="a-due">Due date (optional)</label>
          <input className="input" id="a-due" name="dueDate" type="date" />
        </div>
      </div>
      {mode === "skill" ? (
        <div className={styles.formGrid}>
          <div className="field">
            <label htmlFor="a-skill">Skill</label>
            <select className="select" id="a-skill" value={skill} onChange={(e) => setSkill(e.target.value)}>
              {skills.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="a-count">Number of problems</label>
            <input className="input" id="a-count" name="count" type="number" min={1} max={30} defaultValue={5} required />
          </div>
        </div>
      ) : (
        <>
          <div className="field">
            <label htmlFor="a-pick-skill">Show problems for</label>
            <select className="select" id="a-pick-skill" value={pickSkill} onChange={(e) => setPickSkill(e.target.value)}>
              <option value="">All skills</option>
              {skills.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
          <fieldset className={styles.pickList}>
            <legend className="visually-hidden">Problems</legend>
            {shown.map((p) => (
              <label key={p.id} className={styles.pickItem}>
                <input
                  type="checkbox"
                  checked={picked.includes(p.id)}
                  onChange={(e) => setPicked((cur) => (e.target.checked ? [...cur, p.id] : cur.filter((x) => x !== p.id)))}
                />
                <ProblemRef problem={p} />
              </label>
            ))}
          </fieldset>
          <p className="hint">{picked.length} selected (up to 30)</p>
        </>
      )}
      <p className="alert alert--error" role="alert">
        {error ?? ""}
      </p>
      <p className="alert alert--info" role="status">
        {done ?? ""}
      </p>
      <button className="btn btn--primary" type="submit" disabled={busy || (mode === "problems" && picked.length === 0)}>
        {busy ? "Assigning…" : "Assign to class"}
      </button>
    </form>
  );
}
