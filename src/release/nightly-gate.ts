/**
 * Whether a scheduled run of .github/workflows/rebuild.yml is the nightly
 * rebuild at 02:00 in Bucharest. GitHub's cron is in UTC and Bucharest moves
 * between UTC+2 (winter) and UTC+3 (summer), so the workflow has two cron
 * lines, 00:00 and 23:00 UTC, and on any day exactly one of them is 02:00
 * in Bucharest: this tells which. GitHub often starts a scheduled run late,
 * so the answer goes by the cron line that fired (`github.event.schedule`)
 * when there is one, not by the clock when the run starts. Every other
 * trigger (a publish, by hand) runs.
 *
 * As a command (the workflow's gate step) it prints `run=true` or
 * `run=false` for $GITHUB_OUTPUT:
 *   node src/release/nightly-gate.ts "$EVENT_NAME" "$SCHEDULE"
 */

const BUCHAREST = "Europe/Bucharest";
/** The hour of the nightly rebuild, Bucharest time. */
export const NIGHTLY_HOUR = 2;

/** The hour (0–23) in Bucharest at `at`. */
export function bucharestHour(at: Date): number {
  const hour = new Intl.DateTimeFormat("en-GB", { timeZone: BUCHAREST, hour: "2-digit", hourCycle: "h23" }).format(at);
  return Number(hour);
}

/** Bucharest's offset from UTC at `at`, in whole hours (2 or 3). */
function bucharestOffset(at: Date): number {
  return (bucharestHour(at) - at.getUTCHours() + 24) % 24;
}

/**
 * @param event `github.event_name`
 * @param schedule `github.event.schedule`: the cron line that fired, e.g. "0 23 * * *"
 * @example shouldRun("schedule", "0 0 * * *", new Date("2026-01-15T00:07:00Z")) // true: 02:07 in Bucharest
 * @example shouldRun("schedule", "0 23 * * *", new Date("2026-01-14T23:03:00Z")) // false: 01:03 in Bucharest
 */
export function shouldRun(event: string, schedule: string | undefined, now: Date): boolean {
  if (event !== "schedule") return true;
  const cronHour = /^\s*\d+\s+(\d+)\s/.exec(schedule ?? "")?.[1];
  if (cronHour === undefined) return bucharestHour(now) === NIGHTLY_HOUR;
  // The cron line fired at cronHour:00 UTC, on the day of `now` or, for a late 23:00 run, the day before.
  return (Number(cronHour) + bucharestOffset(now)) % 24 === NIGHTLY_HOUR;
}

if (import.meta.main) {
  const [event = "", schedule] = process.argv.slice(2);
  const run = shouldRun(event, schedule || undefined, new Date());
  console.log(`run=${run}`);
  console.error(
    run
      ? `${event}: rebuilding`
      : `${event} (${schedule}): not 02:00 in Bucharest today (it is ${bucharestHour(new Date())}:xx there); skipped`,
  );
}
