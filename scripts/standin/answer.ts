/**
 * What a stand-in route hands back, kept apart from node:http so that routes
 * stay plain functions of (path, query) and can be tested without a socket.
 */

export interface Answer {
  readonly status: number;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string | Uint8Array;
}

const JSON_TYPE = "application/json; charset=utf-8";

/** A JSON answer from text that is already serialised (the indexes keep items serialised once). */
export function jsonText(text: string, status = 200): Answer {
  return { status, headers: { "content-type": JSON_TYPE }, body: text };
}

export function json(value: unknown, status = 200): Answer {
  return jsonText(JSON.stringify(value), status);
}

const TITLES: Readonly<Record<number, string>> = {
  400: "Bad Request",
  401: "Unauthorized",
  404: "Not Found",
  405: "Method Not Allowed",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

/** RFC 9457 problem details, as ASP.NET Core (and so Umbraco) writes them. */
export function problem(status: number, detail: string, title = TITLES[status] ?? `HTTP ${status}`): Answer {
  return {
    status,
    headers: { "content-type": "application/problem+json; charset=utf-8" },
    body: JSON.stringify({ type: `https://httpstatuses.io/${status}`, title, status, detail }),
  };
}

/** A status with no body: what Umbraco answers for an unknown item or a refused Api-Key. */
export function empty(status: number): Answer {
  return { status, headers: { "content-length": "0" } };
}
