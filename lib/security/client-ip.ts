// Which client sent a request, for per-client rate limits and lockouts.
//
// `npm start` serves through scripts/serve.mjs, which overwrites CLIENT_IP_HEADER with the TCP
// peer address (or, with TRUST_PROXY=1, the address the reverse proxy appended last to
// X-Forwarded-For), so a client cannot choose its own identity by sending headers.
// Under `next dev` there is no such server: we fall back to the last X-Forwarded-For entry,
// which Next fills in from the socket.

export const CLIENT_IP_HEADER = "x-stepwise-client-ip";

export function clientIp(headers: Headers): string {
  const set = headers.get(CLIENT_IP_HEADER)?.trim();
  if (set) return normaliseIp(set);
  const xff = headers.get("x-forwarded-for");
  const last = xff?.split(",").map((s) => s.trim()).filter(Boolean).pop();
  return last ? normaliseIp(last) : "unknown";
}

/** "::ffff:10.0.0.1" and "10.0.0.1" are the same client; keys stay short. */
export function normaliseIp(ip: string): string {
  const v = ip.trim().toLowerCase().slice(0, 64);
  return v.startsWith("::ffff:") && v.includes(".") ? v.slice(7) : v;
}
