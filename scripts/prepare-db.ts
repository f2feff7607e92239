// Migrates the database and seeds the bank (and demo data on a fresh database).
// Runs before every start, so it must be idempotent and fast.
import { closeDb, getDb } from "@/db/client";
import { findLiveDemoCredentials, hasLiveDemoCredentials, type LiveDemoCredentials } from "@/db/queries/demo-lock";
import { migrateDb } from "@/db/migrate";
import { seedBank } from "@/db/queries/seed";
import { describeDatabase, env } from "@/lib/server/env";

function refusal(live: LiveDemoCredentials): string {
  const what = [
    live.accounts.length ? `demo accounts with the README's published passwords (${live.accounts.join(", ")})` : null,
    live.joinCode ? `the demo join code ${live.joinCode}` : null,
  ].filter(Boolean);
  return [
    `Refusing to start in production: ${describeDatabase()} still has ${what.join(" and ")}.`,
    "Anyone who has read the README could sign in as the admin or join the demo class.",
    "Run `npm run demo:lock` (random passwords for the demo accounts, a new join code for the demo class),",
    "or, on a demo server where the published logins are meant to work, set SEED_DEMO_DATA=1.",
  ].join("\n");
}

async function main() {
  // (several replicas may start together on one database: migrateDb waits or retries for that)
  await migrateDb();
  const db = getDb();
  const bank = await seedBank(db);
  let demo = "skipped";
  if (env.seedDemoData) {
    const { seedDemoData } = await import("@/db/queries/demo-seed");
    demo = await seedDemoData(db);
  }
  // A database seeded in development (or before demo data was off by default in production) must
  // not go live with the published logins (issue 31).
  if (env.nodeEnv === "production" && !env.demoBox) {
    const live = await findLiveDemoCredentials(db);
    if (await hasLiveDemoCredentials(live)) {
      await closeDb();
      console.error(refusal(live));
      process.exit(1);
    }
  }
  await closeDb();
  console.log(`database ready at ${describeDatabase()}: ${bank.skills} skills, ${bank.problems} problems, demo data ${demo}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
