/** Products gone since the live release (src/release/gone-products.ts): found, carried forward, and let go on return. */
import { linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { paths } from "../../../src/lib/paths.ts";
import { summaryShard, summaryShardNames } from "../../../src/lib/product-shards.ts";
import { goneProducts, redirectGoneProducts } from "../../../src/release/gone-products.ts";

describe("goneProducts", () => {
  const root = mkdtempSync(path.join(tmpdir(), "gone-"));
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /**
   * A release whose site has these products' summaries, in every file by slug as the build writes them (or one
   * file per product, as before them: `shards` false), and the listings (`listings`, else their categories).
   */
  function release(
    name: string,
    products: Record<string, string>,
    listings = Object.values(products),
    shards = true,
  ): string {
    const dir = path.join(root, name);
    mkdirSync(path.join(dir, "site", "date", shards ? "detalii" : "produse"), { recursive: true });
    writeFileSync(path.join(dir, "site", "_redirects"), "/fetita/ /fetite/ 301\n");
    const files = new Map(shards ? summaryShardNames().map((shard) => [shard, {} as Record<string, unknown>]) : []);
    for (const [slug, href] of Object.entries(products)) {
      const summary = { id: `id-${slug}`, slug, category: { label: "x", href } };
      if (!shards) writeFileSync(path.join(dir, "site", "date", "produse", `${slug}.json`), JSON.stringify(summary));
      const file = files.get(summaryShard(slug));
      if (file) file[slug] = summary;
    }
    for (const [shard, entries] of files) {
      writeFileSync(path.join(dir, "site", paths.summaryShard(shard)), JSON.stringify(entries));
    }
    for (const href of ["/", ...listings]) {
      mkdirSync(path.join(dir, "site", href), { recursive: true });
      writeFileSync(path.join(dir, "site", href, "index.html"), "<!doctype html>");
    }
    return dir;
  }

  it("redirects a product gone to its category listing, and keeps it gone in the next releases", async () => {
    const first = release("1", { rochie: "/femei/rochii/", geaca: "/barbati/geci/" });
    const second = release("2", { geaca: "/barbati/geci/" }, ["/femei/rochii/", "/barbati/geci/"]);
    const gone = await goneProducts(first, second);
    expect(gone).toEqual([{ id: "id-rochie", slug: "rochie", to: "/femei/rochii/" }]);
    await redirectGoneProducts(second, gone);
    expect(readFileSync(path.join(second, "site", "_redirects"), "utf8")).toMatch(
      /^\/fetita\/ \/fetite\/ 301\n[\s\S]*\/detalii-produs\/rochie\/ \/femei\/rochii\/ 302\n$/,
    );

    const third = release("3", { geaca: "/barbati/geci/" });
    expect((await goneProducts(second, third)).map((product) => product.slug)).toEqual(["rochie"]);
  });

  it("sends a product whose category listing is gone too to the home page, never to a 404", async () => {
    const first = release("1", { rochie: "/femei/rochii/", geaca: "/barbati/geci/" });
    const second = release("2", { geaca: "/barbati/geci/" });
    expect(await goneProducts(first, second)).toEqual([{ id: "id-rochie", slug: "rochie", to: "/" }]);
    // A redirect carried from an earlier release is checked again: its listing may have gone since.
    const third = release("3", { geaca: "/barbati/geci/" }, ["/femei/rochii/", "/barbati/geci/"]);
    await redirectGoneProducts(third, await goneProducts(first, third));
    const fourth = release("4", { geaca: "/barbati/geci/" });
    expect(await goneProducts(third, fourth)).toEqual([{ id: "id-rochie", slug: "rochie", to: "/" }]);
  });

  it("lets an address go when its product is back", async () => {
    const first = release("1", { rochie: "/femei/rochii/" });
    const second = release("2", {});
    await redirectGoneProducts(second, await goneProducts(first, second));
    const third = release("3", { rochie: "/femei/rochii/" });
    expect(await goneProducts(second, third)).toEqual([]);
  });

  it("reads a live release built with one summary file per product, before the files by slug", async () => {
    const first = release("1", { rochie: "/femei/rochii/", geaca: "/barbati/geci/" }, undefined, false);
    const second = release("2", { geaca: "/barbati/geci/" }, ["/femei/rochii/", "/barbati/geci/"]);
    expect(await goneProducts(first, second)).toEqual([{ id: "id-rochie", slug: "rochie", to: "/femei/rochii/" }]);
  });

  it("refuses a new release with a file of summaries missing, which would pass its products for gone", async () => {
    const first = release("1", { rochie: "/femei/rochii/" });
    const second = release("2", { rochie: "/femei/rochii/" });
    rmSync(path.join(second, "site", paths.summaryShard(summaryShard("rochie"))));
    await expect(goneProducts(first, second)).rejects.toThrow(/ENOENT/);
  });

  it("finds a product gone in the files the new release wrote, its other files linked from the live one", async () => {
    const first = release("1", { rochie: "/femei/rochii/", geaca: "/barbati/geci/", bluza: "/femei/bluze/" });
    const second = release("2", { geaca: "/barbati/geci/", bluza: "/femei/bluze/" }, ["/femei/rochii/"]);
    // As a publish writes them: a file whose products are the same is the live release's file.
    const written = summaryShard("rochie");
    for (const shard of summaryShardNames().filter((name) => name !== written)) {
      const [live, now] = [first, second].map((dir) => path.join(dir, "site", paths.summaryShard(shard)));
      rmSync(now!);
      linkSync(live!, now!);
    }
    expect(await goneProducts(first, second)).toEqual([{ id: "id-rochie", slug: "rochie", to: "/femei/rochii/" }]);
    await redirectGoneProducts(second, await goneProducts(first, second));
    // Carried on: gone still, read from its file in the next release, until it is back.
    const third = release("3", { geaca: "/barbati/geci/", bluza: "/femei/bluze/" }, ["/femei/rochii/"]);
    expect((await goneProducts(second, third)).map((product) => product.slug)).toEqual(["rochie"]);
  });

  it("has nothing gone for a first release", async () => {
    expect(await goneProducts(null, release("1", { rochie: "/femei/rochii/" }))).toEqual([]);
  });
});
