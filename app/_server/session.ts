import "server-only";
import { cookies, headers } from "next/headers";
import { getDb } from "@/db/client";
import { createSession, deleteSession, findSessionUser, type SessionUser } from "@/db/queries/sessions";
import { env } from "@/lib/server/env";

export const SESSION_COOKIE = "sw_session";

async function isHttps(): Promise<boolean> {
  if (env.cookieSecure === "always") return true;
  if (env.cookieSecure === "never") return false;
  const h = await headers();
  return h.get("x-forwarded-proto") === "https";
}

/**
 * Signs `userId` in on this browser. A session the browser already had (another user's on a shared
 * computer, or the same user's) ends on the server too, not just in the cookie jar: a copy of the
 * old cookie must not stay valid after someone else signed in over it.
 */
export async function startSession(userId: number) {
  const jar = await cookies();
  const previous = jar.get(SESSION_COOKIE)?.value;
  if (previous && previous.length <= 200) await deleteSession(getDb(), previous);
  const { token, expiresAt } = await createSession(getDb(), userId, env.sessionTtlMs);
  jar.set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure: await isHttps(),
    path: "/",
    expires: expiresAt,
  });
}

export async function endSession() {
  const jar = await cookies();
  const token = jar.get(SESSION_COOKIE)?.value;
  if (token) await deleteSession(getDb(), token);
  jar.delete(SESSION_COOKIE);
}

export async function getCurrentUser(): Promise<SessionUser | null> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!token || token.length > 200) return null;
  return await findSessionUser(getDb(), token);
}
