/**
 * Checks one partner link the way a shopper's click goes: GET (many shops
 * answer HEAD with 405 or a different page), redirects followed by hand to
 * the end (so that a loop is seen and hops are counted), a time-out per
 * request, and only the start of the final page read, to find its stock
 * (./availability.ts). The rules of each answer are ./verdict.ts.
 *
 * Cookies a redirect sets are sent on the next hops of the same link: shops
 * and affiliate networks often bounce a first visit through a cookie check
 * and back, which is not a loop. A loop is the same address asked again
 * with the same cookies.
 */
import { refusedTarget, type Lookup } from "./address-rule.ts";
import { pageStock } from "./availability.ts";
import type { HostPacer } from "./host-pacer.ts";
import { failureOf, loopReason, MAX_REDIRECTS, nextStep, type LinkVerdict } from "./verdict.ts";

export interface CheckOptions {
  /** Per request, its body included. */
  readonly timeoutMs: number;
  readonly userAgent: string;
  readonly phrases: readonly string[];
  readonly pacer: HostPacer;
  /** Bytes of the final page read; the rest is not downloaded. */
  readonly maxBytes?: number;
  readonly maxRedirects?: number;
  /** Hosts asked even on a private address ("host" or "host:port"; LINK_CHECK_ALLOW_HOSTS): ./address-rule.ts. */
  readonly allowedHosts?: readonly string[];
  /** How names are resolved to be checked against the address rule (the system's resolver by default). */
  readonly lookup?: Lookup;
}

/** The start of a page is where shops put their JSON-LD and the stock line; 1 MiB holds a whole product page. */
export const MAX_PAGE_BYTES = 1024 * 1024;

export async function checkLink(link: string, options: CheckOptions): Promise<LinkVerdict> {
  const maxRedirects = options.maxRedirects ?? MAX_REDIRECTS;
  const cookies = new Map<string, Map<string, string>>();
  const trail: string[] = [];
  const visited = new Set<string>();
  let url = link;
  let lastStatus: number | null = null;
  for (let hops = 0; ; hops++) {
    const host = new URL(url).host;
    const cookie = [...(cookies.get(host) ?? new Map<string, string>())].map(([name, value]) => `${name}=${value}`);
    const visit = `${url}\n${cookie.join("; ")}`;
    if (visited.has(visit)) {
      const reason = loopReason(trail, url);
      return { status: "dead", cause: "loop", reason, httpStatus: lastStatus, finalUrl: url, hops };
    }
    visited.add(visit);
    trail.push(url);

    // Before every hop, the start included: a redirect may lead to a private address as well as a link.
    const refused = await refusedTarget(url, options.allowedHosts ?? [], options.lookup);
    if (refused) {
      return { status: "unchecked", cause: "private-address", reason: refused, httpStatus: null, finalUrl: url, hops };
    }
    await options.pacer.wait(host);
    let response: Response;
    try {
      response = await fetch(url, {
        redirect: "manual",
        headers: {
          "user-agent": options.userAgent,
          accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.8",
          "accept-language": "ro-RO,ro;q=0.9,en;q=0.5",
          ...(cookie.length ? { cookie: cookie.join("; ") } : {}),
        },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const { cause, reason } = failureOf(error, url, options.timeoutMs);
      return { status: "dead", cause, reason, httpStatus: null, finalUrl: url, hops };
    }
    const httpStatus = response.status;
    lastStatus = httpStatus;
    const step = nextStep(
      {
        status: httpStatus,
        location: response.headers.get("location"),
        challenged: response.headers.get("cf-mitigated") === "challenge",
      },
      url,
    );
    if (step.kind !== "page") await response.body?.cancel().catch(() => undefined);
    if (step.kind === "stop") {
      return { status: step.status, cause: step.cause, reason: step.reason, httpStatus, finalUrl: url, hops };
    }
    if (step.kind === "redirect") {
      keepCookies(cookies, host, response.headers.getSetCookie());
      if (hops + 1 > maxRedirects) {
        const reason = `more than ${maxRedirects} redirects`;
        return { status: "dead", cause: "too-many-redirects", reason, httpStatus, finalUrl: url, hops };
      }
      url = step.to;
      continue;
    }

    if (!isHtml(response.headers.get("content-type"))) {
      await response.body?.cancel().catch(() => undefined);
      return { status: "live", cause: null, reason: `HTTP ${httpStatus}`, httpStatus, finalUrl: url, hops };
    }
    let html: string;
    try {
      html = await readStart(response, options.maxBytes ?? MAX_PAGE_BYTES);
    } catch (error) {
      const { cause, reason } = failureOf(error, url, options.timeoutMs);
      return { status: "dead", cause, reason: `${reason} (while reading the page)`, httpStatus, finalUrl: url, hops };
    }
    const stock = pageStock(html, options.phrases);
    return stock.outOfStock
      ? { status: "out_of_stock", cause: stock.by, reason: stock.detail, httpStatus, finalUrl: url, hops }
      : { status: "live", cause: null, reason: `HTTP ${httpStatus}, ${stock.detail}`, httpStatus, finalUrl: url, hops };
  }
}

function isHtml(contentType: string | null): boolean {
  // No content type at all: read it, as a browser sniffs it.
  return contentType === null || /^\s*(text\/html|application\/xhtml\+xml)\b/i.test(contentType);
}

/** Up to `maxBytes` of the body, decoded with the charset the answer names (UTF-8 by default). */
async function readStart(response: Response, maxBytes: number): Promise<string> {
  const charset = /charset\s*=\s*"?([\w-]+)/i.exec(response.headers.get("content-type") ?? "")?.[1] ?? "utf-8";
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(charset);
  } catch {
    decoder = new TextDecoder("utf-8");
  }
  const reader = response.body?.getReader();
  if (!reader) return "";
  let text = "";
  let read = 0;
  try {
    while (read < maxBytes) {
      const { done, value } = await reader.read();
      if (done) break;
      const chunk = value.subarray(0, maxBytes - read);
      read += chunk.length;
      text += decoder.decode(chunk, { stream: true });
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return text + decoder.decode();
}

/** Keeps each `name=value` a redirect sets, for the next hops to that host. */
function keepCookies(jar: Map<string, Map<string, string>>, host: string, setCookies: readonly string[]): void {
  for (const line of setCookies) {
    const pair = line.split(";", 1)[0] ?? "";
    const equals = pair.indexOf("=");
    if (equals <= 0) continue;
    const cookies = jar.get(host) ?? new Map<string, string>();
    cookies.set(pair.slice(0, equals).trim(), pair.slice(equals + 1).trim());
    jar.set(host, cookies);
  }
}
