import { z } from "zod";

export const LOGIN_LIMITS = {
  usernameMax: 40,
  passwordMax: 200,
  nextMax: 500,
  bodyBytes: 4 * 1024,
} as const;

export const loginRequestSchema = z
  .object({
    username: z.string().trim().min(1, "enter your username").max(LOGIN_LIMITS.usernameMax, "that username is too long"),
    // Passwords are never trimmed: spaces can be part of them.
    password: z.string().min(1, "enter your password").max(LOGIN_LIMITS.passwordMax, "that password is too long"),
    next: z.string().max(LOGIN_LIMITS.nextMax).optional(),
  })
  .strict();
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * A signed-in user changing their own password: the current one (checked like a sign-in) and a
 * new one under the password policy. The policy's schema is passed in, so client code can share
 * this file without loading the strength checker's dictionaries.
 */
export function changePasswordSchema(newPassword: z.ZodType<string>) {
  return z
    .object({
      currentPassword: z.string().min(1, "enter your current password").max(LOGIN_LIMITS.passwordMax, "that password is too long"),
      newPassword,
    })
    .strict()
    .refine((b) => b.newPassword !== b.currentPassword, { message: "the new password is the same as the current one", path: ["newPassword"] });
}

const LOCAL_ORIGIN = "http://stepwise.invalid";

/**
 * Returns `next` as a normalised same-origin path we may send the user to, else null.
 * The check runs on the NORMALISED path, the one we return: "/.//evil.example",
 * "/a/..//evil.example" and "/%2e//evil.example" all normalise to "//evil.example", which a
 * browser reads as another host. The result must be a fixpoint (resolving it again gives the
 * same local path). Control characters, backslashes and API routes are refused outright.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || next.length > LOGIN_LIMITS.nextMax) return null;
  if (!next.startsWith("/")) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return null;
  const local = toLocalPath(next);
  if (local === null || toLocalPath(local) !== local) return null;
  if (local.startsWith("//") || local.startsWith("/\\")) return null;
  const { pathname } = new URL(local, LOCAL_ORIGIN);
  if (pathname === "/login" || pathname.startsWith("/api/")) return null;
  return local;
}

function toLocalPath(raw: string): string | null {
  try {
    const url = new URL(raw, LOCAL_ORIGIN);
    return url.origin === LOCAL_ORIGIN ? url.pathname + url.search + url.hash : null;
  } catch {
    return null;
  }
}

/** Where a user lands after signing in when no (usable) `next` was given. */
export function homeFor(role: "student" | "teacher"): string {
  return role === "teacher" ? "/teacher" : "/home";
}
