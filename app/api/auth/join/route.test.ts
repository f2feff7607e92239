// POST /api/auth/join through the real handler and a temp database (PostgreSQL too with
// TEST_DATABASE_URL). The account is made in a transaction; once transactions became async the
// handler took the pending transaction for the new user, so a join answered 500 after storing it.
import fs from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const tmp = await vi.hoisted(async () => (await import("@/lib/test/route-harness")).useTempDatabase("join"));

vi.mock("next/headers", async () => (await import("@/lib/test/route-harness")).nextHeadersMock(tmp.jar));

const { closeDb, getDb } = await import("@/db/client");
const { migrateDb } = await import("@/db/migrate");
const schema = await import("@/db/schema");
const { createClass, isClassMember } = await import("@/db/queries/classes");
const { findSessionUser } = await import("@/db/queries/sessions");
const { createUser, findUserByUsername } = await import("@/db/queries/users");
const { verifyPassword } = await import("@/lib/auth/password");
const { limiters } = await import("@/app/_server/rate-limits");
const { CLIENT_IP_HEADER } = await import("@/lib/security/client-ip");
const { POST } = await import("./route");

const PASSWORD = "purple kettle marches";
let cls = { id: 0, joinCode: "" };

const join = async (body: Record<string, unknown>) => {
  const r = await POST(
    new Request("http://localhost/api/auth/join", {
      method: "POST",
      headers: { "content-type": "application/json", [CLIENT_IP_HEADER]: "10.20.0.1" },
      body: JSON.stringify(body),
    }),
    undefined as never,
  );
  return { status: r.status, body: (await r.json()) as { user?: { id: number; username: string; role: string }; class?: { id: number } } };
};

beforeAll(async () => {
  await migrateDb();
  const teacher = await createUser(getDb(), { username: "ms-rivera", displayName: "Ms. Rivera", role: "teacher", passwordHash: "x" });
  cls = await createClass(getDb(), teacher.id, "Period 1");
});
afterAll(async () => {
  await limiters.accounts.reset();
  await limiters.takenUsernames.reset();
  await closeDb();
  fs.rmSync(tmp.dir, { recursive: true, force: true });
});

describe("POST /api/auth/join", () => {
  it("creates the student, stores them in the class and signs them in", async () => {
    tmp.jar.clear();
    const r = await join({ code: cls.joinCode, username: "nia", password: PASSWORD, displayName: "Nia" });
    expect(r.status).toBe(201);
    const stored = await findUserByUsername(getDb(), "nia");
    expect(stored).toMatchObject({ role: "student", displayName: "Nia" });
    expect(await verifyPassword(PASSWORD, stored!.passwordHash)).toBe(true);
    expect(r.body.user).toEqual({ id: stored!.id, username: "nia", displayName: "Nia", role: "student" });
    expect(r.body.class?.id).toBe(cls.id);
    expect(await isClassMember(getDb(), cls.id, stored!.id)).toBe(true);
    expect((await findSessionUser(getDb(), tmp.jar.get("sw_session")!))?.id).toBe(stored!.id);
  });

  it("refuses a taken username and stores nothing more", async () => {
    tmp.jar.clear();
    const before = await getDb().select({ id: schema.users.id }).from(schema.users);
    const r = await join({ code: cls.joinCode, username: "nia", password: PASSWORD });
    expect(r.status).toBe(409);
    expect(await getDb().select({ id: schema.users.id }).from(schema.users)).toEqual(before);
  });

  it("a signed-in student joins with the code alone", async () => {
    tmp.jar.clear();
    const other = await createClass(getDb(), (await findUserByUsername(getDb(), "ms-rivera"))!.id, "Period 2");
    await join({ code: cls.joinCode, username: "omar", password: PASSWORD });
    const omar = (await findUserByUsername(getDb(), "omar"))!;
    const r = await join({ code: other.joinCode });
    expect(r.status).toBe(200);
    expect(await isClassMember(getDb(), other.id, omar.id)).toBe(true);
    const members = await getDb().select().from(schema.classMembers).where(eq(schema.classMembers.studentId, omar.id));
    expect(members.map((m) => m.classId).sort()).toEqual([cls.id, other.id].sort());
  });
});
