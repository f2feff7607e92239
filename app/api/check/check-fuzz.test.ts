// Property-based fuzzing of POST /api/check through the real route handler, the real checking
// engine and a real temp SQLite database seeded with the bank. Whatever the body, the answer is
// never a 5xx, always JSON, and a 4xx carries an error code and a message a person can read.
// Only the cookie jar of next/headers is replaced (it needs a Next request context).
import fs from "node:fs";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const tmp = await vi.hoisted(async () => {
  // Robustness, not the per-user limits (app/api/check/per-user-limits.test.ts): thousands of checks from one student.
  Object.assign(process.env, { USER_CHECKS_PER_MIN: "100000", USER_CHECKS_PER_DAY: "10000000", USER_STORAGE_KB_PER_DAY: "10000000" });
  return (await import("@/lib/test/route-harness")).useTempDatabase("check-fuzz");
});

vi.mock("next/headers", async () => (await import("@/lib/test/route-harness")).nextHeadersMock(tmp.jar));

const { eq } = await import("drizzle-orm");
const { closeDb, getDb } = await import("@/db/client");
const schema = await import("@/db/schema");
const { migrateDb } = await import("@/db/migrate");
const { seedBank } = await import("@/db/queries/seed");
const { createSession } = await import("@/db/queries/sessions");
const { createUser } = await import("@/db/queries/users");
const { POST } = await import("./route");

const ORIGIN = "http://localhost";
// FUZZ_RUNS=10 npx vitest run app/api/check/check-fuzz.test.ts searches ten times longer.
const runs = (n: number) => n * Math.max(1, Number(process.env.FUZZ_RUNS ?? 1) || 1);
let bankIds: string[] = [];

beforeAll(async () => {
  await migrateDb();
  await seedBank(getDb());
  bankIds = (await getDb().select({ id: schema.problems.id }).from(schema.problems).orderBy(schema.problems.id).limit(40)).map((r) => r.id);
  // A signed-in student: their checks are stored, like a real lesson's.
  const student = await createUser(getDb(), { username: "fuzz-student", displayName: "Fuzz", role: "student", passwordHash: "x" });
  tmp.jar.set("sw_session", (await createSession(getDb(), student.id, 3600_000)).token);
});

afterAll(async () => {
  await closeDb();
  fs.rmSync(tmp.dir, { recursive: true, force: true });
});

function post(body: string | Uint8Array<ArrayBuffer>, contentType: string | null = "application/json"): Promise<Response> {
  const headers: Record<string, string> = { origin: ORIGIN };
  if (contentType !== null) headers["content-type"] = contentType;
  return POST(new Request(`${ORIGIN}/api/check`, { method: "POST", headers, body }), undefined as never);
}

/** The contract every response keeps, whatever was sent. */
async function expectWellFormed(res: Response): Promise<{ status: number; json: Record<string, unknown> }> {
  expect(res.status).toBeGreaterThanOrEqual(200);
  expect(res.status).toBeLessThan(500);
  expect(res.headers.get("content-type") ?? "").toContain("application/json");
  const json = JSON.parse(await res.text()) as Record<string, unknown>;
  if (res.status >= 400) {
    const error = json.error as { code?: unknown; message?: unknown };
    expect(typeof error?.code).toBe("string");
    expect(typeof error?.message).toBe("string");
    expect((error.message as string).length).toBeGreaterThan(5);
  }
  return { status: res.status, json };
}

// Material a student (or an attacker) might paste into a step.
const latexJunk = fc
  .array(
    fc.constantFrom(
      "\\frac{", "}", "{", "\\sqrt[", "]", "^", "_", "\\left(", "\\right)", "\\begin{matrix}", "\\end{cases}", "$$", "$", "\\\\",
      "&", "%", "#", "\\x", "\\", "\\cdot", "\\times", "\\div", "\\pm", "=", "==", "≠", "≤", "−", "×", "÷", "½", "²", "√",
      "x", "y", "2", "0", "-", "+", "*", "/", "(", ")", ".", ",", " ", "\n", "\t", "\u0000", "\u202e", "\ud83d\ude00", "\ud800",
      "1/0", "0/0", "0^0", "10^999", "9^9^9^9", "1e308*10", "100000!", "factorial(99999)", "NaN", "Infinity", "x=x+1",
    ),
    { maxLength: 60 },
  )
  .map((parts) => parts.join(""));

const stepText = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 80 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 60 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 60 }) },
  { weight: 4, arbitrary: latexJunk },
  { weight: 1, arbitrary: fc.integer({ min: 490, max: 520 }).map((n) => "9".repeat(n)) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 3000 }).map((n) => "(".repeat(n) + "1" + ")".repeat(n)) },
);

