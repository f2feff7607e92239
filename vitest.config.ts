import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "server-only": fileURLToPath(new URL("./lib/test/server-only-stub.ts", import.meta.url)),
      "@": fileURLToPath(new URL("./", import.meta.url)),
    },
  },
  test: {
    environment: "node",
    include: ["lib/**/*.test.ts", "db/**/*.test.ts", "scripts/**/*.test.ts", "app/**/*.test.ts"],
    testTimeout: 60000,
    // Set-up that seeds a database (db/queries/dashboard.test.ts) overran the 10 s default on a busy 2-core machine.
    hookTimeout: 60000,
    // Route tests check on their own thread (their mocks and temp databases live there); the pool
    // itself is tested in lib/check-pool, and e2e runs the built server with its workers.
    env: { CHECK_WORKERS: "0" },
  },
});
