/**
 * Checks many partner links (./check-link.ts): each distinct link once,
 * however many products share it; at most `concurrency` at once; each host
 * at its polite rate (./host-pacer.ts). The links least recently checked go
 * first, and hosts take turns, so that a check waiting for a busy host's
 * slot holds up as few others as it can. When `deadline` passes, the links
 * not started yet are "not reached": they go first the next night, and
 * their products keep what was known of them (./health-state.ts).
 */
import pLimit from "p-limit";
import { checkLink, type CheckOptions } from "./check-link.ts";
import { createHostPacer } from "./host-pacer.ts";
import type { LinkVerdict } from "./verdict.ts";

export interface RunOptions extends Omit<CheckOptions, "pacer"> {
  readonly concurrency: number;
  /** Least time between two requests to one host. */
  readonly hostIntervalMs: number;
  /** Epoch ms after which no new link is started. */
  readonly deadline?: number;
  /** When a link was last checked (ISO), to check the stalest first; undefined: never. */
  readonly lastChecked?: (link: string) => string | undefined;
  /** Told each verdict as it comes, for progress. */
  readonly onVerdict?: (link: string, verdict: LinkVerdict) => void;
}

/** The verdict of each distinct link. */
export async function checkLinks(links: readonly string[], options: RunOptions): Promise<Map<string, LinkVerdict>> {
  const pacer = createHostPacer(options.hostIntervalMs);
  const limit = pLimit(options.concurrency);
  const verdicts = new Map<string, LinkVerdict>();
  await Promise.all(
    checkOrder(links, options.lastChecked ?? (() => undefined)).map((link) =>
      limit(async () => {
        const verdict =
          options.deadline !== undefined && Date.now() >= options.deadline
            ? notReached(link)
            : await checkLink(link, { ...options, pacer });
        verdicts.set(link, verdict);
        options.onVerdict?.(link, verdict);
      }),
    ),
  );
  return verdicts;
}

/**
 * Distinct links, stalest first, hosts in turn.
 * @example checkOrder(["https://a.ro/1", "https://a.ro/2", "https://b.ro/1"], () => undefined)
 *   // ["https://a.ro/1", "https://b.ro/1", "https://a.ro/2"]
 */
export function checkOrder(links: readonly string[], lastChecked: (link: string) => string | undefined): string[] {
  const stalest = [...new Set(links)]
    .map((link, index) => ({ link, index, at: lastChecked(link) ?? "" }))
    .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.index - b.index));
  const byHost = new Map<string, string[]>();
  for (const { link } of stalest) {
    const host = new URL(link).host;
    const queue = byHost.get(host);
    if (queue) queue.push(link);
    else byHost.set(host, [link]);
  }
  const queues = [...byHost.values()];
  const order: string[] = [];
  for (let round = 0; order.length < stalest.length; round++) {
    for (const queue of queues) {
      const link = queue[round];
      if (link !== undefined) order.push(link);
    }
  }
  return order;
}

function notReached(link: string): LinkVerdict {
  return {
    status: "unchecked",
    cause: "not-reached",
    reason: "not reached before the run's time was up",
    httpStatus: null,
    finalUrl: link,
    hops: 0,
  };
}
