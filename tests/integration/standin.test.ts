/**
 * The stand-in answers as Umbraco's Delivery API and the product API do
 * (CMS.md). If it drifted, every other integration test would prove
 * nothing, so its contract is pinned here.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStandin, type Standin } from "../../scripts/standin/server.ts";
import { FIXTURE_MEDIA_DIR, loadFixture, manyProducts, mergeDumps } from "../fixtures/index.ts";

const CONTENT = "/umbraco/delivery/api/v2/content";

describe("the stand-in speaks the Delivery API v2", () => {
  let standin: Standin;
  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${standin.url}${path}`, { headers });
  const getJson = async (path: string) => {
    const response = await get(path);
    expect(response.status, path).toBe(200);
    return (await response.json()) as { total: number; items: { id: string; name: string; contentType: string }[] };
  };

  beforeAll(async () => {
    standin = await startStandin({
      content: mergeDumps(loadFixture("small-catalogue"), loadFixture("xss-description"), manyProducts(25)),
      mediaDir: FIXTURE_MEDIA_DIR,
    });
  });
  afterAll(() => standin.close());

  it("pages with skip and take, take defaulting to 10, and reports the total", async () => {
    const first = await getJson(`${CONTENT}?filter=contentType:product&sort=createDate:asc`);
    expect(first.total).toBe(29);
    expect(first.items).toHaveLength(10);
    const last = await getJson(`${CONTENT}?filter=contentType:product&sort=createDate:asc&skip=20&take=100`);
    expect(last.items).toHaveLength(9);
    const beyond = await getJson(`${CONTENT}?filter=contentType:product&sort=createDate:asc&skip=40&take=5`);
    expect(beyond).toEqual({ total: 29, items: [] });
  });

  it("pages a sorted query without repeats or gaps", async () => {
    const ids: string[] = [];
    for (let skip = 0; skip < 29; skip += 7) {
      const page = await getJson(`${CONTENT}?filter=contentType:product&sort=name:desc&skip=${skip}&take=7`);
      ids.push(...page.items.map((item) => item.id));
    }
    expect(new Set(ids).size).toBe(29);
  });

  it("ANDs repeated filters: content type, name (contains, any case), update date", async () => {
    const named = await getJson(`${CONTENT}?filter=contentType:product&filter=name:ROCHIE&take=50`);
    expect(named.items.map((item) => item.name).sort()).toEqual(["Rochie cu surpriză", "Rochie midi din in"]);
    const about = await getJson(`${CONTENT}?filter=name:About`);
    expect(about.items.map((item) => item.contentType)).toEqual(["about"]);
    const recent = await getJson(
      `${CONTENT}?filter=contentType:product&filter=updateDate>:2026-01-06T10:00:00&take=50`,
    );
    expect(recent.items.map((item) => item.name).sort()).toEqual([
      "Cămașă din bumbac",
      "Geacă de fâș",
      "Rochie cu surpriză",
    ]);
    const before = await getJson(`${CONTENT}?filter=contentType:product&filter=updateDate<2026-01-01T00:05:00&take=50`);
    expect(before.total).toBe(5);
  });

  it("drops a date filter whose date does not parse, as Umbraco does", async () => {
    const all = await getJson(`${CONTENT}?filter=contentType:product&filter=updateDate>:not-a-date`);
    expect(all.total).toBe(29);
  });

  it("sorts by createDate, name, level and sortOrder, each way", async () => {
    const newest = await getJson(`${CONTENT}?filter=contentType:product&sort=createDate:desc&take=1`);
    expect(newest.items[0]?.name).toBe("Rochie cu surpriză");
    const byName = await getJson(`${CONTENT}?filter=contentType:categoryPage&sort=name:asc`);
    expect(byName.items.map((item) => item.name)).toEqual(["Bluze-femei", "Camasi-barbati", "Rochii-femei"]);
    const byOrder = await getJson(`${CONTENT}?filter=contentType:product&sort=sortOrder:desc&take=1`);
    expect(byOrder.items[0]?.name).toBe("Tricou de bază 25");
    expect((await get(`${CONTENT}?sort=level:asc`)).status).toBe(200);
  });

  it("answers a query without a sort in an order that changes, as CMS.md warns Umbraco may", async () => {
    const first = await getJson(`${CONTENT}?filter=contentType:product&take=5`);
    const second = await getJson(`${CONTENT}?filter=contentType:product&take=5`);
    expect(first.items.map((item) => item.id)).not.toEqual(second.items.map((item) => item.id));
  });

  it("answers 400 problem details for an unknown filter, sort, fetch or a count that is not a number", async () => {
    for (const query of [
      "filter=colour:red",
      "sort=price:asc",
      "sort=name",
      "fetch=siblings:/",
      "skip=abc",
      "take=-1",
    ]) {
      const response = await get(`${CONTENT}?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.headers.get("content-type"), query).toMatch(/^application\/problem\+json/);
      const body = (await response.json()) as Record<string, unknown>;
      expect(Object.keys(body).sort(), query).toEqual(["detail", "status", "title", "type"]);
      expect(body["status"]).toBe(400);
    }
  });

  it("answers one item by id or by route path, 404 for an unknown one", async () => {
    const id = "05a11ca7-0000-4000-8000-000000000001";
    const byId = (await (await get(`${CONTENT}/item/${id}`)).json()) as { name: string };
    expect(byId.name).toBe("Rochie midi din in");
    const byPath = (await (await get(`${CONTENT}/item/produse/camasa-din-bumbac/`)).json()) as { name: string };
    expect(byPath.name).toBe("Cămașă din bumbac");
    expect((await get(`${CONTENT}/item/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
    expect((await get(`${CONTENT}/item/nu/exista`)).status).toBe(404);
  });

  it("answers several items as a plain array, dropping unknown ids", async () => {
    const ids = [
      "05a11ca7-0000-4000-8000-000000000002",
      "00000000-0000-4000-8000-000000000000",
      "05a11ca7-0000-4000-8000-000000000001",
    ];
    const body = (await (await get(`${CONTENT}/items?${ids.map((id) => `id=${id}`).join("&")}`)).json()) as {
      name: string;
    }[];
    expect(body.map((item) => item.name)).toEqual(["Cămașă din bumbac", "Rochie midi din in"]);
  });

  it("serves the brands endpoint and media files, and 404s anything else", async () => {
    const brands = (await (await get("/umbraco/delivery/api/brands?take=20")).json()) as { group1: unknown[] };
    expect(brands.group1).toHaveLength(2);
    const image = await get("/media/fixtures/rochie.svg");
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/svg+xml");
    // tests/fixtures/index.ts lies two levels up from the media folder: it must not be served.
    expect((await get("/media/fixtures/..%2F..%2Findex.ts")).status).toBe(404);
    expect((await get("/umbraco/delivery/api/v1/content")).status).toBe(404);
    expect((await get("/nothing-here")).status).toBe(404);
  });
});

describe("the stand-in speaks the product API", () => {
  let standin: Standin;
  type ApiRow = {
    id: number;
    title: string;
    imageUrl1: string | null;
    price: number | null;
    collection: string | null;
    longDescription: string;
  };
  const rows = async (query = "") =>
    (await (await fetch(`${standin.url}/api/productsapi/filtered${query}`)).json()) as ApiRow[];

  beforeAll(async () => {
    standin = await startStandin({ content: loadFixture("small-catalogue") });
  });
  afterAll(() => standin.close());

  it("answers every product with numeric ids, number prices, absolute image URLs and HTML descriptions", async () => {
    const all = await rows();
    expect(all.map((row) => row.id)).toEqual([1, 2, 3]);
    expect(all.map((row) => row.price)).toEqual([149.99, 89.5, 1299]);
    expect(all[0]?.imageUrl1).toBe(`${standin.url}/media/fixtures/rochie.svg`);
    expect(all[1]?.imageUrl1).toBe("https://cdn.shop.example/camasa.jpg");
    expect(all[0]?.collection).toBe("Vara 2026");
    expect(all[0]?.longDescription).toBe("<p>Rochie <strong>lejeră</strong>, din in.</p>");
  });

  it("narrows by gen, category, brand and collection, ignoring case and diacritics", async () => {
    expect((await rows("?gen=barbati")).map((row) => row.title)).toEqual(["Cămașă din bumbac"]);
    expect((await rows("?category=rochii-femei")).map((row) => row.title)).toEqual(["Rochie midi din in"]);
    expect((await rows("?brand=mango")).map((row) => row.title)).toEqual(["Rochie midi din in"]);
    expect((await rows("?collection=vara%202026")).map((row) => row.id)).toEqual([1, 3]);
  });
});

describe("the stand-in's guards and faults", () => {
  let standin: Standin;
  const content = () => fetch(`${standin.url}${CONTENT}?filter=contentType:product`, { headers: { "Api-Key": "k" } });

  beforeAll(async () => {
    standin = await startStandin({ content: loadFixture("small-catalogue"), apiKey: "k" });
  });
  afterAll(() => standin.close());

  it("refuses an Umbraco request without the right Api-Key with 401, but not the product API", async () => {
    expect((await fetch(`${standin.url}${CONTENT}`)).status).toBe(401);
    expect((await fetch(`${standin.url}${CONTENT}`, { headers: { "Api-Key": "wrong" } })).status).toBe(401);
    expect((await content()).status).toBe(200);
    expect((await fetch(`${standin.url}/api/productsapi/filtered`)).status).toBe(200);
  });

  it("fails N times then answers; or forever when no count is given", async () => {
    standin.setFaults([
      { match: "/umbraco/delivery/api/v2/content?filter=contentType:product", status: 500, times: 2 },
    ]);
    expect([(await content()).status, (await content()).status, (await content()).status]).toEqual([500, 500, 200]);
    standin.setFaults([{ match: /contentType%3Aproduct|contentType:product/, status: 503 }]);
    for (let i = 0; i < 5; i++) expect((await content()).status).toBe(503);
    standin.setFaults([]);
  });

  it("sends Retry-After with a 429, drops a connection, answers late", async () => {
    standin.setFaults([
      { match: "/umbraco", status: 429, retryAfter: 2, times: 1 },
      { match: "/umbraco", drop: true, times: 1 },
      { match: "/umbraco", delayMs: 150, times: 1 },
    ]);
    const limited = await content();
    expect([limited.status, limited.headers.get("retry-after")]).toEqual([429, "2"]);
    await expect(content()).rejects.toThrow(TypeError);
    const started = performance.now();
    expect((await content()).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(standin.requests.slice(-3).map((request) => request.outcome)).toEqual(["answered", "dropped", "answered"]);
    standin.setFaults([]);
  });
});
