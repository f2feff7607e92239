// Next.js calls register() once when a server process starts: the check workers and their model
// are loaded then, so that the first student's check in each process does not wait for them.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { warmCheckPool } = await import("./lib/check-pool/check-pool");
  warmCheckPool();
}
