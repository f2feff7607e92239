// One rule for every new password (issue 31, finding 6): common passwords, patterns and repeats are
// refused with a message that says why; a few unrelated words pass.
import { describe, expect, it } from "vitest";
import { MIN_PASSWORD_SCORE, WEAK_PASSWORD_MESSAGE, newPasswordSchema } from "./password-policy";

const problem = (password: string) => newPasswordSchema.safeParse(password).error?.issues[0]?.message ?? null;

describe("newPasswordSchema", () => {
  it(`refuses guessable passwords (zxcvbn score < ${MIN_PASSWORD_SCORE})`, () => {
    for (const p of ["12345678", "password", "        ", "qwertyui", "abcd1234", "aaaaaaaaaa", "Password1!"]) expect(problem(p), JSON.stringify(p)).toBe(WEAK_PASSWORD_MESSAGE);
  });

  it("accepts a few unrelated words and other strong passwords", () => {
    for (const p of ["violet kettle harbour 42", "correct-horse-9", "quiet lantern 7 orchard", "Tr4m!ne-Kx"]) expect(problem(p), p).toBeNull();
  });

  it("length rules first, and the strength check never runs on an over-long input", () => {
    expect(problem("short")).toMatch(/at least 8 characters/);
    const started = performance.now();
    expect(problem("x".repeat(4000))).toMatch(/at most 72 bytes/);
    expect(newPasswordSchema.safeParse("x".repeat(4000)).error?.issues).toHaveLength(1);
    expect(performance.now() - started).toBeLessThan(200);
  });
});
