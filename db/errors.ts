// node-postgres / PostgreSQL codes of a connection that failed or went away, and of a server
// refusing connections (too many clients, shutting down, starting up).
const UNAVAILABLE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "57P01", "57P02", "57P03", "53300"]);

/**
 * True for an error that says the database could not be reached rather than that the query was
 * wrong: the client gets 503 and retries; the write was not acknowledged, so nothing is lost.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; e instanceof Error && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || code.startsWith("08"))) return true;
    if (code === "SQLITE_BUSY") return true;
    if (/Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(e.message)) return true;
    e = e.cause;
  }
  return false;
}
