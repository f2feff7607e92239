// Creates a teacher/admin account from the command line (first install, or a lost password):
//   npx tsx --conditions=react-server scripts/create-admin.ts --username rivera --password 'long secret'
// Options: --display-name "Ms. Rivera"; --reset sets a new password on an existing teacher
// and signs them out everywhere. The password can also come from STEPWISE_ADMIN_PASSWORD,
// so it does not end up in the shell history.
import path from "node:path";
import { parseArgs } from "node:util";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { getDb, getSqlite } from "@/db/client";
import { deleteUserSessions } from "@/db/queries/sessions";
import { createUser, findUserByUsername, setPasswordHash } from "@/db/queries/users";
import { clearAccountLockouts } from "@/db/queries/login-attempts";
import { hashPassword } from "@/lib/auth/password";
import { env } from "@/lib/server/env";
import { displayNameSchema, passwordSchema, usernameSchema } from "@/lib/validation/classes";

function fail(message: string): never {
  console.error(`create-admin: ${message}`);
  process.exit(1);
}

async function main() {
  const { values } = parseArgs({
    options: {
      username: { type: "string" },
      password: { type: "string" },
      "display-name": { type: "string" },
      reset: { type: "boolean", default: false },
      help: { type: "boolean", default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log("usage: create-admin --username NAME --password PASSWORD [--display-name NAME] [--reset]");
    return;
  }
  const username = usernameSchema.safeParse(values.username ?? "");
  if (!username.success) fail(`--username: ${username.error.issues[0]?.message}`);
  const password = passwordSchema.safeParse(values.password ?? process.env.STEPWISE_ADMIN_PASSWORD ?? "");
  if (!password.success) fail(`--password: ${password.error.issues[0]?.message}`);
  const displayName = displayNameSchema.safeParse(values["display-name"] ?? username.data);
  if (!displayName.success) fail(`--display-name: ${displayName.error.issues[0]?.message}`);

  const db = getDb();
  migrate(db, { migrationsFolder: path.join(process.cwd(), "db/migrations") });
  const hash = await hashPassword(password.data);
  const existing = findUserByUsername(db, username.data);
  if (existing) {
    if (!values.reset) fail(`user "${existing.username}" already exists (use --reset to set a new password)`);
    if (existing.role !== "teacher") fail(`user "${existing.username}" is a student; reset student passwords from the class page`);
    db.transaction((tx) => {
      setPasswordHash(tx as typeof db, existing.id, hash);
      deleteUserSessions(tx as typeof db, existing.id);
      clearAccountLockouts(tx as typeof db, existing.username);
    });
    console.log(`create-admin: new password set for teacher "${existing.username}" in ${env.databasePath}; their sessions ended`);
  } else {
    const user = createUser(db, { username: username.data, displayName: displayName.data, role: "teacher", isAdmin: true, passwordHash: hash });
    console.log(`create-admin: created teacher/admin "${user.username}" (id ${user.id}) in ${env.databasePath}`);
  }
  getSqlite().close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
