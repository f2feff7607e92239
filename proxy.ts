import { NextResponse, type NextRequest } from "next/server";
import { contentSecurityPolicy, isHttps, newNonce, securityHeaders } from "@/lib/security/headers";

/**
 * Every page gets the security headers and a per-request CSP nonce (Next.js picks the nonce up
 * from the request's CSP header and stamps its inline scripts with it). HSTS only when the
 * request reached us over https. API answers get theirs from route() (app/_server/api.ts).
 */
export function proxy(request: NextRequest) {
  const https = isHttps(request.nextUrl.href, request.headers.get("x-forwarded-proto"));
  const nonce = newNonce();
  const csp = contentSecurityPolicy(nonce, { dev: process.env.NODE_ENV === "development", https });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("Content-Security-Policy", csp);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", csp);
  for (const [k, v] of Object.entries(securityHeaders({ https }))) response.headers.set(k, v);
  return response;
}

export const config = {
  // Static assets carry no scripts of their own, and API answers are JSON that set their own
  // headers in route(): skipping both keeps the proxy off the hot path (a check is an API call).
  matcher: [{ source: "/((?!api/|_next/static|_next/image|fonts/|icon.svg|favicon.ico).*)" }],
};
