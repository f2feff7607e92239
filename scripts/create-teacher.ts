// Creates a teacher account (not an admin: their powers end at their own classes) from the
// command line; the admin page /teacher/admin does the same in the browser:
//   npx tsx --conditions=react-server scripts/create-teacher.ts --username lee --password 'long secret'
// Options as for create-admin: --display-name, --reset, STEPWISE_ADMIN_PASSWORD.
import { runTeacherAccountCli } from "./teacher-account";

runTeacherAccountCli({ name: "create-teacher", isAdmin: false });
