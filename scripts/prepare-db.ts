// Migrates the database and seeds the bank (and demo data on a fresh database).
// Runs before every start, so it must be idempotent and fast.
import path from "node:path";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { getDb, getSqlite } from "@/db/client";
import { seedBank } from "@/db/queries/seed";
import { env } from "@/lib/server/env";

async function main() {
  const db = getDb();
  migrate(db, { migrationsFolder: path.join(process.cwd(), "db/migrations") });
  const bank = seedBank(db);
  let demo = "skipped";
  if (env.seedDemoData) {
    const { seedDemoData } = await import("@/db/queries/demo-seed");
    demo = await seedDemoData(db);
  }
  getSqlite().close();
  console.log(`database ready at ${env.databasePath}: ${bank.skills} skills, ${bank.problems} problems, demo data ${demo}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
