// `npm run demo:lock`: retires the published demo logins of a database that is going into real use.
// The demo accounts that still have the README's passwords get random ones (and are signed out),
// the demo class gets a new join code; accounts, classes and history stay. A production start
// refuses to run while those logins work (scripts/prepare-db.ts), and points here.
import path from "node:path";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { getDb, getSqlite } from "@/db/client";
import { lockDemoCredentials } from "@/db/queries/demo-lock";
import { DEMO } from "@/db/queries/demo-seed";
import { env } from "@/lib/server/env";

async function main() {
  const db = getDb();
  migrate(db, { migrationsFolder: path.join(process.cwd(), "db/migrations") });
  const done = await lockDemoCredentials(db);
  getSqlite().close();
  if (done.accounts.length === 0 && !done.newJoinCode) {
    console.log(`demo:lock: ${env.databasePath} has no live demo logins; nothing to do`);
    return;
  }
  if (done.accounts.length) console.log(`demo:lock: random passwords set (and sessions ended) for ${done.accounts.join(", ")}`);
  if (done.newJoinCode) console.log(`demo:lock: join code ${DEMO.joinCode} retired; the demo class now has ${done.newJoinCode}`);
  if (done.accounts.includes(DEMO.teacher.username)) {
    console.log(`demo:lock: to use the demo teacher account: npm run admin:create -- --username ${DEMO.teacher.username} --reset`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
