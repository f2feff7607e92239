// Next.js calls register() once when a server process starts: the check workers and their model
// are loaded then, so that the first student's check in each process does not wait for them; and
// the idle collector gives memory back once a burst of work is over (lib/server/idle-collector.ts).
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { collectWorkerGarbage, warmCheckPool } = await import("./lib/check-pool/check-pool");
  const { collectHere, startIdleCollector } = await import("./lib/server/idle-collector");
  warmCheckPool();
  startIdleCollector(async () => {
    collectHere();
    await collectWorkerGarbage();
  });
}
