import Link from "next/link";

export default function NotFound() {
  return (
    <section className="card" style={{ maxWidth: "32rem" }}>
      <h1>Page not found</h1>
      <p>That page does not exist, or you do not have access to it.</p>
      <Link href="/problems" className="btn btn--primary">
        Go to the problems
      </Link>
    </section>
  );
}
