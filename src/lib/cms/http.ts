/**
 * The one way the build talks to a CMS: JSON over HTTP with a time-out,
 * retries with exponential backoff on network errors, 5xx and 429, and a
 * bounded number of requests at once (CMS.md; spec §9: 10 s time-out).
 */
import pLimit, { type LimitFunction } from "p-limit";

/** A source that could not be read; the message names the URL and the status. */
export class SourceError extends Error {
  override readonly name: string = "SourceError";
  readonly url: string;
  readonly status: number | null;
  constructor(message: string, url: string, status: number | null, options?: ErrorOptions) {
    super(message, options);
    this.url = url;
    this.status = status;
  }
}

export interface HttpOptions {
  readonly headers?: Readonly<Record<string, string>>;
  /** Per attempt, in ms. */
  readonly timeoutMs: number;
  /** Attempts after the first. */
  readonly retries: number;
  /** First backoff in ms; doubles on each retry, with jitter. */
  readonly backoffMs: number;
  /** Requests in flight at once, shared by every call of one client. */
  readonly concurrency: number;
}

export interface HttpClient {
  /** GETs JSON. Resolves null for a 404 when `allowNotFound` is set. */
  getJson(url: string, options?: { allowNotFound?: boolean }): Promise<unknown>;
}

const RETRIABLE = (status: number) => status === 429 || status >= 500;

export function createHttpClient(options: HttpOptions): HttpClient {
  const limit: LimitFunction = pLimit(options.concurrency);
  return {
    getJson: (url, { allowNotFound = false } = {}) => limit(() => getWithRetries(url, options, allowNotFound)),
  };
}

function getWithRetries(url: string, options: HttpOptions, allowNotFound: boolean): Promise<unknown> {
  const headers = { accept: "application/json", ...options.headers };
  return withRetries(url, { headers }, options, async (response) => {
    if (response.ok) return readJson(response, url);
    if (response.status === 404 && allowNotFound) return null;
    const detail = await problemDetail(response);
    throw new SourceError(`GET ${url} answered HTTP ${response.status}${detail}`, url, response.status);
  });
}

/**
 * One request with the CMS reads' retry rule: network errors, time-outs, 5xx and 429 are tried again after an
 * exponential backoff (or the answer's `Retry-After`); any other answer, 2xx, 3xx (a 304 among them) or 4xx, is
 * handed back unread for the caller to judge. Throws a SourceError when the last attempt still fails. The feed
 * reader (src/lib/feeds) streams its bodies through this too, so both sources retry alike.
 */
export function requestWithRetries(
  url: string,
  init: RequestInit,
  options: Pick<HttpOptions, "timeoutMs" | "retries" | "backoffMs">,
): Promise<Response> {
  return withRetries(url, init, options, (response) => Promise.resolve(response));
}

/**
 * The retry rule, each attempt ending with `take` of an answer that is not retried: a body that stops coming or
 * runs past the time-out inside `take` is tried again like an answer that never came; a SourceError thrown by
 * `take` (a 404, a body that is not JSON) is the caller's verdict, final.
 */
async function withRetries<T>(
  url: string,
  init: RequestInit,
  options: Pick<HttpOptions, "timeoutMs" | "retries" | "backoffMs">,
  take: (response: Response) => Promise<T>,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const last = attempt >= options.retries;
    let answered = false;
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs) });
      answered = true;
      if (!RETRIABLE(response.status)) return await take(response);
      if (last) {
        const detail = await problemDetail(response);
        throw new SourceError(
          `GET ${url} answered HTTP ${response.status} after ${attempt + 1} attempts${detail}`,
          url,
          response.status,
        );
      }
      await response.body?.cancel().catch(() => undefined);
      await sleep(backoff(options.backoffMs, attempt, response.headers.get("retry-after")));
    } catch (error) {
      if (error instanceof SourceError) throw error;
      const reason = isTimeout(error)
        ? `${answered ? "no whole answer" : "no answer"} within ${options.timeoutMs} ms`
        : networkReason(error);
      if (last)
        throw new SourceError(`GET ${url} failed after ${attempt + 1} attempts: ${reason}`, url, null, {
          cause: error,
        });
      await sleep(backoff(options.backoffMs, attempt, null));
    }
  }
}

async function readJson(response: Response, url: string): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new SourceError(
      `GET ${url} answered HTTP ${response.status} with a body that is not JSON`,
      url,
      response.status,
      { cause: error },
    );
  }
}

/** The `title`/`detail` of an RFC 9457 problem-details body, when there is one. */
async function problemDetail(response: Response): Promise<string> {
  const text = await response.text().catch(() => "");
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === "object" && body !== null) {
      const { title, detail } = body as { title?: unknown; detail?: unknown };
      const parts = [title, detail].filter((part) => typeof part === "string" && part);
      if (parts.length) return `: ${parts.join(": ")}`;
    }
  } catch {
    // not problem details: the status says enough
  }
  return "";
}

function backoff(baseMs: number, attempt: number, retryAfter: string | null): number {
  const seconds = retryAfter === null ? NaN : Number(retryAfter);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, 30_000);
  // Retry-After may also be an HTTP date.
  const date = retryAfter === null ? NaN : Date.parse(retryAfter);
  if (Number.isFinite(date)) return Math.min(Math.max(0, date - Date.now()), 30_000);
  return baseMs * 2 ** attempt * (0.75 + Math.random() * 0.5);
}

function isTimeout(error: unknown): boolean {
  return error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError");
}

function networkReason(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
