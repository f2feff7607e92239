// Changing one's own password through the real route and a temp database: the current password is
// checked like a sign-in (under the lockout), the new one under the policy, every other session
// ends and this browser stays signed in with a new one.
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const tmp = await vi.hoisted(async () => (await import("@/lib/test/route-harness")).useTempDatabase("password"));

vi.mock("next/headers", async () => (await import("@/lib/test/route-harness")).nextHeadersMock(tmp.jar));

const { closeDb, getDb } = await import("@/db/client");
const { migrateDb } = await import("@/db/migrate");
const { createSession, findSessionUser } = await import("@/db/queries/sessions");
const { createUser, findUserByUsername } = await import("@/db/queries/users");
const { hashPassword, verifyPassword } = await import("@/lib/auth/password");
const { CLIENT_IP_HEADER } = await import("@/lib/security/client-ip");
const { LOGIN_LOCKOUT } = await import("@/lib/security/limits");
const route = await import("./route");

const db = () => getDb();
const OLD = "otter lantern maple 7";
const NEW = "violet kettle harbour 42";

function change(token: string | null, body: unknown, ip = "10.0.0.9") {
  tmp.jar.clear();
  if (token) tmp.jar.set("sw_session", token);
  return route.POST(
    new Request("http://localhost/api/auth/password", { method: "POST", headers: { "content-type": "application/json", [CLIENT_IP_HEADER]: ip }, body: JSON.stringify(body) }),
    undefined as never,
  );
}

async function account(username: string) {
  const u = await createUser(db(), { username, displayName: username, role: "student", passwordHash: await hashPassword(OLD) });
  return { id: u.id, here: (await createSession(db(), u.id, 3600_000)).token, elsewhere: (await createSession(db(), u.id, 3600_000)).token };
}

beforeAll(async () => await migrateDb());
afterAll(async () => {
  await closeDb();
  fs.rmSync(tmp.dir, { recursive: true, force: true });
});

describe("POST /api/auth/password", () => {
  it("changes the password, ends every other session and keeps this browser signed in", async () => {
    const a = await account("ana");
    const r = await change(a.here, { currentPassword: OLD, newPassword: NEW });
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({ changed: true });
    const hash = (await findUserByUsername(db(), "ana"))!.passwordHash;
    expect(await verifyPassword(NEW, hash)).toBe(true);
    expect(await verifyPassword(OLD, hash)).toBe(false);
    expect(await findSessionUser(db(), a.elsewhere)).toBeNull();
    expect(await findSessionUser(db(), a.here)).toBeNull();
    const fresh = tmp.jar.get("sw_session");
    expect(fresh && (await findSessionUser(db(), fresh))?.username).toBe("ana");
  });

  it("needs a session", async () => {
    expect((await change(null, { currentPassword: OLD, newPassword: NEW })).status).toBe(401);
  });

  it("refuses a wrong current password, and locks like a sign-in after repeated tries", async () => {
    const b = await account("ben");
    const statuses: number[] = [];
    for (let i = 0; i <= LOGIN_LOCKOUT.freeFailures; i++) statuses.push((await change(b.here, { currentPassword: `wrong-${i}`, newPassword: NEW })).status);
    expect(statuses.slice(0, LOGIN_LOCKOUT.freeFailures)).toEqual(Array(LOGIN_LOCKOUT.freeFailures).fill(400));
    expect(statuses.at(-1)).toBe(429);
    // locked: even the right current password waits
    expect((await change(b.here, { currentPassword: OLD, newPassword: NEW })).status).toBe(429);
    expect(await verifyPassword(OLD, (await findUserByUsername(db(), "ben"))!.passwordHash)).toBe(true);
    expect((await findSessionUser(db(), b.elsewhere))?.username).toBe("ben");
  });

  it("holds the new password to the policy and refuses the same password again", async () => {
    const c = await account("cleo");
    for (const newPassword of ["password", "12345678", "short", OLD]) {
      const r = await change(c.here, { currentPassword: OLD, newPassword });
      expect(r.status, newPassword).toBe(400);
    }
    expect(await verifyPassword(OLD, (await findUserByUsername(db(), "cleo"))!.passwordHash)).toBe(true);
  });

  it("answers a malformed body with 400 and changes nothing", async () => {
    const d = await account("dev");
    for (const body of [{}, { currentPassword: OLD }, { currentPassword: OLD, newPassword: NEW, role: "teacher" }]) {
      expect((await change(d.here, body)).status).toBe(400);
    }
    expect(await verifyPassword(OLD, (await findUserByUsername(db(), "dev"))!.passwordHash)).toBe(true);
  });
});
