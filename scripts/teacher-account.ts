// The command line behind `npm run admin:create` and `npm run teacher:create`: one code path, so
// the two differ only in whether the new account is an admin.
import path from "node:path";
import { parseArgs } from "node:util";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { getDb, getSqlite } from "@/db/client";
import { clearAccountLockouts } from "@/db/queries/login-attempts";
import { deleteUserSessions } from "@/db/queries/sessions";
import { createTeacher } from "@/db/queries/teachers";
import { findUserByUsername, setPasswordHash } from "@/db/queries/users";
import { hashPassword } from "@/lib/auth/password";
import { env } from "@/lib/server/env";
import { newPasswordSchema } from "@/lib/auth/password-policy";
import { displayNameSchema, usernameSchema } from "@/lib/validation/classes";

export interface TeacherAccountCli {
  /** Prefix of every message, e.g. "create-admin". */
  name: string;
  isAdmin: boolean;
}

export function runTeacherAccountCli(cli: TeacherAccountCli): void {
  main(cli).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}

async function main({ name, isAdmin }: TeacherAccountCli) {
  const fail = (message: string): never => {
    console.error(`${name}: ${message}`);
    process.exit(1);
  };
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
    console.log(`usage: ${name} --username NAME --password PASSWORD [--display-name NAME] [--reset]`);
    return;
  }
  const username = usernameSchema.safeParse(values.username ?? "");
  if (!username.success) return fail(`--username: ${username.error.issues[0]?.message}`);
  const password = newPasswordSchema.safeParse(values.password ?? process.env.STEPWISE_ADMIN_PASSWORD ?? "");
  if (!password.success) return fail(`--password: ${password.error.issues[0]?.message}`);
  const displayName = displayNameSchema.safeParse(values["display-name"] ?? username.data);
  if (!displayName.success) return fail(`--display-name: ${displayName.error.issues[0]?.message}`);

  const db = getDb();
  migrate(db, { migrationsFolder: path.join(process.cwd(), "db/migrations") });
  const hash = await hashPassword(password.data);
  const existing = findUserByUsername(db, username.data);
  if (existing) {
    if (!values.reset) return fail(`user "${existing.username}" already exists (use --reset to set a new password)`);
    if (existing.role !== "teacher") return fail(`user "${existing.username}" is a student; reset student passwords from the class page`);
    // A reset never changes the role: teacher:create --reset on an admin leaves them admin.
    db.transaction((tx) => {
      setPasswordHash(tx as typeof db, existing.id, hash);
      deleteUserSessions(tx as typeof db, existing.id);
      clearAccountLockouts(tx as typeof db, existing.username);
    });
    console.log(`${name}: new password set for teacher "${existing.username}" in ${env.databasePath}; their sessions ended`);
  } else {
    const user = createTeacher(db, { username: username.data, displayName: displayName.data, passwordHash: hash, isAdmin });
    if (!user) return fail(`user "${username.data}" already exists`);
    console.log(`${name}: created ${isAdmin ? "teacher/admin" : "teacher"} "${user.username}" (id ${user.id}) in ${env.databasePath}`);
  }
  getSqlite().close();
}
