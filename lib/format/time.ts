// The one set of time formats the UI uses. Pure (no React, no Next.js) so it can be unit-tested
// with an explicit locale and time zone; components/local-time.tsx applies the viewer's own.

export type TimeStyle = "datetime" | "date" | "day-month";

const OPTIONS: Record<TimeStyle, Intl.DateTimeFormatOptions> = {
  datetime: { dateStyle: "medium", timeStyle: "short" },
  date: { dateStyle: "medium" },
  "day-month": { day: "numeric", month: "short" },
};

/**
 * Formats an instant. `calendarDay` is for values that stand for a calendar date as a UTC instant
 * on that day (due dates are stored as its last millisecond, lib/validation/dashboard.ts): they
 * are shown as that same date whatever the viewer's time zone.
 */
export function formatTime(
  iso: string | Date,
  opts: { style?: TimeStyle; locale?: string; timeZone?: string; calendarDay?: boolean } = {},
): string {
  const d = typeof iso === "string" ? new Date(iso) : iso;
  if (Number.isNaN(d.getTime())) return "";
  const timeZone = opts.calendarDay ? "UTC" : opts.timeZone;
  return new Intl.DateTimeFormat(opts.locale, { ...OPTIONS[opts.style ?? "datetime"], ...(timeZone ? { timeZone } : {}) }).format(d);
}
