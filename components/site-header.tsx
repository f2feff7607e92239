import Link from "next/link";
import type { SessionUser } from "@/db/queries/sessions";
import { NavLinks, type NavItem } from "./nav-links";
import { SignOutButton } from "./sign-out-button";

function navFor(user: SessionUser | null): NavItem[] {
  if (user?.role === "teacher") {
    return [
      { href: "/teacher", label: "Dashboard" },
      { href: "/teacher/classes", label: "Classes" },
      { href: "/teacher/problems", label: "My problems" },
      { href: "/problems", label: "Problems" },
      // Only the admin has the page; other teachers would get a 404 there.
      ...(user.isAdmin ? [{ href: "/teacher/admin", label: "Teachers" }] : []),
    ];
  }
  if (user?.role === "student") {
    return [
      { href: "/home", label: "Home" },
      { href: "/problems", label: "Problems" },
      { href: "/assignments", label: "Assignments" },
      { href: "/practice", label: "Practice" },
      { href: "/own", label: "Own problem" },
      { href: "/progress", label: "Progress" },
      { href: "/history", label: "History" },
    ];
  }
  return [
    { href: "/problems", label: "Problems" },
    { href: "/own", label: "Own problem" },
  ];
}

export function SiteHeader({ user }: { user: SessionUser | null }) {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link href="/" className="brand">
          <span className="brand__mark" aria-hidden="true">
            √
          </span>
          Stepwise
        </Link>
        <nav aria-label="Main">
          <NavLinks items={navFor(user)} />
        </nav>
        <div className="site-header__user">
          {user ? (
            <>
              <span className="who">
                <span className="who__label">Signed in as </span>
                <Link href="/account" aria-label={`${user.displayName}: your account`}>
                  <strong>{user.displayName}</strong>
                </Link>
              </span>
              <SignOutButton userId={user.id} />
            </>
          ) : (
            <Link href="/login" className="btn btn--small btn--primary">
              Sign in
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
