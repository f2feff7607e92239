import { NextResponse, type NextRequest } from "next/server";
import { contentSecurityPolicy, newNonce, securityHeaders } from "@/lib/security/headers";

/**
 * Every page and API response gets the security headers and a per-request CSP nonce (Next.js
 * picks the nonce up from the request's CSP header and stamps its inline scripts with it).
 * HSTS only when the request reached us over https (directly or via a proxy that says so).
 */
export function proxy(request: NextRequest) {
  const https = request.nextUrl.protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
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
  // Static assets carry no scripts of their own; skipping them keeps the proxy off the hot path.
  matcher: [{ source: "/((?!_next/static|_next/image|fonts/|icon.svg|favicon.ico).*)" }],
};
