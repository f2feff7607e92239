"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { sendJson } from "@/components/classes/post-json";

/** Archive (students no longer see the problem; their attempts stay) or restore one authored problem. */
export function ArchiveButton({ id, title, archived }: { id: string; title: string; archived: boolean }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function toggle() {
    if (!archived && !window.confirm(`Archive “${title}”? Students no longer see it; their attempts are kept. You can restore it.`)) return;
    setPending(true);
    const res = await sendJson(`/api/problems/${encodeURIComponent(id)}`, "PATCH", { archived: !archived });
    setPending(false);
    if (!res.ok) return setError(res.error);
    setError(null);
    router.refresh();
  }

  return (
    <>
      <button type="button" className="btn btn--small btn--ghost" onClick={toggle} disabled={pending} aria-busy={pending}>
        {archived ? "Restore" : "Archive"}
        <span className="visually-hidden"> {title}</span>
      </button>
      {error ? (
        <span role="alert" className="alert alert--error">
          {error}
        </span>
      ) : null}
    </>
  );
}
