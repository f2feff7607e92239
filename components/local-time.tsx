"use client";

import { useSyncExternalStore } from "react";
import { formatTime, type TimeStyle } from "@/lib/format/time";

const noSubscribe = () => () => {};

/**
 * The UI's one way to show a time: the viewer's locale and time zone. The server does not know
 * them, so it renders a neutral UTC form and the browser replaces it after hydration (no
 * hydration mismatch: useSyncExternalStore gives the server snapshot during hydration).
 */
export function LocalTime({
  value,
  style = "datetime",
  calendarDay = false,
  className,
}: {
  value: string | Date;
  style?: TimeStyle;
  /** A calendar date stored as a UTC instant on that day (a due date): shown as that date everywhere. */
  calendarDay?: boolean;
  className?: string;
}) {
  const iso = typeof value === "string" ? value : value.toISOString();
  const text = useSyncExternalStore(
    noSubscribe,
    () => formatTime(iso, { style, calendarDay }),
    () => formatTime(iso, { style, calendarDay, locale: "en-GB", timeZone: "UTC" }) + (calendarDay || style !== "datetime" ? "" : " UTC"),
  );
  return (
    <time dateTime={iso} className={className}>
      {text}
    </time>
  );
}

/** The same text without the <time> element, for places that only take text (SVG labels). */
export function LocalTimeText({ value, style = "datetime" }: { value: string | Date; style?: TimeStyle }) {
  const iso = typeof value === "string" ? value : value.toISOString();
  return useSyncExternalStore(
    noSubscribe,
    () => formatTime(iso, { style }),
    () => formatTime(iso, { style, locale: "en-GB", timeZone: "UTC" }),
  );
}
