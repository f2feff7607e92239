import { describe, expect, it } from "vitest";
import { JOIN_CODE_ALPHABET, generateJoinCode, normalizeJoinCode } from "./classes";

describe("join codes", () => {
  it("look like ABCD-2345 and use only the unambiguous alphabet", () => {
    const codes = Array.from({ length: 2000 }, generateJoinCode);
    for (const c of codes) {
      expect(c).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
      for (const ch of c.replace("-", "")) expect(JOIN_CODE_ALPHABET).toContain(ch);
    }
    // 27^8 ≈ 2.8e11 possibilities: 2000 draws should never collide
    expect(new Set(codes).size).toBe(codes.length);
    for (const ambiguous of ["0", "O", "1", "I", "L", "5", "S", "8", "B"]) expect(JOIN_CODE_ALPHABET).not.toContain(ambiguous);
  });

  it("normalise what people type", () => {
    expect(normalizeJoinCode("demo-2026")).toBe("DEMO-2026");
    expect(normalizeJoinCode(" demo 2026 ")).toBe("DEMO-2026");
    expect(normalizeJoinCode("DEMO2026")).toBe("DEMO-2026");
    expect(normalizeJoinCode("abc")).toBe("ABC");
  });
});
