/**
 * A site built for a click service that does not answer (issue 26, defect 12: Lighthouse's best practices fell to
 * 96 for the errors the home page logged). The popular rows fall back to their empty text without a word from the
 * page's own scripts; the service is asked once, not once a row: each request that gets no answer is a line that
 * Chromium itself writes to the console as an error ("Failed to load resource"), which no script can take back.
 */
import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { paths } from "../../src/lib/paths.ts";
import { openPage } from "../support/browser.ts";
import { serveBuild, type ServedBuild } from "../support/served-build.ts";

const BUILD_TIMEOUT = 240_000;

/** A port of 127.0.0.1 that nothing listens on: taken from the system, then let go. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

let site: ServedBuild;
let service: string;

beforeAll(async () => {
  service = `http://127.0.0.1:${await closedPort()}`;
  site = await serveBuild("vitrina-absent-service-", { PUBLIC_API_URL: service });
}, BUILD_TIMEOUT);

afterAll(async () => {
  await site?.close();
});

describe("a click service that does not answer", () => {
  test("the home page's rows show their empty text, the service is asked once and no script logs an error", async () => {
    const opened = await openPage(site.browser, paths.home(), { baseUrl: site.server.url });
    try {
      const { page, errors } = opened;
      // Every row comes into view, the shopper scrolling down the page.
      const rows = page.locator("main [data-popular]");
      expect(await rows.count()).toBeGreaterThan(1);
      for (const row of await rows.all()) await row.scrollIntoViewIfNeeded();
      await expect
        .poll(() => rows.evaluateAll((all) => all.filter((row) => row.getAttribute("aria-busy") === "true").length), {
          message: "every row has stopped loading",
          timeout: 15_000,
        })
        .toBe(0);
      // Chromium's own line for the one refused request (the service asked once), and nothing else.
      expect(errors).toEqual([
        expect.stringMatching(
          /^console\.error: Failed to load resource: net::ERR_CONNECTION_REFUSED \(http:\/\/127\.0\.0\.1:\d+\/api\//,
        ),
      ]);
    } finally {
      await opened.close();
    }
  });
});
