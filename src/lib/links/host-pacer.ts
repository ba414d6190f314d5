/**
 * A polite rate per partner: requests to one host start at least
 * `intervalMs` apart, however many checks run at once. Each caller takes
 * the next free slot of its host before it waits, so slots are handed out
 * in order and never twice.
 */
import { setTimeout as sleep } from "node:timers/promises";

export interface HostPacer {
  /** Resolves when a request to `host` may start. */
  wait(host: string): Promise<void>;
}

export function createHostPacer(intervalMs: number, now: () => number = performance.now.bind(performance)): HostPacer {
  const nextFree = new Map<string, number>();
  return {
    async wait(host) {
      const at = now();
      const slot = Math.max(at, nextFree.get(host) ?? at);
      nextFree.set(host, slot + intervalMs);
      if (slot > at) await sleep(slot - at);
    },
  };
}
