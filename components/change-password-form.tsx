"use client";

import { useRef, useState, type FormEvent } from "react";
import { sendJson } from "@/components/classes/post-json";
import { Spinner } from "@/components/spinner";
import { PASSWORD_RULES } from "@/lib/validation/password-rules";

/** The account page's form: the current password, the new one twice. */
export function ChangePasswordForm() {
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const currentPassword = String(form.get("currentPassword") ?? "");
    const newPassword = String(form.get("newPassword") ?? "");
    const confirm = String(form.get("confirm") ?? "");
    setDone(false);
    if (!currentPassword) return setError("Enter your current password.");
    if (newPassword.length < PASSWORD_RULES.min) return setError(`Choose a new password of at least ${PASSWORD_RULES.min} characters.`);
    if (newPassword !== confirm) return setError("The two new passwords do not match.");
    setPending(true);
    setError(null);
    const res = await sendJson<{ changed?: boolean }>("/api/auth/password", "POST", { currentPassword, newPassword });
    setPending(false);
    if (!res.ok) return setError(res.error);
    formRef.current?.reset();
    setDone(true);
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} method="post" noValidate aria-busy={pending}>
      <div role="alert" className={error ? "alert alert--error" : "alert"}>
        {error}
      </div>
      <div role="status" className={done ? "alert alert--info" : "alert"}>
        {done ? "Your password is changed. Any other computer or phone signed in as you has been signed out." : null}
      </div>
      <div className="field">
        <label htmlFor="currentPassword">Current password</label>
        <input id="currentPassword" name="currentPassword" type="password" className="input" autoComplete="current-password" maxLength={200} required />
      </div>
      <div className="field">
        <label htmlFor="newPassword">New password</label>
        <input
          id="newPassword"
          name="newPassword"
          type="password"
          className="input"
          autoComplete="new-password"
          minLength={PASSWORD_RULES.min}
          maxLength={PASSWORD_RULES.max}
          aria-describedby="new-password-hint"
          required
        />
        <p className="hint" id="new-password-hint">
          At least {PASSWORD_RULES.min} characters and not easy to guess: three or four unrelated words work well.
        </p>
      </div>
      <div className="field">
        <label htmlFor="confirm">New password again</label>
        <input id="confirm" name="confirm" type="password" className="input" autoComplete="new-password" maxLength={PASSWORD_RULES.max} required />
      </div>
      <button type="submit" className="btn btn--primary" disabled={pending}>
        {pending ? <Spinner /> : null}
        {pending ? "Changing…" : "Change password"}
      </button>
    </form>
  );
}
