import { describe, expect, it } from "vitest";
import { LOGIN_LIMITS, homeFor, loginRequestSchema, safeNextPath } from "./auth";

describe("loginRequestSchema", () => {
  it("accepts a username and password, trimming only the username", () => {
    expect(loginRequestSchema.parse({ username: "  ada ", password: " pw " })).toEqual({ username: "ada", password: " pw " });
  });

  it("rejects empty, over-long and unexpected fields", () => {
    expect(loginRequestSchema.safeParse({ username: "", password: "x" }).success).toBe(false);
    expect(loginRequestSchema.safeParse({ username: "   ", password: "x" }).success).toBe(false);
    expect(loginRequestSchema.safeParse({ username: "ada", password: "" }).success).toBe(false);
    expect(loginRequestSchema.safeParse({ username: "a".repeat(LOGIN_LIMITS.usernameMax + 1), password: "x" }).success).toBe(false);
    expect(loginRequestSchema.safeParse({ username: "ada", password: "p".repeat(LOGIN_LIMITS.passwordMax + 1) }).success).toBe(false);
    expect(loginRequestSchema.safeParse({ username: "ada", password: "x", role: "teacher" }).success).toBe(false);
    expect(loginRequestSchema.safeParse({ username: 1, password: "x" }).success).toBe(false);
    expect(loginRequestSchema.safeParse(null).success).toBe(false);
  });
});

describe("safeNextPath", () => {
  it("keeps same-origin relative paths with their query", () => {
    expect(safeNextPath("/problems/lin2-004")).toBe("/problems/lin2-004");
    expect(safeNextPath("/problems?skill=percentages")).toBe("/problems?skill=percentages");
  });

  it("refuses anything that could leave the site", () => {
    for (const bad of ["https://evil.example", "//evil.example", "/\\evil.example", "evil.example", "javascript:alert(1)", "/\t/evil.example", ""]) {
      expect(safeNextPath(bad)).toBeNull();
    }
    expect(safeNextPath(null)).toBeNull();
    expect(safeNextPath(undefined)).toBeNull();
  });

  it("refuses API routes, the login page itself and absurdly long values", () => {
    expect(safeNextPath("/api/attempts")).toBeNull();
    expect(safeNextPath("/login?next=/x")).toBeNull();
    expect(safeNextPath("/" + "a".repeat(600))).toBeNull();
  });

  it("checks the normalised path, not the raw text (issue 12: open redirect)", () => {
    for (const bad of [
      "/.//evil.example/phish",
      "/a/..//evil.example",
      "/%2e//evil.example",
      "/%2E//evil.example",
      "/a/%2e%2e//evil.example",
      "/./\\evil.example",
      "/\\evil",
      "/%5Cevil.example",
      "/.%2F/evil.example",
      "/..//evil.example",
      "/%09/evil.example",
    ]) {
      const out = safeNextPath(bad);
      if (out !== null) {
        expect(out.startsWith("//"), bad).toBe(false);
        expect(new URL(out, "http://stepwise.invalid").origin, bad).toBe("http://stepwise.invalid");
      }
    }
    expect(safeNextPath("/.//evil.example/phish")).toBeNull();
    expect(safeNextPath("/a/..//evil.example")).toBeNull();
    expect(safeNextPath("/%2e//evil.example")).toBeNull();
  });

  it("returns the normalised path it checked", () => {
    expect(safeNextPath("/a/../problems?x=1#h")).toBe("/problems?x=1#h");
    expect(safeNextPath("/%2e/problems")).toBe("/problems");
  });

  it("normalises dot segments without escaping the origin", () => {
    expect(safeNextPath("/problems/../teacher")).toBe("/teacher");
  });
});

describe("homeFor", () => {
  it("sends each role to its start page", () => {
    expect(homeFor("student")).toBe("/home");
    expect(homeFor("teacher")).toBe("/teacher");
  });
});
