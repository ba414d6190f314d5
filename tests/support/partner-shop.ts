/**
 * A partner shop for the link checker's tests (issue 15, "Link health"): a
 * real HTTP server on 127.0.0.1 whose pages are the cases a partner link
 * meets, at fixed paths (PAGES). Every request is logged with when it came
 * and how many were in progress, so tests can check the checker's manners
 * (its per-host rate, its concurrency, its User-Agent).
 * @example
 * const shop = await startPartnerShop();
 * await checkLink(`${shop.url}/stoc-epuizat`, options); // out_of_stock by phrase
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";

export interface ShopRequest {
  readonly method: string;
  readonly path: string;
  readonly userAgent: string | null;
  readonly cookie: string | null;
  /** performance.now() when it came. */
  readonly at: number;
  /** Requests in progress when it came, this one included. */
  readonly inFlight: number;
}

export interface PartnerShop {
  /** Origin without a trailing slash, e.g. `http://127.0.0.1:40123`. */
  readonly url: string;
  readonly requests: ShopRequest[];
  readonly maxInFlight: number;
  clearLog(): void;
  close(): Promise<void>;
}

/** Requests in progress over several shops (several hosts) at once. */
export interface InFlight {
  now: number;
  max: number;
}

export interface PartnerShopOptions {
  /** Shared by shops that count together. */
  readonly inFlight?: InFlight;
  /** How long /incet waits before it answers: make it longer than the checker's time-out. */
  readonly slowMs?: number;
  /** How long /lent/* (pages that are only a little slow, for concurrency tests) take. */
  readonly lagMs?: number;
}

const html = (body: string, head = "") =>
  `<!doctype html><html lang="ro"><head><meta charset="utf-8"><title>Magazin</title>${head}</head><body>${body}</body></html>`;
const jsonLd = (availability: string) =>
  `<script type="application/ld+json">${JSON.stringify({
    "@context": "https://schema.org",
    "@type": "Product",
    name: "Rochie midi",
    offers: { "@type": "Offer", price: "149.99", priceCurrency: "RON", availability },
  })}</script>`;

/** The shop's pages by path, and what each one is. */
export const PAGES = {
  live: "/produs/rochie-midi",
  liveWithoutStockInfo: "/produs/bluza",
  notFound: "/produs/sters",
  serverError: "/produs/eroare",
  loop: "/bucla/a",
  chain: "/lant/1",
  cookieBounce: "/cu-cookie",
  tooManyRedirects: "/salt/1",
  outOfStockSchema: "/produs/epuizat-schema",
  outOfStockMicrodata: "/produs/epuizat-microdata",
  outOfStockPhrase: "/produs/stoc-epuizat",
  slow: "/incet",
  rateLimited: "/prea-des",
  stockMarkerLate: "/produs/lung",
} as const;

export async function startPartnerShop(options: PartnerShopOptions = {}): Promise<PartnerShop> {
  const requests: ShopRequest[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const closing = new AbortController();

  async function answer(request: IncomingMessage, response: ServerResponse, path: string): Promise<void> {
    const page = (status: number, body: string, headers: Record<string, string> = {}) => {
      response.writeHead(status, { "content-type": "text/html; charset=utf-8", ...headers });
      response.end(body);
    };
    const redirect = (status: number, location: string, headers: Record<string, string> = {}) => {
      response.writeHead(status, { location, ...headers });
      response.end();
    };
    const hop = /^\/salt\/(\d+)$/.exec(path);
    if (hop) return redirect(302, `/salt/${Number(hop[1]) + 1}`);
    if (path.startsWith("/lent/")) {
      await sleep(options.lagMs ?? 100, undefined, { signal: closing.signal }).catch(() => undefined);
      return page(200, html("<p>Rochie</p>", jsonLd("https://schema.org/InStock")));
    }
    switch (path) {
      case PAGES.live:
        return page(200, html("<h1>Rochie midi</h1><p>149,99 lei</p>", jsonLd("https://schema.org/InStock")));
      case PAGES.liveWithoutStockInfo:
        return page(200, html("<h1>Bluză</h1><p>Adaugă în coș</p>"));
      case PAGES.notFound:
        return page(404, html("<h1>Pagina nu există</h1>"));
      case PAGES.serverError:
        return page(500, html("<h1>Eroare</h1>"));
      case PAGES.loop:
        return redirect(302, "/bucla/b");
      case "/bucla/b":
        return redirect(301, `${shopUrl}/bucla/a`);
      case PAGES.chain:
        return redirect(301, "/lant/2");
      case "/lant/2":
        return redirect(302, "/lant/3?utm_source=vitrina");
      case "/lant/3":
        return redirect(307, PAGES.live);
      case PAGES.cookieBounce:
        // A first visit bounces through a cookie check and back to the same address: not a loop.
        if (request.headers.cookie?.includes("vizitat=1")) return page(200, html("<p>Rochie</p>"));
        return redirect(302, PAGES.cookieBounce, { "set-cookie": "vizitat=1; Path=/; HttpOnly" });
      case PAGES.outOfStockSchema:
        return page(
          200,
          html("<h1>Rochie midi</h1><button>Adaugă în coș</button>", jsonLd("https://schema.org/OutOfStock")),
        );
      case PAGES.outOfStockMicrodata:
        return page(
          200,
          html(`<div itemscope itemtype="https://schema.org/Product"><h1 itemprop="name">Rochie</h1>
            <div itemprop="offers" itemscope itemtype="https://schema.org/Offer">
            <link itemprop="availability" href="https://schema.org/SoldOut"></div></div>`),
        );
      case PAGES.outOfStockPhrase:
        // The old cedilla letters, in capitals, as some shops still write them.
        return page(200, html("<h1>Geacă de fâş</h1><p class='stoc'>STOC EPUIZAT</p>"));
      case PAGES.slow:
        await sleep(options.slowMs ?? 2_000, undefined, { signal: closing.signal }).catch(() => undefined);
        return page(200, html("<p>Prea târziu</p>"));
      case PAGES.rateLimited:
        return page(429, html("<p>Prea multe cereri</p>"), { "retry-after": "60" });
      case PAGES.stockMarkerLate:
        // The stock line after 200 KB of page: a checker that reads only the start does not see it.
        return page(200, html(`<p>${"Rochie din in. ".repeat(15_000)}</p><p>Stoc epuizat</p>`));
      default:
        return page(404, html("<p>Nu există</p>"));
    }
  }

  const server = createServer((request, response) => {
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    const shared = options.inFlight;
    if (shared) {
      shared.now += 1;
      shared.max = Math.max(shared.max, shared.now);
    }
    response.on("close", () => {
      inFlight -= 1;
      if (shared) shared.now -= 1;
    });
    const path = request.url ?? "/";
    requests.push({
      method: request.method ?? "",
      path,
      userAgent: request.headers["user-agent"] ?? null,
      cookie: request.headers.cookie ?? null,
      at: performance.now(),
      inFlight,
    });
    answer(request, response, path.split("?")[0] ?? path).catch((error: unknown) => {
      response.destroy(error as Error);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const shopUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: shopUrl,
    requests,
    get maxInFlight() {
      return maxInFlight;
    },
    clearLog() {
      requests.length = 0;
      maxInFlight = inFlight;
    },
    close() {
      closing.abort();
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
