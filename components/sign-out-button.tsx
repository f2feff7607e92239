"use client";

import { useState, type FormEvent } from "react";

/** A form, so signing out works even before the page's script has loaded (a plain post redirects home). */
export function SignOutButton() {
  const [pending, setPending] = useState(false);
  async function signOut(e: FormEvent) {
    e.preventDefault();
    setPending(true);
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
