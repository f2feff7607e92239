import type { Metadata } from "next";
import Link from "next/link";
import { getCurrentUser } from "@/app/_server/session";
import { AccountForm } from "@/components/classes/account-form";
import { JoinWithCodeForm } from "@/components/classes/join-with-code-form";

export const metadata: Metadata = { title: "Join a class" };
export const dynamic = "force-dynamic";

export default async function JoinPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const raw = (await searchParams).code;
  const code = typeof raw === "string" ? raw.slice(0, 20) : "";
  const user = await getCurrentUser();
  return (
    <section className="card auth-card" aria-labelledby="join-heading">
      <h1 id="join-heading">Join a class</h1>
      {user?.role === "teacher" ? (
        <p>
          You are signed in as a teacher. Students join with the code shown on <Link href="/teacher/classes">your classes</Link>.
        </p>
      ) : user ? (
        <>
          <p className="hint">Signed in as {user.displayName}. Enter the code of the class you want to join.</p>
          <JoinWithCodeForm initialCode={code} />
        </>
      ) : (
        <>
          <p className="hint">
            Enter the code your teacher gave you and choose a username and password. Already have an account?{" "}
            <Link href="/login">Sign in</Link>.
          </p>
          <AccountForm endpoint="/api/auth/join" withCode initialCode={code} submitLabel="Join class" pendingLabel="Joining…" redirectTo="/home" />
        </>
      )}
    </section>
  );
}
