import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createHttpClient, SourceError, type HttpOptions } from "../../../src/lib/cms/http.ts";

type Handler = (request: IncomingMessage, response: ServerResponse, attempt: number) => void;

interface TestServer {
  readonly url: string;
  /** Every request the server received, in order. */
  readonly requests: IncomingMessage[];
  /** The most requests it ever had in flight at once. */
  readonly maxInFlight: () => number;
}

const servers: Server[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A tiny HTTP server on 127.0.0.1 and a free port; `handle` answers each request (attempt counts from 1). */
async function serve(handle: Handler): Promise<TestServer> {
  const requests: IncomingMessage[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const server = createServer((request, response) => {
    requests.push(request);
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    response.on("close", () => (inFlight -= 1));
    handle(request, response, requests.length);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, requests, maxInFlight: () => maxInFlight };
}

function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { "content-type": "application/json", ...headers }).end(JSON.stringify(body));
}

function client(overrides: Partial<HttpOptions> = {}) {
  return createHttpClient({ timeoutMs: 2000, retries: 2, backoffMs: 10, concurrency: 4, ...overrides });
}

/** The SourceError a call rejects with, or fails. */
async function sourceError(call: Promise<unknown>): Promise<SourceError> {
  const error = await call.then(
    () => expect.fail("expected the request to fail"),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(SourceError);
  return error as SourceError;
}

describe("createHttpClient: retries", () => {
  it("retries a server error and succeeds on the next answer", async () => {
    const server = await serve((_request, response, attempt) =>
      attempt === 1 ? json(response, 500, { title: "boom" }) : json(response, 200, { total: 1, items: [] }),
    );
    await expect(client().getJson(`${server.url}/content`)).resolves.toEqual({ total: 1, items: [] });
    expect(server.requests).toHaveLength(2);
  });

  it("waits as long as Retry-After says on 429, not the usual backoff", async () => {
    const server = await serve((_request, response, attempt) =>
      attempt === 1 ? json(response, 429, {}, { "retry-after": "0" }) : json(response, 200, ["ok"]),
    );
    const started = performance.now();
    await expect(client({ backoffMs: 5000 }).getJson(`${server.url}/content`)).resolves.toEqual(["ok"]);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(server.requests).toHaveLength(2);
  });

  it("backs off longer after each failure", async () => {
    const server = await serve((_request, response, attempt) =>
      attempt < 3 ? json(response, 503, {}) : json(response, 200, { ok: true }),
    );
    const started = performance.now();
    await client({ backoffMs: 60 }).getJson(`${server.url}/content`);
    // 60 ms then 120 ms, each with at most 25% jitter off.
    expect(performance.now() - started).toBeGreaterThanOrEqual(130);
    expect(server.requests).toHaveLength(3);
  });

  it("gives up after the last retry, naming the URL and the status", async () => {
    const server = await serve((_request, response) => json(response, 502, {}));
    const url = `${server.url}/umbraco/delivery/api/v2/content?skip=0`;
    const error = await sourceError(client({ retries: 2 }).getJson(url));
    expect(error.status).toBe(502);
    expect(error.url).toBe(url);
    expect(error.message).toContain(url);
    expect(error.message).toContain("HTTP 502");
    expect(error.message).toContain("3 attempts");
    expect(server.requests).toHaveLength(3);
  });

  it("retries a network error and then fails with its reason", async () => {
    const server = await serve((_request, response) => json(response, 200, {}));
    const closed = servers.pop();
    closed?.closeAllConnections();
    await new Promise((resolve) => closed?.close(resolve));
    const error = await sourceError(client({ retries: 1 }).getJson(`${server.url}/content`));
    expect(error.status).toBeNull();
    expect(error.message).toContain(`${server.url}/content`);
    expect(error.message).toContain("2 attempts");
    expect(error.message).toMatch(/ECONNREFUSED/);
  });
});

describe("createHttpClient: answers that are not retried", () => {
  it("fails on 404 at once, with the status and the URL", async () => {
    const server = await serve((_request, response) => json(response, 404, {}));
    const url = `${server.url}/umbraco/delivery/api/v2/content/item/missing`;
    const error = await sourceError(client().getJson(url));
    expect(error.status).toBe(404);
    expect(error.message).toContain(url);
    expect(error.message).toContain("404");
    expect(server.requests).toHaveLength(1);
  });

  it("resolves null for a 404 when the caller allows it (the optional brands endpoint)", async () => {
    const server = await serve((_request, response) => json(response, 404, {}));
    await expect(client().getJson(`${server.url}/brands`, { allowNotFound: true })).resolves.toBeNull();
    expect(server.requests).toHaveLength(1);
  });

  it("still fails on other errors when a 404 is allowed", async () => {
    const server = await serve((_request, response) => json(response, 401, {}));
    const error = await sourceError(client().getJson(`${server.url}/brands`, { allowNotFound: true }));
    expect(error.status).toBe(401);
    expect(server.requests).toHaveLength(1);
  });

  it("puts the problem-details title and detail in the message", async () => {
    const server = await serve((_request, response) =>
      json(
        response,
        400,
        {
          type: "https://tools.ietf.org/html/rfc9110#section-15.5.1",
          title: "Invalid filter",
          status: 400,
          detail: "Unknown filter: colour",
        },
        { "content-type": "application/problem+json" },
      ),
    );
    const error = await sourceError(client().getJson(`${server.url}/content?filter=colour:red`));
    expect(error.status).toBe(400);
    expect(error.message).toContain("Invalid filter");
    expect(error.message).toContain("Unknown filter: colour");
    expect(server.requests).toHaveLength(1);
  });

  it("refuses a 200 answer whose body is not JSON", async () => {
    const server = await serve((_request, response) =>
      response.writeHead(200, { "content-type": "text/html" }).end("<html>Maintenance</html>"),
    );
    const error = await sourceError(client().getJson(`${server.url}/content`));
    expect(error.status).toBe(200);
    expect(error.message).toContain(`${server.url}/content`);
    expect(error.message).toContain("not JSON");
  });
});

describe("createHttpClient: time-out", () => {
  it("retries a request that got no answer in time", async () => {
    const server = await serve((_request, response, attempt) => {
      if (attempt > 1) json(response, 200, { ok: true });
    });
    await expect(client({ timeoutMs: 100 }).getJson(`${server.url}/content`)).resolves.toEqual({ ok: true });
    expect(server.requests).toHaveLength(2);
  });

  it("fails with 'no answer within' once every attempt timed out", async () => {
    const server = await serve(() => undefined);
    const error = await sourceError(client({ timeoutMs: 100, retries: 2 }).getJson(`${server.url}/content`));
    expect(error.status).toBeNull();
    expect(error.message).toContain("no answer within 100 ms");
    expect(error.message).toContain(`${server.url}/content`);
    expect(server.requests).toHaveLength(3);
  });
});

describe("createHttpClient: a body that stops coming", () => {
  /** Headers and the start of the body at once, the rest never: the time-out falls while the body is read. */
  const stalled = (response: ServerResponse) => {
    response.writeHead(200, { "content-type": "application/json" });
    response.write('{"total": 1, "items": [');
  };

  it("retries an answer whose body did not arrive in time, like one that did not start", async () => {
    const server = await serve((_request, response, attempt) =>
      attempt === 1 ? stalled(response) : json(response, 200, { total: 1, items: [] }),
    );
    await expect(client({ timeoutMs: 100 }).getJson(`${server.url}/content`)).resolves.toEqual({
      total: 1,
      items: [],
    });
    expect(server.requests).toHaveLength(2);
  });

  it("fails with a SourceError naming the URL once every body stopped", async () => {
    const server = await serve((_request, response) => stalled(response));
    const error = await sourceError(client({ timeoutMs: 100, retries: 2 }).getJson(`${server.url}/content`));
    expect(error.message).toContain(`${server.url}/content`);
    expect(error.message).toContain("no whole answer within 100 ms");
    expect(server.requests).toHaveLength(3);
  });
});

describe("createHttpClient: requests", () => {
  it("never has more requests in flight than the concurrency limit, across calls", async () => {
    const server = await serve((_request, response) => {
      setTimeout(() => json(response, 200, { ok: true }), 30);
    });
    const http = client({ concurrency: 3 });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => http.getJson(`${server.url}/p/${index}`)),
    );
    expect(answers).toHaveLength(12);
    expect(server.requests).toHaveLength(12);
    expect(server.maxInFlight()).toBeLessThanOrEqual(3);
    expect(server.maxInFlight()).toBe(3);
  });

  it("sends the configured headers (the Umbraco Api-Key) and asks for JSON", async () => {
    const server = await serve((_request, response) => json(response, 200, {}));
    await client({ headers: { "Api-Key": "secret-key" } }).getJson(`${server.url}/content`);
    expect(server.requests[0]?.headers["api-key"]).toBe("secret-key");
    expect(server.requests[0]?.headers["accept"]).toBe("application/json");
  });
});
