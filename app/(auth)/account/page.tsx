import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getCurrentUser } from "@/app/_server/session";
import { ChangePasswordForm } from "@/components/change-password-form";

export const metadata: Metadata = { title: "Your account" };
export const dynamic = "force-dynamic";

export default async function AccountPage() {
  const user = await getCurrentUser();
  if (!user) redirect("/login?next=/account");
  return (
    <section className="card auth-card" aria-labelledby="account-heading">
      <h1 id="account-heading">Your account</h1>
      <dl className="account-facts">
        <dt>Name</dt>
        <dd>{user.displayName}</dd>
        <dt>Username</dt>
        <dd>{user.username}</dd>
        <dt>Account</dt>
        <dd>{user.role === "teacher" ? (user.isAdmin ? "Teacher and administrator" : "Teacher") : "Student"}</dd>
      </dl>
      <h2>Change your password</h2>
      <p className="hint">
        {user.role === "student"
          ? "If your teacher gave you a password, change it to one only you know."
          : "Choose a password only you know; your students' work is behind it."}
      </p>
      <ChangePasswordForm />
    </section>
  );
}
