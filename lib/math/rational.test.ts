import { describe, expect, it } from "vitest";
import { add, div, fromLiteral, frac, pow, sqrt, valEquals, valToString } from "./rational";
import { compareClaim } from "./rounding";

describe("exact rationals", () => {
  it("0.1 + 0.2 = 0.3 exactly", () => {
    expect(valEquals(add(fromLiteral("0.1")!, fromLiteral("0.2")!)!, fromLiteral("0.3")!)).toBe(true);
  });
  it("division by zero is null, not an exception", () => {
    expect(div(frac(1), frac(0))).toBeNull();
  });
  it("perfect roots stay exact, others become floats", () => {
    expect(valToString(sqrt(frac(9, 4))!)).toBe("3/2");
    expect(typeof sqrt(frac(2))).toBe("number");
    expect(valToString(pow(frac(8), frac(1, 3))!)).toBe("2");
  });
  it("a negative exponent divides (x^-2 is 1/x^2, 8^(-1/3) is 1/2), and 0 to a negative power is undefined", () => {
    expect(valToString(pow(frac(3), frac(-2))!)).toBe("1/9");
    expect(valToString(pow(frac(8), frac(-1, 3))!)).toBe("1/2");
    expect(pow(frac(0), frac(-1))).toBeNull();
  });
  it("huge powers degrade to floats instead of hanging", () => {
    const v = pow(frac(999), frac(999));
    expect(v === null || typeof v === "number").toBe(true);
  });
});

describe("rounding policy", () => {
  const third = frac(10, 3);
  it("accepts a value rounded to the precision shown", () => {
    expect(compareClaim(third, fromLiteral("3.33")!, 2, false)).toBe("rounded");
    expect(compareClaim(third, fromLiteral("3.3")!, 1, false)).toBe("rounded");
    expect(compareClaim(frac(1, 3), fromLiteral("0.33")!, 2, false)).toBe("rounded");
  });
  it("a whole number needs 'about'", () => {
    expect(compareClaim(third, frac(3), 0, true)).toBe("rounded");
    expect(compareClaim(third, frac(3), 0, false)).toBe("unsure");
  });
  it("rejects real errors", () => {
    expect(compareClaim(frac(18), frac(17), 0, false)).toBe("false");
    expect(compareClaim(fromLiteral("2.5")!, fromLiteral("2.4")!, 1, false)).toBe("false");
    expect(compareClaim(third, fromLiteral("3.5")!, 1, false)).toBe("false");
  });
});
