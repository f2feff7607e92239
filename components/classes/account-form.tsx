"use client";

import { useState, type FormEvent, type ReactNode } from "react";
import { Spinner } from "@/components/spinner";
import { PASSWORD_RULES } from "@/lib/validation/password-rules";
import { browserStorage, clearOtherUsersDrafts } from "@/lib/drafts/clear";
import { sendJson } from "./post-json";

/** Setup (first teacher) and join (student with a class code) share one form: username, name, password. */
export function AccountForm({
  endpoint,
  submitLabel,
  pendingLabel,
  redirectTo,
  withCode,
  initialCode,
  extra,
}: {
  endpoint: string;
  submitLabel: string;
  pendingLabel: string;
  redirectTo: string;
  withCode?: boolean;
  initialCode?: string;
  extra?: ReactNode;
}) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const username = String(form.get("username") ?? "").trim();
    const displayName = String(form.get("displayName") ?? "").trim();
    const password = String(form.get("password") ?? "");
    const confirm = String(form.get("confirm") ?? "");
    const code = String(form.get("code") ?? "").trim();
    if (withCode && !code) return setError("Enter the join code from your teacher.");
    if (!/^[A-Za-z0-9._-]{3,32}$/.test(username)) {
      return setError("Choose a username of 3 to 32 letters, digits, dots, dashes or underscores.");
    }
    if (password.length < PASSWORD_RULES.min) return setError(`Choose a password of at least ${PASSWORD_RULES.min} characters.`);
    if (password !== confirm) return setError("The two passwords do not match.");
    setPending(true);
    setError(null);
    const res = await sendJson<{ user?: { id?: number } }>(endpoint, "POST", {
      ...(withCode ? { code } : {}),
      username,
      password,
      ...(displayName ? { displayName } : {}),
    });
    if (!res.ok) {
      setError(res.error);
      setPending(false);
      return;
    }
    // Signed in as a new account: no earlier user's drafts stay on this (possibly shared) computer.
    const storage = browserStorage();
    if (storage && typeof res.data?.user?.id === "number") clearOtherUsersDrafts(storage, res.data.user.id);
    // Full navigation so the header and server components see the new session.
    window.location.assign(redirectTo);
  }

  return (
    <form onSubmit={onSubmit} method="post" noValidate aria-busy={pending}>
      <div role="alert" className={error ? "alert alert--error" : "alert"}>
        {error}
      </div>
      {withCode ? (
        <div className="field">
          <label htmlFor="code">Class join code</label>
          <input
            id="code"
            name="code"
            className="input"
            defaultValue={initialCode}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={20}
            placeholder="ABCD-2345"
            required
          />
        </div>
      ) : null}
      <div className="field">
        <label htmlFor="username">Username</label>
        <input
          id="username"
          name="username"
          className="input"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          minLength={3}
          maxLength={32}
          pattern="[A-Za-z0-9._\-]{3,32}"
          aria-describedby="username-hint"
          required
        />
        <p className="hint" id="username-hint">
          3–32 letters, digits, dots, dashes or underscores. No email needed.
        </p>
      </div>
      <div className="field">
        <label htmlFor="displayName">Your name (optional)</label>
        <input id="displayName" name="displayName" className="input" autoComplete="name" maxLength={60} />
      </div>
      <div className="field">
        <label htmlFor="password">Password</label>
        <input
          id="password"
          name="password"
          type="password"
          className="input"
          autoComplete="new-password"
          minLength={PASSWORD_RULES.min}
          maxLength={PASSWORD_RULES.max}
          aria-describedby="password-hint"
          required
        />
        <p className="hint" id="password-hint">
          At least {PASSWORD_RULES.min} characters and not easy to guess: three or four unrelated words work well.
        </p>
      </div>
      <div className="field">
        <label htmlFor="confirm">Password again</label>
        <input id="confirm" name="confirm" type="password" className="input" autoComplete="new-password" maxLength={PASSWORD_RULES.max} required />
      </div>
      {extra}
      <button type="submit" className="btn btn--primary" disabled={pending} style={{ width: "100%" }}>
        {pending ? <Spinner /> : null}
        {pending ? pendingLabel : submitLabel}
      </button>
    </form>
  );
}
