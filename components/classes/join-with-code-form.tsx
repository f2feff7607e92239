"use client";

import { useState, type FormEvent } from "react";
import { sendJson } from "./post-json";

/** An already signed-in student joins another class with its code alone. */
export function JoinWithCodeForm({ initialCode }: { initialCode?: string }) {
  const [message, setMessage] = useState<{ kind: "error" | "info"; text: string } | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const code = String(new FormData(e.currentTarget).get("code") ?? "").trim();
    if (!code) return setMessage({ kind: "error", text: "Enter the join code from your teacher." });
    setPending(true);
    const res = await sendJson<{ class: { name: string } }>("/api/auth/join", "POST", { code });
    setPending(false);
    setMessage(res.ok ? { kind: "info", text: `You joined ${res.data!.class.name}.` } : { kind: "error", text: res.error! });
  }

  return (
    <form onSubmit={onSubmit} method="post" noValidate aria-busy={pending}>
      <div role="alert" className={message ? `alert alert--${message.kind}` : "alert"}>
        {message?.text}
      </div>
      <div className="field">
        <label htmlFor="code">Class join code</label>
        <input id="code" name="code" className="input" defaultValue={initialCode} autoCapitalize="characters" autoComplete="off" maxLength={20} required />
      </div>
      <button type="submit" className="btn btn--primary" disabled={pending}>
        Join class
      </button>
    </form>
  );
}
