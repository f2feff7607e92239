// Accounts and classes on SQLite and (TEST_DATABASE_URL) PostgreSQL: the first admin and new
// teachers are refused once taken, "how many changed" answers come from returning() on both.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

await vi.hoisted(async () => (await import("@/lib/test/route-harness")).useTempDatabase("teachers"));

const { getDb, closeDb } = await import("../client");
const { migrateDb } = await import("../migrate");
const { createFirstAdmin, countUsers, createUser, findUserByUsername } = await import("./users");
const { createTeacher, removeTeacher, transferClass, listTeachers, countOwnedClasses } = await import("./teachers");
const { createClass, addClassMember, removeClassMember, isClassMember, teacherSeesStudentSince, managingTeacherId } = await import("./classes");
const { createTeacherProblem, setProblemArchived } = await import("./authoring");
const { listTeacherClasses, classesSharingOwnWork, teacherSeesOwnWork, setShareOwnWork } = await import("./classes");
const dashboard = await import("./dashboard");
const { createSession, findSessionUser, deleteSession } = await import("./sessions");

beforeAll(async () => {
  await migrateDb();
});
afterAll(async () => {
  await closeDb();
});

describe("accounts", () => {
  it("make one first admin, even when two setups race", async () => {
    const input = { username: "root", displayName: "Root", passwordHash: "x" };
    const [a, b] = await Promise.all([createFirstAdmin(getDb(), input), createFirstAdmin(getDb(), { ...input, username: "root2" })]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    expect(await countUsers(getDb())).toBe(1);
    const admin = (a ?? b)!;
    expect((await findUserByUsername(getDb(), admin.username.toUpperCase()))).toMatchObject({ id: admin.id, role: "teacher", isAdmin: true });
  });

  it("refuse a teacher whose username is taken in any case; sessions find their user", async () => {
    const t = (await createTeacher(getDb(), { username: "Mia", displayName: "Mia", passwordHash: "x", isAdmin: false }))!;
    expect(await createTeacher(getDb(), { username: "mia", displayName: "Other", passwordHash: "x", isAdmin: false })).toBeNull();
    const { token } = await createSession(getDb(), t.id, 60_000);
    expect(await findSessionUser(getDb(), token)).toEqual({ id: t.id, username: "Mia", displayName: "Mia", role: "teacher", isAdmin: false });
    await deleteSession(getDb(), token);
    expect(await findSessionUser(getDb(), token)).toBeNull();
  });

  it("remove a teacher only once their classes are transferred; their problems pass to the heir", async () => {
    const heir = (await createTeacher(getDb(), { username: "heir", displayName: "Heir", passwordHash: "x", isAdmin: true }))!;
    const leaving = (await createTeacher(getDb(), { username: "leaving", displayName: "Leaving", passwordHash: "x", isAdmin: false }))!;
    const cls = await createClass(getDb(), leaving.id, "7B");
    const student = await createUser(getDb(), { username: "kid", displayName: "Kid", role: "student", passwordHash: "x" });
    await addClassMember(getDb(), cls.id, student.id);
    await addClassMember(getDb(), cls.id, student.id); // a second join changes nothing
    expect((await listTeachers(getDb())).find((t) => t.id === leaving.id)?.classes).toEqual([{ id: cls.id, name: "7B", studentCount: 1 }]);
    expect(await managingTeacherId(getDb(), student.id)).toBe(leaving.id);
    expect((await listTeacherClasses(getDb(), leaving.id)).map((c) => [c.name, c.studentCount, c.shareOwnWork])).toEqual([["7B", 1, true]]);
    expect(await dashboard.listTeacherClasses(getDb(), leaving.id)).toEqual([{ id: cls.id, name: "7B", joinCode: cls.joinCode, students: 1 }]);
    expect(await teacherSeesOwnWork(getDb(), leaving.id, student.id)).toBe(true);
    await setShareOwnWork(getDb(), cls.id, false);
    expect(await teacherSeesOwnWork(getDb(), leaving.id, student.id)).toBe(false);
    expect(await classesSharingOwnWork(getDb(), student.id)).toEqual([]);
    expect(await teacherSeesStudentSince(getDb(), leaving.id, student.id)).toBeInstanceOf(Date);
    const p = await createTeacherProblem(getDb(), leaving.id, { title: "T", statement: "S", answer: "1", referenceSteps: ["1"], skills: [], difficulty: 1 });

    expect(await removeTeacher(getDb(), leaving.id, heir.id)).toBe(false);
    expect((await transferClass(getDb(), cls.id, heir.id))?.teacherId).toBe(heir.id);
    expect(await countOwnedClasses(getDb(), leaving.id)).toBe(0);
    expect(await removeTeacher(getDb(), leaving.id, heir.id)).toBe(true);
    expect(await removeTeacher(getDb(), leaving.id, heir.id)).toBe(false);
    expect(await setProblemArchived(getDb(), heir.id, p.id, true)).toBe(true);
    expect(await transferClass(getDb(), 999_999, heir.id)).toBeNull();

    expect(await removeClassMember(getDb(), cls.id, student.id)).toBe(true);
    expect(await removeClassMember(getDb(), cls.id, student.id)).toBe(false);
    expect(await isClassMember(getDb(), cls.id, student.id)).toBe(false);
    expect(await teacherSeesStudentSince(getDb(), heir.id, student.id)).toBeNull();
  });
});
