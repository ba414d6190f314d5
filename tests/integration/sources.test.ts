/**
 * Each CMS source, read through the stand-in, gives the catalogue the site
 * is built from (CMS.md, "Where the catalogue comes from").
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCatalog } from "../../src/lib/catalog/read.ts";
import type { Catalog } from "../../src/lib/catalog/assemble.ts";
import type { Product } from "../../src/lib/domain/schema.ts";
import { startStandin, type Standin } from "../../scripts/standin/server.ts";
import { FIXTURE_MEDIA_DIR, loadFixture } from "../fixtures/index.ts";
import { queriesFor, requestsTo, settingsFor } from "../support/standin.ts";

const SLUGS = ["rochie-midi-din-in", "camasa-din-bumbac", "geaca-de-fas"];

/** What a shopper sees of a product, whichever source it came from. */
const visible = (product: Product) => ({
  slug: product.slug,
  title: product.title,
  alt: product.alt,
  images: product.images,
  price: product.price,
  oldPrice: product.oldPrice,
  affLink: product.affLink,
  description: product.description,
  brands: product.brands,
  color: product.color,
  material: product.material,
  category: product.category,
  collection: product.collection,
  gender: product.gender,
  sizes: product.sizes,
});

describe("sources read through the stand-in", () => {
  let standin: Standin;
  let umbraco: Catalog;
  let api: Catalog;

  beforeAll(async () => {
    standin = await startStandin({ content: loadFixture("small-catalogue"), mediaDir: FIXTURE_MEDIA_DIR });
    umbraco = await readCatalog(settingsFor(standin, "umbraco"));
  });
  afterAll(() => standin.close());

  describe("Umbraco alone", () => {
    it("publishes every product, reading each field in the shape the editor used", () => {
      expect(umbraco.source).toBe("umbraco");
      expect(umbraco.problems).toEqual([]);
      expect(umbraco.read).toEqual({ products: 3, categories: 2, collections: 1 });
      const [rochie, camasa, geaca] = umbraco.products;
      expect(umbraco.products.map((product) => product.slug)).toEqual(SLUGS);
      // price as text with a decimal comma, a multi URL picker, a content picker, comma-separated brands and sizes
      expect(rochie).toMatchObject({
        price: 14999,
        oldPrice: 19999,
        affLink: "https://shop.example/rochie-midi",
        collection: "Vara 2026",
        brands: ["Zara", "Mango"],
        sizes: ["S", "M", "L"],
        gender: "femei",
        category: { name: "Rochii-femei", section: "femei", slug: "rochii", path: "/femei/rochii/" },
        images: [`${standin.url}/media/fixtures/rochie.svg`],
        summary: "Rochie lejeră pentru vară",
      });
      // a number price, an array of brands, a gender with diacritics, an absolute image URL
      expect(camasa).toMatchObject({
        price: 8950,
        brands: ["Hugo"],
        gender: "barbati",
        images: ["https://cdn.shop.example/camasa.jpg"],
      });
      // "1.299,00" is a thousand two hundred and ninety-nine Ron, "baiat" is the boys' section
      expect(geaca).toMatchObject({ price: 129900, gender: "baieti", collection: "Vara 2026" });
    });

    it("reads categories and collections with their media-picker images on the CMS host", () => {
      const rochii = umbraco.categories.find((category) => category.name === "Rochii-femei");
      expect(rochii?.image).toBe(`${standin.url}/media/fixtures/rochii.svg`);
      expect(rochii?.affLink).toBe("https://shop.example/rochii");
      // a product's category that has no page in the CMS still gets one, so no product links to a missing page
      expect(umbraco.categories.map((category) => category.path)).toContain("/baieti/geci/");
      expect(umbraco.collections).toEqual([
        expect.objectContaining({
          name: "Vara 2026",
          slug: "vara-2026",
          image: `${standin.url}/media/fixtures/vara.svg`,
        }),
      ]);
    });

    it("lists the brands of the brands endpoint and those only products name", () => {
      expect(umbraco.brands.map((brand) => brand.name).sort()).toEqual(["Hugo", "Levi's", "Mango", "Nike", "Zara"]);
    });

    it("asks Umbraco for each content type with an explicit sort, so paging is stable", () => {
      for (const type of ["product", "categoryPage", "collectionPage"]) {
        const queries = queriesFor(standin, type);
        expect(queries.length, type).toBeGreaterThan(0);
        for (const query of queries) expect(query.query.getAll("sort").length, query.path).toBeGreaterThan(0);
      }
      expect(requestsTo(standin, "/umbraco/delivery/api/brands")).toHaveLength(1);
      expect(requestsTo(standin, "/api/")).toHaveLength(0);
    });
  });

  describe("Umbraco with the product API", () => {
    beforeAll(async () => {
      standin.clearLog();
      api = await readCatalog(settingsFor(standin, "products-api"));
    });

    it("takes the products from the product API and asks Umbraco for none", () => {
      expect(api.source).toBe("products-api");
      expect(api.problems).toEqual([]);
      expect(api.products.map((product) => product.id)).toEqual(["1", "2", "3"]);
      expect(requestsTo(standin, "/api/productsapi/filtered")).toHaveLength(1);
      expect(queriesFor(standin, "product")).toHaveLength(0);
    });

    it("publishes the same product pages as Umbraco alone would", () => {
      expect(api.products.map(visible)).toEqual(umbraco.products.map(visible));
    });

    it("still takes categories, collections and brands from Umbraco", () => {
      expect(api.categories).toEqual(umbraco.categories);
      expect(api.collections).toEqual(umbraco.collections);
      expect(api.brands.map((brand) => brand.name).sort()).toEqual(["Hugo", "Levi's", "Mango", "Nike", "Zara"]);
    });
  });
});
