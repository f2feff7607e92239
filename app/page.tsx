import Link from "next/link";
import { redirect } from "next/navigation";
import { getCurrentUser } from "@/app/_server/session";
import { FeedbackSteps } from "@/components/feedback-steps";
import { homeFor } from "@/lib/validation/auth";

export default async function HomePage() {
  const user = await getCurrentUser();
  if (user) redirect(homeFor(user.role));

  return (
    <>
      <section className="hero">
        <h1>Maths feedback, one step at a time</h1>
        <p>
          Write your working one step per line. Stepwise checks every step and points to the first one that goes wrong,
          says what kind of slip it is, and gives a hint, never the answer.
        </p>
        <p>
          <Link href="/login" className="btn btn--primary">
            Sign in
          </Link>{" "}
          <Link href="/problems" className="btn">
            Try a problem
          </Link>
        </p>
      </section>
      <section className="card hero__example" aria-labelledby="example-heading">
        <h2 id="example-heading">What feedback looks like</h2>
        <p className="hint">A farmer&apos;s ducks lay 16 eggs a day; 3 are eaten, 4 baked, the rest sold at $2 each.</p>
        <FeedbackSteps
          firstErrorIndex={2}
          steps={[
            { index: 0, content: "16 - 3 = 13", verdict: "correct" },
            { index: 1, content: "13 - 4 = 9", verdict: "correct" },
            {
              index: 2,
              content: "9 × 2 = 17",
              verdict: "incorrect",
              errorType: "arithmetic",
              message: "Check the multiplication in this step again.",
            },
          ]}
        />
      </section>
    </>
  );
}
