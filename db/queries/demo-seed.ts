import "server-only";
import { sql } from "drizzle-orm";
import { hashPassword } from "@/lib/auth/password";
import type { Db } from "../client";
import { classMembers, classes, users } from "../schema";

export const DEMO = {
  teacher: { username: "teacher", password: "stepwise-teacher", displayName: "Ms. Rivera" },
  students: [
    { username: "ada", displayName: "Ada" },
    { username: "ben", displayName: "Ben" },
    { username: "cleo", displayName: "Cleo" },
    { username: "dev", displayName: "Dev" },
  ],
  studentPassword: "stepwise-student",
  className: "Period 3 — Algebra",
  joinCode: "DEMO-2026",
} as const;

/** Only on an empty database: a real deployment that created its own accounts is never touched. */
export async function seedDemoData(db: Db): Promise<string> {
  const count = db.get<{ n: number }>(sql`select count(*) as n from users`)?.n ?? 0;
  if (count > 0) return "already present";
  const teacherHash = await hashPassword(DEMO.teacher.password);
  const studentHash = await hashPassword(DEMO.studentPassword);
  db.transaction((tx) => {
    const teacher = tx
      .insert(users)
      .values({ username: DEMO.teacher.username, displayName: DEMO.teacher.displayName, role: "teacher", isAdmin: true, passwordHash: teacherHash })
      .returning()
      .get();
    const cls = tx.insert(classes).values({ name: DEMO.className, teacherId: teacher.id, joinCode: DEMO.joinCode }).returning().get();
    for (const s of DEMO.students) {
      const student = tx
        .insert(users)
        .values({ username: s.username, displayName: s.displayName, role: "student", passwordHash: studentHash })
        .returning()
        .get();
      tx.insert(classMembers).values({ classId: cls.id, studentId: student.id }).run();
    }
  });
  return "created";
}
