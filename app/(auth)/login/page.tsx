import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getCurrentUser } from "@/app/_server/session";
import { LoginForm } from "@/components/login-form";
import { homeFor, safeNextPath } from "@/lib/validation/auth";

export const metadata: Metadata = { title: "Sign in" };

export default async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const raw = (await searchParams).next;
  const next = safeNextPath(typeof raw === "string" ? raw : null);
  const user = await getCurrentUser();
  if (user) redirect(next ?? homeFor(user.role));

  return (
    <section className="card auth-card" aria-labelledby="login-heading">
      <h1 id="login-heading">Sign in</h1>
      <p className="hint">Use the username and password your teacher gave you.</p>
      <LoginForm next={next} />
    </section>
  );
}
