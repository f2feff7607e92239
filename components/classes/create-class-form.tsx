"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { sendJson } from "./post-json";

export function CreateClassForm() {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const name = String(new FormData(form).get("name") ?? "").trim();
    if (!name) return setError("Give the class a name.");
    setPending(true);
    const res = await sendJson<{ class: { id: number } }>("/api/classes", "POST", { name });
    setPending(false);
    if (!res.ok) return setError(res.error);
    form.reset();
    router.push(`/teacher/classes/${res.data!.class.id}`);
  }

  return (
    <form onSubmit={onSubmit} method="post" noValidate aria-busy={pending}>
      <div role="alert" className={error ? "alert alert--error" : "alert"}>
        {error}
      </div>
      <div className="field">
        <label htmlFor="class-name">Class name</label>
        <input id="class-name" name="name" className="input" maxLength={80} placeholder="Period 4 — Pre-algebra" required />
      </div>
      <button type="submit" className="btn btn--primary" disabled={pending}>
        Create class
      </button>
    </form>
  );
}
