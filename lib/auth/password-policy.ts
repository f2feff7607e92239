// The one rule for every password someone sets (first-run setup, admin:create / teacher:create,
// joining a class, a teacher's reset, a password change): long enough, and not guessable. Guessable
// is zxcvbn's estimate (zxcvbn-ts with its common-password and keyboard-pattern lists), so
// `12345678`, `password`, `qwertyui` and eight spaces are refused while a few unrelated words pass.
// Signing in never applies it: old and seeded passwords keep working.
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";
import { z } from "zod";
import { PASSWORD_RULES } from "@/lib/validation/password-rules";

/**
 * zxcvbn's score 0-4; 2 = "somewhat guessable" (about 10^8 guesses): out of reach of an online
 * attacker behind the sign-in limits, and still easy for a 12-year-old to meet with three words.
 */
export const MIN_PASSWORD_SCORE = 2;

export const WEAK_PASSWORD_MESSAGE =
  "this password is too easy to guess (a common password, a keyboard pattern or a repeat); try three or four unrelated words";

// Built on first use: ranking the dictionaries takes ~150 ms, which routes that never set a password should not pay.
let factory: ZxcvbnFactory | null = null;
const strength = (password: string) => (factory ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs })).check(password).score;

export function isStrongEnough(password: string): boolean {
  return strength(password) >= MIN_PASSWORD_SCORE;
}

/** A new password: the length rules, then the strength rule (only for a password of a valid length). */
export const newPasswordSchema = z
  .string()
  // abort: a failed length rule stops here, so zxcvbn never runs on a 4 KB body.
  .min(PASSWORD_RULES.min, { message: `a password needs at least ${PASSWORD_RULES.min} characters`, abort: true })
  .refine((p) => new TextEncoder().encode(p).length <= PASSWORD_RULES.max, { message: `a password can be at most ${PASSWORD_RULES.max} bytes`, abort: true })
  .refine(isStrongEnough, WEAK_PASSWORD_MESSAGE);
