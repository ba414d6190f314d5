/** What `astro build` hands over to the build's runner (src/build), and how that writes the products' files. */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readHandoff, readHandoffValue, writeHandoff } from "../../src/build/handoff.ts";
import { catalogueMessage } from "../../src/build/read-catalogue.ts";
import { tallyCatalogue } from "../../src/build/report.ts";
import { isHandedProduct, isSiteFile, SummaryShards, type SiteFile } from "../../src/build/write-product-files.ts";
import { writeOrLinkSiteFiles } from "../../src/build/product-files-reuse.ts";
import { paths } from "../../src/lib/paths.ts";
import { findProductSummary, SUMMARY_SHARDS, summaryShardPath } from "../../src/lib/product-shards.ts";
import { toProductSummary } from "../../src/lib/product-summary.ts";
import { catalog, product } from "../unit/support.ts";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "vitrina-handoff-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function all<T>(values: AsyncIterable<T>): Promise<T[]> {
  const list: T[] = [];
  for await (const value of values) list.push(value);
  return list;
}

describe("the handoff between astro build and the build's runner", () => {
  it("gives back the products handed over, one per line, Romanian text intact", async () => {
    const file = path.join(dir, "cache", "catalogue.ndjson");
    const products = [
      product("camasa-in-dungi", { title: "Cămașă în dungi", price: "149,99" }),
      product("rochie-de-seara", { title: "Rochie de seară", price: "1.299,00", oldPrice: "1.499,00" }),
    ];
    writeHandoff(file, products);
    expect(await all(readHandoff(file, isHandedProduct))).toEqual(products);
  });

  it("is written whole before the process's next turn: a process as busy as Astro's would hold it back", async () => {
    const file = path.join(dir, "cache", "catalogue.ndjson");
    const products = Array.from({ length: 5_000 }, (_, at) => product(`produs-${at}`, { title: `Cămașă ${at}` }));
    let turned = false;
    setImmediate(() => (turned = true));
    writeHandoff(file, products);
    expect(turned).toBe(false);
    expect(await all(readHandoff(file, isHandedProduct))).toEqual(products);
  });

  it("tells the catalogue in a message of its own size, whatever the catalogue's tally holds", async () => {
    // Generated names collide: a large catalogue suffixes many slugs, and the tally lists each one.
    const suffixed = Array.from({ length: 60_000 }, (_, at) => ({
      id: `id-${at}`,
      title: "Pulover fin din lână merinos, negru",
      wanted: "pulover-fin-din-lana-merinos-negru",
      slug: `pulover-fin-din-lana-merinos-negru-${at + 2}`,
    }));
    const tally = tallyCatalogue({ ...catalog(), suffixed });
    const file = path.join(dir, "cache", "catalogue.ndjson");
    const message = catalogueMessage(file, path.join(dir, "cache", "catalogue-tally.json"), tally);
    expect(JSON.stringify(message).length).toBeLessThan(1_000);
    expect(message.kind === "catalogue" && (await readHandoffValue(message.tallyFile))).toEqual(tally);
  });

  it("names the line that is not a product", async () => {
    const file = path.join(dir, "bad.ndjson");
    const { price: _price, ...priceless } = product("fara-pret");
    await writeFile(file, `${JSON.stringify(product("rochie"))}\n${JSON.stringify(priceless)}\n`);
    await expect(all(readHandoff(file, isHandedProduct))).rejects.toThrow(/bad\.ndjson, line 2/);
  });

  it("refuses a path that would leave the site's folder", () => {
    expect(isSiteFile({ path: "/../etc/passwd", body: "" })).toBe(false);
    expect(isSiteFile({ path: "relative.json", body: "" })).toBe(false);
    expect(isSiteFile({ path: "/date/produse/a.json", body: "" })).toBe(true);
  });
});

describe("SummaryShards", () => {
  it("writes every file of summaries, each product's in its slug's file and an empty one as {}", () => {
    const shards = new SummaryShards();
    const products = [
      product("rochie-neagra", { id: "42", title: "Rochie neagră „de seară”" }),
      product("camasa-alba", { id: "43" }),
    ];
    for (const entry of products) shards.add(entry);
    const files = new Map(
      [...shards.files()].map((file) => [file.path, JSON.parse(Buffer.from(file.body).toString())]),
    );
    expect(files.size).toBe(SUMMARY_SHARDS);
    for (const entry of products) {
      expect(findProductSummary(files.get(summaryShardPath(entry.slug)), entry.slug)).toEqual(
        JSON.parse(JSON.stringify(toProductSummary(entry))),
      );
    }
    const empty = [...files].filter(([, entries]) => Object.keys(entries as object).length === 0);
    expect(empty.length).toBeGreaterThanOrEqual(SUMMARY_SHARDS - 2);
    expect(empty[0]?.[0]).toMatch(new RegExp(`^${paths.summaryShard("[0-9a-f]{3}")}$`));
  });
});

describe("writeOrLinkSiteFiles, with no earlier build", () => {
  it("writes every file under the site's folder, making the folders it needs", async () => {
    async function* files(): AsyncGenerator<SiteFile> {
      for (let id = 1; id <= 150; id += 1) yield { path: `/product-external/${id}/index.html`, body: `<p>${id}</p>` };
      yield { path: "/date/produse/rochie.json", body: '{"slug":"rochie"}' };
    }
    const out = path.join(dir, "dist");
    expect((await writeOrLinkSiteFiles(files(), out, null)).written).toBe(151);
    expect(await readFile(path.join(out, "product-external/150/index.html"), "utf8")).toBe("<p>150</p>");
    expect(await readFile(path.join(out, "date/produse/rochie.json"), "utf8")).toBe('{"slug":"rochie"}');
  });

  it("refuses a file that would land outside the site's folder", async () => {
    async function* files(): AsyncGenerator<SiteFile> {
      yield { path: "/../escaped.html", body: "" };
    }
    await expect(writeOrLinkSiteFiles(files(), path.join(dir, "dist"), null)).rejects.toThrow(/escaped\.html/);
  });
});
