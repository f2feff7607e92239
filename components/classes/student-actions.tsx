"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { PASSWORD_RULES } from "@/lib/validation/password-rules";
import { sendJson } from "./post-json";

/**
 * Per-student management: rename and reset password (one-time password shown once) for the
 * teacher who manages the account or an admin; unlock sign-in and remove from class for any
 * teacher of the class.
 */
export function StudentActions({
  classId,
  student,
  canManage,
}: {
  classId: number;
  student: { id: number; username: string; displayName: string };
  canManage: boolean;
}) {
  const router = useRouter();
  const base = `/api/classes/${classId}/students/${student.id}`;
  const [message, setMessage] = useState<{ kind: "error" | "info"; text: string } | null>(null);
  const [oneTime, setOneTime] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function rename() {
    const name = window.prompt(`New display name for ${student.displayName}:`, student.displayName)?.trim();
    if (!name || name === student.displayName) return;
    setPending(true);
    const res = await sendJson(base, "PATCH", { displayName: name });
    setPending(false);
    if (res.ok) router.refresh();
    else setMessage({ kind: "error", text: res.error! });
  }

  async function reset(choose: boolean) {
    let password: string | undefined;
    if (choose) {
      password = window.prompt(`New password for ${student.username} (at least ${PASSWORD_RULES.min} characters):`) ?? undefined;
      if (!password) return;
      if (password.length < PASSWORD_RULES.min) return setMessage({ kind: "error", text: `Passwords need at least ${PASSWORD_RULES.min} characters.` });
    } else if (!window.confirm(`Reset the password of ${student.username}? They will be signed out everywhere.`)) return;
    setPending(true);
    const res = await sendJson<{ password?: string }>(`${base}/password`, "POST", password ? { password } : {});
    setPending(false);
    if (!res.ok) return setMessage({ kind: "error", text: res.error! });
    setOneTime(res.data?.password ?? null);
    setMessage({ kind: "info", text: res.data?.password ? "New password (shown only now):" : "Password changed; they were signed out." });
  }

  async function unlock() {
    setPending(true);
    setOneTime(null);
    const res = await sendJson<{ cleared: number }>(`${base}/unlock`, "POST");
    setPending(false);
    if (!res.ok) return setMessage({ kind: "error", text: res.error! });
    const n = res.data?.cleared ?? 0;
    setMessage({
      kind: "info",
      text: n > 0 ? `Sign-in unlocked for ${student.username}: they can try again now.` : `${student.username} was not locked out; failed attempts were reset.`,
    });
  }

  async function remove() {
    if (!window.confirm(`Remove ${student.displayName} from this class? Their account and attempts are kept.`)) return;
    setPending(true);
    const res = await sendJson(base, "DELETE");
    setPending(false);
    if (res.ok) router.refresh();
    else setMessage({ kind: "error", text: res.error! });
  }

  return (
    <div aria-busy={pending}>
      <div style={{ display: "flex", gap: "0.35rem", flexWrap: "wrap" }}>
        {canManage ? (
          <>
            <button type="button" className="btn btn--small btn--ghost" onClick={rename} disabled={pending} aria-label={`Rename ${student.displayName}`}>
              Rename
            </button>
            <button type="button" className="btn btn--small btn--ghost" onClick={() => reset(false)} disabled={pending} aria-label={`Reset password of ${student.displayName}`}>
              Reset password
            </button>
            <button type="button" className="btn btn--small btn--ghost" onClick={() => reset(true)} disabled={pending} aria-label={`Set password for ${student.displayName}`}>
              Set password
            </button>
          </>
        ) : null}
        <button type="button" className="btn btn--small btn--ghost" onClick={unlock} disabled={pending} aria-label={`Unlock sign-in for ${student.displayName}`}>
          Unlock sign-in
        </button>
        <button type="button" className="btn btn--small btn--ghost" onClick={remove} disabled={pending} aria-label={`Remove ${student.displayName} from the class`}>
          Remove
        </button>
      </div>
      {canManage ? null : <p className="hint">Account managed by the teacher of their first class.</p>}
      <div role="status" className={message ? `alert alert--${message.kind}` : "alert"}>
        {message ? (
          <>
            {message.text}
            {oneTime ? (
              <>
                {" "}
                <code data-testid="one-time-password" style={{ fontSize: "1.1rem" }}>
                  {oneTime}
                </code>
              </>
            ) : null}
          </>
        ) : null}
      </div>
    </div>
  );
}
