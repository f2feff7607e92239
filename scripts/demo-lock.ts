// `npm run demo:lock`: retires the published demo logins of a database that is going into real use.
// The demo accounts that still have the README's passwords get random ones (and are signed out),
// the demo class gets a new join code; accounts, classes and history stay. A production start
// refuses to run while those logins work (scripts/prepare-db.ts), and points here.
import { closeDb, getDb } from "@/db/client";
import { migrateDb } from "@/db/migrate";
import { lockDemoCredentials } from "@/db/queries/demo-lock";
import { DEMO } from "@/db/queries/demo-seed";
import { describeDatabase } from "@/lib/server/env";

async function main() {
  await migrateDb();
  const db = getDb();
  const done = await lockDemoCredentials(db);
  await closeDb();
  if (done.accounts.length === 0 && !done.newJoinCode) {
    console.log(`demo:lock: ${describeDatabase()} has no live demo logins; nothing to do`);
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
