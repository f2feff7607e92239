// One structured log line per event on stderr. Fields are metadata only (checker names, error
// messages, counts): callers never pass a student's text, so logs are safe to keep and share.
export type LogFields = Record<string, string | number | boolean | null | undefined>;

function write(level: "info" | "warn" | "error", msg: string, fields: LogFields = {}): void {
  try {
    process.stderr.write(JSON.stringify({ t: new Date().toISOString(), level, msg, ...fields }) + "\n");
  } catch {
    // logging must never take a request down
  }
}

export const logger = {
  info: (msg: string, fields?: LogFields) => write("info", msg, fields),
  warn: (msg: string, fields?: LogFields) => write("warn", msg, fields),
  error: (msg: string, fields?: LogFields) => write("error", msg, fields),
};
