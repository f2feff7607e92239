// Migrates the database and seeds the bank (and demo data on a fresh database).
// Runs before every start, so it must be idempotent and fast.
import path from "node:path";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { getDb, getSqlite } from "@/db/client";
import { findLiveDemoCredentials, hasLiveDemoCredentials, type LiveDemoCredentials } from "@/db/queries/demo-lock";
import { seedBank } from "@/db/queries/seed";
import { env } from "@/lib/server/env";

function refusal(live: LiveDemoCredentials): string {
  const what = [
    live.accounts.length ? `demo accounts with the README's published passwords (${live.accounts.join(", ")})` : null,
    live.joinCode ? `the demo join code ${live.joinCode}` : null,
  ].filter(Boolean);
  return [
    `Refusing to start in production: ${env.databasePath} still has ${what.join(" and ")}.`,
    "Anyone who has read the README could sign in as the admin or join the demo class.",
    "Run `npm run demo:lock` (random passwords for the demo accounts, a new join code for the demo class),",
    "or, on a demo server where the published logins are meant to work, set SEED_DEMO_DATA=1.",
  ].join("\n");
}

// Replicas may start together on one database. drizzle's migrator reads which migrations are
// applied before it takes the write lock, so the loser of a race fails on a table the winner just
// made (its transaction rolls back whole); tried again, it finds them applied.
const MIGRATE_ATTEMPTS = 3;
const MIGRATE_RETRY_MS = 250;

function migrateOnce(db: ReturnType<typeof getDb>): void {
  for (let attempt = 1; ; attempt++) {
    try {
      migrate(db, { migrationsFolder: path.join(process.cwd(), "db/migrations") });
      return;
    } catch (err) {
      if (attempt >= MIGRATE_ATTEMPTS) throw err;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, MIGRATE_RETRY_MS);
    }
  }
}

async function main() {
  const db = getDb();
  migrateOnce(db);
  const bank = seedBank(db);
  let demo = "skipped";
  if (env.seedDemoData) {
    const { seedDemoData } = await import("@/db/queries/demo-seed");
    demo = await seedDemoData(db);
  }
  // A database seeded in development (or before demo data was off by default in production) must
  // not go live with the published logins (issue 31).
  if (env.nodeEnv === "production" && !env.demoBox) {
    const live = await findLiveDemoCredentials(db);
    if (hasLiveDemoCredentials(live)) {
      getSqlite().close();
      console.error(refusal(live));
      process.exit(1);
    }
  }
  getSqlite().close();
  console.log(`database ready at ${env.databasePath}: ${bank.skills} skills, ${bank.problems} problems, demo data ${demo}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
