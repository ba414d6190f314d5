/**
 * One bad product never stops the build: it is left out and named, with its
 * id and the field at fault; markup is sanitised before it reaches a page
 * (CMS.md, "What a bad item gets"). Run against each source, since each
 * writes products in its own shapes.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCatalog } from "../../src/lib/catalog/read.ts";
import type { Catalog } from "../../src/lib/catalog/assemble.ts";
import type { Product } from "../../src/lib/domain/schema.ts";
import { startStandin, type Standin } from "../../scripts/standin/server.ts";
import { faultyCatalogue, FIXTURE_MEDIA_DIR, loadFixture, productRefs, type FixtureName } from "../fixtures/index.ts";
import { settingsFor, SOURCES } from "../support/standin.ts";

/** Markup that must never reach a page. */
const DANGEROUS = /<script|<iframe|<style|<img|\bon\w+\s*=|javascript:|alert\(/i;

describe.each(SOURCES)("bad items from the %s source", (source) => {
  let standin: Standin;
  let catalog: Catalog;
  const content = faultyCatalogue();
  const refs = productRefs(content);
  /** The id a fixture's product has in this source: its GUID in Umbraco, its position in the product API. */
  const idOf = (fixture: FixtureName, index = 0) => {
    const guid = (loadFixture(fixture).products[index] as { id: string }).id;
    const ref = refs.find((entry) => entry.id === guid);
    if (!ref) throw new Error(`${fixture} has no product ${index}`);
    return source === "umbraco" ? ref.id : String(ref.position);
  };
  const product = (fixture: FixtureName, index = 0): Product | undefined =>
    catalog.products.find((entry) => entry.id === idOf(fixture, index));

  beforeAll(async () => {
    standin = await startStandin({ content, mediaDir: FIXTURE_MEDIA_DIR });
    catalog = await readCatalog(settingsFor(standin, source));
  });
  afterAll(() => standin.close());

  it("keeps the harmless formatting of a description and drops scripts, event handlers and javascript: links", () => {
    const surprise = product("xss-description");
    expect(surprise?.description).toBeDefined();
    expect(surprise?.description).not.toMatch(DANGEROUS);
    expect(surprise?.description).toContain("<strong>lejeră</strong>");
    expect(surprise?.description).toContain("Mânecă scurtă");
    expect(surprise?.description).toMatch(/<a href="https:\/\/shop\.example\/ghid"[^>]*rel="nofollow noopener"/);
    expect(surprise?.summary).not.toMatch(/[<>]|alert/);
  });

  it("sanitises collection descriptions and the home slider's text as well", () => {
    const collection = catalog.collections.find((entry) => entry.name === "Colecția periculoasă");
    expect(collection?.description).toBe("<p>Vară</p>");
    expect(catalog.about?.slides[0]?.subtitle).toBeDefined();
    expect(catalog.about?.slides[0]?.subtitle).not.toMatch(DANGEROUS);
    expect(catalog.about?.slides[0]?.subtitle).toContain("Noutăți");
  });

  it("carries no javascript: affLink of a category or a collection towards a page", () => {
    const bluze = catalog.categories.find((entry) => entry.name === "Bluze-femei");
    const collection = catalog.collections.find((entry) => entry.name === "Colecția periculoasă");
    expect(bluze).toBeDefined();
    expect(collection).toBeDefined();
    expect(bluze?.affLink ?? "").not.toMatch(/^\s*javascript:/i);
    expect(collection?.affLink ?? "").not.toMatch(/^\s*javascript:/i);
  });

  it("leaves out a product whose affLink is a javascript: URL, reported with field affLink", () => {
    expect(product("javascript-afflink")).toBeUndefined();
    expect(catalog.problems).toContainEqual(
      expect.objectContaining({
        kind: "product",
        id: idOf("javascript-afflink"),
        field: "affLink",
        title: "Pantofi cu link periculos",
      }),
    );
    expect(catalog.products.map((entry) => entry.affLink)).not.toContainEqual(expect.stringMatching(/^javascript:/i));
  });

  it("leaves out a product with no price, reported with field price", () => {
    expect(product("missing-price")).toBeUndefined();
    expect(catalog.problems).toContainEqual(expect.objectContaining({ id: idOf("missing-price"), field: "price" }));
  });

  it("leaves out a product with no title, reported with field title", () => {
    expect(product("missing-title")).toBeUndefined();
    expect(catalog.problems).toContainEqual(expect.objectContaining({ id: idOf("missing-title"), field: "title" }));
  });

  it("reports nothing else: each bad product once, by the field at fault", () => {
    expect(catalog.problems.map((entry) => [entry.id, entry.field])).toEqual([
      [idOf("javascript-afflink"), "affLink"],
      [idOf("missing-price"), "price"],
      [idOf("missing-title"), "title"],
    ]);
  });

  it("publishes both products of one title, the later one under a suffixed slug that is reported", () => {
    expect(product("duplicate-titles", 0)?.slug).toBe("rochie-neagra");
    expect(product("duplicate-titles", 1)?.slug).toBe("rochie-neagra-2");
    expect(catalog.suffixed).toEqual([
      { id: idOf("duplicate-titles", 1), title: "Rochie neagră", wanted: "rochie-neagra", slug: "rochie-neagra-2" },
    ]);
  });

  it("gives a media-picker image an absolute URL on the CMS host, and that URL serves the image", async () => {
    const sandale = product("media-picker-image");
    expect(sandale?.images).toEqual([
      `${standin.url}/media/fixtures/sandale.svg`,
      "https://cdn.shop.example/sandale-2.jpg",
    ]);
    const image = await fetch(sandale?.images[0] ?? "");
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/svg+xml");
  });

  it("publishes every valid product, and only those", () => {
    expect(catalog.products.map((entry) => entry.slug)).toEqual([
      "rochie-midi-din-in",
      "camasa-din-bumbac",
      "geaca-de-fas",
      "rochie-cu-surpriza",
      "rochie-neagra",
      "rochie-neagra-2",
      "sandale-din-piele",
    ]);
    expect(catalog.read.products).toBe(content.products.length);
  });
});
