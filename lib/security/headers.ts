// Response security headers, built here (no Next.js imports) so tests can check them directly;
// proxy.ts applies them to every page, route() in app/_server/api.ts to every API answer.

/** Two years, the HSTS preload minimum; only ever sent on https (on plain http it is ignored and wrong). */
export const HSTS_MAX_AGE_S = 63_072_000;

/**
 * Nonce-based CSP as Next.js documents it: Next reads the nonce from the request's CSP header and
 * puts it on its own inline and chunk scripts; 'strict-dynamic' lets those load the rest.
 * Styles keep 'unsafe-inline' because KaTeX and React set style attributes (a nonce in
 * style-src would make browsers ignore 'unsafe-inline' and break the maths rendering).
 */
export function contentSecurityPolicy(nonce: string, opts: { dev: boolean; https: boolean }): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${opts.dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    // Upgrading on a plain-http school LAN would break every asset, so only behind https.
    ...(opts.https ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

/**
 * An API answer is JSON that no browser should run, style or frame: nothing may load from it.
 * It needs no nonce, so API routes are kept out of proxy.ts (issue 33: the proxy cost the event
 * loop about 0.4 ms a check) and set this themselves.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Whether the request reached us over https, directly or via a proxy that says so (serve.mjs drops the header unless TRUST_PROXY). */
export function isHttps(url: string, forwardedProto: string | null): boolean {
  return url.startsWith("https:") || forwardedProto === "https";
}

export function securityHeaders(opts: { https: boolean }): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "same-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    ...(opts.https ? { "Strict-Transport-Security": `max-age=${HSTS_MAX_AGE_S}; includeSubDomains` } : {}),
  };
}

/** A fresh 128-bit nonce, base64. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Buffer.from(bytes).toString("base64");
}
