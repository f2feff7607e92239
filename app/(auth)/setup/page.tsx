import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/db/client";
import { countUsers } from "@/db/queries/users";
import { AccountForm } from "@/components/classes/account-form";

export const metadata: Metadata = { title: "First-run setup" };
export const dynamic = "force-dynamic";

export default async function SetupPage() {
  const done = (await countUsers(getDb())) > 0;
  return (
    <section className="card auth-card" aria-labelledby="setup-heading">
      <h1 id="setup-heading">Set up Stepwise</h1>
      {done ? (
        <>
          <p>Setup is already done: this server has accounts.</p>
          <p>
            <Link href="/login">Sign in</Link>, or ask your teacher for a class code and <Link href="/join">join a class</Link>.
          </p>
        </>
      ) : (
        <>
          <p className="hint">
            Create the first account. It becomes the teacher and administrator of this server; students then join your
            classes with a code.
          </p>
          <AccountForm endpoint="/api/auth/setup" submitLabel="Create teacher account" pendingLabel="Creating…" redirectTo="/teacher/classes" />
        </>
      )}
    </section>
  );
}
