// Transactions on either dialect (npm run test:pg runs this file on PostgreSQL): one body's writes
// land together or not at all, and a query from outside an open transaction is never part of it.
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

await vi.hoisted(async () => (await import("@/lib/test/route-harness")).useTempDatabase("tx"));

const { getDb, closeDb, first, userTransaction } = await import("./client");
const { dialect } = await import("./dialect");
const { migrateDb } = await import("./migrate");
const { skills } = await import("./schema");

beforeAll(async () => {
  await migrateDb();
});
afterAll(async () => {
  await closeDb();
});

const skill = (id: string) => ({ id, name: id, level: "arithmetic" });
const has = async (id: string) => (await first(getDb().select().from(skills).where(eq(skills.id, id)))) !== undefined;

describe("transactions", () => {
  it("commits a body's writes and returns its value", async () => {
    const n = await getDb().transaction(async (tx) => {
      await tx.insert(skills).values(skill("t-commit-a"));
      await tx.insert(skills).values(skill("t-commit-b"));
      return (await tx.select({ n: count() }).from(skills))[0].n;
    });
    expect(n).toBeGreaterThanOrEqual(2);
    expect(await has("t-commit-a")).toBe(true);
    expect(await has("t-commit-b")).toBe(true);
  });

  it("rolls a failed body back whole", async () => {
    await expect(
      getDb().transaction(async (tx) => {
        await tx.insert(skills).values(skill("t-rollback"));
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    expect(await has("t-rollback")).toBe(false);
  });

  it("keeps another request's write out of an open transaction that then rolls back", async () => {
    let inside!: () => void;
    const entered = new Promise<void>((resolve) => (inside = resolve));
    const tx = getDb().transaction(async (t) => {
      await t.insert(skills).values(skill("t-doomed"));
      inside();
      // Let the other request run while this body is open.
      await new Promise((resolve) => setTimeout(resolve, 50));
      throw new Error("rolled back");
    });
    await entered;
    const other = getDb().insert(skills).values(skill("t-bystander"));
    await expect(tx).rejects.toThrow("rolled back");
    await other;
    expect(await has("t-doomed")).toBe(false);
    expect(await has("t-bystander")).toBe(true);
  });

  it("runs transactions one after another, each seeing the last one's write", async () => {
    await getDb().insert(skills).values({ ...skill("t-counter"), sortOrder: 0 });
    const bump = () =>
      getDb().transaction(async (tx) => {
        const row = await first(tx.select().from(skills).where(eq(skills.id, "t-counter")));
        await new Promise((resolve) => setTimeout(resolve, 5));
        await tx.update(skills).set({ sortOrder: row!.sortOrder + 1 }).where(eq(skills.id, "t-counter"));
      });
    await Promise.all(Array.from({ length: 8 }, bump));
    expect((await first(getDb().select().from(skills).where(eq(skills.id, "t-counter"))))!.sortOrder).toBe(8);
  });
});

/** A transaction body that records when it ran and holds until `release` is called. */
function holder(log: string[], name: string) {
  let release!: () => void;
  let started!: () => void;
  const open = new Promise<void>((resolve) => (started = resolve));
  const done = new Promise<void>((resolve) => (release = resolve));
  const body = async (tx: ReturnType<typeof getDb>) => {
    await tx.select().from(skills).limit(1);
    log.push(`${name} in`);
    started();
    await done;
    log.push(`${name} out`);
  };
  return { body, open, release };
}

describe("user-scoped transactions", () => {
  it("commit and roll back like any transaction", async () => {
    await userTransaction(getDb(), 1, async (tx) => {
      await tx.insert(skills).values(skill("t-user-commit"));
    });
    await expect(
      userTransaction(getDb(), 1, async (tx) => {
        await tx.insert(skills).values(skill("t-user-rollback"));
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    expect(await has("t-user-commit")).toBe(true);
    expect(await has("t-user-rollback")).toBe(false);
  });

  // PostgreSQL only: SQLite runs one transaction at a time whatever the scope.
  it.runIf(dialect === "postgres")("run beside another user's, after the same user's, and never beside an unscoped one", async () => {
    const log: string[] = [];
    const a = holder(log, "user1");
    const first1 = userTransaction(getDb(), 1, a.body);
    await a.open;
    // Another user's transaction runs while user 1's is open.
    const b = holder(log, "user2");
    const other = userTransaction(getDb(), 2, b.body);
    await b.open;
    expect(log).toEqual(["user1 in", "user2 in"]);
    // The same user's second one and an unscoped one wait.
    const c = holder(log, "user1-again");
    const again = userTransaction(getDb(), 1, c.body);
    const d = holder(log, "global");
    const global = getDb().transaction(d.body);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(log).toEqual(["user1 in", "user2 in"]);
    a.release();
    b.release();
    c.release();
    d.release();
    await Promise.all([first1, other, again, global]);
    const order = log.filter((l) => l.endsWith(" in"));
    expect(order.slice(0, 2)).toEqual(["user1 in", "user2 in"]);
    // Each of the waiting ones ran alone, after both open ones had ended.
    for (const name of ["user1-again", "global"]) {
      expect(log.indexOf(`${name} in`)).toBeGreaterThan(log.indexOf("user1 out"));
      expect(log.indexOf(`${name} in`)).toBeGreaterThan(log.indexOf("user2 out"));
    }
  });
});
