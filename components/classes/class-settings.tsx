"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { sendJson } from "./post-json";

/** Rename the class, regenerate its join code, choose whether students' own problems are shown. */
export function ClassSettings({ classId, name, joinCode, shareOwnWork }: { classId: number; name: string; joinCode: string; shareOwnWork: boolean }) {
  const router = useRouter();
  const [code, setCode] = useState(joinCode);
  const [message, setMessage] = useState<{ kind: "error" | "info"; text: string } | null>(null);
  const [pending, setPending] = useState(false);

  async function rename(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const next = String(new FormData(e.currentTarget).get("name") ?? "").trim();
    if (!next) return setMessage({ kind: "error", text: "A class name cannot be empty." });
    setPending(true);
    const res = await sendJson(`/api/classes/${classId}`, "PATCH", { name: next });
    setPending(false);
    setMessage(res.ok ? { kind: "info", text: "Class renamed." } : { kind: "error", text: res.error! });
    if (res.ok) router.refresh();
  }

  async function toggleShare(e: React.ChangeEvent<HTMLInputElement>) {
    const on = e.currentTarget.checked;
    setPending(true);
    const res = await sendJson(`/api/classes/${classId}`, "PATCH", { shareOwnWork: on });
    setPending(false);
    setMessage(
      res.ok
        ? { kind: "info", text: on ? "Students' own problems are shown in Submissions." : "Students' own problems are no longer shown." }
        : { kind: "error", text: res.error! },
    );
    if (res.ok) router.refresh();
  }

  async function regenerate() {
    if (!window.confirm("Make a new join code? The current code stops working; students already in the class stay.")) return;
    setPending(true);
    const res = await sendJson<{ joinCode: string }>(`/api/classes/${classId}/join-code`, "POST");
    setPending(false);
    if (res.ok) {
      setCode(res.data!.joinCode);
      setMessage({ kind: "info", text: `New join code: ${res.data!.joinCode}` });
    } else setMessage({ kind: "error", text: res.error! });
  }

  return (
    <div aria-busy={pending}>
      <div role="status" className={message ? `alert alert--${message.kind}` : "alert"}>
        {message?.text}
      </div>
      <p>
        Join code: <strong data-testid="join-code" style={{ fontFamily: "var(--mono)", fontSize: "1.3rem", letterSpacing: "0.08em" }}>{code}</strong>
        <br />
        <span className="hint">
          Students open <code>/join</code> and enter this code to create their account in this class.
        </span>
      </p>
      <p>
        <button type="button" className="btn btn--small" onClick={regenerate} disabled={pending}>
          New join code
        </button>
      </p>
      <p>
        <label style={{ display: "flex", gap: "0.5rem", alignItems: "flex-start" }}>
          <input type="checkbox" defaultChecked={shareOwnWork} onChange={toggleShare} disabled={pending} data-testid="share-own-work" /> Show me the
          problems students check on their own (“Own problem”) in Submissions and the CSV
        </label>
      </p>
      <form onSubmit={rename} noValidate style={{ display: "flex", gap: "0.5rem", alignItems: "flex-end", flexWrap: "wrap" }}>
        <div className="field" style={{ margin: 0 }}>
          <label htmlFor="rename-class">Class name</label>
          <input id="rename-class" name="name" className="input" defaultValue={name} maxLength={80} required />
        </div>
        <button type="submit" className="btn btn--small" disabled={pending}>
          Rename
        </button>
      </form>
    </div>
  );
}
