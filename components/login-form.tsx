"use client";

import { useState, type FormEvent } from "react";
import { browserStorage, clearOtherUsersDrafts } from "@/lib/drafts/clear";
import { Spinner } from "./spinner";

interface ApiError {
  error?: { message?: string };
}

export function LoginForm({ next }: { next: string | null }) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const username = String(form.get("username") ?? "").trim();
    const password = String(form.get("password") ?? "");
    if (!username || !password) {
      setError("Enter both your username and your password.");
      return;
    }
    setPending(true);
    setError(null);
    try {
      const res = await fetch("/api/auth/login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username, password, ...(next ? { next } : {}) }),
      });
      const data = (await res.json().catch(() => ({}))) as ApiError & { redirectTo?: string; user?: { id?: number } };
      if (!res.ok) {
        setError(data.error?.message ?? "Could not sign in. Please try again.");
        setPending(false);
        return;
      }
      // A shared computer: whoever used it before must not leave their unsent work to this user.
      const storage = browserStorage();
      if (storage && typeof data.user?.id === "number") clearOtherUsersDrafts(storage, data.user.id);
      // A full navigation so the header and every server component see the new session.
      window.location.assign(data.redirectTo ?? "/");
    } catch {
      setError("Could not reach the server. Check your connection and try again.");
      setPending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={pending}>
      <div role="alert" className={error ? "alert alert--error" : "alert"}>
        {error}
      </div>
      <div className="field">
        <label htmlFor="username">Username</label>
        <input id="username" name="username" className="input" autoComplete="username" autoCapitalize="none" spellCheck={false} maxLength={40} required />
      </div>
      <div className="field">
        <label htmlFor="password">Password</label>
        <input id="password" name="password" type="password" className="input" autoComplete="current-password" maxLength={200} required />
      </div>
      <button type="submit" className="btn btn--primary" disabled={pending} style={{ width: "100%" }}>
        {pending ? <Spinner /> : null}
        {pending ? "Signing in…" : "Sign in"}
      </button>
    </form>
  );
}
