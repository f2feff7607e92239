import "server-only";
import { NextResponse } from "next/server";
import { z, type ZodType } from "zod";
import { isDatabaseUnavailable } from "@/db/errors";
import { AppError } from "@/lib/server/app-error";
import { API_CONTENT_SECURITY_POLICY, isHttps, securityHeaders } from "@/lib/security/headers";
import { env } from "@/lib/server/env";

export const DEFAULT_BODY_LIMIT = 64 * 1024;
/** Retry-After on a 503 for a database that did not answer: a restart or failover takes seconds. */
export const DB_RETRY_AFTER_S = 2;

type Handler<C> = (req: Request, ctx: C) => Promise<Response>;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF guard for every state-changing request (SameSite=Lax alone lets some cross-site requests
 * through). Browsers send Sec-Fetch-Site and/or Origin on every non-GET fetch or form post, so a
 * cross-site page cannot hide them; clients that send neither (curl, scripts, the tests' request
 * context) are not browsers and carry no ambient cookie of a victim, so they pass.
 */
export function assertSameOrigin(req: Request, trustProxy = env.trustProxy): void {
  if (SAFE_METHODS.has(req.method.toUpperCase())) return;
  const site = req.headers.get("sec-fetch-site");
  if (site !== null && site !== "same-origin" && site !== "none") throw crossSite();
  const origin = req.headers.get("origin");
  if (origin === null) return;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw crossSite(); // "null" (sandboxed frames, file://) and garbage
  }
  // Behind a reverse proxy Host may be rewritten; the proxy forwards the public one. Without a
  // trusted proxy X-Forwarded-Host is whatever the client wrote, so it names no allowed origin.
  const forwarded = trustProxy ? req.headers.get("x-forwarded-host") : null;
  const hosts = [forwarded, req.headers.get("host"), safeHost(req.url)].map((h) => h?.trim().toLowerCase());
  if (!hosts.includes(originHost)) throw crossSite();
}

const crossSite = () => new AppError("FORBIDDEN", "Cross-site requests are not allowed.");

function safeHost(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/**
 * Wraps a route handler: CSRF check, then every failure becomes a JSON error with the right status;
 * nothing crashes the server. Every API answer is private to its user (progress, attempts, class
 * lists), so none may be kept by a browser or proxy cache on a shared school computer; and every
 * one carries the security headers (proxy.ts leaves /api to this).
 */
export function route<C>(handler: Handler<C>): Handler<C> {
  return async (req, ctx) => {
    let res: Response;
    try {
      assertSameOrigin(req);
      res = await handler(req, ctx);
    } catch (err) {
      res = errorResponse(err);
    }
    return withApiHeaders(res, apiHeaders(req));
  };
}

const apiHeadersFor = (https: boolean): Record<string, string> => ({
  ...securityHeaders({ https }),
  "Content-Security-Policy": API_CONTENT_SECURITY_POLICY,
  "Cache-Control": "no-store",
});
// Built once: every API answer carries one of the two (a check is on the hot path).
const API_HEADERS = { plain: apiHeadersFor(false), https: apiHeadersFor(true) };

function apiHeaders(req: Request): Record<string, string> {
  return isHttps(req.url, req.headers.get("x-forwarded-proto")) ? API_HEADERS.https : API_HEADERS.plain;
}

function withApiHeaders(res: Response, headers: Record<string, string>): Response {
  const set = (r: Response) => {
    for (const [k, v] of Object.entries(headers)) r.headers.set(k, v);
    return r;
  };
  try {
    return set(res);
  } catch {
    // Response.redirect() and fetched responses have immutable headers: copy into a new one.
    return set(new Response(res.body, res));
  }
}

export function errorResponse(err: unknown): Response {
  if (err instanceof AppError) {
    const retry = (err.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
    return NextResponse.json(
      { error: { code: err.code, message: err.message, ...(err.details ? { details: err.details } : {}) } },
      { status: err.status, headers: typeof retry === "number" ? { "Retry-After": String(retry) } : undefined },
    );
  }
  if (isDatabaseUnavailable(err)) {
    // Not acknowledged, so nothing is lost: the client tries again (issue 33).
    console.error("database unavailable:", (err as Error).message);
    return NextResponse.json(
      { error: { code: "UNAVAILABLE", message: "The database is not answering; please try again in a moment." } },
      { status: 503, headers: { "Retry-After": String(DB_RETRY_AFTER_S) } },
    );
  }
  console.error("unhandled error in route", err);
  return NextResponse.json({ error: { code: "INTERNAL", message: "Something went wrong on our side." } }, { status: 500 });
}

/** Reads at most `limit` bytes of the body (streamed, so a huge body is refused without buffering it). */
export async function readBody(req: Request, limit = DEFAULT_BODY_LIMIT): Promise<string> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > limit) throw new AppError("PAYLOAD_TOO_LARGE", `Request body is larger than ${limit} bytes.`);
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new AppError("PAYLOAD_TOO_LARGE", `Request body is larger than ${limit} bytes.`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * Exactly `application/json`, optionally with a charset parameter: a substring test would accept
 * `text/plain; x=application/json`, which a cross-site form or no-cors fetch can send without a
 * CORS preflight.
 */
export function isJsonContentType(value: string | null): boolean {
  if (value === null) return false;
  const [type, ...params] = value.split(";").map((p) => p.trim().toLowerCase());
  if (type !== "application/json") return false;
  return params.every((p) => /^charset="?utf-8"?$/.test(p));
}

export async function parseJson<T>(req: Request, schema: ZodType<T>, limit = DEFAULT_BODY_LIMIT): Promise<T> {
  const type = req.headers.get("content-type");
  const unsupported = () => new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the request body as application/json.");
  if (type !== null && !isJsonContentType(type)) throw unsupported();
  const text = await readBody(req, limit);
  // An untyped body is refused too (a Blob sent cross-site has no type); an empty one is just bad JSON.
  if (type === null && text.length > 0) throw unsupported();
  let data: unknown;
  try {
    data = JSON.parse(text, withoutNul);
  } catch {
    throw new AppError("BAD_REQUEST", "The request body is not valid JSON.");
  }
  return parseWith(schema, data);
}

/**
 * U+0000 is dropped from every string a request sends: PostgreSQL text cannot hold it (the insert
 * failed, 500), SQLite stored it; removed on both, the two store the same. It means nothing in a
 * step, a name or a password, and a client that sends one is broken or probing.
 */
function withoutNul(_key: string, value: unknown): unknown {
  return typeof value === "string" && value.includes("\u0000") ? value.replaceAll("\u0000", "") : value;
}

export function parseWith<T>(schema: ZodType<T>, data: unknown): T {
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new AppError("BAD_REQUEST", describeIssues(result.error), {
      issues: result.error.issues.slice(0, 10).map((i) => ({ path: i.path.join("."), message: i.message })),
    });
  }
  return result.data;
}

export function parseSearchParams<T>(req: Request, schema: ZodType<T>): T {
  const params = Object.fromEntries([...new URL(req.url).searchParams.entries()].map(([k, v]) => [k, v.replaceAll("\u0000", "")]));
  return parseWith(schema, params);
}

function describeIssues(error: z.ZodError): string {
  const first = error.issues[0];
  if (!first) return "Invalid request.";
  const where = first.path.length ? `${first.path.join(".")}: ` : "";
  return `Invalid request: ${where}${first.message}`;
}
