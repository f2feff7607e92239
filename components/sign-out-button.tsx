"use client";

import { useState, type FormEvent } from "react";
import { browserStorage, clearUserDrafts } from "@/lib/drafts/clear";

/**
 * A form, so signing out works even before the page's script has loaded (a plain post redirects home).
 * With script, the user's drafts (pending checks included) leave the browser with them: the next
 * person at a shared computer must not find them.
 */
export function SignOutButton({ userId }: { userId: number }) {
  const [pending, setPending] = useState(false);
  async function signOut(e: FormEvent) {
    e.preventDefault();
    setPending(true);
    const storage = browserStorage();
    if (storage) clearUserDrafts(storage, userId);
    try {
      await fetch("/api/auth/logout", { method: "POST" });
    } finally {
      // A full load drops every cached server render that still shows the old user.
      window.location.assign("/");
    }
  }
  return (
    <form method="post" action="/api/auth/logout" onSubmit={signOut} className="sign-out-form">
      <button type="submit" className="btn btn--small" disabled={pending} aria-busy={pending}>
        Sign out
      </button>
    </form>
  );
}
