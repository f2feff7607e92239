// A cheap per-session token bucket in front of Next for the expensive POSTs (checks, hints).
// Why: the app's own per-user limit (USER_CHECKS_PER_MIN) answers 429, but only after Next has
// routed the request, read the session from the database and parsed the body: ~3 ms of the one
// event loop each. A student flooding on 60 connections sent 280 requests a second and, although
// all but 26 were refused, kept the loop 83 % busy and moved other students' check p95 from 36 to
// 412 ms (bench:load --fairness). Refused here, a request costs microseconds.
// The bucket is deliberately looser than the app's limit (EDGE_HEADROOM × it, with a burst), so a
// real student never meets it; the app's limit stays the one that students see in normal use.
// Keyed by the session cookie only: anonymous requests go on to the app, whose per-address limits
// must not be applied here to a whole school behind one NAT address.

export const EDGE_PATHS = new Set(["/api/check", "/api/hint"]);
export const EDGE_HEADROOM = 2;
// Above HINTS_PER_MIN's default (60) too; checks and hints have a bucket each.
export const EDGE_MIN_PER_MIN = 120;
// A full minute of the default app limit at once, so the edge never refuses what the app would take.
export const EDGE_BURST = 60;
export const EDGE_MAX_KEYS = 50_000;
// Refusals are answered after this delay: a flooding client that waits for each answer (as HTTP/1.1
// on keep-alive does) then sends one request per connection per second instead of thousands, and
// parsing those was still 30 % of the event loop with an immediate answer (bench:load --fairness).
export const EDGE_TARPIT_MS = 1000;
// A session the app itself refused (429: its per-user limit, its storage budget) is refused here until
// the app's Retry-After has passed, at most this long: the app's own decision, so no student is refused
// here whom the app would have taken, and a flood past the app's limit costs the event loop nothing
// more (bench:load --fairness: the refused requests still reached Next at twice the app's rate).
export const EDGE_LEARNED_BLOCK_MAX_MS = 60_000;
const SESSION_COOKIE = "sw_session";

function sessionOf(cookieHeader) {
  if (typeof cookieHeader !== "string") return null;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE) return part.slice(eq + 1).trim() || null;
  }
  return null;
}

/**
 * @param {{ perMinute?: number, burst?: number, maxKeys?: number, now?: () => number }} [opts]
 * @returns {(req: { method?: string, url?: string, headers: Record<string, unknown> }) => number}
 *   0 to let the request through, else the seconds to wait.
 */
export function createEdgeLimiter(opts = {}) {
  const perMinute = opts.perMinute ?? EDGE_MIN_PER_MIN;
  const burst = opts.burst ?? EDGE_BURST;
  const maxKeys = opts.maxKeys ?? EDGE_MAX_KEYS;
  const now = opts.now ?? Date.now;
  const perMs = perMinute / 60_000;
  /** @type {Map<string, { tokens: number, at: number }>} */
  const buckets = new Map();

  function prune(t) {
    // Full, unblocked buckets carry no state worth keeping; drop them first, then the oldest.
    for (const [k, b] of buckets) if (b.blockedUntil <= t && b.tokens + (t - b.at) * perMs >= burst) buckets.delete(k);
    // Then the least recently used, blocked ones last (memory stays bounded even if all are blocked).
    for (const [k, b] of buckets) {
      if (buckets.size < maxKeys) return;
      if (b.blockedUntil <= t) buckets.delete(k);
    }
    while (buckets.size >= maxKeys) buckets.delete(buckets.keys().next().value);
  }

  /** The bucket of a limited request (POST to an edge path with a session), refreshed to now; null for others. */
  function bucketOf(req, t) {
    if (req.method !== "POST") return null;
    const path = (req.url ?? "").split("?")[0];
    if (!EDGE_PATHS.has(path)) return null;
    const session = sessionOf(req.headers.cookie);
    if (!session) return null;
    const key = `${path} ${session}`;
    let b = buckets.get(key);
    if (!b) {
      if (buckets.size >= maxKeys) prune(t);
      b = { tokens: burst, at: t, blockedUntil: 0 };
    }
    b.tokens = Math.min(burst, b.tokens + (t - b.at) * perMs);
    b.at = t;
    buckets.delete(key);
    buckets.set(key, b); // most recently used last, so pruning drops the idle ones first
    return b;
  }

  function limit(req) {
    const t = now();
    const b = bucketOf(req, t);
    if (!b) return 0;
    if (b.blockedUntil > t) return Math.max(1, Math.ceil((b.blockedUntil - t) / 1000));
    if (b.tokens >= 1) {
      b.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - b.tokens) / perMs / 1000));
  }

  /** The app answered `req` with 429 and Retry-After `seconds`: refuse that session's path here until then. */
  limit.refusedByApp = (req, seconds) => {
    const t = now();
    const b = bucketOf(req, t);
    const wait = Number(seconds);
    if (!b || !Number.isFinite(wait) || wait <= 0) return;
    b.blockedUntil = Math.max(b.blockedUntil, t + Math.min(wait * 1000, EDGE_LEARNED_BLOCK_MAX_MS));
  };
  return limit;
}

/** The edge rate for the app's per-user check limit: never below the app's own. */
export function edgePerMinute(userChecksPerMin) {
  const n = Number(userChecksPerMin);
  return Math.max(EDGE_MIN_PER_MIN, Number.isFinite(n) && n > 0 ? n * EDGE_HEADROOM : 0);
}
