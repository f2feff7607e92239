// Demo data (published passwords) is never the default of a production server (issue 31, finding 1).
import { describe, expect, it } from "vitest";
import { describeDatabase, parseEnv } from "./env";

describe("parseEnv: SEED_DEMO_DATA", () => {
  it("is off in production unless set to 1, and only an explicit 1 marks a demo box", () => {
    expect(parseEnv({ NODE_ENV: "production" })).toMatchObject({ seedDemoData: false, demoBox: false });
    expect(parseEnv({ NODE_ENV: "production", SEED_DEMO_DATA: "0" })).toMatchObject({ seedDemoData: false, demoBox: false });
    expect(parseEnv({ NODE_ENV: "production", SEED_DEMO_DATA: "1" })).toMatchObject({ seedDemoData: true, demoBox: true });
  });

  it("stays on by default in development, so `npm run dev` shows the demo class", () => {
    expect(parseEnv({})).toMatchObject({ seedDemoData: true, demoBox: false });
    expect(parseEnv({ NODE_ENV: "development", SEED_DEMO_DATA: "0" })).toMatchObject({ seedDemoData: false });
  });

  it("refuses a value it does not know", () => {
    expect(() => parseEnv({ SEED_DEMO_DATA: "yes" })).toThrow(/SEED_DEMO_DATA/);
  });
});

describe("describeDatabase", () => {
  it("names the SQLite file, or PostgreSQL's host and database without the password", () => {
    expect(describeDatabase(parseEnv({ DATABASE_PATH: "/var/lib/stepwise/stepwise.db" }))).toBe("/var/lib/stepwise/stepwise.db");
    const pg = describeDatabase(parseEnv({ DATABASE_URL: "postgres://stepwise:s3cret@db.school.example:5432/stepwise" }));
    expect(pg).toBe("PostgreSQL db.school.example:5432/stepwise");
    expect(pg).not.toContain("s3cret");
  });
});
