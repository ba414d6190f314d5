/**
 * Faults a test (or a person at the CLI) can lay on the stand-in: failures,
 * rate limits, slow answers, dropped connections, odd bodies. Each fault
 * matches requests by path and query, and is used up after `times` matching
 * requests (never, when `times` is absent).
 */

export interface Fault {
  /**
   * Which requests: a RegExp tested against the path and query, or a prefix of
   * them. Both are tried on the request target as sent and percent-decoded, so
   * "/umbraco/delivery/api/v2/content?filter=contentType:product" matches
   * what URLSearchParams encodes as "filter=contentType%3Aproduct".
   */
  readonly match: RegExp | string;
  /** Only this method (any case); every method when absent. */
  readonly method?: string;
  /** Answer this status instead of the real answer (with problem details unless `body` is given). */
  readonly status?: number;
  /** Sent as the Retry-After header (seconds, or an HTTP date). */
  readonly retryAfter?: number | string;
  /** Wait this long before answering (the real answer, unless `status`, `body` or `drop` say otherwise). */
  readonly delayMs?: number;
  /** Destroy the socket instead of answering: the client sees a network error. */
  readonly drop?: boolean;
  /** Answer this body instead (status 200 unless `status` is given), e.g. HTML or broken JSON. */
  readonly body?: string;
  /** Content-Type of `body`; default application/json. */
  readonly contentType?: string;
  /** Matching requests this fault applies to; forever when absent. */
  readonly times?: number;
}

interface Armed {
  readonly fault: Fault;
  left: number;
}

export interface FaultBook {
  /** Replaces every fault; counts start afresh. */
  set(faults: readonly Fault[]): void;
  /** The first fault that matches and is not used up, counting this use; null when none does. */
  take(method: string, target: string): Fault | null;
}

export function createFaultBook(initial: readonly Fault[] = []): FaultBook {
  let armed: Armed[] = [];
  const book: FaultBook = {
    set(faults) {
      armed = faults.map((fault) => ({ fault, left: fault.times ?? Number.POSITIVE_INFINITY }));
    },
    take(method, target) {
      const decoded = safeDecode(target);
      for (const entry of armed) {
        const { fault } = entry;
        if (entry.left <= 0) continue;
        if (fault.method && fault.method.toUpperCase() !== method.toUpperCase()) continue;
        if (!matches(fault.match, target) && !matches(fault.match, decoded)) continue;
        entry.left--;
        return fault;
      }
      return null;
    },
  };
  book.set(initial);
  return book;
}

/** A short name for the request log. */
export function describeFault(fault: Fault): string {
  const parts = [
    fault.drop ? "drop" : null,
    fault.status !== undefined ? `status ${fault.status}` : null,
    fault.retryAfter !== undefined ? `retry-after ${fault.retryAfter}` : null,
    fault.delayMs !== undefined ? `delay ${fault.delayMs} ms` : null,
    fault.body !== undefined ? "body" : null,
  ];
  return parts.filter(Boolean).join(", ") || "none";
}

function matches(match: RegExp | string, target: string): boolean {
  if (typeof match === "string") return target.startsWith(match);
  match.lastIndex = 0;
  return match.test(target);
}

function safeDecode(target: string): string {
  try {
    return decodeURIComponent(target.replace(/\+/g, " "));
  } catch {
    return target;
  }
}
