// A PostgreSQL server that cannot be reached (down, restarting, failing over) is an answer the
// client can act on: 503 with Retry-After and a JSON error, never a 500 and never a crash (issue 33).
// Runs without any PostgreSQL: the URL points at a port where nothing listens.
import { afterAll, describe, expect, it, vi } from "vitest";

const tmp = await vi.hoisted(async () => {
  const t = (await import("@/lib/test/route-harness")).useTempDatabase("db-down");
  // Port 9 (discard) on loopback: connection refused at once, on any machine.
  process.env.DATABASE_URL = "postgres://stepwise@127.0.0.1:9/stepwise";
  return t;
});

vi.mock("next/headers", async () => (await import("@/lib/test/route-harness")).nextHeadersMock(tmp.jar));

const { closeDb } = await import("@/db/client");
const { DB_RETRY_AFTER_S } = await import("@/app/_server/api");
const login = await import("./auth/login/route");
const problems = await import("./problems/route");
const ready = await import("./ready/route");

afterAll(async () => {
  await closeDb();
});

describe("the database is unreachable", () => {
  it("answers a sign-in 503 with Retry-After, not 500", async () => {
    const res = await login.POST(
      new Request("http://localhost/api/auth/login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: "ada", password: "right-password-1" }),
      }),
      undefined as never,
    );
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe(String(DB_RETRY_AFTER_S));
    expect((await res.json()).error.code).toBe("UNAVAILABLE");
  });

  it("answers a read 503 too, and keeps answering (the pool reconnects on the next request)", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await problems.GET(new Request("http://localhost/api/problems"), undefined as never);
      expect(res.status).toBe(503);
    }
  });

  it("reports not ready to a load balancer", async () => {
    const res = await ready.GET(new Request("http://localhost/api/ready"), undefined as never);
    expect(res.status).toBe(503);
  });
});
