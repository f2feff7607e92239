"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { sendJson } from "@/components/classes/post-json";
import { PASSWORD_RULES } from "@/lib/validation/classes";

/** The admin creates a teacher account; the initial password is passed on in person. */
export function CreateTeacherForm() {
  const router = useRouter();
  const [message, setMessage] = useState<{ kind: "error" | "info"; text: string } | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const username = String(data.get("username") ?? "").trim();
    const displayName = String(data.get("displayName") ?? "").trim();
    const password = String(data.get("password") ?? "");
    if (!username) return setMessage({ kind: "error", text: "Choose a username." });
    if (password.length < PASSWORD_RULES.min) return setMessage({ kind: "error", text: `The initial password needs at least ${PASSWORD_RULES.min} characters.` });
    setPending(true);
    const res = await sendJson<{ teacher: { username: string } }>("/api/admin/teachers", "POST", { username, password, ...(displayName ? { displayName } : {}) });
    setPending(false);
    if (!res.ok) return setMessage({ kind: "error", text: res.error! });
    form.reset();
    setMessage({ kind: "info", text: `Teacher ${res.data!.teacher.username} created. Give them the initial password in person; they sign in at /login.` });
    router.refresh();
  }

  return (
    <form onSubmit={onSubmit} method="post" noValidate aria-busy={pending}>
      <div role="status" className={message ? `alert alert--${message.kind}` : "alert"}>
        {message?.text}
      </div>
      <div className="field">
        <label htmlFor="teacher-username">Username</label>
        <input id="teacher-username" name="username" className="input" autoComplete="off" maxLength={32} required />
      </div>
      <div className="field">
        <label htmlFor="teacher-display-name">Display name</label>
        <input id="teacher-display-name" name="displayName" className="input" autoComplete="off" maxLength={60} placeholder="Ms. Rivera" />
      </div>
      <div className="field">
        <label htmlFor="teacher-password">Initial password</label>
        <input id="teacher-password" name="password" type="password" className="input" autoComplete="new-password" maxLength={72} required />
        <p className="hint">At least {PASSWORD_RULES.min} characters and not easy to guess: three or four unrelated words work well.</p>
      </div>
      <button type="submit" className="btn btn--primary" disabled={pending}>
        Create teacher
      </button>
    </form>
  );
}
