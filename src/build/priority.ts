/**
 * A process's work beside a build's renderer, made to wait for it: Linux sets a priority per thread, and a thread
 * or child process takes its parent's, so what this thread starts from now on runs below what was started before.
 */
import { getPriority, setPriority } from "node:os";

/** How much lower the work beside Astro runs (niceness: 0 by default, 19 the lowest priority). */
export const NICENESS_ADDED = 10;

/**
 * Lowers this thread's priority by `added`. Relative, so that a process already started nicer never asks for a
 * higher priority (which needs privileges).
 */
export function lowerPriority(added = NICENESS_ADDED): void {
  setPriority(Math.min(19, getPriority() + added));
}
