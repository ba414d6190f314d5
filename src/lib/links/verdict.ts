/**
 * What a partner link is worth (issue 15, "Link health"), decided one HTTP
 * answer at a time by pure rules, so that each rule is tested without a
 * network: a link is live, dead (4xx, 5xx, DNS, no answer in time, a
 * redirect loop), out of stock (./availability.ts), or unchecked when the
 * partner would not let us tell (rate-limited, a bot challenge, or the
 * night's time ran out): unchecked neither counts against a product nor
 * clears it.
 */
import { STATUS_CODES } from "node:http";

export type LinkStatus = "live" | "dead" | "out_of_stock" | "unchecked";

export type LinkCause =
  // dead
  | "http"
  | "dns"
  | "timeout"
  | "network"
  | "loop"
  | "too-many-redirects"
  | "bad-redirect"
  // out of stock
  | "schema"
  | "phrase"
  // unchecked
  | "rate-limited"
  | "challenge"
  | "not-reached"
  | "private-address";

export interface LinkVerdict {
  readonly status: LinkStatus;
  /** Why, in one word; null for a live link. */
  readonly cause: LinkCause | null;
  /** Why, for a person: "HTTP 404 Not Found", 'the page says "stoc epuizat"'. */
  readonly reason: string;
  /** The last HTTP status seen; null when nothing answered. */
  readonly httpStatus: number | null;
  /** Where the redirects ended (or stopped). */
  readonly finalUrl: string;
  /** Redirects followed. */
  readonly hops: number;
}

/** Redirects followed before a link counts as dead: browsers stop at 20, and no partner needs half that. */
export const MAX_REDIRECTS = 10;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** What one HTTP answer means for the walk along a link. */
export type Step =
  | { readonly kind: "redirect"; readonly to: string }
  | { readonly kind: "page" }
  | {
      readonly kind: "stop";
      readonly status: Exclude<LinkStatus, "live" | "out_of_stock">;
      readonly cause: LinkCause;
      readonly reason: string;
    };

export interface Answer {
  readonly status: number;
  /** The Location header, if any. */
  readonly location: string | null;
  /** Cloudflare's `cf-mitigated: challenge`: a page for browsers that prove themselves, not the shop's answer. */
  readonly challenged: boolean;
}

/**
 * @example nextStep({ status: 404, location: null, challenged: false }, "https://shop.ro/a")
 *   // { kind: "stop", status: "dead", cause: "http", reason: "HTTP 404 Not Found" }
 * @example nextStep({ status: 302, location: "/b", challenged: false }, "https://shop.ro/a")
 *   // { kind: "redirect", to: "https://shop.ro/b" }
 */
export function nextStep(answer: Answer, url: string): Step {
  const { status } = answer;
  if (answer.challenged) {
    return { kind: "stop", status: "unchecked", cause: "challenge", reason: `HTTP ${status} bot challenge` };
  }
  if (status === 429)
    return { kind: "stop", status: "unchecked", cause: "rate-limited", reason: "HTTP 429: rate-limited" };
  if (REDIRECTS.has(status)) {
    if (!answer.location) {
      return { kind: "stop", status: "dead", cause: "bad-redirect", reason: `HTTP ${status} without a Location` };
    }
    let to: URL;
    try {
      to = new URL(answer.location, url);
    } catch {
      return { kind: "stop", status: "dead", cause: "bad-redirect", reason: `HTTP ${status} to "${answer.location}"` };
    }
    if (to.protocol !== "http:" && to.protocol !== "https:") {
      return {
        kind: "stop",
        status: "dead",
        cause: "bad-redirect",
        reason: `HTTP ${status} to a ${to.protocol} address`,
      };
    }
    to.hash = "";
    return { kind: "redirect", to: to.href };
  }
  if (status >= 400 || status < 200) {
    return { kind: "stop", status: "dead", cause: "http", reason: httpReason(status) };
  }
  // 2xx, and the odd 300 or 304 that carries no Location: a page to read.
  return { kind: "page" };
}

/** @example httpReason(500) // "HTTP 500 Internal Server Error" */
export function httpReason(status: number): string {
  const text = STATUS_CODES[status];
  return text ? `HTTP ${status} ${text}` : `HTTP ${status}`;
}

/** Error codes of Node's resolver (getaddrinfo) that mean the name does not resolve. */
const DNS_CODES = new Set(["ENOTFOUND", "EAI_AGAIN", "EAI_NONAME", "EAI_NODATA", "EAI_FAIL"]);

/**
 * Why a request that got no answer failed: fetch rejects with a
 * TimeoutError, or a TypeError whose cause carries the system's code.
 * @example failureOf(new DOMException("", "TimeoutError"), "https://shop.ro/a", 5000)
 *   // { cause: "timeout", reason: "no answer within 5000 ms" }
 */
export function failureOf(error: unknown, url: string, timeoutMs: number): { cause: LinkCause; reason: string } {
  if (error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError")) {
    return { cause: "timeout", reason: `no answer within ${timeoutMs} ms` };
  }
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = typeof cause === "object" && cause !== null ? (cause as { code?: unknown }).code : undefined;
  if (typeof code === "string" && DNS_CODES.has(code)) {
    return { cause: "dns", reason: `DNS: ${new URL(url).hostname} not found (${code})` };
  }
  const message = cause instanceof Error ? cause.message : String(cause);
  return { cause: "network", reason: typeof code === "string" ? `${code}: ${message}` : message };
}

/**
 * The reason of a loop: the addresses from the first visit of the repeated
 * one, shortened to host and path.
 * @example loopReason(["https://a.ro/x", "https://a.ro/y"], "https://a.ro/x") // "redirect loop: a.ro/x → a.ro/y → a.ro/x"
 */
export function loopReason(trail: readonly string[], again: string): string {
  const start = Math.max(0, trail.indexOf(again));
  const short = (url: string) => {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname}${parsed.search}`;
  };
  return `redirect loop: ${[...trail.slice(start), again].map(short).join(" → ")}`;
}

/** True when no link of a run was reached at all: then it is our network that failed, not every partner. */
export function nothingReached(verdicts: readonly LinkVerdict[]): boolean {
  const tried = verdicts.filter((verdict) => verdict.cause !== "not-reached");
  return tried.length > 0 && tried.every((verdict) => verdict.httpStatus === null && verdict.status === "dead");
}
