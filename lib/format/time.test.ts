import { describe, expect, it } from "vitest";
import { formatTime } from "./time";

describe("formatTime", () => {
  const iso = "2026-11-23T02:53:00.000Z";

  it("shows the instant in the viewer's time zone and locale", () => {
    expect(formatTime(iso, { locale: "en-US", timeZone: "America/New_York" })).toBe("Nov 22, 2026, 9:53 PM");
    expect(formatTime(iso, { locale: "en-GB", timeZone: "Europe/Berlin" })).toBe("23 Nov 2026, 03:53");
  });

  it("has date-only and day-month styles", () => {
    expect(formatTime(iso, { style: "date", locale: "en-GB", timeZone: "UTC" })).toBe("23 Nov 2026");
    expect(formatTime(iso, { style: "day-month", locale: "en-GB", timeZone: "UTC" })).toBe("23 Nov");
  });

  it("keeps a calendar day (a due date) on its own date in every time zone", () => {
    const due = "2026-11-23T23:59:59.999Z"; // how dueAtFromDate stores "2026-11-23"
    expect(formatTime(due, { style: "date", locale: "en-GB", timeZone: "Asia/Tokyo", calendarDay: true })).toBe("23 Nov 2026");
    expect(formatTime(due, { style: "date", locale: "en-GB", timeZone: "Asia/Tokyo" })).toBe("24 Nov 2026");
  });

  it("returns an empty string for an invalid date instead of throwing", () => {
    expect(formatTime("not a date")).toBe("");
  });
});
