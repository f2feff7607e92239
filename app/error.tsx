"use client";

import { useEffect } from "react";

export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  const digest = error instanceof Error && "digest" in error ? String((error as { digest?: unknown }).digest ?? "") : "";
  return (
    <section className="card" role="alert" style={{ maxWidth: "32rem" }}>
      <h1>Something went wrong</h1>
      <p>The page could not be shown. Your earlier work is saved.</p>
      {digest ? <p className="hint">Reference: {digest}</p> : null}
      <button type="button" className="btn btn--primary" onClick={() => retry()}>
        Try again
      </button>
    </section>
  );
}
