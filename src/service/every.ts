/**
 * A housekeeping round of the service (the forms' retention, the alerts' hourly round): run once at start-up, then
 * on a timer that does not keep the process alive. A round that fails is logged by `onError` and the next runs as
 * planned.
 */

/** Runs `round` now, then every `ms`; resolves, after the first, to the timer to clear when the app closes. */
export async function runNowAndEvery(
  ms: number,
  round: () => Promise<unknown>,
  onError: (error: unknown) => void,
): Promise<NodeJS.Timeout> {
  await round().catch(onError);
  const timer = setInterval(() => void round().catch(onError), ms);
  timer.unref();
  return timer;
}
