/**
 * Calendar days as shoppers read them: the price history's days
 * ("YYYY-MM-DD", Bucharest days, lib/prices/history.ts) written the Romanian
 * way. The one place a day becomes text, at build time and in the browser.
 */

// Made on first use, as money.ts's formatter: a page that merely imports this pays nothing.
let dayMonth: Intl.DateTimeFormat | undefined;
let dayMonthYear: Intl.DateTimeFormat | undefined;

/** A "YYYY-MM-DD" day as a Date at its UTC midnight; formatted in UTC, it is that day wherever the code runs. */
const utcDay = (day: string): Date => new Date(`${day}T00:00:00Z`);

/**
 * A day as "23 noiembrie", with its year when it is not `yearOf`'s.
 * @example formatDay("2026-11-23") // "23 noiembrie"
 * @example formatDay("2025-12-30", "2026-01-04") // "30 decembrie 2025"
 */
export function formatDay(day: string, yearOf: string = day): string {
  const withYear = day.slice(0, 4) !== yearOf.slice(0, 4);
  const format = withYear
    ? (dayMonthYear ??= new Intl.DateTimeFormat("ro-RO", {
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      }))
    : (dayMonth ??= new Intl.DateTimeFormat("ro-RO", { day: "numeric", month: "long", timeZone: "UTC" }));
  return format.format(utcDay(day));
}

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/**
 * True for a real calendar date written "YYYY-MM-DD" (no 31 February): the
 * data files' days, and the click service's (bucharest-day.ts).
 * @example isDay("2026-02-31") // false
 */
export function isDay(value: unknown): value is string {
  return typeof value === "string" && DAY.test(value) && utcDay(value).toISOString().slice(0, 10) === value;
}
