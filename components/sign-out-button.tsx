"use client";

import { useState } from "react";

export function SignOutButton() {
  const [pending, setPending] = useState(false);
  async function signOut() {
    setPending(true);
    try {
      await fetch("/api/auth/logout", { method: "POST" });
    } finally {
      // A full load drops every cached server render that still shows the old user.
      window.location.assign("/");
    }
  }
  return (
    <button type="button" className="btn btn--small" onClick={signOut} disabled={pending} aria-busy={pending}>
      Sign out
    </button>
  );
}
