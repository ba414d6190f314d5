/**
 * How each of the build's steps says what it did: one line, "[name] what in N ms", which npm run bench:rebuild
 * and the tests read.
 */

/**
 * Runs `run`, then logs `note` of its value and the time since `since` (by default, now).
 * @example await step("write-headers", () => writeHeadersFile(out, true), (file) => `${file} written`) // "[write-headers] dist/_headers written in 1 ms"
 */
export async function step<T>(
  name: string,
  run: () => Promise<T>,
  note: (value: T) => string,
  since = performance.now(),
): Promise<T> {
  const value = await run();
  console.log(`[${name}] ${note(value)} in ${Math.round(performance.now() - since)} ms`);
  return value;
}
