import { defineConfig } from "drizzle-kit";

// PostgreSQL migrations (DATABASE_URL): `npm run db:generate` writes both dialects'.
export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema-pg.ts",
  out: "./db/migrations-pg",
});
