// The command line behind `npm run admin:create` and `npm run teacher:create`: one code path, so
// the two differ only in whether the new account is an admin.
import { parseArgs } from "node:util";
import { closeDb, getDb } from "@/db/client";
import { migrateDb } from "@/db/migrate";
import { clearAccountLockouts } from "@/db/queries/login-attempts";
import { deleteUserSessions } from "@/db/queries/sessions";
import { createTeacher } from "@/db/queries/teachers";
import { findUserByUsername, setPasswordHash } from "@/db/queries/users";
import { hashPassword } from "@/lib/auth/password";
import { describeDatabase } from "@/lib/server/env";
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

  await migrateDb();
  const db = getDb();
  const hash = await hashPassword(password.data);
  const existing = await findUserByUsername(db, username.data);
  if (existing) {
    if (!values.reset) return fail(`user "${existing.username}" already exists (use --reset to set a new password)`);
    if (existing.role !== "teacher") return fail(`user "${existing.username}" is a student; reset student passwords from the class page`);
    // A reset never changes the role: teacher:create --reset on an admin leaves them admin.
    await db.transaction(async (tx) => {
      await setPasswordHash(tx as typeof db, existing.id, hash);
      await deleteUserSessions(tx as typeof db, existing.id);
      await clearAccountLockouts(tx as typeof db, existing.username);
    });
    console.log(`${name}: new password set for teacher "${existing.username}" in ${describeDatabase()}; their sessions ended`);
  } else {
    const user = await createTeacher(db, { username: username.data, displayName: displayName.data, passwordHash: hash, isAdmin });
    if (!user) return fail(`user "${username.data}" already exists`);
    console.log(`${name}: created ${isAdmin ? "teacher/admin" : "teacher"} "${user.username}" (id ${user.id}) in ${describeDatabase()}`);
  }
  await closeDb();
}
