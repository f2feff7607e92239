// First-run setup on a fresh database: the first account becomes teacher/admin, then setup closes.
import fs from "node:fs";
import { afterAll, beforeAll, expect, it, vi } from "vitest";

const tmp = await vi.hoisted(async () => (await import("@/lib/test/route-harness")).useTempDatabase("setup"));

vi.mock("next/headers", async () => (await import("@/lib/test/route-harness")).nextHeadersMock(tmp.jar));

const { closeDb, getDb } = await import("@/db/client");
const { migrateDb } = await import("@/db/migrate");
const { findSessionUser } = await import("@/db/queries/sessions");
const { findUserByUsername } = await import("@/db/queries/users");
const { verifyPassword } = await import("@/lib/auth/password");
const { POST } = await import("./route");

const req = (body: unknown) =>
  new Request("http://localhost/api/auth/setup", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

beforeAll(async () => await migrateDb());
afterAll(async () => {
  await closeDb();
  fs.rmSync(tmp.dir, { recursive: true, force: true });
});

it("validates, creates the first teacher/admin, signs them in, then refuses with 409", async () => {
  expect((await POST(req({ username: "ms", password: "long-enough" }), undefined as never)).status).toBe(400);
  expect((await POST(req({ username: "rivera", password: "short" }), undefined as never)).status).toBe(400);

  const ok = await POST(req({ username: "rivera", password: "correct horse", displayName: "Ms. Rivera" }), undefined as never);
  expect(ok.status).toBe(201);
  const user = (await findUserByUsername(getDb(), "rivera"))!;
  expect(user).toMatchObject({ role: "teacher", isAdmin: true, displayName: "Ms. Rivera" });
  expect(user.passwordHash).not.toContain("correct horse");
  expect(await verifyPassword("correct horse", user.passwordHash)).toBe(true);
  expect((await findSessionUser(getDb(), tmp.jar.get("sw_session")!))?.id).toBe(user.id);
  expect(await ok.text()).not.toContain("passwordHash");

  tmp.jar.clear();
  const again = await POST(req({ username: "intruder", password: "long-enough" }), undefined as never);
  expect(again.status).toBe(409);
  expect(await findUserByUsername(getDb(), "intruder")).toBeNull();
  expect(tmp.jar.size).toBe(0);
});
