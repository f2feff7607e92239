"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { sendJson } from "@/components/classes/post-json";
import styles from "./admin.module.css";

type Message = { kind: "error" | "info"; text: string } | null;

function Status({ message }: { message: Message }) {
  return (
    <div role="status" className={message ? `alert alert--${message.kind}` : "alert"}>
      {message?.text}
    </div>
  );
}

/** Removes a teacher; the server refuses while they own a class and says so. */
export function RemoveTeacherButton({ teacher }: { teacher: { id: number; displayName: string; username: string } }) {
  const router = useRouter();
  const [message, setMessage] = useState<Message>(null);
  const [pending, setPending] = useState(false);

  async function remove() {
    if (!window.confirm(`Remove the teacher account ${teacher.username}? They are signed out, and their problems pass to you.`)) return;
    setPending(true);
    const res = await sendJson(`/api/admin/teachers/${teacher.id}`, "DELETE");
    setPending(false);
    if (!res.ok) return setMessage({ kind: "error", text: res.error! });
    router.refresh();
  }

  return (
    <div aria-busy={pending}>
      <button type="button" className="btn btn--small btn--ghost" onClick={remove} disabled={pending} aria-label={`Remove ${teacher.displayName}`}>
        Remove
      </button>
      <Status message={message} />
    </div>
  );
}

/** Moves one class to another teacher. */
export function TransferClassForm({
  cls,
  teachers,
}: {
  cls: { id: number; name: string; teacherId: number };
  teachers: { id: number; displayName: string; username: string }[];
}) {
  const router = useRouter();
  const selectId = useId();
  const [message, setMessage] = useState<Message>(null);
  const [pending, setPending] = useState(false);
  const others = teachers.filter((t) => t.id !== cls.teacherId);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const teacherId = Number(new FormData(e.currentTarget).get("teacherId"));
    if (!teacherId) return;
    setPending(true);
    const res = await sendJson(`/api/admin/classes/${cls.id}/transfer`, "POST", { teacherId });
    setPending(false);
    if (!res.ok) return setMessage({ kind: "error", text: res.error! });
    setMessage(null);
    router.refresh();
  }

  if (!others.length) return <span className="hint">No other teacher yet.</span>;
  return (
    <form onSubmit={onSubmit} aria-busy={pending}>
      <div className={styles.move}>
        <label htmlFor={selectId} className="visually-hidden">
          New teacher for {cls.name}
        </label>
        <select id={selectId} name="teacherId" className="select" defaultValue="">
          <option value="" disabled>
            Choose a teacher
          </option>
          {others.map((t) => (
            <option key={t.id} value={t.id}>
              {t.displayName} ({t.username})
            </option>
          ))}
        </select>
        <button type="submit" className="btn btn--small" disabled={pending} aria-label={`Transfer ${cls.name}`}>
          Transfer
        </button>
      </div>
      <Status message={message} />
    </form>
  );
}
