// Creates a teacher/admin account from the command line (first install, or a lost password):
//   npx tsx --conditions=react-server scripts/create-admin.ts --username rivera --password 'long secret'
// Options: --display-name "Ms. Rivera"; --reset sets a new password on an existing teacher
// and signs them out everywhere. The password can also come from STEPWISE_ADMIN_PASSWORD,
// so it does not end up in the shell history. Ordinary teachers: scripts/create-teacher.ts.
import { runTeacherAccountCli } from "./teacher-account";

runTeacherAccountCli({ name: "create-admin", isAdmin: true });
