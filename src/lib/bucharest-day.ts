/**
 * "Today" is the calendar day in Europe/Bucharest (issue 12), whatever the
 * server's own time zone: clicks are counted per Bucharest day, and the
 * salt that recognises a client changes at Bucharest midnight. The time
 * zone database does the daylight-saving changes (last Sunday of March and
 * of October), so a day is 23 or 25 hours long on those dates.
 */
import { remembered } from "./memo.ts";

export const TIME_ZONE = "Europe/Bucharest";

const HOUR_MS = 3_600_000;

/** A calendar day as the store keeps it: "YYYY-MM-DD". */
export type Day = string;

const parts = new Intl.DateTimeFormat("en-US", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/**
 * Bucharest's offsets are whole hours, so its day changes only on a whole UTC hour: each hour's day is formatted
 * once and kept. A build asks for the days of two instants per product (its price story's first and last), in
 * turn, so one remembered hour would be formatted again on every call.
 */
const dayOfHour = remembered((hour: number): Day => {
  const values = Object.fromEntries(parts.formatToParts(hour * HOUR_MS).map((part) => [part.type, part.value]));
  return `${values.year}-${values.month}-${values.day}`;
});

/**
 * The Bucharest calendar day of an instant.
 * @example bucharestDay(new Date("2026-03-28T22:00:00Z")) // "2026-03-29" (00:00 in Bucharest, UTC+2)
 */
export function bucharestDay(at: Date | number = Date.now()): Day {
  const time = typeof at === "number" ? at : at.getTime();
  return dayOfHour(Math.floor(time / HOUR_MS));
}

/** True for a real calendar date written "YYYY-MM-DD" (no 31 February): the one rule, lib/days.ts's. */
export { isDay } from "./days.ts";

/**
 * The calendar day `count` days after `day` (before, when negative).
 * @example addDays("2026-10-31", 1) // "2026-11-01"
 */
export function addDays(day: Day, count: number): Day {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

/**
 * Every day from `from` to `to`, both included.
 * @example daysBetween("2026-10-30", "2026-11-01") // ["2026-10-30", "2026-10-31", "2026-11-01"]
 */
export function daysBetween(from: Day, to: Day): Day[] {
  const days: Day[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}
