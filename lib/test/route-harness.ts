// Shared set-up of the route tests: a temp SQLite file, named before "@/db/client" is first
// imported, and the cookie jar next/headers would give a route handler (the real one needs a Next
// request context). Used from vi.hoisted / vi.mock, so it imports nothing from the app.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export interface RouteTestEnv {
  dir: string;
  jar: Map<string, string>;
}

/** A fresh temp folder; DATABASE_PATH points at `file` inside it (created on first use). */
export function useTempDatabase(prefix: string, file = "test.db"): RouteTestEnv {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `stepwise-${prefix}-`));
  process.env.DATABASE_PATH = path.join(dir, file);
  return { dir, jar: new Map<string, string>() };
}

/** The next/headers module as route handlers see it, with cookies kept in `jar`. */
export function nextHeadersMock(jar: Map<string, string>) {
  return {
    cookies: async () => ({
      get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
      set: (name: string, value: string) => void jar.set(name, value),
      delete: (name: string) => void jar.delete(name),
    }),
    headers: async () => new Headers(),
  };
}
