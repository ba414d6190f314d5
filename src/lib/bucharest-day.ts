/**
 * "Today" is the calendar day in Europe/Bucharest (issue 12), whatever the
 * server's own time zone: clicks are counted per Bucharest day, and the
 * salt that recognises a client changes at Bucharest midnight. The time
 * zone database does the daylight-saving changes (last Sunday of March and
 * of October), so a day is 23 or 25 hours long on those dates.
 */

export const TIME_ZONE = "Europe/Bucharest";

/** A calendar day as the store keeps it: "YYYY-MM-DD". */
export type Day = string;

const parts = new Intl.DateTimeFormat("en-US", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/**
 * Bucharest's offsets are whole hours, so its day changes on a minute's
 * boundary: the day of the last minute asked is kept, and a click costs no
 * date formatting unless a minute has passed.
 */
let cachedMinute = Number.NaN;
let cachedDay = "";

/**
 * The Bucharest calendar day of an instant.
 * @example bucharestDay(new Date("2026-03-28T22:00:00Z")) // "2026-03-29" (00:00 in Bucharest, UTC+2)
 */
export function bucharestDay(at: Date | number = Date.now()): Day {
  const time = typeof at === "number" ? at : at.getTime();
  const minute = Math.floor(time / 60_000);
  if (minute === cachedMinute) return cachedDay;
  const values = Object.fromEntries(parts.formatToParts(time).map((part) => [part.type, part.value]));
  cachedMinute = minute;
  cachedDay = `${values.year}-${values.month}-${values.day}`;
  return cachedDay;
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
