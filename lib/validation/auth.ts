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
 * Returns `next` when it is a same-origin relative path we may send the user to, else null.
 * Rejects absolute and protocol-relative URLs ("//evil.example", "/\\evil.example"), control
 * characters, and API routes (a redirect there would only show JSON).
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || next.length > LOGIN_LIMITS.nextMax) return null;
  if (!next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return null;
  let url: URL;
  try {
    url = new URL(next, "http://stepwise.invalid");
  } catch {
    return null;
  }
  if (url.origin !== "http://stepwise.invalid") return null;
  if (url.pathname === "/login" || url.pathname.startsWith("/api/")) return null;
  return url.pathname + url.search + url.hash;
}

/** Where a user lands after signing in when no (usable) `next` was given. */
export function homeFor(role: "student" | "teacher"): string {
  return role === "teacher" ? "/teacher" : "/problems";
}
