// The readiness probe a load balancer uses: 200 when this process can take checks, a plain 503
// naming what it waits for when it cannot (issue 33).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";

async function probe(databasePath: string) {
  vi.resetModules();
  vi.stubEnv("DATABASE_PATH", databasePath);
  (globalThis as { __stepwiseDb?: unknown }).__stepwiseDb = undefined;
  const { GET } = await import("./route");
  const res = await GET(new Request("http://localhost/api/ready"), undefined as never);
  return { status: res.status, body: await res.json(), cache: res.headers.get("cache-control") };
}

afterEach(() => {
  vi.unstubAllEnvs();
  (globalThis as { __stepwiseDb?: unknown }).__stepwiseDb = undefined;
});

describe("GET /api/ready", () => {
  it("is ready with a database and a checker that answers", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "stepwise-ready-"));
    const r = await probe(path.join(dir, "ready.db"));
    expect(r).toEqual({ status: 200, body: { ready: true }, cache: "no-store" });
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it("answers 503 naming the database when it cannot be reached", async () => {
    const r = await probe("/dev/null/cannot-be-here.db");
    expect(r.status).toBe(503);
    expect(r.body).toEqual({ ready: false, waitingFor: ["database"] });
  }, 60_000);
});