const oddValue = fc.oneof(
  stepText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(stepText, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), stepText, { maxKeys: 3 }),
);

const problemIdValue = fc.oneof(
  fc.constantFrom(...["lin2-001", "no-such-problem", "", "../../etc/passwd", "x".repeat(101)]),
  fc.string({ maxLength: 120 }),
);

describe("POST /api/check under fuzzing", () => {
  it("arbitrary JSON values: never a 5xx, always JSON, a clear 4xx when invalid", async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 6 }), async (value) => {
        await expectWellFormed(await post(JSON.stringify(value)));
      }),
      { numRuns: runs(500) },
    );
  });

  it("arbitrary bytes and broken JSON: a 4xx JSON error", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ unit: "binary", maxLength: 300 }), fc.uint8Array({ maxLength: 300 })), async (body) => {
        const { status } = await expectWellFormed(await post(typeof body === "string" ? body : Uint8Array.from(body)));
        if (status !== 200) expect(status).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: runs(500) },
    );
  });

  it("check-shaped bodies with odd steps: 200 with one verdict per non-empty step, or a 4xx", async () => {
    const body = fc.record(
      {
        problemId: fc.oneof(problemIdValue, fc.constantFrom(...bankIds)),
        problem: fc.oneof(stepText, fc.string({ minLength: 3990, maxLength: 4010 })),
        steps: fc.oneof(
          { weight: 5, arbitrary: fc.array(stepText, { maxLength: 35 }) },
          { weight: 1, arbitrary: fc.array(oddValue, { maxLength: 8 }) },
          { weight: 1, arbitrary: oddValue },
        ),
        extra: oddValue,
      },
      { requiredKeys: ["steps"] },
    );
    await fc.assert(
      fc.asyncProperty(body, async (value) => {
        const { status, json } = await expectWellFormed(await post(JSON.stringify(value)));
        expect([200, 400, 404, 413, 429]).toContain(status);
        if (status === 200) {
          const sent = (value.steps as string[]).filter((s) => s.trim().length > 0);
          const steps = json.steps as Array<{ index: number; verdict: string }>;
          expect(steps).toHaveLength(sent.length);
          expect(["correct", "incorrect", "unsure"]).toContain(json.outcome);
          expect(json.firstErrorIndex as number).toBeGreaterThanOrEqual(-1);
          expect(json.firstErrorIndex as number).toBeLessThan(sent.length);
          expect(typeof json.submissionId).toBe("number");
        }
      }),
      { numRuns: runs(600) },
    );
  });

  it("real bank problems with fuzzed steps are checked (200), never crash", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...bankIds), fc.array(stepText, { minLength: 1, maxLength: 30 }), async (problemId, steps) => {
        const { status } = await expectWellFormed(await post(JSON.stringify({ problemId, steps })));
        // (U+0000 is dropped from requests: PostgreSQL text cannot hold it)
        const valid = steps.some((s) => s.replaceAll("\u0000", "").trim().length > 0) && steps.every((s) => s.replaceAll("\u0000", "").length <= 500);
        expect(status).toBe(valid ? 200 : 400);
      }),
      { numRuns: runs(400) },
    );
  });

  it("drops U+0000 from what is sent, stored or not (PostgreSQL text cannot hold it: the check answered 500 there)", async () => {
    const res = await expectWellFormed(await post(JSON.stringify({ problemId: bankIds[0], steps: ["x\u0000 = 1"] })));
    expect(res.status).toBe(200);
    const [row] = await getDb()
      .select({ steps: schema.submissions.steps })
      .from(schema.submissions)
      .where(eq(schema.submissions.id, res.json.submissionId as number));
    expect(row?.steps).toEqual(["x = 1"]);
  });

  it("limits: too many steps, too long a step, too big a body, a wrong content type", async () => {
    const tooMany = await expectWellFormed(await post(JSON.stringify({ problemId: bankIds[0], steps: Array(31).fill("x = 1") })));
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.json)).toMatch(/at most 30 steps/);
    const tooLong = await expectWellFormed(await post(JSON.stringify({ problemId: bankIds[0], steps: ["1".repeat(501)] })));
    expect(tooLong.status).toBe(400);
    const huge = await expectWellFormed(await post(JSON.stringify({ problemId: bankIds[0], steps: ["1"], pad: "x".repeat(70_000) })));
    expect(huge.status).toBe(413);
    const form = await expectWellFormed(await post("steps=1", "application/x-www-form-urlencoded"));
    expect(form.status).toBe(415);
    const nested = await expectWellFormed(await post("[".repeat(20_000) + "]".repeat(20_000)));
    expect(nested.status).toBe(400);
  });
});
